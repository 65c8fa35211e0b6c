// PlayerView: everything one seat may know and nothing more (no library order, no opponent
// hand, no face-down identities); the public view for spectators. Thread-safe: values.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace rwd {

struct CardView {
  int id = -1;
  std::string name;
  int controller = 0;
  int owner = 0;
  std::string type_line;
  std::string mana_cost;
  bool is_creature = false;
  int power = 0;       // computed values
  int toughness = 0;
  std::string keywords;  // computed, "Flying, Vigilance"
  bool tapped = false;
  bool attacking = false;
  bool blocking = false;
  int blocking_id = -1;
  int damage = 0;
  bool summoning_sick = false;
};

struct PlayerPublic {
  int life = 0;
  int library_count = 0;
  int hand_count = 0;
  std::vector<CardView> hand;  // filled only for the viewer's own hand
  std::vector<CardView> graveyard;
  std::vector<CardView> exile;
  int mulligans = 0;
  int lands_played = 0;
  int mana_pool[6] = {};
};

struct PlayerView {
  int viewer = -1;  // 0, 1, or -1 for the public view
  int turn = 0;
  std::string step;
  int active = 0;
  int priority = 0;
  int starting_player = 0;
  std::string result;  // "ongoing", "p1", "p2", "draw"
  PlayerPublic players[2];
  std::vector<CardView> battlefield;
  std::vector<CardView> stack;  // bottom first
  // The pending decision (who must act and what kind): public knowledge.
  std::string decision_kind;
  int decision_player = -1;
};

void to_json(nlohmann::json& j, const CardView& c);
void to_json(nlohmann::json& j, const PlayerView& v);

}  // namespace rwd
