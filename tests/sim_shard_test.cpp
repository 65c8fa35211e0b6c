// `rewind sim --shard K/N` and `rewind sim-merge`: merging the shards of a run gives exactly
// what one run of all the games prints (everything but the clock's speed figures).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

namespace rwd {
namespace {

namespace fs = std::filesystem;

struct Output {
  int exit_code = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream f(p);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

const fs::path& dir() {
  static const fs::path d = [] {
    fs::path p = fs::temp_directory_path() / ("rewind_shard_test_" + std::to_string(::getpid()));
    fs::create_directories(p);
    return p;
  }();
  return d;
}

Output rewind(const std::string& args) {
  static int n = 0;
  const fs::path out = dir() / ("out" + std::to_string(++n)),
                 err = dir() / ("err" + std::to_string(n));
  const std::string cmd = std::string("'") + REWIND_BINARY + "' " + args + " >'" + out.string() +
                          "' 2>'" + err.string() + "'";
  const int status = std::system(cmd.c_str());
  Output r;
  if (status != -1 && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

nlohmann::json without_speed(nlohmann::json j) {
  j.erase("games_per_sec");
  j.erase("decisions_per_sec");
  return j;
}

// Runs the shards of `sim ARGS` into files and returns their paths, space-separated.
std::string run_shards(const std::string& args, int n) {
  static int run = 0;
  ++run;
  std::string files;
  for (int k = n; k >= 1; --k) {  // any order
    Output s = rewind("sim " + args + " --shard " + std::to_string(k) + "/" + std::to_string(n));
    EXPECT_EQ(s.exit_code, 0) << s.err;
    const fs::path f = dir() / ("run" + std::to_string(run) + "-shard" + std::to_string(k) + "of" +
                                std::to_string(n) + ".json");
    std::ofstream(f) << s.out;
    files += " '" + f.string() + "'";
  }
  return files;
}

TEST(SimShardCliTest, MergedShardsEqualOneRunExactly) {
  const std::string args = "--games 300 --seed 1";
  Output whole = rewind("sim " + args + " --json");
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  Output merged = rewind("sim-merge" + run_shards(args, 3) + " --json");
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  const nlohmann::json w = nlohmann::json::parse(whole.out), m = nlohmann::json::parse(merged.out);
  EXPECT_EQ(without_speed(m), without_speed(w));
  EXPECT_EQ(m["hash"], w["hash"]);
  EXPECT_EQ(w.size(), m.size());  // the same keys, speed included
  // The text report too, but for its speed line.
  Output text = rewind("sim " + args), merged_text = rewind("sim-merge" + run_shards(args, 3));
  auto drop_speed = [](const std::string& s) {
    std::string out;
    std::stringstream ss(s);
    for (std::string l; std::getline(ss, l);)
      if (l.rfind("speed:", 0) != 0) out += l + "\n";
    return out;
  };
  EXPECT_EQ(drop_speed(merged_text.out), drop_speed(text.out));
}

TEST(SimShardCliTest, UnevenAndEmptyShardsAndOtherBots) {
  const std::string args = "red-burn white-weenie --p1 heuristic --games 7 --seed 40";
  Output whole = rewind("sim " + args + " --json");
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  for (int n : {2, 7, 10}) {  // 10 shards of 7 games: three are empty
    Output merged = rewind("sim-merge" + run_shards(args, n) + " --json");
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(without_speed(nlohmann::json::parse(merged.out)),
              without_speed(nlohmann::json::parse(whole.out)))
        << n;
  }
}

TEST(SimShardCliTest, MergeRefusesWhatIsNotOneWholeRun) {
  const std::string three = run_shards("--games 30", 3);
  const std::string other = run_shards("--games 30 --seed 2", 3);
  const std::string first_of_three = three.substr(0, three.find(" '", 1));
  EXPECT_NE(rewind("sim-merge" + first_of_three).err.find("missing"), std::string::npos);
  Output mixed =
      rewind("sim-merge" + three.substr(0, three.rfind(" '")) + other.substr(other.rfind(" '")));
  EXPECT_EQ(mixed.exit_code, 1);
  EXPECT_NE(mixed.err.find("seed"), std::string::npos) << mixed.err;
  const fs::path whole = dir() / "whole.json";
  std::ofstream(whole) << rewind("sim --games 3 --json").out;
  EXPECT_NE(rewind("sim-merge '" + whole.string() + "'").err.find("shard"), std::string::npos);
  EXPECT_EQ(rewind("sim --games 3 --shard 4/3").exit_code, 1);
  EXPECT_EQ(rewind("sim-merge '" + (dir() / "absent.json").string() + "'").exit_code, 1);
}

}  // namespace
}  // namespace rwd
