// Handlers of the zone-change family (rules/vm_ops.h): destroying (701.8), moving objects to
// a zone, countering a spell (701.5), sacrificing (701.17), creating tokens (111.2) and
// attaching Auras and Equipment (303.4f, 701.3).
#include "rules/exile_link.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/sacrifice.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/tokens.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

namespace {

// 701.8: destroy (indestructible permanents are not destroyed, 702.12b; a regeneration
// shield replaces it unless the effect says it can't be regenerated, 701.15).
void destroy(Ctx& c, ObjectId id, bool regen_allowed) {
  Object& o = c.s.obj(id);
  if (o.zone != Zone::Battlefield || o.has(Keyword::Indestructible)) return;
  if (regen_allowed && regenerate(c, id)) return;
  c.emit(EventKind::Destroy, player_id(o.controller), id);
  move_to_zone(c, id, Zone::Graveyard);
  c.emit(EventKind::Dies, player_id(c.s.obj(id).owner), id);
}

}  // namespace

template <>
VmNext run_op<Op::Destroy>(Vm& vm, const Instr& in) {
  bool destroyed = false;
  if (target_legal(vm.c, vm.prog, vm.it, in.a)) {
    const ObjectId id = slot_object(vm.s, vm.it, in.a);
    const uint16_t zc = vm.s.obj(id).zone_changes;
    destroy(vm.c, id, !(in.b & 1));
    destroyed = vm.s.obj(id).zone_changes != zc;  // not regenerated, not indestructible
  }
  if (in.b & 2)
    push(vm.it, destroyed ? 1 : 0);  // RememberDestroyed$: "if it is destroyed this way"
  return VmNext::Next;
}

template <>
VmNext run_op<Op::DestroyAll>(Vm& vm, const Instr& in) {
  const GameState& s = vm.s;
  const Filter& f = vm.prog.filters[in.b];
  ObjectId doomed[kMaxObjects];
  int k = 0;
  for (ObjectId id : s.battlefield)
    if (!filter_mismatch(s, vm.c.db, vm.prog, f, player_id(vm.it.controller), s.obj(id)))
      doomed[k++] = id;
  for (int i = 0; i < k; ++i) destroy(vm.c, doomed[i], !(in.a & 1));  // simultaneously (701.8)
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Move>(Vm& vm, const Instr& in) {
  if (in.b & kMoveSpellSelf) {  // the resolving spell itself, from the stack (608.2n)
    if (vm.it.ability != 0 || vm.s.obj(vm.it.source).zone != Zone::Stack) return VmNext::Next;
  } else if (!target_legal(vm.c, vm.prog, vm.it, in.a)) {
    return VmNext::Next;  // 608.2b
  }
  const ObjectId id = in.b & kMoveSpellSelf ? vm.it.source : slot_object(vm.s, vm.it, in.a);
  const int zone = in.b & 7;
  const PlayerId owner = player_id(vm.s.obj(id).owner);
  const Zone to = zone == kZoneHand          ? Zone::Hand
                  : zone == kZoneExile       ? Zone::Exile
                  : zone == kZoneBattlefield ? Zone::Battlefield
                                             : Zone::Library;
  if (to == Zone::Battlefield) {
    // Under its owner's control (the compiler refuses "under your control" of another
    // player's card, 110.2a: layer 2 starts from the owner, rules/zones.cpp).
    const PlayerId who = owner;
    move_to_zone(vm.c, id, to);
    if (in.b & kMoveTapped) {
      set_tapped(vm.s, id, true);
      refresh_statics(vm.c);  // what tests "untapped"
    }
    vm.c.emit(EventKind::Move, owner, id, static_cast<int>(to));
    vm.c.emit(EventKind::EnterBattlefield, who, id);
    return VmNext::Next;
  }
  move_to_zone(vm.c, id, to, zone == kZoneLibraryBottom);
  auto& lib = vm.s.player(owner).library;  // back() is the top
  const bool second = zone == kZoneLibraryTop && (in.b & kMoveSecondFromTop) && lib.size() >= 2;
  if (second) std::swap(lib[lib.size() - 1], lib[lib.size() - 2]);
  vm.c.emit(EventKind::Move, owner, id,
            static_cast<int>(to) | (zone == kZoneLibraryBottom ? 8 : 0) |
                (zone == kZoneLibraryShuffle ? 16 : 0) | (second ? 32 : 0));
  if (zone == kZoneLibraryShuffle) shuffle_library(vm.c, owner);  // 701.24a
  if (in.b & kMoveLinkSource) link_exiled(vm.s, id, vm.it.source, vm.it.source_zone_changes);
  return VmNext::Next;
}

// A "leaves the battlefield" trigger's source has one more zone change than it had there.
template <>
VmNext run_op<Op::ReturnLinked>(Vm& vm, const Instr&) {  // 607.2a, 610.3c
  return_linked(vm.c, vm.it.source, static_cast<uint16_t>(vm.it.source_zone_changes - 1));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::MoveAll>(
    Vm& vm, const Instr& in) {  // all at once (the list is made first), each to its owner's zone
  GameState& s = vm.s;
  const int owner = pop(vm.it);
  const Filter& f = vm.prog.filters[in.a];
  const PlayerId you = player_id(vm.it.controller);
  ObjectId moved[kMaxObjects];
  int k = 0;
  auto consider = [&](ObjectId id) {
    const Object& o = s.obj(id);
    if ((owner < 0 || o.owner == owner) && !filter_mismatch(s, vm.c.db, vm.prog, f, you, o))
      moved[k++] = id;
  };
  if (f.zone == FilterZone::Graveyard) {
    for (const Player& pl : s.players)
      for (ObjectId id : pl.graveyard) consider(id);
  } else {
    for (ObjectId id : s.battlefield) consider(id);
  }
  sort_ids(moved, k);
  bool shuffle[kNumPlayers] = {};
  for (int i = 0; i < k; ++i) {
    const Zone to = in.b == kZoneHand        ? Zone::Hand
                    : in.b == kZoneExile     ? Zone::Exile
                    : in.b == kZoneGraveyard ? Zone::Graveyard
                                             : Zone::Library;
    if (in.b == kZoneLibraryShuffle) shuffle[s.obj(moved[i]).owner] = true;
    move_to_zone(vm.c, moved[i], to);
    vm.c.emit(EventKind::Move, player_id(s.obj(moved[i]).owner), moved[i], static_cast<int>(to));
  }
  for (int p = 0; p < kNumPlayers; ++p)
    if (shuffle[p]) shuffle_library(vm.c, player_id(p));
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Counter>(Vm& vm, const Instr& in) {
  if (target_legal(vm.c, vm.prog, vm.it, in.a)) {
    const ObjectId spell = vm.it.targets[in.a].object;
    // 101.2: "can't be countered" wins over an effect that would counter it.
    if (vm.c.db.get(vm.s.obj(spell).def).front().self_rules & kRuleCantBeCountered)
      return VmNext::Next;
    vm.c.emit(EventKind::Countered, player_id(vm.s.obj(spell).controller), spell);
    move_to_zone(vm.c, spell, Zone::Graveyard);  // leaves the stack (its item is removed)
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Sacrifice>(Vm& vm, const Instr& in) {
  bool done = false;
  if (target_legal(vm.c, vm.prog, vm.it, in.a)) {
    const ObjectId id = in.a == kSlotSelf ? vm.it.source : vm.it.targets[in.a].object;
    if (!(in.b & 1) || vm.s.obj(id).controller == vm.it.controller) {  // 701.17a: one's own
      sacrifice_permanent(vm.c, player_id(vm.s.obj(id).controller), id);
      done = true;
    }
  }
  if (in.b & 1) push(vm.it, done ? 1 : 0);  // a cost: "if you do"
  return VmNext::Next;
}

template <>
VmNext run_op<Op::SacrificeChoose>(Vm& vm, const Instr& in) {
  GameState& s = vm.s;
  Interaction& it = vm.it;
  const PlayerId p = who_of(s, it, in.a);
  const int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
  if (it.waiting) {  // the player's picks are done
    it.waiting = 0;
    pop(it);
    return VmNext::Next;
  }
  ObjectId ids[kMaxObjects];
  const int k = p == PlayerId::None
                    ? 0
                    : sacrifice_candidates(s, vm.c.db, vm.prog, vm.prog.filters[in.b],
                                           player_id(it.controller), p, ids, it.source);
  if (n <= 0 || k == 0) {
    pop(it);
    return VmNext::Next;
  }
  if (k <= n) {  // no choice: all of them (701.17a)
    for (int i = 0; i < k; ++i) sacrifice_permanent(vm.c, p, ids[i]);
    pop(it);
    return VmNext::Next;
  }
  it.waiting = 1;
  s.pending = Pending{DecisionKind::Sacrifice, p, 0, static_cast<uint8_t>(n), it.source};
  return VmNext::Stop;
}

template <>
VmNext run_op<Op::Token>(Vm& vm, const Instr& in) {
  const int n = pop(vm.it);
  const PlayerId p = who_of(vm.s, vm.it, in.b);
  if (p == PlayerId::None) return VmNext::Next;
  const CardDefId def = vm.c.db.token_def(vm.s.obj(vm.it.source).def, vm.it.ability, in.a);
  for (int i = 0; i < n; ++i)
    if (create_token(vm.c, def, p) == ObjectId::None) break;
  return VmNext::Next;
}

template <>
VmNext run_op<Op::Attach>(Vm& vm, const Instr& in) {
  if (target_legal(vm.c, vm.prog, vm.it,
                   in.a)) {  // 608.3: the Aura becomes a permanent, attached (303.4f)
    const Interaction& it = vm.it;
    const ObjectId target = it.targets[in.a].object;
    move_to_zone(vm.c, it.source, Zone::Battlefield);
    Object& aura = vm.s.obj(it.source);
    set_controller(vm.s, it.source, it.controller);
    aura.attach_to(target);
    vm.c.emit(EventKind::EnterBattlefield, player_id(it.controller), it.source);
    vm.c.emit(EventKind::Attach, player_id(it.controller), it.source, 0, target);
    refresh_battlefield(vm.c);  // its static abilities now apply to what it enchants
  }
  return VmNext::Next;
}

template <>
VmNext run_op<Op::AttachSource>(Vm& vm, const Instr& in) {
  // 701.3a: the Equipment, still the same permanent (400.7), becomes attached to the
  // target; 701.3b: attaching it to what it is already attached to does nothing.
  if (target_legal(vm.c, vm.prog, vm.it, kSlotSelf) && target_legal(vm.c, vm.prog, vm.it, in.a)) {
    const Interaction& it = vm.it;
    const ObjectId target = it.targets[in.a].object;
    Object& equipment = vm.s.obj(it.source);
    if (target != it.source && equipment.attached_to() != target) {
      equipment.attach_to(target);
      vm.c.emit(EventKind::Attach, player_id(it.controller), it.source, 0, target);
      refresh_battlefield(vm.c);  // its static abilities move to the new creature
    }
  }
  return VmNext::Next;
}

}  // namespace rwd
