// What a decoded snapshot must satisfy across its structs, beyond the per-field checks of
// the field description (rules/state_fields.h): a pending decision that fits the state (a
// snapshot is a settled frame), each object listed exactly once in the zone its `zone` field
// names, the stack's spells in the stack zone, counters only on permanents and at most one
// entry per (object, kind).
// Thread-safe: pure functions.
#pragma once

#include <string>

#include "rules/state.h"

namespace rwd {

// The first rule `s` breaks, as a message naming it ("object 12 is in p1's hand but its zone
// is battlefield"), or "" if it breaks none. REQUIRES: every object id in `s` is below
// s.num_objects (the field checks hold).
std::string snapshot_state_problem(const GameState& s);

}  // namespace rwd
