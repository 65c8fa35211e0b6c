// The server's records say who answered each input (a person, an agent, which bot), and a
// game unloaded from memory (idle or finished) is rebuilt from the store and plays on to the
// same end as a game never unloaded.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/hash.h"
#include "record/record_file.h"
#include "server/process_test_util.h"
#include "server/server_test_util.h"

namespace rwd {
namespace {

using nlohmann::json;

json create_game(uint16_t port, const json& body) {
  int status = 0;
  json j = http_json(port, "POST", "/api/games", body.dump(), &status);
  EXPECT_EQ(status, 201) << j.dump();
  return j;
}

json join(TestClient& c, const json& created, int seat, bool agent = false) {
  json msg{{"type", "join"},
           {"protocol", 1},
           {"game", created["game"]},
           {"token", created["seats"][seat]["token"]}};
  if (agent) msg["agent"] = true;
  c.send(msg);
  c.expect("welcome");
  return c.expect("state");
}

// p1 answers with crash_policy (p2 is a bot) until the game ends or reaches `frames`; the
// frames p1 answered are added to `answered`.
void play_p1(TestClient& c, json& last, uint32_t frames, std::vector<uint32_t>& answered) {
  while (last["game_over"].is_null() && last["frame"].get<uint32_t>() < frames) {
    if (last["decision"]["player"] == "p1") {
      const uint32_t frame = last["frame"];
      c.send({{"type", "answer"},
              {"frame", frame},
              {"n", crash_policy(frame, last["decision"]["options"].size())}});
      ASSERT_EQ(c.expect("ack")["frame"], frame);
      answered.push_back(frame);
    }
    last = c.expect("update");
  }
}

TEST(ServerRecordTest, ADownloadedRecordSaysWhoAnsweredEachInput) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  json created = create_game(
      srv.port(), {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "heuristic"}}}, {"seed", 3}});
  std::vector<uint32_t> by_agent, by_person;
  {
    TestClient agent(srv.port());
    json last = join(agent, created, 0, true);
    play_p1(agent, last, 20, by_agent);
  }
  TestClient person(srv.port());
  json last = join(person, created, 0);
  play_p1(person, last, kCrashGameMaxInputs, by_person);
  ASSERT_FALSE(last["game_over"].is_null());
  ASSERT_FALSE(by_agent.empty());
  ASSERT_FALSE(by_person.empty());
  Result<HttpReply> rec =
      http_request("127.0.0.1", srv.port(), "GET",
                   "/api/games/" + created["game"].get<std::string>() + "/record?format=binary");
  ASSERT_TRUE(rec.is_ok());
  ASSERT_EQ(rec->status, 200);
  Result<GameRecord> r = parse_record(rec->body);
  ASSERT_TRUE(r.is_ok()) << r.message();
  auto answerer = [&](uint32_t frame) {
    const RecordInput& in = r->inputs.at(frame - r->start_frame);
    return in.by < r->answerers.size() ? r->answerers[in.by] : std::string("?");
  };
  for (uint32_t f : by_agent) EXPECT_EQ(answerer(f), "agent") << "frame " << f;
  for (uint32_t f : by_person) EXPECT_EQ(answerer(f), "human") << "frame " << f;
  // The other inputs are the bot's (a binary record keeps who answered, not the player).
  int bot = 0;
  for (uint32_t f = r->start_frame; f < r->start_frame + r->inputs.size(); ++f)
    if (std::count(by_agent.begin(), by_agent.end(), f) +
            std::count(by_person.begin(), by_person.end(), f) ==
        0) {
      EXPECT_EQ(answerer(f), "heuristic") << "frame " << f;
      ++bot;
    }
  EXPECT_GT(bot, 0) << r->inputs.size() << " inputs, answerers "
                    << nlohmann::json(r->answerers).dump();
}

// Answers both seats with crash_policy until the game ends or reaches `frames`.
void play_both(TestClient* c[2], json last[2], uint32_t frames) {
  while (last[0]["game_over"].is_null() && last[0]["frame"].get<uint32_t>() < frames) {
    const int actor = last[0]["decision"]["player"] == "p1" ? 0 : 1;
    const uint32_t frame = last[actor]["frame"];
    c[actor]->send({{"type", "answer"},
                    {"frame", frame},
                    {"n", crash_policy(frame, last[actor]["decision"]["options"].size())}});
    ASSERT_EQ(c[actor]->expect("ack")["frame"], frame);
    for (int p = 0; p < 2; ++p) last[p] = c[p]->expect("update");
  }
}

// unload_idle until it unloads something (the server sees a closed socket a moment later).
size_t unload_soon(Hub& hub, std::chrono::seconds later) {
  for (int i = 0; i < 200; ++i) {
    if (size_t n =
            hub.unload_idle(std::chrono::steady_clock::now() + later, std::chrono::seconds(600)))
      return n;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return 0;
}

TEST(ServerRecordTest, AnUnloadedGamePlaysOnToTheSameHash) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  const uint64_t seed = 21;
  json created = create_game(
      srv.port(), {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", seed}});
  json before[2];
  {
    TestClient a(srv.port()), b(srv.port());
    TestClient* c[2] = {&a, &b};
    before[0] = join(a, created, 0);
    before[1] = join(b, created, 1);
    play_both(c, before, 40);
    ASSERT_EQ(before[0]["frame"], 40);
    // Watched and recently answered: it stays.
    EXPECT_EQ(srv.hub->unload_idle(std::chrono::steady_clock::now(), std::chrono::seconds(600)),
              0u);
  }
  // Unwatched but not idle long enough: it stays; idle for an hour: it goes.
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(srv.hub->unload_idle(std::chrono::steady_clock::now(), std::chrono::seconds(600)), 0u);
  ASSERT_EQ(unload_soon(*srv.hub, std::chrono::hours(1)), 1u);
  EXPECT_EQ(srv.hub->loaded(), 0u);
  TestClient a(srv.port()), b(srv.port());
  TestClient* c[2] = {&a, &b};
  json after[2] = {join(a, created, 0), join(b, created, 1)};
  EXPECT_EQ(srv.hub->loaded(), 1u);
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(after[p]["frame"], 40);
    EXPECT_EQ(after[p]["view"], before[p]["view"]);
    EXPECT_EQ(after[p]["decision"], before[p]["decision"]);
  }
  play_both(c, after, kCrashGameMaxInputs);
  ASSERT_FALSE(after[0]["game_over"].is_null());
  EXPECT_EQ(after[0]["game_over"]["hash"], hex64(uninterrupted_hash(seed)));
}

TEST(ServerRecordTest, FinishedGamesLeaveMemoryOnceUnwatched) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  json created = create_game(
      srv.port(), {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", 4}});
  {
    TestClient a(srv.port()), b(srv.port());
    TestClient* c[2] = {&a, &b};
    json last[2] = {join(a, created, 0), join(b, created, 1)};
    play_both(c, last, kCrashGameMaxInputs);
    ASSERT_FALSE(last[0]["game_over"].is_null());
  }
  // No idle time needed for a finished game; its record is still served from the store.
  ASSERT_EQ(unload_soon(*srv.hub, std::chrono::seconds(0)), 1u);
  EXPECT_EQ(srv.hub->loaded(), 0u);
  Result<HttpReply> rec =
      http_request("127.0.0.1", srv.port(), "GET",
                   "/api/games/" + created["game"].get<std::string>() + "/record");
  ASSERT_TRUE(rec.is_ok());
  EXPECT_EQ(rec->status, 200);
}

}  // namespace
}  // namespace rwd
