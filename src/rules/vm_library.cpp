#include "rules/vm_library.h"

#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/targeting.h"
#include "rules/vm_mana.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

namespace {

const Program& program_at(const GameState& s, const CardDb& db, const Interaction& it) {
  return *db.get(s.obj(it.source).def).front().program(it.ability);
}

// The search flags (kZone*, kSearch*) the running Op::Search popped into view: the top of
// the interaction's stack; the number of cards is below them.
int search_flags(const Interaction& it) {
  return it.sp > 0 ? it.stack[it.sp - 1] : 0;
}

bool matches(const GameState& s, const CardDb& db, const Interaction& it, const Instr& in,
             ObjectId id) {
  const Program& prog = program_at(s, db, it);
  const Filter& f = prog.filters[in.b];
  // "another creature you control" (Other): not the ability's source.
  if (id == it.source && !f.terms.empty() && f.terms[0].self == 0) return false;
  return !filter_mismatch(s, db, prog, f, player_id(it.controller), s.obj(id));
}

// The zone an Op::Search chooses from: the player's library, hand or graveyard, or the
// battlefield (every permanent; the filter says whose).
const FixedVec<ObjectId, kMaxObjects>& search_zone(const GameState& s, PlayerId p, int flags) {
  const Player& pl = s.player(p);
  return (flags & kSearchFromHand)          ? pl.hand
         : (flags & kSearchFromGraveyard)   ? pl.graveyard
         : (flags & kSearchFromBattlefield) ? s.battlefield
                                            : pl.library;
}

int count_matching(const GameState& s, const CardDb& db, const Interaction& it, const Instr& in,
                   PlayerId p, int flags) {
  int n = 0;
  for (ObjectId id : search_zone(s, p, flags)) n += matches(s, db, it, in, id);
  return n;
}

// Op::Search at `in` for player p, with n cards to find and the flags (kZone*, kSearch*)
// read from the interaction's stack: sets the ChooseCard decision and returns true if p has
// a card to choose; false if there is nothing to find (the caller pops and goes on).
bool begin_search(Ctx& c, const Interaction& it, const Instr& in, PlayerId p, int n, int flags) {
  if (p == PlayerId::None || n <= 0) return false;
  // 701.23b: a search for cards with a stated quality may find nothing; with no such card
  // there is nothing to choose (the library is still searched, and shuffled after).
  if (count_matching(c.s, c.db, it, in, p, flags) == 0) return false;
  c.s.pending = Pending{DecisionKind::ChooseCard, p, 0, static_cast<uint8_t>(n), it.source};
  return true;
}

// Op::FlipCoin: p flips a coin with the game's RNG (705.2); returns 1 if p wins.
int flip_coin(Ctx& c, const Interaction& it, PlayerId p) {
  if (p == PlayerId::None) return 0;
  // 705.2: the player calls it and flips; with a fair coin the call does not change the odds,
  // so the game's RNG decides the winner directly (the call is not asked).
  const int won = static_cast<int>(c.s.rng.below(2));
  c.emit(EventKind::CoinFlip, p, it.source, won);
  return won;
}

// Op::LookAt: each card in p's hand (top < 0) or the top `top` cards of p's library is shown
// to the ability's controller (reveal = false: "look at", a hidden event only the controller
// sees) or to everyone (reveal = true). Nothing moves.
void look_at(Ctx& c, const Interaction& it, PlayerId p, int top, bool reveal) {
  if (p == PlayerId::None) return;
  ObjectId ids[kMaxObjects];
  int n = 0;
  const Player& pl = c.s.player(p);
  if (top >= 0) {  // the top cards, from the top down (their order is what is learned)
    for (int i = 0; i < top && i < static_cast<int>(pl.library.size()); ++i)
      ids[n++] = pl.library[pl.library.size() - 1 - i];
  } else {  // a hand, in id order: the order of a hand is not information (as in views)
    for (ObjectId id : pl.hand) ids[n++] = id;
    sort_ids(ids, n);
  }
  for (int i = 0; i < n; ++i)
    c.emit(EventKind::LookAt, reveal ? p : player_id(it.controller), ids[i], reveal ? 1 : 0);
}

// Op::DrawReveal: p draws a card and reveals it (701.20a). Returns its id, -1 if none was drawn.
int draw_and_reveal(Ctx& c, PlayerId p) {
  if (p == PlayerId::None) return -1;
  const bool empty = c.s.player(p).library.empty();
  const ObjectId top = empty ? ObjectId::None : c.s.player(p).library.back();
  draw_card(c, p);  // from an empty library: 704.5b
  if (empty) return -1;
  c.emit(EventKind::LookAt, p, top, 1);  // revealed to everyone
  return raw(top);
}

// Op::DiscardIf: the card `id` (-1: none) is discarded by its owner if it is still in their
// hand and matches `f` (for an ability controlled by `you`).
void discard_if(Ctx& c, const Program& prog, PlayerId you, int id, const Filter& f) {
  if (id < 0 || id >= c.s.num_objects) return;
  const ObjectId card = static_cast<ObjectId>(id);
  const Object& o = c.s.obj(card);
  if (o.zone != Zone::Hand || filter_mismatch(c.s, c.db, prog, f, you, o)) return;
  const PlayerId owner = player_id(o.owner);
  move_to_zone(c, card, Zone::Graveyard);
  c.emit(EventKind::Discard, owner, card);
}

void discard(Ctx& c, PlayerId p, ObjectId card) {
  move_to_zone(c, card, Zone::Graveyard);
  c.emit(EventKind::Discard, p, card);
}

}  // namespace

template <>
VmNext run_op<Op::Draw>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  const PlayerId p = who_of(vm.s, vm.it, in.a);
  for (int i = 0; i < n && p != PlayerId::None; ++i) draw_card(vm.c, p);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Mill>(Vm& vm,
                        const Instr& in) {  // 701.13a: as many as there are, if fewer (701.13b)
  GameState& s = vm.s;
  const int n = pop(vm.it);
  const PlayerId p = who_of(s, vm.it, in.a);
  const Zone to = in.b == 1 ? Zone::Exile : Zone::Graveyard;
  for (int i = 0; i < n && p != PlayerId::None && !s.player(p).library.empty(); ++i) {
    const ObjectId top = s.player(p).library.back();
    move_to_zone(vm.c, top, to);
    vm.c.emit(EventKind::Move, p, top, static_cast<int>(to));
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Discard>(Vm& vm, const Instr& in) {
  GameState& s = vm.s;
  Interaction& it = vm.it;
  const PlayerId p = who_of(s, it, in.a);
  const int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
  if (it.waiting) {  // the player's picks are done
    it.waiting = 0;
    pop(it);
    return VmNext::Next;
  }
  Player& pl = s.player(p);
  if (p == PlayerId::None || n <= 0 || pl.hand.empty()) {
    pop(it);
    return VmNext::Next;
  }
  if (in.b & 1) {  // at random: the game's RNG decides
    for (int i = 0; i < n && !pl.hand.empty(); ++i)
      discard(vm.c, p, pl.hand[s.rng.below(static_cast<uint32_t>(pl.hand.size()))]);
    pop(it);
    return VmNext::Next;
  }
  if (static_cast<int>(pl.hand.size()) <= n) {  // no choice: the whole hand
    while (!pl.hand.empty()) discard(vm.c, p, pl.hand.back());
    pop(it);
    return VmNext::Next;
  }
  it.waiting = 1;
  s.pending = Pending{DecisionKind::Discard, p, 0, static_cast<uint8_t>(n)};
  return VmNext::Stop;
}

template <>
VmNext run_op<Op::DiscardIf>(Vm& vm, const Instr& in) {
  const int id = pop(vm.it);
  discard_if(vm.c, vm.prog, player_id(vm.it.controller), id, vm.prog.filters[in.b]);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Search>(Vm& vm, const Instr& in) {  // 701.23; the picks are applied as answered
  Interaction& it = vm.it;
  if (it.waiting) {
    it.waiting = 0;
  } else {
    const PlayerId p = who_of(vm.s, it, in.a);
    const int top = it.sp > 0 ? it.stack[it.sp - 1] : 0,
              below = it.sp > 1 ? it.stack[it.sp - 2] : 0;
    if (begin_search(vm.c, it, in, p, below, top)) {
      it.waiting = 1;
      return VmNext::Stop;
    }
  }
  const int flags = pop(it);
  pop(it);
  // "Shuffle your library, then put the card on top": shuffled as the card was found, or now.
  if ((flags & kSearchShuffleThenTop) && !(flags & kSearchShuffled))
    if (const PlayerId p = who_of(vm.s, it, in.a); p != PlayerId::None) shuffle_library(vm.c, p);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Shuffle>(Vm& vm, const Instr& in) {  // 701.24
  if (const PlayerId p = who_of(vm.s, vm.it, in.a); p != PlayerId::None) shuffle_library(vm.c, p);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::FlipCoin>(Vm& vm, const Instr& in) {  // 705
  push(vm.it, flip_coin(vm.c, vm.it, who_of(vm.s, vm.it, in.a)));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::LookAt>(Vm& vm, const Instr& in) {
  const int n = (in.b & 2) ? pop(vm.it) : -1;
  look_at(vm.c, vm.it, who_of(vm.s, vm.it, in.a), n, in.b & 1);
  return VmNext::Next;
}

template <>
VmNext run_op<Op::DrawReveal>(Vm& vm, const Instr& in) {  // 701.20a
  push(vm.it, draw_and_reveal(vm.c, who_of(vm.s, vm.it, in.a)));
  return VmNext::Next;
}

void choose_card_options(const GameState& s, const CardDb& db, OptionList& out) {
  if (s.interactions.empty()) return;
  const Interaction& it = s.interactions.back();
  const Program& prog = program_at(s, db, it);
  if (it.pc >= prog.code.size()) return;
  const Instr& in = prog.code[it.pc];
  const PlayerId p = s.pending.player;
  if (in.op == Op::TapChoose) {  // a tap cost (rules/vm_mana.h)
    tap_choose_options(s, db, out);
    return;
  }
  if (in.op != Op::Search) return;
  ObjectId ids[kMaxObjects];
  int n = 0;
  for (ObjectId id : search_zone(s, p, search_flags(it)))
    if (matches(s, db, it, in, id)) ids[n++] = id;
  sort_ids(ids, n);  // id order, never library order (the searcher does not learn it)
  for (int i = 0; i < n; ++i) out.push_back(Option::choose_card(ids[i]));
  // "Search for a card" with Mandatory$: one must be found while one is there; otherwise the
  // searcher may stop at any time (701.23b).
  if (!(search_flags(it) & kSearchMandatory) || n == 0 || s.pending.picked > 0)
    out.push_back(Option::done());
}

void answer_choose_card(Ctx& c, const Option& o) {
  GameState& s = c.s;
  Pending& p = s.pending;
  const PlayerId who = p.player;
  if (o.kind() == OptionKind::Done) {
    p = Pending{};
    return;
  }
  const Interaction& top = s.interactions.back();
  if (program_at(s, c.db, top).code[top.pc].op == Op::TapChoose) {  // a tap cost: tap it
    tap_for_cost(c, who, o.object());
    if (++p.picked >= p.total) p = Pending{};
    return;
  }
  const int flags = search_flags(s.interactions.back());
  const int zone = flags & 7;
  const Zone to = zone == kZoneBattlefield  ? Zone::Battlefield
                  : zone == kZoneGraveyard  ? Zone::Graveyard
                  : zone == kZoneExile      ? Zone::Exile
                  : zone == kZoneLibraryTop ? Zone::Library
                                            : Zone::Hand;
  if (flags & kSearchFromBattlefield) {  // a permanent chosen: to its owner's zone (400.3)
    move_to_zone(c, o.object(), to);
    c.emit(EventKind::Move, player_id(s.obj(o.object()).owner), o.object(), static_cast<int>(to));
    if (++p.picked >= p.total) p = Pending{};
    return;
  }
  if (flags & kSearchShuffleThenTop) {  // shuffle, then the card on top (a uniform order below it)
    shuffle_library(c, who);
    s.interactions.back().stack[s.interactions.back().sp - 1] |= kSearchShuffled;
  }
  move_to_zone(c, o.object(), to);
  if (to == Zone::Battlefield) {
    set_controller(s, o.object(), raw(who));
    if (flags & kSearchTapped) set_tapped(s, o.object(), true);
  }
  c.emit(EventKind::Search, who, o.object(),
         static_cast<int>(to) | (flags & (kSearchReveal | kSearchFromHand | kSearchFromGraveyard)));
  if (to == Zone::Battlefield) c.emit(EventKind::EnterBattlefield, who, o.object());
  if (++p.picked >= p.total) p = Pending{};
}

}  // namespace rwd
