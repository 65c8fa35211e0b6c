#include "record/record.h"

#include <xxhash.h>

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
  if (r.hashes.size() != r.expected_hashes())
    return "hash checkpoints: " + std::to_string(r.hashes.size()) + " present, " +
           std::to_string(r.expected_hashes()) + " expected for " + std::to_string(r.inputs.size()) +
           " inputs at one every " + std::to_string(r.hash_every) + " frames";
  return std::nullopt;
}

uint64_t record_hash(const GameRecord& r) {
  std::string bytes = encode_record_binary(r);
  // The last 8 bytes are the checksum of everything before them: the record hash itself.
  return XXH3_64bits(bytes.data(), bytes.size() - 8);
}

}  // namespace rwd
