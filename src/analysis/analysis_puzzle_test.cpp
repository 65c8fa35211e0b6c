// Honest checks on puzzles with known solutions (tests/puzzles): the line the search bot
// solves with is estimated near 100 % at every one of p1's decisions, each decision of a
// puzzle with no win near 0 %, and the heuristic's known losing answer (it casts the biggest
// spell, where only a cheaper hasty creature wins) is marked as a mistake, the winning option
// preferred. Playouts end at the puzzle's last turn: a goal not reached by then is a loss.
#include <gtest/gtest.h>

#include <filesystem>

#include "analysis/analysis.h"
#include "bots/controller.h"
#include "bots/heuristic.h"
#include "bots/seat.h"
#include "game/card_pool.h"
#include "puzzle/puzzle.h"

namespace rwd {
namespace {

const std::filesystem::path kDir = std::filesystem::path(REWIND_SOURCE_DIR) / "tests" / "puzzles";

struct Line {
  Puzzle puzzle;
  AnalysisInput input;
};

// The puzzle played by `p1` against the heuristic, to the end of its last turn.
Line play(const std::string& file, Controller& p1) {
  Result<Puzzle> pz = load_puzzle_file((kDir / file).string(), CardPool::builtin());
  EXPECT_TRUE(pz.is_ok()) << pz.message();
  Result<Game> start = Game::from_position(pz->position, CardPool::builtin().db());
  EXPECT_TRUE(start.is_ok()) << start.message();
  Game g = *start;
  std::vector<int> inputs;
  const int last = puzzle_last_turn(*pz);
  while (!g.over() && g.turn() <= last) {
    const PlayerId p = g.pending().player;
    const int a = p == PlayerId::P1 ? *p1.choose(g, p) : heuristic_choice(SeatHandle(g, p));
    inputs.push_back(a);
    EXPECT_TRUE(g.apply(a).is_ok());
  }
  return Line{*pz, AnalysisInput(*start, std::move(inputs), start->hash())};
}

AnalysisConfig puzzle_config(const Puzzle& pz) {
  AnalysisConfig cfg;
  cfg.budget = 16;
  cfg.coarse = 8;
  cfg.deadline_turn = puzzle_last_turn(pz);
  cfg.deadline_winner = PlayerId::P2;
  return cfg;
}

std::vector<std::string> puzzles(const char* prefix) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(kDir)) {
    const std::string f = e.path().filename().string();
    if (f.rfind(prefix, 0) == 0 && e.path().extension() == ".pzl") out.push_back(f);
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(AnalysisPuzzleTest, TheSolvingLineIsNearCertain) {
  auto search = std::move(*make_controller("search"));
  for (const std::string& file : puzzles("win-")) {
    SCOPED_TRACE(file);
    const Line line = play(file, *search);
    Result<Analysis> a = analyse(line.input, puzzle_config(line.puzzle));
    ASSERT_TRUE(a.is_ok()) << a.message();
    ASSERT_EQ(a->result, "p1");
    ASSERT_FALSE(a->decisions.empty());
    for (const DecisionResult& d : a->decisions) {
      const OptionResult* played = d.find(d.played);
      EXPECT_GE(played->estimate.chance, 0.9) << "frame " << d.frame << ": " << played->label;
      EXPECT_FALSE(d.mistake) << "frame " << d.frame;
    }
  }
}

TEST(AnalysisPuzzleTest, NoWinIsNearZero) {
  auto search = std::move(*make_controller("search"));
  for (const std::string& file : puzzles("nowin-")) {
    SCOPED_TRACE(file);
    const Line line = play(file, *search);
    Result<Analysis> a = analyse(line.input, puzzle_config(line.puzzle));
    ASSERT_TRUE(a.is_ok()) << a.message();
    for (const DecisionResult& d : a->decisions)
      for (const OptionResult& o : d.options)
        EXPECT_LE(o.estimate.chance, 0.1) << "frame " << d.frame << ": " << o.label;
  }
}

TEST(AnalysisPuzzleTest, TheKnownLosingAnswerIsAMistake) {
  auto heuristic = make_heuristic_controller();
  for (const char* file : {"win-10-cheaper-haste.pzl", "win-23-hasty-not-biggest.pzl"}) {
    SCOPED_TRACE(file);
    const Line line = play(file, *heuristic);
    Result<Analysis> a = analyse(line.input, puzzle_config(line.puzzle));
    ASSERT_TRUE(a.is_ok()) << a.message();
    ASSERT_NE(a->result, "p1");
    int mistakes = 0;
    for (const DecisionResult& d : a->decisions) {
      if (!d.mistake) continue;
      ++mistakes;
      EXPECT_LE(d.find(d.played)->estimate.chance, 0.1) << d.find(d.played)->label;
      EXPECT_GE(d.find(d.preferred)->estimate.chance, 0.9) << d.find(d.preferred)->label;
      EXPECT_GE(d.loss, 0.8);
    }
    EXPECT_GE(mistakes, 1);
    ASSERT_FALSE(a->notes.empty());
    bool noted = false;
    for (const std::string& n : a->notes)
      noted = noted || n.find("would have given 100%") != std::string::npos;
    EXPECT_TRUE(noted) << a->notes.back();
  }
}

}  // namespace
}  // namespace rwd
