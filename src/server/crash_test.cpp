// Crash test: many games played over the protocol against a `rewind serve` process that is
// killed with SIGKILL while answers are in flight, then restarted on the same SQLite file.
// No acknowledged answer is lost, both seats of a game are shown the same frame, and every
// game finished after the restart ends with the hash of the same answers played straight
// through. Also: SIGTERM stops the server gracefully (exit 0, nothing lost).
#include <gtest/gtest.h>

#include <atomic>

#include "server/process_test_util.h"
#include "server/server_test_util.h"

namespace rwd {
namespace {

using nlohmann::json;

struct Seat {
  std::unique_ptr<TestClient> client;
  json last;
};

struct CrashGame {
  std::string id, tokens[2];
  uint64_t seed = 0;
  std::atomic<int64_t> acked{-1};  // the newest frame whose answer was acknowledged
};

// Joins both seats; false if the server is gone.
bool join_both(uint16_t port, CrashGame& g, Seat seats[2]) {
  for (int p = 0; p < 2; ++p) {
    seats[p].client = std::make_unique<TestClient>(port);
    if (!seats[p].client->ws.send(
            json{{"type", "join"}, {"protocol", 1}, {"game", g.id}, {"token", g.tokens[p]}}.dump()))
      return false;
    if (seats[p].client->next()["type"] != "welcome") return false;
    seats[p].last = seats[p].client->next();
    if (seats[p].last["type"] != "state") return false;
  }
  return true;
}

// Plays with crash_policy until the game ends, `stop_at` frames, or the connection fails.
void play_on(CrashGame& g, Seat seats[2], uint32_t stop_at, bool verbose) {
  for (;;) {
    const json& s = seats[0].last;
    if (!s["game_over"].is_null() ||
        s["frame"].get<uint32_t>() >= std::min(stop_at, kCrashGameMaxInputs))
      return;
    const int actor = s["decision"]["player"] == "p1" ? 0 : 1;
    const uint32_t frame = seats[actor].last["frame"];
    const size_t n = seats[actor].last["decision"]["options"].size();
    if (n == 0) return;
    // A plain send: after the kill, sends fail and the game's thread stops.
    if (!seats[actor].client->ws.send(
            json{{"type", "answer"}, {"frame", frame}, {"n", crash_policy(frame, n)}}.dump()))
      return;
    json ack = seats[actor].client->next();
    if (ack["type"] != "ack") {
      if (verbose)
        ADD_FAILURE() << "game " << g.id << " frame " << frame << ": " << ack.dump().substr(0, 300);
      return;
    }
    g.acked = frame;
    for (int p = 0; p < 2; ++p) {
      json u = seats[p].client->next();
      if (u["type"] != "update") {
        if (verbose)
          ADD_FAILURE() << "game " << g.id << " seat " << p << ": " << u.dump().substr(0, 300);
        return;
      }
      seats[p].last = u;
    }
  }
}

TEST(ServerCrashTest, KillNineMidGameLosesNoAcknowledgedAnswer) {
  TempDir dir;
  const std::string db = "sqlite:" + dir.file("games.db");
  uint16_t port = 0;
  Child server = start_server(db, dir.file("port"), port);
  ASSERT_NE(port, 0) << "rewind serve did not start";
  constexpr int kGames = 12;
  std::vector<std::unique_ptr<CrashGame>> games;
  for (int i = 0; i < kGames; ++i) {
    auto g = std::make_unique<CrashGame>();
    g->seed = 100 + i;
    json c = http_json(
        port, "POST", "/api/games",
        json{{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", g->seed}}.dump());
    g->id = c["game"];
    for (int p = 0; p < 2; ++p) g->tokens[p] = c["seats"][p]["token"];
    games.push_back(std::move(g));
  }
  // Every game plays on its own thread; the server is killed while they answer.
  std::vector<std::thread> threads;
  for (auto& g : games)
    threads.emplace_back([&g, port] {
      Seat seats[2];
      if (join_both(port, *g, seats)) play_on(*g, seats, 100000, false);
    });
  for (int i = 0; i < 300; ++i) {  // until every game is well under way (or 3 s)
    bool all = true;
    for (auto& g : games) all = all && g->acked >= 40;
    if (all) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  server.kill9();
  for (std::thread& t : threads) t.join();
  int64_t total_acked = 0;
  for (auto& g : games) total_acked += g->acked + 1;
  EXPECT_GT(total_acked, kGames * 10) << "the games had not started when the server was killed";
  Child again = start_server(db, dir.file("port"), port);
  ASSERT_NE(port, 0) << "rewind serve did not restart";
  // Every game reconnects and finishes, concurrently again (commits are grouped).
  std::vector<std::string> problems(games.size());
  std::vector<std::thread> finish;
  for (size_t i = 0; i < games.size(); ++i)
    finish.emplace_back([&, i, port] {
      CrashGame& g = *games[i];
      Seat seats[2];
      if (!join_both(port, g, seats)) {
        problems[i] = "cannot rejoin";
        return;
      }
      const int64_t frame = seats[0].last["frame"];
      std::string& p = problems[i];
      if (seats[1].last["frame"] != frame) p += "the seats see different frames; ";
      // Acknowledged answers are all there; at most the one in flight was committed unacked.
      if (frame < g.acked + 1)
        p += "lost an acknowledged answer (frame " + std::to_string(frame) + ", acked " +
             std::to_string(g.acked) + "); ";
      if (frame > g.acked + 2) p += "more frames than were answered; ";
      play_on(g, seats, 100000, false);
      if (seats[0].last["game_over"].is_null())
        p += "did not finish: " + seats[0].last.dump().substr(0, 200);
      else if (seats[0].last["game_over"]["hash"] != hex64(uninterrupted_hash(g.seed)))
        p += "final hash differs";
    });
  for (std::thread& t : finish) t.join();
  for (size_t i = 0; i < games.size(); ++i) EXPECT_EQ(problems[i], "") << "game " << games[i]->id;
  EXPECT_TRUE(again.stop(SIGTERM, 10000)) << "SIGTERM: a graceful exit with status 0";
}

}  // namespace
}  // namespace rwd
