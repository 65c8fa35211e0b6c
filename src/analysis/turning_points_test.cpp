#include "analysis/turning_points.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

// A decision of `seat` at `frame` whose played option had chance `played`, the policy's
// `before`, and a preferred option with chance `best` (the same option when best == played).
DecisionResult decision(PlayerId seat, uint32_t frame, int turn, double before, double played,
                        double best, double loss_se = 0.02) {
  DecisionResult d;
  d.frame = frame;
  d.turn = turn;
  d.seat = seat;
  d.step = "declare_attackers";
  d.kind = "declare_attackers";
  d.played = 1;
  d.policy = 0;
  d.preferred = best > played ? 0 : 1;
  d.before = Estimate{before, 0.03, 100};
  d.options = {OptionResult{0, "done", Estimate{best > played ? best : before, 0.03, 100}, false},
               OptionResult{1, "attack with Serra Angel#54", Estimate{played, 0.03, 100}, false}};
  if (best > played) {
    d.loss = best - played;
    d.loss_se = loss_se;
    d.mistake = d.loss >= 0.05 && d.loss >= 2 * loss_se;
  }
  return d;
}

Analysis game(std::vector<DecisionResult> ds) {
  Analysis a;
  a.result = "p2";
  a.final_turn = 9;
  a.names[0] = "Blue-White Skies";
  a.decisions = std::move(ds);
  return a;
}

TEST(TurningPointsTest, MistakeNoteReadsLikeACoach) {
  Analysis a = game({decision(PlayerId::P1, 10, 6, 0.64, 0.41, 0.62)});
  find_turning_points(a, {});
  ASSERT_EQ(a.turning_points.size(), 1u);
  EXPECT_EQ(a.turning_points[0].kind, TurningPoint::Kind::Mistake);
  EXPECT_EQ(a.turning_points[0].note,
            "turn 6 (declare attackers): attack with Serra Angel#54 dropped your chance from 64% "
            "to 41%; done kept 62%");
  ASSERT_EQ(a.notes.size(), 2u);
  EXPECT_EQ(a.notes[0],
            "p1 (Blue-White Skies) lost on turn 9: 1 decision analysed (1 with options compared), "
            "1 mistake; the "
            "chance at the first decision was 64%");
  EXPECT_EQ(a.notes[1], a.turning_points[0].note);
}

TEST(TurningPointsTest, MistakesByLossSwingsBySizeNotesByFrame) {
  std::vector<DecisionResult> ds = {
      decision(PlayerId::P1, 2, 1, 0.50, 0.50, 0.50),   // no mistake
      decision(PlayerId::P1, 5, 2, 0.55, 0.45, 0.60),   // loss 0.15
      decision(PlayerId::P1, 9, 3, 0.80, 0.80, 0.80),   // swing +0.35 from 0.45
      decision(PlayerId::P1, 14, 4, 0.50, 0.20, 0.75),  // loss 0.55, swing -0.30 from 0.80
      decision(PlayerId::P1, 15, 4, 0.21, 0.21, 0.21),
      decision(PlayerId::P1, 20, 5, 0.25, 0.24, 0.26),  // loss 0.02: below the threshold
  };
  Analysis a = game(ds);
  std::vector<FrameInput> inputs(21, FrameInput{PlayerId::P2, "pass"});
  inputs[7] = FrameInput{PlayerId::P2, "cast Lightning Bolt#70"};
  inputs[8] = FrameInput{PlayerId::P1, "play Island#3"};  // the seat's own move: not named
  find_turning_points(a, inputs);
  ASSERT_EQ(a.turning_points.size(), 4u);
  EXPECT_EQ(a.turning_points[0].decision, 3);  // the larger loss first
  EXPECT_EQ(a.turning_points[1].decision, 1);
  EXPECT_EQ(a.turning_points[2].kind, TurningPoint::Kind::Swing);
  EXPECT_EQ(a.turning_points[2].decision, 2);  // +0.35 before -0.30
  EXPECT_EQ(a.turning_points[2].from_decision, 1);
  EXPECT_EQ(a.turning_points[2].note,
            "turns 2-3: your chance rose from 45% to 80% between frames 5 and 9 (p2: cast "
            "Lightning Bolt#70)");
  EXPECT_EQ(a.turning_points[3].decision, 3);
  EXPECT_EQ(a.turning_points[3].note,
            "turns 3-4: your chance fell from 80% to 50% between frames 9 and 14 (the draws)");
  // Notes: the headline, then by frame (a swing into a decision before its mistake).
  ASSERT_EQ(a.notes.size(), 5u);
  EXPECT_NE(a.notes[1].find("turn 2 (declare attackers)"), std::string::npos) << a.notes[1];
  EXPECT_EQ(a.notes[2], a.turning_points[2].note);
  EXPECT_EQ(a.notes[3], a.turning_points[3].note);
  EXPECT_EQ(a.notes[4], a.turning_points[0].note);
}

TEST(TurningPointsTest, NoisyDifferencesAreNotTurningPoints) {
  // A loss of 0.2 with an error of 0.12, and a swing of 0.2 with an error of 0.2: neither
  // is clear enough to list.
  Analysis a = game({decision(PlayerId::P1, 1, 1, 0.5, 0.5, 0.5),
                     decision(PlayerId::P1, 3, 1, 0.7, 0.7, 0.7),
                     decision(PlayerId::P1, 5, 2, 0.6, 0.5, 0.7, /*loss_se=*/0.12)});
  a.decisions[1].before.se = 0.2;
  EXPECT_FALSE(a.decisions[2].mistake);
  find_turning_points(a, {});
  EXPECT_TRUE(a.turning_points.empty());
}

TEST(TurningPointsTest, BothSeatsNameTheSeat) {
  Analysis a = game(
      {decision(PlayerId::P1, 1, 1, 0.5, 0.5, 0.5), decision(PlayerId::P2, 2, 1, 0.6, 0.3, 0.6)});
  a.config.seats[1] = true;
  find_turning_points(a, {});
  ASSERT_EQ(a.turning_points.size(), 1u);
  EXPECT_EQ(
      a.turning_points[0].note.rfind(
          "p2, turn 1 (declare attackers): attack with Serra Angel#54 dropped p2's chance", 0),
      0u)
      << a.turning_points[0].note;
  EXPECT_EQ(a.notes.size(), 3u);  // two headlines and the mistake
}

TEST(TurningPointsTest, Percent) {
  EXPECT_EQ(percent(0.644), "64%");
  EXPECT_EQ(percent(0.645), "65%");
  EXPECT_EQ(percent(1.0), "100%");
  EXPECT_EQ(percent(-0.1), "0%");
}

}  // namespace
}  // namespace rwd
