// `rewind play`: one game, text or JSON lines, humans and bots.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cards/builtin.h"
#include "cli/commands.h"
#include "cli/human.h"
#include "cli/json_out.h"
#include "cli/session.h"
#include "core/hash.h"

namespace rwd {

namespace {

class PrintListener : public GameListener {
 public:
  PrintListener(bool json, const bool* human_seat) : json_(json), human_(human_seat) {}
  void on_event(const GameEvent& e) override {
    if (json_) {
      std::cout << event_json(e).dump() << "\n";
      return;
    }
    if (e.type == "pass_priority" || e.type == "step_begin" || e.type == "shuffle") return;
    // A human sees their own hidden cards only; a bot's draws are "a card".
    if (e.hidden && !(e.player >= 0 && human_[e.player]) && (human_[0] || human_[1])) {
      std::cout << (e.player == 0 ? "p1" : "p2") << (e.type == "draw" ? " draws a card" : " puts a card on the bottom of their library") << "\n";
      return;
    }
    std::cout << e.text << "\n";
  }

 private:
  bool json_;
  const bool* human_;
};

}  // namespace

int cmd_play(const PlayOptions& o) {
  const CardDb& db = builtin_card_db();
  std::vector<std::string> deck_args = o.decks.empty() ? default_deck_args() : o.decks;
  if (deck_args.size() != 2) {
    std::cerr << "error: give two decks or none\n";
    return 1;
  }
  GameSetup setup;
  setup.seed = o.seed;
  for (int p = 0; p < kNumPlayers; ++p) {
    Result<PlayerSetup> ps = load_deck_arg(deck_args[p], db);
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
  PrintListener listener(o.json, human);
  if (!o.json)
    std::cout << "rewind: " << setup.players[0].deck_name << " (p1, " << o.p1 << ") vs "
              << setup.players[1].deck_name << " (p2, " << o.p2 << "), seed " << o.seed << "\n";
  Result<Game> game = Game::create(setup, db, &listener);
  if (!game) {
    std::cerr << "error: " << game.message() << "\n";
    return 1;
  }
  PlayerId acting = PlayerId::None;
  LoopHooks hooks;
  hooks.before = [&](const Game& g) {
    acting = g.pending().player;
    if (o.json) std::cout << decision_json(g).dump() << "\n" << std::flush;
  };
  hooks.chosen = [&](const Game& g, int n, const std::string& label) {
    if (o.json)
      std::cout << answer_json(g, acting, n, label).dump() << "\n";
    else if (!human[raw(acting)])
      std::cout << player_name(acting) << " chooses: " << label << "\n";
  };
  Result<GameOutcome> out = play_out(*game, ctl, &hooks);
  if (!out) {
    std::cout << std::flush;
    std::cerr << "error: " << out.message() << "\n";
    return 1;
  }
  if (o.json)
    std::cout << game_over_json(*game, *out).dump() << "\n";
  else
    std::cout << "game over after " << out->turns << " turns: "
              << (out->result == GameResult::Draw ? std::string("draw")
                                                  : std::string(result_name(out->result)) + " wins")
              << " (hash " << hex64(out->hash) << ")\n";
  return 0;
}

void register_play_command(CLI::App& app) {
  static PlayOptions play;
  auto* p = app.add_subcommand("play", "play one game in the terminal (you are p1 by default)");
  p->add_option("decks", play.decks, "two decks: built-in deck ids/names or deck files")->expected(0, 2);
  p->add_option("--p1", play.p1, "controller of p1: human, random, first, scripted")->capture_default_str();
  p->add_option("--p2", play.p2, "controller of p2")->capture_default_str();
  p->add_option("--seed", play.seed, "game seed")->capture_default_str();
  p->add_option("--answer", play.answers, "answers for scripted seats, in order (repeatable)");
  p->add_option("--budget", play.budget, "search budget in simulations (bots that search)");
  p->add_option("--threads", play.threads, "threads for bots that search")->capture_default_str();
  p->add_flag("--json", play.json, "one JSON object per line");
  p->callback([] { throw CLI::RuntimeError(cmd_play(play)); });
}

}  // namespace rwd
