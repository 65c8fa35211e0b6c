// Hand tallies (rules/hand_tally.h): kept as cards enter and leave a hand, equal to a count
// of the hand, and a wrong tally fails the check the random-games invariant test runs.
#include "rules/hand_tally.h"

#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

// p1 in its first main phase with three Plains, holding a Forest, a Benalish Knight (flash)
// and a Grizzly Bears.
Game knight_in_hand() {
  Position pos;
  for (int i = 0; i < 3; ++i) pos.players[0].battlefield.push_back(PositionCard{"Plains"});
  pos.players[0].hand = {PositionCard{"Forest"}, PositionCard{"Benalish Knight"},
                         PositionCard{"Grizzly Bears"}};
  pos.players[0].library = {PositionCard{"Plains"}, PositionCard{"Plains"}, PositionCard{"Plains"}};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Forest"}, PositionCard{"Forest"}};
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

TEST(HandTallyTest, CountsLandsAndFlashCardsAsTheyLeaveTheHand) {
  Game g = knight_in_hand();
  const Player& p1 = state_of(g).players[0];
  EXPECT_EQ(p1.hand_lands, 1);
  EXPECT_EQ(p1.hand_instant_speed, 1);  // the Knight; the Bears wait for a main phase (307.1)
  answer(g, "play Forest");
  EXPECT_EQ(state_of(g).players[0].hand_lands, 0);
  answer(g, "cast Benalish Knight");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).players[0].hand_instant_speed, 0);
  EXPECT_EQ(state_of(g).players[0].hand.size(), 1u);
  EXPECT_TRUE(hand_tallies_ok(state_of(g)));
}

TEST(HandTallyTest, AWrongTallyFailsTheCheckAndARecountMendsIt) {
  Game g = knight_in_hand();
  GameState s = state_of(g);
  ASSERT_TRUE(hand_tallies_ok(s));
  ++s.players[0].hand_instant_speed;
  EXPECT_FALSE(hand_tallies_ok(s));
  EXPECT_FALSE(s == state_of(g));  // the tallies are part of the state's equality
  recount_hands(s);
  EXPECT_TRUE(hand_tallies_ok(s));
  EXPECT_TRUE(s == state_of(g));
}

}  // namespace
}  // namespace rwd
