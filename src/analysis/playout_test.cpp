#include "analysis/playout.h"

#include <gtest/gtest.h>

#include "analysis/analysis_test_util.h"

namespace rwd {
namespace {

using analysis_test::cards;
using analysis_test::from_position;

Position midgame() {
  Position pos;
  pos.seed = 5;
  pos.active = PlayerId::P1;
  pos.step = Step::Main1;
  pos.turn = 3;
  for (PositionPlayer& p : pos.players) {
    p.battlefield = cards({"Forest", "Forest", "Grizzly Bears"});
    p.hand = cards({"Forest", "Centaur Courser", "Grizzly Bears"});
    p.library = cards({"Forest", "Grizzly Bears", "Forest", "Centaur Courser", "Forest", "Forest",
                       "Grizzly Bears"});
  }
  return pos;
}

TEST(PlayoutTest, SamplesKeepWhatTheSeatKnows) {
  const Game g = from_position(midgame());
  const Game view = sample_game(g, PlayerId::P1, false, "", 11);
  EXPECT_EQ(view.view(PlayerId::P1), g.view(PlayerId::P1));
  EXPECT_EQ(option_number(view, g.options()[1]), 1);
  // Omniscient: both hands are the true ones; only the libraries' order is drawn again.
  const Game omni = sample_game(g, PlayerId::P1, true, g.snapshot(), 11);
  EXPECT_EQ(omni.view(PlayerId::P1), g.view(PlayerId::P1));
  EXPECT_EQ(omni.view(PlayerId::P2).players[1].hand, g.view(PlayerId::P2).players[1].hand);
  EXPECT_NE(omni.hash(), g.hash());
  EXPECT_EQ(sample_game(g, PlayerId::P1, true, g.snapshot(), 11), omni);  // the seed decides
}

TEST(PlayoutTest, PlaysToTheEndAndScoresForTheSeat) {
  const Game g = from_position(midgame());
  Game a = g;
  Rng rng = Rng::from_seed(1);
  const PlayoutEnd end = play_out(a, PlayerId::P1, PlayoutRules{}, rng);
  ASSERT_TRUE(a.over());  // small libraries: someone decks or dies
  EXPECT_FALSE(end.capped);
  EXPECT_EQ(end.score, a.result() == GameResult::P1Wins ? 1.0
                       : a.result() == GameResult::Draw ? 0.5
                                                        : 0.0);
  Game b = g;
  rng = Rng::from_seed(1);
  EXPECT_EQ(play_out(b, PlayerId::P2, PlayoutRules{}, rng).score, 1.0 - end.score);  // no draw here
}

TEST(PlayoutTest, TheCapAndTheDeadlineEndAPlayout) {
  const Game g = from_position(midgame());
  PlayoutRules cap;
  cap.turn_cap = 1;
  Game a = g;
  Rng rng = Rng::from_seed(1);
  const PlayoutEnd capped = play_out(a, PlayerId::P1, cap, rng);
  EXPECT_TRUE(capped.capped);
  EXPECT_GT(capped.score, 0.0);
  EXPECT_LT(capped.score, 1.0);
  EXPECT_EQ(a.turn(), g.turn() + 2);
  PlayoutRules deadline;
  deadline.deadline_turn = g.turn();
  deadline.deadline_winner = PlayerId::P2;
  Game b = g;
  const PlayoutEnd d = play_out(b, PlayerId::P1, deadline, rng);
  EXPECT_FALSE(d.capped);
  EXPECT_EQ(d.score, 0.0);
  EXPECT_EQ(b.turn(), g.turn() + 1);
}

TEST(PlayoutTest, TheViewKeyIsWhatTheSeatSees) {
  const Game g = from_position(midgame());
  EXPECT_EQ(view_key(g, PlayerId::P1),
            view_key(sample_game(g, PlayerId::P1, false, "", 3), PlayerId::P1));
  EXPECT_NE(view_key(g, PlayerId::P1), view_key(g, PlayerId::P2));
  Game h = g;
  ASSERT_TRUE(h.apply(1).is_ok());
  EXPECT_NE(view_key(h, PlayerId::P1), view_key(g, PlayerId::P1));
}

}  // namespace
}  // namespace rwd
