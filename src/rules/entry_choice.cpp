// Choices made as a permanent enters the battlefield (rules/entry_choice.h).
#include "rules/entry_choice.h"

#include "cards/card_db.h"

namespace rwd {

void mark_entry_choice(Ctx& c, ObjectId id) {
  Object& o = c.s.obj(id);
  if (!c.db.get(o.def).front().entry) return;
  o.set(kEntryChoice);
  c.s.entry_choices = true;
}

bool begin_entry_choice(Ctx& c) {
  GameState& s = c.s;
  for (ObjectId id : s.battlefield) {
    Object& o = s.obj(id);
    if (!o.has(kEntryChoice)) continue;
    o.clear(kEntryChoice);
    const Program& prog = *c.db.get(o.def).front().entry;
    Interaction it;
    it.source = id;
    it.controller = o.controller;
    it.ability = kEntryAbility;
    it.source_zone_changes = o.zone_changes;
    it.phase = RunPhase::Resolving;
    it.pc = prog.resolve_pc;
    s.interactions.push_back(it);
    return true;
  }
  s.entry_choices = false;
  return false;
}

}  // namespace rwd
