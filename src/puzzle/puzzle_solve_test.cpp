// Every puzzle in tests/puzzles, played by the search bot (p1) against the heuristic (p2):
// win-*.pzl must be solved, nowin-*.pzl (no win exists) must not be. And the CLI command's
// exit codes: 0 for a puzzle played, non-zero for bad input.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "bots/controller.h"
#include "game/card_pool.h"
#include "puzzle/puzzle.h"

namespace rwd {
namespace {

const std::filesystem::path kDir = std::filesystem::path(REWIND_SOURCE_DIR) / "tests" / "puzzles";

std::vector<std::string> puzzle_files() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(kDir))
    if (e.path().extension() == ".pzl") out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

class PuzzleSolveTest : public ::testing::TestWithParam<std::string> {};

TEST_P(PuzzleSolveTest, SearchBotMeetsTheExpectation) {
  const std::string file = GetParam();
  const bool has_win = file.rfind("win-", 0) == 0;
  Result<Puzzle> pz = load_puzzle_file((kDir / file).string(), CardPool::builtin());
  ASSERT_TRUE(pz.is_ok()) << pz.message();
  auto p1 = std::move(*make_controller("search"));
  auto p2 = std::move(*make_controller("heuristic"));
  Controller* ctl[] = {p1.get(), p2.get()};
  Result<PuzzleOutcome> out =
      run_puzzle(*pz, CardPool::builtin(),
                 [&](const Game& g, PlayerId seat) { return ctl[raw(seat)]->choose(g, seat); });
  ASSERT_TRUE(out.is_ok()) << out.message();
  EXPECT_EQ(out->solved, has_win) << file << ": result " << result_name(out->result) << " on turn " << out->final_turn;
}

INSTANTIATE_TEST_SUITE_P(Puzzles, PuzzleSolveTest, ::testing::ValuesIn(puzzle_files()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string n = info.param.substr(0, info.param.size() - 4);
                           for (char& c : n)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return n;
                         });

TEST(PuzzleFilesTest, AtLeastTwentyWithAWin) {
  auto files = puzzle_files();
  EXPECT_GE(std::count_if(files.begin(), files.end(), [](const std::string& f) { return f.rfind("win-", 0) == 0; }),
            20);
  EXPECT_GE(std::count_if(files.begin(), files.end(), [](const std::string& f) { return f.rfind("nowin-", 0) == 0; }),
            3);
}

int run_cli(const std::string& args) {
  std::string cmd = std::string(REWIND_BINARY) + " " + args + " >/dev/null 2>&1";
  int rc = std::system(cmd.c_str());
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

TEST(PuzzleCliTest, ExitCodes) {
  const std::string good = (kDir / "win-01-alpha-strike.pzl").string();
  EXPECT_EQ(run_cli("puzzle " + good + " --budget 50"), 0);
  EXPECT_EQ(run_cli("puzzle " + good + " --p1 nosuchbot"), 1);
  EXPECT_EQ(run_cli("puzzle /nonexistent/file.pzl"), 1);
  const std::string bad = (std::filesystem::temp_directory_path() / "rewind_bad_puzzle.pzl").string();
  std::ofstream(bad) << "[metadata]\nGoal:Win\n[state]\nactivephase=MAIN1\nhumanbattlefield=No Such Card\n";
  EXPECT_EQ(run_cli("puzzle " + bad), 1);
  std::filesystem::remove(bad);
}

}  // namespace
}  // namespace rwd
