// Cost changes from static abilities (601.2f, 602.2b): "white spells cost {3} more to cast"
// (S:Mode$ RaiseCost), "... cost {1} less" (ReduceCost). The total cost is the mana cost plus
// every increase, then minus every reduction; a reduction takes generic mana only and never
// goes below zero (601.2f, 118.7).
//
// Cost: while no permanent on the battlefield has static abilities (statics_active) the
// answer is the base cost after one scan of the battlefield's flags; games without such
// cards do not pay for the feature.
// Thread-safe: functions of their arguments.
#pragma once

#include "cards/card_db.h"
#include "cards/mana_cost.h"
#include "rules/mana.h"
#include "rules/state.h"

namespace rwd {

// True iff some permanent on the battlefield has a RaiseCost or ReduceCost static ability
// (a scan of the battlefield's flags when none has static abilities).
bool cost_mods_active(const GameState& s, const CardDb& db);

// The net change to the generic part: `raise` the sum of the increases, `reduce` of the
// reductions that apply to a spell (`spell`) or an ability of `object`, cast or activated by
// `p`. Both 0 when nothing applies.
struct CostChange {
  int raise = 0;
  int reduce = 0;
  bool any() const { return raise != 0 || reduce != 0; }
};
CostChange cost_change(const GameState& s, const CardDb& db, PlayerId p, ObjectId object,
                       bool spell);

// `base` with `ch` applied and X = x folded into the generic part (601.2f: increases first,
// then reductions, which take generic mana only). has_cost becomes true when something is
// left to pay. The result's x_count is 0: pay it with X = 0.
ManaCost apply_cost_change(const ManaCost& base, int x, const CostChange& ch);

// The largest X (up to `cap`) for which `base` with `ch` applied can be paid from `units`;
// -1 if not even X = 0. A reduction larger than the rest of the generic cost pays for X.
int max_x_with_change(const ManaCost& base, const CostChange& ch, const ManaUnits& units, int cap);

}  // namespace rwd
