// Effects of the combat-and-misc ability family (opcodes poison, grant, debuff, pump.combat):
// poison counters on players (122.1f), abilities granted to a permanent that KeywordSet has
// no bit for (ContinuousEffect::extra: landwalk, "can't be blocked", "can't be regenerated",
// "prevent all combat damage dealt to and by it"), keywords lost (Debuff, 613.1f) and
// effects that end with the combat (UntilEndOfCombat$, 511.3 / 514.2).
// Thread-safe: functions of the Ctx they are given.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// 122.1f: player p gets n poison counters from `source` (capped at 255); 704.5c is checked by
// the next state-based action check.
void give_poison(Ctx& c, PlayerId p, ObjectId source, int n);
// The object gains the kGrant* abilities `extra` (cards/opcodes.h) until end of turn.
void add_granted(Ctx& c, ObjectId id, ObjectId source, int extra);
// The object loses the KeywordSet bits `keywords` until end of turn, or while it stays on
// the battlefield if `permanent`.
void add_debuff(Ctx& c, ObjectId id, ObjectId source, int keywords, bool permanent);
// +p/+t and keywords until end of combat.
void add_pump_until_end_of_combat(Ctx& c, ObjectId id, ObjectId source, int p, int t, int keywords);
// 511.3: effects that last "until end of combat" end as the end of combat step ends. Does
// nothing (and costs one test) when no effect is an end-of-combat one.
void end_combat_effects(Ctx& c);

// Static abilities of this family. REQUIRES: statics_active(c.s) (callers test it first, so
// games without static abilities pay nothing).
// 614.1c: a static ability (S:Mode$ ETBTapped, Kismet) makes permanent `id`, arriving now,
// enter tapped.
bool enters_tapped_by_static(Ctx& c, ObjectId id);
// "Players skip their untap steps" (Stasis, 502): some permanent's static ability says so.
bool untap_step_skipped(const Ctx& c);
// 509.1a: K:CantBlock <Valid> on the blocker's card: it can't block attacker `a`.
bool cant_block_attacker(const GameState& s, const CardDb& db, const Object& b, const Object& a);

}  // namespace rwd
