// Triggered abilities (603): noticing that they trigger, and putting them on the stack the
// next time a player would receive priority, active player's first (APNAP, 603.3b), each
// player choosing the order of their own. Targets are chosen as they go on the stack
// (603.3d); one with no legal target is removed. Games whose cards have no triggered
// abilities skip all of it (GameState::any_triggered).
#include "rules/targeting.h"
#include "rules/vm.h"

namespace rwd {

namespace {

void queue(GameState& s, const Object& o, ObjectId id, uint8_t controller, size_t index) {
  if (s.triggers.full()) return;  // capacity: 16 waiting triggers at once
  s.triggers.push_back(PendingTrigger{id, o.zone_changes, controller, static_cast<uint8_t>(index)});
}

// Begins putting pending trigger `i` on the stack: its targets are chosen by settle() running
// the program's casting part; push_trigger finishes.
void begin_trigger(Ctx& c, size_t i) {
  GameState& s = c.s;
  const PendingTrigger t = s.triggers[i];
  s.triggers.erase_at(i);
  const CardFace& face = c.db.get(s.obj(t.source).def).front();
  const Program& prog = *face.triggered[t.index].program;
  if (prog.num_targets > 0 &&
      !targets_available(s, c.db, prog, player_id(t.controller), t.source)) {
    c.emit(EventKind::Trigger, player_id(t.controller), t.source, -1 - t.index);  // 603.3d
    return;
  }
  c.emit(EventKind::Trigger, player_id(t.controller), t.source, t.index);
  Interaction it;
  it.source = t.source;
  it.controller = t.controller;
  it.phase = RunPhase::Casting;
  it.ability = static_cast<uint8_t>(kTriggeredAbilityBase + t.index);
  it.source_zone_changes = t.source_zone_changes;
  s.interactions.push_back(it);
}

}  // namespace

void queue_zone_triggers(Ctx& c, ObjectId id, Zone from, Zone to, uint8_t controller_before) {
  GameState& s = c.s;
  const Object& o = s.obj(id);
  const auto& triggered = c.db.get(o.def).front().triggered;
  for (size_t i = 0; i < triggered.size(); ++i) {
    const TriggerEvent ev = triggered[i].event;
    if (ev == TriggerEvent::EntersBattlefield && to == Zone::Battlefield)
      queue(s, o, id, o.controller, i);
    // 603.10a: a "dies" ability looks back in time: its controller is the permanent's.
    if (ev == TriggerEvent::Dies && from == Zone::Battlefield && to == Zone::Graveyard)
      queue(s, o, id, controller_before, i);
  }
}

void queue_step_triggers(Ctx& c) {
  GameState& s = c.s;
  const TriggerEvent ev = s.step == Step::Upkeep ? TriggerEvent::Upkeep : TriggerEvent::EndStep;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    const auto& triggered = c.db.get(o.def).front().triggered;
    for (size_t i = 0; i < triggered.size(); ++i)
      if (triggered[i].event == ev && (triggered[i].each_player || o.controller == raw(s.active)))
        queue(s, o, id, o.controller, i);
  }
}

void place_triggers(Ctx& c) {
  GameState& s = c.s;
  // 603.3b: the active player's first (so they resolve last), then the other's.
  PlayerId p = s.active;
  bool any = false;
  for (const PendingTrigger& t : s.triggers) any |= t.controller == raw(p);
  if (!any) p = opponent(p);
  size_t first = s.triggers.size(), count = 0;
  bool same = true;
  for (size_t i = 0; i < s.triggers.size(); ++i) {
    const PendingTrigger& t = s.triggers[i];
    if (t.controller != raw(p)) continue;
    if (first == s.triggers.size()) first = i;
    ++count;
    const PendingTrigger& f = s.triggers[first];
    same &= s.obj(t.source).def == s.obj(f.source).def && t.index == f.index;
  }
  if (count > 1 && !same) {  // their own order is their choice (603.3b)
    s.pending = Pending{DecisionKind::OrderTriggers, p};
    return;
  }
  begin_trigger(c, first);
}

void order_trigger_options(const GameState& s, OptionList& out) {
  for (size_t i = 0; i < s.triggers.size(); ++i)
    if (s.triggers[i].controller == raw(s.pending.player))
      out.push_back({OptionKind::PutTrigger, 0, s.triggers[i].source, ObjectId::None,
                     static_cast<uint16_t>(i)});
}

void answer_put_trigger(Ctx& c, const Option& o) {
  c.s.pending = Pending{};
  begin_trigger(c, o.value);
}

void push_trigger(Ctx& c, const Interaction& done) {
  GameState& s = c.s;
  StackItem item{done.source, done.controller, done.ability, 0, {}, done.source_zone_changes};
  for (int i = 0; i < kMaxTargets; ++i) item.targets[i] = done.targets[i];
  s.stack.push_back(item);
  s.passes = 0;
}

}  // namespace rwd
