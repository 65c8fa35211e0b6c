// Games for the analysis tests: heuristic-vs-heuristic games on the built-in decks (seeded,
// so every run is the same game), cut after a number of inputs, and positions built from
// card lists. Header-only; tests only.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analysis/analysis.h"
#include "bots/heuristic.h"
#include "bots/seat.h"
#include "game/card_pool.h"
#include "record/sample_games.h"

namespace rwd::analysis_test {

// The first `max_inputs` inputs (or all, if it ends sooner) of the heuristic-vs-heuristic game
// on built-in decks `deck_a` and `deck_b` with `seed`.
inline AnalysisInput heuristic_game(uint64_t seed, uint32_t max_inputs, int deck_a = 0,
                                    int deck_b = 1) {
  const GameSetup setup = samples::builtin_setup(seed, deck_a, deck_b);
  Result<Game> start = Game::create(setup, CardPool::builtin().db());
  EXPECT_TRUE(start.is_ok()) << start.message();
  Game g = *start;
  std::vector<int> inputs;
  while (!g.over() && inputs.size() < max_inputs) {
    const int a = heuristic_choice(SeatHandle(g, g.pending().player));
    inputs.push_back(a);
    EXPECT_TRUE(g.apply(a).is_ok());
  }
  AnalysisInput in(*start, std::move(inputs), mix64(seed, 0xa11));
  in.names[0] = setup.players[0].deck_name;
  in.names[1] = setup.players[1].deck_name;
  return in;
}

inline std::vector<PositionCard> cards(std::initializer_list<const char*> names) {
  std::vector<PositionCard> out;
  for (const char* n : names) out.push_back(PositionCard{n});
  return out;
}

inline Game from_position(const Position& pos) {
  Result<Game> g = Game::from_position(pos, CardPool::builtin().db());
  EXPECT_TRUE(g.is_ok()) << g.message();
  return *g;
}

// A small configuration for tests: `budget` samples, a coarse pass of half of it.
inline AnalysisConfig tiny(int budget, int threads = 1) {
  AnalysisConfig cfg;
  cfg.budget = budget;
  cfg.coarse = std::max(1, budget / 2);
  cfg.threads = threads;
  return cfg;
}

}  // namespace rwd::analysis_test
