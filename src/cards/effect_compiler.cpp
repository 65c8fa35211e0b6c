#include "cards/effect_compiler.h"

#include <algorithm>

#include "cards/cost_compiler.h"
#include "cards/mana_cost.h"
#include "cards/repeat_compiler.h"
#include "cards/spell_compiler.h"
#include "cards/text.h"

namespace rwd {

namespace {

// "target creature or player" for the filter text "Creature,Player".
std::string target_text(const Filter& f) {
  std::string t = "target ";
  for (size_t i = 0; i < f.text.size(); ++i)
    t += f.text[i] == ',' ? std::string(" or ") : std::string(1, f.text[i]);
  return t;
}

}  // namespace

NodeReader::NodeReader(const CardAbilities& ab, const AbilityNode& n)
    : ab_(ab), n_(n), family_(effect_family(n.api)), used_(n.params.size(), false) {}

const std::string* NodeReader::take(std::string_view key) {
  if (!param_listed(kCommonEffectParams, key) && !(family_ && param_listed(family_->params, key)))
    return nullptr;  // not the family's: left over, refused by name
  for (size_t i = 0; i < n_.params.size(); ++i)
    if (n_.params[i].key == key) {
      used_[i] = true;
      return &n_.params[i].value;
    }
  return nullptr;
}

Status NodeReader::leftovers() const {
  for (size_t i = 0; i < n_.params.size(); ++i) {
    const Param& p = n_.params[i];
    if (used_[i] || descriptive_effect_param(p.key) || p.key.empty()) continue;
    return Status::error(std::string(api_type_name(n_.api)) + ": parameter " + p.key +
                         "$ is not supported");
  }
  return Status::ok();
}

bool descriptive_effect_param(std::string_view key) {
  return param_listed(kDescriptiveEffectParams, key);
}

// The chain: the root, then each SubAbility$.
Status EffectCompiler::chain_of(int root, std::vector<int>& chain) {
  for (int n = root; n >= 0; n = ab_.nodes[n].sub) {
    if (std::find(chain.begin(), chain.end(), n) != chain.end())
      return Status::error("SubAbility$ chain loops back to " + ab_.nodes[n].svar);
    if (chain.size() >= 8) return Status::error("SubAbility$ chain longer than 8");
    chain.push_back(n);
    if (!ab_.nodes[n].svar.empty()) prog_.svars.push_back(ab_.nodes[n].svar);
  }
  return Status::ok();
}

// A modal spell (700.2): "Choose one —" and its modes, each an SVar listed in Choices$.
// The mode is chosen while casting (601.2b), before targets; only the chosen mode's
// targets are chosen and only its effects happen. Each mode must have exactly one target
// (the filled slot tells the chosen mode at resolution).
Result<Program> EffectCompiler::run_charm(int root) {
  const AbilityNode& node = ab_.nodes[root];
  if (node.kind != NodeKind::Spell)
    return Status::error("Charm: only a spell's modes are supported");
  NodeReader r(ab_, node);
  if (Status s = mana_cost_only(r); !s) return s;
  r.take("Choices");
  if (const std::string* k = r.take("CharmNum"); k && *k != "1")
    return Status::error("Charm: CharmNum$ " + *k + " is not supported (only choose one)");
  if (Status s = r.leftovers(); !s) return s;
  if (node.sub >= 0) return Status::error("Charm: SubAbility$ after the modes is not supported");
  if (const std::string* d = node.param("SpellDescription")) prog_.description = *d;
  std::vector<int> modes;
  for (const SVarRef& ref : node.refs)
    if (node.params[ref.param].key == "Choices") {
      if (ref.node < 0)
        return Status::error("Charm: Choices$ names " + ref.name +
                             ", which is not an ability SVar");
      modes.push_back(ref.node);
    }
  if (modes.size() < 2 || modes.size() > kMaxTargets)
    return Status::error("Charm: " + std::to_string(modes.size()) + " modes (2 to " +
                         std::to_string(kMaxTargets) + " are supported)");
  std::vector<std::vector<int>> chains(modes.size());
  emit(Op::ChooseMode, 0, static_cast<int>(modes.size()));
  for (size_t m = 0; m < modes.size(); ++m) {
    const AbilityNode& mode = ab_.nodes[modes[m]];
    if (mode.kind != NodeKind::Sub)
      return Status::error("Charm: mode " + mode.svar + " must be a DB$ ability");
    if (Status s = chain_of(modes[m], chains[m]); !s) return s;
    const size_t skip = prog_.code.size();
    emit(Op::ModeSkip, static_cast<int>(m), 0);
    const int before = prog_.num_targets;
    for (int n : chains[m]) {
      NodeReader mr(ab_, ab_.nodes[n]);
      if (Status s = targets_of(mr, n); !s) return s;
    }
    if (prog_.num_targets > before + 1)
      return Status::error("Charm: mode " + mode.svar + " has more than one target");
    prog_.code[skip].b = static_cast<int16_t>(prog_.code.size());
    const std::string* d = mode.param("SpellDescription");
    prog_.modes.push_back(d ? *d : mode.svar);
    // The mode's target slot; kNoModeSlot for a mode without a target (700.2: it can always be
    // chosen, and the spell can't lose its targets then, 608.2b).
    prog_.mode_slots.push_back(prog_.num_targets > before ? static_cast<uint8_t>(before) : Program::kNoModeSlot);
  }
  prog_.resolve_pc = static_cast<uint16_t>(prog_.code.size());
  emit(Op::CheckTargets);
  for (size_t m = 0; m < modes.size(); ++m) {
    const size_t skip = prog_.code.size();
    emit(Op::SkipUnchosen, static_cast<int>(m), 0);
    for (int n : chains[m]) {
      NodeReader mr(ab_, ab_.nodes[n]);
      if (Status s = effect(mr, n); !s) return s;
    }
    prog_.code[skip].b = static_cast<int16_t>(prog_.code.size());
  }
  if (!chain_end_skips_.empty())
    return Status::error("Charm: UnlessResolveSubs$ in a mode is not supported");
  emit(Op::End);
  return std::move(prog_);
}
Result<Program> EffectCompiler::run(int root) {
  root_ = root;
  activated_ = permanent_source_ || ab_.nodes[root].kind == NodeKind::Activated;
  if (ab_.nodes[root].api == ApiType::Charm) return run_charm(root);
  std::vector<int> chain;
  if (Status s = chain_of(root, chain); !s) return s;
  if (const std::string* d = ab_.nodes[root].param("SpellDescription")) prog_.description = *d;
  // Targets are chosen while casting (601.2c), for the whole chain, before anything resolves.
  for (int n : chain) {
    NodeReader r(ab_, ab_.nodes[n]);
    if (Status s = targets_of(r, n); !s) return s;
  }
  // Costs with a choice (sacrifice or discard a chosen card) are paid while activating,
  // after the targets (601.2h): cards/cost_compiler.h.
  if (ab_.nodes[root].kind == NodeKind::Activated && !permanent_source_)
    if (Status s = emit_choice_costs(ab_.nodes[root], prog_); !s) return s;
  prog_.resolve_pc = static_cast<uint16_t>(prog_.code.size());
  if (prog_.num_targets > 0) emit(Op::CheckTargets);
  if (Status s = init_stored(root); !s) return s;  // StoreSVar's register
  // A node that remembers what it moves or targets (RememberLKI$, RememberChanged$,
  // RememberTargets$): "Remembered" in later nodes is its target.
  for (int n : chain)
    for (std::string_view k : {"RememberLKI", "RememberChanged", "RememberTargets"})
      if (const std::string* v = ab_.nodes[n].param(k);
          v && iequal(*v, "True") && remember_node_ < 0)
        remember_node_ = n;
  // Values of targeted or remembered objects, read before any effect can move them (last
  // known information, 608.2h): later nodes' first, so that the first node's are on top.
  for (size_t i = chain.size(); i-- > 0;)
    if (Status s = hoist(chain[i]); !s) return s;
  size_t skip = 0;
  if (optional_) {                  // "you may ...": the controller chooses as it resolves (603.5)
    prog_.questions.push_back("");  // the trigger compiler fills in its text
    if (Status s = trigger_cost(ab_.nodes[root]); !s) return s;
    skip = prog_.code.size();
    emit(Op::Branch, 0, 0);
    if (sacrifice_self_cost_) {  // yes: sacrifice it; if that can't be done, nothing happens
      emit(Op::Sacrifice, kSlotSelf, 1);
      chain_end_skips_.push_back(prog_.code.size());
      emit(Op::Branch, 0, 0);
    }
  }
  for (int n : chain) {
    NodeReader r(ab_, ab_.nodes[n]);
    current_node_ = n;
    if (Status s = effect(r, n); !s) return s;
  }
  for (size_t at : chain_end_skips_) prog_.code[at].b = static_cast<int16_t>(prog_.code.size());
  if (optional_) prog_.code[skip].b = static_cast<int16_t>(prog_.code.size());
  emit(Op::End);
  return std::move(prog_);
}

// ValidTgts$ of node n, if any: a Target instruction and its slot.
Status EffectCompiler::targets_of(NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string* valid = node.param("ValidTgts");
  if (!valid) return Status::ok();
  for (std::string_view k :
       {"TargetUnique", "TargetsWithDifferentControllers", "TargetsAtRandom", "DividedAsYouChoose"})
    if (node.param(k))
      return Status::error(std::string(api_type_name(node.api)) + ": parameter " + std::string(k) +
                           "$ is not supported");
  // "two target creatures" (TargetMin$ = TargetMax$ = N): N slots with one filter; "up to two
  // target creatures" (TargetMin$ 0 | TargetMax$ 2): the slots after the first TargetMin$ may
  // stay empty (Program::optional_targets; 601.2c: the player chooses how many). 115.3: one
  // object is not chosen twice for them (rules/vm.cpp choose_target_options).
  int count = 1, least = 1;
  if (const std::string* lo = node.param("TargetMin"), *hi = node.param("TargetMax"); lo || hi) {
    const bool api_ok = node.api == ApiType::Destroy || node.api == ApiType::ChangeZone ||
                        node.api == ApiType::Pump || node.api == ApiType::Tap ||
                        node.api == ApiType::Untap || node.api == ApiType::PutCounter ||
                        node.api == ApiType::DealDamage;
    if (lo && !hi && *lo == "1") hi = lo;  // "target ...": at least one, so exactly one
    if (!lo || !hi || !is_integer(*lo) || !is_integer(*hi) || !api_ok)
      return Status::error(std::string(api_type_name(node.api)) +
                           ": TargetMin$/TargetMax$ other than numbers of targets of Destroy, "
                           "ChangeZone, Pump, Tap, Untap, PutCounter or DealDamage is not "
                           "supported");
    count = std::stoi(*hi);
    least = std::stoi(*lo);
    if (count < 1 || least > count)
      return Status::error("TargetMin$ " + *lo + " | TargetMax$ " + *hi + " is not supported");
  }
  if (prog_.num_targets + count > kMaxTargets)
    return Status::error("more than " + std::to_string(kMaxTargets) + " targets");
  for (int k = least; k < count; ++k)
    prog_.optional_targets = static_cast<uint8_t>(prog_.optional_targets | (1u << (prog_.num_targets + k)));
  // "Other" in an activated ability's target ("target creature other than CARDNAME"): every
  // alternative must say it (rules/targeting.cpp refuses the source then); Self and
  // EnchantedBy stay refused.
  Result<Filter> f = compile_filter(*valid, prog_.subtypes,
                                    activated_ ? FilterUse::ActivatedTarget : FilterUse::Spell);
  if (!f) return Status::error(std::string(api_type_name(node.api)) + ": " + f.message());
  if (activated_) {
    int others = 0;
    for (const FilterTerm& t : f->terms) {
      if (t.self == 1 || t.enchanted >= 0)
        return Status::error(std::string(api_type_name(node.api)) + ": Valid '" + *valid +
                             "': 'Self' or 'EnchantedBy' in a target is not supported");
      others += t.self == 0;
    }
    if (others != 0 && others != static_cast<int>(f->terms.size()))
      return Status::error(std::string(api_type_name(node.api)) + ": Valid '" + *valid +
                           "': 'Other' in only some alternatives is not supported");
  }
  if (const std::string* z = node.param("TgtZone")) {
    if (iequal(*z, "Graveyard"))
      f->zone = FilterZone::Graveyard;
    else if (iequal(*z, "Stack"))
      f->zone = FilterZone::Stack;
    else if (iequal(*z, "Stack,Battlefield") || iequal(*z, "Battlefield,Stack"))
      f->zone = FilterZone::StackOrBattlefield;
    else if (!iequal(*z, "Battlefield"))
      return Status::error("TgtZone$ " + *z + " is not supported");
  } else if (const std::string* o = node.param("Origin");
             o && node.api == ApiType::ChangeZone && iequal(*o, "Graveyard")) {
    // "return target creature card from your graveyard" (115.1, 601.2c): a ChangeZone's targets
    // are in its Origin$ zone when TgtZone$ does not say otherwise (Forge's default).
    f->zone = FilterZone::Graveyard;
  }
  if (const std::string* tt = node.param("TargetType")) {  // "target spell" (115.1a): on the stack
    if (!iequal(*tt, "Spell")) return Status::error("TargetType$ " + *tt + " is not supported");
    f->zone = FilterZone::Stack;
  }
  if ((f->zone == FilterZone::Stack || f->zone == FilterZone::StackOrBattlefield) &&
      f->allows_players())
    return Status::error("a spell target cannot be a player");
  if (f->zone == FilterZone::Graveyard && f->allows_players())
    return Status::error("a graveyard target cannot be a player");
  slot_of_node_[n] = prog_.num_targets;
  std::string text = target_text(*f);
  if (const std::string* prompt =
          node.param("TgtPrompt")) {  // "Select target land" -> "target land"
    for (std::string_view lead : {"Select ", "Choose "})
      if (prompt->rfind(lead, 0) == 0 && prompt->size() > lead.size())
        text = prompt->substr(lead.size());
  }
  prog_.filters.push_back(std::move(*f));
  for (int k = 0; k < count; ++k) {
    prog_.target_text.push_back(text);
    emit(Op::Target, prog_.num_targets, static_cast<int>(prog_.filters.size()) - 1);
    ++prog_.num_targets;
  }
  if (count > 1) more_slots_[n] = count - 1;
  return Status::ok();
}

// Spell Blast: "Counter target spell with mana value X." X is announced (107.3a) and the
// node's one target, a spell, must have mana value X (FilterTerm::kStatIsX).
Status EffectCompiler::x_is_target_mana_value(NodeReader& r) {
  auto it = slot_of_node_.find(current_node_);
  if (it == slot_of_node_.end() || slot_filter(it->second).zone != FilterZone::Stack)
    return Status::error("Cost$ " + *r.node().param("Cost") +
                         ": X = Targeted$CardManaCost needs a targeted spell");
  for (FilterTerm& t : slot_filter(it->second).terms) {
    if (t.stat >= 0) return Status::error("X = Targeted$CardManaCost with another stat test");
    t.stat = 2;
    t.stat_op = static_cast<uint8_t>(Compare::EQ);
    t.stat_n = FilterTerm::kStatIsX;
  }
  if (std::find(prog_.svars.begin(), prog_.svars.end(), "X") == prog_.svars.end())
    prog_.svars.push_back("X");
  r.take("Cost");
  return Status::ok();
}

Status EffectCompiler::mana_cost_only(NodeReader& r) {
  const AbilityNode& node = r.node();
  for (const auto& [idx, cost] : node.costs) {
    if (node.params[idx].key != "Cost") continue;
    for (const CostPart& part : cost.parts)
      if (part.kind != CostPartKind::Mana)
        return Status::error("Cost$ " + node.params[idx].value +
                             ": only a mana cost is supported on a spell");
  }
  // X in the cost is announced by the caster (107.3a); an SVar X that says otherwise (Spell
  // Blast's "Targeted$CardManaCost": X is the target's mana value) is not implemented.
  if (const std::string* c = node.param("Cost")) {
    bool has_x = false;
    for (size_t i = 0; i < c->size(); ++i)
      has_x |= (*c)[i] == 'X' && (i == 0 || (*c)[i - 1] == ' ') &&
               (i + 1 == c->size() || (*c)[i + 1] == ' ');
    const SVarDef* sv = ab_.find_svar("X", node.face);
    if (has_x && sv && sv->value == "Targeted$CardManaCost") return x_is_target_mana_value(r);
    if (has_x && sv &&
        !(sv->amount && sv->amount->source == AmountSource::Count &&
          iequal(sv->amount->body, "xPaid")))
      return Status::error("Cost$ " + *c + ": X = " + sv->value +
                           " (an X the caster does not choose) is not supported");
  }
  r.take("Cost");
  return Status::ok();
}

// A node's effect, with its choices around it: Optional$ True ("you may", the controller
// is asked first) and UnlessCost$ ("... unless <payer> pays <cost>": the effect is skipped
// if the payer pays). Either skips only this node's effect; the SubAbility$ chain goes on.
Status EffectCompiler::effect(NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  std::vector<size_t> skips;
  if (Status s = effect_conditions(r, skips); !s) return s;
  const std::string* rd = node.api == ApiType::Destroy ? r.take("RememberDestroyed") : nullptr;
  if (rd && (!iequal(*rd, "True") || destroyed_node_ >= 0))
    return Status::error(api + ": RememberDestroyed$ " + *rd + " is supported once, as True");
  if (rd) destroyed_node_ = n;
  std::vector<size_t> own_skips;  // the Optional$/UnlessCost$ skips of this node
  if (Status s = effect_choices(r, n, own_skips); !s) return s;
  const size_t body = prog_.code.size();
  const int more_slots = extra_slots(r, n);  // taken before the body checks every parameter is read
  if (Status s = each_player_body(r, n); !s) return s;
  if (Status s = repeat_for_more_targets(r.node().api, n, body, more_slots); !s) return s;
  if (rd) {  // the destroy pushed whether it destroyed; a skipped destroy pushes 0
    emit(Op::Push, 0, 1);
    const size_t over = prog_.code.size();
    emit(Op::Branch, 1, 0);
    for (size_t at : own_skips) prog_.code[at].b = static_cast<int16_t>(prog_.code.size());
    emit(Op::Push, 0, 0);
    prog_.code[over].b = static_cast<int16_t>(prog_.code.size());
    own_skips.clear();
  }
  for (size_t at : own_skips) skips.push_back(at);
  for (size_t at : skips) prog_.code[at].b = static_cast<int16_t>(prog_.code.size());
  return Status::ok();
}

// Node n's effect; `Defined$ Player` ("each player loses 2 life / draws a card / sacrifices
// a land / discards a card") runs it once for each player in APNAP order (101.4), as
// RepeatEach does: `each.player k`, then the effect on that player (kWhoItem).
Status EffectCompiler::each_player_body(NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string* d = node.param("Defined");
  const ApiType api = node.api;
  const bool each = d && *d == "Player" &&
                    (api == ApiType::LoseLife || api == ApiType::GainLife || api == ApiType::Draw ||
                     api == ApiType::Discard || api == ApiType::Mill || api == ApiType::Poison ||
                     api == ApiType::Sacrifice);
  if (!each) return effect_body(r, n);
  for (const auto& p : node.params)  // "for each card discarded this way": one count for all
    if (p.key.rfind("Remember", 0) == 0)
      return Status::error(std::string(api_type_name(api)) + ": Defined$ Player with " + p.key +
                           "$ is not supported");
  if (in_repeat_ || remember_count_ || !remembered_player_.empty() || hoisted_who_.count(n))
    return Status::error(std::string(api_type_name(api)) +
                         ": Defined$ Player inside RepeatEach or after a remembered count or "
                         "player is not supported");
  in_repeat_ = each_defined_ = true;
  Status st = Status::ok();
  for (int k = 0; k < kNumPlayers && st; ++k) {
    emit(Op::EachPlayer, 0, k);
    NodeReader again(ab_, node);  // each pass reads every parameter
    st = effect_body(k == 0 ? r : again, n);
  }
  in_repeat_ = each_defined_ = false;
  return st;
}

// Pump, Tap, Untap, PutCounter and DealDamage of "two target creatures": the code node n's
// body emitted from `from` on is repeated for each slot after the first (Destroy and
// ChangeZone emit theirs). Only straight code repeats: amounts and the one effect on the slot.
Status EffectCompiler::repeat_for_more_targets(ApiType api, int n, size_t from, int more) {
  if (api == ApiType::Destroy || api == ApiType::ChangeZone || more == 0) return Status::ok();
  auto slot = slot_of_node_.find(n);
  const std::vector<Instr> code(prog_.code.begin() + static_cast<std::ptrdiff_t>(from), prog_.code.end());
  for (const Instr& in : code) {
    const bool on_slot = op_info(in.op).a == OperandKind::Slot || op_info(in.op).a == OperandKind::Who;
    if (in.op != Op::Push && !(on_slot && slot != slot_of_node_.end() && in.a == slot->second))
      return Status::error(std::string(api_type_name(api)) + ": " +
                           std::string(op_info(in.op).mnemonic) +
                           " in an effect on several targets is not supported");
  }
  for (int k = 1; k <= more; ++k)
    for (Instr in : code) {
      if (in.op != Op::Push) in.a = static_cast<uint8_t>(in.a + k);
      prog_.code.push_back(in);
    }
  return Status::ok();
}

// The conditions a node's effect may depend on, as branches over it (`skips`).
Status EffectCompiler::effect_conditions(NodeReader& r, std::vector<size_t>& skips) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  // "If CARDNAME is destroyed this way, ...": the Destroy node with RememberDestroyed$ True
  // left 1 (destroyed) or 0 on the machine's stack; this node runs only on 1.
  if (const std::string* cd = node.param("ConditionDefined");
      cd && *cd == "Remembered" && destroyed_node_ >= 0 && !destroyed_used_) {
    const std::string* cp = r.take("ConditionPresent");
    const std::string* cc = r.take("ConditionCompare");
    if (!cp || *cp != "Card" || (cc && *cc != "GE1"))
      return Status::error(
          api + ": ConditionDefined$ Remembered is supported only with ConditionPresent$ Card");
    r.take("ConditionDefined");
    destroyed_used_ = true;
    skips.push_back(prog_.code.size());
    emit(Op::Branch, 0, 0);  // not destroyed: skip the effect
  }
  // Condition$ Kicked: "if this spell was kicked" (702.33e), read as it resolves. 702.33f: the
  // targets of such a part are chosen only if it was kicked, which is not supported.
  if (const std::string* cond = r.take("Condition")) {
    if (*cond != "Kicked")
      return Status::error(api + ": Condition$ " + *cond + " is not supported (only Kicked)");
    if (node.param("ValidTgts") || node.param("TargetType"))
      return Status::error(api + ": Condition$ Kicked with targets (chosen only if kicked, "
                                 "702.33f) is not supported");
    if (trigger_ || activated_)
      return Status::error(api + ": Condition$ Kicked outside a spell is not supported");
    emit(Op::PushProp, kSlotSelf, kPropKicked);
    skips.push_back(prog_.code.size());
    emit(Op::Branch, 0, 0);  // not kicked: skip the effect
  }
  // ConditionCheckSVar$ V | ConditionSVarCompare$ LT1: this node runs only if V compares true
  // now, as it resolves ("if you can't, ...").
  if (const std::string* check = r.take("ConditionCheckSVar")) {
    if (node.api ==
        ApiType::Mana)  // a mana ability doesn't use the stack (605.3): not compiled here
      return Status::error(api + ": ConditionCheckSVar$ on a mana ability is not supported");
    const std::string* cmp = r.take("ConditionSVarCompare");
    Result<std::pair<int, int>> c = parse_svar_compare(cmp ? *cmp : "GE1");
    if (!c) return Status::error(api + ": ConditionSVarCompare$ " + c.message());
    const SVarDef* sv = ab_.find_svar(*check, node.face);
    if (!sv) return Status::error(api + ": ConditionCheckSVar$ " + *check + " is not an SVar");
    if (Status s = emit_svar_amount("ConditionCheckSVar", sv, 0); !s) return s;
    emit(Op::Compare, c->first, c->second);
    skips.push_back(prog_.code.size());
    emit(Op::Branch, 0, 0);  // false: skip the effect
  }
  return Status::ok();
}

// Optional$ ("you may") and UnlessCost$ ("unless <payer> pays"): the branches over this node's
// effect (`own_skips`), or over the rest of the chain (UnlessResolveSubs$).
Status EffectCompiler::effect_choices(NodeReader& r, int n, std::vector<size_t>& own_skips) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  // OptionalDecider$ alone also makes the effect optional ("and you may put a counter").
  const std::string* opt = r.take("Optional");
  if (!opt && node.param("OptionalDecider")) opt = node.param("OptionalDecider");
  if (opt) {
    if (!iequal(*opt, "True") && !iequal(*opt, "Yes") && !iequal(*opt, "You"))
      return Status::error(api + ": Optional$ " + *opt + " is not supported");
    if (const std::string* who = r.take("OptionalDecider"); who && !iequal(*who, "You"))
      return Status::error(api + ": OptionalDecider$ " + *who + " is not supported");
    // "Its controller may search": the player who would search decides.
    const bool theirs = remembered_player_.count(n) > 0;
    const std::string* d = node.param("SpellDescription");
    const std::string* type = node.param("ChangeType");
    prog_.questions.push_back(d       ? *d
                              : theirs ? "Search your library" + (type ? " for " + *type : std::string()) + "?"
                                       : api);
    emit(Op::Ask, theirs ? kWhoRememberedController : kWhoYou, static_cast<int>(prog_.questions.size()) - 1);
    own_skips.push_back(prog_.code.size());
    emit(Op::Branch, 0, 0);  // "no": skip the effect
  }
  if (const std::string* unless = r.take("UnlessCost")) {
    Result<ManaCost> cost = parse_mana_cost(*unless);
    // "... unless its controller pays {X}" (Power Sink): the X announced for this spell.
    const SVarDef* xsv = ab_.find_svar("X", node.face);
    const bool x_paid = cost && cost->x_count == 1 && cost->mana_value() == 0 && xsv &&
                        xsv->value == "Count$xPaid" && !activated_;
    if (!cost || (cost->x_count > 0 && !x_paid) || !cost->has_cost)
      return Status::error(api + ": UnlessCost$ " + *unless +
                           ": only a fixed mana cost (or a spell's X) is supported");
    if (x_paid && std::find(prog_.svars.begin(), prog_.svars.end(), "X") == prog_.svars.end())
      prog_.svars.push_back("X");
    int payer = -1;
    const std::string* p = r.take("UnlessPayer");
    if (!p || iequal(*p, "TargetedController")) {
      auto it = slot_of_node_.find(n);
      if (it == slot_of_node_.end() || slot_filter(it->second).allows_players())
        return Status::error(
            api +
            ": UnlessCost$ needs a targeted object whose controller pays (or UnlessPayer$ You)");
      payer = kWhoSlotController | it->second;
    } else if (iequal(*p, "You")) {
      payer = kWhoYou;
    } else {
      return Status::error(api + ": UnlessPayer$ " + *p + " is not supported");
    }
    prog_.costs.push_back(*cost);
    prog_.cost_text.push_back(cost->to_string());
    emit(Op::UnlessPay, payer, static_cast<int>(prog_.costs.size()) - 1);
    own_skips.push_back(prog_.code.size());
    // UnlessSwitched$ True: "you may pay ...; if you do, <effect>": not paid skips it.
    const std::string* switched = r.take("UnlessSwitched");
    if (switched && !iequal(*switched, "True"))
      return Status::error(api + ": UnlessSwitched$ " + *switched + " is not supported");
    // UnlessResolveSubs$ WhenNotPaid: paying skips the rest of the chain too (Power Sink).
    const std::string* subs = r.take("UnlessResolveSubs");
    if (subs && (!iequal(*subs, "WhenNotPaid") || switched))
      return Status::error(api + ": UnlessResolveSubs$ " + *subs + " is not supported");
    if (subs) {
      own_skips.pop_back();
      chain_end_skips_.push_back(prog_.code.size());
    }
    emit(Op::Branch, switched ? 0 : 1, 0);  // paid (or, switched, not paid): skip the effect
  }
  return Status::ok();
}

// A triggered ability whose Execute$ is an AB$ with a Cost$: "you may pay {4}. If you do,
// ..." (Mana Vault; 603.5): paying is the choice (unless.pay, not paid skips the effect).
// Otherwise the plain "you may" question.
Status EffectCompiler::trigger_cost(const AbilityNode& root) {
  const std::string* text = root.kind == NodeKind::Activated ? root.param("Cost") : nullptr;
  if (!text || *text == "Sac<1/CARDNAME>") {  // "you may [sacrifice CARDNAME]"
    sacrifice_self_cost_ = text != nullptr;
    emit(Op::Ask, kWhoYou, static_cast<int>(prog_.questions.size()) - 1);
    return Status::ok();
  }
  Result<ManaCost> cost = parse_mana_cost(*text);
  if (!cost || cost->x_count > 0 || !cost->has_cost)
    return Status::error("trigger Execute$ AB$ with Cost$ " + *text +
                         ": only a fixed mana cost is supported");
  prog_.costs.push_back(*cost);
  prog_.cost_text.push_back(cost->to_string());
  emit(Op::UnlessPay, kWhoYou, static_cast<int>(prog_.costs.size()) - 1);
  return Status::ok();
}

// Node n's effect proper: the parameters every effect may have, then its family's.
Status EffectCompiler::effect_body(NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  if (node.kind == NodeKind::Activated) {
    // The activation cost and restrictions are compiled by compile_activated.
    r.take("Cost");
    r.take("SorcerySpeed");
    r.take("CostDesc");
    r.take("ActivationLimit");  // restrictions (602.5b): compiled by compile_activated
    r.take("ActivationPhases");
    r.take("PlayerTurn");
    r.take("ActivationZone");
  } else if (node.kind != NodeKind::Spell && node.kind != NodeKind::Sub) {
    return Status::error("not a spell or activated ability");
  } else if (Status s = mana_cost_only(r); !s) {
    return s;
  }
  r.take("SubAbility");
  if (n == remember_node_)
    for (std::string_view k : {"RememberLKI", "RememberChanged", "RememberTargets"}) r.take(k);
  // The family's compile function (ability_registry.cpp), then its leftover parameters.
  const EffectFamily* family = r.family();
  if (!family || !family->compile)
    return Status::error("ApiType " + std::string(api_type_name(node.api)) +
                         " is not supported yet");
  if (Status s = family->compile(*this, r, n); !s) return s;
  return r.leftovers();
}

Result<Program> compile_spell(const CardAbilities& abilities, int node) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size()))
    return Status::error("no such ability");
  return EffectCompiler(abilities).run(node);
}

Result<Program> compile_ability_effects(const CardAbilities& abilities, int node) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size()))
    return Status::error("no such ability");
  if (abilities.nodes[node].kind != NodeKind::Activated)
    return Status::error("not an activated ability");
  return EffectCompiler(abilities).run(node);
}

Result<Program> compile_trigger_effects(const CardAbilities& abilities, int node, bool optional) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size()))
    return Status::error("no such ability");
  // An AB$ with a cost: only as "you may pay ..." (optional), see trigger_cost.
  if (abilities.nodes[node].kind != NodeKind::Sub &&
      !(optional && abilities.nodes[node].kind == NodeKind::Activated))
    return Status::error("Execute$ must name a DB$ ability");
  return EffectCompiler(abilities, /*permanent_source=*/true, optional).run(node);
}

}  // namespace rwd
