// Decision: the pending decision as a front end shows it. Thread-safe: a value type.
#pragma once

#include <string>

#include "core/ids.h"
#include "rules/state.h"

namespace rwd {

struct Decision {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = PlayerId::None;
  std::string prompt;     // "p1: declare attackers (attacker 2 of up to 5)"
  int picked = 0;         // picks made so far in a multi-pick
  int total = 0;          // picks required, or the maximum for "up to" picks
  int queue_depth = 0;    // objects on the stack (plus triggers waiting, when they exist)
  int turn = 0;
  Step step = Step::Untap;
};

}  // namespace rwd
