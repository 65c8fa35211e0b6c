// Records and stop files written by earlier releases, kept as fixtures made by each release's
// binary (tests/fixtures/README.md). Engine 0.2.0 (snapshot codec version 13, the old state
// hash): none of its checkpoint hashes could match. Engine 0.3.0: the same codec and hash,
// but the London mulligan asked for the cards to put on the bottom before the next keep or
// mulligan (0.4.0 asks after the keep, 103.5), so its inputs mean other answers after a
// mulligan. Engine 0.4.0 (codec 14): the state had no pending extra turns (500.7, 0.5.0's
// codec 15), so its hashes differ from frame 0. This engine refuses all of them with
// messages that name the versions.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "core/version.h"
#include "game/card_pool.h"
#include "game/game.h"
#include "record/record_file.h"
#include "record/replay.h"

namespace rwd {
namespace {

GameRecord fixture(const std::string& name) {
  Result<GameRecord> rec =
      read_record_file(std::string(REWIND_SOURCE_DIR) + "/tests/fixtures/" + name);
  EXPECT_TRUE(rec) << rec.message();
  return rec ? *rec : GameRecord{};
}

std::string engine_refusal(const std::string& version = "0.2.0") {
  return "the record was made by engine " + version +
         " (rules MagicCompRules-20250919); this is engine " + kEngineVersion + " (rules " +
         kRulesVersion + "): logs and engines are paired, so it is not replayed here";
}

std::string codec_refusal(int version) {
  return "state snapshot: snapshot codec version " + std::to_string(version) +
         " is from an older release; this engine reads version 15";
}
const std::string kCodecRefusal = codec_refusal(13);

TEST(RecordCompatTest, ARecordOfTheLastReleaseIsRefusedNamingItsEngine) {
  GameRecord rec = fixture("engine-0.2.0-record.json");
  ASSERT_EQ(rec.engine_version, "0.2.0");
  ASSERT_TRUE(rec.start_snapshot.empty());
  Result<Replay> r = Replay::open(rec);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.message(), engine_refusal());
}

TEST(RecordCompatTest, AStopFileOfTheLastReleaseIsRefusedNamingItsEngine) {
  GameRecord rec =
      fixture("engine-0.2.0-stop.json");  // a stop made in a fork: it starts from a snapshot
  ASSERT_EQ(rec.start_frame, 60u);
  Result<Replay> r = Replay::open(rec);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.message(), engine_refusal());
}

// What `replay --verify` (which replays records of other engines) and Game::from_snapshot say.
TEST(RecordCompatTest, ASnapshotOfTheLastReleaseIsRefusedNamingItsCodecVersion) {
  GameRecord rec = fixture("engine-0.2.0-stop.json");
  ASSERT_GE(rec.start_snapshot.size(), 6u);
  ASSERT_EQ(rec.start_snapshot.substr(0, 6), std::string("RWSS\x0d\x00", 6));  // codec version 13
  Result<Replay> r = Replay::open(rec, /*allow_other_engine=*/true);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.message(), std::string("frame 60: ") + kCodecRefusal);
  Result<Game> g = Game::from_snapshot(rec.start_snapshot, builtin_card_db());
  ASSERT_FALSE(g);
  EXPECT_EQ(g.message(), kCodecRefusal);
}

TEST(RecordCompatTest, RecordsOfEngines030And040AreRefusedNamingTheirEngine) {
  for (const char* version : {"0.3.0", "0.4.0"}) {
    GameRecord rec = fixture(std::string("engine-") + version + "-record.json");
    ASSERT_EQ(rec.engine_version, version);
    Result<Replay> r = Replay::open(rec);
    ASSERT_FALSE(r) << version;
    EXPECT_EQ(r.message(), engine_refusal(version));
  }
}

// Why 0.3.0's records could not be replayed even with 0.4.0's hash: p2 keeps, p1 mulligans,
// and 0.3.0 asked p1 for a card to put on the bottom (the record's third input, option 3),
// where this engine asks p1 to keep or mulligan again (103.5), two options. Since 0.5.0 the
// start position's hash differs too, so `replay --verify` stops at frame 0.
TEST(RecordCompatTest, AMulliganOfEngine030IsAnotherDecisionInThisEngine) {
  GameRecord rec = fixture("engine-0.3.0-record.json");
  ASSERT_GE(rec.inputs.size(), 3u);
  ASSERT_EQ(rec.inputs[1].player, PlayerId::P1);
  ASSERT_EQ(rec.inputs[2].player, PlayerId::P1);
  Result<CardPool> pool = CardPool::from_table(rec.cards);
  ASSERT_TRUE(pool) << pool.message();
  GameSetup setup;
  setup.seed = rec.seed;
  for (int p = 0; p < kNumPlayers; ++p) setup.players[p].deck = rec.decks[p].cards;
  Result<Game> g = Game::create(setup, pool->db());
  ASSERT_TRUE(g) << g.message();
  for (size_t i = 0; i < 2; ++i) ASSERT_TRUE(g->apply(rec.inputs[i].option)) << i;
  EXPECT_EQ(g->pending().kind, DecisionKind::Mulligan);
  EXPECT_EQ(g->options().size(), 2u);
  EXPECT_FALSE(g->apply(rec.inputs[2].option));
}

TEST(RecordCompatTest, RecordsOfEarlierEnginesDivergeAtTheirFirstHash) {
  for (const char* name : {"engine-0.3.0-record.json", "engine-0.4.0-record.json"}) {
    GameRecord rec = fixture(name);
    Result<Replay> r = Replay::open(rec, /*allow_other_engine=*/true);
    ASSERT_FALSE(r) << name;
    EXPECT_NE(r.message().find("frame 0: the start position's hash"), std::string::npos)
        << name << ": " << r.message();
  }
}

// A fork made by 0.4.0 starts from a snapshot of codec version 14.
TEST(RecordCompatTest, AForkOfEngine040IsRefusedNamingItsCodecVersion) {
  GameRecord rec = fixture("engine-0.4.0-fork.json");
  ASSERT_EQ(rec.start_frame, 40u);
  ASSERT_GE(rec.start_snapshot.size(), 6u);
  ASSERT_EQ(rec.start_snapshot.substr(0, 6), std::string("RWSS\x0e\x00", 6));  // version 14
  Result<Replay> open = Replay::open(rec);
  ASSERT_FALSE(open);
  EXPECT_EQ(open.message(), engine_refusal("0.4.0"));
  Result<Replay> r = Replay::open(rec, /*allow_other_engine=*/true);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.message(), "frame 40: " + codec_refusal(14));
  Result<Game> g = Game::from_snapshot(rec.start_snapshot, builtin_card_db());
  ASSERT_FALSE(g);
  EXPECT_EQ(g.message(), codec_refusal(14));
}

}  // namespace
}  // namespace rwd
