// `rewind bench`: engine speed and a behaviour fingerprint on the built-in decks.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/alloc_counter.h"
#include "cli/commands.h"
#include "cli/session.h"
#include "core/hash.h"
#include "record/record_binary.h"
#include "record/record_file.h"
#include "record/replay.h"
#include "record/sample_games.h"

namespace rwd {

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Thread CPU time in seconds: the record figures count this thread's work only, so that
// other processes on a shared machine do not inflate them.
double cpu_seconds() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Records (docs/game-record.md): replay speed, seeking in a 2,000-frame record, binary
// bytes per input, and resuming a 500-frame stop from its file.
nlohmann::json record_bench(uint64_t seed, int games) {
  games = std::max(1, std::min(games, 500));
  std::vector<std::string> files;
  uint64_t inputs = 0, beyond_header = 0;
  for (int i = 0; i < games; ++i) {
    GameRecord r = samples::play_recorded(seed + static_cast<uint64_t>(i));
    GameRecord header = r;
    header.inputs.clear();
    header.hashes.resize(1);
    files.push_back(encode_record_binary(r));
    inputs += r.inputs.size();
    beyond_header += files.back().size() - encode_record_binary(header).size();
  }
  double t0 = cpu_seconds();
  std::vector<Replay> replays;
  for (const std::string& f : files) replays.push_back(std::move(*Replay::open(*decode_record_binary(f))));
  double load_secs = cpu_seconds() - t0;
  t0 = cpu_seconds();
  bool all_ok = true;
  for (Replay& r : replays) all_ok &= r.verify().ok;
  double replay_secs = std::max(cpu_seconds() - t0, 1e-9);

  GameRecord long_rec = samples::long_record(2000, seed);
  t0 = cpu_seconds();
  Replay cold = std::move(*Replay::open(long_rec));
  Result<Game> last = cold.at(cold.last_frame());
  double cold_ms = (cpu_seconds() - t0) * 1e3;
  Replay seek = std::move(*Replay::open(long_rec));
  t0 = cpu_seconds();
  all_ok &= seek.index().is_ok();
  double index_ms = (cpu_seconds() - t0) * 1e3;
  double worst_ms = 0, total_ms = 0;
  for (uint32_t f = seek.first_frame(); f <= seek.last_frame(); ++f) {
    double ms = 1e9;
    for (int rep = 0; rep < 3; ++rep) {  // the best of three: a preempted try is not the seek's cost
      double t = cpu_seconds();
      Result<Game> g = seek.at(f);
      ms = std::min(ms, (cpu_seconds() - t) * 1e3);
      all_ok &= g.is_ok();
    }
    worst_ms = std::max(worst_ms, ms);
    total_ms += ms;
  }

  GameRecord stop500 = samples::long_record(500, seed);
  std::string path = (std::filesystem::temp_directory_path() / ("rewind-bench-" + std::to_string(seed) + ".rwr")).string();
  all_ok &= write_record_file(path, stop500).is_ok();
  const int kResumes = 20;
  t0 = cpu_seconds();
  for (int i = 0; i < kResumes; ++i) {
    Result<GameRecord> rec = read_record_file(path);
    Result<Replay> rp = Replay::open(std::move(*rec));
    all_ok &= rp && rp->index().is_ok() && rp->at(rp->last_frame()).is_ok();
  }
  double resume_ms = (cpu_seconds() - t0) * 1e3 / kResumes;
  std::error_code ignored;
  std::filesystem::remove(path, ignored);
  uint32_t frames = seek.last_frame() - seek.first_frame() + 1;
  return {{"games", games},
          {"ok", all_ok && last.is_ok()},
          {"replay_decisions_per_sec", static_cast<double>(inputs) / replay_secs},
          {"load_ms_per_record", load_secs * 1e3 / games},
          {"binary_bytes_per_input", static_cast<double>(beyond_header) / static_cast<double>(inputs)},
          {"seek_frames", frames},
          {"seek_index_ms", index_ms},
          {"seek_mean_ms", total_ms / frames},
          {"seek_max_ms", worst_ms},
          {"seek_cold_last_frame_ms", cold_ms},
          {"resume_500_frames_ms", resume_ms}};
}

}  // namespace

int cmd_bench(const BenchOptions& o) {
  const CardPool pool = CardPool::builtin();
  const CardDb& db = pool.db();
  GameSetup setup;
  std::vector<std::string> decks = CardPool::default_decks();
  for (int p = 0; p < kNumPlayers; ++p) {
    Result<PlayerSetup> ps = pool.deck(decks[p]);
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
    mid->generate_options(opts);  // generation itself (Game::options copies a kept list)
    sink += opts.size();
  }
  double options_ns = seconds_since(t0) * 1e9 / kGenerations;
  uint64_t option_allocs = heap_allocations_this_thread() - allocs_before;

  // 3. The Lightning Bolt mirror: 20 Mountains and 40 Bolts each, random vs random; every
  // Bolt is cast, targeted and resolved by the ability interpreter. Heap allocations are
  // counted inside Game::apply only (the engine's work, abilities included).
  GameSetup bolts;
  const CardDefId mountain = *pool.card("Mountain"), bolt = *pool.card("Lightning Bolt");
  for (int p = 0; p < kNumPlayers; ++p) {
    bolts.players[p].deck_name = "20 Mountain, 40 Lightning Bolt";
    bolts.players[p].deck.assign(20, mountain);
    bolts.players[p].deck.insert(bolts.players[p].deck.end(), 40, bolt);
  }
  const int bolt_games = std::max(1, o.games / 4);
  uint64_t bolt_decisions = 0, bolt_apply_allocs = 0, bolt_casts = 0;
  Hasher bolt_hash;
  t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < bolt_games; ++i) {
    bolts.seed = o.seed + static_cast<uint64_t>(i);
    Result<Game> g = Game::create(bolts, db);
    if (!g) return 2;
    while (!g->over()) {
      Result<int> a = ctl[raw(g->pending().player)]->choose(*g, g->pending().player);
      if (!a) return 2;
      bolt_casts += g->options()[*a].kind() == OptionKind::Cast;
      uint64_t before = heap_allocations_this_thread();
      if (!g->apply(*a)) return 2;
      bolt_apply_allocs += heap_allocations_this_thread() - before;
    }
    bolt_decisions += g->inputs();
    bolt_hash.add(g->hash());
  }
  double bolt_secs = seconds_since(t0);

  nlohmann::json j{{"games", o.games},
                   {"seed", o.seed},
                   {"decks", {setup.players[0].deck_name, setup.players[1].deck_name}},
                   {"decisions", decisions},
                   {"avg_turns", static_cast<double>(turns) / o.games},
                   {"games_per_sec", o.games / game_secs},
                   {"decisions_per_sec", static_cast<double>(decisions) / game_secs},
                   {"state_bytes", Game::state_bytes()},
                   {"state_copy_ns", copy_ns},
                   {"options_ns", options_ns},
                   {"options_heap_allocations", option_allocs},
                   {"hash", hex64(all.digest())}};
  j["bolt_mirror"] = {{"games", bolt_games},
                      {"decisions", bolt_decisions},
                      {"bolts_cast", bolt_casts},
                      {"games_per_sec", bolt_games / bolt_secs},
                      {"decisions_per_sec", static_cast<double>(bolt_decisions) / bolt_secs},
                      {"apply_heap_allocations", bolt_apply_allocs},
                      {"hash", hex64(bolt_hash.digest())}};
  j["record"] = record_bench(o.seed, o.games);
  if (sink == 42) std::cerr << "";
  if (o.json) {
    std::cout << j.dump() << "\n";
  } else {
    std::cout << "random vs random, " << o.games << " games (seeds " << o.seed << ".."
              << o.seed + o.games - 1 << "), " << setup.players[0].deck_name << " vs "
              << setup.players[1].deck_name << "\n"
              << "  games/s:          " << j["games_per_sec"].get<double>() << "\n"
              << "  decisions/s:      " << j["decisions_per_sec"].get<double>() << "\n"
              << "  state copy:       " << copy_ns << " ns (" << Game::state_bytes() << " bytes)\n"
              << "  legal options:    " << options_ns << " ns, " << option_allocs
              << " heap allocations in " << kGenerations << " calls\n"
              << "  fingerprint hash: " << j["hash"].get<std::string>() << "\n";
    const nlohmann::json& b = j["bolt_mirror"];
    std::cout << "Lightning Bolt mirror (20 Mountain, 40 Lightning Bolt each; random vs random, " << bolt_games
              << " games)\n"
              << "  games/s:          " << b["games_per_sec"].get<double>() << "\n"
              << "  decisions/s:      " << b["decisions_per_sec"].get<double>() << "\n"
              << "  bolts cast:       " << b["bolts_cast"].get<uint64_t>() << "\n"
              << "  heap allocations: " << b["apply_heap_allocations"].get<uint64_t>() << " inside Game::apply\n"
              << "  fingerprint hash: " << b["hash"].get<std::string>() << "\n";
    const nlohmann::json& r = j["record"];
    std::cout << "records (" << r["games"].get<int>() << " recorded games; a " << r["seek_frames"].get<int>()
              << "-frame record; a 500-frame stop)" << (r["ok"].get<bool>() ? "" : " FAILED") << "\n"
              << "  replay:           " << r["replay_decisions_per_sec"].get<double>() << " decisions/s\n"
              << "  binary size:      " << r["binary_bytes_per_input"].get<double>() << " bytes per input beyond the header\n"
              << "  seek:             " << r["seek_mean_ms"].get<double>() << " ms mean, " << r["seek_max_ms"].get<double>()
              << " ms worst (after a " << r["seek_index_ms"].get<double>() << " ms index; cold, last frame: "
              << r["seek_cold_last_frame_ms"].get<double>() << " ms)\n"
              << "  resume:           " << r["resume_500_frames_ms"].get<double>() << " ms (read, check, replay 500 frames)\n";
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
