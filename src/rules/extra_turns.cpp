#include "rules/extra_turns.h"

namespace rwd {

int add_extra_turns(GameState& s, PlayerId player, int n) {
  int added = 0;
  for (; added < n; ++added) {
    const size_t room = s.upcoming_turns.empty() ? 2 : 1;  // the first also keeps the normal next
    if (s.upcoming_turns.size() + room > static_cast<size_t>(kMaxUpcomingTurns)) break;
    if (s.upcoming_turns.empty()) s.upcoming_turns.push_back(opponent(s.active));
    s.upcoming_turns.push_back(player);
  }
  return added;
}

PlayerId take_next_turn(GameState& s) {
  if (s.upcoming_turns.empty()) return opponent(s.active);
  const PlayerId p = s.upcoming_turns.back();
  s.upcoming_turns.pop_back();
  return p;
}

}  // namespace rwd
