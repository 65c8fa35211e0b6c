#include "game/view_json.h"

namespace rwd {

namespace {

const char* seat_text(int p) {
  return p == 0 ? "p1" : "p2";
}

void write_cards(JsonText& w, const std::vector<CardView>& cards) {
  w.open_array();
  for (const CardView& c : cards) write_card_view(w, c);
  w.close_array();
}

}  // namespace

void write_card_view(JsonText& w, const CardView& c) {
  w.open_object();
  if (c.attached_to >= 0) w.field("attached_to", c.attached_to);
  if (c.attacking) w.field("attacking", true);
  if (c.blocking) w.field("blocking", c.blocking_id);
  if (!c.chosen.empty()) w.field("chosen", c.chosen);
  w.field("controller", c.controller);
  if (!c.counters.empty()) w.field("counters", c.counters);
  if (c.is_creature) w.field("damage", c.damage);
  if (c.flashback) w.field("flashback", true);
  w.field("id", c.id);
  if (!c.keywords.empty()) w.field("keywords", c.keywords);
  if (c.kicked) w.field("kicked", true);
  w.field("mana_cost", c.mana_cost);
  w.field("name", c.name);
  if (!c.not_implemented.empty()) w.field("not_implemented", c.not_implemented);
  w.field("owner", c.owner);
  if (c.is_creature) {
    w.field("power", c.power);
    if (!c.pt_sources.empty()) w.field("pt_sources", c.pt_sources);
    w.field("summoning_sick", c.summoning_sick);
  }
  if (c.tapped) w.field("tapped", true);
  if (c.is_creature) w.field("toughness", c.toughness);
  w.field("type_line", c.type_line);
  w.close_object();
}

void write_view(JsonText& w, const PlayerView& v) {
  w.open_object();
  w.field("active", seat_text(v.active));
  w.key("battlefield");
  write_cards(w, v.battlefield);
  w.key("decision").open_object().field("kind", v.decision_kind).key("player");
  if (v.decision_player < 0)
    w.null();
  else
    w.str(seat_text(v.decision_player));
  w.close_object();
  w.key("players").open_array();
  for (const PlayerPublic& p : v.players) {
    w.open_object();
    w.key("exile");
    write_cards(w, p.exile);
    w.key("graveyard");
    write_cards(w, p.graveyard);
    if (!p.hand.empty() || p.hand_count == 0) {
      w.key("hand");
      write_cards(w, p.hand);
    }
    w.field("hand_count", p.hand_count)
        .field("lands_played", p.lands_played)
        .field("library", p.library_count)
        .field("life", p.life)
        .field("mulligans", p.mulligans);
    if (p.poison != 0) w.field("poison", p.poison);  // shown once a player has any
    w.close_object();
  }
  w.close_array();
  w.field("priority", seat_text(v.priority)).field("result", v.result);
  w.key("stack");
  write_cards(w, v.stack);
  w.field("step", v.step).field("turn", v.turn);
  if (!v.upcoming_turns.empty()) {  // shown only while extra turns are pending (500.7)
    w.key("upcoming_turns").open_array();
    for (int p : v.upcoming_turns) w.str(seat_text(p));
    w.close_array();
  }
  w.key("viewer");
  if (v.viewer < 0)
    w.null();
  else
    w.str(seat_text(v.viewer));
  w.close_object();
}

std::string view_json_text(const PlayerView& v) {
  std::string out;
  out.reserve(4096);
  JsonText w(out);
  write_view(w, v);
  return out;
}

}  // namespace rwd
