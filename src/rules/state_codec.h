// State codec: a GameState's live data as bytes and back, for snapshots (records that start
// from a position, forks, stop/resume). The bytes after the preamble are the encoded fields
// of the field description (rules/state_fields.h), in its order; only live data is written
// (FixedVecs by size, objects[0..num_objects)); caches are written, derived data and hints
// are not (decoding recomputes them).
//
// Layout (all integers little-endian, fixed width):
//   0  "RWSS"            magic
//   4  u16 version       kStateCodecVersion
//   6  u16 flags         load-time requests (kStateFlagReseed); 0 in what encode_state writes
//   8  u64 rng[4]        the state's RNG        (GameState::rng, the description's first field)
//   40 u64 seed                                 (GameState::seed, its second)
//   48 ...               the remaining fields: each integer at its in-memory width, a bool as
//                        one byte 0/1, an enum as its underlying type, an array element by
//                        element, a FixedVec as its u16 size then its elements, a struct as
//                        its fields
// Bytes 0..48 keep these offsets in every version, so tools may set the flags and the seed
// without decoding the rest (`rewind fork --reseed`).
//
// decode_state validates everything: magic and version, then every field as it is read
// (the description's checks: enums in range, object ids below num_objects, seats, bit sets,
// every FixedVec within its capacity, bools 0 or 1, its structs' rules), then the rules
// across structs (rules/state_codec_checks.h: a pending decision, each object listed exactly
// once in the zone its `zone` field names, counters on permanents), and no trailing bytes.
// Corrupt input returns an error naming the field ("players[1].hand[3]: is object 400, but
// there are 120 objects"); it never crashes and never reads out of bounds. Card definition
// ids and ability programs are not checked here (the codec has no CardDb):
// Game::from_snapshot checks them.
// Thread-safe: pure functions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/status.h"
#include "rules/state.h"

namespace rwd {

inline constexpr char kStateMagic[4] = {'R', 'W', 'S', 'S'};
// 2: stack targets, interactions; 3: continuous effects; 4: activated abilities; 5: counters;
// 6: tokens, pending triggers' subject, prevention shields ...; 7: poison, Debuff effects ...;
// 8: delayed triggers, activation counts; 9: 32-bit object flags, Animate effects;
// 10: interaction registers; 11: choices made; 12: GainControl, colors and land types set by
// effects; 13: interactions' cast flags; 14: the field description (rules/state_fields.h)
// drives the layout: the objects follow the pending decision, and every struct's fields are
// in declaration order.
// A snapshot of another version is refused with a message naming both versions.
inline constexpr uint16_t kStateCodecVersion = 15;
inline constexpr size_t kStateFlagsOffset = 6;
inline constexpr size_t kStateSeedOffset = 40;
inline constexpr size_t kStatePreambleSize = 48;
// On load: the RNG restarts from `seed` and both libraries are reshuffled with it (P1's
// first), so hidden information and all future randomness differ from the original.
inline constexpr uint16_t kStateFlagReseed = 1u << 0;
inline constexpr uint16_t kStateKnownFlags = kStateFlagReseed;

// The live data of `s` as bytes. Deterministic: equal states give equal bytes.
std::string encode_state(const GameState& s);

// Decodes `bytes` into `out`. On error `out` is unspecified and the message names the
// problem ("state snapshot: object 12 is in p1's hand but its zone is battlefield").
// `flags` (optional) receives the preamble flags; they are not applied.
Status decode_state(std::string_view bytes, GameState& out, uint16_t* flags = nullptr);

// Applies load-time `flags` to a decoded state (see kStateFlagReseed).
void apply_state_flags(GameState& s, uint16_t flags);

}  // namespace rwd
