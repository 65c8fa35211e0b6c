#include "cli/session.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/human.h"

namespace rwd {

Result<CardPool> game_card_pool(const std::vector<std::string>& card_paths, std::ostream& notes) {
  std::vector<std::string> lines;
  Result<CardPool> pool = CardPool::with_scripts(card_paths, &lines);
  for (const std::string& line : lines) notes << line << "\n";
  if (!pool) return Status::error("--cards " + pool.message());
  return pool;
}

void print_not_implemented(const GameSetup& setup, const CardDb& db, bool json, std::ostream& out) {
  for (const NotImplemented& u : not_implemented(db, setup)) {
    if (json)
      out << nlohmann::json{{"type", "not_implemented"},
                            {"card", u.card},
                            {"line", u.line},
                            {"text", u.text},
                            {"reason", u.reason}}
                 .dump()
          << "\n";
    else
      out << "note: " << u.card << " is not fully implemented: " << u.text << " (" << u.reason
          << ")\n";
  }
}

void add_card_pool_options(CLI::App* cmd, CardPoolOptions& pool) {
  cmd->add_option(
      "--cards", pool.card_paths,
      "add card scripts to the built-in pool: a folder, script, .tar.gz or .zip (repeatable; "
      "built-in cards win over same-named scripts)");
  cmd->add_flag("--allow-unsupported", pool.allow_unsupported,
                "let decks hold cards with lines the engine cannot run: they play without those "
                "abilities, shown to both players as not implemented");
  cmd->add_flag("--casual", pool.casual,
                "a casual game: any deck (constructed play needs at least 60 cards and at most "
                "4 of a card other than basic lands, CR 100.2a)");
}

Result<std::unique_ptr<Controller>> make_cli_controller(const std::string& kind, std::istream& in,
                                                        std::ostream& out, bool json,
                                                        const ControllerOptions& options,
                                                        HumanExit* exit) {
  if (kind == "human") return make_human_controller(in, out, json, exit);
  return make_controller(kind, options);
}

std::string check_controller_settings(const std::string kinds[kNumPlayers], bool answers_given,
                                      bool budget_given, bool threads_given) {
  auto any = [&](const char* kind) { return kinds[0] == kind || kinds[1] == kind; };
  if (answers_given && !any("scripted"))
    return "--answer is for a scripted seat, and neither --p1 nor --p2 is scripted";
  if (budget_given && !any("search"))
    return "--budget is for the search bot, and neither --p1 nor --p2 is search";
  if (threads_given && !any("search"))
    return "--threads is for the search bot, and neither --p1 nor --p2 is search";
  return "";
}

Result<GameOutcome> play_out(Game& game, Controller* controllers[kNumPlayers],
                             const LoopHooks* hooks) {
  GameOutcome o;
  while (!game.over()) {
    PlayerId seat = game.pending().player;
    if (hooks && hooks->before) hooks->before(game);
    Result<int> answer = controllers[raw(seat)]->choose(game, seat);
    if (!answer) return answer.status();
    if (hooks && hooks->chosen) {
      OptionList opts;
      game.options(opts);
      std::string label;
      if (*answer >= 0 && *answer < static_cast<int>(opts.size()))
        label = game.option_label(opts[*answer]);
      hooks->chosen(game, *answer, label, false);
    }
    Status s = game.apply(*answer);
    if (!s) return s;
  }
  o.result = game.result();
  o.turns = game.turn();
  o.hash = game.hash();
  o.decisions = game.inputs();
  return o;
}

}  // namespace rwd
