// Abilities activated from the hand by discarding the card (Channel, Bloodrush:
// `Cost$ ... Discard<1/CARDNAME> | ActivationZone$ Hand`), as Cycling is (702.29a-b): the
// discard is part of the cost (118.3), so the card is in the graveyard before the ability
// resolves. Test cards written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Channel — {1}{G}, Discard Test Channeler: Target creature gets +4/+4 until end of
       // turn."
       "Name:Test Channeler\nManaCost:5 G\nTypes:Creature Spirit\nPT:5/5\n"
       "A:AB$ Pump | Cost$ 1 G Discard<1/CARDNAME> | ActivationZone$ Hand | ValidTgts$ "
       "Creature | NumAtt$ +4 | NumDef$ +4 | PrecostDesc$ Channel — | SpellDescription$ Target "
       "creature gets +4/+4 until end of turn.\n"},
      "channel_test");
  return d;
}

TEST(ChannelTest, ActivatedFromTheHandByDiscardingIt) {  // 602.2, 118.3
  ASSERT_TRUE(db().get(*db().find("Test Channeler")).supported())
      << db().get(*db().find("Test Channeler")).unsupported[0].reason;
  Position pos;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Test Channeler"}, {"Lightning Bolt"}};
  Game g = game_from(pos, db());
  answer(g, "activate Test Channeler");
  const GameState& s = state_of(g);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Channeler"), 1u);
  resolve_stack(g);
  EXPECT_EQ(battlefield_card(g, "Grizzly Bears")->power, 6);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(ChannelTest, NotFromTheBattlefield) {  // the ability works only from its owner's hand
  Position pos;
  pos.players[0].battlefield = {{"Test Channeler"}, {"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  Game g = game_from(pos, db());
  EXPECT_FALSE(has_option(g, "activate Test Channeler"));
}

TEST(ChannelTest, RefusesOtherZonesAndADiscardWithoutTheHand) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Grave\nManaCost:1 B\nTypes:Creature Zombie\nPT:1/1\n"
                           "A:AB$ GainLife | Cost$ 1 B | ActivationZone$ Graveyard | LifeAmount$ "
                           "2 | SpellDescription$ You gain 2 life.\n",
                           "channel_test"),
            "ActivationZone$ Graveyard is supported only as Hand with a Discard<1/CARDNAME> cost");
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Drop\nManaCost:1 B\nTypes:Creature Zombie\nPT:1/1\n"
                           "A:AB$ GainLife | Cost$ Discard<1/CARDNAME> | LifeAmount$ 2 | "
                           "SpellDescription$ You gain 2 life.\n",
                           "channel_test"),
            "Cost$ Discard<1/CARDNAME> needs ActivationZone$ Hand");
}

}  // namespace
}  // namespace rwd
