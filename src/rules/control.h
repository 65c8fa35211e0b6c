// Continuous effects of resolved spells and abilities in layers 2 and 5 (613.1b, 613.1e):
// GainControl ("gain control of target creature until end of turn", Op::GainControl) and
// Animate's Colors$ ("target spell or permanent becomes red", the -lace cards). Internal to
// the rules engine. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/statics.h"

namespace rwd {

// Applies the control-changing and color-setting effects on object `id` in timestamp order,
// after the static abilities: each wins over the statics and effects with earlier timestamps
// (613.7; `pt.control_ts`, `pt.color_ts` hold the statics' latest). Called by
// refresh_characteristics for objects with such an effect.
void apply_effect_layers(GameState& s, ObjectId id, const PtLayers& pt);

// 400.7a: the effects on spell `id`, which has just become a permanent, keep applying to it.
// REQUIRES: the object's zone_changes was just bumped by one.
void carry_spell_effects(GameState& s, ObjectId id);

// Player `controller` gains control of permanent `target` until end of turn (layer 2), and it
// gains the KeywordSet bits `keywords` (layer 6) for as long; `source` made the effect.
// Control returns when the effect ends in the cleanup step (514.2); the permanent is
// summoning sick under its new controller (302.6) and leaves combat (506.4).
void gain_control(Ctx& c, ObjectId target, ObjectId source, uint8_t controller, uint16_t keywords);

// Object `target` (a permanent or a spell) becomes the colors `b & 0x1F` (layer 5), until end
// of turn or (b & kAnimateColorPermanent) for as long as it stays, and on the permanent a
// spell becomes (400.7a).
void animate_color(Ctx& c, ObjectId target, ObjectId source, int b);

}  // namespace rwd
