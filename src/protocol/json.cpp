#include "protocol/json.h"

#include "core/hash.h"

namespace rwd {

nlohmann::json decision_json(const Game& game, bool show_choices) {
  Decision d = game.decision();
  OptionList opts;
  game.options(opts);
  nlohmann::json options = nlohmann::json::array();
  for (size_t i = 0; i < opts.size(); ++i) {
    const Option& o = opts[i];
    nlohmann::json oj{
        {"n", i}, {"label", game.option_label(o)}, {"kind", option_kind_name(o.kind())}};
    if (o.object() != ObjectId::None) oj["object"] = raw(o.object());
    if (o.attacker() != ObjectId::None) oj["target"] = raw(o.attacker());
    switch (o.kind()) {  // "amount": the number the option carries (docs/cli-json.md)
      case OptionKind::ChooseX:
      case OptionKind::AssignDamage:
      case OptionKind::AssignLethalRest:
        oj["amount"] = o.amount();
        break;
      case OptionKind::Activate:
        oj["amount"] = o.ability();
        break;
      case OptionKind::PutTrigger:
        oj["amount"] = o.trigger();
        break;
      case OptionKind::Mode:
        oj["amount"] = o.mode_number();
        break;
      default:
        break;
    }
    if (o.player() != PlayerId::None) oj["player"] = player_name(o.player());
    options.push_back(oj);
  }
  nlohmann::json unselectable = nlohmann::json::array();
  for (const Unselectable& u : d.unselectable)
    unselectable.push_back({{"object", u.object}, {"name", u.label}, {"reason", u.reason}});
  if (!show_choices) {  // another seat's choices can name its hidden cards
    options = nlohmann::json::array();
    unselectable = nlohmann::json::array();
  }
  nlohmann::json j{{"type", "decision"},
                   {"input", game.inputs() + 1},
                   {"player", player_name(d.player)},
                   {"kind", decision_kind_name(d.kind)},
                   {"prompt", d.prompt},
                   {"turn", d.turn},
                   {"step", game.view(PlayerId::None).step},
                   {"picked", d.picked},
                   {"total", d.total},
                   {"queue_depth", d.queue_depth},
                   {"options", options},
                   {"unselectable", unselectable}};
  if (!show_choices) j["choices_hidden"] = true;
  return j;
}

nlohmann::json answer_json(const Game& game, PlayerId player, int answer,
                           const std::string& label) {
  return {{"type", "answer"},
          {"input", game.inputs() + 1},
          {"player", player_name(player)},
          {"n", answer},
          {"label", label}};
}

nlohmann::json event_json(const GameEvent& e) {
  nlohmann::json j{{"type", "event"}, {"event", e.type}, {"text", e.text}};
  if (e.player >= 0) j["player"] = e.player == 0 ? "p1" : "p2";
  if (e.object >= 0) {
    j["object"] = e.object;
    j["object_name"] = e.object_label;
  }
  if (e.target >= 0) {
    j["target"] = e.target;
    j["target_name"] = e.target_label;
  }
  if (e.amount) j["amount"] = e.amount;
  if (e.hidden) j["hidden"] = true;
  return j;
}

nlohmann::json game_over_json(const Game& game, GameResult result, int turns, uint64_t inputs,
                              uint64_t hash) {
  nlohmann::json winner = nullptr;
  if (result == GameResult::P1Wins) winner = "p1";
  if (result == GameResult::P2Wins) winner = "p2";
  return {{"type", "game_over"}, {"winner", winner}, {"draw", result == GameResult::Draw},
          {"turns", turns},      {"inputs", inputs}, {"seed", game.seed()},
          {"hash", hex64(hash)}};
}

std::string redacted_event_text(const GameEvent& e) {
  std::string who = e.player == 0 ? "p1" : "p2";
  if (e.type == "draw") return who + " draws a card";
  if (e.type == "put_on_bottom") return who + " puts a card on the bottom of their library";
  return who + " does something hidden (" + e.type + ")";
}

GameEvent event_seen_by(const GameEvent& e, PlayerId seat) {
  if (!e.hidden || (seat != PlayerId::None && e.player == static_cast<int>(raw(seat)))) return e;
  GameEvent r = e;
  r.object = -1;
  r.object_label.clear();
  r.text = redacted_event_text(e);
  return r;
}

nlohmann::json view_json(const Game& game, PlayerId seat) {
  return game.view(seat);
}

}  // namespace rwd
