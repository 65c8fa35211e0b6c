#include "rules/vm_mana.h"

#include "rules/mana_tally.h"
#include "rules/targeting.h"

namespace rwd {

void tap_mana_lands(Ctx& c, PlayerId p) {
  if (p == PlayerId::None) return;
  GameState& s = c.s;
  ObjectId tapped[kMaxObjects];
  int n = 0;
  for (ObjectId id : s.battlefield) {  // battlefield order: the events' order
    const Object& o = s.obj(id);
    if (o.controller == raw(p) && is_land(o) && o.land_mana != 0 && !o.has(kTapped))
      tapped[n++] = id;
  }
  for (int i = 0; i < n; ++i) {
    set_tapped(s, tapped[i], true);
    c.emit(EventKind::Tap, p, tapped[i]);
    queue_tap_triggers(c, tapped[i]);
  }
  if (n > 0) refresh_statics(c);
}

int tap_cost_candidates(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                        PlayerId p, ObjectId source, bool not_source, ObjectId* out) {
  int n = 0;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.controller != raw(p) || o.has(kTapped) || (not_source && id == source)) continue;
    if (!filter_mismatch(s, db, prog, f, p, o)) out[n++] = id;
  }
  sort_ids(out, n);
  return n;
}

void tap_for_cost(Ctx& c, PlayerId p, ObjectId id) {
  set_tapped(c.s, id, true);
  c.emit(EventKind::Tap, p, id);
  queue_tap_triggers(c, id);
  refresh_statics(c);
}

void tap_choose_options(const GameState& s, const CardDb& db, OptionList& out) {
  const Interaction& it = s.interactions.back();
  const Program& prog = *db.get(s.obj(it.source).def).front().program(it.ability);
  const Instr& in = prog.code[it.pc];
  ObjectId ids[kMaxObjects];
  const int n = tap_cost_candidates(s, db, prog, prog.filters[in.b], player_id(it.controller),
                                    it.source, in.a & 1, ids);
  for (int i = 0; i < n && !out.full(); ++i) out.push_back(Option::choose_card(ids[i]));
}

void drain_mana(Ctx& c, PlayerId p) {
  if (p == PlayerId::None) return;
  c.s.player(p).pool = ManaPool{};
}

}  // namespace rwd
