// Buyback (702.27a): "You may pay an additional [cost] as you cast this spell. If the buyback
// cost was paid, put this spell into its owner's hand instead of into that player's graveyard
// as it resolves." Test cards written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Buyback {2}. Test Spark deals 1 damage to any target."
       "Name:Test Spark\nManaCost:R\nTypes:Instant\nK:Buyback:2\n"
       "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 1 | SpellDescription$ CARDNAME deals 1 "
       "damage to any target.\n"
       "Oracle:Buyback {2} (You may pay an additional {2} as you cast this spell. If the buyback "
       "cost was paid, put this spell into its owner's hand instead of into that player's "
       "graveyard as it resolves.)\\nTest Spark deals 1 damage to any target.\n"},
      "buyback_test");
  return d;
}

Game spark_game(int mountains) {
  Position pos;
  for (int i = 0; i < mountains; ++i) pos.players[0].battlefield.push_back({"Mountain"});
  pos.players[0].hand = {{"Test Spark"}, {"Lightning Bolt"}};
  return game_from(pos, db());
}

TEST(BuybackTest, PaidItReturnsToItsOwnersHand) {  // 702.27a
  Game g = spark_game(4);
  ASSERT_TRUE(db().get(*db().find("Test Spark")).supported());
  EXPECT_TRUE(has_option(g, "cast Test Spark"));
  answer(g, "cast Test Spark with buyback");
  answer(g, "target p2");
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(s.player(PlayerId::P2).life, 19);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).hand, "Test Spark"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Spark"), 0u);
  // Three Mountains were tapped: {R} and the buyback {2}; the last one casts it again.
  answer(g, "cast Test Spark");
  answer(g, "target p2");
  resolve_stack(g);
  EXPECT_EQ(s.player(PlayerId::P2).life, 18);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Spark"), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(BuybackTest, OfferedOnlyWhenTheBuybackCostCanBePaid) {  // 601.2f-h
  Game g = spark_game(2);
  EXPECT_TRUE(has_option(g, "cast Test Spark"));
  EXPECT_FALSE(has_option(g, "cast Test Spark with buyback"));
}

TEST(BuybackTest, RefusedOnAPermanent) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Buyer\nManaCost:1 G\nTypes:Creature Elf\nPT:1/1\n"
                           "K:Buyback:2\n",
                           "buyback_test"),
            "Buyback on a card that is not an instant or sorcery");
}

}  // namespace
}  // namespace rwd
