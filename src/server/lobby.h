// The lobby over HTTP (docs/protocol.md, "Lobby"): built-in decks, deck checks, creating
// games against a bot or a person, a browser's games, a game's summary and lineage, and for
// finished games the record download, frame-by-frame replay and forks. Requests and
// responses are plain values here; server/net_server.cpp carries them over HTTP. Also the
// web app's files (`--web DIR`). Thread-safe: functions of the hub (itself thread-safe).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "server/hub.h"

namespace rwd {

inline constexpr size_t kMaxRequestBody = 1 << 20;  // deck uploads and JSON bodies

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // path and query: "/api/games?browser=b1"
  std::string body;
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
};

// Requests under /api/; anything else is the web app's (serve_web). Errors are JSON
// {"type":"error","code":...,"message":...} with a 4xx or 5xx status.
HttpResponse handle_api(Hub& hub, const HttpRequest& req);
// A file of the web app under `web_dir` with its content type; index.html for paths that
// are not files (the app's own routes); a page saying how to build the app when `web_dir`
// has no index.html. Never serves a path outside `web_dir`.
HttpResponse serve_web(const std::string& web_dir, const std::string& target);
// The value of query parameter `key` in `target` ("" if absent), percent-decoded.
std::string query_param(const std::string& target, const std::string& key);

}  // namespace rwd
