// Google Benchmark suite for the bots: one search decision at the default budget (600
// simulations, one thread), the figure behind the "under 1 s per decision" target. Figures go
// to docs/BENCHMARKS.md.
#include <benchmark/benchmark.h>

#include "bots/controller.h"
#include "bots/search.h"
#include "cards/builtin.h"
#include "cli/session.h"
#include "game/card_pool.h"
#include "game/game.h"

namespace rwd {
namespace {

// A game between heuristic bots on the built-in decks, stopped at p1's first searched
// priority decision of turn `turn`.
Game heuristic_midgame(uint64_t seed, int turn) {
  GameSetup setup;
  std::vector<std::string> decks = CardPool::default_decks();
  for (int p = 0; p < kNumPlayers; ++p) setup.players[p] = *CardPool::builtin().deck(decks[p]);
  setup.seed = seed;
  Game g = *Game::create(setup, builtin_card_db());
  auto h = std::move(*make_controller("heuristic"));
  while (!g.over() && (g.turn() < turn || g.pending().kind != DecisionKind::Priority))
    (void)g.apply(*h->choose(g, g.pending().player));
  return g;
}

// Fourteen creatures a side, p1 declaring attackers: the most expensive decision for the
// heuristic's combat planning, and so for the search's rollouts.
Game crowded_board() {
  Position pos;
  pos.step = Step::DeclareAttackers;
  const char* mine[] = {"Grizzly Bears",  "Hill Giant",      "Serra Angel", "Giant Spider",
                        "Savannah Lions", "Centaur Courser", "Gray Ogre"};
  const char* theirs[] = {"Vampire Nighthawk", "Hill Giant",     "Typhoid Rats", "Gray Ogre",
                          "Boggart Brute",     "Child of Night", "Black Knight"};
  for (int k = 0; k < 2; ++k) {
    for (const char* n : mine) pos.players[0].battlefield.push_back(PositionCard{n});
    for (const char* n : theirs) pos.players[1].battlefield.push_back(PositionCard{n});
  }
  for (int k = 0; k < 6; ++k) {
    pos.players[0].battlefield.push_back(PositionCard{k % 2 ? "Forest" : "Plains"});
    pos.players[1].battlefield.push_back(PositionCard{k % 2 ? "Swamp" : "Mountain"});
    pos.players[0].library.push_back(PositionCard{"Grizzly Bears"});
    pos.players[1].library.push_back(PositionCard{"Gray Ogre"});
  }
  pos.players[0].hand = {{"Forest"}, {"Serra Angel"}};
  pos.players[1].hand = {{"Swamp"}, {"Hill Giant"}};
  return *Game::from_position(pos, builtin_card_db());
}

void search_decision(benchmark::State& state, const Game& g) {
  SeatHandle seat(g, g.pending().player);
  SearchConfig cfg;
  int choice = 0;
  for (auto _ : state) {
    choice = search(seat, cfg).choice;
    benchmark::DoNotOptimize(choice);
  }
  state.counters["decisions/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_SearchDecisionMidgame(benchmark::State& state) {
  search_decision(state, heuristic_midgame(3, 7));
}
BENCHMARK(BM_SearchDecisionMidgame)->Unit(benchmark::kMillisecond);

void BM_SearchDecisionCrowdedAttack(benchmark::State& state) {
  search_decision(state, crowded_board());
}
BENCHMARK(BM_SearchDecisionCrowdedAttack)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace rwd
