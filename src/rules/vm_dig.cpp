#include "rules/vm_dig.h"

#include <algorithm>

#include "rules/dig_info.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/targeting.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

namespace {

// The three slots (see vm_dig.h) of the innermost interaction.
struct DigState {
  int k = 0;       // looked-at cards still unplaced (on top of the library, below `placed`)
  int change = 0;  // cards still to move in the first part
  int placed = 0;  // cards already put back on top, in order (second part, kDigToTop)
  int flags = 0;
  int to() const { return flags & 7; }
  int rest() const { return (flags >> kDigRestShift) & 7; }
  bool in_rest() const { return flags & kDigPhaseRest; }
};

DigState read(const Interaction& it) {
  DigState d;
  d.k = it.stack[it.sp - 3];
  d.change = it.stack[it.sp - 2] & 127;
  d.placed = it.stack[it.sp - 2] >> 7;
  d.flags = it.stack[it.sp - 1];
  return d;
}

void write(Interaction& it, const DigState& d) {
  it.stack[it.sp - 3] = static_cast<int16_t>(d.k);
  it.stack[it.sp - 2] = static_cast<int16_t>(d.change | d.placed << 7);
  it.stack[it.sp - 1] = static_cast<int16_t>(d.flags);
}

const Instr& instr_at(const GameState& s, const CardDb& db, const Interaction& it) {
  return db.ability_program(s.obj(it.source).def, it.ability)->code[it.pc];
}

// The library positions of the unplaced looked-at cards: [first, last).
void region(const GameState& s, PlayerId p, const DigState& d, size_t* first, size_t* last) {
  const size_t n = s.player(p).library.size();
  *last = n - std::min<size_t>(n, d.placed);
  *first = *last - std::min<size_t>(*last, d.k);
}

// Whether `id` may be chosen in the first part: any card for a scry, the filter for a dig.
bool eligible(const GameState& s, const CardDb& db, const Interaction& it, ObjectId id) {
  const Instr& in = instr_at(s, db, it);
  if (in.op != Op::Dig) return true;
  const Program& prog = *db.ability_program(s.obj(it.source).def, it.ability);
  return !filter_mismatch(s, db, prog, prog.filters[in.b], player_id(it.controller), s.obj(id));
}

int count_eligible(const GameState& s, const CardDb& db, const Interaction& it, PlayerId p,
                   const DigState& d) {
  size_t first, last;
  region(s, p, d, &first, &last);
  int n = 0;
  for (size_t i = first; i < last; ++i) n += eligible(s, db, it, s.player(p).library[i]);
  return n;
}

Zone zone_of(int to) {
  switch (to) {
    case kDigToHand:
      return Zone::Hand;
    case kDigToBattlefield:
      return Zone::Battlefield;
    case kDigToGraveyard:
      return Zone::Graveyard;
    case kDigToExile:
      return Zone::Exile;
    default:
      return Zone::Library;
  }
}

// Moves one looked-at card to `to` (not kDigToTop: see place_on_top).
void move_card(Ctx& c, PlayerId p, ObjectId id, int to, int flags) {
  if (to == kDigToBottom) {
    move_to_zone(c, id, Zone::Library, /*to_bottom=*/true);
    c.emit(EventKind::PutOnBottom, p, id);
    return;
  }
  const Zone z = zone_of(to);
  move_to_zone(c, id, z);
  if (z == Zone::Battlefield) {
    set_controller(c.s, id, raw(p));
    if (flags & kDigTapped) set_tapped(c.s, id, true);
  }
  c.emit(EventKind::DigMove, p, id, static_cast<int>(z) | ((flags & kDigReveal) ? 16 : 0));
  if (z == Zone::Battlefield) c.emit(EventKind::EnterBattlefield, p, id);
}

// The second part, kDigToTop: `id` becomes the next card from the top (just below the
// cards already placed). The other unplaced cards keep no order of interest (they are
// ordered by the picks still to come).
void place_on_top(GameState& s, PlayerId p, const DigState& d, ObjectId id) {
  auto& lib = s.player(p).library;
  size_t first, last;
  region(s, p, d, &first, &last);
  for (size_t i = first; i < last; ++i)
    if (lib[i] == id) std::swap(lib[i], lib[last - 1]);
}

// The first part: `id`, one of the unplaced looked-at cards, goes where the chosen go.
void pick(Ctx& c, PlayerId p, DigState& d, ObjectId id) {
  if (d.to() == kDigToTop) {
    place_on_top(c.s, p, d, id);
    ++d.placed;
  } else {
    move_card(c, p, id, d.to(), d.flags);
  }
  --d.k;
  --d.change;
}

// Sets the next decision (true) or finishes the dig (false): the first part while a card
// can be moved, then the rest.
bool next_decision(Ctx& c, Interaction& it, PlayerId p) {
  DigState d = read(it);
  if (!d.in_rest()) {
    const int eligible_now = d.change > 0 ? count_eligible(c.s, c.db, it, p, d) : 0;
    // "Put all of them ...": a mandatory choice with one legal answer is not asked.
    if (eligible_now > 0 && !(d.flags & kDigOptional) && d.change >= eligible_now &&
        (d.to() != kDigToTop || eligible_now == 1)) {
      size_t first, last;
      region(c.s, p, d, &first, &last);
      ObjectId ids[kMaxObjects];
      int n = 0;
      for (size_t i = last; i-- > first;)  // from the top down
        if (eligible(c.s, c.db, it, c.s.player(p).library[i])) ids[n++] = c.s.player(p).library[i];
      for (int i = 0; i < n; ++i) pick(c, p, d, ids[i]);
      d.change = 0;
      write(it, d);
    } else if (eligible_now > 0) {
      return true;
    }
    d.flags |= kDigPhaseRest;
    write(it, d);
    c.s.pending.picked = 0;
    c.s.pending.total = static_cast<uint8_t>(d.k > 1 ? d.k - 1 : 0);
  }
  if (d.k == 0) return false;
  const bool library = d.rest() == kDigToBottom || d.rest() == kDigToTop;
  if (library && d.k >= 2) return true;  // an order to choose (701.22a, "in any order")
  // One card back to the library, or the rest to a graveyard, exile...: no choice left.
  size_t first, last;
  region(c.s, p, d, &first, &last);
  ObjectId ids[kMaxObjects];
  int n = 0;
  for (size_t i = last; i-- > first;) ids[n++] = c.s.player(p).library[i];  // from the top down
  if (d.rest() != kDigToTop)
    for (int i = 0; i < n; ++i) move_card(c, p, ids[i], d.rest(), d.flags);
  d.k = 0;
  write(it, d);
  return false;
}

// Op::Dig / Op::Scry at the innermost interaction, the three slots already pushed (k =
// cards to look at, change, flags): looks (hidden or revealed events), then sets the next
// ChooseCard decision and returns true, or finishes (every move done) and returns false.
bool begin_dig(Ctx& c, PlayerId p) {
  Interaction& it = c.s.interactions.back();
  DigState d = read(it);
  if (p == PlayerId::None) return false;
  const auto& lib = c.s.player(p).library;
  d.k = std::clamp<int>(d.k, 0, std::min<int>(127, static_cast<int>(lib.size())));
  d.change = std::clamp(d.change, 0, 127);
  d.placed = 0;
  d.flags &= ~kDigPhaseRest;
  write(it, d);
  const bool reveal = d.flags & kDigReveal;
  for (int i = 0; i < d.k; ++i)  // 701.20e: they look at them, from the top down
    c.emit(EventKind::LookAt, p, lib[lib.size() - 1 - i], reveal ? 1 : 0);
  c.s.pending = Pending{DecisionKind::ChooseCard, p, 0,
                        static_cast<uint8_t>(std::min(d.change, d.k)), it.source};
  if (next_decision(c, it, p)) return true;
  c.s.pending = Pending{};
  return false;
}

// Op::Scry (701.22) and Op::Dig (701.20e): look at the top cards, move some. A scry n is a
// dig of n cards, n of them at most to the bottom, the rest back on top.
VmNext dig_op(Vm& vm, const Instr& in, bool scry) {
  Interaction& it = vm.it;
  if (it.waiting) {
    it.waiting = 0;
  } else {
    if (scry) {
      const int n = pop(it);
      push(it, n);
      push(it, n);
      push(it, kDigToBottom | kDigToTop << kDigRestShift | kDigOptional);
    }
    if (begin_dig(vm.c, who_of(vm.s, it, in.a))) {
      it.waiting = 1;
      return VmNext::Stop;
    }
  }
  pop(it);
  pop(it);
  pop(it);
  return VmNext::Next;
}

}  // namespace

template <>
VmNext run_op<Op::Scry>(Vm& vm, const Instr& in) {
  return dig_op(vm, in, true);
}

template <>
VmNext run_op<Op::Dig>(Vm& vm, const Instr& in) {
  return dig_op(vm, in, false);
}

bool dig_waiting(const GameState& s, const CardDb& db) {
  if (s.pending.kind != DecisionKind::ChooseCard || s.interactions.empty()) return false;
  const Interaction& it = s.interactions.back();
  const Op op = instr_at(s, db, it).op;
  return op == Op::Dig || op == Op::Scry;
}

void dig_options(const GameState& s, const CardDb& db, OptionList& out) {
  const Interaction& it = s.interactions.back();
  const PlayerId p = s.pending.player;
  const DigState d = read(it);
  size_t first, last;
  region(s, p, d, &first, &last);
  ObjectId ids[kMaxObjects];
  int n = 0;
  for (size_t i = first; i < last; ++i) {
    const ObjectId id = s.player(p).library[i];
    if (d.in_rest() || eligible(s, db, it, id)) ids[n++] = id;
  }
  sort_ids(ids, n);  // id order: the order they are in is not what the option says
  const int to = d.in_rest() ? d.rest() : d.to();
  const OptionKind kind = to == kDigToBottom ? OptionKind::BottomCard
                          : to == kDigToTop  ? OptionKind::TopCard
                                             : OptionKind::ChooseCard;
  for (int i = 0; i < n; ++i) out.push_back(Option::of(kind, ids[i]));
  if (!d.in_rest() && (d.flags & kDigOptional)) out.push_back(Option::done());
}

void answer_dig(Ctx& c, const Option& o) {
  GameState& s = c.s;
  Interaction& it = s.interactions.back();
  const PlayerId p = s.pending.player;
  DigState d = read(it);
  if (o.kind() == OptionKind::Done) {
    d.change = 0;  // the first part is over
  } else if (!d.in_rest()) {
    pick(c, p, d, o.object());
    ++s.pending.picked;
  } else {
    if (d.rest() == kDigToTop) {
      place_on_top(s, p, d, o.object());
      ++d.placed;
    } else {
      move_card(c, p, o.object(), d.rest(), d.flags);
    }
    --d.k;
    ++s.pending.picked;
  }
  write(it, d);
  if (!next_decision(c, it, p)) s.pending = Pending{};
}

std::string dig_prompt(const GameState& s, const CardDb& db) {
  const Interaction& it = s.interactions.back();
  const DigState d = read(it);
  const bool scry = instr_at(s, db, it).op == Op::Scry;
  if (d.in_rest())
    return d.rest() == kDigToTop
               ? "put the looked-at cards back on top of your library, the top card first"
               : "put the rest on the bottom of your library, one at a time (each goes under the "
                 "last)";
  if (scry)
    return "scry: put any number of these cards on the bottom of your library; done keeps the rest "
           "on top";
  std::string where = d.to() == kDigToHand          ? "into your hand"
                      : d.to() == kDigToBattlefield ? "onto the battlefield"
                      : d.to() == kDigToGraveyard   ? "into your graveyard"
                      : d.to() == kDigToExile       ? "into exile"
                                                    : "on the bottom of your library";
  return std::string("choose a card to put ") + where + " (" +
         ((d.flags & kDigOptional) ? "up to " : "") + std::to_string(d.change) + " more" +
         ((d.flags & kDigOptional) ? "; done to stop)" : ")");
}

int dig_known_top(const GameState& s, const CardDb& db) {
  if (!dig_waiting(s, db)) return 0;
  const DigState d = read(s.interactions.back());
  return d.k + d.placed;
}

}  // namespace rwd
