// Lobby routes the web app reads besides the game protocol (docs/protocol.md, "For the web
// app"): a finished game's log, frame by frame, and a card's printed rules text. Like the
// frames route, the log is refused until the game has ended. Thread-safe: functions of the
// hub (itself thread-safe).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "server/lobby.h"

namespace rwd {

// GET /api/games/ID/log?seat=S and GET /api/cards/NAME; nullopt for any other request (the
// caller routes it). `parts` is the request path split at '/' ("api", "games", ID, "log").
std::optional<HttpResponse> web_route(Hub& hub, const HttpRequest& req,
                                      const std::vector<std::string>& parts);

}  // namespace rwd
