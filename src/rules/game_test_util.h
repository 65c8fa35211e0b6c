// Test helpers for driving a Game by option labels (tests only).
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "game/game.h"
#include "game/game_internal.h"

namespace rwd {

// Applies the option whose label is `label` (as a player would type it); fails the test if
// there is none or it is refused.
inline void answer(Game& g, const std::string& label) {
  Result<int> r = g.parse_answer(label);
  ASSERT_TRUE(r) << label << ": " << r.message();
  ASSERT_TRUE(g.apply(*r)) << label;
}

// Passes priority until the stack is empty (at most 8 times).
inline void resolve_stack(Game& g) {
  for (int guard = 0; guard < 8 && !state_of(g).stack.empty(); ++guard) answer(g, "pass");
  ASSERT_TRUE(state_of(g).stack.empty());
}

}  // namespace rwd
