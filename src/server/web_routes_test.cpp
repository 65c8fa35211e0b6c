// The web app's lobby routes (server/web_routes.h): a finished game's log, frame by frame,
// agrees with the frames route and hides a seat's hidden cards from the other; frames in
// bulk equal the frames one by one; a card's rules text by name.
#include <gtest/gtest.h>

#include <chrono>

#include "server/server_test_util.h"

namespace rwd {
namespace {

using nlohmann::json;

// A bot-vs-bot game, created and played by the server's own bots to its end.
std::string finished_bot_game(uint16_t port) {
  int status = 0;
  json created = http_json(
      port, "POST", "/api/games",
      json{{"p1", {{"kind", "heuristic"}}}, {"p2", {{"kind", "heuristic"}}}, {"seed", 3}}.dump(),
      &status);
  EXPECT_EQ(status, 201) << created.dump();
  const std::string id = created["game"];
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (!http_json(port, "GET", "/api/games/" + id)["over"].get<bool>() &&
         std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return id;
}

TEST(WebRoutesTest, AFinishedGamesLogAgreesWithItsFramesAndHidesTheOtherSeatsDraws) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  const std::string id = finished_bot_game(srv.port());
  json summary = http_json(srv.port(), "GET", "/api/games/" + id);
  ASSERT_TRUE(summary["over"].get<bool>());
  json log = http_json(srv.port(), "GET", "/api/games/" + id + "/log");
  EXPECT_EQ(log["type"], "log");
  EXPECT_EQ(log["seat"], "both");
  EXPECT_EQ(log["last_frame"], summary["frame"]);
  const json& frames = log["frames"];
  ASSERT_EQ(frames.size(), summary["frame"].get<size_t>());
  for (size_t k = 0; k < frames.size(); ++k) EXPECT_EQ(frames[k]["frame"], k);
  // Each entry is the answer the frames route shows at that frame.
  for (size_t k : {size_t{0}, frames.size() / 2, frames.size() - 1}) {
    json f = http_json(srv.port(), "GET", "/api/games/" + id + "/frames/" + std::to_string(k));
    EXPECT_EQ(frames[k]["label"], f["answered"]["label"]) << k;
    EXPECT_EQ(frames[k]["player"], f["decision"]["player"]) << k;
    EXPECT_EQ(frames[k]["turn"], f["decision"]["turn"]) << k;
  }
  EXPECT_EQ(frames.back()["events"].back()["event"], "game_over");
  // p1's log names no card p2 drew; the full log does.
  json p1 = http_json(srv.port(), "GET", "/api/games/" + id + "/log?seat=p1");
  int p2_draws = 0, named = 0;
  for (size_t k = 0; k < frames.size(); ++k) {
    ASSERT_EQ(frames[k]["events"].size(), p1["frames"][k]["events"].size());
    for (size_t e = 0; e < frames[k]["events"].size(); ++e) {
      const json& full = frames[k]["events"][e];
      const json& seen = p1["frames"][k]["events"][e];
      if (full["event"] != "draw" || full.value("player", "") != "p2") continue;
      ++p2_draws;
      if (full.contains("object_name")) ++named;
      EXPECT_FALSE(seen.contains("object_name")) << seen.dump();
      EXPECT_EQ(seen["text"], "p2 draws a card");
    }
  }
  EXPECT_GT(p2_draws, 0);
  EXPECT_EQ(named, p2_draws);
  int status = 0;
  http_json(srv.port(), "GET", "/api/games/" + id + "/log?seat=p3", "", &status);
  EXPECT_EQ(status, 400);
  http_json(srv.port(), "GET", "/api/games/nosuchgame/log", "", &status);
  EXPECT_EQ(status, 404);
}

TEST(WebRoutesTest, FramesInBulkAreTheFramesOneByOne) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  const std::string id = finished_bot_game(srv.port());
  const uint32_t last = http_json(srv.port(), "GET", "/api/games/" + id)["frame"];
  ASSERT_GT(last, 20u);
  for (const char* seat : {"both", "p2"}) {
    // The middle of the game, and the last frames up to the end (fewer than asked).
    for (uint32_t from : {uint32_t{5}, last - 3}) {
      json bulk = http_json(srv.port(), "GET",
                            "/api/games/" + id + "/frames?from=" + std::to_string(from) +
                                "&count=10&seat=" + std::string(seat));
      ASSERT_EQ(bulk["type"], "frames");
      const json& frames = bulk["frames"];
      ASSERT_EQ(frames.size(), std::min<size_t>(10, last - from + 1));
      for (size_t i = 0; i < frames.size(); ++i) {
        json one =
            http_json(srv.port(), "GET",
                      "/api/games/" + id + "/frames/" + std::to_string(from + i) + "?seat=" + seat);
        EXPECT_EQ(frames[i], one) << seat << " frame " << from + i;
      }
    }
  }
  int status = 0;
  const std::vector<std::string> bad = {"from=0&count=0",
                                        "from=0&count=101",
                                        "from=x&count=3",
                                        "count=3",
                                        "from=" + std::to_string(last + 1) + "&count=1",
                                        "from=0&count=3&seat=p3"};
  for (const std::string& q : bad) {
    http_json(srv.port(), "GET", "/api/games/" + id + "/frames?" + q, "", &status);
    EXPECT_EQ(status, 400) << q;
  }
}

TEST(WebRoutesTest, ALiveGamesLogAndFramesAreRefused) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  int status = 0;
  json created = http_json(srv.port(), "POST", "/api/games",
                           json{{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}}.dump());
  json j = http_json(srv.port(), "GET", "/api/games/" + created["game"].get<std::string>() + "/log",
                     "", &status);
  EXPECT_EQ(status, 409);
  EXPECT_EQ(j["code"], "not_finished");
  http_json(srv.port(), "GET",
            "/api/games/" + created["game"].get<std::string>() + "/frames?from=0&count=5", "",
            &status);
  EXPECT_EQ(status, 409);
}

TEST(WebRoutesTest, ACardsRulesTextByName) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  int status = 0;
  json bolt = http_json(srv.port(), "GET", "/api/cards/Lightning%20Bolt", "", &status);
  EXPECT_EQ(status, 200);
  EXPECT_EQ(bolt["name"], "Lightning Bolt");
  ASSERT_EQ(bolt["faces"].size(), 1u);
  EXPECT_NE(bolt["faces"][0]["text"].get<std::string>().find("3 damage"), std::string::npos)
      << bolt.dump();
  json none = http_json(srv.port(), "GET", "/api/cards/No%20Such%20Card", "", &status);
  EXPECT_EQ(status, 404);
  EXPECT_EQ(none["code"], "not_found");
}

}  // namespace
}  // namespace rwd
