#include "record/record.h"

#include <xxhash.h>

#include <cassert>

#include "record/record_binary.h"

namespace rwd {

std::optional<std::string> record_shape_error(const GameRecord& r) {
  if (r.hash_every == 0) return "hash_every must be at least 1";
  for (size_t i = 0; i < r.cards.size(); ++i) {
    if (i > 0 && r.cards[i].id <= r.cards[i - 1].id)
      return "card table: ids must be strictly ascending (entry " + std::to_string(i) + ")";
    if (r.cards[i].id >= kMaxRecordCards) return "card table: id " + std::to_string(r.cards[i].id) + " is too large";
  }
  auto has_card = [&](uint16_t id) {
    size_t lo = 0, hi = r.cards.size();
    while (lo < hi) {
      size_t mid = (lo + hi) / 2;
      if (r.cards[mid].id < id) lo = mid + 1; else hi = mid;
    }
    return lo < r.cards.size() && r.cards[lo].id == id;
  };
  for (int p = 0; p < kNumPlayers; ++p)
    for (size_t i = 0; i < r.decks[p].cards.size(); ++i)
      if (!has_card(raw(r.decks[p].cards[i])))
        return "deck " + std::to_string(p + 1) + " card " + std::to_string(i + 1) + " (id " +
               std::to_string(raw(r.decks[p].cards[i])) + ") is not in the card table";
  if (r.start_snapshot.empty() && r.start_frame != 0) return "start frame " + std::to_string(r.start_frame) + " without a start snapshot";
  if (static_cast<uint64_t>(r.start_frame) + r.inputs.size() > UINT32_MAX) return "too many frames";
  if (r.format_version < kOldestRecordFormatVersion || r.format_version > kRecordFormatVersion)
    return "format version " + std::to_string(r.format_version) + " is not supported";
  if (r.viewer && *r.viewer != PlayerId::P1 && *r.viewer != PlayerId::P2)
    return "viewer must be p1 or p2";
  if (r.format_version < 3 && r.viewer) return "a format-2 record has no viewer";
  if (r.answerers.empty() != r.inputs.empty())
    return r.inputs.empty() ? "answerers without inputs" : "inputs without answerers";
  if (r.answerers.size() > kMaxAnswerers)
    return "more than " + std::to_string(kMaxAnswerers) + " answerers";
  for (const std::string& a : r.answerers) {
    if (a.size() > kMaxAnswererName)
      return "an answerer name is longer than " + std::to_string(kMaxAnswererName) + " bytes";
    if (r.format_version < 3 && !a.empty()) return "a format-2 record does not say who answered";
  }
  size_t first_unused = 0;  // answerers[first_unused..] have not been used yet, in order
  for (size_t i = 0; i < r.inputs.size(); ++i) {
    size_t by = r.inputs[i].by;
    if (by >= r.answerers.size())
      return "inputs[" + std::to_string(i) + "]: answerer " + std::to_string(by) +
             " is not in the table";
    if (by > first_unused)
      return "answerers: not in the order of their first use (inputs[" + std::to_string(i) + "])";
    if (by == first_unused) ++first_unused;
  }
  if (first_unused != r.answerers.size())
    return "answerers: \"" + r.answerers[first_unused] + "\" answers no input";
  if (r.hashes.size() != r.expected_hashes())
    return "hash checkpoints: " + std::to_string(r.hashes.size()) + " present, " +
           std::to_string(r.expected_hashes()) + " expected for " + std::to_string(r.inputs.size()) +
           " inputs at one every " + std::to_string(r.hash_every) + " frames";
  return std::nullopt;
}

const std::string& GameRecord::answerer(const RecordInput& in) const {
  static const std::string unknown;
  return in.by < answerers.size() ? answerers[in.by] : unknown;
}

void GameRecord::add_input(PlayerId player, uint16_t option, std::string_view by) {
  size_t i = 0;
  while (i < answerers.size() && answerers[i] != by) ++i;
  if (i == answerers.size()) {
    assert(answerers.size() < kMaxAnswerers);
    answerers.emplace_back(by);
  }
  inputs.push_back({player, option, static_cast<uint8_t>(i)});
}

uint64_t record_hash(const GameRecord& r) {
  std::string bytes = encode_record_binary(r);
  // The last 8 bytes are the checksum of everything before them: the record hash itself.
  return XXH3_64bits(bytes.data(), bytes.size() - 8);
}

}  // namespace rwd
