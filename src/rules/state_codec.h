// State codec: a GameState's live data as bytes and back, for snapshots (records that start
// from a position, forks, stop/resume). Only live data is written: zones by size and
// objects[0..num_objects); slots past a FixedVec's size() are never read.
//
// Layout (all integers little-endian, fixed width):
//   0  "RWSS"            magic
//   4  u16 version       kStateCodecVersion
//   6  u16 flags         load-time requests (kStateFlagReseed); 0 in what encode_state writes
//   8  u64 rng[4]        the state's RNG
//   40 u64 seed
//   48 ...               the remaining GameState fields, players and their zones, the
//                        battlefield, stack, assigned combat damage, then the objects
// Bytes 0..48 keep these offsets in every version, so tools may set the flags and the seed
// without decoding the rest (`rewind fork --reseed`).
//
// decode_state validates everything: magic and version, every enum in range, every object id
// < num_objects, every list within its capacity, each object listed exactly once in the
// zone its `zone` field names (owner's library, hand, graveyard or exile; the battlefield;
// the stack), no trailing bytes. Corrupt input returns an error naming the field; it never
// crashes and never reads out of bounds. Card definition ids are not checked here (the
// codec has no CardDb): Game::from_snapshot checks them.
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
inline constexpr uint16_t kStateCodecVersion = 13;  // 2: stack targets, interactions; 3: continuous effects; 4: activated abilities; 5: counters; 6: evasion keywords, pending triggers' subject and amount, tokens (token card ids, objects in no zone), the sacrifice decision, named counter kinds, prevention shields; 7: poison counters, effects' extra abilities (unblockable, landwalk...), Debuff effects, end-of-combat effects; 8: delayed triggers, activation counts, object flag bits 11-15 (granted abilities, this-turn facts); 9: object flags 32 bits (layer flags 16-18), continuous effects that add types, set base power/toughness (Animate), last until your next upkeep; 10: interaction registers (RepeatEach, Remembered count, StoreSVar); 11: choices made (GameState::chosen); 12: continuous effects that change control (GainControl) or colors (Animate Colors$), objects' land types set by effects (305.7); 13: interactions' cast flags (cast without paying its mana cost)
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
