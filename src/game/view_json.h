// The JSON text of a PlayerView (docs/cli-json.md, docs/protocol.md: the `view` of a state or
// update), written once here: the CLI, the server, the Python module and the analysis key all
// get these bytes (to_json in game/view.h parses them). Keys in nlohmann's sorted order, so
// the text equals nlohmann::json(view).dump(). Thread-safe: pure functions.
#pragma once

#include <string>

#include "core/json_text.h"
#include "game/view.h"

namespace rwd {

void write_card_view(JsonText& w, const CardView& c);
void write_view(JsonText& w, const PlayerView& v);
std::string view_json_text(const PlayerView& v);

}  // namespace rwd
