// Decision: the pending decision as a front end shows it. Thread-safe: a value type.
#pragma once

#include <string>
#include <vector>

#include "core/ids.h"
#include "game/types.h"

namespace rwd {

// A card in a relevant zone that is not among the options, and why (the part of the rule
// or filter that failed): a target that is not legal, a card in hand that can't be cast.
struct Unselectable {
  int object = -1;
  std::string label;   // "Black Knight#12"
  std::string reason;  // "of an excluded color", "hexproof (702.11b)", "not enough mana"
};

struct Decision {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = PlayerId::None;
  std::string prompt;     // "p1: declare attackers (attacker 2 of up to 5)"
  int picked = 0;         // picks made so far in a multi-pick
  int total = 0;          // picks required, or the maximum for "up to" picks
  int queue_depth = 0;    // objects on the stack (plus triggers waiting, when they exist)
  int turn = 0;
  Step step = Step::Untap;
  std::vector<Unselectable> unselectable;  // choose_target and priority decisions
};

}  // namespace rwd
