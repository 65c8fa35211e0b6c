#include "cli/session.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>

#include "cards/builtin.h"
#include "cards/card_pool.h"
#include "cards/deck.h"
#include "cli/commands.h"
#include "cli/human.h"

namespace rwd {

Result<PlayerSetup> load_deck_arg(const std::string& arg, const CardDb& db, bool allow_unsupported) {
  Result<DeckList> list = Status::error("");
  if (const BuiltinDeck* b = find_builtin_deck(arg)) {
    list = parse_deck(b->text, b->id);
  } else if (std::filesystem::exists(arg)) {
    list = load_deck_file(arg);
  } else {
    std::string known;
    for (const BuiltinDeck& d : builtin_decks()) known += (known.empty() ? "" : ", ") + d.id;
    return Status::error("deck \"" + arg + "\" is neither a built-in deck (" + known + ") nor a file");
  }
  if (!list) return list.status();
  Result<std::vector<CardDefId>> ids = resolve_deck(*list, db, allow_unsupported);
  if (!ids) return ids.status();
  PlayerSetup p;
  p.deck_name = list->name;
  p.deck = std::move(*ids);
  return p;
}

Result<const CardDb*> game_card_db(const std::vector<std::string>& card_paths,
                                   std::unique_ptr<CardDb>& owned, std::ostream& notes) {
  if (card_paths.empty()) return &builtin_card_db();
  owned = std::make_unique<CardDb>(builtin_card_db());
  for (const std::string& path : card_paths) {
    Result<CardScriptsAdded> added = add_card_scripts(*owned, path);
    if (!added) return Status::error("--cards " + path + ": " + added.message());
    notes << "cards: " << added->added << " added from " << path << ", " << added->duplicates
          << " already in the pool";
    if (added->refused > 0) notes << ", " << added->refused << " not loaded: first: " << added->first_refusal;
    notes << "\n";
  }
  return owned.get();
}

void print_not_implemented(const GameSetup& setup, const CardDb& db, bool json, std::ostream& out) {
  std::set<CardDefId> seen;
  for (const PlayerSetup& p : setup.players)
    for (CardDefId id : p.deck) {
      if (!seen.insert(id).second) continue;
      const CardDef& def = db.get(id);
      for (const UnsupportedLine& u : def.unsupported) {
        if (json)
          out << nlohmann::json{{"type", "not_implemented"}, {"card", def.name()}, {"line", u.line},
                                {"text", u.text}, {"reason", u.reason}}
                     .dump()
              << "\n";
        else
          out << "note: " << def.name() << " is not fully implemented: " << u.text << " (" << u.reason << ")\n";
      }
    }
}

void add_card_pool_options(CLI::App* cmd, CardPoolOptions& pool) {
  cmd->add_option("--cards", pool.card_paths,
                  "add card scripts to the built-in pool: a folder, script, .tar.gz or .zip (repeatable; "
                  "built-in cards win over same-named scripts)");
  cmd->add_flag("--allow-unsupported", pool.allow_unsupported,
                "let decks hold cards with lines the engine cannot run: they play without those "
                "abilities, shown to both players as not implemented");
}

std::vector<std::string> default_deck_args() {
  const auto& decks = builtin_decks();
  return {decks.at(0).id, decks.at(decks.size() > 1 ? 1 : 0).id};
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

Result<GameOutcome> play_out(Game& game, Controller* controllers[kNumPlayers], const LoopHooks* hooks) {
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
