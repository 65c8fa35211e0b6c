// Cycling triggers (702.29d): "When you cycle CARDNAME, ..." (the card's own ability, which
// triggers from its owner's graveyard, also on an instant) and "Whenever a player cycles a
// card, ..." (a permanent watching). Test cards written from rules text.
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
      {// "You gain 4 life. Cycling {1}. When you cycle Test Renewal, you gain 2 life."
       "Name:Test Renewal\nManaCost:1 W\nTypes:Instant\n"
       "A:SP$ GainLife | LifeAmount$ 4 | SpellDescription$ You gain 4 life.\nK:Cycling:1\n"
       "T:Mode$ Cycled | ValidCard$ Card.Self | Execute$ TrigGain | TriggerDescription$ When you "
       "cycle CARDNAME, you gain 2 life.\nSVar:TrigGain:DB$ GainLife | LifeAmount$ 2\n",
       // "Swampcycling {1}"
       "Name:Test Swampcycler\nManaCost:5 B\nTypes:Creature Zombie\nPT:5/5\n"
       "K:TypeCycling:Swamp:1\n",
       // "Whenever a player cycles a card, you gain 1 life."
       "Name:Test Sage\nManaCost:1 W\nTypes:Creature Human Cleric\nPT:1/1\n"
       "T:Mode$ Cycled | ValidCard$ Card | TriggerZones$ Battlefield | Execute$ TrigGain | "
       "TriggerDescription$ Whenever a player cycles a card, you gain 1 life.\n"
       "SVar:TrigGain:DB$ GainLife | LifeAmount$ 1\n"},
      "cycled_trigger_test");
  return d;
}

Game renewal_game() {
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Plains"}, {"Plains"}};
  pos.players[0].hand = {{"Test Renewal"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Test Sage"}, {"Mountain"}};
  pos.players[1].hand = {{"Lightning Bolt"}};
  return game_from(pos, db(), 4);
}

TEST(CycledTriggerTest, CyclingTriggersTheCardItselfAndTheWatchers) {  // 702.29d, 603.2
  Game g = renewal_game();
  ASSERT_TRUE(db().get(*db().find("Test Renewal")).supported());
  ASSERT_TRUE(db().get(*db().find("Test Sage")).supported());
  answer(g, "activate Test Renewal");
  const GameState& s = state_of(g);
  // The cycling ability, then both triggers above it (603.3b: the active player's first).
  ASSERT_EQ(s.stack.size(), 3u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Renewal"), 1u);
  resolve_stack(g);
  EXPECT_EQ(s.player(PlayerId::P1).life, 22);         // its own trigger, from the graveyard
  EXPECT_EQ(s.player(PlayerId::P2).life, 21);         // Test Sage's
  EXPECT_EQ(s.player(PlayerId::P1).hand.size(), 2u);  // Lightning Bolt and the card drawn
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(CycledTriggerTest, CastingTheCardIsNotCyclingIt) {  // 702.29d
  Game g = renewal_game();
  answer(g, "cast Test Renewal");
  EXPECT_EQ(state_of(g).stack.size(), 1u);
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 24);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 20);
}

TEST(CycledTriggerTest, TypecyclingSearchesForACardOfTheTypeAndIsCycling) {  // 702.29e
  ASSERT_TRUE(db().get(*db().find("Test Swampcycler")).supported())
      << db().get(*db().find("Test Swampcycler")).unsupported[0].reason;
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Plains"}};
  pos.players[0].hand = {{"Test Swampcycler"}, {"Lightning Bolt"}};
  pos.players[0].library = {{"Forest"}, {"Swamp"}, {"Island"}, {"Swamp"}};
  pos.players[1].battlefield = {{"Test Sage"}, {"Mountain"}};
  pos.players[1].hand = {{"Lightning Bolt"}};
  Game g = game_from(pos, db());
  answer(g, "activate Test Swampcycler");
  for (int guard = 0; guard < 6 && g.pending().kind != DecisionKind::ChooseCard; ++guard)
    answer(g, "pass");
  ASSERT_EQ(g.pending().kind, DecisionKind::ChooseCard);
  EXPECT_FALSE(has_option(g, "choose Forest"));  // only Swamp cards
  answer(g, option_labels(g)[0]);
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).hand, "Swamp"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Swampcycler"), 1u);
  EXPECT_EQ(s.player(PlayerId::P2).life, 21);  // Test Sage: typecycling is cycling
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(CycledTriggerTest, RefusesAWatcherWithoutItsZone) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Hermit\nManaCost:1 W\nTypes:Creature Human\nPT:1/1\n"
                           "T:Mode$ Cycled | ValidCard$ Card | Execute$ TrigGain | "
                           "TriggerDescription$ Whenever a player cycles a card, you gain 1 "
                           "life.\nSVar:TrigGain:DB$ GainLife | LifeAmount$ 1\n",
                           "cycled_trigger_test"),
            "Cycled trigger: ValidCard$ other than Card.Self needs TriggerZones$ Battlefield");
}

}  // namespace
}  // namespace rwd
