#include "cli/session.h"

#include <filesystem>
#include <iostream>

#include "cards/builtin.h"
#include "cards/deck.h"
#include "cli/human.h"

namespace rwd {

Result<PlayerSetup> load_deck_arg(const std::string& arg, const CardDb& db) {
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
  Result<std::vector<CardDefId>> ids = resolve_deck(*list, db);
  if (!ids) return ids.status();
  PlayerSetup p;
  p.deck_name = list->name;
  p.deck = std::move(*ids);
  return p;
}

std::vector<std::string> default_deck_args() {
  const auto& decks = builtin_decks();
  return {decks.at(0).id, decks.at(decks.size() > 1 ? 1 : 0).id};
}

Result<std::unique_ptr<Controller>> make_cli_controller(const std::string& kind, std::istream& in,
                                                        std::ostream& out, bool json,
                                                        const ControllerOptions& options) {
  if (kind == "human") return make_human_controller(in, out, json);
  return make_controller(kind, options);
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
      if (*answer >= 0 && *answer < static_cast<int>(opts.size())) label = game.option_label(opts[*answer]);
      hooks->chosen(game, *answer, label);
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
