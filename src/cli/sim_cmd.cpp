// `rewind sim`: many seeded games between bots; prints totals and one behaviour hash.
// `--shard K/N` plays one of N disjoint ranges of the games (cli/sim_summary.h); `--jobs N`
// plays them on N threads, with the same results as one.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <thread>
#include <tuple>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/session.h"
#include "cli/sim_summary.h"
#include "record/record_file.h"
#include "record/recorder.h"

namespace rwd {

namespace {

std::string record_path(const std::string& dir, uint64_t seed) {
  return (std::filesystem::path(dir) / ("seed-" + std::to_string(seed) + ".rwr")).string();
}

struct SeatBots {
  std::unique_ptr<Controller> owned[kNumPlayers];
};

// One game of the run: its outcome, or the error that stopped it (and the exit code).
struct SimGame {
  GameOutcome outcome;
  std::string error;
  int exit_code = 0;
};

// Plays game `i` of the run (seed o.seed + i) with `bots`, writing its record when asked.
SimGame play_sim_game(GameSetup setup, const CardDb& db, const std::string* kinds,
                      const SimOptions& o, int64_t i, SeatBots& bots) {
  SimGame r;
  setup.seed = o.seed + static_cast<uint64_t>(i);
  Result<Game> game = Game::create(setup, db);
  if (!game) {
    r.error = game.message();
    r.exit_code = 1;
    return r;
  }
  std::optional<Recorder> rec;
  LoopHooks rec_hooks;
  if (!o.record_dir.empty()) {
    RecordSeat seats[kNumPlayers];
    for (int p = 0; p < kNumPlayers; ++p)
      seats[p] = RecordSeat{kinds[p], 0, {}, 0, o.budget, o.threads};
    rec.emplace(new_game_record(setup, db, *game, seats));
    rec_hooks.before = [&](const Game& g) { rec->frame(g); };
    rec_hooks.chosen = [&](const Game& g, int n, const std::string&, bool) {
      rec->input(g.pending().player, n, kinds[raw(g.pending().player)]);
    };
  }
  Controller* ctl[kNumPlayers] = {bots.owned[0].get(), bots.owned[1].get()};
  Result<GameOutcome> out = play_out(*game, ctl, rec ? &rec_hooks : nullptr);
  if (!out) {
    r.error = "game " + std::to_string(i) + " (seed " + std::to_string(setup.seed) +
              "): " + out.message();
    r.exit_code = 2;
    return r;
  }
  if (rec)
    if (Status s = write_record_file(record_path(o.record_dir, setup.seed), rec->finish(*game));
        !s) {
      r.error = s.message();
      r.exit_code = 1;
      return r;
    }
  r.outcome = *out;
  return r;
}

// The games of `range`, played by o.jobs threads (each with its own bots) taking the next
// game in turn; results in seed order, so the totals and the hash do not depend on --jobs.
std::vector<SimGame> play_sim_games(const GameSetup& setup, const CardDb& db,
                                    const std::string* kinds, const SimOptions& o,
                                    const ShardRange& range, std::vector<SeatBots>& bots) {
  std::vector<SimGame> played(static_cast<size_t>(range.count));
  std::atomic<int64_t> next{0};
  std::atomic<bool> failed{false};
  auto work = [&](SeatBots& b) {
    for (int64_t k = next++; k < range.count && !failed; k = next++) {
      played[static_cast<size_t>(k)] = play_sim_game(setup, db, kinds, o, range.first + k, b);
      if (!played[static_cast<size_t>(k)].error.empty()) failed = true;
    }
  };
  std::vector<std::thread> threads;
  for (size_t j = 1; j < bots.size(); ++j) threads.emplace_back(work, std::ref(bots[j]));
  work(bots[0]);
  for (std::thread& th : threads) th.join();
  return played;
}

}  // namespace

int cmd_sim(const SimOptions& o) {
  Result<CardPool> pool = game_card_pool(o.pool.card_paths, std::cerr);
  if (!pool) {
    std::cerr << "error: " << pool.message() << "\n";
    return 1;
  }
  const CardDb& db = pool->db();
  std::vector<std::string> deck_args = o.decks.empty() ? CardPool::default_decks() : o.decks;
  if (deck_args.size() != 2) {
    std::cerr << "error: give two decks or none\n";
    return 1;
  }
  if (o.games <= 0) {
    std::cerr << "error: --games must be at least 1\n";
    return 1;
  }
  GameSetup setup;
  setup.allow_unsupported = o.pool.allow_unsupported;
  for (int p = 0; p < kNumPlayers; ++p) {
    Result<PlayerSetup> ps = pool->deck(deck_args[p], o.pool.allow_unsupported, o.pool.format());
    if (!ps) {
      std::cerr << "error: " << ps.message() << "\n";
      return 1;
    }
    setup.players[p] = std::move(*ps);
  }
  const std::string kinds[kNumPlayers] = {o.p1, o.p2};
  if (std::string e = check_controller_settings(kinds, false, o.budget_given, o.threads_given);
      !e.empty()) {
    std::cerr << "error: " << e << "\n";
    return 1;
  }
  for (int p = 0; p < kNumPlayers; ++p)
    if (kinds[p] == "human" || kinds[p] == "scripted") {
      std::cerr << "error: --p" << (p + 1)
                << ": sim plays bots only, that choose for themselves (random, first, "
                << "heuristic, search), not " << kinds[p] << "\n";
      return 1;
    }
  if (o.jobs < 1) {
    std::cerr << "error: --jobs must be at least 1\n";
    return 1;
  }
  // One pair of controllers per job: a job's bots are its own (bots keep no state between
  // decisions, but their scratch space is not shared between threads).
  std::vector<SeatBots> bots(static_cast<size_t>(o.jobs));
  for (SeatBots& b : bots)
    for (int p = 0; p < kNumPlayers; ++p) {
      Result<std::unique_ptr<Controller>> c =
          make_controller(kinds[p], ControllerOptions{{}, o.budget, o.threads});
      if (!c) {
        std::cerr << "error: --p" << (p + 1) << ": " << c.message() << "\n";
        return 1;
      }
      b.owned[p] = std::move(*c);
    }
  if (!o.record_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(o.record_dir, ec);
    if (ec) {
      std::cerr << "error: --record-dir " << o.record_dir << ": " << ec.message() << "\n";
      return 1;
    }
    for (int i = 0; i < o.games; ++i)
      if (std::string e = output_problem(
              "--record-dir", record_path(o.record_dir, o.seed + static_cast<uint64_t>(i)), {},
              o.force);
          !e.empty()) {
        std::cerr << "error: " << e << "\n";
        return 1;
      }
  }
  // --shard K/N: only the games of the K-th of N disjoint seed ranges (cli/sim_summary.h).
  int shard_k = 1, shard_n = 1;
  if (!o.shard.empty()) {
    Result<std::pair<int, int>> kn = parse_shard(o.shard);
    if (!kn) {
      std::cerr << "error: " << kn.message() << "\n";
      return 1;
    }
    std::tie(shard_k, shard_n) = *kn;
  }
  const ShardRange range = shard_range(o.games, shard_k, shard_n);
  SimTotals t;
  t.p1 = setup.players[0].deck_name + " (" + o.p1 + ")";
  t.p2 = setup.players[1].deck_name + " (" + o.p2 + ")";
  t.seed = o.seed;
  t.budget = o.budget;
  t.game_hashes.reserve(static_cast<size_t>(range.count));
  auto t0 = std::chrono::steady_clock::now();  // for the speed report only
  // In batches, so that memory stays small however many games are asked for.
  const int64_t batch = 1024 * static_cast<int64_t>(bots.size());
  for (int64_t first = range.first; first < range.first + range.count; first += batch) {
    const ShardRange part{first, std::min(batch, range.first + range.count - first)};
    for (const SimGame& g : play_sim_games(setup, db, kinds, o, part, bots)) {
      if (!g.error.empty()) {  // in seed order: the first failing game is reported
        std::cerr << "error: " << g.error << "\n";
        return g.exit_code;
      }
      const GameOutcome& out = g.outcome;
      t.wins[out.result == GameResult::P1Wins ? 0 : out.result == GameResult::P2Wins ? 1 : 2]++;
      t.turns += static_cast<uint64_t>(out.turns);
      t.decisions += out.decisions;
      t.game_hashes.push_back(out.hash);
    }
  }
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (o.shard.empty())
    print_sim_totals(t, o.json, std::cout);
  else  // a shard always prints its JSON: it is read back by `rewind sim-merge`
    std::cout << shard_json(t, shard_k, shard_n, o.games, range.first).dump() << "\n";
  return 0;
}

int cmd_decks(bool json) {
  const CardPool pool = CardPool::builtin();
  nlohmann::json arr = nlohmann::json::array();
  for (const DeckInfo& d : CardPool::builtin_decks()) {
    Result<PlayerSetup> ps = pool.deck(d.id);
    int cards = ps ? static_cast<int>(ps->deck.size()) : 0;
    if (json)
      arr.push_back({{"id", d.id}, {"name", d.name}, {"cards", cards}});
    else
      std::cout << d.id << "  " << d.name << " (" << cards << " cards)\n";
  }
  if (json) std::cout << arr.dump() << "\n";
  return 0;
}

void register_sim_command(CLI::App& app) {
  static SimOptions sim;
  auto* s = app.add_subcommand("sim", "play many seeded games between bots");
  s->add_option("decks", sim.decks, "two decks")->expected(0, 2);
  s->add_option("--games", sim.games, "number of games")
      ->required()
      ->check(whole_number_in(1, 100'000'000));
  s->add_option(
       "--p1", sim.p1,
       "controller of p1: random, first, heuristic, search (bots that choose for themselves)")
      ->capture_default_str();
  s->add_option("--p2", sim.p2, "controller of p2 (the same kinds)")->capture_default_str();
  s->add_option("--seed", sim.seed, "seed of the first game; game i uses seed+i")
      ->capture_default_str()
      ->check(whole_number());
  auto* budget = s->add_option("--budget", sim.budget,
                               "search budget in simulations, for a search seat (default 600)")
                     ->check(whole_number_in(1, 1'000'000'000));
  auto* threads = s->add_option("--threads", sim.threads, "threads for a search seat")
                      ->capture_default_str()
                      ->check(whole_number_in(1, 256));
  s->add_flag("--json", sim.json, "print one JSON object");
  add_card_pool_options(s, sim.pool);
  s->add_option("--record-dir", sim.record_dir,
                "write each game's binary record to DIR/seed-N.rwr");
  s->add_flag("--force", sim.force, "let --record-dir replace existing records");
  s->add_option("--jobs", sim.jobs,
                "play N games at a time on N threads (results identical to one job)")
      ->capture_default_str()
      ->check(whole_number_in(1, 256));
  s->add_option("--shard", sim.shard,
                "K/N: play only the K-th of N disjoint ranges of the games, printing JSON for "
                "`rewind sim-merge`");
  s->callback([budget, threads] {
    sim.budget_given = budget->count() > 0;
    sim.threads_given = threads->count() > 0;
    throw CLI::RuntimeError(cmd_sim(sim));
  });
}

void register_decks_command(CLI::App& app) {
  static bool json = false;
  auto* d = app.add_subcommand("decks", "list the built-in decks");
  d->add_flag("--json", json, "print JSON");
  d->callback([] { throw CLI::RuntimeError(cmd_decks(json)); });
}

}  // namespace rwd
