// `rewind analyse`, run as users run it: the binary of this build directory
// (REWIND_BINARY), its stdout, stderr, exit code and the files it writes. Tiny budgets.
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

struct CommandRun {
  int exit_code = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream f(p);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// A scratch folder for one test, removed at its end, holding a heuristic-vs-heuristic record.
struct Scratch {
  fs::path dir =
      fs::temp_directory_path() / ("rewind_analyse_cmd_test_" + std::to_string(::getpid()) + "_" +
                                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
  fs::path record = dir / "seed-5.rwr";
  Scratch() {
    fs::create_directories(dir);
    EXPECT_EQ(rewind("sim --games 1 --seed 5 --p1 heuristic --p2 heuristic --record-dir '" +
                     dir.string() + "'")
                  .exit_code,
              0);
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  CommandRun rewind(const std::string& args) const {
    fs::path out = dir / "stdout", err = dir / "stderr";
    std::string cmd = std::string("'") + REWIND_BINARY + "' " + args + " >'" + out.string() +
                      "' 2>'" + err.string() + "'";
    int status = std::system(cmd.c_str());
    CommandRun r;
    if (status != -1 && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }
  std::string rec() const { return "'" + record.string() + "'"; }
};

TEST(AnalyseCommandTest, JsonIsByteIdenticalForAnyThreadCount) {
  Scratch s;
  const CommandRun one =
      s.rewind("analyse " + s.rec() + " --seat both --budget 4 --json --no-cache --threads 1");
  ASSERT_EQ(one.exit_code, 0) << one.err;
  const CommandRun two =
      s.rewind("analyse " + s.rec() + " --seat both --budget 4 --json --no-cache --threads 2");
  ASSERT_EQ(two.exit_code, 0) << two.err;
  EXPECT_EQ(one.out, two.out);
  const nlohmann::json j = nlohmann::json::parse(one.out);
  EXPECT_EQ(j["format"], "rewind-analysis");
  EXPECT_EQ(j["config"]["seats"], nlohmann::json::array({"p1", "p2"}));
  EXPECT_EQ(j["config"]["budget"], 4);
  EXPECT_FALSE(j["decisions"].empty());
  EXPECT_TRUE(one.err.empty())
      << one.err;  // no progress unless asked, when stderr is not a terminal
}

TEST(AnalyseCommandTest, StoredBesideTheRecordAndReused) {
  Scratch s;
  const fs::path stored = s.dir / "seed-5.rwr.analysis-p1-view-b3.json";
  const CommandRun first = s.rewind("analyse " + s.rec() + " --budget 3");
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_NE(first.out.find("coach's note:"), std::string::npos) << first.out;
  EXPECT_EQ(first.out.find("(read from"), std::string::npos);
  ASSERT_TRUE(fs::exists(stored));
  const CommandRun again = s.rewind("analyse " + s.rec() + " --budget 3");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.out.find("(read from " + stored.string() + ")"), std::string::npos) << again.out;
  EXPECT_EQ(again.out.substr(0, again.out.find("(read from")), first.out);
  // --json from the stored analysis is the stored text; another budget is another file.
  EXPECT_EQ(s.rewind("analyse " + s.rec() + " --budget 3 --json").out, slurp(stored));
  ASSERT_EQ(s.rewind("analyse " + s.rec() + " --budget 2 --seat p2 --omniscient").exit_code, 0);
  EXPECT_TRUE(fs::exists(s.dir / "seed-5.rwr.analysis-p2-omniscient-b2.json"));
}

TEST(AnalyseCommandTest, OutAndPlotWriteFiles) {
  Scratch s;
  const fs::path out = s.dir / "a.json", plot = s.dir / "a.svg";
  const CommandRun r = s.rewind("analyse " + s.rec() + " --budget 2 --no-cache --json --out '" +
                                out.string() + "' --plot '" + plot.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(slurp(out), r.out);
  EXPECT_EQ(slurp(plot).rfind("<svg", 0), 0u);
  EXPECT_FALSE(fs::exists(s.dir / "seed-5.rwr.analysis-p1-view-b2.json"));  // --no-cache
}

TEST(AnalyseCommandTest, ProgressShowsTheFirstLookOnStderr) {
  Scratch s;
  const CommandRun r = s.rewind("analyse " + s.rec() + " --budget 4 --no-cache --json --progress");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("first look after"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("analysed in"), std::string::npos) << r.err;
  EXPECT_FALSE(nlohmann::json::parse(r.out, nullptr, false).is_discarded());
}

TEST(AnalyseCommandTest, BadInputIsAnError) {
  Scratch s;
  CommandRun r = s.rewind("analyse " + s.rec() + " --seat p3");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("--seat must be p1, p2 or both"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
  r = s.rewind("analyse " + s.rec() + " --budget 0");
  EXPECT_EQ(r.exit_code, 1);
  r = s.rewind("analyse " + s.rec() + " --threads 0");
  EXPECT_EQ(r.exit_code, 1);
  r = s.rewind("analyse '" + (s.dir / "missing.rwr").string() + "'");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("missing.rwr"), std::string::npos) << r.err;
  std::ofstream(s.dir / "junk.json") << "{\"format\": 3}";
  r = s.rewind("analyse '" + (s.dir / "junk.json").string() + "'");
  EXPECT_EQ(r.exit_code, 1);
}

}  // namespace
}  // namespace rwd
