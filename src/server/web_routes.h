// Lobby routes the web app reads besides the game protocol (docs/protocol.md, "For the web
// app"): a finished game's log, frame by frame, its frames in bulk, and a card's printed
// rules text. Like the
// frames route, the log is refused until the game has ended. Thread-safe: functions of the
// hub (itself thread-safe).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/lobby.h"

namespace rwd {

// The most frames one GET /api/games/ID/frames?from=K&count=N returns.
inline constexpr uint32_t kMaxBulkFrames = 100;

// GET /api/games/ID/log?seat=S, GET /api/games/ID/frames?from=K&count=N&seat=S (frames K..
// K+N-1, each as GET /api/games/ID/frames/K gives it) and GET /api/cards/NAME; nullopt for
// any other request (the caller routes it). `parts` is the request path split at '/' ("api",
// "games", ID, "log").
std::optional<HttpResponse> web_route(Hub& hub, const HttpRequest& req,
                                      const std::vector<std::string>& parts);

}  // namespace rwd
