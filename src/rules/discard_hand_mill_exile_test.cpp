// "Discard your hand" (Discard | Mode$ Hand: every card, no choice, 701.9a) and "exile the top
// N cards of your library" (Mill | Destination$ Exile, 406.3). Test cards written from rules
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
      {// "Discard your hand, then draw three cards."
       "Name:Test Refill\nManaCost:R\nTypes:Sorcery\n"
       "A:SP$ Discard | Cost$ R | Defined$ You | Mode$ Hand | SubAbility$ DBDraw | "
       "SpellDescription$ Discard your hand, then draw three cards.\n"
       "SVar:DBDraw:DB$ Draw | Defined$ You | NumCards$ 3\n",
       // "Exile the top two cards of your library."
       "Name:Test Exhume\nManaCost:U\nTypes:Sorcery\n"
       "A:SP$ Mill | Cost$ U | Defined$ You | NumCards$ 2 | Destination$ Exile | "
       "SpellDescription$ Exile the top two cards of your library.\n"},
      "discard_hand_mill_exile_test");
  return d;
}

TEST(DiscardHandMillExileTest, DiscardsTheWholeHandWithoutAChoiceThenDraws) {
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}};
  pos.players[0].hand = {{"Test Refill"}, {"Grizzly Bears"}, {"Hill Giant"}, {"Forest"}};
  pos.players[0].library = {{"Island"}, {"Island"}, {"Island"}, {"Island"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Refill");
  resolve_stack(g);  // 701.9a: no Discard decision is asked
  const Player& p1 = state_of(g).player(PlayerId::P1);
  EXPECT_EQ(p1.graveyard.size(), 4u);  // the three cards and the spell
  EXPECT_EQ(count_named(g, p1.graveyard, "Hill Giant"), 1u);
  EXPECT_EQ(p1.hand.size(), 3u);
  EXPECT_EQ(count_named(g, p1.hand, "Island"), 3u);
}

TEST(DiscardHandMillExileTest, ExilesTheTopCards) {
  Position pos;
  pos.players[0].battlefield = {{"Island"}};
  pos.players[0].hand = {{"Test Exhume"}};
  pos.players[0].library = {{"Grizzly Bears"}, {"Hill Giant"}, {"Forest"}};  // the top first
  pos.players[1].library = {{"Forest"}, {"Forest"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Exhume");
  resolve_stack(g);
  const GameState& s = state_of(g);
  ASSERT_EQ(s.player(PlayerId::P1).library.size(), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).library, "Forest"), 1u);
  size_t exiled = 0;
  for (int i = 0; i < s.num_objects; ++i) {
    const Object& o = s.obj(static_cast<ObjectId>(i));
    exiled += o.zone == Zone::Exile;
    if (o.zone == Zone::Exile) {
      EXPECT_NE(g.db().get(o.def).name(), "Forest");
    }
  }
  EXPECT_EQ(exiled, 2u);
  EXPECT_EQ(s.player(PlayerId::P1).graveyard.size(), 1u);  // only the spell
}

}  // namespace
}  // namespace rwd
