// Issue 17, item 6: puzzles a person can learn from — the line played is shown, a person
// may play either seat, the game can be recorded (and replays), and a file whose position
// is already decided (ailife=0) is refused instead of "solved after 0 decisions".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;

const std::string kAlpha =
    quote(std::string(REWIND_SOURCE_DIR) + "/tests/puzzles/win-01-alpha-strike.pzl");

TEST(CliPuzzleTest, TheSolvingLineIsShownAndRecorded) {
  Output r = rewind("puzzle " + kAlpha + " --record alpha.json --force");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "solved: result p1 on turn 1 after 3 decisions")) << r.out;
  EXPECT_TRUE(contains(r.out, "the line played:\n  1. p1: attack with Grizzly Bears#0\n")) << r.out;
  Output v = rewind("replay alpha.json --verify");
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
  Output t = rewind("replay alpha.json --timeline");
  EXPECT_TRUE(contains(t.out, "attack with Grizzly Bears#2  (search)")) << t.out;
  EXPECT_TRUE(contains(t.out, "game over: p1")) << t.out;
  Output j = rewind("puzzle " + kAlpha + " --json");
  nlohmann::json pj = nlohmann::json::parse(j.out);
  EXPECT_EQ(pj["solved"], true);
  ASSERT_EQ(pj["line"].size(), 3u);
  EXPECT_EQ(pj["line"][0]["label"], "attack with Grizzly Bears#0");
}

TEST(CliPuzzleTest, APersonCanPlayThePuzzle) {
  // Attack with all three bears, then "done" (the defender has no creatures).
  Output r = rewind("puzzle " + kAlpha + " --p1 human", "1\n1\n1\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "Win this turn. Three bears")) << r.out;
  EXPECT_TRUE(contains(r.out, "p1: declare attackers")) << r.out;
  EXPECT_TRUE(contains(r.out, "solved: result p1")) << r.out;
  Output lose = rewind("puzzle " + kAlpha + " --p1 human", "0\n");
  EXPECT_EQ(lose.exit_code, 0) << lose.err;
  EXPECT_TRUE(contains(lose.out, "not solved")) << lose.out;
  EXPECT_TRUE(contains(rewind("puzzle --help").out, "human, search, heuristic, random, first"));
}

TEST(CliPuzzleTest, ADecidedPositionIsRefused) {
  write_file("dead.pzl",
             "[metadata]\nGoal:Win\nTurns:1\n[state]\nactivephase=MAIN1\nailife=0\n"
             "humanbattlefield=Grizzly Bears\n");
  Output r = rewind("puzzle dead.pzl");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(contains(r.err, "ailife must be at least 1")) << r.err;
  EXPECT_EQ(r.out, "");
}

}  // namespace
}  // namespace rwd
