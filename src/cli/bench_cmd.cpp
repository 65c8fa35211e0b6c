// `rewind bench`: engine speed and a behaviour fingerprint on the built-in decks.
#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cards/builtin.h"
#include "cli/alloc_counter.h"
#include "cli/commands.h"
#include "cli/session.h"
#include "core/hash.h"

namespace rwd {

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

int cmd_bench(const BenchOptions& o) {
  const CardDb& db = builtin_card_db();
  GameSetup setup;
  std::vector<std::string> decks = default_deck_args();
  for (int p = 0; p < kNumPlayers; ++p) {
    Result<PlayerSetup> ps = load_deck_arg(decks[p], db);
    if (!ps) {
      std::cerr << "error: " << ps.message() << "\n";
      return 2;
    }
    setup.players[p] = std::move(*ps);
  }
  auto rnd1 = make_random_controller(), rnd2 = make_random_controller();
  Controller* ctl[kNumPlayers] = {rnd1.get(), rnd2.get()};

  // 1. Random vs random games.
  Hasher all;
  uint64_t decisions = 0, turns = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < o.games; ++i) {
    setup.seed = o.seed + static_cast<uint64_t>(i);
    Result<Game> g = Game::create(setup, db);
    if (!g) return 2;
    Result<GameOutcome> out = play_out(*g, ctl, nullptr);
    if (!out) return 2;
    decisions += out->decisions;
    turns += static_cast<uint64_t>(out->turns);
    all.add(out->hash);
  }
  double game_secs = seconds_since(t0);

  // 2. A mid-game state (turn 8 of the first seed) for copies and option generation.
  setup.seed = o.seed;
  Result<Game> mid = Game::create(setup, db);
  if (!mid) return 2;
  while (!mid->over() && mid->turn() < 8) {
    Result<int> a = ctl[raw(mid->pending().player)]->choose(*mid, mid->pending().player);
    if (!a || !mid->apply(*a)) return 2;
  }
  const int kCopies = 200000;
  uint64_t sink = 0;
  t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < kCopies; ++i) {
    Game copy = *mid;
    sink += copy.turn();
    asm volatile("" : : "g"(&copy) : "memory");
  }
  double copy_ns = seconds_since(t0) * 1e9 / kCopies;

  const int kGenerations = 200000;
  OptionList opts;
  uint64_t allocs_before = heap_allocations_this_thread();
  t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < kGenerations; ++i) {
    mid->options(opts);
    sink += opts.size();
  }
  double options_ns = seconds_since(t0) * 1e9 / kGenerations;
  uint64_t option_allocs = heap_allocations_this_thread() - allocs_before;

  nlohmann::json j{{"games", o.games},
                   {"seed", o.seed},
                   {"decks", {setup.players[0].deck_name, setup.players[1].deck_name}},
                   {"decisions", decisions},
                   {"avg_turns", static_cast<double>(turns) / o.games},
                   {"games_per_sec", o.games / game_secs},
                   {"decisions_per_sec", static_cast<double>(decisions) / game_secs},
                   {"state_bytes", sizeof(GameState)},
                   {"state_copy_ns", copy_ns},
                   {"options_ns", options_ns},
                   {"options_heap_allocations", option_allocs},
                   {"hash", hex64(all.digest())}};
  if (sink == 42) std::cerr << "";
  if (o.json) {
    std::cout << j.dump() << "\n";
  } else {
    std::cout << "random vs random, " << o.games << " games (seeds " << o.seed << ".." << o.seed + o.games - 1
              << "), " << setup.players[0].deck_name << " vs " << setup.players[1].deck_name << "\n"
              << "  games/s:          " << j["games_per_sec"].get<double>() << "\n"
              << "  decisions/s:      " << j["decisions_per_sec"].get<double>() << "\n"
              << "  state copy:       " << copy_ns << " ns (" << sizeof(GameState) << " bytes)\n"
              << "  legal options:    " << options_ns << " ns, " << option_allocs << " heap allocations in "
              << kGenerations << " calls\n"
              << "  fingerprint hash: " << j["hash"].get<std::string>() << "\n";
  }
  return 0;
}

void register_bench_command(CLI::App& app) {
  static BenchOptions bench;
  auto* b = app.add_subcommand("bench", "measure engine speed; print a behaviour fingerprint");
  b->add_option("--games", bench.games, "random-vs-random games to play")->capture_default_str();
  b->add_option("--seed", bench.seed, "seed of the first game")->capture_default_str();
  b->add_flag("--json", bench.json, "print one JSON object");
  b->callback([] { throw CLI::RuntimeError(cmd_bench(bench)); });
}

}  // namespace rwd
