// "Target player gains 7 life and draws two cards.": a later node's Defined$ Targeted names the
// player an earlier node targets (115.1, 608.2c). Test card written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d =
      builtin_db_with({"Name:Test Blessing\nManaCost:W\nTypes:Sorcery\n"
                       "A:SP$ GainLife | LifeAmount$ 7 | ValidTgts$ Player | SubAbility$ DBDraw | "
                       "SpellDescription$ Target player gains 7 life and draws two cards.\n"
                       "SVar:DBDraw:DB$ Draw | Defined$ Targeted | NumCards$ 2\n"},
                      "defined_targeted_player_test");
  return d;
}

TEST(DefinedTargetedPlayerTest, TheTargetedPlayerGainsAndDraws) {  // 608.2c
  ASSERT_TRUE(db().get(*db().find("Test Blessing")).supported())
      << db().get(*db().find("Test Blessing")).unsupported[0].reason;
  Position pos;
  pos.players[0].battlefield = {{"Plains"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Blessing"}, {"Lightning Bolt"}};
  Game g = game_from(pos, db(), 4);
  answer(g, "cast Test Blessing");
  answer(g, "target p2");
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(s.player(PlayerId::P2).life, 27);
  EXPECT_EQ(s.player(PlayerId::P2).hand.size(), 2u);
  EXPECT_EQ(s.player(PlayerId::P1).life, 20);
  EXPECT_EQ(s.player(PlayerId::P1).hand.size(), 1u);  // Lightning Bolt
  EXPECT_TRUE(g.check()) << g.check().message();
}

}  // namespace
}  // namespace rwd
