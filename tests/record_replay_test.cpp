// Replays of recorded games: the hash after replay equals the hash after play over
// thousands of seeded random games (through both encodings), seeking lands on the same
// state as playing, and verification names the first frame an edited record diverges at.
#include <gtest/gtest.h>

#include "core/version.h"
#include "game/card_pool.h"
#include "record/record_binary.h"
#include "record/record_file.h"
#include "record/record_json.h"
#include "record/replay.h"
#include "record/sample_games.h"

namespace rwd {
namespace {

using samples::play_recorded;

#if defined(REWIND_CHECK_STATE) || defined(__SANITIZE_ADDRESS__)
constexpr int kGames = 200;
#else
constexpr int kGames = 2000;
#endif

TEST(RecordReplayTest, ReplayHashEqualsPlayHashOverThousandsOfGames) {
  const int decks = static_cast<int>(CardPool::builtin_decks().size());
  for (int i = 0; i < kGames; ++i) {
    uint64_t seed = 1000 + static_cast<uint64_t>(i);
    std::optional<Game> end;
    GameRecord rec = play_recorded(seed, kDefaultHashEvery, &end, i % decks, (i / decks) % decks);
    ASSERT_EQ(rec.final_hash, end->hash());
    // Alternate the encodings; every tenth game goes through both.
    std::string bytes = (i % 2) ? encode_record_binary(rec) : encode_record_json(rec);
    Result<GameRecord> back = parse_record(bytes);
    ASSERT_TRUE(back) << "seed " << seed << ": " << back.message();
    if (i % 10 == 0) {
      ASSERT_TRUE(parse_record(encode_record_binary(*back)));
    }
    Result<Replay> replay = Replay::open(std::move(*back));
    ASSERT_TRUE(replay) << "seed " << seed << ": " << replay.message();
    VerifyReport v = replay->verify();
    ASSERT_TRUE(v.ok) << "seed " << seed << ": " << v.problem;
    Result<Game> last = replay->at(replay->last_frame());
    ASSERT_TRUE(last);
    ASSERT_EQ(last->hash(), end->hash()) << "seed " << seed;
    ASSERT_TRUE(*last == *end);
    // A binary record learns its players by replaying; they match the original's.
    ASSERT_EQ(replay->record().inputs, rec.inputs) << "seed " << seed;
  }
}

TEST(RecordReplayTest, SeekingReachesTheSameStateAsPlaying) {
  GameRecord rec = play_recorded(31, 1);  // a hash at every frame
  Result<Replay> replay = Replay::open(rec);
  ASSERT_TRUE(replay);
  Result<Replay> indexed = Replay::open(rec);
  ASSERT_TRUE(indexed->index());
  for (uint32_t f = replay->first_frame(); f <= replay->last_frame(); ++f) {
    Result<Game> a = replay->at(f), b = indexed->at(f);
    ASSERT_TRUE(a && b) << f;
    ASSERT_EQ(a->inputs(), f);
    ASSERT_EQ(a->hash(), rec.hashes[f]) << f;
    ASSERT_TRUE(*a == *b) << f;
  }
  Result<Game> out = indexed->at(replay->last_frame() + 1);
  ASSERT_FALSE(out);
  EXPECT_NE(out.message().find("out of range"), std::string::npos);
  EXPECT_EQ(out.message().rfind("frame " + std::to_string(replay->last_frame() + 1) + ":", 0), 0u) << out.message();
}

TEST(RecordReplayTest, VerifyNamesTheFrameAnEditedInputDivergesAt) {
  GameRecord rec = play_recorded(41, 1);
  ASSERT_GT(rec.inputs.size(), 60u);
  // Find an input at frame >= 50 whose decision has another legal answer.
  Result<Replay> r0 = Replay::open(rec);
  uint32_t frame = 0;
  for (uint32_t f = 50; f < rec.end_frame(); ++f) {
    OptionList opts;
    r0->at(f)->options(opts);
    if (opts.size() > 1) {
      frame = f;
      break;
    }
  }
  ASSERT_GT(frame, 0u);
  GameRecord edited = rec;
  RecordInput& in = edited.inputs[frame];
  OptionList opts;
  r0->at(frame)->options(opts);
  in.option = static_cast<uint16_t>((in.option + 1) % opts.size());
  Result<Replay> replay = Replay::open(edited);
  ASSERT_TRUE(replay);
  VerifyReport v = replay->verify();
  EXPECT_FALSE(v.ok);
  ASSERT_TRUE(v.first_divergent_frame);
  // With a hash at every frame, the divergence shows at the frame right after the edit
  // (or at the edited frame itself if a later player no longer fits).
  EXPECT_TRUE(*v.first_divergent_frame == frame + 1 || *v.first_divergent_frame == frame) << v.problem;
  EXPECT_EQ(*v.last_good_frame, frame);
}

TEST(RecordReplayTest, VerifyReportsIllegalInputsAndEditedHashes) {
  GameRecord rec = play_recorded(42);
  GameRecord bad = rec;
  bad.inputs[10].option = 999;
  VerifyReport v = Replay::open(bad)->verify();
  EXPECT_FALSE(v.ok);
  EXPECT_EQ(v.first_divergent_frame, 10u);
  EXPECT_NE(v.problem.find("frame 10: option 999 is not legal"), std::string::npos) << v.problem;

  bad = rec;
  bad.hashes[2] ^= 1;  // frame 64
  v = Replay::open(bad)->verify();
  EXPECT_FALSE(v.ok);
  EXPECT_EQ(v.first_divergent_frame, 2 * kDefaultHashEvery);
  EXPECT_EQ(v.last_good_frame, kDefaultHashEvery);

  bad = rec;
  bad.inputs[3].player = opponent(bad.inputs[3].player);
  v = Replay::open(bad)->verify();
  EXPECT_EQ(v.first_divergent_frame, 3u);
  EXPECT_NE(v.problem.find("the record says"), std::string::npos) << v.problem;

  bad = rec;
  bad.inputs.push_back({PlayerId::None, 0});
  bad.hashes.resize(bad.expected_hashes(), bad.hashes.back());
  v = Replay::open(bad)->verify();
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.problem.find("the game is over"), std::string::npos) << v.problem;
}

TEST(RecordReplayTest, AnotherEngineVersionIsCalledOut) {
  GameRecord rec = play_recorded(43);
  rec.engine_version = "0.0.1-old";
  Result<Replay> strict = Replay::open(rec);
  ASSERT_FALSE(strict);
  EXPECT_NE(strict.message().find("engine 0.0.1-old"), std::string::npos);
  EXPECT_NE(strict.message().find("logs and engines are paired"), std::string::npos);
  Result<Replay> lax = Replay::open(rec, /*allow_other_engine=*/true);
  ASSERT_TRUE(lax);
  VerifyReport v = lax->verify();
  EXPECT_FALSE(v.ok);
  EXPECT_TRUE(v.engine_mismatch);
  EXPECT_FALSE(v.first_divergent_frame);  // every hash matched: only the version differs
}

TEST(RecordReplayTest, TheCardDataComesFromTheRecordNotThePool) {
  GameRecord rec = play_recorded(44);
  // A card whose script changed its power would replay differently: the hashes say so.
  for (RecordCard& c : rec.cards) {
    size_t at = c.script.find("PT:2/2");
    if (at != std::string::npos) {
      c.script.replace(at, 6, "PT:5/5");
      break;
    }
  }
  Result<Replay> r = Replay::open(rec);
  ASSERT_FALSE(r);  // objects cache their power: the start hash already differs
  EXPECT_NE(r.message().find("frame 0:"), std::string::npos) << r.message();
  // A script that no longer parses names its card id.
  rec = play_recorded(44);
  rec.cards[3].script = "Nonsense";
  r = Replay::open(rec);
  ASSERT_FALSE(r);
  EXPECT_NE(r.message().find("card id " + std::to_string(rec.cards[3].id)), std::string::npos) << r.message();
}

}  // namespace
}  // namespace rwd
