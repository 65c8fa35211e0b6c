// A fork with its first answer (POST /api/games/ID/fork {"answer": N}, "play the better
// line"): the option is applied and stored as the fork's first input by the fork's seat, in
// the same transaction as the game; an illegal option, or a decision of the other seat, is
// refused with a clear error and no game is created.
#include <gtest/gtest.h>

#include "server/rebuild.h"
#include "server/server_test_util.h"

namespace rwd {
namespace {

using nlohmann::json;

// A finished game the bots play by themselves; returns its id.
std::string finished_bot_game(uint16_t port) {
  int status = 0;
  json bots = http_json(
      port, "POST", "/api/games",
      json{{"p1", {{"kind", "first"}}}, {"p2", {{"kind", "heuristic"}}}, {"seed", 9}}.dump(),
      &status);
  EXPECT_EQ(status, 201) << bots.dump();
  const std::string id = bots.value("game", "");
  for (int i = 0; i < 600; ++i) {
    if (http_json(port, "GET", "/api/games/" + id)["over"].get<bool>()) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_TRUE(http_json(port, "GET", "/api/games/" + id)["over"].get<bool>());
  return id;
}

// The first frame at or after `from` where `seat` decides among at least two options.
uint32_t decision_of(uint16_t port, const std::string& id, const std::string& seat, uint32_t from,
                     json* frame_out) {
  json log = http_json(port, "GET", "/api/games/" + id + "/log?seat=both");
  for (const json& f : log["frames"]) {
    const uint32_t k = f["frame"];
    if (k < from || f["player"] != seat) continue;
    json fr =
        http_json(port, "GET", "/api/games/" + id + "/frames/" + std::to_string(k) + "?seat=both");
    if (fr["decision"]["options"].size() >= 2) {
      *frame_out = fr;
      return k;
    }
  }
  ADD_FAILURE() << "no decision of " << seat << " with two options";
  return 0;
}

TEST(ForkAnswerTest, TheAnswerIsTheForksFirstInputByItsSeat) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  const std::string id = finished_bot_game(srv.port());
  json at;
  const uint32_t k = decision_of(srv.port(), id, "p1", 5, &at);
  // An option other than the one played there.
  const uint32_t played = at["answered"]["n"];
  const uint32_t other = played == 0 ? 1 : 0;
  int status = 0;
  json fork = http_json(
      srv.port(), "POST", "/api/games/" + id + "/fork",
      json{{"frame", k}, {"seat", "p1"}, {"answer", other}, {"opponent", {{"kind", "human"}}}}
          .dump(),
      &status);
  ASSERT_EQ(status, 201) << fork.dump();
  const std::string fid = fork["game"];
  // Stored with the game: one input at frame K, p1's, the option asked for, by a person.
  Result<StoredGame> stored = srv.store->load(fid);
  ASSERT_TRUE(stored.is_ok()) << stored.message();
  ASSERT_EQ(stored->inputs.size(), 1u);
  EXPECT_EQ(stored->inputs[0].player, PlayerId::P1);
  EXPECT_EQ(stored->inputs[0].option, other);
  EXPECT_EQ(kStoredAnswerers[stored->inputs[0].by], std::string("human"));
  Result<Game> rebuilt = rebuild_game(*stored, srv.hub->pool().db());
  ASSERT_TRUE(rebuilt.is_ok()) << rebuilt.message();
  EXPECT_EQ(rebuilt->inputs(), k + 1);
  // The live game is at the next frame; the lineage names the fork's frame.
  TestClient c(srv.port());
  json st = c.join(fid, fork["seats"][0]["token"]);
  EXPECT_EQ(st["frame"], k + 1);
  json up = http_json(srv.port(), "GET", "/api/games/" + fid + "/lineage");
  EXPECT_EQ(up["parent"]["frame"], k);
}

TEST(ForkAnswerTest, AnIllegalOptionOrTheOtherSeatsDecisionCreatesNothing) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  const std::string id = finished_bot_game(srv.port());
  json at;
  const uint32_t k = decision_of(srv.port(), id, "p1", 5, &at);
  const size_t count = at["decision"]["options"].size();
  json theirs;
  const uint32_t k2 = decision_of(srv.port(), id, "p2", 5, &theirs);
  auto fork = [&](const json& body, int& status) {
    return http_json(srv.port(), "POST", "/api/games/" + id + "/fork", body.dump(), &status);
  };
  int status = 0;
  json r = fork({{"frame", k}, {"seat", "p1"}, {"answer", count}, {"browser", "bx"}}, status);
  EXPECT_EQ(status, 400);
  EXPECT_EQ(r["code"], "illegal_option");
  EXPECT_EQ(r["message"], "option " + std::to_string(count) + " is not legal at frame " +
                              std::to_string(k) + ": choose 0.." + std::to_string(count - 1));
  r = fork({{"frame", k}, {"seat", "p1"}, {"answer", 70000}, {"browser", "bx"}}, status);
  EXPECT_EQ(status, 400);
  EXPECT_EQ(r["code"], "illegal_option");
  r = fork({{"frame", k}, {"seat", "p1"}, {"answer", -1}, {"browser", "bx"}}, status);
  EXPECT_EQ(status, 400);
  EXPECT_EQ(r["code"], "bad_field");
  // Frame K2 is p2's decision: p1's fork cannot answer it.
  r = fork({{"frame", k2}, {"seat", "p1"}, {"answer", 0}, {"browser", "bx"}}, status);
  EXPECT_EQ(status, 400);
  EXPECT_EQ(r["code"], "not_your_turn");
  EXPECT_EQ(r["message"], "the decision at frame " + std::to_string(k2) + " is p2's, not p1's");
  // Nothing was created: no child, nothing listed for the browser.
  EXPECT_EQ(http_json(srv.port(), "GET", "/api/games/" + id + "/lineage")["children"].size(), 0u);
  EXPECT_EQ(http_json(srv.port(), "GET", "/api/games?browser=bx").size(), 0u);
  // The same fork by p2 is taken.
  fork({{"frame", k2}, {"seat", "p2"}, {"answer", 0}, {"browser", "bx"}}, status);
  EXPECT_EQ(status, 201);
  EXPECT_EQ(http_json(srv.port(), "GET", "/api/games?browser=bx").size(), 1u);
}

}  // namespace
}  // namespace rwd
