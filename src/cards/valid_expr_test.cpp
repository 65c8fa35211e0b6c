#include "cards/valid_expr.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

TEST(ValidExprTest, PlusIsAndDotStartsProperties) {
  Result<ValidExpr> v = parse_valid_expr("Creature.YouCtrl+nonBlack");
  ASSERT_TRUE(v) << v.message();
  ASSERT_EQ(v->alternatives.size(), 1u);
  const ValidTerm& t = v->alternatives[0];
  EXPECT_EQ(t.type, "Creature");
  ASSERT_EQ(t.props.size(), 2u);
  EXPECT_EQ(t.props[0].kind, ValidPropKind::Flag);
  EXPECT_EQ(t.props[0].name, "YouCtrl");
  EXPECT_EQ(t.props[1].kind, ValidPropKind::NonType);
  EXPECT_EQ(t.props[1].name, "Black");
}

TEST(ValidExprTest, CommaIsOr) {
  Result<ValidExpr> v = parse_valid_expr("Creature.attacking,Planeswalker");
  ASSERT_TRUE(v) << v.message();
  ASSERT_EQ(v->alternatives.size(), 2u);
  EXPECT_EQ(v->alternatives[0].props[0].name, "attacking");
  EXPECT_EQ(v->alternatives[1].type, "Planeswalker");
  EXPECT_TRUE(v->alternatives[1].props.empty());
}

TEST(ValidExprTest, ComparisonsSplitIntoStatOperatorOperand) {
  Result<ValidExpr> v = parse_valid_expr("Creature.powerLE2+cmcEQX+counters_GE1_P1P1");
  ASSERT_TRUE(v) << v.message();
  const auto& p = v->alternatives[0].props;
  EXPECT_EQ(p[0].kind, ValidPropKind::Compare);
  EXPECT_EQ(p[0].name, "power");
  EXPECT_EQ(p[0].op, "LE");
  EXPECT_EQ(p[0].operand, "2");
  EXPECT_EQ(p[1].operand, "X");
  EXPECT_EQ(p[2].name, "counters");
  EXPECT_EQ(p[2].op, "GE");
  EXPECT_EQ(p[2].operand, "1_P1P1");
}

TEST(ValidExprTest, NamesKeepSpacesAndSemicolons) {
  Result<ValidExpr> v = parse_valid_expr("Card.namedNissa; Nature's Artisan");
  ASSERT_TRUE(v) << v.message();
  const ValidProp& p = v->alternatives[0].props[0];
  EXPECT_EQ(p.kind, ValidPropKind::Arg);
  EXPECT_EQ(p.name, "named");
  EXPECT_EQ(p.operand, "Nissa; Nature's Artisan");
}

TEST(ValidExprTest, SelfNegationAndTypeFallback) {
  Result<ValidExpr> v = parse_valid_expr("!Card.Self,Permanent.nonLand+Goblin");
  ASSERT_TRUE(v) << v.message();
  EXPECT_TRUE(v->alternatives[0].negated);
  EXPECT_EQ(v->alternatives[0].props[0].kind, ValidPropKind::Flag);
  EXPECT_EQ(v->alternatives[1].props[1].kind, ValidPropKind::Type);  // Forge's fallback
  EXPECT_EQ(v->alternatives[1].props[1].name, "Goblin");
}

TEST(ValidExprTest, ArgumentsAfterASpace) {
  Result<ValidExpr> v = parse_valid_expr("Creature.sharesColorWith Enchanted+withFirst Strike");
  ASSERT_TRUE(v) << v.message();
  const auto& p = v->alternatives[0].props;
  EXPECT_EQ(p[0].name, "sharesColorWith");
  EXPECT_EQ(p[0].operand, "Enchanted");
  EXPECT_EQ(p[1].name, "with");
  EXPECT_EQ(p[1].operand, "First Strike");
}

TEST(ValidExprTest, ErrorsNameThePiece) {
  EXPECT_EQ(parse_valid_expr("Creature.attacking+youCtrl").message(),
            "unknown property 'youCtrl' (did you mean 'YouCtrl'? properties are "
            "case-sensitive) in 'Creature.attacking+youCtrl'");
  EXPECT_EQ(parse_valid_expr("Creature,,Land").message(), "empty alternative in 'Creature,,Land'");
  EXPECT_EQ(parse_valid_expr("Creature+YouCtrl").message(), "bad type word 'Creature+YouCtrl'");
  EXPECT_EQ(parse_valid_expr("Creature.YouCtrl+").message(),
            "empty property in 'Creature.YouCtrl+'");
  EXPECT_EQ(parse_valid_expr("").message(), "empty valid expression");
  EXPECT_FALSE(parse_valid_expr("Creature.frobnicated"));
}

}  // namespace
}  // namespace rwd
