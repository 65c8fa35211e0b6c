// Unit tests for mana payment (rules 106, 107.4, 601.2g-h).
#include "rules/mana.h"

#include <gtest/gtest.h>

#include "cards/card_def.h"
#include "core/rng.h"
#include "rules/mana_tally.h"
#include "rules/state.h"

namespace rwd {
namespace {

ManaCost cost(const char* text) {
  return *parse_mana_cost(text);
}

ManaUnits lands(std::initializer_list<uint8_t> colors) {
  ManaUnits u;
  uint16_t id = 0;
  for (uint8_t c : colors) u.push_back({c, object_id(id++)});
  return u;
}

constexpr uint8_t W = 1, U = 2, B = 4, R = 8, G = 16;

TEST(ManaTest, ColoredAndGenericNeedEnoughSources) {
  EXPECT_TRUE(solve_payment(cost("1 G"), 0, lands({G, R}), nullptr));
  EXPECT_FALSE(solve_payment(cost("1 G"), 0, lands({R, R}), nullptr));  // no green source
  EXPECT_FALSE(solve_payment(cost("2 G"), 0, lands({G, R}), nullptr));  // too few sources
  EXPECT_TRUE(solve_payment(cost("W W"), 0, lands({W, W}), nullptr));
  EXPECT_FALSE(solve_payment(cost("W W"), 0, lands({W, G}), nullptr));
}

// 107.4e: a hybrid symbol is paid with either of its colors.
TEST(ManaTest, HybridPaidWithEitherColor) {
  EXPECT_TRUE(solve_payment(cost("GW GW GW"), 0, lands({G, G, W}), nullptr));
  EXPECT_TRUE(solve_payment(cost("G/W G/W G/W"), 0, lands({W, W, W}), nullptr));
  EXPECT_FALSE(solve_payment(cost("GW GW GW"), 0, lands({G, W, R}), nullptr));
}

// 107.4e: {2/W} is paid with one white or two generic.
TEST(ManaTest, MonocoloredHybridFallsBackToGeneric) {
  EXPECT_TRUE(solve_payment(cost("2W"), 0, lands({W}), nullptr));
  EXPECT_TRUE(solve_payment(cost("2W"), 0, lands({R, R}), nullptr));
  EXPECT_FALSE(solve_payment(cost("2W"), 0, lands({R}), nullptr));
}

// 107.3: X is chosen; {X}{X} counts twice.
TEST(ManaTest, XIncreasesGeneric) {
  EXPECT_TRUE(solve_payment(cost("X R"), 3, lands({R, G, G, G}), nullptr));
  EXPECT_FALSE(solve_payment(cost("X R"), 4, lands({R, G, G, G}), nullptr));
  EXPECT_EQ(max_payable_x(cost("X R"), lands({R, G, G, G}), 99), 3);
  EXPECT_EQ(max_payable_x(cost("X X R"), lands({R, G, G, G, G}), 99), 2);
  EXPECT_EQ(max_payable_x(cost("X U"), lands({R, G}), 99), -1);
}

// A two-color source must go where it is needed: a greedy match would fail here.
TEST(ManaTest, MatchingUsesFlexibleSourcesWhereNeeded) {
  // Sources: W/U dual and a Plains; cost {W}{U}: the dual must pay U.
  EXPECT_TRUE(solve_payment(cost("W U"), 0, lands({W | U, W}), nullptr));
  ManaPayment pay;
  ASSERT_TRUE(solve_payment(cost("W U"), 0, lands({W | U, W}), &pay));
  EXPECT_EQ(pay.color_of_unit[0], 1);  // blue from the dual
  EXPECT_EQ(pay.color_of_unit[1], 0);  // white from the Plains
}

TEST(ManaTest, PaymentUsesExactlyTheNeededUnits) {
  ManaPayment pay;
  ASSERT_TRUE(solve_payment(cost("2 G"), 0, lands({G, R, R, R, G}), &pay));
  EXPECT_EQ(pay.units_used, 3);
  int used = 0;
  for (int i = 0; i < 5; ++i) used += pay.color_of_unit[i] >= 0;
  EXPECT_EQ(used, 3);
}

// 107.4c: {C} needs colorless mana specifically.
TEST(ManaTest, ColorlessSymbolNeedsColorlessMana) {
  EXPECT_FALSE(solve_payment(cost("C"), 0, lands({G}), nullptr));
  EXPECT_TRUE(solve_payment(cost("C"), 0, lands({kColorlessBit}), nullptr));
}

TEST(ManaTest, NoCostCannotBePaid) {  // 202.1b: a card with no mana cost can't be cast
  EXPECT_FALSE(solve_payment(cost("no cost"), 0, lands({G}), nullptr));
}

// AffordCheck answers without the matcher when every source makes one color; it must agree
// with solve_payment on every cost, including two-color hybrid symbols (107.4e), colorless
// (107.4c), X (107.3) and mana already in the pool (106.4).
TEST(ManaTest, AffordCheckAgreesWithTheMatcher) {
  Rng rng = Rng::from_seed(11);
  int payable = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    GameState s;
    const int lands = static_cast<int>(rng.below(9));
    for (int i = 0; i < lands; ++i) {
      Object& o = s.objects[s.num_objects];
      o.zone = Zone::Battlefield;
      o.types = type_bit(CardType::Land);
      o.controller = rng.below(5) == 0 ? 1 : 0;  // some belong to the opponent
      o.land_mana = static_cast<ColorMask>(1u << rng.below(6));
      if (rng.below(6) == 0) o.set(kTapped);
      s.battlefield.push_back(object_id(s.num_objects++));
    }
    for (int c = 0; c < 6; ++c) s.players[0].pool.amount[c] = rng.below(5) == 0 ? 1 : 0;
    recount_mana_tallies(s);  // a state built by hand: AffordCheck reads the tallies
    ManaCost cost;
    cost.has_cost = true;
    cost.generic = static_cast<uint8_t>(rng.below(3));
    for (int c = 0; c < kNumColors; ++c) cost.colored[c] = rng.below(4) == 0 ? 1 : 0;
    cost.colorless = rng.below(8) == 0 ? 1 : 0;
    cost.x_count = rng.below(6) == 0 ? 1 : 0;
    cost.num_hybrid = static_cast<uint8_t>(rng.below(4));
    for (int h = 0; h < cost.num_hybrid; ++h) {
      const uint32_t a = rng.below(5), b = (a + 1 + rng.below(4)) % 5;
      cost.hybrid[h].colors = static_cast<ColorMask>((1u << a) | (1u << b));
      if (rng.below(8) == 0) cost.hybrid[h] = HybridSymbol{static_cast<ColorMask>(1u << a), 2};
    }
    const int x = cost.x_count ? static_cast<int>(rng.below(3)) : 0;
    ManaUnits units;
    collect_mana_units(s, PlayerId::P1, units);
    const bool expected = solve_payment(cost, x, units, nullptr);
    AffordCheck check(s, PlayerId::P1);
    ASSERT_EQ(check.can_pay(cost, x), expected)
        << "trial " << trial << " cost " << cost.to_string() << " x=" << x;
    payable += expected;
  }
  EXPECT_GT(payable, 2000);  // both answers are well represented
  EXPECT_LT(payable, 18000);
}

}  // namespace
}  // namespace rwd
