#include "cards/count_expr.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

TEST(CountExprTest, PlainProperty) {
  Result<AmountExpr> a = parse_amount("Count$CardsInYourHand");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->source, AmountSource::Count);
  EXPECT_EQ(a->count.property, "CardsInYourHand");
  EXPECT_EQ(a->count.shape, CountShape::None);
  EXPECT_FALSE(a->math);
}

TEST(CountExprTest, ValidPropertyParsesItsExpression) {
  Result<AmountExpr> a = parse_amount("Count$Valid Creature.YouCtrl/Plus.2");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->count.property, "Valid");
  ASSERT_EQ(a->count.valids.size(), 1u);
  EXPECT_EQ(a->count.valids[0].alternatives[0].type, "Creature");
  ASSERT_TRUE(a->math);
  EXPECT_EQ(a->math->op, "Plus");
  EXPECT_EQ(a->math->operand, "2");
}

TEST(CountExprTest, MathOperations) {
  for (const char* m : {"Twice", "HalfUp", "HalfDown", "Thrice", "Negative"}) {
    Result<AmountExpr> a = parse_amount(std::string("Count$xPaid/") + m);
    ASSERT_TRUE(a) << m << ": " << a.message();
    EXPECT_EQ(a->math->op, m);
  }
  EXPECT_EQ(parse_amount("Count$xPaid/Plux.2").message(), "unknown math operation 'Plux'");
  EXPECT_EQ(parse_amount("Count$xPaid/Plus").message(),
            "math operation 'Plus' needs a number or SVar name after '.', got 'Plus'");
  EXPECT_EQ(parse_amount("Count$xPaid/Twice.2").message(),
            "math operation 'Twice' takes no operand, got 'Twice.2'");
  EXPECT_FALSE(parse_amount("Count$xPaid/Twice/Plus.1"));
}

TEST(CountExprTest, DottedAndConditionalShapes) {
  Result<AmountExpr> a = parse_amount("Count$CardCounters.P1P1");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->count.args, (std::vector<std::string>{"P1P1"}));
  a = parse_amount("Count$Kicked.2.1");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->count.args, (std::vector<std::string>{"2", "1"}));
  EXPECT_EQ(parse_amount("Count$Kicked.2").message(),
            "Count$Kicked needs 2 '.' values, got 'Kicked.2'");
  EXPECT_TRUE(parse_amount("Count$InYourHand"));
  EXPECT_TRUE(parse_amount("Count$InYourHand.Creature"));
  EXPECT_FALSE(parse_amount("Count$CardCounters"));
}

TEST(CountExprTest, CompareAndUnderscoreShapes) {
  Result<AmountExpr> a = parse_amount("Count$Compare Y GE1.3.1");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->count.args, (std::vector<std::string>{"Y", "GE", "1", "3", "1"}));
  EXPECT_EQ(a->svar_refs(), (std::vector<std::string>{"Y"}));
  a = parse_amount("Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature.YouCtrl");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->count.args.size(), 4u);
  ASSERT_EQ(a->count.valids.size(), 1u);
  a = parse_amount("Count$TotalCounters_P1P1_Creature.YouCtrl");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->count.args, (std::vector<std::string>{"P1P1", "Creature.YouCtrl"}));
}

TEST(CountExprTest, OtherSources) {
  Result<AmountExpr> a = parse_amount("Number$3");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->source, AmountSource::Number);
  EXPECT_EQ(a->number, 3);
  a = parse_amount("Targeted$CardPower/Twice");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->source, AmountSource::Defined);
  EXPECT_EQ(a->source_name, "Targeted");
  EXPECT_EQ(a->count.property, "CardPower");
  a = parse_amount("SVar$A/Minus.B");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->svar_refs(), (std::vector<std::string>{"A", "B"}));
  a = parse_amount("Remembered$Amount.Plus.1");  // 2019: math after the property
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->math->op, "Plus");
  a = parse_amount("TargetedLKI$Valid Creature.Human");
  ASSERT_TRUE(a) << a.message();
  EXPECT_EQ(a->count.valids.size(), 1u);
}

TEST(CountExprTest, UnknownPropertiesAreNamed) {
  EXPECT_EQ(parse_amount("Count$Frobs").message(), "unknown Count$ property 'Frobs'");
  EXPECT_EQ(parse_amount("Count$xPaid.3").message(),
            "Count$xPaid takes no arguments, got 'xPaid.3'");
  EXPECT_FALSE(parse_amount("Count$Valid"));
  EXPECT_FALSE(parse_amount("Count$Valid Creature.youCtrl"));
  EXPECT_FALSE(parse_amount("no dollar"));
}

}  // namespace
}  // namespace rwd
