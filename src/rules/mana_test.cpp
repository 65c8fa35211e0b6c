// Unit tests for mana payment (rules 106, 107.4, 601.2g-h).
#include "rules/mana.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

ManaCost cost(const char* text) { return *parse_mana_cost(text); }

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

}  // namespace
}  // namespace rwd
