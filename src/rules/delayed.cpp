// Delayed triggered abilities (603.7): created by a resolving ability ("destroy that creature
// at end of combat"), they wait in GameState::delayed for their step and trigger once.
#include "rules/delayed.h"

namespace rwd {

namespace {

Step rules_step(DelayedStep d) {
  switch (d) {
    case DelayedStep::EndCombat:
      return Step::EndCombat;  // 511.2
    case DelayedStep::Upkeep:
      return Step::Upkeep;  // 503.1
    case DelayedStep::End:
      return Step::End;  // 513.1
  }
  return Step::EndCombat;
}

}  // namespace

void create_delayed_trigger(Ctx& c, const Interaction& it, int step, int offset) {
  GameState& s = c.s;
  if (s.delayed.full() || it.ability < kTriggeredAbilityBase)
    return;  // capacity: 32 at once (far beyond any real board)
  DelayedTrigger d;
  d.trig.source = it.source;
  d.trig.source_zone_changes = it.source_zone_changes;
  d.trig.controller = it.controller;
  d.trig.index = static_cast<uint8_t>(it.ability - kTriggeredAbilityBase + offset);
  d.trig.about = it.targets[kMaxTargets - 1];  // 603.7c: the object it refers to
  d.step = rules_step(static_cast<DelayedStep>(step));
  s.delayed.push_back(d);
}

void queue_delayed_triggers(Ctx& c) {
  GameState& s = c.s;
  for (size_t i = 0; i < s.delayed.size();) {
    if (s.delayed[i].step != s.step) {
      ++i;
      continue;
    }
    if (!s.triggers.full()) s.triggers.push_back(s.delayed[i].trig);
    s.delayed.erase_at(i);  // 603.7c: it triggers only once
  }
}

}  // namespace rwd
