// Delayed triggered abilities (603.7): created by a resolving ability ("destroy that creature
// at end of combat"), they wait in GameState::delayed for their step and trigger once.
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// The resolving triggered ability `it` creates the delayed ability `offset` places after it
// in its face's list, triggering at the next `step` (DelayedStep), about `it`'s trigger
// subject. Nothing if the table is full or `it` is not a triggered ability.
void create_delayed_trigger(Ctx& c, const Interaction& it, int step, int offset);
// A step begins (call only when !s.delayed.empty()): those waiting for it trigger once and
// are removed (603.7c).
void queue_delayed_triggers(Ctx& c);

}  // namespace rwd
