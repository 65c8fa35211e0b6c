#include "cards/choice_compiler.h"
#include "cards/effect_compiler.h"
#include "cards/text.h"

namespace rwd {

Status compile_deal_damage(EffectCompiler& c, NodeReader& r, int n) {
  Result<int> slot = c.damage_recipient(r, n);
  if (!slot) return slot.status();
  if (*slot == kSlotYou) r.take("Defined");
  if (Status s = c.push_amount(r, "NumDmg", -1); !s) return s;
  c.emit(Op::Damage, *slot);
  return Status::ok();
}

Status compile_damage_all(EffectCompiler& c, NodeReader& r, int) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  if (Status s = c.push_amount(r, "NumDmg", -1); !s) return s;
  if (const std::string* p = node.param("ValidPlayers");
      p && *p == "FlippedTails" && !node.param("ValidCards")) {
    if (!c.flips_marked_)
      return Status::error(api +
                           ": ValidPlayers$ FlippedTails without a flip that remembers its result");
    r.take("ValidPlayers");
    c.emit(Op::DamageMarked, kVarMarked);  // "each player whose coin comes up tails"
    return Status::ok();
  }
  int flags = 0;
  if (const std::string* p = r.take("ValidPlayers")) {
    const bool opponents = *p == "Player.Opponent" || *p == "Opponent";
    if (!iequal(*p, "Player") && !opponents)
      return Status::error(api + ": ValidPlayers$ " + *p + " is not supported");
    if (opponents && !node.param("ValidCards")) {  // "N damage to each opponent" (102.2)
      c.emit(Op::Damage, kWhoOpponent);
      return Status::ok();
    }
    flags |= opponents ? 3 : 1;
  }
  Result<int> f = c.object_filter(r, "ValidCards");
  if (!f) return f.status();
  c.emit(Op::DamageAll, flags, *f);
  return Status::ok();
}

// 615.7: "prevent the next N damage to <target> this turn"
Status compile_prevent_damage(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  int slot;
  if (c.slot_of_node_.count(n)) {
    Result<int> t = c.own_slot(r, n);
    if (!t) return t.status();
    slot = *t;
  } else if (const std::string* d = r.take("Defined"); d && iequal(*d, "You")) {
    slot = kWhoYou;
  } else {
    return Status::error(api + (d ? ": Defined$ " + *d + " is not supported"
                                  : std::string(": needs ValidTgts$ or Defined$ You")));
  }
  if (Status s = c.push_amount(r, "Amount", -1); !s) return s;
  c.emit(Op::PreventDamage, slot);
  return Status::ok();
}

// prevent all combat damage that would be dealt this turn
Status compile_fog(EffectCompiler& c, NodeReader&, int) {
  c.emit(Op::Fog);
  return Status::ok();
}

namespace {

// An effect on one player with an amount: the player operand, then the amount `key` (or
// `fallback`; -1: required), then `op`.
Status player_amount(EffectCompiler& c, NodeReader& r, int n, std::string_view key,
                     int fallback, Op op) {
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  if (Status s = c.push_amount(r, key, fallback); !s) return s;
  c.emit(op, *w);
  return Status::ok();
}

}  // namespace

Status compile_life(EffectCompiler& c, NodeReader& r, int n) {
  return player_amount(c, r, n, "LifeAmount", -1,
                       r.node().api == ApiType::GainLife ? Op::GainLife : Op::LoseLife);
}

// 122.1f: "that player gets N poison counters"
Status compile_poison(EffectCompiler& c, NodeReader& r, int n) {
  return player_amount(c, r, n, "Num", 1, Op::Poison);
}

// 701.12: "A fights B". A: Defined$ ParentTarget (the object the node before targets), Self
// (the permanent whose ability it is) or TriggeredCard / TriggeredCardLKICopy (what the
// trigger is about); B: the node's own target.
Status compile_fight(EffectCompiler& c, NodeReader& r, int n) {
  const std::string* d = r.node().param("Defined");
  if (!d || !r.node().param("ValidTgts"))
    return Status::error("Fight: needs Defined$ (the first fighter) and ValidTgts$ (the other)");
  Result<int> second = c.own_slot(r, n);
  if (!second) return second.status();
  if (c.slot_filter(*second).allows_players())
    return Status::error("Fight: the target must be a creature, not a player");
  int first = -1;
  if (*d == "ParentTarget") {  // the latest object target before the node's own
    r.take("Defined");
    for (int slot = *second - 1; slot >= 0 && first < 0; --slot)
      if (!c.slot_filter(slot).allows_players()) first = slot;
    if (first < 0) return Status::error("Fight: Defined$ ParentTarget but no earlier target");
  } else if (*d == "Self" && c.activated_) {
    r.take("Defined");
    first = kSlotSelf;
  } else if (*d == "TriggeredCard" || *d == "TriggeredCardLKICopy") {
    const std::string card = "TriggeredCard";  // 701.12b: gone or not a creature, no damage
    Result<int> sub = c.trigger_subject(r, &card, EffectCompiler::Want::Object);
    if (!sub) return sub.status();
    if (!*sub) return Status::error("Fight: Defined$ " + *d + " outside a triggered ability");
    r.take("Defined");
    first = kSlotTriggered;
  } else {
    return Status::error("Fight: Defined$ " + *d + " is not supported");
  }
  c.emit(Op::Fight, first, *second);
  return Status::ok();
}

// 500.7: "take an extra turn after this one" (Defined$ You, the default, or a player target)
Status compile_add_turn(EffectCompiler& c, NodeReader& r, int n) {
  return player_amount(c, r, n, "NumTurns", 1, Op::ExtraTurn);
}

}  // namespace rwd
