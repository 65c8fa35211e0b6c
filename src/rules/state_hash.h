// The 64-bit hash of a whole game state: the behaviour fingerprint and the check that a
// replay, copy or fork is exact. It is XXH3-64 (core/hash.h) of the fields the field
// description (rules/state_fields.h) marks as hashed, in its order: every field but caches,
// derived data and hints, each as its in-memory (little-endian) bytes, a bool as one byte, a
// FixedVec as its u16 size then its live elements, and only live objects (0..num_objects).
// Thread-safe: a pure function.
#pragma once

#include <cstdint>

#include "rules/state.h"

namespace rwd {

uint64_t hash_state(const GameState& s);

}  // namespace rwd
