#include "cards/cost_parser.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

TEST(CostParserTest, ManaSymbolsGatherIntoOneManaPart) {
  Result<CostAst> c = parse_cost("2 R T Sac<1/Creature> R");
  ASSERT_TRUE(c) << c.message();
  ASSERT_EQ(c->parts.size(), 3u);
  EXPECT_EQ(c->parts[0].kind, CostPartKind::Mana);
  EXPECT_EQ(c->parts[0].text, "2 R R");
  EXPECT_EQ(c->parts[0].args, (std::vector<std::string>{"2", "R", "R"}));
  EXPECT_EQ(c->parts[1].kind, CostPartKind::Tap);
  EXPECT_EQ(c->parts[2].kind, CostPartKind::Sac);
  EXPECT_EQ(c->parts[2].args, (std::vector<std::string>{"1", "Creature"}));
}

TEST(CostParserTest, EveryPartOfTheBriefParses) {
  Result<CostAst> c = parse_cost(
      "2 R T Sac<1/Creature> Discard<1/Card> PayLife<2> SubCounter<1/P1P1> "
      "tapXType<2/Creature> Q Untap Exile<1/Card.Self> Return<1/Land/a land you control>");
  ASSERT_TRUE(c) << c.message();
  std::vector<CostPartKind> kinds;
  for (const CostPart& p : c->parts) kinds.push_back(p.kind);
  EXPECT_EQ(kinds, (std::vector<CostPartKind>{
                       CostPartKind::Mana, CostPartKind::Tap, CostPartKind::Sac,
                       CostPartKind::Discard, CostPartKind::PayLife, CostPartKind::SubCounter,
                       CostPartKind::TapType, CostPartKind::Untap, CostPartKind::Untap,
                       CostPartKind::Exile, CostPartKind::Return}));
  // The description keeps its spaces; '<...>' protects them from the word split.
  EXPECT_EQ(c->parts.back().args[2], "a land you control");
}

TEST(CostParserTest, LastArgumentKeepsSlashes) {
  Result<CostAst> c = parse_cost("Sac<1/Creature.Other/another creature/with a slash>");
  ASSERT_TRUE(c) << c.message();
  EXPECT_EQ(c->parts[0].args[2], "another creature/with a slash");
}

TEST(CostParserTest, HybridPhyrexianAndSpecialSymbols) {
  for (const char* s : {"W/U", "WU", "2/W", "W/P", "PW", "G/U/P", "X", "S", "C", "0", "15"})
    EXPECT_TRUE(is_mana_symbol(s)) << s;
  for (const char* s : {"K", "WUB", "2/W/U", "2P", "W/W", "", "1234", "w"})
    EXPECT_FALSE(is_mana_symbol(s)) << s;
}

TEST(CostParserTest, ModifiersAreFlagsNotParts) {
  Result<CostAst> c = parse_cost("XCantBe0 X R Mandatory");
  ASSERT_TRUE(c) << c.message();
  EXPECT_TRUE(c->x_cant_be_0);
  EXPECT_TRUE(c->mandatory);
  ASSERT_EQ(c->parts.size(), 1u);
  EXPECT_EQ(c->parts[0].text, "X R");
}

TEST(CostParserTest, UnknownPartsAreNamed) {
  Result<CostAst> c = parse_cost("2 Foo<1>");
  ASSERT_FALSE(c);
  EXPECT_EQ(c.message(), "unknown cost part 'Foo<1>'");
  EXPECT_EQ(parse_cost("2 K").message(), "unknown mana symbol 'K'");
  EXPECT_EQ(parse_cost("Tap").message(), "unknown cost part 'Tap'");
  EXPECT_EQ(parse_cost("T<1>").message(), "unknown cost part 'T<1>'");
}

TEST(CostParserTest, WrongArgumentCountsShowTheSignature) {
  EXPECT_EQ(parse_cost("Sac<1>").message(),
            "'Sac<1>': expected 2 to 3 arguments <Num/Type/Description>, got 1");
  EXPECT_EQ(parse_cost("Discard<1//x>").message(),
            "'Discard<1//x>': expected 2 to 3 arguments <Num/Type/Description>, got an empty one");
  EXPECT_FALSE(parse_cost("PayLife<2"));
  EXPECT_FALSE(parse_cost("PayLife<2>x"));
  EXPECT_EQ(parse_cost("").message(), "empty cost");
}

TEST(CostParserTest, ManaPartWithRestriction) {
  Result<CostAst> c = parse_cost("Mana<2 R\\Creature>");
  ASSERT_TRUE(c) << c.message();
  EXPECT_EQ(c->parts[0].kind, CostPartKind::Mana);
  EXPECT_FALSE(parse_cost("Mana<2 K>"));
}

TEST(CostParserTest, NamesComeFromTheTable) {
  EXPECT_EQ(cost_part_name(CostPartKind::Sac), "Sac");
  EXPECT_EQ(cost_part_name(CostPartKind::Tap), "T");
  EXPECT_EQ(cost_part_name(CostPartKind::TapType), "tapXType");
}

}  // namespace
}  // namespace rwd
