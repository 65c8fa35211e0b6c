// Test helpers for the server: an in-process server on an ephemeral loopback port over a
// fresh SQLite file (removed at the end), and a WebSocket client that reads JSON messages.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <thread>

#include "server/hub.h"
#include "server/log.h"
#include "server/net_client.h"
#include "server/net_server.h"
#include "server/sqlite_store.h"

namespace rwd {

// A fresh temporary folder, removed with everything in it when the value goes.
struct TempDir {
  TempDir() {
    std::random_device rd;
    path = std::filesystem::temp_directory_path() /
           ("rewind-server-test-" + std::to_string(rd()) + std::to_string(rd()));
    std::filesystem::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  std::string file(const std::string& name) const { return (path / name).string(); }
  std::filesystem::path path;
};

// A hub and a server over an SQLite file, serving on a thread until the value goes.
struct TestServer {
  explicit TestServer(const std::string& db_path, ServerOptions o = {}) {
    set_log_quiet(true);
    Result<std::unique_ptr<Store>> s = open_sqlite_store(db_path);
    EXPECT_TRUE(s.is_ok()) << (s ? "" : s.message());
    store = std::move(*s);
    hub = std::make_unique<Hub>(*store, 1);
    o.port = 0;
    server = std::make_unique<Server>(*hub, o);
    Status st = server->start();
    EXPECT_TRUE(st.is_ok()) << (st ? "" : st.message());
    thread = std::thread([this] { server->run(); });
  }
  ~TestServer() {
    server->stop();
    thread.join();
    server.reset();
    hub.reset();
    store->close();
  }
  uint16_t port() const { return server->port(); }

  std::unique_ptr<Store> store;
  std::unique_ptr<Hub> hub;
  std::unique_ptr<Server> server;
  std::thread thread;
};

inline nlohmann::json http_json(uint16_t port, const std::string& method, const std::string& target,
                                const std::string& body = "", int* status = nullptr) {
  Result<HttpReply> r = http_request("127.0.0.1", port, method, target, body);
  EXPECT_TRUE(r.is_ok()) << (r ? "" : r.message());
  if (!r) return nullptr;
  if (status) *status = r->status;
  nlohmann::json j = nlohmann::json::parse(r->body, nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << r->body;
  return j;
}

// A protocol client: connects, and reads messages as JSON.
struct TestClient {
  explicit TestClient(uint16_t port) {
    Status s = ws.connect("127.0.0.1", port);
    EXPECT_TRUE(s.is_ok()) << (s ? "" : s.message());
  }
  void send(const nlohmann::json& j) { EXPECT_TRUE(ws.send(j.dump()).is_ok()); }
  nlohmann::json next(int timeout_ms = 10000) {
    Result<std::string> m = ws.receive(timeout_ms);
    if (!m) return {{"type", "closed"}, {"message", m.message()}};
    raw.push_back(*m);
    nlohmann::json j = nlohmann::json::parse(*m, nullptr, false);
    EXPECT_FALSE(j.is_discarded()) << *m;
    return j;
  }
  // The next message of `type`, skipping none: a different type fails the test.
  nlohmann::json expect(const std::string& type) {
    nlohmann::json j = next();
    EXPECT_EQ(j.value("type", ""), type) << j.dump().substr(0, 400);
    return j;
  }
  // Joins and returns the state message.
  nlohmann::json join(const std::string& game, const std::string& token, int protocol = 1) {
    send({{"type", "join"}, {"protocol", protocol}, {"game", game}, {"token", token}});
    nlohmann::json w = expect("welcome");
    EXPECT_EQ(w["protocol"], protocol);
    return expect("state");
  }
  WsClient ws;
  std::vector<std::string> raw;  // every message received, as sent
};

}  // namespace rwd
