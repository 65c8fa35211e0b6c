#include "record/record_binary.h"

#include <xxhash.h>

#include <algorithm>
#include <cstring>
#include <xxhash.h>

#include "record/byte_io.h"

namespace rwd {

namespace {

constexpr size_t kMaxShortString = 4096;

void put_seat(ByteWriter& w, const RecordSeat& s) {
  w.str(s.controller);
  w.u64(s.controller_seed);
  w.varint(s.answers.size());
  for (const std::string& a : s.answers) w.str(a);
  w.varint(s.answers_used);
  w.varint(static_cast<uint32_t>(s.budget));
  w.varint(static_cast<uint32_t>(s.threads));
}

void get_seat(ByteReader& r, RecordSeat& s) {
  s.controller = r.str("seat controller", 64);
  s.controller_seed = r.u64("seat controller seed");
  size_t n = r.varint("seat answer count", kMaxSeatAnswers);
  for (size_t i = 0; i < n && r.ok(); ++i) {
    if (r.remaining() == 0) return r.fail("truncated in seat answers");
    s.answers.push_back(r.str("seat answer", kMaxShortString));
  }
  s.answers_used = static_cast<uint32_t>(r.varint("seat answers used", s.answers.size()));
  s.budget = static_cast<int32_t>(r.varint("seat budget", INT32_MAX));
  s.threads = static_cast<int32_t>(r.varint("seat threads", 4096));
}

}  // namespace

bool looks_binary_record(std::string_view bytes) {
  return bytes.size() >= 4 && std::memcmp(bytes.data(), kRecordBinaryMagic, 4) == 0;
}

std::string encode_record_binary(const GameRecord& rec) {
  std::string out;
  out.reserve(256 + rec.inputs.size() + rec.start_snapshot.size() + rec.cards.size() * 128);
  out.append(kRecordBinaryMagic, 4);
  ByteWriter w(out);
  w.varint(static_cast<uint64_t>(rec.format_version));
  w.str(rec.engine_version);
  w.str(rec.rules_version);
  w.u64(rec.seed);
  w.varint(rec.allow_unsupported ? 1 : 0);
  w.varint(rec.hash_every);
  for (const RecordSeat& s : rec.seats) put_seat(w, s);
  for (const RecordDeck& d : rec.decks) {
    w.str(d.name);
    w.varint(d.cards.size());
    for (CardDefId id : d.cards) w.varint(raw(id));
  }
  w.varint(rec.cards.size());
  for (const RecordCard& c : rec.cards) {
    w.varint(c.id);
    w.str(c.source);
    w.str(c.script);
  }
  w.varint(rec.parent ? 1 : 0);
  if (rec.parent) {
    w.u64(rec.parent->record_hash);
    w.varint(rec.parent->frame);
    w.varint(rec.parent->reseed ? 1 : 0);
    if (rec.parent->reseed) w.u64(*rec.parent->reseed);
  }
  if (rec.format_version >= 3) w.varint(rec.viewer ? raw(*rec.viewer) + 1 : 0);
  w.str(rec.start_snapshot);
  w.varint(rec.start_frame);
  // Format 3: the answerer table, and each input as option * A + answerer (A = the table's
  // size, at least 1), so a record with one answerer costs what a format-2 record costs.
  const uint64_t a = std::max<uint64_t>(1, rec.answerers.size());
  if (rec.format_version >= 3) {
    w.varint(rec.answerers.size());
    for (const std::string& name : rec.answerers) w.str(name);
  }
  w.varint(rec.inputs.size());
  for (const RecordInput& in : rec.inputs)
    w.varint(rec.format_version >= 3 ? in.option * a + in.by : in.option);
  w.varint(rec.hashes.size());
  for (uint64_t h : rec.hashes) w.u64(h);
  w.u64(rec.final_hash);
  w.u64(XXH3_64bits(out.data(), out.size()));
  return out;
}

Result<GameRecord> decode_record_binary(std::string_view bytes, bool verify_checksum) {
  const std::string prefix = "binary record: ";
  if (!looks_binary_record(bytes)) return Status::error(prefix + "bad magic (not a Rewind record)");
  if (bytes.size() < 4 + 8) return Status::error(prefix + "truncated (" + std::to_string(bytes.size()) + " bytes)");
  std::string_view body = bytes.substr(0, bytes.size() - 8);
  ByteReader r(body);
  r.skip(4, "magic");
  GameRecord rec;
  uint64_t version = r.varint("format version");
  if (r.ok() && (version < kOldestRecordFormatVersion || version > kRecordFormatVersion))
    return Status::error(
        prefix + "format version " + std::to_string(version) +
        " is not supported (this reader: " + std::to_string(kOldestRecordFormatVersion) + " to " +
        std::to_string(kRecordFormatVersion) + ")");
  rec.format_version = static_cast<int>(version);
  if (verify_checksum) {
    ByteReader t(bytes.substr(bytes.size() - 8));
    uint64_t stored = t.u64("checksum");
    if (stored != XXH3_64bits(body.data(), body.size()))
      return Status::error(prefix + "checksum mismatch: the file is truncated or corrupted");
  }
  rec.engine_version = r.str("engine version", 256);
  rec.rules_version = r.str("rules version", 256);
  rec.seed = r.u64("seed");
  rec.allow_unsupported = r.varint("allow_unsupported", 1) != 0;
  rec.hash_every = static_cast<uint32_t>(r.varint("hash_every", 1u << 20));
  for (RecordSeat& s : rec.seats) get_seat(r, s);
  for (RecordDeck& d : rec.decks) {
    d.name = r.str("deck name", kMaxShortString);
    size_t n = r.varint("deck size", kMaxRecordDeckCards);
    for (size_t i = 0; i < n && r.ok(); ++i)
      d.cards.push_back(static_cast<CardDefId>(r.varint("deck card id", kMaxRecordCards - 1)));
  }
  size_t ncards = r.varint("card count", kMaxRecordCards);
  for (size_t i = 0; i < ncards && r.ok(); ++i) {
    if (r.remaining() == 0) {
      r.fail("truncated in the card table");
      break;
    }
    RecordCard c;
    c.id = static_cast<uint16_t>(r.varint("card id", kMaxRecordCards - 1));
    c.source = r.str("card source", kMaxShortString);
    c.script = r.str("card script", kMaxScriptBytes);
    rec.cards.push_back(std::move(c));
  }
  uint64_t has_parent = r.varint("parent flag", 1);
  if (has_parent && r.ok()) {
    RecordParent p;
    p.record_hash = r.u64("parent record hash");
    p.frame = static_cast<uint32_t>(r.varint("parent frame", UINT32_MAX));
    if (r.varint("reseed flag", 1)) p.reseed = r.u64("reseed");
    rec.parent = p;
  }
  if (rec.format_version >= 3) {
    uint64_t viewer = r.varint("viewer", 2);
    if (viewer) rec.viewer = player_id(static_cast<int>(viewer - 1));
  }
  rec.start_snapshot = r.blob("start snapshot", kMaxSnapshotBytes);
  rec.start_frame = static_cast<uint32_t>(r.varint("start frame", UINT32_MAX));
  if (rec.format_version >= 3) {
    size_t n = r.varint("answerer count", kMaxAnswerers);
    for (size_t i = 0; i < n && r.ok(); ++i)
      rec.answerers.push_back(r.str("answerer", kMaxAnswererName));
  }
  const uint64_t a = std::max<uint64_t>(1, rec.answerers.size());
  size_t ninputs = r.varint("input count", kMaxRecordInputs);
  if (r.ok() && ninputs > r.remaining()) r.fail("truncated: " + std::to_string(ninputs) + " inputs announced");
  if (r.ok()) rec.inputs.reserve(ninputs);
  for (size_t i = 0; i < ninputs && r.ok(); ++i) {
    uint64_t v = r.varint("input", 0x10000 * a - 1);
    rec.inputs.push_back(
        {PlayerId::None, static_cast<uint16_t>(v / a), static_cast<uint8_t>(v % a)});
  }
  // A format-2 record does not say who answered: every input's answerer is unknown ("").
  if (rec.format_version < 3 && !rec.inputs.empty()) rec.answerers = {""};
  size_t nhashes = r.varint("hash count", kMaxRecordInputs);
  if (r.ok() && nhashes > r.remaining() / 8) r.fail("truncated: " + std::to_string(nhashes) + " hashes announced");
  for (size_t i = 0; i < nhashes && r.ok(); ++i) rec.hashes.push_back(r.u64("hash"));
  rec.final_hash = r.u64("final hash");
  if (r.ok() && r.remaining() != 0) r.fail(std::to_string(r.remaining()) + " unexpected bytes before the checksum");
  if (!r.ok()) return Status::error(prefix + r.error());
  if (auto e = record_shape_error(rec)) return Status::error(prefix + *e);
  return rec;
}

}  // namespace rwd
