// Stable snake_case names of rules enums, used in JSON output and records.
#include <iterator>

#include "rules/events.h"
#include "rules/options.h"

namespace rwd {

const char* event_kind_name(EventKind k) {
  static constexpr const char* kNames[] = {
      "game_start", "shuffle",      "draw",      "mulligan",  "keep",        "put_on_bottom",
      "turn_begin", "step_begin",   "play_land", "tap_for_mana", "cast",     "resolve",
      "enter_battlefield", "attack", "block",    "combat_damage", "life_gain", "destroy",
      "dies",       "discard",      "legend_rule", "untap",  "pass_priority", "lose",
      "game_over",  "damage",       "life_loss", "fizzle",    "mana_added",  "move",
      "activate",   "sacrifice",    "tap",       "regenerate", "countered", "attach", "trigger",
      "counter_added", "counter_removed", "token_created", "token_ceased", "token_not_created", "damage_prevented",
      "poison_added", "search", "coin_flip", "look_at", "transform",
      "dig_move", "chose"};
  static_assert(std::size(kNames) == static_cast<size_t>(EventKind::Chose) + 1);
  return kNames[static_cast<int>(k)];
}

const char* option_kind_name(OptionKind k) {
  static constexpr const char* kNames[] = {
      "pass",   "play_land", "cast",    "keep",          "mulligan",           "bottom_card",
      "choose_x", "attack",  "block",   "unblock",       "done",               "assign_damage",
      "assign_lethal_rest", "keep_legend", "discard", "target", "activate", "put_trigger", "sacrifice", "yes", "no", "mode", "source", "choose_card",
      "top_card", "choice"};
  static_assert(std::size(kNames) == static_cast<size_t>(OptionKind::Choice) + 1);
  return kNames[static_cast<int>(k)];
}

}  // namespace rwd
