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
  EXPECT_TRUE(
      contains(r.out, "the solving line:\n  turn 1:\n    1. p1: attack with Grizzly Bears#0\n"))
      << r.out;
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
  EXPECT_EQ(pj["line"][0]["turn"], 1);
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

const char* kDestroy =
    "[metadata]\nName:Bolt the bear\nGoal:Destroy specified creatures\nTargets:Creature.OppCtrl\n"
    "Turns:1\n[state]\nactiveplayer=human\nactivephase=MAIN1\nhumanhand=Lightning Bolt\n"
    "humanbattlefield=Mountain\nhumanlibrary=Mountain\naibattlefield=Grizzly "
    "Bears\nailibrary=Forest\n";

// Issue 16: a person solves a goal other than Win; the goal and its turn limit are shown
// first, the solving line at the end, and the record replays to the same line.
TEST(CliPuzzleTest, APersonSolvesADestroyGoalAndTheRecordReplays) {
  write_file("bolt.pzl", kDestroy);
  Output r = rewind("puzzle bolt.pzl --p1 human --record bolt.json --force",
                    "cast Lightning Bolt\ntarget Grizzly Bears\n");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(
      contains(r.out, "goal Destroy specified permanents (Creature.OppCtrl) by the end of turn 1"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "solved: result ongoing on turn 2")) << r.out;
  EXPECT_TRUE(contains(r.out,
                       "the solving line:\n  turn 1:\n    1. p1: cast Lightning Bolt#1\n"
                       "    2. p1: target Grizzly Bears#3\n"))
      << r.out;
  Output v = rewind("replay bolt.json --verify");
  EXPECT_EQ(v.exit_code, 0) << v.out << v.err;
  Output t = rewind("replay bolt.json --timeline");
  EXPECT_TRUE(contains(t.out, "target Grizzly Bears#3")) << t.out;
  Output miss = rewind("puzzle bolt.pzl --p1 human", "cast Lightning Bolt\ntarget p2\n");
  EXPECT_EQ(miss.exit_code, 0) << miss.err;
  EXPECT_TRUE(contains(miss.out, "not solved")) << miss.out;
  EXPECT_TRUE(contains(miss.out, "the line played:")) << miss.out;
  Output j =
      rewind("puzzle bolt.pzl --p1 human --json", "cast Lightning Bolt\ntarget Grizzly Bears\n");
  EXPECT_TRUE(contains(j.out, "\"type\":\"puzzle_start\"")) << j.out;
  EXPECT_TRUE(contains(j.out, "\"solved\":true")) << j.out;
}

// A 3/3 with a line the engine cannot run (line 5).
constexpr const char* kOddBear =
    "Name:Odd Bear\nManaCost:1 G\nTypes:Creature Bear\nPT:3/3\n"
    "A:AB$ Frobnicate | Cost$ T | SpellDescription$ Frobnicate.\n";

// p1 attacks with `card` (line 7) into an empty board: 3 damage wins.
std::string attack_puzzle(const std::string& card) {
  return "[metadata]\nGoal:Win\nTurns:1\n[state]\nactivephase=COMBAT_DECLARE_ATTACKERS\n"
         "ailife=3\nhumanbattlefield=" +
         card + "\nhumanlibrary=Forest\nailibrary=Forest\n";
}

// --cards adds scripts to the pool as for play and sim; a card the engine cannot run is
// refused with the puzzle's line and the script's.
TEST(CliPuzzleTest, CardsFromScripts) {
  write_file("puzzle_bear.txt", "Name:Puzzle Bear\nManaCost:1 G\nTypes:Creature Bear\nPT:3/3\n");
  write_file("odd_bear.txt", kOddBear);
  write_file("pb.pzl", attack_puzzle("Puzzle Bear"));
  Output without = rewind("puzzle pb.pzl");
  EXPECT_EQ(without.exit_code, 1);
  EXPECT_TRUE(contains(without.err, "line 7: unknown card \"Puzzle Bear\"")) << without.err;
  Output with = rewind("puzzle pb.pzl --cards puzzle_bear.txt --budget 20");
  EXPECT_EQ(with.exit_code, 0) << with.err;
  EXPECT_TRUE(contains(with.out, "solved: result p1")) << with.out;
  write_file("odd.pzl",
             "[metadata]\nGoal:Win\n[state]\nactivephase=MAIN1\nhumanbattlefield=Odd Bear\n");
  Output odd = rewind("puzzle odd.pzl --cards odd_bear.txt");
  EXPECT_EQ(odd.exit_code, 1);
  EXPECT_TRUE(contains(odd.err, "line 5: card \"Odd Bear\" cannot be used: line 5")) << odd.err;
}

// --allow-unsupported places such a card anyway: it plays without its unsupported line (named
// on stderr), the goal is reached with it, and the record says so and replays.
TEST(CliPuzzleTest, AllowUnsupportedPlaysTheCardWithoutItsLine) {
  write_file("odd_bear2.txt", kOddBear);
  write_file("odd2.pzl", attack_puzzle("Odd Bear"));
  Output refused = rewind("puzzle odd2.pzl --cards odd_bear2.txt");
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_TRUE(contains(refused.err, "line 7: card \"Odd Bear\" cannot be used")) << refused.err;
  fs::remove(scratch_dir() / "odd2.rwd");
  Output played = rewind(
      "puzzle odd2.pzl --cards odd_bear2.txt --allow-unsupported --budget 20 --record odd2.rwd");
  EXPECT_EQ(played.exit_code, 0) << played.err;
  EXPECT_TRUE(contains(played.out, "solved: result p1")) << played.out;
  EXPECT_TRUE(contains(played.err, "Odd Bear is not fully implemented")) << played.err;
  Output replay = rewind("replay odd2.rwd --verify");
  EXPECT_EQ(replay.exit_code, 0) << replay.out << replay.err;
  EXPECT_TRUE(contains(read_file(scratch_dir() / "odd2.rwd"), "Odd Bear"));
}

}  // namespace
}  // namespace rwd
