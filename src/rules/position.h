// Building the state of a described board (game/types.h Position: cards per zone, life,
// turn and step), for scenario tests and puzzles. Thread-safe: pure functions.
#pragma once

#include <string>
#include <vector>

#include "cards/card_db.h"
#include "core/status.h"
#include "rules/events.h"
#include "rules/state.h"

namespace rwd {

// Position, PositionPlayer and PositionCard are the API's (game/types.h).

// Builds the state at the beginning of `position.step` (its turn-based actions run, so
// starting at declare_attackers asks for attackers), skipping the opening and mulligans,
// then settles to the first real decision. Object ids are given in order: p1 battlefield,
// hand, library, graveyard, exile, then the same for p2. Errors: an unknown card, a card the
// engine cannot run, a zone over capacity.
Result<GameState> build_position(const Position& position, const CardDb& db, EventSink* sink);

}  // namespace rwd
