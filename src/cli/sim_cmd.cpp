// `rewind sim`: many seeded games between bots; prints totals and one behaviour hash.
// `--shard K/N` plays one of N disjoint ranges of the games (cli/sim_summary.h).
#include <CLI/CLI.hpp>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
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
  std::unique_ptr<Controller> owned[kNumPlayers];
  Controller* ctl[kNumPlayers];
  const std::string kinds[kNumPlayers] = {o.p1, o.p2};
  if (std::string e = check_controller_settings(kinds, false, o.budget_given, o.threads_given);
      !e.empty()) {
    std::cerr << "error: " << e << "\n";
    return 1;
  }
  for (int p = 0; p < kNumPlayers; ++p) {
    if (kinds[p] == "human" || kinds[p] == "scripted") {
      std::cerr << "error: --p" << (p + 1)
                << ": sim plays bots only, that choose for themselves (random, first, "
                << "heuristic, search), not " << kinds[p] << "\n";
      return 1;
    }
    Result<std::unique_ptr<Controller>> c =
        make_controller(kinds[p], ControllerOptions{{}, o.budget, o.threads});
    if (!c) {
      std::cerr << "error: --p" << (p + 1) << ": " << c.message() << "\n";
      return 1;
    }
    owned[p] = std::move(*c);
    ctl[p] = owned[p].get();
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
  for (int64_t i = range.first; i < range.first + range.count; ++i) {
    setup.seed = o.seed + static_cast<uint64_t>(i);
    Result<Game> game = Game::create(setup, db);
    if (!game) {
      std::cerr << "error: " << game.message() << "\n";
      return 1;
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
    Result<GameOutcome> out = play_out(*game, ctl, rec ? &rec_hooks : nullptr);
    if (out && rec) {
      if (Status s = write_record_file(record_path(o.record_dir, setup.seed), rec->finish(*game));
          !s) {
        std::cerr << "error: " << s.message() << "\n";
        return 1;
      }
    }
    if (!out) {
      std::cerr << "error: game " << i << " (seed " << setup.seed << "): " << out.message() << "\n";
      return 2;
    }
    t.wins[out->result == GameResult::P1Wins ? 0 : out->result == GameResult::P2Wins ? 1 : 2]++;
    t.turns += static_cast<uint64_t>(out->turns);
    t.decisions += out->decisions;
    t.game_hashes.push_back(out->hash);
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
