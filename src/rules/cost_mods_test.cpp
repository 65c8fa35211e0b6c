// Unit tests for cost changes (601.2f): increases first, then reductions of the generic part.
#include "rules/cost_mods.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

ManaCost cost(const char* text) {
  return *parse_mana_cost(text);
}

ManaUnits lands(int n, uint8_t color) {
  ManaUnits u;
  for (int i = 0; i < n; ++i) u.push_back({color, object_id(static_cast<uint16_t>(i))});
  return u;
}

TEST(CostModsTest, IncreasesComeBeforeReductions) {
  // {W} + {3} - {1} = {2}{W}; reducing first would leave {3}{W}.
  ManaCost m = apply_cost_change(cost("W"), 0, CostChange{3, 1});
  EXPECT_EQ(m.generic, 2);
  EXPECT_EQ(m.colored[static_cast<int>(Color::White)], 1);
  EXPECT_EQ(m.to_string(), "{2}{W}");
}

TEST(CostModsTest, ReductionsTakeGenericManaOnly) {
  EXPECT_EQ(apply_cost_change(cost("W W"), 0, CostChange{0, 2}).to_string(), "{W}{W}");
  EXPECT_EQ(apply_cost_change(cost("1 W"), 0, CostChange{0, 3}).to_string(), "{W}");
}

TEST(CostModsTest, AnIncreaseGivesAFreeAbilityACost) {
  ManaCost none;  // an ability without mana in its cost ({T} only)
  ManaCost m = apply_cost_change(none, 0, CostChange{3, 0});
  EXPECT_TRUE(m.has_cost);
  EXPECT_EQ(m.generic, 3);
}

TEST(CostModsTest, XIsFoldedIntoTheGenericPart) {
  ManaCost m = apply_cost_change(cost("X R"), 4, CostChange{0, 1});
  EXPECT_EQ(m.generic, 3);
  EXPECT_EQ(m.x_count, 0);
}

TEST(CostModsTest, MaxXCountsAReductionBeyondTheFixedPart) {
  // {X}{W} with {1} less, four white sources: X = 4 ({3}{W} after the reduction).
  EXPECT_EQ(max_x_with_change(cost("X W"), CostChange{0, 1}, lands(4, 1), 96), 4);
  // {X}{W} with {3} more: X = 0 with four sources, none payable with three.
  EXPECT_EQ(max_x_with_change(cost("X W"), CostChange{3, 0}, lands(4, 1), 96), 0);
  EXPECT_EQ(max_x_with_change(cost("X W"), CostChange{3, 0}, lands(3, 1), 96), -1);
}

}  // namespace
}  // namespace rwd
