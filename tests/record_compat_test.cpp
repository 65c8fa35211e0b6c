// Records and stop files written by earlier releases, kept as fixtures made by each release's
// binary (tests/fixtures/README.md). Engine 0.2.0 (snapshot codec version 13, the old state
// hash): none of its checkpoint hashes could match. Engine 0.3.0: the same codec and hash,
// but the London mulligan asked for the cards to put on the bottom before the next keep or
// mulligan (0.4.0 asks after the keep, 103.5), so its inputs mean other answers after a
// mulligan. This engine refuses both with messages that name the versions.
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

std::string engine_refusal(const std::string& version = "0.2.0") {
  return "the record was made by engine " + version +
         " (rules MagicCompRules-20250919); this is engine " + kEngineVersion + " (rules " +
         kRulesVersion + "): logs and engines are paired, so it is not replayed here";
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

TEST(RecordCompatTest, ARecordOfEngine030IsRefusedNamingItsEngine) {
  GameRecord rec = fixture("engine-0.3.0-record.json");
  ASSERT_EQ(rec.engine_version, "0.3.0");
  Result<Replay> r = Replay::open(rec);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.message(), engine_refusal("0.3.0"));
}

// Why 0.3.0's records cannot be replayed: p2 keeps, p1 mulligans, and 0.3.0 asked p1 for a
// card to put on the bottom (the record's third input, option 3), where this engine asks p1
// to keep or mulligan again (103.5), two options.
TEST(RecordCompatTest, AMulliganOfEngine030IsAnotherDecisionInThisEngine) {
  GameRecord rec = fixture("engine-0.3.0-record.json");
  ASSERT_GE(rec.inputs.size(), 3u);
  ASSERT_EQ(rec.inputs[1].player, PlayerId::P1);
  ASSERT_EQ(rec.inputs[2].player, PlayerId::P1);
  Result<Replay> r = Replay::open(rec, /*allow_other_engine=*/true);
  ASSERT_TRUE(r) << r.message();
  Result<Game> before = r->at(2);
  ASSERT_TRUE(before) << before.message();
  EXPECT_EQ(before->pending().kind, DecisionKind::Mulligan);
  EXPECT_EQ(before->options().size(), 2u);
  VerifyReport v = r->verify();
  EXPECT_FALSE(v.ok);
  EXPECT_TRUE(v.engine_mismatch);
  ASSERT_TRUE(v.first_divergent_frame);
  EXPECT_EQ(*v.first_divergent_frame, 2u) << v.problem;
  EXPECT_NE(v.problem.find("option " + std::to_string(rec.inputs[2].option) + " is not legal"),
            std::string::npos)
      << v.problem;
}

}  // namespace
}  // namespace rwd
