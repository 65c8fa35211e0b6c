// analyse(): reproducible for any thread count and any order of work, blind to what the seat
// cannot see, consistent in what it reports, and clear about bad input.
#include "analysis/analysis.h"

#include <gtest/gtest.h>

#include "analysis/analysis_json.h"
#include "analysis/analysis_test_util.h"
#include "bots/heuristic.h"
#include "bots/seat.h"

namespace rwd {
namespace {

using analysis_test::cards;
using analysis_test::from_position;
using analysis_test::heuristic_game;
using analysis_test::tiny;

Analysis run(const AnalysisInput& in, const AnalysisConfig& cfg, const AnalysisHooks& hooks = {}) {
  Result<Analysis> a = analyse(in, cfg, hooks);
  EXPECT_TRUE(a.is_ok()) << a.message();
  return a ? *a : Analysis{};
}

TEST(AnalysisTest, SameJsonForAnyThreadCount) {
  const AnalysisInput in = heuristic_game(3, 24);
  AnalysisConfig cfg = tiny(4);
  cfg.seats[1] = true;
  const std::string one = encode_analysis_json(run(in, cfg));
  cfg.threads = 2;
  EXPECT_EQ(encode_analysis_json(run(in, cfg)), one);
  cfg.threads = 3;
  EXPECT_EQ(encode_analysis_json(run(in, cfg)), one);
}

TEST(AnalysisTest, EverySampleIsTheSameWhicheverPassPlaysIt) {
  // Samples 0..7 of an option give the same outcomes whether the screening played them or
  // the refinement did: a sample's seed is its own.
  const AnalysisInput in = heuristic_game(5, 40);
  AnalysisConfig split = tiny(8);
  split.coarse = 2;
  split.seats[1] = true;
  AnalysisConfig whole = split;
  whole.coarse = 8;
  const Analysis a = run(in, split), b = run(in, whole);
  ASSERT_EQ(a.decisions.size(), b.decisions.size());
  int compared = 0;
  for (size_t i = 0; i < a.decisions.size(); ++i)
    for (const OptionResult& o : a.decisions[i].options) {
      const OptionResult* p = b.decisions[i].find(o.option);
      ASSERT_NE(p, nullptr);
      if (o.estimate.samples != 8 || p->estimate.samples != 8) continue;
      EXPECT_EQ(o.estimate, p->estimate)
          << "frame " << a.decisions[i].frame << " option " << o.option;
      ++compared;
    }
  EXPECT_GE(compared, 10);
}

// p1 in its main phase; p2's hidden cards (hand and library, the same multiset either way)
// placed in two different ways.
Position hidden_cards(bool swapped) {
  Position pos;
  pos.seed = 41;
  pos.active = PlayerId::P1;
  pos.step = Step::Main1;
  pos.turn = 4;
  PositionPlayer& me = pos.players[0];
  me.life = 7;
  me.battlefield = cards({"Mountain", "Mountain", "Forest", "Grizzly Bears"});
  me.hand = cards({"Forest", "Hill Giant", "Lightning Bolt"});
  me.library = cards({"Forest", "Mountain", "Grizzly Bears", "Mountain", "Forest", "Hill Giant"});
  PositionPlayer& opp = pos.players[1];
  opp.life = 6;
  opp.battlefield = cards({"Mountain", "Mountain", "Gray Ogre"});
  opp.hand = swapped ? cards({"Mountain", "Mountain"}) : cards({"Lightning Bolt", "Hill Giant"});
  opp.library = swapped
                    ? cards({"Hill Giant", "Mountain", "Lightning Bolt", "Gray Ogre", "Mountain"})
                    : cards({"Mountain", "Mountain", "Gray Ogre", "Mountain", "Mountain"});
  return pos;
}

// p1's answers (the heuristic's) from the position until p2 first acts.
AnalysisInput until_p2_acts(const Game& start) {
  Game g = start;
  std::vector<int> inputs;
  while (!g.over() && g.pending().player == PlayerId::P1) {
    inputs.push_back(heuristic_choice(SeatHandle(g, PlayerId::P1)));
    EXPECT_TRUE(g.apply(inputs.back()).is_ok());
  }
  return AnalysisInput(start, inputs, 7);
}

TEST(AnalysisTest, SeatViewIsBlindToTheOpponentsHiddenCards) {
  const Game a = from_position(hidden_cards(false)), b = from_position(hidden_cards(true));
  ASSERT_NE(a.hash(), b.hash());
  ASSERT_EQ(a.view(PlayerId::P1), b.view(PlayerId::P1));
  AnalysisInput ia = until_p2_acts(a), ib = until_p2_acts(b);
  // Only p2's decisions differ: with a Lightning Bolt in hand p2 is asked whether to cast it
  // (a decision with one answer is never asked). p1's decisions before then are the same.
  const size_t n = std::min(ia.inputs.size(), ib.inputs.size());
  ia.inputs.resize(n);
  ib.inputs.resize(n);
  ASSERT_EQ(ia.inputs, ib.inputs);
  ASSERT_GE(n, 2u);
  AnalysisConfig cfg = tiny(12);
  const Analysis va = run(ia, cfg), vb = run(ib, cfg);
  EXPECT_EQ(encode_analysis_json(va), encode_analysis_json(vb));
  // The true cards matter to an omniscient analysis, which is what makes the check above mean
  // something: p2's Lightning Bolt in hand is the difference between the two games.
  cfg.omniscient = true;
  EXPECT_NE(encode_analysis_json(run(ia, cfg)), encode_analysis_json(run(ib, cfg)));
}

TEST(AnalysisTest, ResultsAreConsistent) {
  const AnalysisInput in = heuristic_game(11, 40);
  AnalysisConfig cfg = tiny(6);
  cfg.seats[0] = false;
  cfg.seats[1] = true;
  const Analysis a = run(in, cfg);
  EXPECT_TRUE(a.complete);
  ASSERT_FALSE(a.decisions.empty());
  uint32_t last = 0;
  for (const DecisionResult& d : a.decisions) {
    SCOPED_TRACE("frame " + std::to_string(d.frame));
    EXPECT_EQ(d.seat, PlayerId::P2);
    EXPECT_TRUE(d.refined);
    EXPECT_GE(d.frame, last);
    last = d.frame;
    ASSERT_NE(d.find(d.played), nullptr);
    ASSERT_NE(d.find(d.policy), nullptr);
    ASSERT_NE(d.find(d.preferred), nullptr);
    EXPECT_EQ(d.find(d.played)->estimate.samples,
              d.status == DecisionStatus::Compared ? 6 : single_samples(cfg));
    EXPECT_GE(d.loss, 0.0);
    EXPECT_GE(d.before.chance, 0.0);
    EXPECT_LE(d.before.chance, 1.0);
    if (d.status == DecisionStatus::Single) {
      EXPECT_EQ(d.options.size(), 1u);
    }
    if (d.status != DecisionStatus::Compared) {
      EXPECT_EQ(d.preferred, d.played);
    }
    if (d.preferred == d.played) {
      EXPECT_EQ(d.loss, 0.0);
    }
    if (d.mistake) {
      EXPECT_GE(d.loss, cfg.mistake_loss);
    }
    for (const OptionResult& o : d.options)
      EXPECT_EQ(o.pruned, o.estimate.samples < 6 && d.status == DecisionStatus::Compared);
  }
  EXPECT_EQ(a.first_frame, 0u);
  EXPECT_EQ(a.last_frame, 40u);
  ASSERT_FALSE(a.turns.empty());
  EXPECT_EQ(a.turns.front().second, 0u);
  EXPECT_FALSE(a.notes.empty());
}

TEST(AnalysisTest, LightAndPerTurnAnalyseLess) {
  const AnalysisInput in = heuristic_game(12, 40);
  AnalysisConfig cfg = tiny(4);
  cfg.seats[1] = true;
  const Analysis full = run(in, cfg);
  cfg.light = true;
  const Analysis light = run(in, cfg);
  ASSERT_EQ(light.decisions.size(), full.decisions.size());
  int same = 0;
  for (size_t i = 0; i < light.decisions.size(); ++i) {
    const DecisionResult& d = light.decisions[i];
    // The heuristic played both seats: the played option is the policy's and the only
    // candidate; on as many samples its chance is the full analysis's before.
    EXPECT_EQ(d.status, DecisionStatus::Single);
    EXPECT_EQ(d.options.size(), 1u);
    EXPECT_EQ(d.before.samples, single_samples(cfg));
    if (d.before.samples == full.decisions[i].before.samples) {
      EXPECT_EQ(d.before, full.decisions[i].before);
      ++same;
    }
  }
  EXPECT_GT(same, 5);
  cfg.per_turn = true;
  const Analysis per_turn = run(in, cfg);
  ASSERT_FALSE(per_turn.decisions.empty());
  EXPECT_LT(per_turn.decisions.size(), full.decisions.size());
  for (size_t i = 1; i < per_turn.decisions.size(); ++i)
    for (size_t j = 0; j < i; ++j) {
      const DecisionResult &a = per_turn.decisions[i], &b = per_turn.decisions[j];
      EXPECT_FALSE(a.seat == b.seat && a.turn == b.turn)
          << "frames " << b.frame << " and " << a.frame;
    }
}

TEST(AnalysisTest, ProgressComesInOrderAndEndsAtThePlan) {
  const AnalysisInput in = heuristic_game(2, 20);
  std::vector<AnalysisPhase> phases;
  uint64_t last_done = 0, planned_after_screen = 0;
  int first_looks = 0, refined = 0, refined_by_screen = 0;
  AnalysisHooks hooks;
  hooks.progress = [&](const AnalysisProgress& p) {
    EXPECT_LE(p.playouts_done, p.playouts_planned);
    EXPECT_GE(p.playouts_done, last_done);
    last_done = p.playouts_done;
    if (p.phase == AnalysisPhase::FirstLook) {
      EXPECT_EQ(p.partial != nullptr, p.updated < 0);
      if (p.partial) {
        ++first_looks;
        for (const DecisionResult& d : p.partial->decisions) EXPECT_FALSE(d.refined);
      }
    }
    if (p.phase == AnalysisPhase::Screen) {
      ASSERT_NE(p.partial, nullptr);
      if (p.updated < 0) {
        planned_after_screen = p.playouts_planned;
        for (const DecisionResult& d : p.partial->decisions) refined_by_screen += d.refined;
      }
    }
    if (p.phase == AnalysisPhase::Refine) {
      ASSERT_NE(p.partial, nullptr);
      EXPECT_TRUE(p.partial->decisions[static_cast<size_t>(p.updated)].refined);
      ++refined;
    }
    if (!phases.empty()) {
      EXPECT_LE(static_cast<int>(phases.back()), static_cast<int>(p.phase));
    }
    phases.push_back(p.phase);
    if (p.phase == AnalysisPhase::Done) {
      EXPECT_EQ(p.playouts_done, p.playouts_planned);
      EXPECT_EQ(p.playouts_planned, planned_after_screen);
      EXPECT_EQ(p.decisions_refined, p.decisions_total);
      EXPECT_TRUE(p.partial->complete);
    }
  };
  const Analysis a = run(in, tiny(8), hooks);
  EXPECT_EQ(first_looks, 1);
  EXPECT_GT(refined, 0);
  EXPECT_EQ(refined + refined_by_screen, static_cast<int>(a.decisions.size()));
  ASSERT_FALSE(phases.empty());
  EXPECT_EQ(phases.back(), AnalysisPhase::Done);
}

TEST(AnalysisTest, AStopRequestEndsTheAnalysis) {
  const AnalysisInput in = heuristic_game(2, 20);
  std::stop_source stop;
  AnalysisHooks hooks;
  hooks.stop = stop.get_token();
  bool went_on = false;
  hooks.progress = [&](const AnalysisProgress& p) {
    if (p.phase == AnalysisPhase::FirstLook && p.partial) stop.request_stop();
    if (p.phase != AnalysisPhase::FirstLook) went_on = true;
  };
  for (int threads : {1, 2}) {
    Result<Analysis> a = analyse(in, tiny(8, threads), hooks);
    ASSERT_FALSE(a.is_ok());
    EXPECT_EQ(a.message(), "analysis stopped");
    EXPECT_FALSE(went_on);
    stop = std::stop_source();
    hooks.stop = stop.get_token();
  }
}

TEST(AnalysisTest, BadInputIsAClearError) {
  AnalysisInput in = heuristic_game(4, 10);
  in.inputs[6] = 999;
  Result<Analysis> a = analyse(in, tiny(4));
  ASSERT_FALSE(a.is_ok());
  EXPECT_NE(a.message().find("frame 6: option 999 is not legal: choose 0.."), std::string::npos)
      << a.message();
  const AnalysisInput good = heuristic_game(4, 10);
  AnalysisConfig cfg = tiny(4);
  cfg.budget = 0;
  EXPECT_FALSE(analyse(good, cfg).is_ok());
  cfg = tiny(4);
  cfg.seats[0] = cfg.seats[1] = false;
  EXPECT_EQ(analyse(good, cfg).message(), "no seat to analyse");
  cfg = tiny(4);
  cfg.threads = 0;
  EXPECT_FALSE(analyse(good, cfg).is_ok());
}

TEST(AnalysisTest, TheKeyFollowsEverySettingButThreads) {
  AnalysisConfig cfg;
  const uint64_t k = analysis_key(1, cfg);
  EXPECT_EQ(analysis_key(1, cfg), k);
  EXPECT_NE(analysis_key(2, cfg), k);
  AnalysisConfig c = cfg;
  c.threads = 2;
  EXPECT_EQ(analysis_key(1, c), k);
  c = cfg;
  c.budget = 97;
  EXPECT_NE(analysis_key(1, c), k);
  c = cfg;
  c.omniscient = true;
  EXPECT_NE(analysis_key(1, c), k);
  c = cfg;
  c.seats[1] = true;
  EXPECT_NE(analysis_key(1, c), k);
  c = cfg;
  c.light = true;
  EXPECT_NE(analysis_key(1, c), k);
  c = cfg;
  c.per_turn = true;
  EXPECT_NE(analysis_key(1, c), k);
  c = cfg;
  c.mistake_loss = 0.06;
  EXPECT_NE(analysis_key(1, c), k);
}

}  // namespace
}  // namespace rwd
