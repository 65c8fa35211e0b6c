#include "rules/sacrifice.h"

#include "rules/object_facts.h"
#include "rules/targeting.h"
#include "rules/zones.h"

namespace rwd {

void sacrifice_permanent(Ctx& c, PlayerId p, ObjectId id) {
  move_to_zone(c, id, Zone::Graveyard);
  c.emit(EventKind::Sacrifice, p, id);
  c.emit(EventKind::Dies, p, id);
}

int sacrifice_candidates(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                         PlayerId controller, PlayerId p, ObjectId* out, ObjectId source) {
  bool other = source != ObjectId::None && !f.terms.empty();
  for (const FilterTerm& t : f.terms) other &= t.self == 0;
  int n = 0;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (other && id == source) continue;
    if (o.controller == raw(p) && !filter_mismatch(s, db, prog, f, controller, o)) out[n++] = id;
  }
  sort_ids(out, n);
  return n;
}

void sacrifice_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program* prog = db.ability_program(s.obj(it.source).def, it.ability);
  if (!prog || it.pc >= prog->code.size()) return;
  const Instr& in = prog->code[it.pc];
  if (in.op != Op::SacrificeChoose) return;
  ObjectId ids[kMaxObjects];
  const int n = sacrifice_candidates(s, db, *prog, prog->filters[in.b], player_id(it.controller),
                                     s.pending.player, ids, it.source);
  for (int i = 0; i < n && !out.full(); ++i) out.push_back(Option::sacrifice(ids[i]));
}

}  // namespace rwd
