// The 64-bit hash of a whole game state: the behaviour fingerprint and the check that a
// replay, copy or fork is exact. Only live data is hashed (live objects, live zone entries).
// Thread-safe: a pure function.
#pragma once

#include <cstdint>

#include "rules/state.h"

namespace rwd {

uint64_t hash_state(const GameState& s);

}  // namespace rwd
