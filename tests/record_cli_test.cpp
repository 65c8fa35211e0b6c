// The record commands as users and agents run them (in-process, output captured): a chain
// of `play --stop-every` + `resume` prints exactly the lines of one uninterrupted
// `play`, stops end with the pending decision, forks continue with `play --from`, `sim`
// writes records that verify, and bad input fails clearly without touching files.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "core/version.h"
#include "record/record_file.h"

namespace rwd {
namespace {

namespace fs = std::filesystem;

struct Captured {
  int code = -1;
  std::string out, err;
};

template <typename F>
Captured capture(F f) {
  std::stringstream out, err;
  std::streambuf* o = std::cout.rdbuf(out.rdbuf());
  std::streambuf* e = std::cerr.rdbuf(err.rdbuf());
  Captured c;
  c.code = f();
  std::cout.rdbuf(o);
  std::cerr.rdbuf(e);
  c.out = out.str();
  c.err = err.str();
  return c;
}

// A scratch directory for this test process, removed at exit.
fs::path scratch() {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("rewind_record_cli_test_" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  static const struct Cleanup {
    ~Cleanup() {
      std::error_code ec;
      fs::remove_all(dir, ec);
    }
  } cleanup;
  return dir;
}

std::string path(const std::string& name) { return (scratch() / name).string(); }

std::string slurp(const std::string& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

PlayOptions bots(uint64_t seed, bool json) {
  PlayOptions o;
  o.p1 = "random";
  o.p2 = "random";
  o.seed = seed;
  o.json = json;
  return o;
}

std::string last_line(const std::string& text) {
  size_t end = text.find_last_not_of('\n');
  size_t start = text.rfind('\n', end);
  return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

// Drops the stop lines (JSON) or stop blocks (text: from "stopped at frame" to the end of
// the segment) from a segment's output.
std::string without_stop(const std::string& segment, bool json) {
  if (json) {
    std::string out, line;
    std::istringstream in(segment);
    while (std::getline(in, line))
      if (line.find("\"type\":\"stop\"") == std::string::npos) out += line + "\n";
    return out;
  }
  size_t at = segment.find("stopped at frame ");
  return at == std::string::npos ? segment : segment.substr(0, at);
}

// play with a stop rule, then resume with the same rule until the game ends: the segments
// (stop output removed) concatenate to the uninterrupted game's output.
void expect_chain_equals_full(uint64_t seed, const std::string& rule, bool json, const std::string& file) {
  Captured full = capture([&] { return cmd_play(bots(seed, json)); });
  ASSERT_EQ(full.code, 0) << full.err;
  PlayOptions first = bots(seed, json);
  first.stop_every = {rule};
  first.snapshot_out = path(file);
  first.force = true;  // the file of an earlier seed
  Captured seg = capture([&] { return cmd_play(first); });
  ASSERT_EQ(seg.code, 0) << seg.err;
  std::string chained = without_stop(seg.out, json);
  int segments = 1;
  while (seg.out.find(json ? "\"type\":\"game_over\"" : "game over after") == std::string::npos) {
    ResumeOptions r;
    r.file = path(file);
    r.stop_every = {rule};
    r.snapshot_out = path(file);
    r.json = json;
    r.reveal =
        true;  // a stop file is shown as its seat sees it; the uninterrupted game showed everything
    seg = capture([&] { return cmd_resume(r); });
    ASSERT_EQ(seg.code, 0) << "segment " << segments << ": " << seg.err;
    chained += without_stop(seg.out, json);
    ASSERT_LT(++segments, 5000);
  }
  EXPECT_GT(segments, 2);
  EXPECT_EQ(chained, full.out) << "seed " << seed << " rule " << rule;
}

TEST(RecordCliTest, ResumingOneChoiceAtATimePrintsTheUninterruptedGame) {
#if defined(REWIND_CHECK_STATE) || defined(__SANITIZE_ADDRESS__)
  const uint64_t seeds = 1;  // checked builds run far slower
#else
  const uint64_t seeds = 3;
#endif
  for (uint64_t seed = 1; seed <= seeds; ++seed) expect_chain_equals_full(seed, "both:choice:1", true, "chain.json");
}

TEST(RecordCliTest, ChainsWorkForOneSeatTurnsTextAndBinary) {
  expect_chain_equals_full(4, "p1:choice:3", true, "chain.rwr");
  expect_chain_equals_full(5, "turn:1", false, "chain2.json");
  expect_chain_equals_full(6, "p2:choice:1", false, "chain3.rwr");
}

TEST(RecordCliTest, AStopEndsWithTheActingSeatsViewAndOptions) {
  PlayOptions o = bots(7, true);
  o.p1 = "human";
  o.stop_every = {"p1:choice:0"};
  o.snapshot_out = path("agent.json");
  Captured c = capture([&] { return cmd_play(o); });
  ASSERT_EQ(c.code, 0) << c.err;
  nlohmann::json stop = nlohmann::json::parse(last_line(c.out));
  EXPECT_EQ(stop["type"], "stop");
  EXPECT_EQ(stop["player"], "p1");
  EXPECT_EQ(stop["view"]["viewer"], "p1");
  ASSERT_GE(stop["options"].size(), 2u);
  EXPECT_EQ(stop["options"][0]["n"], 0);
  // The agent answers by label and stops again before its next choice.
  ResumeOptions r;
  r.file = path("agent.json");
  r.choose = {stop["options"][0]["label"].get<std::string>()};
  r.stop_every = {"p1:choice:1"};
  r.snapshot_out = path("agent.json");
  r.json = true;
  c = capture([&] { return cmd_resume(r); });
  ASSERT_EQ(c.code, 0) << c.err;
  nlohmann::json next = nlohmann::json::parse(last_line(c.out));
  EXPECT_EQ(next["type"], "stop");
  EXPECT_GT(next["frame"].get<int>(), stop["frame"].get<int>());
  EXPECT_EQ(nlohmann::json::parse(c.out.substr(0, c.out.find('\n')))["type"], "decision");
}

TEST(RecordCliTest, AnIllegalAnswerFailsNamingTheFrameAndWritesNothing) {
  PlayOptions o = bots(8, true);
  o.stop_every = {"both:choice:5"};
  o.snapshot_out = path("keep.json");
  ASSERT_EQ(capture([&] { return cmd_play(o); }).code, 0);
  std::string before = slurp(path("keep.json"));
  ResumeOptions r;
  r.file = path("keep.json");
  r.choose = {"77"};
  r.stop_every = {"both:choice:1"};
  r.snapshot_out = path("keep.json");
  Captured c = capture([&] { return cmd_resume(r); });
  EXPECT_EQ(c.code, 1);
  EXPECT_NE(c.err.find("frame 5: --choose \"77\": option 77 is not legal"), std::string::npos) << c.err;
  EXPECT_EQ(slurp(path("keep.json")), before);
  EXPECT_FALSE(fs::exists(path("keep.json") + ".tmp"));
}

TEST(RecordCliTest, CorruptTruncatedAndForeignRecordsFailClearly) {
  PlayOptions o = bots(9, false);
  o.record = path("g.rwr");
  ASSERT_EQ(capture([&] { return cmd_play(o); }).code, 0);
  std::string bytes = slurp(path("g.rwr"));
  std::ofstream(path("trunc.rwr"), std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  ResumeOptions r;
  r.file = path("trunc.rwr");
  Captured c = capture([&] { return cmd_resume(r); });
  EXPECT_EQ(c.code, 1);
  EXPECT_NE(c.err.find("checksum mismatch"), std::string::npos) << c.err;

  Result<GameRecord> rec = read_record_file(path("g.rwr"));
  ASSERT_TRUE(rec);
  GameRecord foreign = *rec;
  foreign.engine_version = "9.9.9";
  ASSERT_TRUE(write_record_file(path("foreign.json"), foreign));
  ReplayOptions v;
  v.file = path("foreign.json");
  v.verify = true;
  v.json = true;
  c = capture([&] { return cmd_replay(v); });
  EXPECT_EQ(c.code, 1);
  nlohmann::json j = nlohmann::json::parse(c.out);
  EXPECT_EQ(j["ok"], false);
  EXPECT_EQ(j["engine_mismatch"], true);
  EXPECT_NE(j["problem"].get<std::string>().find("engines are paired"), std::string::npos);
  ReplayOptions t;
  t.file = path("foreign.json");
  t.timeline = true;
  c = capture([&] { return cmd_replay(t); });
  EXPECT_EQ(c.code, 1);
  EXPECT_NE(c.err.find("engine 9.9.9"), std::string::npos) << c.err;

  GameRecord edited = *rec;
  edited.hashes[1] ^= 0xFF;
  ASSERT_TRUE(write_record_file(path("edited.json"), edited));
  v.file = path("edited.json");
  c = capture([&] { return cmd_replay(v); });
  EXPECT_EQ(c.code, 1);
  j = nlohmann::json::parse(c.out);
  EXPECT_EQ(j["ok"], false);
  EXPECT_EQ(j["first_divergent_frame"], 32);
  EXPECT_EQ(j["frames"], rec->inputs.size() + 1);

  ReplayOptions f;
  f.file = path("g.rwr");
  f.frame = 100000;
  c = capture([&] { return cmd_replay(f); });
  EXPECT_EQ(c.code, 1);
  EXPECT_NE(c.err.find("frame 100000: out of range"), std::string::npos) << c.err;
}

TEST(RecordCliTest, VerifyTimelineAndFrameOfAGoodRecord) {
  PlayOptions o = bots(10, false);
  o.record = path("good.json");
  ASSERT_EQ(capture([&] { return cmd_play(o); }).code, 0);
  ReplayOptions v;
  v.file = path("good.json");
  v.verify = true;
  v.json = true;
  Captured c = capture([&] { return cmd_replay(v); });
  ASSERT_EQ(c.code, 0) << c.out << c.err;
  nlohmann::json j = nlohmann::json::parse(c.out);
  EXPECT_EQ(j["ok"], true);
  EXPECT_TRUE(j["first_divergent_frame"].is_null());
  ReplayOptions t;
  t.file = path("good.json");
  t.timeline = true;
  t.json = true;
  c = capture([&] { return cmd_replay(t); });
  ASSERT_EQ(c.code, 0);
  size_t lines = std::count(c.out.begin(), c.out.end(), '\n');
  EXPECT_EQ(lines, j["frames"].get<size_t>());
  nlohmann::json first = nlohmann::json::parse(c.out.substr(0, c.out.find('\n')));
  EXPECT_EQ(first["frame"], 0);
  EXPECT_TRUE(first["answer"].contains("label"));
  ReplayOptions f;
  f.file = path("good.json");
  f.frame = 20;
  f.seat = "p2";
  f.json = true;
  c = capture([&] { return cmd_replay(f); });
  ASSERT_EQ(c.code, 0) << c.err;
  j = nlohmann::json::parse(c.out);
  EXPECT_EQ(j["frame"], 20);
  EXPECT_EQ(j["view"]["viewer"], "p2");
}

TEST(RecordCliTest, AForkContinuedByTheSameBotsReplaysTheOriginal) {
  PlayOptions o = bots(11, true);
  o.record = path("parent.json");
  Captured full = capture([&] { return cmd_play(o); });
  ASSERT_EQ(full.code, 0);
  ForkOptions f;
  f.file = path("parent.json");
  f.frame = 40;
  f.out = path("child.rwr");
  ASSERT_EQ(capture([&] { return cmd_fork(f); }).code, 0);
  PlayOptions cont = bots(0, true);
  cont.from = path("child.rwr");
  cont.record = path("child-done.json");
  Captured c = capture([&] { return cmd_play(cont); });
  ASSERT_EQ(c.code, 0) << c.err;
  EXPECT_EQ(last_line(c.out), last_line(full.out));  // same game-over line, same hash
  Result<GameRecord> done = read_record_file(path("child-done.json"));
  ASSERT_TRUE(done);
  EXPECT_EQ(done->start_frame, 40u);
  EXPECT_EQ(done->parent->frame, 40u);
  // A seed with --from is contradictory (the record holds the RNG): refused, nothing written.
  PlayOptions seeded = bots(0, true);
  seeded.from = path("child.rwr");
  seeded.seed = 5;
  seeded.seed_given = true;
  seeded.record = path("seeded.json");
  Captured bad = capture([&] { return cmd_play(seeded); });
  EXPECT_EQ(bad.code, 1);
  EXPECT_NE(bad.err.find("--from continues a record: its seed"), std::string::npos) << bad.err;
  EXPECT_FALSE(std::filesystem::exists(path("seeded.json")));
}

TEST(RecordCliTest, SimWritesARecordPerGameThatVerifies) {
  SimOptions s;
  s.games = 5;
  s.seed = 100;
  s.record_dir = path("sim");
  Captured c = capture([&] { return cmd_sim(s); });
  ASSERT_EQ(c.code, 0) << c.err;
  for (int i = 0; i < 5; ++i) {
    ReplayOptions v;
    v.file = path("sim/seed-" + std::to_string(100 + i) + ".rwr");
    v.verify = true;
    Captured r = capture([&] { return cmd_replay(v); });
    EXPECT_EQ(r.code, 0) << r.out << r.err;
  }
}

}  // namespace
}  // namespace rwd
