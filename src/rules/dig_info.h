// What a client may read of a dig or a scry in progress (rules/vm_dig.h): the words of its
// prompt and how many cards on top of the deciding player's library that player knows now.
// Thread-safe: functions of their arguments.
#pragma once

#include <string>

#include "cards/card_db.h"
#include "rules/state.h"

namespace rwd {

// REQUIRES: the pending decision is a ChooseCard of a dig or a scry (Op::Dig, Op::Scry).
// What the picks do now ("choose a card to put into your hand (1 more)", "put the looked-at
// cards back on top of your library, the top card first").
std::string dig_prompt(const GameState& s, const CardDb& db);
// How many cards on top of the deciding player's library they have looked at and not moved
// away (determinization keeps them in place); 0 when no dig or scry is waiting.
int dig_known_top(const GameState& s, const CardDb& db);

}  // namespace rwd
