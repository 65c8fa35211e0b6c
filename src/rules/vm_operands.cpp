#include "rules/vm_operands.h"

#include "rules/targeting.h"
#include "rules/vm_choice.h"

namespace rwd {

PlayerId who_of(const GameState& s, Interaction& it, int operand) {
  switch (operand) {  // references (cards/opcodes.h): distinct values, checked when compiled
    case kWhoYou:
      return player_id(it.controller);
    case kWhoOpponent:  // 102.2: in a two-player game, the other player
      return opponent(player_id(it.controller));
    case kWhoItem:  // the player RepeatEach is at (a register)
    case kWhoRememberedController: {  // the same register, outside RepeatEach
      const int p = it.vars[kVarItem];
      return p >= 0 && p < kNumPlayers ? player_id(p) : PlayerId::None;
    }
    case kWhoPopped: {
      const int p = pop(it);
      return p >= 0 && p < kNumPlayers ? player_id(p) : PlayerId::None;
    }
    case kSlotChosenPlayer:  // the player the source chose (614.12)
      return chosen_player(s, it.source);
  }
  if ((operand & 0xF0) == kWhoSlotController) {  // the controller of a targeted object
    const Target& t = it.targets[operand & 0x0F];
    if (t.kind != TargetKind::Object || s.obj(t.object).zone_changes != t.zone_changes)
      return PlayerId::None;
    return player_id(s.obj(t.object).controller);
  }
  const Target& t = it.targets[operand == kSlotTriggered ? kMaxTargets - 1 : operand];
  return t.kind == TargetKind::Player ? player_id(t.player) : PlayerId::None;
}

Target slot_target(const GameState& s, const Interaction& it, int slot) {
  if (slot == kSlotSelf)
    return Target{TargetKind::Object, 0, it.source, s.obj(it.source).zone_changes};
  if (slot == kSlotEnchanted) {
    const ObjectId host = s.obj(it.source).attached_to();
    return host == ObjectId::None ? Target{}
                                  : Target{TargetKind::Object, 0, host, s.obj(host).zone_changes};
  }
  if (slot == kSlotYou) return Target{TargetKind::Player, it.controller};
  if (slot == kWhoOpponent)  // 102.2: the other player
    return Target{TargetKind::Player, static_cast<uint8_t>(raw(opponent(player_id(it.controller))))};
  if (slot == kSlotTriggered) return it.targets[kMaxTargets - 1];
  if (slot == kSlotChosenCard) {  // the card the source chose (ChooseCard), not targeted
    const int id = s.chosen.empty() ? -1 : s.chosen_value(it.source, ChosenKind::Card);
    if (id < 0 || id >= s.num_objects) return Target{};
    return Target{TargetKind::Object, 0, static_cast<ObjectId>(id),
                  s.obj(static_cast<ObjectId>(id)).zone_changes};
  }
  if (slot == kSlotChosenPlayer) {  // the player the source chose (614.12), not targeted
    const PlayerId p = chosen_player(s, it.source);
    return p == PlayerId::None ? Target{} : Target{TargetKind::Player, raw(p)};
  }
  return it.targets[slot];
}

bool target_legal(const Ctx& c, const Program& prog, const Interaction& it, int slot) {
  if (slot == kSlotYou || slot == kWhoOpponent) return true;  // the players themselves
  if (slot == kSlotChosenPlayer) return slot_target(c.s, it, slot).kind == TargetKind::Player;
  if (slot == kSlotChosenCard) return slot_target(c.s, it, slot).kind == TargetKind::Object;
  // The source itself (or what it enchants): still the same permanent (400.7).
  if (slot == kSlotSelf || slot == kSlotEnchanted) {
    const Object& o = c.s.obj(it.source);
    if (!(it.ability > 0 && o.zone == Zone::Battlefield &&
          o.zone_changes == it.source_zone_changes))
      return false;
    if (slot == kSlotSelf) return true;
    const ObjectId host = o.attached_to();
    return host != ObjectId::None && c.s.obj(host).zone == Zone::Battlefield;
  }
  if (slot == kSlotYou) return true;
  if (slot == kSlotTriggered) {  // the same object still (400.7), or a player
    const Target& t = it.targets[kMaxTargets - 1];
    return t.kind == TargetKind::Player ||
           (t.kind == TargetKind::Object && c.s.obj(t.object).zone_changes == t.zone_changes);
  }
  const Target& t = it.targets[slot];
  if (t.kind == TargetKind::None) return false;
  const Filter* f = nullptr;
  for (const Instr& in : prog.code)
    if (in.op == Op::Target && in.a == slot) f = &prog.filters[in.b];
  return f && !target_problem(c.s, c.db, prog, *f, player_id(it.controller), it.source, t);
}

}  // namespace rwd
