// The two encodings of a record: exact round trips, deterministic bytes, the size budget
// of the binary inputs, and clear errors (never crashes) on truncated, corrupted or edited
// files.
#include <gtest/gtest.h>

#include "record/record_binary.h"
#include "record/record_file.h"
#include "record/record_json.h"
#include "record/sample_games.h"

namespace rwd {
namespace {

using samples::play_recorded;

GameRecord without_players(GameRecord r) {
  for (RecordInput& in : r.inputs) in.player = PlayerId::None;
  return r;
}

GameRecord sample_with_everything() {
  GameRecord r = play_recorded(4);
  r.seats[0].controller = "scripted";
  r.seats[0].answers = {"0", "cast Grizzly Bears", "attack with \"x\"\n"};
  r.seats[0].answers_used = 2;
  r.seats[1].budget = 300;
  r.seats[1].threads = 4;
  r.parent = RecordParent{0x0123456789abcdefULL, 77, 99};
  r.start_snapshot = std::string("RWSS\x01\x00\x00\x00 binary \xff\x00 bytes", 24);
  r.start_frame = 77;
  return r;
}

TEST(RecordFormatTest, JsonRoundTripIsExact) {
  for (const GameRecord& r : {play_recorded(1), play_recorded(2, 1), sample_with_everything()}) {
    std::string text = encode_record_json(r);
    Result<GameRecord> back = decode_record_json(text);
    ASSERT_TRUE(back) << back.message();
    EXPECT_EQ(*back, r);
    EXPECT_EQ(encode_record_json(*back), text);
  }
}

TEST(RecordFormatTest, BinaryRoundTripKeepsEverythingButThePlayers) {
  for (const GameRecord& r : {play_recorded(1), play_recorded(3, 1), sample_with_everything()}) {
    std::string bytes = encode_record_binary(r);
    Result<GameRecord> back = decode_record_binary(bytes);
    ASSERT_TRUE(back) << back.message();
    EXPECT_EQ(*back, without_players(r));
    EXPECT_EQ(encode_record_binary(*back), bytes);
    EXPECT_EQ(record_hash(*back), record_hash(r));
  }
}

TEST(RecordFormatTest, BinaryInputsCostAtMostTwoBytesEach) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    GameRecord r = play_recorded(seed);
    GameRecord header_only = r;
    header_only.inputs.clear();
    header_only.hashes.resize(1);
    size_t beyond = encode_record_binary(r).size() - encode_record_binary(header_only).size();
    EXPECT_LE(beyond, 2 * r.inputs.size()) << "seed " << seed << ": " << beyond << " bytes for "
                                           << r.inputs.size() << " inputs";
  }
}

TEST(RecordFormatTest, EveryBinaryTruncationIsAnError) {
  std::string bytes = encode_record_binary(play_recorded(5));
  for (size_t n = 0; n < bytes.size(); ++n) {
    Result<GameRecord> r = parse_record(std::string_view(bytes).substr(0, n));
    ASSERT_FALSE(r) << n;
  }
}

TEST(RecordFormatTest, CorruptBinaryFailsTheChecksumOrTheChecks) {
  std::string bytes = encode_record_binary(play_recorded(6));
  for (size_t i = 0; i < bytes.size(); i += 7) {
    std::string bad = bytes;
    bad[i] = static_cast<char>(bad[i] ^ 0x5A);
    ASSERT_FALSE(decode_record_binary(bad)) << "byte " << i;
    (void)decode_record_binary(bad, /*verify_checksum=*/false);  // must not crash either way
  }
  std::string bad = bytes;
  bad[bytes.size() / 2] ^= 1;
  Result<GameRecord> r = decode_record_binary(bad);
  ASSERT_FALSE(r);
  EXPECT_NE(r.message().find("checksum mismatch"), std::string::npos) << r.message();
}

TEST(RecordFormatTest, JsonTruncationsAndEditsAreErrorsNamingTheField) {
  std::string text = encode_record_json(play_recorded(7));
  for (size_t n = 0; n < text.size(); n += 13) ASSERT_FALSE(parse_record(text.substr(0, n))) << n;

  auto error_of = [&](const std::string& from, const std::string& to) {
    std::string edited = text;
    size_t at = edited.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    edited.replace(at, from.size(), to);
    Result<GameRecord> r = parse_record(edited);
    return r ? std::string("(accepted)") : r.message();
  };
  EXPECT_NE(error_of("\"format_version\": 3", "\"format_version\": 9").find("format version 9"),
            std::string::npos);
  EXPECT_NE(error_of("[\"p1\",", "[\"p3\",").find("player must be"), std::string::npos);
  EXPECT_NE(error_of("\"hash_every\": 32", "\"hash_every\": \"x\"").find("hash_every"), std::string::npos);
  EXPECT_NE(error_of("\"hashes\": [\"", "\"hashes\": [\"zz").find("hashes[0]"), std::string::npos);
  EXPECT_NE(error_of("\"seed\": 7", "\"seed\": -7").find("seed"), std::string::npos);
  std::string deep(100, '[');
  Result<GameRecord> r = parse_record(deep);
  ASSERT_FALSE(r);
  EXPECT_NE(r.message().find("nested"), std::string::npos);
  r = parse_record("{\"format\": \"rewind-record\"");
  ASSERT_FALSE(r);
  EXPECT_NE(r.message().find("not valid JSON"), std::string::npos);
}

TEST(RecordFormatTest, ShapeChecksCatchMissingHashesAndUnknownDeckCards) {
  GameRecord r = play_recorded(8);
  r.hashes.pop_back();
  Result<GameRecord> back = decode_record_json(encode_record_json(r));
  ASSERT_FALSE(back);
  EXPECT_NE(back.message().find("hash checkpoints"), std::string::npos) << back.message();
  r = play_recorded(8);
  r.cards.erase(r.cards.begin());
  back = decode_record_binary(encode_record_binary(r));
  ASSERT_FALSE(back);
  EXPECT_NE(back.message().find("is not in the card table"), std::string::npos) << back.message();
}

}  // namespace
}  // namespace rwd

namespace rwd {
namespace {

// Who answered each input (format 3): the answerer of an input is its seat's bot, except a
// few given with --choose ("agent"). Canonical: names in the order of first use.
GameRecord with_answerers(GameRecord r) {
  r.answerers.clear();
  const PlayerId first = r.inputs.front().player;
  for (size_t i = 0; i < r.inputs.size(); ++i) {
    RecordInput& in = r.inputs[i];
    const std::string by = i % 17 == 5 ? "agent" : in.player == first ? "heuristic" : "random";
    GameRecord tmp;
    tmp.answerers = r.answerers;
    tmp.add_input(in.player, in.option, by);
    r.answerers = tmp.answerers;
    in.by = tmp.inputs.back().by;
  }
  return r;
}

TEST(RecordFormatTest, AnswerersRoundTripInBothEncodings) {
  GameRecord r = with_answerers(play_recorded(9));
  r.viewer = PlayerId::P2;
  ASSERT_EQ(record_shape_error(r), std::nullopt);
  ASSERT_EQ(r.answerers.size(), 3u);
  Result<GameRecord> j = decode_record_json(encode_record_json(r));
  ASSERT_TRUE(j) << j.message();
  EXPECT_EQ(*j, r);
  Result<GameRecord> b = decode_record_binary(encode_record_binary(r));
  ASSERT_TRUE(b) << b.message();
  EXPECT_EQ(*b, without_players(r));
  EXPECT_NE(encode_record_json(r).find("\"agent\"]"), std::string::npos);
  // Answerers are part of the record: its hash says who answered.
  GameRecord other = r;
  std::swap(other.answerers[1], other.answerers[2]);
  EXPECT_NE(record_hash(other), record_hash(r));
}

TEST(RecordFormatTest, InputsWithTheirAnswerersStillCostAtMostTwoBytes) {
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    GameRecord r = with_answerers(play_recorded(seed));
    GameRecord header_only = r;
    header_only.inputs.clear();
    header_only.answerers.clear();
    header_only.hashes.resize(1);
    size_t beyond = encode_record_binary(r).size() - encode_record_binary(header_only).size();
    EXPECT_LE(beyond, 2 * r.inputs.size()) << "seed " << seed;
  }
}

TEST(RecordFormatTest, NonCanonicalAnswerersAreRefused) {
  GameRecord r = with_answerers(play_recorded(3));
  GameRecord unused = r;
  unused.answerers.push_back("search");
  EXPECT_NE(record_shape_error(unused), std::nullopt);
  GameRecord order = r;
  std::swap(order.answerers[0], order.answerers[1]);
  for (RecordInput& in : order.inputs) in.by = in.by == 0 ? 1 : in.by == 1 ? 0 : in.by;
  ASSERT_NE(record_shape_error(order), std::nullopt);
  EXPECT_NE(record_shape_error(order)->find("order of their first use"), std::string::npos);
  Result<GameRecord> back = decode_record_binary(encode_record_binary(order));
  EXPECT_FALSE(back);
}

// A format-2 record reads with unknown answerers and writes back byte for byte, so its
// record hash (a fork's parent hash) is the one it had.
TEST(RecordFormatTest, FormatTwoRecordsReadAndWriteUnchanged) {
  GameRecord r = play_recorded(2);
  r.format_version = 2;
  r.answerers = {""};
  for (RecordInput& in : r.inputs) in.by = 0;
  ASSERT_EQ(record_shape_error(r), std::nullopt);
  const std::string bytes = encode_record_binary(r), text = encode_record_json(r);
  EXPECT_EQ(text.find("viewer"), std::string::npos);
  Result<GameRecord> b = decode_record_binary(bytes);
  ASSERT_TRUE(b) << b.message();
  EXPECT_EQ(b->format_version, 2);
  EXPECT_EQ(encode_record_binary(*b), bytes);
  Result<GameRecord> j = decode_record_json(text);
  ASSERT_TRUE(j) << j.message();
  EXPECT_EQ(*j, r);
  GameRecord bad = r;
  bad.viewer = PlayerId::P1;
  EXPECT_NE(record_shape_error(bad), std::nullopt);
  bad = r;
  bad.answerers = {"random"};
  EXPECT_NE(record_shape_error(bad), std::nullopt);
}

}  // namespace
}  // namespace rwd
