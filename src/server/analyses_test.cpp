// Analyses over HTTP: refused for a live game, computed on the server's workers for a
// finished one with a progress that only moves forward, stored (the second request is
// answered from the store with the same bytes), and the same numbers as `rewind analyse`
// of the downloaded record.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "server/server_test_util.h"

namespace rwd {
namespace {

using nlohmann::json;

json post(uint16_t port, const std::string& target, const json& body, int& status) {
  return http_json(port, "POST", target, body.dump(), &status);
}

TEST(ServerAnalysesTest, OnlyFinishedGamesAreAnalysedOnceWithTheCommandsNumbers) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  int status = 0;
  json live = post(srv.port(), "/api/games",
                   {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", 2}}, status);
  ASSERT_EQ(status, 201);
  json refused = post(srv.port(), "/api/games/" + live["game"].get<std::string>() + "/analyses",
                      {{"seat", "p1"}}, status);
  EXPECT_EQ(status, 409);
  EXPECT_EQ(refused["code"], "not_finished");
  // A game the bots play to the end by themselves.
  json bots =
      post(srv.port(), "/api/games",
           {{"p1", {{"kind", "first"}}}, {"p2", {{"kind", "heuristic"}}}, {"seed", 9}}, status);
  ASSERT_EQ(status, 201);
  const std::string id = bots["game"];
  for (int i = 0; i < 600; ++i) {
    if (http_json(srv.port(), "GET", "/api/games/" + id)["over"].get<bool>()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_TRUE(http_json(srv.port(), "GET", "/api/games/" + id)["over"].get<bool>());
  const std::string route = "/api/games/" + id + "/analyses";
  post(srv.port(), route, {{"seat", "p3"}}, status);
  EXPECT_EQ(status, 400);
  post(srv.port(), route, {{"budget", 0}}, status);
  EXPECT_EQ(status, 400);
  http_json(srv.port(), "GET", route + "/0123456789abcdef", "", &status);
  EXPECT_EQ(status, 404);
  const json ask{{"seat", "p1"}, {"budget", 2}, {"light", true}};
  json started = post(srv.port(), route, ask, status);
  ASSERT_EQ(status, 202) << started.dump();
  const std::string aid = started["id"];
  EXPECT_EQ(started["seat"], "p1");
  EXPECT_EQ(started["budget"], 2);
  json s;
  uint64_t done_before = 0;
  for (int i = 0; i < 1200; ++i) {
    s = http_json(srv.port(), "GET", route + "/" + aid);
    ASSERT_NE(s["status"], "failed") << s.dump();
    const uint64_t done = s["progress"]["playouts_done"];
    EXPECT_GE(done, done_before);  // a progress bar only moves forward
    EXPECT_LE(done, s["progress"]["playouts_planned"].get<uint64_t>());
    done_before = done;
    if (s["status"] == "done") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(s["status"], "done") << s.dump().substr(0, 300);
  EXPECT_TRUE(s["result"]["complete"].get<bool>());
  EXPECT_GT(s["result"]["decisions"].size(), 0u);
  // Stored: the same request is answered from the store at once, with the same result.
  Result<HttpReply> again = http_request("127.0.0.1", srv.port(), "POST", route, ask.dump());
  ASSERT_TRUE(again.is_ok());
  EXPECT_EQ(again->status, 200);
  json stored = json::parse(again->body);
  EXPECT_EQ(stored["id"], aid);
  EXPECT_EQ(stored["result"], s["result"]);
  // The same numbers as `rewind analyse` of the downloaded record.
  Result<HttpReply> rec =
      http_request("127.0.0.1", srv.port(), "GET", "/api/games/" + id + "/record?format=binary");
  ASSERT_TRUE(rec.is_ok());
  ASSERT_EQ(rec->status, 200);
  const std::string file = dir.file("game.rwr"), out = dir.file("analysis.json");
  std::ofstream(file, std::ios::binary) << rec->body;
  const std::string cmd = std::string("'") + REWIND_BINARY + "' analyse '" + file +
                          "' --seat p1 --budget 2 --light --no-cache --quiet --json >'" + out + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::ifstream f(out);
  std::stringstream ss;
  ss << f.rdbuf();
  EXPECT_EQ(json::parse(ss.str()), s["result"]);
  EXPECT_EQ(json::parse(ss.str())["key"], aid);
}

}  // namespace
}  // namespace rwd
