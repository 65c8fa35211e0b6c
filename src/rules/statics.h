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

#include "cards/card_db.h"
#include "cards/static_ability.h"
#include "rules/state.h"

namespace rwd {

// True iff some permanent on the battlefield has static abilities.
bool statics_active(const GameState& s);

// Applying them (apply_statics, refresh_battlefield, refresh_statics) is internal to the
// rules engine: see engine_internal.h.

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
