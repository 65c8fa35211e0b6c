// Forks: a new record whose start is a frame of another. The header is copied (decklists,
// card table, seats), the start snapshot is the state at the frame, and no inputs follow.
// The RNG travels inside the snapshot, so the fork's future equals the original's until a
// choice differs — unless `reseed` is given: then the snapshot restarts its RNG from that
// seed and reshuffles both libraries (recorded in the fork's parent entry). The fork keeps
// the parent's viewer (a stop file's seat) unless `reveal`.
// Thread-safe: pure functions of their arguments.
#pragma once

#include <optional>

#include "core/status.h"
#include "record/record.h"
#include "record/replay.h"

namespace rwd {

struct ForkRequest {
  uint32_t frame = 0;
  std::optional<PlayerId> human_seat;  // that seat's controller becomes "human"
  std::optional<uint64_t> reseed;
  bool reveal = false;  // drop the parent's viewer (a stop file's seat): the fork is shown in full
};

// Errors: the frame is out of range or the game is over there; a replay failure on the way.
Result<GameRecord> make_fork(const Replay& replay, const ForkRequest& request);

// Sets a snapshot's seed and its reseed flag (the fixed preamble of the snapshot format,
// docs/game-record.md): on load its RNG restarts from `seed` and both libraries are
// reshuffled. Error if the bytes are not a snapshot.
Status request_reseed(std::string& snapshot, uint64_t seed);

}  // namespace rwd
