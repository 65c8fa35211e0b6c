// `rewind play`: one game, text or JSON lines, humans and bots.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "cli/human.h"
#include "cli/play_output.h"
#include "cli/play_session.h"
#include "cli/session.h"
#include "record/record_file.h"
#include "record/recorder.h"

namespace rwd {

namespace {

int fail(const std::string& message) {
  std::cerr << "error: " << message << "\n";
  return 1;
}

// The one human seat, if exactly one seat is human.
PlayerId only_human(const bool human[kNumPlayers]) {
  if (human[0] == human[1]) return PlayerId::None;
  return human[0] ? PlayerId::P1 : PlayerId::P2;
}

}  // namespace

int cmd_play(const PlayOptions& o) {
  SessionFiles files;
  files.record = o.record;
  files.snapshot_out = o.snapshot_out;
  files.stop_every = o.stop_every;
  files.choose = {};
  files.json = o.json;
  if (std::string e = check_session_files(files); !e.empty()) return fail(e);
  if (!o.from.empty()) {
    if (!o.decks.empty()) return fail("--from continues a record: its decks come from the record");
    if (o.seed_given)
      return fail(
          "--from continues a record: its seed and RNG come from the record "
          "(fork it with `rewind fork --reseed N` for other randomness)");
    if (o.budget_given || o.threads_given)
      return fail("--from continues a record: its seats' budget and threads come from the record");
    ResumeOptions r;
    r.file = o.from;
    r.stop_every = o.stop_every;
    r.snapshot_out = o.snapshot_out;
    r.record = o.record;
    r.force = o.force;
    r.p1 = o.p1_given ? o.p1 : "";
    r.p2 = o.p2_given ? o.p2 : "";
    r.json = o.json;
    r.quiet_header = false;
    r.answers = o.answers;
    return cmd_resume(r);
  }
  const std::string kinds[kNumPlayers] = {o.p1, o.p2};
  if (std::string e =
          check_controller_settings(kinds, !o.answers.empty(), o.budget_given, o.threads_given);
      !e.empty())
    return fail(e);
  for (const auto& [flag, path] :
       {std::pair{"--record", o.record}, std::pair{"--snapshot-out", o.snapshot_out}})
    if (!path.empty())
      if (std::string e = output_problem(flag, path, {}, o.force); !e.empty()) return fail(e);
  Result<CardPool> pool = game_card_pool(o.pool.card_paths, std::cerr);
  if (!pool) return fail(pool.message());
  const CardDb& db = pool->db();
  std::vector<std::string> deck_args = o.decks.empty() ? CardPool::default_decks() : o.decks;
  if (deck_args.size() != 2) return fail("give two decks or none");
  GameSetup setup;
  setup.seed = o.seed;
  setup.allow_unsupported = o.pool.allow_unsupported;
  for (int p = 0; p < kNumPlayers; ++p) {
    Result<PlayerSetup> ps = pool->deck(deck_args[p], o.pool.allow_unsupported, o.pool.format());
    if (!ps) return fail(ps.message());
    setup.players[p] = std::move(*ps);
  }
  HumanExit human_exit{HumanExit::Kind::None, o.record};
  std::unique_ptr<Controller> owned[kNumPlayers];
  Controller* ctl[kNumPlayers];
  bool human[kNumPlayers] = {};
  for (int p = 0; p < kNumPlayers; ++p) {
    ControllerOptions copts{o.answers, o.budget, o.threads};
    Result<std::unique_ptr<Controller>> c =
        make_cli_controller(kinds[p], std::cin, std::cout, o.json, copts, &human_exit);
    if (!c) return fail("--p" + std::to_string(p + 1) + ": " + c.message());
    human[p] = kinds[p] == "human";
    owned[p] = std::move(*c);
    ctl[p] = owned[p].get();
  }
  const Audience audience = make_audience(human, o.json);
  std::unique_ptr<GameListener> listener = make_play_listener(o.json, audience);
  if (!o.json)
    std::cout << "rewind: " << setup.players[0].deck_name << " (p1, " << o.p1 << ") vs "
              << setup.players[1].deck_name << " (p2, " << o.p2 << "), seed " << o.seed
              << (human[0] || human[1] ? "; type help for the commands" : "") << "\n";
  print_not_implemented(setup, db, o.json, std::cout);
  Result<Game> game = Game::create(setup, db, listener.get());
  if (!game) return fail(game.message());
  RecordSeat seats[kNumPlayers];
  for (int p = 0; p < kNumPlayers; ++p) {
    seats[p].controller = kinds[p];
    if (kinds[p] == "scripted") seats[p].answers = o.answers;
    seats[p].budget = o.budget;
    seats[p].threads = o.threads;
  }
  Recorder rec(new_game_record(setup, db, *game, seats));
  files.human_exit = &human_exit;
  files.save_on_stop = o.record;
  files.catch_interrupt = human[0] || human[1] || !o.record.empty();
  files.quit_viewer = only_human(human);
  return run_play_session(*game, ctl, kinds, make_play_hooks(o.json, audience), rec, files);
}

void register_play_command(CLI::App& app) {
  static PlayOptions play;
  auto* p = app.add_subcommand("play", "play one game in the terminal (you are p1 by default)");
  p->add_option("decks", play.decks, "two decks: built-in deck ids/names or deck files")
      ->expected(0, 2);
  auto* p1 = p->add_option("--p1", play.p1, std::string("controller of p1: ") + kAllControllerKinds)
                 ->capture_default_str();
  auto* p2 =
      p->add_option("--p2", play.p2, "controller of p2 (the same kinds)")->capture_default_str();
  auto* seed =
      p->add_option("--seed", play.seed, "game seed")->capture_default_str()->check(whole_number());
  p->add_option("--answer", play.answers, "answers for a scripted seat, in order (repeatable)");
  auto* budget = p->add_option("--budget", play.budget,
                               "search budget in simulations, for a search seat (default 600)")
                     ->check(whole_number_in(1, 1'000'000'000));
  auto* threads = p->add_option("--threads", play.threads, "threads for a search seat")
                      ->capture_default_str()
                      ->check(whole_number_in(1, 256));
  p->add_flag("--json", play.json, "one JSON object per line (docs/cli-json.md)");
  add_card_pool_options(p, play.pool);
  p->add_option(
      "--record", play.record,
      "write the game's record to FILE (.rwr: binary, else JSON) when it ends, or when you quit");
  p->add_option("--from", play.from,
                "continue the game in a record (a fork) instead of starting one");
  p->add_option("--stop-every", play.stop_every,
                "stop before a decision: p1|p2|both:choice:K (once K of those choices are "
                "answered) or turn:N; "
                "K and N count from the start of this session");
  p->add_option("--snapshot-out", play.snapshot_out,
                "where a stop writes its record (needs --stop-every)");
  p->add_flag("--force", play.force, "let --record and --snapshot-out replace existing files");
  p->callback([p1, p2, seed, budget, threads] {
    play.seed_given = seed->count() > 0;
    play.p1_given = p1->count() > 0;
    play.p2_given = p2->count() > 0;
    play.budget_given = budget->count() > 0;
    play.threads_given = threads->count() > 0;
    throw CLI::RuntimeError(cmd_play(play));
  });
}

}  // namespace rwd
