// "At the beginning of combat on your turn" / "at the beginning of each combat" (Phase$
// BeginCombat, 507.1: the beginning of combat step's triggers). Test cards written from rules
// text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "At the beginning of combat on your turn, you gain 1 life."
       "Name:Test Drummer\nManaCost:1 W\nTypes:Creature Human\nPT:1/1\n"
       "T:Mode$ Phase | Phase$ BeginCombat | ValidPlayer$ You | TriggerZones$ Battlefield | "
       "Execute$ TrigGain | TriggerDescription$ At the beginning of combat on your turn, you gain "
       "1 life.\nSVar:TrigGain:DB$ GainLife | LifeAmount$ 1\n",
       // "At the beginning of each combat, you gain 1 life."
       "Name:Test Herald\nManaCost:1 W\nTypes:Creature Human\nPT:1/1\n"
       "T:Mode$ Phase | Phase$ BeginCombat | TriggerZones$ Battlefield | Execute$ TrigGain | "
       "TriggerDescription$ At the beginning of each combat, you gain 1 life.\n"
       "SVar:TrigGain:DB$ GainLife | LifeAmount$ 1\n"},
      "begin_combat_trigger_test");
  return d;
}

// The first option (pass, no attackers, ...) until step `until` of turn `turn`.
void play_until(Game& g, int turn, Step until) {
  for (int guard = 0; guard < 200; ++guard) {
    if (state_of(g).turn == turn && state_of(g).step == until) return;
    ASSERT_TRUE(g.apply(0));
  }
  FAIL() << "never reached the step";
}

TEST(BeginCombatTriggerTest, OnYourTurnOnlyOrEachCombat) {  // 507.1, 603.2
  ASSERT_TRUE(db().get(*db().find("Test Drummer")).supported());
  ASSERT_TRUE(db().get(*db().find("Test Herald")).supported());
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Test Drummer"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Test Herald"}, {"Mountain"}};
  pos.players[1].hand = {{"Lightning Bolt"}};
  Game g = game_from(pos, db(), 8);
  play_until(g, 3, Step::DeclareAttackers);              // p1's beginning of combat has passed
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 21);  // "on your turn"
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 21);  // "each combat"
  play_until(g, 4, Step::DeclareAttackers);              // p2's turn
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 21);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 22);
  EXPECT_TRUE(g.check()) << g.check().message();
}

}  // namespace
}  // namespace rwd
