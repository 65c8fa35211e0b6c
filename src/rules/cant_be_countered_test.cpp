// "CARDNAME can't be countered." (101.2: the "can't" wins): a counterspell may target it and
// resolves, but the spell stays on the stack and resolves. Test card written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "This spell can't be countered. Test Flare deals 3 damage to any target."
       "Name:Test Flare\nManaCost:1 R\nTypes:Instant\nK:CARDNAME can't be countered.\n"
       "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 3 | SpellDescription$ CARDNAME deals 3 "
       "damage to any target.\n"},
      "cant_be_countered_test");
  return d;
}

// p1 casts `spell` at p2, who answers with Counterspell.
Game countered(const char* spell) {
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{spell}};
  pos.players[1].battlefield = {{"Island"}, {"Island"}};
  pos.players[1].hand = {{"Counterspell"}};
  Game g = game_from(pos, db());
  answer(g, std::string("cast ") + spell);
  answer(g, "target p2");
  for (int guard = 0; guard < 4 && !has_option(g, "cast Counterspell"); ++guard) answer(g, "pass");
  answer(g, "cast Counterspell");
  resolve_stack(g);
  return g;
}

TEST(CantBeCounteredTest, ACounterspellDoesNothingToIt) {  // 101.2
  ASSERT_TRUE(db().get(*db().find("Test Flare")).supported())
      << db().get(*db().find("Test Flare")).unsupported[0].reason;
  Game g = countered("Test Flare");
  const GameState& s = state_of(g);
  EXPECT_EQ(s.player(PlayerId::P2).life, 17);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Flare"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P2).graveyard, "Counterspell"), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(CantBeCounteredTest, AnotherSpellIsCountered) {  // 701.5a
  Game g = countered("Lightning Bolt");
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 20);
}

}  // namespace
}  // namespace rwd
