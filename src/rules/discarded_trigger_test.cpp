// Discard triggers (701.9): "Whenever an opponent discards a card, ..." on a permanent
// watching. Test cards written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Whenever an opponent discards a card, you gain 2 life."
       "Name:Test Gloater\nManaCost:1 B\nTypes:Creature Imp\nPT:1/1\n"
       "T:Mode$ Discarded | ValidCard$ Card.OppOwn | TriggerZones$ Battlefield | Execute$ "
       "TrigGain | TriggerDescription$ Whenever an opponent discards a card, you gain 2 life.\n"
       "SVar:TrigGain:DB$ GainLife | LifeAmount$ 2\n",
       // "Target player discards a card."
       "Name:Test Rot\nManaCost:B\nTypes:Sorcery\n"
       "A:SP$ Discard | ValidTgts$ Player | NumCards$ 1 | Mode$ TgtChoose | SpellDescription$ "
       "Target player discards a card.\n"},
      "discarded_trigger_test");
  return d;
}

Game rot_game() {
  Position pos;
  pos.players[0].battlefield = {{"Test Gloater"}, {"Swamp"}};
  pos.players[0].hand = {{"Test Rot"}, {"Test Rot"}, {"Lightning Bolt"}};
  pos.players[1].hand = {{"Grizzly Bears"}, {"Forest"}};
  return game_from(pos, db());
}

TEST(DiscardedTriggerTest, AnOpponentsDiscardTriggersTheWatcher) {  // 701.9, 603.2
  Game g = rot_game();
  ASSERT_TRUE(db().get(*db().find("Test Gloater")).supported());
  answer(g, "cast Test Rot");
  answer(g, "target p2");
  for (int guard = 0; guard < 4 && g.pending().kind != DecisionKind::Discard; ++guard)
    answer(g, "pass");
  ASSERT_EQ(g.pending().kind, DecisionKind::Discard);
  EXPECT_EQ(g.pending().player, PlayerId::P2);
  ASSERT_TRUE(g.apply(0));
  resolve_stack(g);  // the trigger
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 22);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).hand.size(), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(DiscardedTriggerTest, ItsControllersOwnDiscardDoesNotTriggerIt) {  // Card.OppOwn
  Game g = rot_game();
  answer(g, "cast Test Rot");
  answer(g, "target p1");
  for (int guard = 0; guard < 4 && g.pending().kind != DecisionKind::Discard; ++guard)
    answer(g, "pass");
  ASSERT_EQ(g.pending().kind, DecisionKind::Discard);
  ASSERT_TRUE(g.apply(0));
  EXPECT_TRUE(state_of(g).stack.empty());
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 20);
}

TEST(DiscardedTriggerTest, RefusesTheDiscardedCardsOwnTrigger) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Spite\nManaCost:1 B\nTypes:Creature Imp\nPT:1/1\n"
                           "T:Mode$ Discarded | ValidCard$ Card.Self | Execute$ TrigGain | "
                           "TriggerDescription$ When you discard CARDNAME, you gain 2 life.\n"
                           "SVar:TrigGain:DB$ GainLife | LifeAmount$ 2\n",
                           "discarded_trigger_test"),
            "Discarded trigger: only a permanent watching (TriggerZones$ Battlefield) is "
            "supported");
}

}  // namespace
}  // namespace rwd
