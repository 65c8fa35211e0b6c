// A fixed-size numeric observation of one seat's view, for learning code (docs/python.md,
// "Observation layout"; python/rewind/observation.py holds the same layout and a reference
// encoder in Python, which the tests compare with this one). Built from PlayerView only, so
// it encodes exactly what the seat may know: its own hand, public zones, counts of hidden
// zones. Values are raw numbers (counts, life, power), 0/1 flags and one-hot groups; the
// viewer always comes first ("me", then "opponent"), whichever seat it is.
// Thread-safe: pure functions.
#pragma once

#include "game/view.h"

namespace rwd::py {

inline constexpr int kNumSteps = 13;          // Step::Count
inline constexpr int kNumDecisionKinds = 19;  // DecisionKind::None .. Choose

// Global features: [0] turn, [1] the viewer is the active player, [2] the viewer has
// priority, [3] the viewer must answer the pending decision, [4] the viewer started the
// game, [5] mulligans are under way (no step), [6, 6+13) the step one-hot, then the pending
// decision's kind one-hot (19).
inline constexpr int kGlobalFeatures = 6 + kNumSteps + kNumDecisionKinds;
// Per player (me, then the opponent): life, poison, library count, hand count, graveyard
// count, exile count, permanents on the battlefield, mulligans, lands played this turn,
// mana pool W U B R G C (6).
inline constexpr int kPlayerFeatures = 15;
// Per card slot: see kCardFields in observation.cpp (present, card definition id, ...).
inline constexpr int kCardFeatures = 51;
// Card slots, in view order (ids ascending in each zone; the stack bottom first). Cards
// past a zone's slots are left out (the player features still count them).
inline constexpr int kHandSlots = 12;
inline constexpr int kBattlefieldSlots = 24;  // each of mine and the opponent's
inline constexpr int kStackSlots = 8;
inline constexpr int kCardSlots = kHandSlots + 2 * kBattlefieldSlots + kStackSlots;
inline constexpr int kObservationSize =
    kGlobalFeatures + 2 * kPlayerFeatures + kCardSlots * kCardFeatures;

// Writes the kObservationSize floats of `v`'s observation to `out`.
// REQUIRES: v.viewer is 0 or 1 (a seat's view, not the public one).
void encode_observation(const PlayerView& v, float* out);

}  // namespace rwd::py
