// 104.4b: a game that enters a loop of mandatory actions with no way to stop is a draw.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/game.h"
#include "rules/turn.h"

namespace rwd {
namespace {

// Test cards written for this test. Two Test Echo Wells, one on each side, make a loop:
// whenever a player gains life, the opponent gains 1 life and that player loses 1, which
// makes the opponent's Well trigger in turn. Nobody can stop it: the triggers are
// mandatory, and with no cards in hand and no mana neither player can do anything but pass.
const CardDb& loop_db() {
  static const CardDb db = [] {
    CardDb d = builtin_card_db();
    for (const char* script : {
             "Name:Test Echo Well\nManaCost:2\nTypes:Artifact\n"
             "T:Mode$ LifeGained | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ "
             "TrigGain | TriggerDescription$ Whenever you gain life, target opponent gains 1 life "
             "and you lose 1 life.\n"
             "SVar:TrigGain:DB$ GainLife | ValidTgts$ Opponent | LifeAmount$ 1 | "
             "SubAbility$ DBLose\n"
             "SVar:DBLose:DB$ LoseLife | Defined$ You | LifeAmount$ 1\n"
             "Oracle:Whenever you gain life, target opponent gains 1 life and you lose 1 life.\n",
             "Name:Test Spring\nManaCost:0\nTypes:Instant\nA:SP$ GainLife | LifeAmount$ 1 | "
             "SpellDescription$ You gain 1 life.\nOracle:You gain 1 life.\n",
         }) {
      Status s = d.add_script(script, "mandatory_loop_test");
      EXPECT_TRUE(s) << s.message();
    }
    return d;
  }();
  return db;
}

struct Collect : GameListener {
  std::vector<std::string> texts;
  void on_event(const GameEvent& e) override { texts.push_back(e.text); }
};

Position loop_position(bool spring_in_hand) {
  Position pos;
  pos.players[0].battlefield = {PositionCard{"Test Echo Well"}};
  pos.players[1].battlefield = {PositionCard{"Test Echo Well"}};
  if (spring_in_hand) pos.players[0].hand = {PositionCard{"Test Spring"}};
  for (int p = 0; p < kNumPlayers; ++p)
    pos.players[p].library = {PositionCard{"Craw Wurm"}, PositionCard{"Craw Wurm"}};  // uncastable
  return pos;
}

TEST(MandatoryLoopTest, ALoopOfMandatoryTriggersIsADraw_104_4b) {
  Collect events;
  Result<Game> g = Game::from_position(loop_position(true), loop_db(), &events);
  ASSERT_TRUE(g) << g.message();
  ASSERT_EQ(g->pending().kind, DecisionKind::Priority);
  Result<int> cast = g->parse_answer("cast Test Spring");
  ASSERT_TRUE(cast) << cast.message();
  ASSERT_TRUE(g->apply(*cast));  // the one optional action; after it, only the loop
  EXPECT_EQ(g->pending().kind, DecisionKind::GameOver);
  EXPECT_EQ(g->result(), GameResult::Draw);
  ASSERT_GE(events.texts.size(), 3u);
  EXPECT_EQ(events.texts.back(), "game over: draw");
  const std::string& p2 = events.texts[events.texts.size() - 2];
  EXPECT_EQ(p2.rfind("p2 leaves the game (a loop of mandatory actions", 0), 0u) << p2;
  EXPECT_NE(p2.find("104.4b"), std::string::npos) << p2;
  // Life went back and forth (each trigger moves 1 life from one player to the other), so
  // the loop was not a slow way to lose: only the step count stopped it.
  for (int p = 0; p < kNumPlayers; ++p) {
    const int life = g->view(PlayerId::P1).players[p].life;
    EXPECT_GE(life, 18) << p;
    EXPECT_LE(life, 22) << p;
  }
}

// Without the spell nobody gains life: the same board plays on to a normal end (decking),
// far below the step limit, so the limit does not end games that are merely long.
TEST(MandatoryLoopTest, AGameOfForcedPassesIsNotALoop_104_4b) {
  Result<Game> g = Game::from_position(loop_position(false), loop_db());
  ASSERT_TRUE(g) << g.message();
  ASSERT_EQ(g->pending().kind, DecisionKind::GameOver);  // nobody ever had a choice
  EXPECT_NE(g->result(), GameResult::Draw);  // someone decked (704.5b)
}

// The draw is part of the game: a copy made before the spell reaches the same end, and the
// end's hash is the same whichever copy got there.
TEST(MandatoryLoopTest, TheDrawIsDeterministic_104_4b) {
  Result<Game> g = Game::from_position(loop_position(true), loop_db());
  ASSERT_TRUE(g) << g.message();
  Game copy = *g;
  const int cast = *g->parse_answer("cast Test Spring");
  ASSERT_TRUE(g->apply(cast));
  ASSERT_TRUE(copy.apply(cast));
  EXPECT_EQ(g->hash(), copy.hash());
  EXPECT_EQ(copy.result(), GameResult::Draw);
}

}  // namespace
}  // namespace rwd
