// The server over a real loopback WebSocket and HTTP: the lobby, seats and tokens, answers
// with frame numbers (stale, duplicate, out of turn, illegal, wrong token), bots as seats,
// finished-game records, replays, forks and lineage, and restarts from the store.
#include <gtest/gtest.h>

#include "core/hash.h"
#include "record/record_file.h"
#include "record/replay.h"
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

std::string token_of(const json& created, int seat) {
  return created["seats"][seat].value("token", "");
}

// Answers every decision of both seats with crash_policy until the game ends or `frames` is
// reached; returns the last update of each seat.
void play(TestClient* c[2], json last[2], uint32_t frames = kCrashGameMaxInputs) {
  while (last[0]["game_over"].is_null() && last[0]["frame"].get<uint32_t>() < frames) {
    const int actor = last[0]["decision"]["player"] == "p1" ? 0 : 1;
    const json& opts = last[actor]["decision"]["options"];
    ASSERT_FALSE(opts.empty());
    const uint32_t frame = last[actor]["frame"];
    c[actor]->send({{"type", "answer"}, {"frame", frame}, {"n", crash_policy(frame, opts.size())}});
    json ack = c[actor]->expect("ack");
    ASSERT_EQ(ack["frame"], frame);
    for (int p = 0; p < 2; ++p) {
      last[p] = c[p]->expect("update");
      ASSERT_EQ(last[p]["frame"], frame + 1);
    }
  }
}

TEST(ServerTest, LobbyListsDecksAndChecksUploads) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  json decks = http_json(srv.port(), "GET", "/api/decks");
  ASSERT_TRUE(decks.is_array());
  EXPECT_GE(decks.size(), 3u);
  EXPECT_EQ(decks[0]["cards"], 60);
  json ok = http_json(srv.port(), "POST", "/api/decks/check",
                      json{{"deck_text", "56 Forest\n4 Grizzly Bears\n"}}.dump());
  EXPECT_TRUE(ok["ok"].get<bool>()) << ok.dump();
  EXPECT_EQ(ok["cards"], 60);
  // CR 100.2a: at most four of a card other than basic lands, unless the game is casual.
  const std::string forty_bears = "20 Forest\n40 Grizzly Bears\n";
  json many =
      http_json(srv.port(), "POST", "/api/decks/check", json{{"deck_text", forty_bears}}.dump());
  EXPECT_FALSE(many["ok"].get<bool>());
  EXPECT_NE(many["message"].get<std::string>().find("has 40 cards named Grizzly Bears"),
            std::string::npos)
      << many.dump();
  json any_number = http_json(srv.port(), "POST", "/api/decks/check",
                              json{{"deck_text", forty_bears}, {"casual", true}}.dump());
  EXPECT_TRUE(any_number["ok"].get<bool>()) << any_number.dump();
  json bad = http_json(srv.port(), "POST", "/api/decks/check",
                       json{{"deck_text", "4 Nonexistent Card Name\n"}}.dump());
  EXPECT_FALSE(bad["ok"].get<bool>());
  EXPECT_NE(bad["message"].get<std::string>().find("Nonexistent Card Name"), std::string::npos)
      << bad.dump();
  // CR 100.2a: a constructed deck has at least 60 cards; a casual seat takes any size.
  json small = http_json(srv.port(), "POST", "/api/decks/check",
                         json{{"deck_text", "20 Forest\n20 Grizzly Bears\n"}}.dump());
  EXPECT_FALSE(small["ok"].get<bool>());
  EXPECT_NE(small["message"].get<std::string>().find("has 40 cards"), std::string::npos)
      << small.dump();
  json casual =
      http_json(srv.port(), "POST", "/api/decks/check",
                json{{"deck_text", "20 Forest\n20 Grizzly Bears\n"}, {"casual", true}}.dump());
  EXPECT_TRUE(casual["ok"].get<bool>()) << casual.dump();
  int status = 0;
  const json forty = {{"deck_text", "20 Forest\n20 Grizzly Bears\n"}};
  http_json(srv.port(), "POST", "/api/games",
            json{{"p1", forty}, {"p2", {{"kind", "random"}}}}.dump(), &status);
  EXPECT_EQ(status, 400);
  json casual_seat = forty;
  casual_seat["casual"] = true;
  http_json(srv.port(), "POST", "/api/games",
            json{{"p1", casual_seat}, {"p2", {{"kind", "random"}}}}.dump(), &status);
  EXPECT_EQ(status, 201);
  json unknown = http_json(srv.port(), "POST", "/api/games",
                           json{{"p1", {{"deck", "/etc/passwd"}}}}.dump(), &status);
  EXPECT_EQ(status, 400);
  EXPECT_EQ(unknown["code"], "bad_field");
  json notjson = http_json(srv.port(), "POST", "/api/games", "{nope", &status);
  EXPECT_EQ(status, 400);
  EXPECT_EQ(notjson["code"], "bad_json");
  json missing = http_json(srv.port(), "GET", "/api/games/nosuchgame", "", &status);
  EXPECT_EQ(status, 404);
  EXPECT_EQ(missing["code"], "unknown_game");
  Result<HttpReply> page = http_request("127.0.0.1", srv.port(), "GET", "/");
  ASSERT_TRUE(page.is_ok());
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("npm run build"), std::string::npos);  // no web app: how to build it
}

TEST(ServerTest, TwoPeoplePlayAGameToTheEndAndItsRecordVerifies) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  json created = create_game(
      srv.port(),
      {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", 7}, {"browser", "b1"}});
  const std::string id = created["game"];
  TestClient a(srv.port()), b(srv.port()), watcher(srv.port());
  TestClient* c[2] = {&a, &b};
  json last[2] = {a.join(id, token_of(created, 0)), b.join(id, token_of(created, 1))};
  json spect = watcher.join(id, created["spectator_token"]);
  EXPECT_EQ(spect["seat"], "spectator");
  EXPECT_TRUE(spect["decision"]["options"].empty());
  EXPECT_EQ(last[0]["frame"], 0);
  const int actor = last[0]["decision"]["player"] == "p1" ? 0 : 1;
  EXPECT_FALSE(last[actor]["decision"]["options"].empty());
  EXPECT_TRUE(last[1 - actor]["decision"]["options"].empty());
  // Refusals change nothing: out of turn, stale frame, illegal option, spectator.
  c[1 - actor]->send({{"type", "answer"}, {"frame", 0}, {"n", 0}});
  EXPECT_EQ(c[1 - actor]->expect("error")["code"], "not_your_turn");
  c[actor]->send({{"type", "answer"}, {"frame", 5}, {"n", 0}});
  EXPECT_EQ(c[actor]->expect("error")["code"], "stale_frame");
  c[actor]->send({{"type", "answer"}, {"frame", 0}, {"n", 99}});
  EXPECT_EQ(c[actor]->expect("error")["code"], "illegal_option");
  c[actor]->send({{"type", "answer"}, {"frame", 0}, {"label", "banana"}});
  EXPECT_EQ(c[actor]->expect("error")["code"], "illegal_option");
  watcher.send({{"type", "answer"}, {"frame", 0}, {"n", 0}});
  EXPECT_EQ(watcher.expect("error")["code"], "not_your_turn");
  // An answer by label; then its resend is acknowledged as a duplicate, never applied twice.
  c[actor]->send({{"type", "answer"}, {"frame", 0}, {"label", "keep 7 cards"}});
  EXPECT_EQ(c[actor]->expect("ack")["frame"], 0);
  for (int p = 0; p < 2; ++p) last[p] = c[p]->expect("update");
  json wu = watcher.expect("update");
  EXPECT_EQ(wu["frame"], 1);
  EXPECT_EQ(wu["answer"]["label"], "keep 7 cards");
  EXPECT_FALSE(wu["answer"].contains("n"));
  c[actor]->send({{"type", "answer"}, {"frame", 0}, {"n", 0}});
  json dup = c[actor]->expect("ack");
  EXPECT_TRUE(dup["duplicate"].get<bool>());
  c[actor]->send({{"type", "answer"}, {"frame", 0}, {"n", 1}});
  EXPECT_EQ(c[actor]->expect("error")["code"], "stale_frame");
  EXPECT_EQ(last[0]["frame"], 1);
  // Before the end, no record, replay or fork: they would reveal hidden cards and draws.
  int status = 0;
  json early = http_json(srv.port(), "GET", "/api/games/" + id + "/record", "", &status);
  EXPECT_EQ(status, 409);
  EXPECT_EQ(early["code"], "not_finished");
  http_json(srv.port(), "GET", "/api/games/" + id + "/frames/0", "", &status);
  EXPECT_EQ(status, 409);
  http_json(srv.port(), "POST", "/api/games/" + id + "/fork", json{{"frame", 0}}.dump(), &status);
  EXPECT_EQ(status, 409);
  play(c, last);
  ASSERT_FALSE(last[0]["game_over"].is_null());
  const std::string hash = last[0]["game_over"]["hash"];
  // The record verifies, and its final hash is the game's.
  Result<HttpReply> rec =
      http_request("127.0.0.1", srv.port(), "GET", "/api/games/" + id + "/record?format=binary");
  ASSERT_TRUE(rec.is_ok());
  ASSERT_EQ(rec->status, 200);
  Result<GameRecord> parsed = parse_record(rec->body);
  ASSERT_TRUE(parsed.is_ok()) << parsed.message();
  EXPECT_EQ(hex64(parsed->final_hash), hash);
  Result<Replay> replay = Replay::open(*parsed);
  ASSERT_TRUE(replay.is_ok()) << replay.message();
  VerifyReport v = replay->verify();
  EXPECT_TRUE(v.ok) << v.problem;
  Result<HttpReply> js =
      http_request("127.0.0.1", srv.port(), "GET", "/api/games/" + id + "/record?format=json");
  ASSERT_TRUE(js.is_ok());
  Result<GameRecord> pj = parse_record(js->body);
  ASSERT_TRUE(pj.is_ok()) << pj.message();
  EXPECT_EQ(pj->inputs.size(), parsed->inputs.size());
  // Replay any frame, for either seat or both.
  json f3 = http_json(srv.port(), "GET", "/api/games/" + id + "/frames/3?seat=both");
  EXPECT_EQ(f3["frame"], 3);
  EXPECT_TRUE(f3["views"].contains("p1"));
  EXPECT_TRUE(f3["views"].contains("p2"));
  EXPECT_FALSE(f3["decision"]["options"].empty());
  json fp = http_json(srv.port(), "GET", "/api/games/" + id + "/frames/3?seat=p1");
  EXPECT_EQ(fp["view"]["viewer"], "p1");
  // The browser's games list it, with the tokens.
  json mine = http_json(srv.port(), "GET", "/api/games?browser=b1");
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]["game"], id);
  EXPECT_TRUE(mine[0]["over"].get<bool>());
  // A fork at frame 10 against a bot, and the lineage both ways.
  json fork = http_json(
      srv.port(), "POST", "/api/games/" + id + "/fork",
      json{{"frame", 10}, {"seat", "p1"}, {"opponent", {{"kind", "first"}}}}.dump(), &status);
  ASSERT_EQ(status, 201) << fork.dump();
  const std::string fid = fork["game"];
  json up = http_json(srv.port(), "GET", "/api/games/" + fid + "/lineage");
  EXPECT_EQ(up["parent"]["game"], id);
  EXPECT_EQ(up["parent"]["frame"], 10);
  json down = http_json(srv.port(), "GET", "/api/games/" + id + "/lineage");
  ASSERT_EQ(down["children"].size(), 1u);
  EXPECT_EQ(down["children"][0]["game"], fid);
  TestClient f(srv.port());
  json fs = f.join(fid, token_of(fork, 0));
  EXPECT_GE(fs["frame"].get<int>(), 10);  // the bot may already have answered
}

// Protocol 2: the answerer's ack rides in the update its answer made (one message less an
// answer); a protocol-1 connection still gets an ack message before its update, and every
// other connection of the seat the same update without "ack".
TEST(ServerTest, OnProtocol2TheAckRidesInTheAnswerersUpdate) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  json created = create_game(
      srv.port(), {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", 5}});
  const std::string id = created["game"];
  TestClient p1(srv.port()), p1_old(srv.port()), p2_old(srv.port());
  json last = p1.join(id, token_of(created, 0), 2);
  p1_old.join(id, token_of(created, 0), 1);
  p2_old.join(id, token_of(created, 1), 1);
  int mine = 0, theirs = 0;
  for (int i = 0; i < 40 && last["game_over"].is_null(); ++i) {
    const uint32_t frame = last["frame"];
    const bool p1_acts = last["decision"]["player"] == "p1";
    (p1_acts ? p1 : p2_old).send({{"type", "answer"}, {"frame", frame}, {"n", 0}});
    if (p1_acts) {
      ++mine;
      json u = p1.expect("update");
      EXPECT_EQ(u["ack"], frame);
      json plain = p1_old.expect("update");
      EXPECT_FALSE(plain.contains("ack"));
      u.erase("ack");
      EXPECT_EQ(u, plain) << "the same update, with the ack";
      p2_old.expect("update");
      last = plain;
      // A resend is acknowledged as a duplicate, by an ack message.
      p1.send({{"type", "answer"}, {"frame", frame}, {"n", 0}});
      EXPECT_TRUE(p1.expect("ack")["duplicate"].get<bool>());
    } else {
      ++theirs;
      EXPECT_EQ(p2_old.expect("ack")["frame"], frame);
      p2_old.expect("update");
      last = p1.expect("update");
      EXPECT_FALSE(last.contains("ack")) << "p1 did not answer this frame";
      p1_old.expect("update");
    }
    EXPECT_EQ(last["frame"], frame + 1);
  }
  EXPECT_GT(mine, 0);
  EXPECT_GT(theirs, 0);
}

TEST(ServerTest, ABotSeatAnswersThroughTheSamePath) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  json created = create_game(
      srv.port(), {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "heuristic"}}}, {"seed", 11}});
  EXPECT_FALSE(created["seats"][1].contains("token"));
  TestClient a(srv.port());
  json last = a.join(created["game"], token_of(created, 0));
  int answers = 0, bot_answers = 0;
  while (last["game_over"].is_null() && answers < 400) {
    if (last["decision"]["player"] == "p1") {
      const uint32_t frame = last["frame"];
      a.send({{"type", "answer"}, {"frame", frame}, {"n", 0}});
      EXPECT_EQ(a.expect("ack")["frame"], frame);
      ++answers;
    } else {
      ++bot_answers;
      EXPECT_TRUE(last["decision"]["options"].empty());  // the bot's choices are its own
    }
    last = a.expect("update");
  }
  EXPECT_GT(bot_answers, 0);
  EXPECT_GT(answers, 0);
}

TEST(ServerTest, BadInputGetsAnErrorAndChangesNothing) {
  TempDir dir;
  ServerOptions o;
  o.join_timeout_s = 1;
  TestServer srv(dir.file("games.db"), o);
  json created = create_game(
      srv.port(), {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", 3}});
  TestClient c(srv.port());
  EXPECT_TRUE(c.ws.send("{not json").is_ok());
  EXPECT_EQ(c.expect("error")["code"], "bad_json");
  c.send({{"type", "fly"}});
  EXPECT_EQ(c.expect("error")["code"], "unknown_type");
  c.send({{"type", "answer"}, {"frame", 0}, {"n", 0}});
  EXPECT_EQ(c.expect("error")["code"], "not_joined");
  c.send({{"type", "join"}, {"protocol", 99}, {"game", created["game"]}});
  EXPECT_EQ(c.expect("error")["code"], "protocol_version");
  c.send({{"type", "join"}, {"protocol", 1}, {"game", "nosuch"}, {"token", "x"}});
  EXPECT_EQ(c.expect("error")["code"], "unknown_game");
  c.send({{"type", "join"}, {"protocol", 1}, {"game", created["game"]}, {"token", "wrong"}});
  EXPECT_EQ(c.expect("error")["code"], "wrong_token");
  c.send({{"type", "join"}, {"protocol", 1}, {"game", created["game"]}});
  EXPECT_EQ(c.expect("error")["code"], "wrong_token");
  EXPECT_TRUE(c.ws.send("binary", true).is_ok());
  EXPECT_EQ(c.expect("error")["code"], "bad_json");
  c.send({{"type", "ping"}});
  EXPECT_EQ(c.expect("pong")["type"], "pong");
  // Not joined within the join timeout: an error, then the connection is closed.
  EXPECT_EQ(c.next(5000)["code"], "timeout");
  EXPECT_EQ(c.next(5000)["type"], "closed");
  // An oversize message closes the connection.
  TestClient big(srv.port());
  EXPECT_TRUE(big.ws.send(std::string(kMaxClientMessageBytes + 100, 'x')).is_ok());
  EXPECT_EQ(big.next(5000)["type"], "closed");
  // The game was not touched by any of it.
  TestClient d(srv.port());
  EXPECT_EQ(d.join(created["game"], token_of(created, 0))["frame"], 0);
}

TEST(ServerTest, TooManyConnectionsAreRefused) {
  TempDir dir;
  ServerOptions o;
  o.max_connections = 2;
  TestServer srv(dir.file("games.db"), o);
  // A WebSocket counts once from its handshake on (the HTTP request it upgraded from does not
  // linger in the count and refuse the next client).
  TestClient a(srv.port());
  EXPECT_EQ(srv.server->connections(), 1);
  TestClient b(srv.port());
  EXPECT_EQ(srv.server->connections(), 2);
  a.send({{"type", "ping"}});
  a.expect("pong");
  b.send({{"type", "ping"}});
  b.expect("pong");
  Result<HttpReply> r = http_request("127.0.0.1", srv.port(), "GET", "/api/health");
  ASSERT_TRUE(r.is_ok()) << r.message();
  EXPECT_EQ(r->status, 503);
  EXPECT_NE(r->body.find("too_many_connections"), std::string::npos);
}

TEST(ServerTest, ARestartedServerRebuildsGamesFromTheStore) {
  TempDir dir;
  json created;
  json before[2];
  {
    TestServer srv(dir.file("games.db"));
    created = create_game(srv.port(),
                          {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", 5}});
    TestClient a(srv.port()), b(srv.port());
    TestClient* c[2] = {&a, &b};
    before[0] = a.join(created["game"], token_of(created, 0));
    before[1] = b.join(created["game"], token_of(created, 1));
    play(c, before, 30);
  }
  TestServer srv(dir.file("games.db"));
  TestClient a(srv.port()), b(srv.port());
  json after[2] = {a.join(created["game"], token_of(created, 0)),
                   b.join(created["game"], token_of(created, 1))};
  for (int p = 0; p < 2; ++p) {
    EXPECT_EQ(after[p]["frame"], 30);
    EXPECT_EQ(after[p]["view"], before[p]["view"]);
    EXPECT_EQ(after[p]["decision"], before[p]["decision"]);
  }
}

}  // namespace
}  // namespace rwd

namespace rwd {
namespace {

// Not a check: prints a short real session for docs/protocol.md
// (rewind_tests --gtest_also_run_disabled_tests --gtest_filter='*PrintExampleSession').
TEST(ServerTest, DISABLED_PrintExampleSession) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  const std::string body =
      json{{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "heuristic"}}}, {"seed", 7}}.dump();
  std::cout << "POST /api/games " << body << "\n";
  json created = create_game(srv.port(), json::parse(body));
  std::cout << created.dump() << "\n";
  TestClient a(srv.port());
  json j{{"type", "join"},
         {"protocol", 1},
         {"game", created["game"]},
         {"token", token_of(created, 0)}};
  std::cout << "> " << j.dump() << "\n";
  a.send(j);
  json last;
  for (int i = 0; i < 2; ++i) {
    last = a.next();
    std::cout << "< " << a.raw.back() << "\n";
  }
  for (int k = 0; k < 3 && last["game_over"].is_null(); ++k) {
    if (last["decision"]["player"] == "p1") {
      json ans{{"type", "answer"}, {"frame", last["frame"]}, {"n", 0}};
      std::cout << "> " << ans.dump() << "\n";
      a.send(ans);
      std::cout << "< " << (a.next(), a.raw.back()) << "\n";
    }
    last = a.next();
    std::cout << "< " << a.raw.back() << "\n";
  }
}

}  // namespace
}  // namespace rwd
