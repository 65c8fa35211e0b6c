// A spell that puts itself somewhere other than its owner's graveyard as it resolves (608.2n):
// "Shuffle CARDNAME into its owner's library", "Exile CARDNAME" (ChangeZone Origin$ Stack).
// Test cards written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Test Beacon deals 2 damage to any target. Shuffle Test Beacon into its owner's
       // library."
       "Name:Test Beacon\nManaCost:R\nTypes:Instant\n"
       "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 2 | SubAbility$ DBShuffle | SpellDescription$ "
       "CARDNAME deals 2 damage to any target. Shuffle CARDNAME into its owner's library.\n"
       "SVar:DBShuffle:DB$ ChangeZone | Origin$ Stack | Destination$ Library | Shuffle$ True\n",
       // "Draw a card. Exile Test Lesson."
       "Name:Test Lesson\nManaCost:U\nTypes:Sorcery\n"
       "A:SP$ Draw | NumCards$ 1 | SubAbility$ DBExile | SpellDescription$ Draw a card. Exile "
       "CARDNAME.\nSVar:DBExile:DB$ ChangeZone | Origin$ Stack | Destination$ Exile\n"},
      "spell_leaves_stack_test");
  return d;
}

Game game_with_hand(std::vector<PositionCard> hand) {
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Island"}, {"Mountain"}};
  pos.players[0].hand = std::move(hand);
  pos.players[0].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  return game_from(pos, db());
}

TEST(SpellLeavesStackTest, ABeaconIsShuffledIntoItsOwnersLibrary) {  // 608.2n, 701.24a
  Game g = game_with_hand({{"Test Beacon"}, {"Lightning Bolt"}});
  answer(g, "cast Test Beacon");
  answer(g, "target p2");
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(s.player(PlayerId::P2).life, 18);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Beacon"), 0u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).library, "Test Beacon"), 1u);
  EXPECT_EQ(s.player(PlayerId::P1).library.size(), 4u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(SpellLeavesStackTest, ExileCardnameExilesTheSpell) {  // 608.2n
  Game g = game_with_hand({{"Test Lesson"}, {"Lightning Bolt"}});
  answer(g, "cast Test Lesson");
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).exile, "Test Lesson"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Lesson"), 0u);
  EXPECT_EQ(s.player(PlayerId::P1).hand.size(), 2u);  // Lightning Bolt and the Forest drawn
}

TEST(SpellLeavesStackTest, WithoutItsTargetItGoesToTheGraveyard) {  // 608.2b
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Beacon"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Beacon");
  answer(g, "target Grizzly Bears");
  // p1 holds priority and kills the Bears first: the Beacon then does nothing at all.
  answer(g, "cast Lightning Bolt");
  answer(g, "target Grizzly Bears");
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Beacon"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).library, "Test Beacon"), 0u);
}

}  // namespace
}  // namespace rwd
