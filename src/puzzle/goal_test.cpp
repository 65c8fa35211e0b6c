// Every goal of Forge's puzzle format, reached and not reached, with scripted answers (each
// answer a label the game accepts; after the script, "pass" or "done" wherever they are
// legal), and the Targets filter.
#include "puzzle/goal.h"

#include <gtest/gtest.h>

#include "puzzle/puzzle.h"

namespace rwd {
namespace {

// Answers `p1` for p1 and `p2` for p2 in order; an answer that is not legal at a decision
// waits for a later one, and "pass" or "done" is given instead.
PuzzleChooser scripted(std::vector<std::string> p1, std::vector<std::string> p2 = {}) {
  auto next = std::make_shared<size_t[]>(2);
  auto lines = std::make_shared<std::vector<std::string>[]>(2);
  lines[0] = std::move(p1);
  lines[1] = std::move(p2);
  return [next, lines](const Game& g, PlayerId seat) -> Result<int> {
    const int s = raw(seat);
    if (next[s] < lines[s].size())
      if (Result<int> r = g.parse_answer(lines[s][next[s]])) {
        ++next[s];
        return r;
      }
    for (const char* fallback : {"pass", "done"})
      if (Result<int> r = g.parse_answer(fallback)) return r;
    return 0;
  };
}

PuzzleOutcome run(const std::string& text, const PuzzleChooser& choose) {
  Result<Puzzle> pz = parse_puzzle(text, CardPool::builtin());
  EXPECT_TRUE(pz.is_ok()) << pz.message();
  if (!pz) return {};
  Result<PuzzleOutcome> out = run_puzzle(*pz, CardPool::builtin(), choose);
  EXPECT_TRUE(out.is_ok()) << out.message();
  return out ? *out : PuzzleOutcome{};
}

const std::string kBolt = R"([metadata]
Name:Bolt the bear
Goal:Destroy specified creatures
Targets:Creature.OppCtrl
Turns:1
[state]
turn=1
activeplayer=human
activephase=MAIN1
humanhand=Lightning Bolt
humanbattlefield=Mountain
humanlibrary=Mountain
aibattlefield=Grizzly Bears
ailibrary=Forest
)";

// Forge: "When the last permanent specified in the goal leaves the battlefield, you win".
TEST(PuzzleGoalTest, DestroyIsReachedWhenTheLastTargetLeavesTheBattlefield) {
  PuzzleOutcome yes = run(kBolt, scripted({"cast Lightning Bolt", "target Grizzly Bears"}));
  EXPECT_TRUE(yes.solved);
  EXPECT_EQ(yes.result, GameResult::Ongoing);  // the goal ends the puzzle, not the game
  PuzzleOutcome face = run(kBolt, scripted({"cast Lightning Bolt", "target p2"}));
  EXPECT_FALSE(face.solved);
  EXPECT_EQ(face.result, GameResult::Ongoing);
}

const std::string kBears = R"([metadata]
Goal:Put the specified permanent on the battlefield
Targets:Grizzly Bears
Turns:1
[state]
activeplayer=human
activephase=MAIN1
humanhand=Grizzly Bears
humanbattlefield=Forest;Forest
humanlibrary=Forest
ailibrary=Forest
)";

TEST(PuzzleGoalTest, PutOnTheBattlefieldIsReachedWhenTheCardEnters) {
  EXPECT_TRUE(run(kBears, scripted({"cast Grizzly Bears"})).solved);
  EXPECT_FALSE(run(kBears, scripted({})).solved);
  // TargetCount: two bears are needed, and only one can be cast.
  std::string two = kBears;
  two.replace(two.find("Turns:1"), 7, "Turns:1\nTargetCount:2");
  EXPECT_FALSE(run(two, scripted({"cast Grizzly Bears"})).solved);
  std::string one_there = two;
  one_there.replace(one_there.find("humanbattlefield=Forest;Forest"), 30,
                    "humanbattlefield=Forest;Forest;Grizzly Bears");
  EXPECT_TRUE(run(one_there, scripted({"cast Grizzly Bears"})).solved);
}

const std::string kSteal = R"([metadata]
Goal:Gain control of specified permanents
Targets:Creature.OppCtrl
Turns:1
[state]
activeplayer=human
activephase=MAIN1
humanhand=Control Magic;Lightning Bolt
humanbattlefield=Island;Island;Island;Island;Mountain
humanlibrary=Island
aibattlefield=Grizzly Bears
ailibrary=Forest
)";

TEST(PuzzleGoalTest, GainControlIsReachedWhenP1ControlsEveryTarget) {
  EXPECT_TRUE(run(kSteal, scripted({"cast Control Magic", "target Grizzly Bears"})).solved);
  // Killing the bear leaves no creature of theirs, but p1 gained control of nothing.
  EXPECT_FALSE(run(kSteal, scripted({"cast Lightning Bolt", "target Grizzly Bears"})).solved);
}

const std::string kSurvive = R"([metadata]
Goal:Survive
Turns:1
[state]
activeplayer=ai
activephase=MAIN1
humanlife=2
humanbattlefield=Grizzly Bears
humanlibrary=Forest
aibattlefield=Grizzly Bears
ailibrary=Forest
)";

// Forge: at the upkeep of the turn after the last one, p1 wins if it has not lost.
TEST(PuzzleGoalTest, SurviveIsReachedWhenP1HasNotLostByTheEndOfTheLastTurn) {
  const std::vector<std::string> attack = {"attack with Grizzly Bears", "done"};
  PuzzleOutcome blocked =
      run(kSurvive, scripted({"block Grizzly Bears with Grizzly Bears", "done"}, attack));
  EXPECT_TRUE(blocked.solved);
  EXPECT_EQ(blocked.final_turn, 2);
  PuzzleOutcome unblocked = run(kSurvive, scripted({"done"}, attack));
  EXPECT_FALSE(unblocked.solved);
  EXPECT_EQ(unblocked.result, GameResult::P2Wins);
}

TEST(PuzzleGoalTest, WinMustComeBeforeTheLastTurnEnds) {
  const std::string win = R"([metadata]
Goal:Win
Turns:1
[state]
activeplayer=human
activephase=MAIN1
ailife=3
humanhand=Lightning Bolt
humanbattlefield=Mountain
humanlibrary=Mountain
ailibrary=Forest
)";
  EXPECT_TRUE(run(win, scripted({"cast Lightning Bolt", "target p2"})).solved);
  EXPECT_FALSE(run(win, scripted({})).solved);
}

TEST(PuzzleGoalTest, GoalNamesAreForgesWithAndWithoutThe) {
  EXPECT_EQ(*puzzle_goal("Put Specified Permanent on the Battlefield"),
            PuzzleGoal::PutOnBattlefield);
  EXPECT_EQ(*puzzle_goal("play the specified permanent"), PuzzleGoal::PutOnBattlefield);
  EXPECT_EQ(*puzzle_goal("Kill specified creatures"), PuzzleGoal::Destroy);
  EXPECT_EQ(*puzzle_goal("Remove specified permanents from the battlefield"), PuzzleGoal::Destroy);
  EXPECT_EQ(*puzzle_goal("Gain Control of Specified Permanents"), PuzzleGoal::GainControl);
  EXPECT_FALSE(puzzle_goal("Win gracefully").is_ok());
}

TEST(PuzzleGoalTest, TargetsFilters) {
  const CardPool pool = CardPool::builtin();
  CardView bears;
  bears.def = static_cast<int>(*pool.card("Grizzly Bears"));
  bears.types = type_bit(CardType::Creature);
  bears.controller = bears.owner = 1;
  CardView forest;
  forest.def = static_cast<int>(*pool.card("Forest"));
  forest.types = type_bit(CardType::Land);
  forest.tapped = true;
  auto fits = [&](const char* text, const CardView& c) {
    Result<TargetFilter> f = parse_targets(text, pool);
    EXPECT_TRUE(f.is_ok()) << text << ": " << f.message();
    return f && f->matches(c);
  };
  EXPECT_TRUE(fits("Creature.OppCtrl", bears));
  EXPECT_FALSE(fits("Creature.YouCtrl", bears));
  EXPECT_TRUE(fits("Card.namedGrizzly Bears+OppOwn", bears));
  EXPECT_TRUE(fits("Grizzly Bears", bears));
  EXPECT_FALSE(fits("Grizzly Bears", forest));
  EXPECT_TRUE(fits("Creature.OppCtrl,Land.Tapped", forest));
  EXPECT_FALSE(fits("Permanent.nonLand", forest));
  EXPECT_TRUE(fits("Card.inZoneBattlefield+YouCtrl", forest));
  Result<TargetFilter> bad = parse_targets("Creature.Sparkly", pool);
  ASSERT_FALSE(bad.is_ok());
  EXPECT_NE(bad.message().find("unknown property \"Sparkly\""), std::string::npos) << bad.message();
  EXPECT_FALSE(parse_targets("Card.namedGrizly Bears", pool).is_ok());
  EXPECT_FALSE(parse_targets("Wizard.OppCtrl", pool).is_ok());
}

}  // namespace
}  // namespace rwd
