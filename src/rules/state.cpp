#include "rules/state.h"

namespace rwd {

bool operator==(const GameState& a, const GameState& b) {
  if (!(a.rng == b.rng && a.seed == b.seed && a.next_timestamp == b.next_timestamp &&
        a.inputs == b.inputs && a.num_objects == b.num_objects && a.turn == b.turn &&
        a.step == b.step && a.step_stage == b.step_stage && a.cleanup_again == b.cleanup_again &&
        a.in_mulligans == b.in_mulligans && a.sba_dirty == b.sba_dirty && a.first_strike_step == b.first_strike_step && a.any_activated == b.any_activated && a.any_triggered == b.any_triggered && a.any_static == b.any_static && a.triggers == b.triggers &&
        a.active == b.active && a.priority == b.priority && a.starting_player == b.starting_player &&
        a.passes == b.passes && a.result == b.result && a.pending == b.pending &&
        a.battlefield == b.battlefield && a.stack == b.stack && a.combat_damage == b.combat_damage &&
        a.interactions == b.interactions && a.effects == b.effects && a.counters == b.counters && a.shields == b.shields &&
        a.delayed == b.delayed && a.activation_counts == b.activation_counts && a.chosen == b.chosen))
    return false;
  for (int i = 0; i < kNumPlayers; ++i)
    if (!(a.players[i] == b.players[i])) return false;
  for (int i = 0; i < a.num_objects; ++i)
    if (!(a.objects[i] == b.objects[i])) return false;
  return true;
}

}  // namespace rwd
