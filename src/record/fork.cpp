#include "record/fork.h"

#include <cstring>

#include "core/version.h"

namespace rwd {

namespace {
// The snapshot preamble (docs/game-record.md, "Start snapshot"): magic "RWSS", u16 version,
// u16 flags at byte 6, the RNG at 8..40, the u64 seed at byte 40.
constexpr size_t kFlagsOffset = 6;
constexpr size_t kSeedOffset = 40;
constexpr size_t kPreambleSize = 48;
constexpr uint16_t kReseedFlag = 1;
}  // namespace

Status request_reseed(std::string& snap, uint64_t seed) {
  if (snap.size() < kPreambleSize || std::memcmp(snap.data(), "RWSS", 4) != 0)
    return Status::error("not a state snapshot");
  for (int i = 0; i < 8; ++i) snap[kSeedOffset + i] = static_cast<char>((seed >> (8 * i)) & 0xFF);
  uint16_t flags = static_cast<uint16_t>(static_cast<uint8_t>(snap[kFlagsOffset]) |
                                         static_cast<uint8_t>(snap[kFlagsOffset + 1]) << 8);
  flags |= kReseedFlag;
  snap[kFlagsOffset] = static_cast<char>(flags & 0xFF);
  snap[kFlagsOffset + 1] = static_cast<char>(flags >> 8);
  return Status::ok();
}

Result<GameRecord> make_fork(const Replay& replay, const ForkRequest& req) {
  Result<Game> at = replay.at(req.frame);
  if (!at) return at.status();
  if (at->over()) return Status::error("frame " + std::to_string(req.frame) + ": the game is over; there is nothing to fork");
  const GameRecord& parent = replay.record();
  std::string snap = at->snapshot();
  if (req.reseed) {
    if (Status s = request_reseed(snap, *req.reseed); !s) return s;
    Result<Game> reseeded = Game::from_snapshot(snap, replay.db());
    if (!reseeded) return Status::error("frame " + std::to_string(req.frame) + ": " + reseeded.message());
    at = std::move(reseeded);
    snap = at->snapshot();  // the reshuffled state, flags cleared
  }
  GameRecord f;
  f.engine_version = kEngineVersion;
  f.rules_version = kRulesVersion;
  f.seed = at->seed();
  f.cards = parent.cards;
  f.allow_unsupported = parent.allow_unsupported;
  f.hash_every = parent.hash_every;
  for (int p = 0; p < kNumPlayers; ++p) {
    f.decks[p] = parent.decks[p];
    f.seats[p] = parent.seats[p];
    f.seats[p].controller_seed = at->controller_seed(player_id(p));
    // Scripted answers: those used after the fork frame become unused again.
    uint32_t later = 0;
    for (uint32_t i = req.frame - parent.start_frame; i < parent.inputs.size(); ++i)
      later += parent.inputs[i].player == player_id(p);
    f.seats[p].answers_used = f.seats[p].answers_used > later ? f.seats[p].answers_used - later : 0;
  }
  if (req.human_seat) {
    RecordSeat& s = f.seats[raw(*req.human_seat)];
    s.controller = "human";
    s.answers.clear();
    s.answers_used = 0;
  }
  if (!req.reveal) f.viewer = parent.viewer;
  f.parent = RecordParent{record_hash(parent), req.frame, req.reseed};
  f.start_snapshot = std::move(snap);
  f.start_frame = req.frame;
  f.hashes.push_back(at->hash());
  f.final_hash = at->hash();
  return f;
}

}  // namespace rwd
