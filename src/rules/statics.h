// Static abilities of permanents (604.1, 611.3): applying the compiled StaticAbility data of
// every permanent on the battlefield to the permanents it affects. Continuous effects go in
// layer order (613.1): keyword grants in layer 6, then power/toughness changes in layer 7c,
// each layer in timestamp order (613.7; a static ability's timestamp is its source's, 613.7a)
// together with the resolved spells' effects in GameState::effects. CantAttack/CantBlock set
// computed Object flags that combat reads.
//
// Cost: an Object flag (kStaticSource) marks permanents with static abilities; while no
// permanent on the battlefield has it, every function here is a scan of the battlefield's
// flags and nothing more, so games without static abilities do not pay for the feature.
// Thread-safe: functions of their arguments.
#pragma once

#include <string>
#include <vector>

#include "cards/card_db.h"
#include "cards/static_ability.h"
#include "rules/ctx.h"
#include "rules/state.h"

namespace rwd {

// True iff some permanent on the battlefield has static abilities.
bool statics_active(const GameState& s);

// True iff `o` (id `id`) matches `f` as the Affected$ or counted objects of a static ability
// of permanent `source` (`src`): relative to its controller, with Self, Other, EnchantedBy and
// the source's chosen color or type (611.3a). `subtypes` are the names f's terms index.
bool static_filter_matches(const GameState& gs, const CardDb& db, const Filter& f,
                           const std::vector<std::string>& subtypes, ObjectId source,
                           const Object& src, ObjectId id, const Object& o);

// Applying them, inside the rules engine:
// What the static abilities do to an object's power and toughness, composed with the resolved
// spells' effects by refresh_characteristics: layer 7b (set: the latest timestamp's value,
// -1 for none) and 7c (additions).
struct PtLayers {
  int set_power = -1, set_toughness = -1;
  uint32_t power_ts = 0, toughness_ts = 0;
  int add_power = 0, add_toughness = 0;
  // Layers 2 and 5: the timestamps of the statics that set control and colors; whether some
  // resolved effect on it changes control or colors (rules/control.h).
  uint32_t control_ts = 0, color_ts = 0;
  bool effect_layers = false;
};
// Applies every static ability on the battlefield to object `id` (on the battlefield, its
// printed characteristics already set) in layer order: control (2), types (4), colors (5),
// keywords and rule flags (6, kCantAttack/kCantBlock); its P/T parts go to `pt`. Called by
// refresh_characteristics.
void apply_statics(GameState& s, const CardDb& db, ObjectId id, PtLayers& pt);
// 604.3, 613.4a: sets the power and toughness of `id` that its own characteristic-defining
// static abilities define (Plague Rats), in whatever zone it is. Called by
// refresh_characteristics on objects with static abilities.
void apply_characteristic_defining(GameState& s, const CardDb& db, ObjectId id);
// True iff `o`'s card has a characteristic-defining static ability.
bool has_characteristic_defining(const CardDb& db, const Object& o);
// Recomputes the objects off the battlefield that have a characteristic-defining ability:
// what they count (permanents) may have changed. Called when a permanent arrives or leaves.
void refresh_characteristic_defining(Ctx& c);
// 302.6, 506.4: permanent `o` has just changed controller (layer 2): it is summoning sick
// under its new controller and leaves combat.
void control_changed(GameState& s, Object& o);
// Recomputes the characteristics of every permanent on the battlefield. Sets sba_dirty when
// a toughness dropped or a keyword went away (704.5f-g).
void refresh_battlefield(Ctx& c);
// refresh_battlefield, only when some static ability is on the battlefield (statics_active).
// Call after changing anything a static's Affected$ test reads for a permanent: its zone
// (move_to_zone does it), controller, tapped or attacking status.
void refresh_statics(Ctx& c);

// One static ability affecting an object, for explanations (views, pt_sources).
struct StaticContribution {
  ObjectId source = ObjectId::None;
  const StaticAbility* ability = nullptr;
  uint32_t timestamp = 0;  // the source's (613.7a)
};
// The static abilities affecting `id` now, in timestamp order; at most `cap` are written.
// Returns how many were written.
int static_contributions(const GameState& s, const CardDb& db, ObjectId id, StaticContribution* out,
                         int cap);

// The power and toughness static ability `c` sets on `id` (SetPower$/SetToughness$, 613.4b);
// -1 for a value it does not set.
void static_set_pt(const GameState& s, const CardDb& db, const StaticContribution& c, ObjectId id,
                   int* power, int* toughness);

// Checks the cached characteristics against a fresh recomputation from the card data, the
// static abilities and the effects: "" if every object agrees, else the first difference
// ("Grizzly Bears#3: toughness 2, recomputed 4"). For tests and debug checks; copies the state.
std::string characteristics_problem(const GameState& s, const CardDb& db);

}  // namespace rwd
