// Permanents that don't untap in the untap step (502.3): "Enchanted creature doesn't untap
// during its controller's untap step" (a static's AddHiddenKeyword$, for as long as it
// applies) and "It doesn't untap during its controller's next untap step" (a resolved effect,
// for that one untap step). Test cards written from rules text.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Enchant creature. Enchanted creature doesn't untap during its controller's untap
       // step."
       "Name:Test Manacles\nManaCost:U\nTypes:Enchantment Aura\nK:Enchant creature\n"
       "A:SP$ Attach | Cost$ U | ValidTgts$ Creature | AILogic$ Curse\n"
       "S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddHiddenKeyword$ CARDNAME doesn't "
       "untap during your untap step. | Description$ Enchanted creature doesn't untap during its "
       "controller's untap step.\n",
       // "Tap target creature. It doesn't untap during its controller's next untap step."
       "Name:Test Frost\nManaCost:U\nTypes:Instant\n"
       "A:SP$ Tap | Cost$ U | ValidTgts$ Creature | SubAbility$ DBStay | SpellDescription$ Tap "
       "target creature. It doesn't untap during its controller's next untap step.\n"
       "SVar:DBStay:DB$ Pump | Defined$ Targeted | KW$ HIDDEN This card doesn't untap during "
       "your next untap step. | Permanent$ True\n",
       // "Tap all creatures target player controls. Those creatures don't untap during that
       // player's next untap step."
       "Name:Test Slumber\nManaCost:2 U U\nTypes:Sorcery\n"
       "A:SP$ TapAll | Cost$ 2 U U | ValidTgts$ Player | ValidCards$ Creature | SubAbility$ "
       "DBStayAll | SpellDescription$ Tap all creatures target player controls. Those creatures "
       "don't untap during that player's next untap step.\n"
       "SVar:DBStayAll:DB$ PumpAll | Defined$ Targeted | ValidCards$ Creature | KW$ HIDDEN This "
       "card doesn't untap during your next untap step. | Permanent$ True\n"},
      "stays_tapped_test");
  return d;
}

// The first option (pass, no attackers, ...) until the next turn has begun (its untap step
// done).
void to_next_turn(Game& g) {
  const int turn = state_of(g).turn;
  for (int guard = 0; guard < 200 && state_of(g).turn == turn; ++guard) ASSERT_TRUE(g.apply(0));
  ASSERT_EQ(state_of(g).turn, turn + 1);
}

TEST(StaysTappedTest, NextUntapStepOnlyThenItUntaps) {
  Position pos;
  pos.turn = 3;
  // (The Mountain and Bolt keep p1 a choice, so the turn doesn't end by itself.)
  pos.players[0].battlefield = {{"Island"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Frost"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Frost");
  resolve_stack(g);
  ASSERT_EQ(state_of(g).active, PlayerId::P1);
  ASSERT_TRUE(battlefield_card(g, "Hill Giant")->tapped);
  to_next_turn(g);  // p2's turn: 502.3, it stays tapped this once
  EXPECT_EQ(state_of(g).active, PlayerId::P2);
  EXPECT_TRUE(battlefield_card(g, "Hill Giant")->tapped);
  to_next_turn(g);  // p1's turn: not p2's untap step
  EXPECT_TRUE(battlefield_card(g, "Hill Giant")->tapped);
  to_next_turn(g);  // p2's next: it untaps as usual
  EXPECT_FALSE(battlefield_card(g, "Hill Giant")->tapped);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(StaysTappedTest, AnAurasStaticKeepsItTappedUntilTheAuraLeaves) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Island"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Manacles"}, {"Shatter"}};
  pos.players[1].battlefield = {{"Hill Giant", true}, {"Grizzly Bears", true}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Manacles");
  answer(g, "target Hill Giant");
  resolve_stack(g);
  to_next_turn(g);  // p2's untap step: only the enchanted creature stays tapped
  EXPECT_TRUE(battlefield_card(g, "Hill Giant")->tapped);
  EXPECT_FALSE(battlefield_card(g, "Grizzly Bears")->tapped);
  to_next_turn(g);
  to_next_turn(g);  // and again the next time
  EXPECT_TRUE(battlefield_card(g, "Hill Giant")->tapped);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(StaysTappedTest, AllCreaturesOfTheTargetedPlayerStayTappedOnce) {  // 701.21, 502.3
  const CardDef& def = db().get(*db().find("Test Slumber"));
  ASSERT_TRUE(def.supported()) << def.unsupported[0].reason;
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Island"}, {"Island"}, {"Island"}, {"Island"}, {"Mountain"},
                                {"Ornithopter"}};
  pos.players[0].hand = {{"Test Slumber"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Hill Giant"}, {"Grizzly Bears"}, {"Forest"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Slumber");
  answer(g, "target p2");
  resolve_stack(g);
  EXPECT_TRUE(battlefield_card(g, "Hill Giant")->tapped);
  EXPECT_TRUE(battlefield_card(g, "Grizzly Bears")->tapped);
  EXPECT_FALSE(battlefield_card(g, "Forest")->tapped);       // only creatures
  EXPECT_FALSE(battlefield_card(g, "Ornithopter")->tapped);  // only that player's
  to_next_turn(g);  // p2's untap step: they stay tapped, the land untaps as usual
  EXPECT_TRUE(battlefield_card(g, "Hill Giant")->tapped);
  EXPECT_TRUE(battlefield_card(g, "Grizzly Bears")->tapped);
  to_next_turn(g);
  to_next_turn(g);  // p2's next untap step: they untap
  EXPECT_FALSE(battlefield_card(g, "Hill Giant")->tapped);
  EXPECT_FALSE(battlefield_card(g, "Grizzly Bears")->tapped);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(StaysTappedTest, RefusesOtherPermanentPumps) {
  CardDb local = builtin_card_db();
  EXPECT_NE(refusal_reason(local,
                           "Name:Test Forever\nManaCost:G\nTypes:Instant\n"
                           "A:SP$ Pump | Cost$ G | ValidTgts$ Creature | NumAtt$ +1 | "
                           "Permanent$ True | SpellDescription$ Forever.\n",
                           "stays_tapped_test")
                .find("Permanent$ is supported only"),
            std::string::npos);
}

}  // namespace
}  // namespace rwd
