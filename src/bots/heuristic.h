// The heuristic bot: answers every decision from its seat's view with rules of thumb and
// combat math — keeps sensible hands, plays the land its hand needs, casts the most mana it
// can (haste before combat, the rest after, flash on the opponent's turn), attacks when the
// predicted blocks favour it and never into a losing block, blocks for value, chump-blocks
// only when lethal is coming, and goes all in when the attack is lethal.
// Deterministic: the same view and options give the same answer, so it needs no seed.
// Thread-safe: pure functions; the controller keeps no state.
#pragma once

#include <memory>

#include "bots/controller.h"
#include "bots/seat.h"

namespace rwd {

// The option number the heuristic picks for the pending decision of `seat`.
// REQUIRES: seat.pending().player == seat.seat() and the game is not over.
int heuristic_choice(const SeatHandle& seat);
// The same, when the caller already holds the options and the view (search rollouts).
int heuristic_choice(const SeatHandle& seat, const OptionList& options, const PlayerView& view);

std::unique_ptr<Controller> make_heuristic_controller();

}  // namespace rwd
