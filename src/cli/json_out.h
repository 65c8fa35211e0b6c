// JSON renderings of decisions, answers, events and results for `--json` output (one
// object per line; formats in docs/cli-json.md). Thread-safe: pure functions.
#pragma once

#include <nlohmann/json.hpp>

#include "cli/session.h"
#include "game/game.h"

namespace rwd {

nlohmann::json decision_json(const Game& game);
nlohmann::json answer_json(const Game& game, PlayerId player, int answer, const std::string& label);
nlohmann::json event_json(const GameEvent& e);
nlohmann::json game_over_json(const Game& game, const GameOutcome& o);

}  // namespace rwd
