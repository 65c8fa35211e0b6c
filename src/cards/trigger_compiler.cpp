#include "cards/trigger_compiler.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "cards/ability_registry.h"
#include "cards/delayed_compiler.h"
#include "cards/spell_compiler.h"
#include "cards/trigger_families.h"

namespace rwd {

namespace {

// The parameters of the node that belong to other modes than its own (the registry's lists):
// refused by name, mode by mode.
Status check_mode_params(const AbilityNode& n, TriggerReader& r) {
  const TriggerMode mode = n.trigger;
  if (const std::string* z = n.param("TriggerZones"); z && *z != "Battlefield")
    return r.error("TriggerZones$ " + *z + " is not supported");
  if (const std::string* tc = n.param("TriggerController"); tc && *tc != "TriggeredCardController")
    return r.error("TriggerController$ " + *tc + " is not supported");
  if (mode != TriggerMode::ChangesZone &&
      (n.param("TriggerController") || n.param("NoTimestampCheck")))
    return r.error("TriggerController$ and NoTimestampCheck$ are supported only for ChangesZone");
  const bool damage_once =
      mode == TriggerMode::DamageDealtOnce || mode == TriggerMode::DamageDoneOnce;
  const bool targets = mode == TriggerMode::BecomesTarget;
  if (mode != TriggerMode::DamageDone && !damage_once &&
      (((n.param("ValidSource") || n.param("ValidTarget")) && !targets) ||
       n.param("CombatDamage")))
    return r.error(
        "ValidSource$, ValidTarget$ and CombatDamage$ are supported only for DamageDone, "
        "DamageDealtOnce and DamageDoneOnce (ValidSource$ and ValidTarget$ also for "
        "BecomesTarget)");
  if (mode != TriggerMode::AttackerBlockedByCreature && n.param("ValidBlocker"))
    return r.error("ValidBlocker$ is supported only for AttackerBlockedByCreature");
  if (mode != TriggerMode::SpellCast && n.param("ValidActivatingPlayer"))
    return r.error("ValidActivatingPlayer$ is supported only for SpellCast");
  if (mode != TriggerMode::Phase &&
      (n.param("Phase") || (n.param("ValidPlayer") && mode != TriggerMode::LifeGained)))
    return r.error("Phase$ and ValidPlayer$ are not supported for this mode");
  if (mode != TriggerMode::ChangesZone && (n.param("Origin") || n.param("Destination")))
    return r.error("Origin$ and Destination$ are supported only for ChangesZone");
  return Status::ok();
}

// IsPresent$ (603.4 intervening "if"): a count of permanents compared with PresentCompare$.
Status read_present(const AbilityNode& n, TriggerReader& r, TriggeredAbility& t) {
  if (!n.param("IsPresent")) {
    if (n.param("PresentCompare") || n.param("PresentZone"))
      return r.error("PresentCompare$/PresentZone$ need IsPresent$");
    return Status::ok();
  }
  if (const std::string* z = n.param("PresentZone"); z && *z != "Battlefield")
    return r.error("PresentZone$ " + *z + " is not supported (only Battlefield)");
  Result<int> f = r.filter("IsPresent", false);
  if (!f) return f.status();
  if (*f < 0) {  // "if CARDNAME is on the battlefield": always true for a battlefield trigger
    return r.error("IsPresent$ " + *n.param("IsPresent") + " is not supported");
  }
  t.present_filter = static_cast<int8_t>(*f);
  if (const std::string* c = n.param("PresentCompare")) {
    static constexpr std::string_view kOps[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
    int op = -1;
    for (int i = 0; i < 6; ++i)
      if (c->size() > 2 && c->compare(0, 2, kOps[i]) == 0) op = i;
    const std::string num = op >= 0 ? c->substr(2) : std::string();
    if (op < 0 || num.empty() || num.size() > 2 || !std::all_of(num.begin(), num.end(), ::isdigit))
      return r.error("PresentCompare$ " + *c + " is not supported");
    t.present_cmp = static_cast<Compare>(op);
    t.present_n = static_cast<int8_t>(std::stoi(num));
  }
  return Status::ok();
}

std::string_view subject_word(TriggerSubject s) {
  switch (s) {
    case TriggerSubject::None:
      return "";
    case TriggerSubject::Card:
      return "TriggeredCard";
    case TriggerSubject::Player:
      return "TriggeredPlayer";
    case TriggerSubject::Target:
      return "TriggeredTarget";
    case TriggerSubject::CardController:
      return "TriggeredCardController";
    case TriggerSubject::SourceController:
      return "TriggeredSourceController";
    case TriggerSubject::Blocker:
      return "TriggeredBlocker";
  }
  return "";
}

// Whether the event of `t` has what its subject names.
bool subject_available(const TriggeredAbility& t) {
  const TriggerEvent e = t.event;
  if (e == TriggerEvent::DamageDealtOnce || e == TriggerEvent::DamageDoneOnce)
    return t.subject == TriggerSubject::None;  // only the amount
  const bool step =
      e == TriggerEvent::Upkeep || e == TriggerEvent::EndStep || e == TriggerEvent::DrawStep ||
      e == TriggerEvent::EndCombatStep;
  const bool player_event =
      e == TriggerEvent::Drawn || e == TriggerEvent::LifeGained || e == TriggerEvent::SpellCast;
  if (e == TriggerEvent::TapsForMana)  // the land, or the player who tapped it for mana
    return t.subject == TriggerSubject::None || t.subject == TriggerSubject::Card ||
           t.subject == TriggerSubject::Player || t.subject == TriggerSubject::CardController;
  switch (t.subject) {
    case TriggerSubject::None:
      return true;
    case TriggerSubject::Card:
    case TriggerSubject::CardController:
      return !step && !player_event && e != TriggerEvent::DamageDone;
    case TriggerSubject::Player:
      return step || player_event;
    case TriggerSubject::Target:
    case TriggerSubject::SourceController:
      return e == TriggerEvent::DamageDone;
    case TriggerSubject::Blocker:
      return e == TriggerEvent::AttackerBlockedBy;
  }
  return false;
}

// The ability's program: the effects its Execute$ names (or the delayed trigger it creates,
// 603.7), with the trigger's own filters after the effects' and what its effects say of the
// triggering event checked against the mode.
Status finish_trigger(const CardAbilities& abilities, const AbilityNode& n,
                      std::string_view card_name, TriggerReader& r, Program& trig) {
  const std::string mode(n.canonical_head());
  TriggeredAbility& t = r.ability();
  int exec = -1;
  for (const SVarRef& ref : n.refs)
    if (n.params[ref.param].key == "Execute") exec = ref.node;
  if (exec < 0) return Status::error(mode + " trigger: Execute$ must name an ability SVar");
  const std::string* decider = n.param("OptionalDecider");
  // "When CARDNAME dies, you may ...", its controller the dead card's (TriggerController$
  // TriggeredCardController): that controller decides, who is the ability's controller.
  const std::string* tc = n.param("TriggerController");
  const bool decider_controls =
      decider && *decider == "TriggeredCardController" && tc && *tc == "TriggeredCardController";
  if (decider && *decider != "You" && !decider_controls)
    return Status::error(mode + " trigger: OptionalDecider$ " + *decider + " is not supported");
  // An Execute$ AB$ with a Cost$ is "you may pay ... If you do, ..." (603.5) with or without
  // OptionalDecider$ You: the payment is the choice (trigger_cost, effect_compiler.cpp).
  const bool pays = abilities.nodes[exec].kind == NodeKind::Activated &&
                    abilities.nodes[exec].param("Cost") != nullptr;
  const bool optional = decider != nullptr || pays;
  TriggeredAbility delayed;  // 603.7: an Execute$ DelayedTrigger creates one
  Result<Program> prog =
      abilities.nodes[exec].api == ApiType::DelayedTrigger && !optional
          ? compile_delayed_trigger(abilities, exec, card_name, delayed)
          : compile_trigger_effects(abilities, exec, optional);
  if (!prog) return prog.status();
  // The effects read TriggeredBlocker as the card a Blocks trigger is about, or as the
  // blocker of AttackerBlockedByCreature; TriggeredAttacker as the card an attack trigger is
  // about (of AttackerBlockedByCreature too).
  const bool blocked_by = n.trigger == TriggerMode::AttackerBlockedByCreature;
  if (prog->trigger_subject_word == 1 && n.trigger != TriggerMode::Blocks && !blocked_by)
    return r.error("Defined$ TriggeredBlocker is supported only for Mode$ Blocks and "
                   "AttackerBlockedByCreature");
  const bool about_attacker =
      n.trigger == TriggerMode::Attacks || n.trigger == TriggerMode::AttackerBlocked ||
      n.trigger == TriggerMode::AttackerUnblocked || blocked_by;
  if (prog->trigger_subject_word == 2 && !about_attacker)
    return r.error("Defined$ TriggeredAttacker is supported only for attack triggers");
  // The trigger's filters follow the effects' (their indexes move by as many), sharing the
  // subtype names.
  const int base = static_cast<int>(prog->filters.size());
  for (Filter& f : trig.filters) {
    for (FilterTerm& term : f.terms)
      for (int8_t* sub : {&term.subtype, &term.subtype_none})
        if (*sub >= 0) {
          const std::string& name = trig.subtypes[*sub];
          auto it = std::find(prog->subtypes.begin(), prog->subtypes.end(), name);
          if (it == prog->subtypes.end()) {
            prog->subtypes.push_back(name);
            it = prog->subtypes.end() - 1;
          }
          *sub = static_cast<int8_t>(it - prog->subtypes.begin());
        }
    prog->filters.push_back(std::move(f));
  }
  if (base + trig.filters.size() > 120) return r.error("too many filters");
  for (int8_t* idx : {&t.card_filter, &t.other_filter, &t.present_filter})
    if (*idx >= 0) *idx = static_cast<int8_t>(*idx + base);
  if (prog->trigger_subject) {
    if (prog->num_targets >= kMaxTargets)
      return r.error("Defined$ Triggered... with " + std::to_string(kMaxTargets) +
                     " targets is not supported");
    t.subject = static_cast<TriggerSubject>(prog->trigger_subject);
    if (blocked_by && prog->trigger_subject_word == 1) t.subject = TriggerSubject::Blocker;
    if (!subject_available(t))
      return r.error("Defined$ " + std::string(subject_word(t.subject)) +
                     " is not supported for this mode");
  }
  if (t.present_filter >= 0)  // 603.4: checked again as it resolves
    prog->code.insert(prog->code.begin() + prog->resolve_pc, Instr{Op::CheckIf, 0, 0});
  if (prog->uses_trigger_amount && t.event != TriggerEvent::DamageDone &&
      t.event != TriggerEvent::DamageDealtOnce && t.event != TriggerEvent::DamageDoneOnce)
    return r.error("TriggerCount$DamageAmount needs Mode$ DamageDone");
  if (const std::string* d = n.param("TriggerDescription")) {
    t.text = *d;
    for (size_t at = t.text.find("CARDNAME"); at != std::string::npos;
         at = t.text.find("CARDNAME", at))
      t.text.replace(at, 8, card_name);
  }
  prog->description = t.text;
  if (optional) prog->questions[0] = t.text;
  t.program = std::make_shared<const Program>(std::move(*prog));
  if (delayed.program) t.delayed = std::make_shared<const TriggeredAbility>(std::move(delayed));
  return Status::ok();
}

}  // namespace

Result<TriggeredAbility> compile_trigger(const CardAbilities& abilities, int node,
                                         std::string_view card_name) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size()))
    return Status::error("no such trigger");
  const AbilityNode& n = abilities.nodes[node];
  if (n.kind != NodeKind::Trigger) return Status::error("not a triggered ability (T:)");
  const std::string mode(n.canonical_head());
  for (const Param& p : n.params)
    if (!trigger_param_known(p.key))
      return Status::error(mode + " trigger: parameter " + p.key + "$ is not supported");
  TriggeredAbility t;
  t.line = n.line;
  Program trig;  // the trigger's own filters, moved into its program below
  TriggerReader r(n, mode, trig, t);
  if (Status s = check_mode_params(n, r); !s) return s;
  if (Status s = read_present(n, r, t); !s) return s;
  const TriggerFamily* family = trigger_family(n.trigger);  // ability_registry.cpp
  if (!family)
    return Status::error("triggered abilities (T:) Mode$ " + mode + " are not supported yet");
  for (const Param& p : n.params)  // another mode's parameter the checks above let through
    if (!param_listed(kCommonTriggerParams, p.key) && !param_listed(family->params, p.key))
      return r.error(p.key + "$ is not supported for this mode");
  if (Status s = family->compile(r); !s) return s;
  if (Status s = finish_trigger(abilities, n, card_name, r, trig); !s) return s;
  return t;
}

}  // namespace rwd
