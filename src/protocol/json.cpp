#include "protocol/json.h"

#include "core/hash.h"
#include "game/view_json.h"

namespace rwd {

namespace {

template <typename WriteFn>
nlohmann::json parsed(WriteFn write) {
  std::string text;
  JsonText w(text);
  write(w);
  return nlohmann::json::parse(text);
}

// "amount": the number an option carries (docs/cli-json.md), if it carries one.
std::optional<int> option_amount(const Option& o) {
  switch (o.kind()) {
    case OptionKind::ChooseX:
    case OptionKind::AssignDamage:
    case OptionKind::AssignLethalRest:
      return o.amount();
    case OptionKind::Activate:
      return o.ability();
    case OptionKind::PutTrigger:
      return o.trigger();
    case OptionKind::Mode:
      return o.mode_number();
    default:
      return std::nullopt;
  }
}

void write_options(JsonText& w, const Game& game) {
  const OptionList& opts = game.options();
  w.open_array();
  for (size_t i = 0; i < opts.size(); ++i) {
    const Option& o = opts[i];
    w.open_object();
    if (std::optional<int> a = option_amount(o)) w.field("amount", *a);
    w.field("kind", option_kind_name(o.kind())).field("label", game.option_label(o));
    w.field("n", static_cast<uint64_t>(i));
    if (o.object() != ObjectId::None) w.field("object", static_cast<int64_t>(raw(o.object())));
    if (o.player() != PlayerId::None) w.field("player", player_name(o.player()));
    if (o.attacker() != ObjectId::None) w.field("target", static_cast<int64_t>(raw(o.attacker())));
    w.close_object();
  }
  w.close_array();
}

}  // namespace

void write_decision(JsonText& w, const Game& game, bool show_choices, std::string_view step) {
  Decision d = game.decision();
  w.open_object();
  if (!show_choices) w.field("choices_hidden", true);  // they can name the seat's hidden cards
  w.field("input", static_cast<int64_t>(game.inputs()) + 1)
      .field("kind", decision_kind_name(d.kind))
      .key("options");
  if (show_choices)
    write_options(w, game);
  else
    w.open_array().close_array();
  w.field("picked", d.picked)
      .field("player", player_name(d.player))
      .field("prompt", d.prompt)
      .field("queue_depth", d.queue_depth)
      .field("step", step)
      .field("total", d.total)
      .field("turn", d.turn)
      .field("type", "decision")
      .key("unselectable")
      .open_array();
  if (show_choices)
    for (const Unselectable& u : d.unselectable)
      w.open_object()
          .field("name", u.label)
          .field("object", static_cast<int64_t>(u.object))
          .field("reason", u.reason)
          .close_object();
  w.close_array().close_object();
}

nlohmann::json decision_json(const Game& game, bool show_choices) {
  const std::string step = game.view(PlayerId::None, ViewText::ForBots).step;
  return parsed([&](JsonText& w) { write_decision(w, game, show_choices, step); });
}

nlohmann::json answer_json(const Game& game, PlayerId player, int answer,
                           const std::string& label) {
  return {{"type", "answer"},
          {"input", game.inputs() + 1},
          {"player", player_name(player)},
          {"n", answer},
          {"label", label}};
}

void write_event(JsonText& w, const GameEvent& e, int64_t frame) {
  w.open_object();
  if (e.amount) w.field("amount", e.amount);
  w.field("event", e.type);
  if (frame >= 0) w.field("frame", frame);
  if (e.hidden) w.field("hidden", true);
  if (e.object >= 0) w.field("object", e.object).field("object_name", e.object_label);
  if (e.player >= 0) w.field("player", e.player == 0 ? "p1" : "p2");
  if (e.target >= 0) w.field("target", e.target).field("target_name", e.target_label);
  w.field("text", e.text).field("type", "event").close_object();
}

nlohmann::json event_json(const GameEvent& e) {
  return parsed([&](JsonText& w) { write_event(w, e); });
}

void write_game_over(JsonText& w, const Game& game, GameResult result, int turns, uint64_t inputs,
                     uint64_t hash) {
  w.open_object()
      .field("draw", result == GameResult::Draw)
      .field("hash", hex64(hash))
      .field("inputs", inputs)
      .field("seed", game.seed())
      .field("turns", turns)
      .field("type", "game_over")
      .key("winner");
  if (result == GameResult::P1Wins)
    w.str("p1");
  else if (result == GameResult::P2Wins)
    w.str("p2");
  else
    w.null();
  w.close_object();
}

nlohmann::json game_over_json(const Game& game, GameResult result, int turns, uint64_t inputs,
                              uint64_t hash) {
  return parsed([&](JsonText& w) { write_game_over(w, game, result, turns, inputs, hash); });
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
  return nlohmann::json::parse(view_json_text(game.view(seat)));
}

}  // namespace rwd
