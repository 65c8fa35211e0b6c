// Stop/resume and forks through the record layer: a game stopped before choice K+1 and
// resumed from its saved record (through a file encoding) ends exactly as the
// uninterrupted game, for many seeds and every K; a fork at K fed the original inputs
// reproduces the original's hashes; a reseeded fork differs and says so.
#include <gtest/gtest.h>

#include "game/game_internal.h"
#include "record/fork.h"
#include "record/record_binary.h"
#include "record/record_file.h"
#include "record/record_json.h"
#include "record/replay.h"
#include "record/sample_games.h"

namespace rwd {
namespace {

#if defined(REWIND_CHECK_STATE) || defined(__SANITIZE_ADDRESS__)
constexpr uint64_t kEveryKSeeds = 4, kChainSeeds = 12;  // checked builds run far slower
#else
constexpr uint64_t kEveryKSeeds = 12, kChainSeeds = 40;
#endif

using samples::builtin_setup;
using samples::random_choice;

// Starts seed's game and plays until the rule stops it (or the game ends).
GameRecord play_until(uint64_t seed, const StopRule& rule, bool* stopped) {
  GameSetup setup = builtin_setup(seed);
  Game g = *Game::create(setup, CardPool::builtin().db());
  Recorder rec(samples::new_record(setup, g));
  Result<SessionEnd> end = run_session(g, rec, {rule}, {}, random_choice, {});
  EXPECT_TRUE(end) << end.message();
  *stopped = end->stopped;
  return rec.finish(g);
}

// Loads a record through `format`, replays it and plays on under `rule`.
// `mid_pick` (optional) is set iff the resumed frame is in the middle of a multi-pick.
GameRecord resume(const GameRecord& saved, RecordFormat format, const StopRule& rule, bool* stopped,
                  bool* mid_pick = nullptr) {
  Result<GameRecord> loaded = parse_record(encode_record(saved, format));
  EXPECT_TRUE(loaded) << loaded.message();
  Result<Replay> replay = Replay::open(std::move(*loaded));
  EXPECT_TRUE(replay) << replay.message();
  EXPECT_TRUE(replay->index());
  Game g = *replay->at(replay->last_frame());
  if (mid_pick) *mid_pick = g.decision().picked > 0;
  Recorder rec(replay->record());
  Result<SessionEnd> end = run_session(g, rec, {rule}, {}, random_choice, {});
  EXPECT_TRUE(end) << end.message();
  *stopped = end->stopped;
  return rec.finish(g);
}

TEST(RecordStopResumeTest, OneStopAtEveryKEqualsTheUninterruptedGame) {
  int mid_pick = 0;  // stops inside a multi-pick decision (every stop here is inside a turn)
  for (uint64_t seed = 1; seed <= kEveryKSeeds; ++seed) {
    std::optional<Game> full_end;
    GameRecord full = samples::play_recorded(seed, kDefaultHashEvery, &full_end);
    for (uint32_t k = 0; k <= full.inputs.size(); ++k) {
      StopRule at_k = *parse_stop_rule("both:choice:" + std::to_string(k));
      bool stopped = false;
      GameRecord first = play_until(seed, at_k, &stopped);
      ASSERT_EQ(first.inputs.size(), std::min<size_t>(k, full.inputs.size()));
      ASSERT_EQ(stopped, k < full.inputs.size());
      if (!stopped) continue;
      if (k % kDefaultHashEvery == 0) {
        ASSERT_EQ(first.final_hash, full.hashes[k / kDefaultHashEvery]);
      }
      bool picking = false;
      GameRecord done = resume(first, k % 2 ? RecordFormat::Binary : RecordFormat::Json,
                               *parse_stop_rule("turn:100000"), &stopped, &picking);
      mid_pick += picking;
      ASSERT_FALSE(stopped);
      ASSERT_EQ(done.final_hash, full.final_hash) << "seed " << seed << " K " << k;
      ASSERT_EQ(done.hashes, full.hashes) << "seed " << seed << " K " << k;
      for (size_t i = 0; i < full.inputs.size(); ++i) ASSERT_EQ(done.inputs[i].option, full.inputs[i].option);
    }
  }
  EXPECT_GT(mid_pick, 0);  // e.g. between "attack with X" and "done"
}

TEST(RecordStopResumeTest, ChainsOfOneChoiceEqualTheUninterruptedGame) {
  for (uint64_t seed = 20; seed < 20 + kChainSeeds; ++seed) {
    GameRecord full = samples::play_recorded(seed);
    const char* rules[] = {"both:choice:1", "p1:choice:1", "p2:choice:2", "turn:1"};
    StopRule rule = *parse_stop_rule(rules[seed % 4]);
    bool stopped = false;
    GameRecord r = play_until(seed, rule, &stopped);
    int segments = 1;
    while (stopped) {
      r = resume(r, seed % 2 ? RecordFormat::Binary : RecordFormat::Json, rule, &stopped);
      ASSERT_LT(++segments, 10000);
    }
    ASSERT_EQ(r.final_hash, full.final_hash) << "seed " << seed << " rule " << rule.text;
    ASSERT_EQ(r.hashes, full.hashes);
  }
}

TEST(RecordStopResumeTest, AForkFedTheOriginalInputsReproducesTheOriginal) {
  for (uint64_t seed = 70; seed < 76; ++seed) {
    GameRecord orig = samples::play_recorded(seed, 1);
    Result<Replay> parent = Replay::open(orig);
    ASSERT_TRUE(parent->index());
    for (uint32_t k = 0; k < orig.end_frame(); k += 9) {
      Result<GameRecord> fork = make_fork(*parent, ForkRequest{k, std::nullopt, std::nullopt});
      ASSERT_TRUE(fork) << fork.message();
      EXPECT_EQ(fork->parent->record_hash, record_hash(orig));
      EXPECT_EQ(fork->parent->frame, k);
      EXPECT_EQ(fork->start_frame, k);
      EXPECT_TRUE(fork->inputs.empty());
      Result<GameRecord> loaded = parse_record(encode_record(*fork, k % 2 ? RecordFormat::Binary : RecordFormat::Json));
      ASSERT_TRUE(loaded);
      Result<Replay> child = Replay::open(std::move(*loaded));
      ASSERT_TRUE(child) << child.message();
      Game g = *child->at(k);
      ASSERT_EQ(g.hash(), orig.hashes[k]);
      for (uint32_t f = k; f < orig.end_frame(); ++f) {
        ASSERT_TRUE(g.apply(orig.inputs[f].option)) << "seed " << seed << " fork " << k << " frame " << f;
        ASSERT_EQ(g.hash(), orig.hashes[f + 1]) << "seed " << seed << " fork " << k << " frame " << f + 1;
      }
    }
  }
}

TEST(RecordStopResumeTest, AReseededForkIsRecordedAndDrawsDifferently) {
  GameRecord orig = samples::play_recorded(80, 1);
  Result<Replay> parent = Replay::open(orig);
  ASSERT_TRUE(parent->index());
  Result<GameRecord> fork = make_fork(*parent, ForkRequest{30, PlayerId::P2, 12345});
  ASSERT_TRUE(fork) << fork.message();
  EXPECT_EQ(fork->parent->reseed, 12345u);
  EXPECT_EQ(fork->seed, 12345u);
  EXPECT_EQ(fork->seats[1].controller, "human");
  EXPECT_NE(fork->hashes[0], orig.hashes[30]);
  Result<Replay> child = Replay::open(*fork);
  ASSERT_TRUE(child) << child.message();
  // Same visible position, different library order.
  Game a = *parent->at(30), b = *child->at(30);
  EXPECT_EQ(a.view(PlayerId::P1).players[0].hand.size(), b.view(PlayerId::P1).players[0].hand.size());
  EXPECT_NE(state_of(a).players[0].library, state_of(b).players[0].library);
  // A fork of a fork records its own parent.
  Result<GameRecord> grandchild = make_fork(*child, ForkRequest{30, std::nullopt, std::nullopt});
  ASSERT_TRUE(grandchild);
  EXPECT_EQ(grandchild->parent->record_hash, record_hash(*fork));
}

TEST(RecordStopResumeTest, ForkErrorsNameTheFrame) {
  GameRecord orig = samples::play_recorded(81);
  Result<Replay> parent = Replay::open(orig);
  Result<GameRecord> f = make_fork(*parent, ForkRequest{orig.end_frame() + 5, std::nullopt, std::nullopt});
  ASSERT_FALSE(f);
  EXPECT_EQ(f.message().rfind("frame " + std::to_string(orig.end_frame() + 5) + ": out of range", 0), 0u) << f.message();
  f = make_fork(*parent, ForkRequest{orig.end_frame(), std::nullopt, std::nullopt});
  ASSERT_FALSE(f);
  EXPECT_NE(f.message().find("the game is over"), std::string::npos);
}

}  // namespace
}  // namespace rwd
