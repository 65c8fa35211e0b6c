// Stable snake_case names of rules enums, used in JSON output and records (the names of
// the API's enums are in game/types.h).
#include <iterator>

#include "rules/events.h"

namespace rwd {

const char* event_kind_name(EventKind k) {
  static constexpr const char* kNames[] = {"game_start",
                                           "shuffle",
                                           "draw",
                                           "mulligan",
                                           "keep",
                                           "put_on_bottom",
                                           "turn_begin",
                                           "step_begin",
                                           "play_land",
                                           "tap_for_mana",
                                           "cast",
                                           "resolve",
                                           "enter_battlefield",
                                           "attack",
                                           "block",
                                           "combat_damage",
                                           "life_gain",
                                           "destroy",
                                           "dies",
                                           "discard",
                                           "legend_rule",
                                           "untap",
                                           "pass_priority",
                                           "lose",
                                           "game_over",
                                           "damage",
                                           "life_loss",
                                           "fizzle",
                                           "mana_added",
                                           "move",
                                           "activate",
                                           "sacrifice",
                                           "tap",
                                           "regenerate",
                                           "countered",
                                           "attach",
                                           "trigger",
                                           "counter_added",
                                           "counter_removed",
                                           "token_created",
                                           "token_ceased",
                                           "token_not_created",
                                           "damage_prevented",
                                           "poison_added",
                                           "search",
                                           "coin_flip",
                                           "look_at",
                                           "transform",
                                           "dig_move",
                                           "chose",
                                           "extra_turn"};
  static_assert(std::size(kNames) == static_cast<size_t>(EventKind::ExtraTurn) + 1);
  return kNames[static_cast<int>(k)];
}

}  // namespace rwd
