// Extra turns (500.7): "take an extra turn after this one" adds a turn directly after the
// current one; of several, the most recently created is taken first. GameState::upcoming_turns
// holds who takes the turns before the normal order resumes, back() next. When the first
// extra turn is added, the player who would have taken the next turn is put under it, so an
// extra turn given to the opponent is followed by the opponent's own turn.
#pragma once

#include "rules/state.h"

namespace rwd {

// `player` takes `n` extra turns after this one. Returns how many were added: fewer when
// the table is full (kMaxUpcomingTurns; each further turn is not created).
int add_extra_turns(GameState& s, PlayerId player, int n);

// Who takes the turn that begins now, taking it off upcoming_turns (or the opponent of the
// player whose turn ended, 500.1, when none are pending).
PlayerId take_next_turn(GameState& s);

// How many extra turns are pending after this one (views: "extra turns pending").
inline int pending_extra_turns(const GameState& s) {
  return s.upcoming_turns.empty() ? 0 : static_cast<int>(s.upcoming_turns.size()) - 1;
}

}  // namespace rwd
