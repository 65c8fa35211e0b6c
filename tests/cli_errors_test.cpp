// Issue 17, items 5 and 8: every user error exits 1 with exactly one line "error: ..." on
// stderr and nothing on stdout — CLI11's own parse errors included (they used to print
// CLI11's text and exit 104, 106, 109, 114) — and values that are out of range, options that
// would be ignored and paths that are not records are refused by name.
#include <gtest/gtest.h>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;

// Exit 1, one "error:" line on stderr naming `part`, nothing on stdout.
void expect_user_error(const std::string& args, const std::string& part) {
  Output r = rewind(args);
  EXPECT_EQ(r.exit_code, 1) << args << "\n" << r.err;
  EXPECT_EQ(r.out, "") << args;
  std::vector<std::string> ls = lines(r.err);
  ASSERT_EQ(ls.size(), 1u) << args << ": stderr is not one line:\n" << r.err;
  EXPECT_EQ(ls[0].rfind("error: ", 0), 0u) << args << ": " << ls[0];
  EXPECT_TRUE(contains(ls[0], part)) << args << ": \"" << part << "\" not in: " << ls[0];
}

TEST(CliErrorsTest, ParseErrorsAreOneErrorLineAndExitCodeOne) {
  expect_user_error("play --seed notanumber --p1 random --p2 random",
                    "--seed");                      // was 104 (conversion)
  expect_user_error("sim --p1 random", "--games");  // was 106 (required)
  expect_user_error("play --p1 random --p2 random --frobnicate",
                    "--frobnicate");               // was 109 (extras)
  expect_user_error("replay --frame", "--frame");  // was 114 (mismatch)
  // An unknown option is named even when a required one is missing too.
  expect_user_error("sim --frobnicate", "not expected: --frobnicate");
  expect_user_error("frobnicate", "frobnicate");
  expect_user_error("", "give a command");
  // Help is not an error.
  Output help = rewind("play --help");
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_TRUE(contains(help.out, "--stop-every")) << help.out;
}

TEST(CliErrorsTest, SimWithAScriptedSeatIsAUserError) {
  // It used to exit 2 ("internal failure") once the scripted seat ran out of answers.
  expect_user_error("sim --games 2 --p1 scripted", "not scripted");
  Output help = rewind("sim --help");
  EXPECT_TRUE(contains(help.out, "random, first, heuristic, search")) << help.out;
}

TEST(CliErrorsTest, NumbersOutOfRangeAreRefusedNotWrapped) {
  expect_user_error("play --p1 random --p2 random --seed -1",
                    "--seed: \"-1\" is not a whole number");
  expect_user_error("sim --games 2 --seed 18446744073709551616", "--seed");
  // --budget 0 and --budget -5 are refused alike, and the help shows the default.
  expect_user_error("sim --games 2 --p1 search --budget 0", "--budget: 0 is out of range");
  expect_user_error("sim --games 2 --p1 search --budget -5",
                    "--budget: \"-5\" is not a whole number");
  EXPECT_TRUE(contains(rewind("play --help").out, "(default 600)"));
  expect_user_error("sim --games 0", "--games");
  expect_user_error("sim --games 2 --threads 0 --p1 search", "--threads");
}

TEST(CliErrorsTest, OptionsThatWouldBeIgnoredAreRefused) {
  expect_user_error("play --p1 random --p2 random --snapshot-out s.json",
                    "--snapshot-out is written when a stop rule");
  expect_user_error("play --p1 random --p2 random --answer 0", "--answer is for a scripted seat");
  expect_user_error("sim --games 2 --budget 100", "--budget is for the search bot");
  expect_user_error("play --p1 random --p2 heuristic --threads 2",
                    "--threads is for the search bot");
  ASSERT_EQ(rewind("play --p1 random --p2 random --seed 3 --record g.json --force").exit_code, 0);
  expect_user_error("replay g.json --verify --seat p1", "--seat is for --frame K and --timeline");
  expect_user_error("replay g.json --verify --reveal", "--reveal is for");
  expect_user_error("replay g.json --timeline --search .", "--search is for --info");
  expect_user_error("resume g.json --seat p1", "give --choose");
  // --seat with --timeline is not ignored: it hides the other seat's hidden picks.
  EXPECT_EQ(rewind("replay g.json --timeline --seat p2").exit_code, 0);
}

TEST(CliErrorsTest, FramesAndPathsAreCheckedWithTheRightWords) {
  ASSERT_EQ(rewind("play --p1 random --p2 random --seed 3 --record g.json --force").exit_code, 0);
  expect_user_error("replay g.json --frame -1", "--frame: \"-1\" is not a whole number");
  expect_user_error("replay g.json --frame 100000", "frame 100000: out of range");
  expect_user_error("replay " + quote(fs::temp_directory_path().string()) + " --timeline",
                    "is a directory");
  expect_user_error("replay no-such.json --timeline", "no-such.json: no such file");
  expect_user_error("resume " + quote(scratch_dir().string()), "is a directory");
}

}  // namespace
}  // namespace rwd
