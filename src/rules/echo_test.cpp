// Echo (702.30a): "At the beginning of your upkeep, if this came under your control since the
// beginning of your last upkeep, sacrifice it unless you pay its echo cost." Test cards
// written from rules text.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Echo {1}{G}"
       "Name:Test Acridian\nManaCost:1 G\nTypes:Creature Insect\nPT:2/4\nK:Echo:1 G\n"
       "Oracle:Echo {1}{G} (At the beginning of your upkeep, if this came under your control "
       "since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)\n"},
      "echo_test");
  return d;
}

// Takes the first option (pass, no attackers, ...) until a yes/no question is asked or
// `turns` more turns have begun; returns whether a question is pending.
bool to_question(Game& g, int turns) {
  const int until = state_of(g).turn + turns;
  for (int guard = 0; guard < 400 && state_of(g).turn <= until; ++guard) {
    if (g.pending().kind == DecisionKind::YesNo) return true;
    if (!g.apply(0)) return false;
  }
  return false;
}

// p1 casts Test Acridian in their main phase, with four Forests and a Lightning Bolt.
Game acridian_cast() {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Forest"}, {"Forest"}, {"Forest"}, {"Forest"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Acridian"}, {"Lightning Bolt"}};
  Game g = game_from(pos, db(), 12);
  answer(g, "cast Test Acridian");
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Test Acridian"), 1u);
  return g;
}

TEST(EchoTest, TheFirstUpkeepAsksForTheEchoCostAndLaterOnesDoNot) {  // 702.30a
  Game g = acridian_cast();
  ASSERT_TRUE(to_question(g, 2));  // not on p2's turn: p1's next upkeep
  EXPECT_EQ(state_of(g).active, PlayerId::P1);
  EXPECT_EQ(state_of(g).step, Step::Upkeep);
  EXPECT_EQ(g.pending().player, PlayerId::P1);
  const std::string prompt = g.decision().prompt;
  EXPECT_NE(prompt.find("pay {1}{G} for Test Acridian"), std::string::npos) << prompt;
  answer(g, "pay {1}{G}");
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Test Acridian"), 1u);
  // Paid: the upkeeps after that don't ask.
  EXPECT_FALSE(to_question(g, 4));
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Test Acridian"), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(EchoTest, NotPayingSacrificesIt) {  // 702.30a, 701.17a
  Game g = acridian_cast();
  ASSERT_TRUE(to_question(g, 2));
  answer(g, "don't pay");
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Test Acridian"), 0u);
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).graveyard, "Test Acridian"), 1u);
}

TEST(EchoTest, ComingBackUnderItsOwnersControlItIsDueAgain) {  // 702.30a, 613.1b
  Game g = acridian_cast();
  ASSERT_TRUE(to_question(g, 2));
  answer(g, "pay {1}{G}");
  resolve_stack(g);
  // p2 takes it for a turn with Act of Treason; it returns in p2's cleanup step (514.2).
  const GameState& s = state_of(g);
  ObjectId acridian = ObjectId::None;
  for (ObjectId id : s.battlefield)
    if (g.db().get(s.obj(id).def).name() == "Test Acridian") acridian = id;
  ASSERT_NE(acridian, ObjectId::None);
  EXPECT_FALSE(s.obj(acridian).has(kEchoDue));
  Position pos;
  pos.turn = 5;
  pos.active = PlayerId::P2;
  pos.players[0].battlefield = {{"Test Acridian"}, {"Forest"}, {"Forest"}};
  pos.players[1].battlefield = {{"Mountain"}, {"Mountain"}, {"Mountain"}, {"Mountain"}};
  pos.players[1].hand = {{"Act of Treason"}, {"Lightning Bolt"}};
  Game stolen = game_from(pos, db(), 12);
  answer(stolen, "cast Act of Treason");
  resolve_stack(stolen);
  EXPECT_EQ(battlefield_card(stolen, "Test Acridian")->controller, 1);
  ASSERT_TRUE(to_question(stolen, 1));  // p1's upkeep: it came back under p1's control
  EXPECT_EQ(state_of(stolen).active, PlayerId::P1);
  EXPECT_NE(stolen.decision().prompt.find("Test Acridian"), std::string::npos);
  EXPECT_TRUE(stolen.check()) << stolen.check().message();
}

TEST(EchoTest, APermanentOfAPositionIsDueOnlyIfItCameUnderControlThisTurn) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Test Acridian"}, {"Forest"}, {"Forest"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  Game settled = game_from(pos, db(), 12);
  EXPECT_FALSE(to_question(settled, 2));
  pos.players[0].battlefield[0].summoning_sick = true;
  Game arrived = game_from(pos, db(), 12);
  EXPECT_TRUE(to_question(arrived, 2));
}

TEST(EchoTest, RefusesANonManaEchoCostByName) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Crawler\nManaCost:1 B\nTypes:Creature Horror\nPT:2/2\n"
                           "K:Echo:Discard<1/Card>:Discard a card.\n",
                           "echo_test"),
            "Echo: 'Discard<1/Card>:Discard a card.': only a fixed mana cost is supported (not a "
            "discard or other cost)");
}

}  // namespace
}  // namespace rwd
