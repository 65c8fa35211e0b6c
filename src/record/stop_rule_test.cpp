#include "record/stop_rule.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

TEST(StopRuleTest, ParsesEveryForm) {
  Result<StopRule> r = parse_stop_rule("p1:choice:3");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->kind, StopRule::Kind::Choice);
  EXPECT_TRUE(r->seats[0]);
  EXPECT_FALSE(r->seats[1]);
  EXPECT_EQ(r->count, 3u);
  r = parse_stop_rule("both:choice:0");
  ASSERT_TRUE(r);
  EXPECT_TRUE(r->seats[0] && r->seats[1]);
  EXPECT_EQ(r->count, 0u);
  r = parse_stop_rule("turn:2");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->kind, StopRule::Kind::Turn);
  EXPECT_EQ(r->count, 2u);
}

TEST(StopRuleTest, RejectsMalformedRulesWithTheAcceptedForms) {
  for (const char* bad : {"", "p3:choice:1", "p1:choices:1", "p1:choice:", "p1:choice:-1", "turn:x", "both", "p1:choice:1x"}) {
    Result<StopRule> r = parse_stop_rule(bad);
    ASSERT_FALSE(r) << bad;
    EXPECT_NE(r.message().find("expected p1:choice:K"), std::string::npos) << r.message();
  }
}

TEST(StopRuleTest, ChoiceRulesCountTheNamedSeatsOnly) {
  StopRule p1 = *parse_stop_rule("p1:choice:2");
  SessionCounts c;
  c.choices[1] = 5;  // p2's choices do not count
  EXPECT_FALSE(stop_fires(p1, c, PlayerId::P1, 1));
  c.choices[0] = 2;
  EXPECT_TRUE(stop_fires(p1, c, PlayerId::P1, 1));
  EXPECT_FALSE(stop_fires(p1, c, PlayerId::P2, 1));  // stops only before p1's own choices
  StopRule both = *parse_stop_rule("both:choice:7");
  EXPECT_TRUE(stop_fires(both, c, PlayerId::P2, 1));
}

TEST(StopRuleTest, TurnRulesCountTurnsSinceTheSessionBegan) {
  StopRule t = *parse_stop_rule("turn:1");
  SessionCounts c;
  c.start_turn = 4;
  EXPECT_FALSE(stop_fires(t, c, PlayerId::P1, 4));
  EXPECT_TRUE(stop_fires(t, c, PlayerId::P2, 5));
}

}  // namespace
}  // namespace rwd
