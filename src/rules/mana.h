// Paying mana costs (601.2g-h, 106, 107.4): decides whether a cost can be paid from a mana
// pool plus untapped mana sources, and which sources to use. No heap allocation.
// Thread-safe: pure functions.
#pragma once

#include <cstdint>

#include "cards/mana_cost.h"
#include "core/fixed_vec.h"
#include "core/ids.h"
#include "rules/state.h"

namespace rwd {

// A source of one mana: a unit already in the pool, or an untapped land or other permanent
// with a {T} mana ability (CardFace::ability_mana; a creature only once it can tap, 302.6).
struct ManaUnit {
  uint8_t colors;          // bits 0-4 WUBRG, bit 5 colorless
  ObjectId source;         // land to tap, or None for pool mana
};
inline constexpr uint8_t kColorlessBit = 1u << kColorless;
inline constexpr int kMaxManaUnits = 96;
using ManaUnits = FixedVec<ManaUnit, kMaxManaUnits>;

// What a payment uses: for each unit index, the color it pays with (or -1 if unused).
struct ManaPayment {
  int8_t color_of_unit[kMaxManaUnits];
  int units_used = 0;
};

// Pool mana first (colored WUBRG then colorless), then the player's untapped lands that can
// produce mana, in battlefield order.
void collect_mana_units(const GameState& s, PlayerId p, ManaUnits& out);

// True iff `cost` with X = x can be paid from `units`; fills `payment` when given.
bool solve_payment(const ManaCost& cost, int x, const ManaUnits& units, ManaPayment* payment);

// Answers "can player p pay this cost now?" for many costs in a row (legal options ask it
// for every card in hand). When every available source makes exactly one kind of mana
// (pool mana, basic lands) the answer is a count, read from the pool and the player's mana
// source tallies; otherwise each cost goes to the matcher. Same answers as
// solve_payment(cost, x, units-of-p, nullptr).
// REQUIRES: the state's mana source tallies are up to date (rules/mana_tally.h; a state
// built by hand calls recount_mana_tallies).
class AffordCheck {
 public:
  AffordCheck(const GameState& s, PlayerId p) : s_(s), p_(p) {}
  bool can_pay(const ManaCost& cost, int x = 0);

 private:
  void tally();
  const GameState& s_;
  PlayerId p_;
  bool tallied_ = false;
  bool simple_ = true;      // every source makes one kind of mana
  bool collected_ = false;  // units_ filled
  int16_t have_[6] = {};
  int16_t total_ = 0;
  ManaUnits units_;
};

// Largest X (up to `cap`) for which the cost can be paid; -1 if not even X = 0.
int max_payable_x(const ManaCost& cost, const ManaUnits& units, int cap);

}  // namespace rwd
