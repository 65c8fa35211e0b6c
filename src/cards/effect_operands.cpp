#include <algorithm>

#include "cards/effect_compiler.h"
#include "cards/text.h"

namespace rwd {

namespace {

// The property pushed for a Defined amount ("Targeted$CardManaCost"), or -1.
int defined_prop(const AmountExpr& a) {
  if (a.math || a.source != AmountSource::Defined) return -1;
  if (a.source_name != "Targeted" && a.source_name != "TargetedLKI" &&
      a.source_name != "Remembered" && a.source_name != "RememberedLKI")
    return -1;
  if (a.body == "CardManaCost") return kPropManaValue;
  if (a.body == "CardPower") return kPropPower;
  if (a.body == "CardToughness") return kPropToughness;
  return -1;
}

// Defined$ Player.Opponent or Opponent: each opponent, in a two-player game the other player.
// "Player.Other", each player other than the controller: in a two-player game, the
// opponent (102.2).
bool is_opponent(std::string_view defined) {
  return defined == "Player.Opponent" || defined == "Opponent" || defined == "Player.Other";
}

}  // namespace

// The target slot that "Targeted" (the ability's one target) or "Remembered" (the target
// of the node that remembers) names.
Result<int> EffectCompiler::defined_slot(std::string_view which) {
  if (which == "Targeted") {
    if (prog_.num_targets != 1)
      return Status::error("Targeted is supported only in an ability with one target");
    return 0;
  }
  if (remember_node_ < 0)
    return Status::error("Remembered: no earlier ability remembers its target");
  auto it = slot_of_node_.find(remember_node_);
  if (it == slot_of_node_.end())
    return Status::error("Remembered: the remembering ability has no target");
  return it->second;
}

// Pre-pass of node n: its Defined$ TargetedController / RememberedController and its amount
// that reads a targeted or remembered object are pushed at the start of resolution.
Status EffectCompiler::hoist(int n) {
  const AbilityNode& node = ab_.nodes[n];
  const std::string api(api_type_name(node.api));
  if (const std::string* d = node.param("Defined");
      d && (*d == "TargetedController" || *d == "RememberedController")) {
    Result<int> slot = defined_slot(*d == "TargetedController" ? "Targeted" : "Remembered");
    if (!slot) return Status::error(api + ": Defined$ " + *d + ": " + slot.message());
    if (slot_filter(*slot).allows_players())
      return Status::error(api + ": Defined$ " + *d + ": the target is a player");
    emit(Op::PushProp, *slot, kPropController);
    hoisted_who_.insert(n);
    ++hoisted_count_;
  }
  // DefinedPlayer$ RememberedController: the player who searches, asked and shuffling too,
  // kept in a register (kWhoRememberedController) since three operations name them.
  if (const std::string* d = node.param("DefinedPlayer")) {
    if (*d != "RememberedController" || node.api != ApiType::ChangeZone)
      return Status::error(api + ": DefinedPlayer$ " + *d + " is not supported");
    for (const AbilityNode& other : ab_.nodes)
      if (other.api == ApiType::RepeatEach)
        return Status::error(api + ": DefinedPlayer$ " + *d + " in an ability that repeats is not supported");
    Result<int> slot = defined_slot("Remembered");
    if (!slot) return Status::error(api + ": DefinedPlayer$ " + *d + ": " + slot.message());
    if (slot_filter(*slot).allows_players())
      return Status::error(api + ": DefinedPlayer$ " + *d + ": the remembered target is a player");
    emit(Op::PushProp, *slot, kPropController);
    emit(Op::VarSet, kVarItem);
    remembered_player_.insert(n);
  }
  int amounts = 0;
  std::string first_amount;  // a second amount may read the same SVar (Power$ X | Toughness$ X)
  for (const Param& p : node.params) {
    const SVarDef* sv = ab_.find_svar(p.value, node.face);
    if (!sv || !sv->amount || p.key == "SubAbility" || p.key == "References") continue;
    const int prop = defined_prop(*sv->amount);
    if (prop < 0) continue;
    const bool remembered = sv->amount->source_name.rfind("Remembered", 0) == 0;
    Result<int> slot = defined_slot(remembered ? "Remembered" : "Targeted");
    if (!slot) return Status::error(api + ": " + p.key + "$ " + sv->value + ": " + slot.message());
    if (slot_filter(*slot).allows_players())
      return Status::error(api + ": " + p.key + "$ " + sv->value + ": the target is a player");
    if (++amounts > 1 && !(amounts == 2 && p.value == first_amount))
      return Status::error(api +
                           ": two amounts of targeted objects in one ability are not supported");
    first_amount = p.value;
    emit(Op::PushProp, *slot, prop);
    hoisted_.insert({n, p.key});
    if (std::find(prog_.svars.begin(), prog_.svars.end(), p.value) == prog_.svars.end())
      prog_.svars.push_back(p.value);
    ++hoisted_count_;
  }
  if (hoisted_count_ > 2)
    return Status::error("more than two values of targeted objects in one ability");
  return Status::ok();
}

// The filter of a node's `key` parameter naming objects (ValidCards$, Choices$), compiled
// and added to the program: its index. Errors: the parameter is missing, does not compile
// or names players.
Result<int> EffectCompiler::object_filter(NodeReader& r, const char* key) {
  const std::string api(api_type_name(r.node().api));
  const std::string* text = r.take(key);
  if (!text) return Status::error(api + ": needs " + key + "$");
  Result<Filter> f = compile_filter(*text, prog_.subtypes);
  if (!f) return Status::error(api + ": " + f.message());
  if (f->allows_players()) return Status::error(api + ": " + key + "$ must not name players");
  prog_.filters.push_back(std::move(*f));
  return static_cast<int>(prog_.filters.size()) - 1;
}

Filter& EffectCompiler::slot_filter(int slot) {
  for (const Instr& in : prog_.code)
    if (in.op == Op::Target && in.a == slot) return prog_.filters[in.b];
  return prog_.filters[slot];  // not reached: every slot has its Target instruction
}

// The target slot of node n (its own ValidTgts$), or an error if it has none.
Result<int> EffectCompiler::own_slot(NodeReader& r, int n) {
  r.take("ValidTgts");
  r.take("TgtZone");
  r.take("TargetType");
  auto it = slot_of_node_.find(n);
  if (it == slot_of_node_.end()) {
    if (r.node().param("Defined"))
      return Status::error(std::string(api_type_name(r.node().api)) + ": Defined$ " +
                           *r.node().param("Defined") + " is not supported");
    return Status::error(std::string(api_type_name(r.node().api)) + ": needs ValidTgts$");
  }
  return it->second;
}

// Defined$ Triggered... in a triggered ability's effects: the subject it names (1..5 as
// TriggerSubject: Card, Player, Target, CardController, SourceController), 0 if `d` is not
// one; an error if the chain already names another.
Result<int> EffectCompiler::trigger_subject(NodeReader& r, const std::string* d, Want want) {
  if (!trigger_ || !d || (d->rfind("Triggered", 0) != 0 && *d != "DelayTriggerRemembered"))
    return 0;
  static constexpr std::string_view kWords[] = {"",
                                                "TriggeredCard",
                                                "TriggeredPlayer",
                                                "TriggeredTarget",
                                                "TriggeredCardController",
                                                "TriggeredSourceController"};
  int k = 0;
  for (int i = 1; i < 6; ++i)
    if (*d == kWords[i]) k = i;
  // "When CARDNAME blocks, it ...": the blocker is the card a Blocks trigger is about (the
  // trigger compiler refuses TriggeredBlocker in any other mode).
  if (*d == "TriggeredBlocker") k = 1;
  // The attacker an attack trigger is about (the trigger compiler allows it only there).
  if (*d == "TriggeredAttacker") k = 1;
  if (*d == "DelayTriggerRemembered") k = 1;  // 603.7: what the delayed trigger refers to
  const std::string api(api_type_name(r.node().api));
  if (k == 0) return Status::error(api + ": Defined$ " + *d + " is not supported");
  if (want == Want::Player && k == 1)
    return Status::error(api + ": Defined$ TriggeredCard names a card, not a player");
  // TriggeredTarget may be a player: only damage takes either.
  if (want == Want::Object && k != 1)
    return Status::error(api + ": Defined$ " + *d + " may name a player, not a permanent");
  if (prog_.trigger_subject && prog_.trigger_subject != k)
    return Status::error(api +
                         ": two different Defined$ Triggered... in one ability are not supported");
  prog_.trigger_subject = static_cast<uint8_t>(k);
  if (*d == "TriggeredBlocker" || *d == "TriggeredAttacker") {
    const uint8_t word = *d == "TriggeredBlocker" ? 1 : 2;
    if (prog_.trigger_subject_word && prog_.trigger_subject_word != word)
      return Status::error(api + ": TriggeredBlocker and TriggeredAttacker in one ability are "
                                 "not supported");
    prog_.trigger_subject_word = word;
  }
  r.take("Defined");
  return k;
}

// The permanent an effect applies to: the node's own target (an object), or, in an
// activated or triggered ability, a permanent named without targeting: Defined$ Self
// ("CARDNAME ..."), Defined$ Enchanted (the permanent its Aura source enchants), Defined$
// Targeted (an earlier node's target), or no ValidTgts$ and no Defined$ at all, which means
// the source itself (Forge's default).
Result<int> EffectCompiler::object_slot_or_self(NodeReader& r, int n, bool players_ok) {
  const AbilityNode& node = r.node();
  if (activated_ && !node.param("ValidTgts")) {
    const std::string* d = node.param("Defined");
    Result<int> sub = trigger_subject(r, d, Want::Object);
    if (!sub) return sub.status();
    if (*sub) return static_cast<int>(kSlotTriggered);
    if (!d || *d == "Self") {
      r.take("Defined");
      return static_cast<int>(kSlotSelf);
    }
    if (*d == "Enchanted") {
      r.take("Defined");
      return static_cast<int>(kSlotEnchanted);
    }
  }
  if (Result<int> t = defined_targeted(r, players_ok); !t || *t >= 0) return t;
  Result<int> slot = own_slot(r, n);
  if (!slot) return slot;
  if (slot_filter(*slot).allows_players())
    return Status::error(std::string(api_type_name(node.api)) +
                         ": the target must be a permanent, not a player");
  return slot;
}

// Defined$ Targeted without ValidTgts$: the object an earlier node of the chain targets
// (the latest one); -1 if the node says nothing of the kind.
Result<int> EffectCompiler::defined_targeted(NodeReader& r, bool players_ok) {
  const std::string* d = r.node().param("Defined");
  if (!d || *d != "Targeted" || r.node().param("ValidTgts")) return -1;
  r.take("Defined");
  for (int slot = prog_.num_targets - 1; slot >= 0; --slot)
    if (!slot_filter(slot).allows_players() || (players_ok && slot_filter(slot).allows_objects()))
      return slot;
  return Status::error(std::string(api_type_name(r.node().api)) +
                       ": Defined$ Targeted but no earlier node targets a permanent");
}

// What DealDamage hits: its own target, or (not targeted) Defined$ You (the ability's
// controller), or a permanent as object_slot_or_self names it.
Result<int> EffectCompiler::damage_recipient(NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  if (!node.param("ValidTgts")) {
    const std::string* d = node.param("Defined");
    if (d && *d == "You") {
      r.take("Defined");
      return static_cast<int>(kSlotYou);
    }
    if (d && *d == "ChosenPlayer") {  // the player the source chose (cards/choice_compiler.h)
      r.take("Defined");
      return static_cast<int>(kSlotChosenPlayer);
    }
    if (d && is_opponent(*d)) {  // "deals N damage to each opponent" (102.2), not targeted
      r.take("Defined");
      return static_cast<int>(kWhoOpponent);
    }
    Result<int> sub = trigger_subject(r, d, Want::Either);
    if (!sub) return sub.status();
    if (*sub) return static_cast<int>(kSlotTriggered);
    if (activated_ || (d && *d == "Targeted")) return object_slot_or_self(r, n);
  }
  return own_slot(r, n);
}

// A player operand: the node's player target, or Defined$ You (the default).
Result<int> EffectCompiler::who(NodeReader& r, int n) {
  if (hoisted_who_.count(n)) {
    const ApiType api = r.node().api;
    if (api != ApiType::GainLife && api != ApiType::LoseLife && api != ApiType::Draw &&
        api != ApiType::Mill && api != ApiType::TapAll && api != ApiType::DrainMana)
      return Status::error(std::string(api_type_name(api)) + ": Defined$ " +
                           *r.node().param("Defined") + " is not supported");
    r.take("Defined");
    return static_cast<int>(kWhoPopped);
  }
  if (const std::string* d = r.node().param("Defined");
      d && ((in_repeat_ && (*d == "Player.IsRemembered" || *d == "Remembered")) ||
            (each_defined_ && *d == "Player"))) {
    r.take("Defined");
    return static_cast<int>(kWhoItem);  // 101.4: the player RepeatEach is at
  }
  auto it = slot_of_node_.find(n);
  r.take("ValidTgts");
  if (it != slot_of_node_.end()) {
    if (slot_filter(it->second).allows_objects())
      return Status::error(std::string(api_type_name(r.node().api)) +
                           ": the target must be a player");
    return it->second;
  }
  Result<int> sub = trigger_subject(r, r.node().param("Defined"), Want::Player);
  if (!sub) return sub.status();
  if (*sub) return static_cast<int>(kSlotTriggered);
  if (const std::string* d = r.take("Defined")) {
    if (iequal(*d, "You")) return kWhoYou;
    if (is_opponent(*d)) return kWhoOpponent;
    if (*d == "Targeted") {  // an earlier node's player target ("target player ... and draws")
      for (int slot = prog_.num_targets - 1; slot >= 0; --slot)
        if (slot_filter(slot).allows_players() && !slot_filter(slot).allows_objects())
          return slot;
      return Status::error(std::string(api_type_name(r.node().api)) +
                           ": Defined$ Targeted but no earlier node targets a player");
    }
    return Status::error(std::string(api_type_name(r.node().api)) + ": Defined$ " + *d +
                         " is not supported");
  }
  return kWhoYou;
}


// The slots of node n after its first (TargetMin$ = TargetMax$ = N: N slots, one filter).
int EffectCompiler::extra_slots(NodeReader& r, int n) {
  r.take("TargetMin");
  r.take("TargetMax");
  auto it = more_slots_.find(n);
  return it == more_slots_.end() ? 0 : it->second;
}

}  // namespace rwd
