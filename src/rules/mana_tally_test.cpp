// Mana source tallies (rules/mana_tally.h): kept as lands enter, tap and untap, equal to a
// recount of the battlefield, and a wrong tally fails the check the random-games invariant
// test runs.
#include "rules/mana_tally.h"

#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

// p1 in its first main phase with two Plains and an Island, holding a Forest and a
// Grizzly Bears.
Game bears_in_hand() {
  Position pos;
  pos.players[0].battlefield = {PositionCard{"Plains"}, PositionCard{"Plains"},
                                PositionCard{"Island"}};
  pos.players[0].hand = {PositionCard{"Forest"}, PositionCard{"Grizzly Bears"}};
  pos.players[0].library = {PositionCard{"Plains"}, PositionCard{"Plains"}, PositionCard{"Plains"}};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Forest"}, PositionCard{"Forest"}};
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

constexpr int kW = 0, kU = 1, kG = 4;  // ManaSourceTally::single: W U B R G colorless

TEST(ManaTallyTest, CountsUntappedLandsAsTheyEnterAndTap) {
  Game g = bears_in_hand();
  const ManaSourceTally* t = &state_of(g).players[0].mana_sources;
  EXPECT_EQ(t->single[kW], 2);
  EXPECT_EQ(t->single[kU], 1);
  EXPECT_EQ(t->total, 3);
  EXPECT_EQ(t->multi, 0);
  answer(g, "play Forest");
  t = &state_of(g).players[0].mana_sources;
  EXPECT_EQ(t->single[kG], 1);
  EXPECT_EQ(t->total, 4);
  answer(g, "cast Grizzly Bears");  // {1}{G}: the Forest and one more land are tapped
  t = &state_of(g).players[0].mana_sources;
  EXPECT_EQ(t->single[kG], 0);
  EXPECT_EQ(t->total, 2);
  EXPECT_TRUE(mana_tallies_ok(state_of(g)));
  EXPECT_EQ(state_of(g).players[1].mana_sources, ManaSourceTally{});
}

TEST(ManaTallyTest, AWrongTallyFailsTheCheckAndARecountMendsIt) {
  Game g = bears_in_hand();
  GameState s = state_of(g);
  ASSERT_TRUE(mana_tallies_ok(s));
  ++s.players[0].mana_sources.single[kU];
  EXPECT_FALSE(mana_tallies_ok(s));
  EXPECT_FALSE(s == state_of(g));  // the tallies are part of the state's equality
  recount_mana_tallies(s);
  EXPECT_TRUE(mana_tallies_ok(s));
  EXPECT_TRUE(s == state_of(g));
}

}  // namespace
}  // namespace rwd
