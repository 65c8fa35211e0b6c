// Shards of a sim run: disjoint, in order, covering every game; parsing K/N; merging checks.
#include "cli/sim_summary.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace rwd {
namespace {

TEST(SimShardTest, RangesAreDisjointInOrderAndCoverEveryGame) {
  for (int64_t games : {1, 2, 3, 7, 100, 300, 1000001}) {
    for (int n : {1, 2, 3, 5, 8, 64}) {
      int64_t next = 0, smallest = games, largest = 0;
      for (int k = 1; k <= n; ++k) {
        ShardRange r = shard_range(games, k, n);
        EXPECT_EQ(r.first, next) << games << " " << k << "/" << n;
        next += r.count;
        smallest = std::min(smallest, r.count);
        largest = std::max(largest, r.count);
      }
      EXPECT_EQ(next, games);
      EXPECT_LE(largest - smallest, 1);
    }
  }
}

TEST(SimShardTest, ParsesKOverN) {
  EXPECT_EQ(*parse_shard("2/3"), (std::pair<int, int>{2, 3}));
  for (const char* bad : {"0/3", "4/3", "3", "a/b", "1/0", "/3", "1/", "-1/3", "1/3x"})
    EXPECT_FALSE(parse_shard(bad)) << bad;
}

SimTotals totals_of(int64_t first, int64_t count) {
  SimTotals t;
  t.p1 = "A (random)";
  t.p2 = "B (random)";
  t.seed = 5;
  for (int64_t i = 0; i < count; ++i) {
    t.game_hashes.push_back(0x1234 + static_cast<uint64_t>(first + i));
    t.wins[(first + i) % 3]++;
    t.turns += 10;
    t.decisions += 100;
  }
  return t;
}

TEST(SimShardTest, ShardsRoundTripAndMergeIntoTheWholeRun) {
  const int64_t games = 10;
  SimTotals whole = totals_of(0, games);
  std::vector<Shard> shards;
  for (int k = 3; k >= 1; --k) {  // any order
    ShardRange r = shard_range(games, k, 3);
    Result<Shard> s = parse_shard_json(nlohmann::json::parse(
        shard_json(totals_of(r.first, r.count), k, 3, games, r.first).dump()));
    ASSERT_TRUE(s) << s.message();
    shards.push_back(*s);
  }
  Result<SimTotals> merged = merge_shards(shards);
  ASSERT_TRUE(merged) << merged.message();
  EXPECT_EQ(merged->game_hashes, whole.game_hashes);
  EXPECT_EQ(merged->turns, whole.turns);
  EXPECT_EQ(merged->decisions, whole.decisions);
  for (int w = 0; w < 3; ++w) EXPECT_EQ(merged->wins[w], whole.wins[w]);

  std::vector<Shard> missing(shards.begin(), shards.begin() + 2);
  EXPECT_NE(merge_shards(missing).message().find("missing"), std::string::npos);
  std::vector<Shard> twice = shards;
  twice.push_back(shards[0]);
  EXPECT_NE(merge_shards(twice).message().find("twice"), std::string::npos);
  std::vector<Shard> other = shards;
  other[1].totals.seed = 6;
  EXPECT_NE(merge_shards(other).message().find("seed"), std::string::npos);
}

TEST(SimShardTest, BadShardJsonIsRefusedWithTheReason) {
  ShardRange r = shard_range(10, 2, 3);
  nlohmann::json j = shard_json(totals_of(r.first, r.count), 2, 3, 10, r.first);
  EXPECT_FALSE(parse_shard_json(nlohmann::json{{"games", 3}}));  // a whole run, not a shard
  nlohmann::json short_hashes = j;
  short_hashes["game_hashes"] = j["game_hashes"].get<std::string>().substr(16);
  EXPECT_NE(parse_shard_json(short_hashes).message().find("game_hashes"), std::string::npos);
  nlohmann::json wrong_range = j;
  wrong_range["first_game"] = 0;
  EXPECT_FALSE(parse_shard_json(wrong_range));
  nlohmann::json wrong_wins = j;
  wrong_wins["p1_wins"] = 99;
  EXPECT_FALSE(parse_shard_json(wrong_wins));
}

}  // namespace
}  // namespace rwd
