// Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until
// end of turn." Test cards written from rules text.
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
      {// "Haste. Prowess"
       "Name:Test Swiftspear\nManaCost:R\nTypes:Creature Human Monk\nPT:1/2\nK:Haste\n"
       "K:Prowess\nOracle:Haste\\nProwess (Whenever you cast a noncreature spell, this creature "
       "gets +1/+1 until end of turn.)\n"},
      "prowess_test");
  return d;
}

Game swiftspear_game() {
  Position pos;
  pos.players[0].battlefield = {
      {"Test Swiftspear"}, {"Mountain"}, {"Mountain"}, {"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Lightning Bolt"}, {"Grizzly Bears"}, {"Giant Growth"}};
  return game_from(pos, db());
}

TEST(ProwessTest, ANoncreatureSpellGivesPlusOnePlusOneUntilEndOfTurn) {  // 702.108a, 603.2
  Game g = swiftspear_game();
  ASSERT_TRUE(db().get(*db().find("Test Swiftspear")).supported());
  answer(g, "cast Lightning Bolt");
  answer(g, "target p2");
  // The trigger goes on the stack above the Bolt and resolves first.
  EXPECT_EQ(state_of(g).stack.size(), 2u);
  resolve_stack(g);
  EXPECT_EQ(battlefield_card(g, "Test Swiftspear")->power, 2);
  EXPECT_EQ(battlefield_card(g, "Test Swiftspear")->toughness, 3);
  answer(g, "cast Giant Growth");  // a second spell: another +1/+1, then +3/+3
  resolve_stack(g);
  EXPECT_EQ(battlefield_card(g, "Test Swiftspear")->power, 6);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(ProwessTest, ACreatureSpellDoesNotTriggerIt) {  // 702.108a
  Game g = swiftspear_game();
  answer(g, "cast Grizzly Bears");
  EXPECT_EQ(state_of(g).stack.size(), 1u);
  resolve_stack(g);
  EXPECT_EQ(battlefield_card(g, "Test Swiftspear")->power, 1);
}

}  // namespace
}  // namespace rwd
