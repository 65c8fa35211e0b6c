// The CLI's `--json` renderings: the protocol module's writer (protocol/json.h), which the
// server shares, plus the game_over line from a GameOutcome. Thread-safe: pure functions.
#pragma once

#include <nlohmann/json.hpp>

#include "cli/session.h"
#include "game/game.h"
#include "protocol/json.h"

namespace rwd {

inline nlohmann::json game_over_json(const Game& game, const GameOutcome& o) {
  return game_over_json(game, o.result, o.turns, o.decisions, o.hash);
}

}  // namespace rwd
