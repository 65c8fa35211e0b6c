// The load generator (server/load_players.h) against an in-process server: every game is
// played to its end on either protocol with the same seeded answers, every answer is timed
// (ack and result), and --think-ms really pauses before each answer.
#include "server/load_players.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "server/server_test_util.h"

namespace rwd {
namespace {

std::vector<GameStats> run(uint16_t port, int protocol, int think_ms, double& seconds) {
  LoadOptions o;
  o.port = port;
  o.games = 3;
  o.seed = 21;
  o.protocol = protocol;
  o.think_ms = think_ms;
  o.max_answers = 40;
  return play_games(o, seconds);
}

TEST(LoadPlayersTest, PlaysEveryGameOnEitherProtocolAndTimesEveryAnswer) {
  TempDir dir;
  TestServer srv(dir.file("games.db"));
  double secs = 0;
  std::vector<GameStats> v1 = run(srv.port(), 1, 0, secs);
  std::vector<GameStats> v2 = run(srv.port(), 2, 0, secs);
  std::vector<GameStats> slow = run(srv.port(), 2, 5, secs);
  ASSERT_EQ(v1.size(), 3u);
  ASSERT_EQ(v2.size(), 3u);
  ASSERT_EQ(slow.size(), 3u);
  int most = 0;
  for (size_t g = 0; g < 3; ++g) {
    for (const GameStats* s : {&v1[g], &v2[g], &slow[g]}) {
      EXPECT_TRUE(s->error.empty()) << s->error;
      EXPECT_GT(s->answers, 0);
      EXPECT_EQ(s->latencies_ms.size(), static_cast<size_t>(s->answers));
      EXPECT_EQ(s->result_ms.size(), static_cast<size_t>(s->answers));
    }
    // The same seeds give the same games and answers whichever protocol carries them.
    EXPECT_EQ(v1[g].answers, v2[g].answers);
    EXPECT_EQ(v1[g].answers, slow[g].answers);
    most = std::max(most, slow[g].answers);
  }
  // Each game pauses 5 ms before each of its answers, one answer at a time.
  EXPECT_GE(secs, most * 0.005);
}

}  // namespace
}  // namespace rwd
