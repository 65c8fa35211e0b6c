#include "cards/animate_compiler.h"
#include "cards/control_compiler.h"
#include "cards/counter_kind.h"
#include "cards/effect_compiler.h"
#include "cards/keywords.h"
#include "cards/pump_extras.h"
#include "cards/text.h"

namespace rwd {

namespace {

// Clockwork Beast: "Put up to X +1/+0 counters on CARDNAME. This ability can't cause the
// total number of +1/+0 counters on CARDNAME to be greater than seven." (UpTo$ True,
// MaxFromEffect$ 7, Defined$ Self). The controller chose X while activating; it puts as
// many as fit (choosing fewer is choosing a smaller X).
Status put_counters_up_to(EffectCompiler& c, NodeReader& r, int slot, int kind) {
  const std::string* up_to = r.take("UpTo");
  const std::string* max = r.take("MaxFromEffect");
  if (!up_to || !iequal(*up_to, "True") || slot != kSlotSelf || !is_integer(*max) ||
      max->size() > 2 || (*max)[0] == '-')
    return Status::error(
        "PutCounter: MaxFromEffect$ is supported only with UpTo$ True, "
        "Defined$ Self and a number");
  c.emit(Op::PutCounterUpTo, kind, std::stoi(*max));
  return Status::ok();
}

}  // namespace

Status compile_destroy(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  if (*slot < kMaxTargets && c.slot_filter(*slot).allows_players())
    return Status::error(api + ": cannot destroy a player");
  int flags = c.destroyed_node_ == n ? 2 : 0;  // RememberDestroyed$: push whether it was destroyed
  if (const std::string* nr = r.take("NoRegen")) flags |= iequal(*nr, "True") ? 1 : 0;
  if (flags & 2 && c.extra_slots(r, n) > 0)
    return Status::error(api + ": RememberDestroyed$ with several targets is not supported");
  c.emit(Op::Destroy, *slot, flags);
  for (int k = 1; k <= c.extra_slots(r, n); ++k) c.emit(Op::Destroy, *slot + k, flags);
  return Status::ok();
}

Status compile_destroy_all(EffectCompiler& c, NodeReader& r, int) {
  Result<int> f = c.object_filter(r, "ValidCards");
  if (!f) return f.status();
  int flags = 0;
  if (const std::string* nr = r.take("NoRegen")) flags |= iequal(*nr, "True") ? 1 : 0;
  c.emit(Op::DestroyAll, flags, *f);
  return Status::ok();
}

Status compile_tap_untap_regenerate(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  c.emit(node.api == ApiType::Tap     ? Op::Tap
         : node.api == ApiType::Untap ? Op::Untap
                                      : Op::Regenerate,
         *slot);
  return Status::ok();
}

// "you may tap or untap target ...": asked as it resolves
Status compile_tap_or_untap(EffectCompiler& c, NodeReader& r, int n) {
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  c.prog_.questions.push_back("Tap it? (no: untap it)");
  c.emit(Op::Ask, kWhoYou, static_cast<int>(c.prog_.questions.size()) - 1);
  const size_t to_untap = c.prog_.code.size();
  c.emit(Op::Branch, 0, 0);
  c.emit(Op::Tap, *slot);
  c.emit(Op::Push, 0, 1);
  const size_t to_end = c.prog_.code.size();
  c.emit(Op::Branch, 1, 0);
  c.prog_.code[to_untap].b = static_cast<int16_t>(c.prog_.code.size());
  c.emit(Op::Untap, *slot);
  c.prog_.code[to_end].b = static_cast<int16_t>(c.prog_.code.size());
  return Status::ok();
}

Status compile_pump(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  int slot_or_filter;
  if (node.api == ApiType::Pump) {
    // "A creature dealt damage this way ...": an earlier "any target" (a player is skipped).
    Result<int> slot = c.object_slot_or_self(r, n, /*players_ok=*/true);
    if (!slot) return slot.status();
    slot_or_filter = *slot;
  } else {
    const std::string* cards = r.take("ValidCards");
    if (!cards) return Status::error(api + ": needs ValidCards$");
    Result<Filter> f = compile_filter(*cards, c.prog_.subtypes);
    if (!f) return Status::error(api + ": " + f.message());
    c.prog_.filters.push_back(std::move(*f));
    slot_or_filter = static_cast<int>(c.prog_.filters.size()) - 1;
  }
  // "It doesn't untap during its controller's next untap step" (502.3): a mark on the
  // permanent, not a pump (Forge: KW$ HIDDEN This card doesn't untap during your next untap
  // step. | Permanent$ True, alone on its Pump).
  static constexpr std::string_view kStayTapped =
      "HIDDEN This card doesn't untap during your next untap step.";
  if (const std::string* k = node.param("KW"); k && k->find(kStayTapped) != std::string::npos &&
                                               node.api == ApiType::PumpAll && node.param("Defined")) {
    // "Those creatures [target player controls] don't untap during that player's next untap
    // step" (Sleep): Defined$ Targeted names the player, ValidCards$ the permanents.
    const std::string* perm = r.take("Permanent");
    if (*k != kStayTapped || node.param("NumAtt") || node.param("NumDef") || !perm || !iequal(*perm, "True"))
      return Status::error(api + ": KW$ " + std::string(kStayTapped) + " is supported alone with Permanent$ True");
    Result<int> w = c.who(r, n);
    if (!w) return w.status();
    if (*w < 0 || *w >= kMaxTargets) return Status::error(api + ": Defined$ must name a targeted player");
    r.take("KW");
    c.prog_.code.push_back(Instr{Op::PushProp, static_cast<uint8_t>(*w), static_cast<int16_t>(kPropPlayer)});
    c.emit(Op::TapAll, kTapAllOfPopped | kTapAllStayTapped, slot_or_filter);
    return Status::ok();
  }
  if (const std::string* k = node.param("KW"); k && k->find(kStayTapped) != std::string::npos) {
    const std::string* perm = r.take("Permanent");
    if (*k != kStayTapped || node.param("NumAtt") || node.param("NumDef") ||
        node.api != ApiType::Pump || !perm || !iequal(*perm, "True"))
      return Status::error(api + ": KW$ " + std::string(kStayTapped) +
                           " is supported alone on a Pump with Permanent$ True");
    r.take("KW");
    c.emit(Op::StayTapped, slot_or_filter);
    return Status::ok();
  }
  if (node.api == ApiType::PumpAll && node.param("Defined"))
    return Status::error(api + ": Defined$ is supported only for \"doesn't untap during its "
                               "controller's next untap step\"");
  if (node.param("Permanent"))  // a pump for as long as it stays: not implemented
    return Status::error(api + ": Permanent$ is supported only for \"doesn't untap during its "
                               "controller's next untap step\"");
  if (Status s = c.push_signed(r, "NumAtt"); !s) return s;
  if (Status s = c.push_signed(r, "NumDef"); !s) return s;
  int kw = 0, extra = 0;
  if (const std::string* k = r.take("KW")) {
    size_t pos = 0;
    while (pos <= k->size()) {
      size_t amp = k->find('&', pos);
      if (amp == std::string::npos) amp = k->size();
      std::string word = k->substr(pos, amp - pos);
      while (!word.empty() && word.front() == ' ') word.erase(0, 1);
      while (!word.empty() && word.back() == ' ') word.pop_back();
      int idx = keyword_index(word);
      const int more = node.api == ApiType::Pump ? pump_extra_bits(word) : 0;  // Op::Grant
      if (idx < 0 && !more) return Status::error(api + ": KW$ " + word + " is not supported");
      if (idx >= 0) kw |= 1 << idx;
      extra |= more;
      pos = amp + 1;
    }
  }
  const std::string* eoc = r.take("UntilEndOfCombat");
  if (eoc && (!iequal(*eoc, "True") || extra || node.api != ApiType::Pump))
    return Status::error(api +
                         ": UntilEndOfCombat$ is supported only for P/T and keywords of one Pump");
  c.emit(eoc                         ? Op::PumpCombat
         : node.api == ApiType::Pump ? Op::Pump
                                     : Op::PumpAll,
         slot_or_filter, kw);
  if (extra) c.emit(Op::Grant, slot_or_filter, extra);
  return Status::ok();
}

// 613.1f: "target creature loses flying until end of turn"
Status compile_debuff(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  const std::string* k = r.take("Keywords");
  if (!k) return Status::error(api + ": needs Keywords$");
  int kw = 0;
  for (size_t pos = 0; pos <= k->size();) {
    size_t amp = k->find('&', pos);
    if (amp == std::string::npos) amp = k->size();
    std::string word = k->substr(pos, amp - pos);
    while (!word.empty() && word.front() == ' ') word.erase(0, 1);
    while (!word.empty() && word.back() == ' ') word.pop_back();
    const int idx = keyword_index(word);
    if (idx < 0) return Status::error(api + ": Keywords$ " + word + " is not supported");
    kw |= 1 << idx;
    pos = amp + 1;
  }
  const std::string* perm = r.take("Permanent");
  if (perm && !iequal(*perm, "True"))
    return Status::error(api + ": Permanent$ " + *perm + " is not supported");
  c.emit(Op::Debuff, *slot, perm ? static_cast<int16_t>(kw | 0x8000) : kw);
  return Status::ok();
}

Status compile_counters(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  int slot_or_filter;
  if (node.api == ApiType::PutCounterAll) {
    Result<int> f = c.object_filter(r, "ValidCards");
    if (!f) return f.status();
    slot_or_filter = *f;
  } else {
    Result<int> slot = c.object_slot_or_self(r, n);
    if (!slot) return slot.status();
    slot_or_filter = *slot;
  }
  const std::string* type = r.take("CounterType");
  if (!type) return Status::error(api + ": needs CounterType$");
  const int kind = counter_kind_from_script(*type);
  if (kind < 0) return Status::error(api + ": CounterType$ " + *type + " is not supported");
  if (Status s = c.push_amount(r, "CounterNum", 1); !s) return s;
  if (node.api == ApiType::PutCounter && node.param("MaxFromEffect"))
    return put_counters_up_to(c, r, slot_or_filter, kind);
  c.emit(node.api == ApiType::PutCounter      ? Op::PutCounter
         : node.api == ApiType::RemoveCounter ? Op::RemoveCounter
                                              : Op::PutCounterAll,
         slot_or_filter, kind);
  return Status::ok();
}

// 613.4b, 613.1d: base P/T and card types (animate_compiler.h)
Status compile_animate(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  // Permanent$ True: every part of the effect lasts for as long as the object stays.
  const std::string* permanent = r.take("Permanent");
  if (permanent && !iequal(trim(*permanent), "True"))
    return Status::error("Animate: Permanent$ " + *permanent + " is not supported");
  if (const std::string* colors = r.take("Colors")) {  // 613.1e (control_compiler.h)
    Result<int> b = animate_color_operand(colors, r.take("OverwriteColors"), permanent);
    if (!b) return b.status();
    c.emit(Op::AnimateColor, *slot, *b);
  }
  if (const std::string* k = r.take("Keywords")) {  // 613.1f: "... with flying"
    int kw = 0;
    for (std::string_view rest = *k;;) {
      const size_t amp = rest.find('&');
      const std::string word(trim(rest.substr(0, amp)));
      const int idx = keyword_index(word);
      if (idx < 0) return Status::error("Animate: Keywords$ " + word + " is not supported");
      kw |= 1 << idx;
      if (amp == std::string_view::npos) break;
      rest.remove_prefix(amp + 1);
    }
    if (node.param("UntilYourNextUpkeep"))
      return Status::error("Animate: Keywords$ with UntilYourNextUpkeep$ is not supported");
    c.emit(Op::AnimateKeywords, *slot, permanent ? static_cast<int16_t>(kw | 0x8000) : kw);
  }
  if (!node.param("Power") && !node.param("Toughness") && !node.param("Types")) {
    if (node.param("Colors") || node.param("Keywords")) return Status::ok();
    return Status::error("Animate: needs Power$, Toughness$, Types$, Colors$ or Keywords$");
  }
  for (const char* key : {"Power", "Toughness"}) {  // absent: unchanged (Op::Animate's -1)
    if (!node.param(key))
      c.emit(Op::Push, 0, -1);
    else if (Status s = c.push_amount(r, key, -1); !s)
      return s;
  }
  r.take("IsCurse");  // a hint for Forge's AI
  Result<int> b = animate_operand_with_subtypes(r.take("Types"), r.take("UntilYourNextUpkeep"),
                                                *slot == kSlotSelf, r.take("RemoveCreatureTypes"),
                                                c.prog_.animate_subtypes);
  if (!b) return b.status();
  c.emit(Op::Animate, *slot, permanent ? *b | kAnimatePermanent : *b);
  return Status::ok();
}

// 613.1b: until end of turn (rules/control.h)
Status compile_gain_control(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  Result<int> kw = gain_control_operand(r.take("LoseControl"), r.take("AddKWs"));
  if (!kw) return kw.status();
  const std::string* untap = r.take("Untap");
  if (untap && !iequal(*untap, "True"))
    return Status::error(api + ": Untap$ " + *untap + " is not supported");
  c.emit(Op::GainControl, *slot, *kw);
  if (untap) c.emit(Op::Untap, *slot);
  return Status::ok();
}

// 701.28: "transform CARDNAME" (a double-faced card, 712)
Status compile_set_state(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  const std::string* mode = r.take("Mode");
  if (!mode || !iequal(*mode, "Transform"))
    return Status::error(api + ": Mode$ " + (mode ? *mode : std::string("(none)")) +
                         " is not supported (only Transform)");
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  c.emit(Op::Transform, *slot);
  return Status::ok();
}

// an Aura spell (303.4f): it enters attached to its target
Status compile_attach(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  Result<int> slot = c.own_slot(r, n);
  if (!slot) return slot.status();
  if (c.slot_filter(*slot).allows_players())
    return Status::error(api + ": attaching to a player is not supported");
  // An activated Attach (an Equipment's equip ability, 702.6a) attaches its source.
  c.emit(c.activated_ ? Op::AttachSource : Op::Attach, *slot);
  return Status::ok();
}

// 701.5: a countered spell is put into its owner's graveyard
Status compile_counter_spell(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  Result<int> slot = c.own_slot(r, n);
  if (!slot) return slot.status();
  if (c.slot_filter(*slot).zone != FilterZone::Stack)
    return Status::error(api + ": needs TargetType$ Spell (a spell on the stack)");
  c.emit(Op::Counter, *slot);
  return Status::ok();
}

// 701.17
Status compile_sacrifice(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  r.take("SacMessage");
  const std::string* valid = r.take("SacValid");
  const std::string* defined = node.param("Defined");
  if ((valid && iequal(*valid, "Self")) || (!valid && defined && iequal(*defined, "Self"))) {
    // "Sacrifice CARDNAME": the source itself, only while it is the same permanent (400.7)
    if (!c.activated_) return Status::error(api + ": SacValid$ Self needs a permanent source");
    if (defined && !iequal(*defined, "Self") && !iequal(*defined, "You"))
      return Status::error(api + ": Defined$ " + *defined + " is not supported");
    r.take("Defined");
    if (const std::string* a = r.take("Amount"); a && *a != "1")
      return Status::error(api + ": Amount$ " + *a + " with SacValid$ Self is not supported");
    c.emit(Op::Sacrifice, kSlotSelf);
    return Status::ok();
  }
  if (!valid) return Status::error(api + ": needs SacValid$");
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  // "a creature other than CARDNAME" (Creature.Other): the source is left out.
  const bool other = c.activated_ && valid->find(".Other") != std::string::npos;
  Result<Filter> f = compile_filter(*valid, c.prog_.subtypes,
                                    other ? FilterUse::ActivatedTarget : FilterUse::Spell);
  if (f && other)
    for (const FilterTerm& t : f->terms)
      if (t.self != 0 || t.enchanted >= 0 || t.turn_facts)
        return Status::error(api + ": SacValid$ " + *valid + ": only Other is supported here");
  if (!f) return Status::error(api + ": " + f.message());
  if (f->allows_players()) return Status::error(api + ": SacValid$ must not name players");
  if (Status s = c.push_amount(r, "Amount", 1); !s) return s;
  c.prog_.filters.push_back(std::move(*f));
  if (const std::string* rs =
          r.take("RememberSacrificed")) {  // "if you can't": how many are sacrificed
    if (!iequal(*rs, "True"))
      return Status::error(api + ": RememberSacrificed$ " + *rs + " is not supported");
    // "Sacrifice any number of ..." (Optional$ with an Amount$ of them all) is a choice of
    // how many, which sacrifice.choose does not offer.
    const std::string* amount = node.param("Amount");
    if (node.param("Optional") || (amount && !is_integer(*amount)))
      return Status::error(api +
                           ": RememberSacrificed$ with Optional$ or a counted Amount$ (\"any "
                           "number\") is not supported");
    c.emit(Op::SacrificeCount, *w, static_cast<int>(c.prog_.filters.size()) - 1);
    c.remember_count_ = true;
  }
  c.emit(Op::SacrificeChoose, *w, static_cast<int>(c.prog_.filters.size()) - 1);
  return Status::ok();
}

}  // namespace rwd
