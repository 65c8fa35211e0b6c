// Clients of `rewind serve` for tests and the load generator: one blocking HTTP request, and
// a WebSocket client that sends text and receives the next message with a timeout. Beast is
// included by net_client.cpp only. Thread-safe: http_request from any thread; one WsClient
// per thread.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/status.h"

namespace rwd {

struct HttpReply {
  int status = 0;
  std::string content_type;
  std::string body;
};

// Errors: cannot connect, or the connection failed (timeout `timeout_ms`).
Result<HttpReply> http_request(const std::string& host, uint16_t port, const std::string& method,
                               const std::string& target, const std::string& body = "",
                               int timeout_ms = 10000);

class WsClient {
 public:
  WsClient();
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  // Connects and upgrades at `path`. Errors: the connection or the upgrade failed.
  Status connect(const std::string& host, uint16_t port, const std::string& path = "/ws",
                 int timeout_ms = 10000);
  Status send(const std::string& text, bool binary = false);
  // The next message. Errors: the connection closed ("closed: REASON") or nothing came
  // within `timeout_ms` ("timeout").
  Result<std::string> receive(int timeout_ms = 10000);
  // Drops the connection without a close handshake (a client that vanishes).
  void drop();
  void close();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace rwd
