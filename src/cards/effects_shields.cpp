#include "cards/effect_compiler.h"
#include "cards/repeat_compiler.h"
#include "cards/text.h"

namespace rwd {

namespace {

// "DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile": an effect ends.
bool exiles_the_effect(const AbilityNode& n) {
  const std::string* d = n.param("Defined");
  const std::string* o = n.param("Origin");
  const std::string* t = n.param("Destination");
  if (n.api != ApiType::ChangeZone || !d || *d != "Self" || !o || *o != "Command" || !t ||
      *t != "Exile")
    return false;
  for (const Param& p : n.params)
    if (p.key != "Defined" && p.key != "Origin" && p.key != "Destination" && p.key != "Static" &&
        !p.key.empty())
      return false;
  return true;
}

// Effect | ReplacementEffects$ R (R: Event$ DamageDone | ValidSource$ Card.ChosenCard |
// ValidTarget$ T | ReplaceWith$ W) where W is ReplaceEffect | VarName$ Affected | VarValue$
// You | VarType$ Player, then:
//  - T = Creature.IsRemembered (the Effect's own target, RememberObjects$ Targeted), then the
//    effect is exiled: "that damage is dealt to you instead" (614.9, Jade Monolith);
//  - T = You, then DealDamage | Defined$ ReplacedSourceController | DamageSource$ EffectSource
//    | NumDmg$ <ReplaceCount$DamageAmount>, then the effect is exiled: the damage is dealt and
//    this card deals that much to the source's controller (Eye for an Eye).
// Both compile to replace.next.from (a one-shot shield from the chosen source).
Status chosen_source_replacement(EffectCompiler& c, NodeReader& r, const AbilityNode& rn) {
  const std::string what = "Effect: replacement " + rn.svar;
  const std::string* src = rn.param("ValidSource");
  const std::string* tgt = rn.param("ValidTarget");
  if (rn.kind != NodeKind::Replacement || std::string(rn.canonical_head()) != "DamageDone" ||
      !src || without_emblems(*src) != "Card.ChosenCard" || !tgt)
    return Status::error(what +
                         " is not supported (only: the next damage the chosen source would deal)");
  for (const Param& p : rn.params)
    if (!param_listed(replacement_family(ReplacementEvent::DamageDone)->params, p.key) &&
        !p.key.empty())
      return Status::error(what + ": parameter " + p.key +
                           "$ is not supported");  // (no PreventionEffect$ here)
  int with = -1;
  for (const SVarRef& ref : rn.refs)
    if (rn.params[ref.param].key == "ReplaceWith") with = ref.node;
  if (with < 0) return Status::error(what + " needs ReplaceWith$ naming an ability SVar");
  const AbilityNode& w = c.ab_.nodes[with];
  const std::string *var = w.param("VarName"), *value = w.param("VarValue"),
                    *type = w.param("VarType");
  bool ok = w.api == ApiType::ReplaceEffect && var && *var == "Affected" && value &&
            *value == "You" && type && *type == "Player" && w.sub >= 0;
  for (const Param& p : w.params)
    ok &= param_listed(effect_family(ApiType::ReplaceEffect)->params, p.key) ||
          p.key == "SubAbility" || descriptive_effect_param(p.key) || p.key.empty();
  if (!ok)
    return Status::error("ReplaceEffect " + w.svar +
                         ": only VarName$ Affected | VarValue$ You | VarType$ Player (the damage "
                         "is dealt to you) is supported");
  c.prog_.svars.push_back(rn.svar);
  c.prog_.svars.push_back(w.svar);
  const AbilityNode& next = c.ab_.nodes[w.sub];
  int slot, flags;
  if (*tgt == "Creature.IsRemembered" || *tgt == "Card.IsRemembered") {  // redirected to you
    auto it = c.slot_of_node_.find(c.current_node_);
    const std::string* remember = r.take("RememberObjects");
    if (it == c.slot_of_node_.end() || c.slot_filter(it->second).allows_players() || !remember ||
        *remember != "Targeted")
      return Status::error(what + ": ValidTarget$ " + *tgt +
                           " needs the Effect's own creature target and RememberObjects$ Targeted");
    r.take("ValidTgts");
    if (!exiles_the_effect(next))
      return Status::error(what + ": after ReplaceEffect only exiling the effect is supported");
    slot = it->second;
    flags = 1;
    c.prog_.svars.push_back(next.svar);
  } else if (*tgt == "You") {  // still dealt to you; this card hits back
    const std::string *d = next.param("Defined"), *ds = next.param("DamageSource"),
                      *num = next.param("NumDmg");
    const SVarDef* x = num ? c.ab_.find_svar(*num, next.face) : nullptr;
    bool back = next.api == ApiType::DealDamage && d && *d == "ReplacedSourceController" && ds &&
                *ds == "EffectSource" && x && x->value == "ReplaceCount$DamageAmount" &&
                next.sub >= 0 && exiles_the_effect(c.ab_.nodes[next.sub]);
    for (const Param& p : next.params)
      back &= p.key == "Defined" || p.key == "DamageSource" || p.key == "NumDmg" ||
              p.key == "SubAbility" || descriptive_effect_param(p.key) || p.key.empty();
    if (!back)
      return Status::error(what +
                           ": after ReplaceEffect only \"this card deals that much damage to the "
                           "source's controller\" is supported");
    slot = kSlotYou;
    flags = 2;
    c.prog_.svars.push_back(next.svar);
    c.prog_.svars.push_back(x->name);
    c.prog_.svars.push_back(c.ab_.nodes[next.sub].svar);
  } else {
    return Status::error(what + ": ValidTarget$ " + *tgt + " is not supported");
  }
  c.emit(Op::ReplaceNextFrom, slot, flags);
  return Status::ok();
}

}  // namespace

// "a <color> source of your choice": chosen as it resolves
Status compile_choose_source(EffectCompiler& c, NodeReader& r, int) {
  const std::string api(api_type_name(r.node().api));
  const std::string* choices = r.take("Choices");
  if (!choices) return Status::error(api + ": needs Choices$");
  Result<Filter> f = compile_filter(without_emblems(*choices), c.prog_.subtypes);
  if (!f) return Status::error(api + ": " + f.message());
  if (f->allows_players()) return Status::error(api + ": Choices$ must not name players");
  f->text = *choices;
  c.prog_.filters.push_back(std::move(*f));
  c.emit(Op::ChooseSource, static_cast<int>(c.prog_.filters.size()) - 1);
  return Status::ok();
}

// Effect | ReplacementEffects$ R, where R is "the next time the chosen source would deal
// damage to you this turn, prevent that damage" (R:Event$ DamageDone | ValidSource$
// Card.ChosenCard... | ValidTarget$ You | PreventionEffect$ True): a kShieldOnce shield
// from the source ChooseSource pushed. Any other Effect is refused.
Status compile_effect(EffectCompiler& c, NodeReader& r, int) {
  const AbilityNode& node = r.node();
  const std::string* reps = r.take("ReplacementEffects");
  if (!reps)
    return Status::error(
        "Effect: only a ReplacementEffects$ damage prevention from a chosen source is supported");
  r.take("SVars");
  // ImprintCards$ Self: the effect remembers the card that made it, which the shield's
  // source already is.
  if (const std::string* imprint = r.take("ImprintCards"); imprint && *imprint != "Self")
    return Status::error("Effect: ImprintCards$ " + *imprint + " is not supported");
  if (const std::string* cd =
          r.take("ConditionDefined")) {  // "if a source was chosen": -1 makes no shield
    const std::string* cp = r.take("ConditionPresent");
    const std::string* cc = r.take("ConditionCompare");
    if (*cd != "ChosenCard" || !cp || without_emblems(*cp) != "Card" || !cc || *cc != "GE1")
      return Status::error("Effect: ConditionDefined$ " + *cd + " is not supported");
  }
  int rep = -1;
  for (const SVarRef& ref : node.refs) {
    const std::string& key = node.params[ref.param].key;
    if (key == "ReplacementEffects") {
      if (rep >= 0 || ref.node < 0)
        return Status::error("Effect: ReplacementEffects$ must name one replacement SVar");
      rep = ref.node;
    }
  }
  if (rep < 0) return Status::error("Effect: ReplacementEffects$ must name one replacement SVar");
  const AbilityNode& rn = c.ab_.nodes[rep];
  const std::string event(rn.canonical_head());  // Event$
  const std::string* src = rn.param("ValidSource");
  const std::string* tgt = rn.param("ValidTarget");
  const std::string* prevention = rn.param("PreventionEffect");
  if (!prevention) return chosen_source_replacement(c, r, rn);
  if (rn.kind != NodeKind::Replacement || event != "DamageDone" || !src ||
      src->rfind("Card.ChosenCard", 0) != 0 || !tgt || *tgt != "You" || !prevention ||
      *prevention != "True")
    return Status::error(
        "Effect: replacement " + rn.svar +
        " is not supported (only: prevent the next damage the chosen source would deal to you)");
  for (const Param& p : rn.params)
    if (!param_listed(replacement_family(ReplacementEvent::DamageDone)->params, p.key) &&
        !p.key.empty())
      return Status::error("Effect: replacement " + rn.svar + ": parameter " + p.key +
                           "$ is not supported");
  c.prog_.svars.push_back(rn.svar);
  // ReplaceWith$: exiling the effect (the shield ends when used), or "you gain life equal to
  // the damage prevented" and then that.
  int with = -1;
  for (const SVarRef& ref : rn.refs)
    if (rn.params[ref.param].key == "ReplaceWith") with = ref.node;
  if (with < 0)
    return Status::error("Effect: replacement " + rn.svar +
                         " needs ReplaceWith$ naming an ability SVar");
  int flags = 0;
  if (!exiles_the_effect(c.ab_.nodes[with])) {
    const AbilityNode& gain = c.ab_.nodes[with];
    const std::string* who = gain.param("Defined");
    const std::string* amount = gain.param("LifeAmount");
    const SVarDef* x = amount ? c.ab_.find_svar(*amount, gain.face) : nullptr;
    bool ok = gain.api == ApiType::GainLife && who && *who == "You" && x &&
              x->value == "ReplaceCount$DamageAmount" && gain.sub >= 0 &&
              exiles_the_effect(c.ab_.nodes[gain.sub]);
    for (const Param& p : gain.params)
      ok &= p.key == "Defined" || p.key == "LifeAmount" || p.key == "SubAbility" ||
            descriptive_effect_param(p.key) || p.key.empty();
    if (!ok)
      return Status::error(
          "Effect: ReplaceWith$ " + gain.svar +
          " is not supported (only exiling the effect, or gaining the life prevented first)");
    c.prog_.svars.push_back(gain.svar);
    c.prog_.svars.push_back(x->name);
    with = gain.sub;
    flags = 1;
  }
  c.prog_.svars.push_back(c.ab_.nodes[with].svar);
  c.emit(Op::PreventNextFrom, kWhoYou, flags);
  return Status::ok();
}

}  // namespace rwd
