// `rewind play`: one game, text or JSON lines, humans and bots.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"
#include "cli/human.h"
#include "cli/json_out.h"
#include "cli/session.h"
#include "core/hash.h"
#include "record/recorder.h"

namespace rwd {

namespace {

class PrintListener : public GameListener {
 public:
  PrintListener(bool json, const bool human_seat[kNumPlayers]) : json_(json), human_{human_seat[0], human_seat[1]} {}
  void on_event(const GameEvent& e) override {
    // With a human at the table, a hidden card of another seat is shown as "a card".
    bool redact = e.hidden && (human_[0] || human_[1]) && !(e.player >= 0 && human_[e.player]);
    if (json_) {
      if (!redact) {
        std::cout << event_json(e).dump() << "\n";
        return;
      }
      GameEvent r = e;
      r.object = -1;
      r.object_label.clear();
      r.text = redacted_event_text(e);
      std::cout << event_json(r).dump() << "\n";
      return;
    }
    if (e.type == "pass_priority" || e.type == "step_begin" || e.type == "shuffle") return;
    std::cout << (redact ? redacted_event_text(e) : e.text) << "\n";
  }

 private:
  bool json_;
  bool human_[kNumPlayers];
};

}  // namespace

std::unique_ptr<GameListener> make_play_listener(bool json, const bool human[kNumPlayers]) {
  return std::make_unique<PrintListener>(json, human);
}

LoopHooks make_play_hooks(bool json, const bool human_seat[kNumPlayers]) {
  auto acting = std::make_shared<PlayerId>(PlayerId::None);
  bool human[kNumPlayers] = {human_seat[0], human_seat[1]};
  LoopHooks hooks;
  hooks.before = [json, acting, human](const Game& g) {
    *acting = g.pending().player;
    // With a human at the table, a bot seat's choices stay private (they name its hand).
    const bool any_human = human[0] || human[1];
    const bool show = !any_human || (*acting != PlayerId::None && human[raw(*acting)]);
    if (json) std::cout << decision_json(g, show).dump() << "\n" << std::flush;
  };
  hooks.chosen = [json, acting, human](const Game& g, int n, const std::string& label) {
    // A bot's pick of a card to put on the bottom of its library stays hidden from a human.
    const bool secret = (human[0] || human[1]) && *acting != PlayerId::None && !human[raw(*acting)] &&
                        g.pending().kind == DecisionKind::BottomCard;
    const std::string shown = secret ? "bottom a card" : label;
    if (json)
      std::cout << answer_json(g, *acting, n, shown).dump() << "\n";
    else if (!human[raw(*acting)])
      std::cout << player_name(*acting) << " chooses: " << shown << "\n";
  };
  return hooks;
}

int cmd_play(const PlayOptions& o) {
  SessionFiles files{o.record, o.snapshot_out, o.stop_every, {}, o.json};
  if (std::string e = check_session_files(files); !e.empty()) {
    std::cerr << "error: " << e << "\n";
    return 1;
  }
  if (!o.from.empty()) {
    if (!o.decks.empty()) {
      std::cerr << "error: --from continues a record: its decks come from the record\n";
      return 1;
    }
    if (o.seed_given) {
      std::cerr << "error: --from continues a record: its seed and RNG come from the record "
                   "(fork it with `rewind fork --reseed N` for other randomness)\n";
      return 1;
    }
    ResumeOptions r{o.from, {}, o.stop_every, o.snapshot_out, o.record,
                    o.p1_given ? o.p1 : "", o.p2_given ? o.p2 : "", o.json, false, o.answers};
    return cmd_resume(r);
  }
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
  GameSetup setup;
  setup.seed = o.seed;
  setup.allow_unsupported = o.pool.allow_unsupported;
  for (int p = 0; p < kNumPlayers; ++p) {
    Result<PlayerSetup> ps = pool->deck(deck_args[p], o.pool.allow_unsupported);
    if (!ps) {
      std::cerr << "error: " << ps.message() << "\n";
      return 1;
    }
    setup.players[p] = std::move(*ps);
  }
  std::unique_ptr<Controller> owned[kNumPlayers];
  Controller* ctl[kNumPlayers];
  bool human[kNumPlayers] = {};
  const std::string kinds[kNumPlayers] = {o.p1, o.p2};
  for (int p = 0; p < kNumPlayers; ++p) {
    ControllerOptions copts{o.answers, o.budget, o.threads};
    Result<std::unique_ptr<Controller>> c = make_cli_controller(kinds[p], std::cin, std::cout, o.json, copts);
    if (!c) {
      std::cerr << "error: --p" << (p + 1) << ": " << c.message() << "\n";
      return 1;
    }
    human[p] = kinds[p] == "human";
    owned[p] = std::move(*c);
    ctl[p] = owned[p].get();
  }
  std::unique_ptr<GameListener> listener = make_play_listener(o.json, human);
  if (!o.json)
    std::cout << "rewind: " << setup.players[0].deck_name << " (p1, " << o.p1 << ") vs "
              << setup.players[1].deck_name << " (p2, " << o.p2 << "), seed " << o.seed << "\n";
  print_not_implemented(setup, db, o.json, std::cout);
  Result<Game> game = Game::create(setup, db, listener.get());
  if (!game) {
    std::cerr << "error: " << game.message() << "\n";
    return 1;
  }
  RecordSeat seats[kNumPlayers];
  for (int p = 0; p < kNumPlayers; ++p) {
    seats[p].controller = kinds[p];
    if (kinds[p] == "scripted") seats[p].answers = o.answers;
    seats[p].budget = o.budget;
    seats[p].threads = o.threads;
  }
  Recorder rec(new_game_record(setup, db, *game, seats));
  return run_play_session(*game, ctl, make_play_hooks(o.json, human), rec, files);
}

void register_play_command(CLI::App& app) {
  static PlayOptions play;
  auto* p = app.add_subcommand("play", "play one game in the terminal (you are p1 by default)");
  p->add_option("decks", play.decks, "two decks: built-in deck ids/names or deck files")->expected(0, 2);
  p->add_option("--p1", play.p1, "controller of p1: human, random, first, scripted, heuristic, search")->capture_default_str();
  p->add_option("--p2", play.p2, "controller of p2")->capture_default_str();
  auto* seed = p->add_option("--seed", play.seed, "game seed")->capture_default_str();
  p->add_option("--answer", play.answers, "answers for scripted seats, in order (repeatable)");
  p->add_option("--budget", play.budget, "search budget in simulations (bots that search)");
  p->add_option("--threads", play.threads, "threads for bots that search")->capture_default_str();
  p->add_flag("--json", play.json, "one JSON object per line");
  auto* p1 = p->get_option("--p1");
  auto* p2 = p->get_option("--p2");
  add_card_pool_options(p, play.pool);
  p->add_option("--record", play.record, "write the game's record to FILE (.rwr: binary, else JSON)");
  p->add_option("--from", play.from, "continue the game in a record (a fork) instead of starting one");
  p->add_option("--stop-every", play.stop_every, "stop before a decision: p1|p2|both:choice:K or turn:N");
  p->add_option("--snapshot-out", play.snapshot_out, "where a stop writes its record");
  p->callback([p1, p2, seed] {
    play.seed_given = seed->count() > 0;
    play.p1_given = p1->count() > 0;
    play.p2_given = p2->count() > 0;
    throw CLI::RuntimeError(cmd_play(play));
  });
}

}  // namespace rwd
