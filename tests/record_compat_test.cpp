// Records and stop files written by the previous release, engine 0.2.0 (snapshot codec
// version 13, the old state hash), kept as fixtures made by that release's binary
// (tests/fixtures/README.md). This engine refuses them with messages that name the versions:
// its hashes differ, so none of their checkpoint hashes could match.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "core/version.h"
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

std::string engine_refusal() {
  return std::string(
             "the record was made by engine 0.2.0 (rules MagicCompRules-20250919); this is "
             "engine ") +
         kEngineVersion + " (rules " + kRulesVersion +
         "): logs and engines are paired, so it is not replayed here";
}

const char* const kCodecRefusal =
    "state snapshot: snapshot codec version 13 is from an older release; this engine reads version "
    "14";

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

}  // namespace
}  // namespace rwd
