// Google Benchmark suite for the engine's hot paths. Figures go to docs/BENCHMARKS.md.
#include <benchmark/benchmark.h>

#include "bots/controller.h"
#include "cards/builtin.h"
#include "cli/session.h"
#include "game/card_pool.h"
#include "game/game.h"

namespace rwd {
namespace {

GameSetup builtin_setup(uint64_t seed) {
  GameSetup setup;
  std::vector<std::string> decks = CardPool::default_decks();
  for (int p = 0; p < kNumPlayers; ++p) setup.players[p] = *CardPool::builtin().deck(decks[p]);
  setup.seed = seed;
  return setup;
}

Game mid_game(uint64_t seed, int turn) {
  Game g = *Game::create(builtin_setup(seed), builtin_card_db());
  auto bot = make_random_controller();
  while (!g.over() && g.turn() < turn) {
    int a = *bot->choose(g, g.pending().player);
    (void)g.apply(a);
  }
  return g;
}

void BM_RandomGame(benchmark::State& state) {
  GameSetup setup = builtin_setup(1);
  auto bot = make_random_controller();
  uint64_t seed = 1, decisions = 0;
  for (auto _ : state) {
    setup.seed = seed++;
    Game g = *Game::create(setup, builtin_card_db());
    while (!g.over()) (void)g.apply(*bot->choose(g, g.pending().player));
    decisions += g.inputs();
  }
  state.counters["decisions/s"] =
      benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomGame);

void BM_StateCopy(benchmark::State& state) {
  Game g = mid_game(1, 8);
  for (auto _ : state) {
    Game copy = g;
    benchmark::DoNotOptimize(copy);
  }
  state.counters["bytes"] = static_cast<double>(Game::state_bytes());
}
BENCHMARK(BM_StateCopy);

void BM_LegalOptions(benchmark::State& state) {
  Game g = mid_game(1, 8);
  OptionList opts;
  for (auto _ : state) {
    g.options(opts);
    benchmark::DoNotOptimize(opts);
  }
}
BENCHMARK(BM_LegalOptions);

void BM_StateHash(benchmark::State& state) {
  Game g = mid_game(1, 8);
  for (auto _ : state) benchmark::DoNotOptimize(g.hash());
}
BENCHMARK(BM_StateHash);

void BM_SnapshotEncode(benchmark::State& state) {
  Game g = mid_game(1, 8);
  size_t bytes = 0;
  for (auto _ : state) {
    std::string snap = g.snapshot();
    bytes = snap.size();
    benchmark::DoNotOptimize(snap);
  }
  state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_SnapshotEncode);

void BM_SnapshotDecode(benchmark::State& state) {
  Game g = mid_game(1, 8);
  std::string snap = g.snapshot();
  for (auto _ : state) {
    Result<Game> back = Game::from_snapshot(snap, builtin_card_db());
    benchmark::DoNotOptimize(back);
  }
}
BENCHMARK(BM_SnapshotDecode);

void BM_StateEquality(benchmark::State& state) {
  Game g = mid_game(1, 8);
  Game copy = g;
  for (auto _ : state) benchmark::DoNotOptimize(copy == g);
}
BENCHMARK(BM_StateEquality);

}  // namespace
}  // namespace rwd
