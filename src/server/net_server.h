// Server: `rewind serve`'s network side, HTTP and WebSocket on Boost.Beast/Asio. HTTP
// requests under /api/ go to the lobby (server/lobby.h), other paths to the web app's files;
// GET /ws upgrades to the game protocol (server/connection.h, docs/protocol.md). Limits: a
// connection count, request bodies (kMaxRequestBody) and client messages
// (kMaxClientMessageBytes), an HTTP read timeout, a WebSocket idle timeout with keep-alive
// pings (a half-open connection is closed), and a join timeout. Beast and Asio are included
// by net_server.cpp only. Thread-safe: start() once, then run() on one thread; stop() from
// any thread (or SIGTERM/SIGINT, when handle_signals()).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/status.h"
#include "server/hub.h"

namespace rwd {

struct ServerOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;  // 0: an ephemeral port (port() says which)
  int threads = 2;       // network threads
  std::string web_dir;   // the web app's files ("" : none)
  int max_connections = 10000;
  int http_timeout_s = 30;      // reading one HTTP request
  int idle_timeout_s = 60;      // a WebSocket with no traffic (pings included) is closed
  int join_timeout_s = 10;      // a WebSocket that has not joined a game is closed
  bool handle_signals = false;  // SIGTERM and SIGINT stop the server gracefully
};

class Server {
 public:
  Server(Hub& hub, ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds and listens. Errors: the address cannot be bound.
  Status start();
  uint16_t port() const;
  // Serves until stop(): then stops accepting, lets in-flight commits finish and be
  // acknowledged, and returns.
  void run();
  void stop();
  int connections() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace rwd
