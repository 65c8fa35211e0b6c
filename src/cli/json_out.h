// JSON renderings of decisions, answers, events and results for `--json` output (one
// object per line; formats in docs/cli-json.md). Thread-safe: pure functions.
#pragma once

#include <nlohmann/json.hpp>

#include "cli/session.h"
#include "game/game.h"

namespace rwd {

// `show_choices` false: the options and unselectable lists are left empty (they can name
// the acting seat's hidden cards), for output a human at another seat reads.
nlohmann::json decision_json(const Game& game, bool show_choices = true);
nlohmann::json answer_json(const Game& game, PlayerId player, int answer, const std::string& label);
nlohmann::json event_json(const GameEvent& e);
nlohmann::json game_over_json(const Game& game, const GameOutcome& o);

}  // namespace rwd
