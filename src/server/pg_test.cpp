// Two `rewind serve` processes on one PostgreSQL database, which the test starts itself
// (initdb in a temporary folder, loopback only, stopped in every path). A game is served by
// the process that owns it; the other refuses it (not_owner) until the owner dies, then takes
// it over from the stored rows, and the game finishes with the hash of the same answers
// played straight through; a fork with its first answer is stored with that answer.
// Skipped, saying so, only when PostgreSQL's binaries are absent.
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>

#include <cstdlib>
#include <filesystem>

#include "server/pg_store.h"
#include "server/process_test_util.h"
#include "server/server_test_util.h"
#include "server/store_checks.h"

namespace rwd {
namespace {

using nlohmann::json;

constexpr const char* kPgBin = "/usr/lib/postgresql/15/bin";

uint16_t free_port() {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
  socklen_t len = sizeof a;
  getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
  close(fd);
  return ntohs(a.sin_port);
}

// A PostgreSQL server in a temporary folder, run as the `postgres` user when the test runs
// as root (PostgreSQL refuses root), stopped and removed when the value goes.
struct TempPostgres {
  TempPostgres() {
    as = geteuid() == 0 ? "runuser -u postgres -- " : "";
    dir = dir_holder.path.string();
    if (geteuid() == 0) {
      passwd* pw = getpwnam("postgres");
      if (!pw) return;
      if (chown(dir.c_str(), pw->pw_uid, pw->pw_gid) != 0) return;
    }
    port = free_port();
    const std::string data = dir + "/data";
    if (std::system((as + kPgBin + "/initdb -D " + data + " -U postgres --auth=trust --no-sync >" +
                     dir + "/initdb.log 2>&1")
                        .c_str()) != 0)
      return;
    const std::string opts =
        "-p " + std::to_string(port) + " -c listen_addresses=127.0.0.1 -k " + dir;
    started = std::system((as + kPgBin + "/pg_ctl -D " + data + " -o \"" + opts + "\" -l " + dir +
                           "/pg.log -w -t 30 start >" + dir + "/pg_ctl.log 2>&1")
                              .c_str()) == 0;
  }
  ~TempPostgres() {
    if (started)
      (void)std::system(
          (as + kPgBin + "/pg_ctl -D " + dir + "/data -m immediate -w stop >/dev/null 2>&1")
              .c_str());
  }
  std::string url() const {
    return "postgresql://postgres@127.0.0.1:" + std::to_string(port) + "/postgres";
  }

  TempDir dir_holder;
  std::string dir, as;
  uint16_t port = 0;
  bool started = false;
};

// The checks of the SQLite store (store_checks.h) on PostgreSQL: its group commit sends
// consecutive inputs as one multi-row INSERT, and a refused row in it fails only itself.
TEST(ServerPostgresTest, GroupCommitRefusesOnlyTheDuplicateRow) {
  if (!std::filesystem::exists(std::string(kPgBin) + "/initdb"))
    GTEST_SKIP() << "PostgreSQL is not installed (" << kPgBin << ")";
  TempPostgres pg;
  ASSERT_TRUE(pg.started) << "PostgreSQL did not start: see " << pg.dir;
  Result<std::unique_ptr<Store>> s = open_pg_store(pg.url());
  ASSERT_TRUE(s.is_ok()) << s.message();
  store_checks::group_commit_refuses_only_the_duplicate_row(**s);
}

json join(TestClient& c, const std::string& id, const std::string& token) {
  c.send({{"type", "join"}, {"protocol", 1}, {"game", id}, {"token", token}});
  json first = c.next();
  if (first["type"] != "welcome") return first;
  return c.next();
}

// Plays both seats with crash_policy up to `frames` (or the end); returns seat 0's last.
json play(TestClient* c[2], json last[2], uint32_t frames) {
  while (last[0]["game_over"].is_null() && last[0]["frame"].get<uint32_t>() < frames) {
    const int actor = last[0]["decision"]["player"] == "p1" ? 0 : 1;
    const uint32_t frame = last[actor]["frame"];
    c[actor]->send({{"type", "answer"},
                    {"frame", frame},
                    {"n", crash_policy(frame, last[actor]["decision"]["options"].size())}});
    EXPECT_EQ(c[actor]->next()["type"], "ack");
    for (int p = 0; p < 2; ++p) last[p] = c[p]->next();
    if (last[0]["type"] != "update") break;
  }
  return last[0];
}

TEST(ServerPostgresTest, TwoProcessesShareGamesAndTakeOverWhenTheOwnerDies) {
  if (!std::filesystem::exists(std::string(kPgBin) + "/initdb"))
    GTEST_SKIP() << "PostgreSQL is not installed (" << kPgBin
                 << "/initdb); scripts/install-deps.sh installs it";
  TempPostgres pg;
  ASSERT_TRUE(pg.started) << "PostgreSQL did not start; see the logs in " << pg.dir;
  TempDir files;
  uint16_t port_a = 0, port_b = 0;
  Child a = start_server(pg.url(), files.file("a.port"), port_a);
  Child b = start_server(pg.url(), files.file("b.port"), port_b);
  ASSERT_NE(port_a, 0);
  ASSERT_NE(port_b, 0);
  const uint64_t seed = 77;
  json created = http_json(
      port_a, "POST", "/api/games",
      json{{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", seed}}.dump());
  const std::string id = created["game"];
  const std::string tokens[2] = {created["seats"][0]["token"], created["seats"][1]["token"]};
  {
    TestClient c1(port_a), c2(port_a);
    TestClient* c[2] = {&c1, &c2};
    json last[2] = {join(c1, id, tokens[0]), join(c2, id, tokens[1])};
    ASSERT_EQ(last[0]["type"], "state") << last[0].dump();
    json s = play(c, last, 25);
    EXPECT_EQ(s["frame"], 25);
    // The other process does not serve a game its owner is serving.
    TestClient other(port_b);
    json refused = join(other, id, tokens[0]);
    EXPECT_EQ(refused["code"], "not_owner") << refused.dump();
  }
  a.kill9();
  // The owner's connection is gone with it: the other process takes the game over.
  json taken;
  TestClient c1(port_b), c2(port_b);
  for (int i = 0; i < 100; ++i) {
    taken = join(c1, id, tokens[0]);
    if (taken["type"] == "state") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  ASSERT_EQ(taken["type"], "state") << taken.dump();
  EXPECT_EQ(taken["frame"], 25);
  TestClient* c[2] = {&c1, &c2};
  json last[2] = {taken, join(c2, id, tokens[1])};
  json end = play(c, last, 100000);
  ASSERT_FALSE(end["game_over"].is_null());
  EXPECT_EQ(end["game_over"]["hash"], hex64(uninterrupted_hash(seed)));
  Result<HttpReply> rec =
      http_request("127.0.0.1", port_b, "GET", "/api/games/" + id + "/record?format=binary");
  ASSERT_TRUE(rec.is_ok());
  EXPECT_EQ(rec->status, 200);
  // A fork with its first answer is stored with it: a third process rebuilds it from the
  // rows, one frame past the fork's (docs/protocol.md, "answer").
  const uint32_t k = 20;
  const std::string actor =
      http_json(port_b, "GET", "/api/games/" + id + "/frames/20?seat=both")["decision"]["player"];
  json fork = http_json(
      port_b, "POST", "/api/games/" + id + "/fork",
      json{{"frame", k}, {"seat", actor}, {"answer", 0}, {"opponent", {{"kind", "human"}}}}.dump());
  ASSERT_TRUE(fork.contains("game")) << fork.dump();
  EXPECT_TRUE(b.stop(SIGTERM, 10000));
  uint16_t port_c = 0;
  Child c3 = start_server(pg.url(), files.file("c.port"), port_c);
  ASSERT_NE(port_c, 0);
  TestClient f(port_c);
  json fs = join(f, fork["game"], fork["seats"][actor == "p1" ? 0 : 1]["token"]);
  EXPECT_EQ(fs["frame"], k + 1) << fs.dump().substr(0, 300);
  EXPECT_TRUE(c3.stop(SIGTERM, 10000));
}

}  // namespace
}  // namespace rwd
