#include "cards/mana_cost.h"

#include <gtest/gtest.h>

namespace rwd {

namespace {
ManaCost parse_ok(std::string_view text) {
  Result<ManaCost> r = parse_mana_cost(text);
  EXPECT_TRUE(r.is_ok()) << text << ": " << (r ? "" : r.message());
  return r ? *r : ManaCost{};
}
}  // namespace

TEST(ManaCostTest, ParsesGenericAndColored) {
  ManaCost c = parse_ok("2 W W");
  EXPECT_TRUE(c.has_cost);
  EXPECT_EQ(c.generic, 2);
  EXPECT_EQ(c.colored[static_cast<int>(Color::White)], 2);
  EXPECT_EQ(c.mana_value(), 4);
  EXPECT_EQ(c.colors(), color_bit(Color::White));
  EXPECT_EQ(c.to_string(), "{2}{W}{W}");
}

TEST(ManaCostTest, ParsesEveryColor) {
  ManaCost c = parse_ok("W U B R G");
  EXPECT_EQ(c.mana_value(), 5);
  EXPECT_EQ(c.colors(), 0x1F);
  EXPECT_EQ(c.to_string(), "{W}{U}{B}{R}{G}");
}

// 107.4e: hybrid symbols; Forge writes them "GW" and "G/W".
TEST(ManaCostTest, ParsesHybridBothSpellings) {
  ManaCost a = parse_ok("GW GW GW");
  ManaCost b = parse_ok("G/W G/W G/W");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.num_hybrid, 3);
  EXPECT_EQ(a.mana_value(), 3);
  EXPECT_EQ(a.colors(), color_bit(Color::Green) | color_bit(Color::White));
  EXPECT_EQ(parse_ok("RW"), parse_ok("WR"));
}

// 107.4e, 202.3f: {2/W} counts 2 toward mana value.
TEST(ManaCostTest, ParsesMonocoloredHybrid) {
  ManaCost c = parse_ok("2/W 2/W");
  ASSERT_EQ(c.num_hybrid, 2);
  EXPECT_EQ(c.hybrid[0].generic_alt, 2);
  EXPECT_EQ(c.hybrid[0].colors, color_bit(Color::White));
  EXPECT_EQ(c.mana_value(), 4);
  EXPECT_EQ(c.to_string(), "{2/W}{2/W}");
}

// 107.3: X is 0 in mana value everywhere but the stack.
TEST(ManaCostTest, ParsesX) {
  ManaCost c = parse_ok("X X R");
  EXPECT_EQ(c.x_count, 2);
  EXPECT_EQ(c.mana_value(), 1);
  EXPECT_EQ(c.to_string(), "{X}{X}{R}");
}

TEST(ManaCostTest, ParsesColorless) {
  ManaCost c = parse_ok("2 C");
  EXPECT_EQ(c.colorless, 1);
  EXPECT_EQ(c.mana_value(), 3);
  EXPECT_EQ(c.colors(), 0);
}

// 202.1b: lands have no mana cost; {0} is a cost.
TEST(ManaCostTest, NoCostDiffersFromZero) {
  EXPECT_FALSE(parse_ok("no cost").has_cost);
  EXPECT_FALSE(parse_ok("").has_cost);
  ManaCost zero = parse_ok("0");
  EXPECT_TRUE(zero.has_cost);
  EXPECT_EQ(zero.mana_value(), 0);
  EXPECT_EQ(zero.to_string(), "{0}");
}

TEST(ManaCostTest, RejectsPhyrexianNamingTheSymbol) {
  Result<ManaCost> r = parse_mana_cost("1 PW");
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.message().find("\"PW\""), std::string::npos) << r.message();
  EXPECT_NE(r.message().find("Phyrexian"), std::string::npos) << r.message();
}

TEST(ManaCostTest, RejectsSnow) {
  Result<ManaCost> r = parse_mana_cost("S S");
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.message().find("snow"), std::string::npos) << r.message();
}

TEST(ManaCostTest, RejectsGarbageNamingTheSymbol) {
  for (std::string_view bad : {"2 Q", "WUBRG!", "WW", "1/2", "99999"}) {
    Result<ManaCost> r = parse_mana_cost(bad);
    EXPECT_FALSE(r.is_ok()) << bad;
    if (!r) {
      EXPECT_NE(r.message().find("symbol"), std::string::npos) << r.message();
    }
  }
}

}  // namespace rwd

namespace rwd {

// Regression: braces were dropped without splitting, so "{1}{G}" parsed as the hybrid {1/G}.
TEST(ManaCostTest, BraceNotationSplitsSymbols) {
  Result<ManaCost> c = parse_mana_cost("{1}{G}");
  ASSERT_TRUE(c.is_ok()) << c.message();
  EXPECT_EQ(c->generic, 1);
  EXPECT_EQ(c->colored[static_cast<int>(Color::Green)], 1);
  EXPECT_EQ(c->num_hybrid, 0);
  Result<ManaCost> d = parse_mana_cost("{2}{W}{W}");
  ASSERT_TRUE(d.is_ok()) << d.message();
  EXPECT_EQ(d->mana_value(), 4);
  EXPECT_EQ(d->to_string(), "{2}{W}{W}");
}

}  // namespace rwd
