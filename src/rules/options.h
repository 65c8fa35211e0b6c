// Options: the numbered answers to the pending decision, generated in canonical order
// (by kind, then object id: Option::order_key) into a caller-owned fixed buffer: no heap
// allocation. Thread-safe: pure functions of a const state.
#pragma once

#include <cstdint>

#include "cards/card_db.h"
#include "core/ids.h"
#include "game/types.h"
#include "rules/state.h"

namespace rwd {

// Option, OptionKind and OptionList are the API's vocabulary (game/types.h).

// Why `card` in p's hand is not a cast or play option now (305.2, 307.1, 601.2c, 601.2g),
// or nullptr if it is one.
const char* hand_card_problem(const GameState& s, const CardDb& db, PlayerId p, ObjectId card);
// Why `p` cannot activate `source`'s activated ability number `ability` now (602.2), or
// nullptr if it can: timing, tapped/untapped, summoning sickness (302.6), life (119.4),
// mana (602.2b), legal targets (601.2c).
const char* activation_problem(const GameState& s, const CardDb& db, PlayerId p, ObjectId source, int ability);

// Fills `out` with the legal answers to state.pending, in canonical order.
void legal_options(const GameState& s, const CardDb& db, OptionList& out);

// True when a priority decision for p would offer only "pass": no activated abilities in
// the game, no land p may play, and no hand card p may cast at this time that p can pay for.
// Lets settle pass for p without building the option list (the answer is the one
// legal_options would force; checked builds verify that they agree).
bool only_pass_possible(const GameState& s, const CardDb& db, PlayerId p);

}  // namespace rwd
