// `rewind replay --verify --check`: every frame of a recorded game passes the engine's state
// checker (Game::check, rules/state_check.h), and a record whose state breaks an invariant is
// refused with the frame and the problem named, by Replay::verify and by the command.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "game/game_internal.h"
#include "record/record_file.h"
#include "record/replay.h"
#include "record/sample_games.h"
#include "rules/state_codec.h"

namespace rwd {
namespace {

using samples::play_recorded;

// The record of a game forked at frame `frame` of `rec` (as `rewind fork` makes it: the
// state there as the start snapshot, no inputs after), with `edit` applied to that state.
GameRecord forked_and_edited(const GameRecord& rec, uint32_t frame, void (*edit)(GameState&)) {
  Result<Replay> replay = Replay::open(rec);
  EXPECT_TRUE(replay) << replay.message();
  Result<Game> at = replay->at(frame);
  EXPECT_TRUE(at) << at.message();
  GameState s;
  EXPECT_TRUE(decode_state(at->snapshot(), s));
  edit(s);
  GameRecord f = rec;
  f.inputs.clear();
  f.answerers.clear();  // canonical: answerers are those the inputs use (record.h)
  f.start_snapshot = encode_state(s);
  f.start_frame = frame;
  Result<Game> start = Game::from_snapshot(f.start_snapshot, replay->db());
  EXPECT_TRUE(start) << start.message();
  f.hashes = {start->hash()};
  f.final_hash = start->hash();
  return f;
}

// The first frame from `from` on where a player has priority and no ability is running.
uint32_t priority_frame(const GameRecord& rec, uint32_t from) {
  Result<Replay> replay = Replay::open(rec);
  EXPECT_TRUE(replay) << replay.message();
  for (uint32_t f = from; f < rec.end_frame(); ++f) {
    Result<Game> g = replay->at(f);
    if (g && g->pending().kind == DecisionKind::Priority && state_of(*g).interactions.empty())
      return f;
  }
  ADD_FAILURE() << "no priority frame after " << from;
  return from;
}

TEST(RecordCheckTest, EveryFrameOfRecordedGamesPassesTheCheck) {
  for (uint64_t seed = 61; seed < 66; ++seed) {
    Result<Replay> replay = Replay::open(play_recorded(seed));
    ASSERT_TRUE(replay) << replay.message();
    VerifyReport v = replay->verify(/*check_states=*/true);
    EXPECT_TRUE(v.ok) << "seed " << seed << ": " << v.problem;
    EXPECT_FALSE(v.first_bad_state);
    EXPECT_EQ(v.frames_replayed, v.frames);
  }
}

TEST(RecordCheckTest, VerifyNamesTheFirstFrameWhoseStateIsBroken) {
  const GameRecord rec = play_recorded(67, 1);
  ASSERT_GT(rec.inputs.size(), 20u);
  // p2 at 0 life while the game goes on to a decision: state-based actions were skipped (704.5a).
  const uint32_t frame = priority_frame(rec, 20);
  const GameRecord bad = forked_and_edited(rec, frame, [](GameState& s) { s.players[1].life = 0; });
  Result<Replay> plain = Replay::open(bad);
  ASSERT_TRUE(plain) << plain.message();
  EXPECT_TRUE(plain->verify().ok) << "every hash matches: only the check finds it";
  Result<Replay> checked = Replay::open(bad);
  ASSERT_TRUE(checked);
  VerifyReport v = checked->verify(/*check_states=*/true);
  EXPECT_FALSE(v.ok);
  ASSERT_TRUE(v.first_bad_state);
  EXPECT_EQ(*v.first_bad_state, frame);
  EXPECT_EQ(v.problem.rfind(
                "frame " + std::to_string(frame) + ": state check: p2 is at 0 life (704.5a)", 0),
            0u)
      << v.problem;
}

struct Captured {
  int code = -1;
  std::string out, err;
};

Captured replay_cmd(const ReplayOptions& o) {
  std::stringstream out, err;
  std::streambuf* saved_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* saved_err = std::cerr.rdbuf(err.rdbuf());
  Captured c;
  c.code = cmd_replay(o);
  std::cout.rdbuf(saved_out);
  std::cerr.rdbuf(saved_err);
  c.out = out.str();
  c.err = err.str();
  return c;
}

TEST(RecordCheckTest, TheReplayCommandChecksWithVerify) {
  namespace fs = std::filesystem;
  const fs::path dir =
      fs::temp_directory_path() / ("rewind_record_check_test_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string good = (dir / "good.rwr").string(), bad = (dir / "bad.json").string();
  const GameRecord rec = play_recorded(68, 1);
  ASSERT_TRUE(write_record_file(good, rec));
  const uint32_t frame = priority_frame(rec, 12);
  ASSERT_TRUE(write_record_file(
      bad, forked_and_edited(rec, frame, [](GameState& s) { s.players[0].poison = 10; })));
  ReplayOptions o;
  o.verify = o.check = true;
  o.file = good;
  Captured c = replay_cmd(o);
  EXPECT_EQ(c.code, 0) << c.out << c.err;
  EXPECT_NE(c.out.find("every state passes the engine's checks"), std::string::npos) << c.out;
  o.file = bad;
  o.json = true;
  c = replay_cmd(o);
  EXPECT_EQ(c.code, 1);
  const nlohmann::json j = nlohmann::json::parse(c.out);
  EXPECT_EQ(j["ok"], false);
  EXPECT_EQ(j["checked"], true);
  EXPECT_EQ(j["first_bad_state"], frame);
  EXPECT_NE(j["problem"].get<std::string>().find("p1 has 10 poison counters (704.5c)"),
            std::string::npos)
      << c.out;
  o.json = false;
  c = replay_cmd(o);
  EXPECT_NE(c.out.find("BAD STATE at frame " + std::to_string(frame)), std::string::npos) << c.out;
  o.verify = false;  // --check alone is refused
  o.timeline = true;
  c = replay_cmd(o);
  EXPECT_EQ(c.code, 1);
  EXPECT_NE(c.err.find("--check goes with --verify"), std::string::npos) << c.err;
  std::error_code ec;
  fs::remove_all(dir, ec);
}

}  // namespace
}  // namespace rwd
