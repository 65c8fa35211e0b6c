#include "game/view.h"

#include <nlohmann/json.hpp>

namespace rwd {

void to_json(nlohmann::json& j, const CardView& c) {
  j = nlohmann::json{{"id", c.id}, {"name", c.name}, {"controller", c.controller}, {"owner", c.owner},
                     {"type_line", c.type_line}, {"mana_cost", c.mana_cost}};
  if (c.is_creature) {
    j["power"] = c.power;
    j["toughness"] = c.toughness;
    j["damage"] = c.damage;
    j["summoning_sick"] = c.summoning_sick;
    if (!c.pt_sources.empty()) j["pt_sources"] = c.pt_sources;
  }
  if (!c.keywords.empty()) j["keywords"] = c.keywords;
  if (!c.counters.empty()) j["counters"] = c.counters;
  if (!c.chosen.empty()) j["chosen"] = c.chosen;
  if (!c.not_implemented.empty()) j["not_implemented"] = c.not_implemented;
  if (c.tapped) j["tapped"] = true;
  if (c.attacking) j["attacking"] = true;
  if (c.blocking) j["blocking"] = c.blocking_id;
  if (c.attached_to >= 0) j["attached_to"] = c.attached_to;
}

void to_json(nlohmann::json& j, const PlayerView& v) {
  j = nlohmann::json::object();
  j["viewer"] = v.viewer < 0 ? nlohmann::json(nullptr) : nlohmann::json(v.viewer == 0 ? "p1" : "p2");
  j["turn"] = v.turn;
  j["step"] = v.step;
  j["active"] = v.active == 0 ? "p1" : "p2";
  j["priority"] = v.priority == 0 ? "p1" : "p2";
  j["result"] = v.result;
  nlohmann::json players = nlohmann::json::array();
  for (const PlayerPublic& p : v.players) {
    nlohmann::json pj{{"life", p.life},
                      {"library", p.library_count},
                      {"hand_count", p.hand_count},
                      {"graveyard", p.graveyard},
                      {"exile", p.exile},
                      {"mulligans", p.mulligans},
                      {"lands_played", p.lands_played}};
    if (!p.hand.empty() || p.hand_count == 0) pj["hand"] = p.hand;
    if (p.poison != 0) pj["poison"] = p.poison;  // shown once a player has any
    players.push_back(pj);
  }
  j["players"] = players;
  j["battlefield"] = v.battlefield;
  j["stack"] = v.stack;
  j["decision"] = {{"kind", v.decision_kind},
                   {"player", v.decision_player < 0 ? nlohmann::json(nullptr)
                                                    : nlohmann::json(v.decision_player == 0 ? "p1" : "p2")}};
}

}  // namespace rwd
