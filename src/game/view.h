// PlayerView: everything one seat may know and nothing more (no library order, no opponent
// hand, no face-down identities); the public view for spectators. Thread-safe: values.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace rwd {

// How much of a view is text for people. Bots read the structured fields only, so their
// views leave out the strings nothing but a person reads: name, type_line, mana_cost,
// keywords, pt_sources, counters, chosen and not_implemented stay empty. Building those
// strings was most of a search rollout's time. Everything else is the same as the full view.
enum class ViewText : uint8_t { Full, ForBots };

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
  bool kicked = false;     // a spell cast with its kicker, or the permanent it became (702.33d)
  bool flashback = false;  // a spell cast with flashback: exiled when it leaves the stack (702.34a)
  int attached_to = -1;  // an Aura or Equipment: the id of the permanent it is attached to (303.4, 301.5)
  // Structured fields for bots (the strings above are for people). All public knowledge
  // for a card the viewer can see.
  int def = -1;                 // CardDefId of the card
  uint16_t keyword_bits = 0;    // computed KeywordSet::bits (bit i = Keyword i, cards/keywords.h)
  uint8_t protection = 0;       // computed "protection from" colors, a ColorMask
  uint8_t colors = 0;           // computed ColorMask
  uint8_t land_mana = 0;        // colors of mana a land taps for
  bool is_land = false;
  bool blocked = false;         // an attacker that became blocked (509.1h)
  int mana_value = 0;           // 202.3
  uint8_t cost_colors = 0;      // colors of the mana cost
  uint16_t types = 0;           // computed CardType bits (type_bit, cards/card_def.h)
  // Where the computed power, toughness and keywords come from, when anything changes them:
  // "2/2 printed; +1/+1 Crusade#45; +3/+3 Giant Growth#40 until end of turn": static
  // abilities (no duration: while their source is on the battlefield) and spells' effects, in
  // timestamp order (613.7). Empty for printed values.
  // Then the counters (layer 7c, 613.4c): "; +2/+2 two +1/+1 counters".
  std::string pt_sources;
  // Counters on it (122), kind by kind: "2 +1/+1; 1 -1/-1". Empty when it has none.
  std::string counters;
  // What it chose as it entered or with its abilities (614.12): "p2", "blue", "Goblin",
  // "3", a card's label; "; " between several. Empty when it chose nothing.
  std::string chosen;
  // A card played with --allow-unsupported: the script lines the engine does not run, with
  // why ("A:SP$ Dig ... (ApiType Dig is not supported yet)"; "; " between lines). Both
  // players see it. Empty for supported cards.
  std::string not_implemented;
  friend bool operator==(const CardView&, const CardView&) = default;
};

struct PlayerPublic {
  int life = 0;
  int poison = 0;  // poison counters (122.1f)
  int library_count = 0;
  int hand_count = 0;
  std::vector<CardView> hand;  // filled only for the viewer's own hand
  std::vector<CardView> graveyard;
  std::vector<CardView> exile;
  int mulligans = 0;
  int lands_played = 0;
  int mana_pool[6] = {};
  friend bool operator==(const PlayerPublic&, const PlayerPublic&) = default;
};

struct PlayerView {
  int viewer = -1;  // 0, 1, or -1 for the public view
  int turn = 0;
  std::string step;
  int active = 0;
  int priority = 0;
  int starting_player = 0;
  // Who takes the turns after this one before the normal order resumes, the next first: an
  // extra turn (500.7) and the turn it comes before. Empty: the normal order (the opponent).
  std::vector<int> upcoming_turns;
  std::string result;  // "ongoing", "p1", "p2", "draw"
  PlayerPublic players[2];
  std::vector<CardView> battlefield;
  std::vector<CardView> stack;  // bottom first
  // The pending decision (who must act and what kind): public knowledge.
  std::string decision_kind;
  int decision_player = -1;
  int step_id = 0;  // the Step enum value of `step` (rules/state.h); -1 during mulligans
  friend bool operator==(const PlayerView&, const PlayerView&) = default;
};

void to_json(nlohmann::json& j, const CardView& c);
void to_json(nlohmann::json& j, const PlayerView& v);

}  // namespace rwd
