// `rewind sim --jobs N` (issue 16, part 4): N threads play the games, and everything but the
// clock's speed figures is what one job prints: totals, the fingerprint hash, the records.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;

nlohmann::json without_speed(const std::string& out) {
  nlohmann::json j = nlohmann::json::parse(out);
  j.erase("games_per_sec");
  j.erase("decisions_per_sec");
  j.erase("seconds");  // a shard's
  return j;
}

TEST(SimJobsCliTest, AnyNumberOfJobsGivesTheResultsOfOne) {
  const std::string args = "sim --games 120 --seed 9 --json";
  Output one = rewind(args);
  ASSERT_EQ(one.exit_code, 0) << one.err;
  for (int jobs : {2, 3, 7}) {
    Output many = rewind(args + " --jobs " + std::to_string(jobs));
    ASSERT_EQ(many.exit_code, 0) << many.err;
    EXPECT_EQ(without_speed(many.out), without_speed(one.out)) << jobs << " jobs";
  }
  // Other bots, and a shard of a run played by several jobs.
  const std::string heur = "sim red-burn white-weenie --p1 heuristic --games 9 --seed 3 --json";
  EXPECT_EQ(without_speed(rewind(heur + " --jobs 4").out), without_speed(rewind(heur).out));
  Output shard1 = rewind("sim --games 40 --shard 2/3"),
         shard4 = rewind("sim --games 40 --shard 2/3 --jobs 4");
  ASSERT_EQ(shard4.exit_code, 0) << shard4.err;
  EXPECT_EQ(without_speed(shard4.out).dump(), without_speed(shard1.out).dump());
}

TEST(SimJobsCliTest, RecordsAreTheSameWhateverTheJobs) {
  Output a = rewind("sim --games 6 --seed 20 --record-dir one");
  Output b = rewind("sim --games 6 --seed 20 --record-dir four --jobs 4");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ASSERT_EQ(b.exit_code, 0) << b.err;
  for (int seed = 20; seed < 26; ++seed) {
    const std::string name = "seed-" + std::to_string(seed) + ".rwr";
    const std::string ra = read_file(scratch_dir() / "one" / name),
                      rb = read_file(scratch_dir() / "four" / name);
    EXPECT_FALSE(ra.empty()) << name;
    EXPECT_EQ(ra, rb) << name;
  }
}

TEST(SimJobsCliTest, JobsOutOfRangeAreRefused) {
  for (const char* bad : {"0", "-1", "257", "two"}) {
    Output r = rewind(std::string("sim --games 3 --jobs ") + bad);
    EXPECT_EQ(r.exit_code, 1) << bad;  // CLI11's range check: "--jobs: ... not in range"
    EXPECT_NE(r.err.find("--jobs"), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace rwd
