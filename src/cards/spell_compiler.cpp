#include "cards/spell_compiler.h"

#include "cards/cost_compiler.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>

#include "cards/animate_compiler.h"
#include "cards/card_def.h"
#include "cards/color.h"
#include "cards/control_compiler.h"
#include "cards/count_expr.h"
#include "cards/counter_kind.h"
#include "cards/dig_compiler.h"
#include "cards/choice_compiler.h"
#include "cards/library_compiler.h"
#include "cards/keywords.h"
#include "cards/pump_extras.h"
#include "cards/repeat_compiler.h"
#include "cards/token_compiler.h"
#include "cards/mana_cost.h"
#include "cards/valid_expr.h"
#include "cards/text.h"

namespace rwd {

namespace {

// Parameters that only describe the ability to people or guide Forge's AI: they have no
// effect on the rules, so any value is accepted.
constexpr std::string_view kDescriptive[] = {
    "SpellDescription", "StackDescription", "TgtPrompt",       "AILogic",   "AITgts",
    "AIPreference",     "References",       "PrecostDesc",     "IsCurse",   "AINoRecursiveCheck",
    "AITgtBeforeCostEval", "ValidDescription", "AIPlayForSub", "AIPreferenceOverride", "AILifeThreshold",
    "AIManaPref"};

bool descriptive(std::string_view key) {
  for (std::string_view k : kDescriptive)
    if (k == key) return true;
  return false;
}

int card_type_bit(std::string_view word) {
  for (int t = 0; t < static_cast<int>(CardType::Count); ++t)
    if (iequal(word, card_type_name(static_cast<CardType>(t)))) return type_bit(static_cast<CardType>(t));
  return 0;
}

constexpr uint16_t kPermanentTypes = type_bit(CardType::Artifact) | type_bit(CardType::Creature) |
                                     type_bit(CardType::Enchantment) | type_bit(CardType::Land) |
                                     type_bit(CardType::Planeswalker) | type_bit(CardType::Battle);

int keyword_index(std::string_view name) {
  for (int k = 0; k < kNumKeywords; ++k)
    if (iequal(name, keyword_name(static_cast<Keyword>(k)))) return k;
  return -1;
}

// A word naming a type, a color or a subtype, applied to `t` (negated for "non").
Status apply_word(const std::string& word, bool negate, FilterTerm& t, std::vector<std::string>& subtypes) {
  if (int bit = card_type_bit(word)) {
    if (negate)
      t.types_none = static_cast<uint16_t>(t.types_none | bit);
    else
      t.types_any = static_cast<uint16_t>(bit);  // "Creature" within a term: must be one
    return Status::ok();
  }
  if (iequal(word, "Permanent")) {
    if (negate) return Status::error("'nonPermanent' is not supported");
    t.types_any = kPermanentTypes;
    return Status::ok();
  }
  int color = color_from_name(word);
  if (color >= 0) {
    if (negate)
      t.colors_none = static_cast<ColorMask>(t.colors_none | (1u << color));
    else
      t.colors_any = static_cast<ColorMask>(t.colors_any | (1u << color));
    return Status::ok();
  }
  for (int st = 0; st < static_cast<int>(Supertype::Count); ++st)  // 205.4a: "Basic", "Legendary"
    if (iequal(word, supertype_name(static_cast<Supertype>(st)))) {
      uint8_t& bits = negate ? t.supertypes_none : t.supertypes_all;
      bits = static_cast<uint8_t>(bits | supertype_bit(static_cast<Supertype>(st)));
      return Status::ok();
    }
  if (word.empty() || !std::isupper(static_cast<unsigned char>(word[0])))
    return Status::error("'" + std::string(negate ? "non" : "") + word + "' is not a type, color or subtype");
  // Negated words that are properties, not subtypes ("nonToken", "nonLegendary"), stay refused.
  for (std::string_view not_subtype : {"Token", "Legendary", "Basic", "Snow", "World", "Historic",
                                       "Colorless", "Multicolor", "Monocolored", "Ongoing"})
    if (negate && iequal(word, not_subtype)) return Status::error("'non" + word + "' is not supported");
  if ((negate ? t.subtype_none : t.subtype) >= 0)
    return Status::error("two " + std::string(negate ? "excluded " : "") + "subtypes in one term ('" + word + "')");
  auto it = std::find(subtypes.begin(), subtypes.end(), word);
  if (it == subtypes.end()) {
    if (subtypes.size() >= 100) return Status::error("too many subtypes");
    subtypes.push_back(word);
    it = subtypes.end() - 1;
  }
  (negate ? t.subtype_none : t.subtype) = static_cast<int8_t>(it - subtypes.begin());  // "nonWall"
  return Status::ok();
}

// "RedSource" (a red source, as Circles of Protection say): the color, or -1.
int source_color(std::string_view name) {
  if (name.size() <= 6 || !name.ends_with("Source")) return -1;
  return color_from_name(std::string(name.substr(0, name.size() - 6)));
}

Result<FilterTerm> compile_term(const ValidTerm& vt, std::vector<std::string>& subtypes) {
  FilterTerm t;
  if (vt.negated) return Status::error("'!" + vt.type + "' (negated terms) is not supported");
  const std::string& head = vt.type;
  if (iequal(head, "Player")) {
    t.player = true;
  } else if (iequal(head, "Opponent")) {
    t.player = true;
    t.control = FilterControl::Opponent;
  } else if (iequal(head, "You")) {
    t.player = true;
    t.control = FilterControl::You;
  } else if (iequal(head, "Card")) {
    // any object
  } else if (head.size() > 3 && iequal(head.substr(0, 3), "non")) {
    if (Status s = apply_word(head.substr(3), true, t, subtypes); !s) return s;
  } else if (Status s = apply_word(head, false, t, subtypes); !s) {
    return s;
  }
  for (const ValidProp& p : vt.props) {
    if (t.player)
      return Status::error("player property '" + p.text + "' is not supported");
    switch (p.kind) {
      case ValidPropKind::Type:
        if (Status s = apply_word(p.name, false, t, subtypes); !s) return s;
        break;
      case ValidPropKind::NonType:
        if (Status s = apply_word(p.name, true, t, subtypes); !s) return s;
        break;
      case ValidPropKind::Flag:
        if (p.name == "YouCtrl") t.control = FilterControl::You;
        else if (p.name == "OppCtrl" || p.name == "YouDontCtrl") t.control = FilterControl::Opponent;
        else if (p.name == "YouOwn") t.owner = FilterControl::You;
        else if (p.name == "OppOwn" || p.name == "YouDontOwn") t.owner = FilterControl::Opponent;
        else if (p.name == "tapped") t.tapped = 1;
        else if (p.name == "untapped") t.tapped = 0;
        else if (p.name == "attacking") t.attacking = 1;
        else if (p.name == "notattacking") t.attacking = 0;
        else if (p.name == "Self") t.self = 1;
        else if (p.name == "Other") t.self = 0;
        else if (p.name == "EnchantedBy" || p.name == "EquippedBy" || p.name == "AttachedBy")
          t.enchanted = 1;  // what the source is attached to
        else if (p.name == "blocking")
          t.blocking = 1;
        else if (p.name == "unenchanted")
          t.unenchanted = true;
        else if (p.name == "attackedThisTurn")  // facts about this turn (CardFace::turn_facts)
          t.turn_facts |= 1;
        else if (p.name == "attackedThisCombat")  // one combat phase per turn: the same fact
          t.turn_facts |= 1;
        else if (p.name == "blockedThisCombat")  // read at end of combat, before 511.3 removes it
          t.blocking = 1;
        else if (p.name == "notAttackedThisTurn")
          t.turn_facts |= 2;
        else if (p.name == "dealtDamageToOppThisTurn")
          t.turn_facts |= 4;
        else if (p.name == "ChosenColor")  // the color its source chose (statics only)
          t.chosen |= 1;
        else if (p.name == "ChosenType")  // the subtype its source chose (statics only)
          t.chosen |= 2;
        else if (int c = source_color(p.name); c >= 0)  // "RedSource": a red source
          t.colors_any = static_cast<ColorMask>(t.colors_any | (1u << c));
        else return Status::error("property '" + p.text + "' is not supported");
        break;
      case ValidPropKind::Arg: {
        const bool with = p.name == "with", without = p.name == "without";
        int k = (with || without) ? keyword_index(p.operand) : -1;
        if (k < 0) return Status::error("property '" + p.text + "' is not supported");
        (with ? t.keywords_all : t.keywords_none) |= 1u << k;
        break;
      }
      case ValidPropKind::Compare: {
        static constexpr std::string_view kOps[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
        const int stat = p.name == "power" ? 0 : p.name == "toughness" ? 1 : -1;
        int op = -1;
        for (int i = 0; i < 6; ++i)
          if (p.op == kOps[i]) op = i;
        if (stat < 0 || op < 0 || t.stat >= 0 || !is_integer(p.operand) || p.operand.size() > 3)
          return Status::error("comparison '" + p.text + "' is not supported");
        t.stat = static_cast<int8_t>(stat);
        t.stat_op = static_cast<uint8_t>(op);
        t.stat_n = static_cast<int16_t>(std::stoi(p.operand));
        break;
      }
    }
  }
  return t;
}

}  // namespace

Result<Filter> compile_filter(std::string_view valid_text, std::vector<std::string>& subtypes, FilterUse use) {
  const bool allow_self = use != FilterUse::Spell;
  Filter f;
  f.text = std::string(valid_text);
  if (iequal(valid_text, "Any")) valid_text = "Creature,Player,Planeswalker";  // 115.4
  Result<ValidExpr> e = parse_valid_expr(valid_text);
  if (!e) return e.status();
  for (const ValidTerm& vt : e->alternatives) {
    Result<FilterTerm> t = compile_term(vt, subtypes);
    if (!t) return Status::error("Valid '" + f.text + "': " + t.message());
    if (t->self >= 0 && !allow_self)  // a spell's own card is on the stack, not a choice
      return Status::error("Valid '" + f.text + "': property '" + (t->self ? "Self" : "Other") + "' is not supported");
    if (t->turn_facts && t->self != 1)  // tracked only by the card that reads them
      return Status::error("Valid '" + f.text +
                           "': this-turn properties are supported only with Self");
    if (t->enchanted >= 0 && !allow_self)
      return Status::error("Valid '" + f.text + "': property 'EnchantedBy' is not supported");
    if (t->chosen && use != FilterUse::SourceRelative)  // only statics read what their source chose
      return Status::error("Valid '" + f.text + "': properties 'ChosenColor'/'ChosenType' are not supported here");
    if (t->unenchanted && use == FilterUse::SourceRelative)  // statics and triggers don't test it
      return Status::error("Valid '" + f.text + "': property 'unenchanted' is not supported");
    f.terms.push_back(*t);
  }
  return f;
}

namespace {

// The reading of one node's parameters: each must be consumed by the effect's compiler or
// be descriptive; a leftover is an unsupported parameter.
class NodeReader {
 public:
  NodeReader(const CardAbilities& ab, const AbilityNode& n) : ab_(ab), n_(n), used_(n.params.size(), false) {}

  const std::string* take(std::string_view key) {
    for (size_t i = 0; i < n_.params.size(); ++i)
      if (n_.params[i].key == key) {
        used_[i] = true;
        return &n_.params[i].value;
      }
    return nullptr;
  }
  Status leftovers() const {
    for (size_t i = 0; i < n_.params.size(); ++i) {
      const Param& p = n_.params[i];
      if (used_[i] || descriptive(p.key) || p.key.empty()) continue;
      return Status::error(std::string(api_type_name(n_.api)) + ": parameter " + p.key + "$ is not supported");
    }
    return Status::ok();
  }
  const CardAbilities& abilities() const { return ab_; }
  const AbilityNode& node() const { return n_; }

 private:
  const CardAbilities& ab_;
  const AbilityNode& n_;
  std::vector<bool> used_;
};

class Compiler {
 public:
  explicit Compiler(const CardAbilities& ab, bool permanent_source = false, bool optional = false)
      : ab_(ab), permanent_source_(permanent_source), trigger_(permanent_source), optional_(optional) {}

  // The chain: the root, then each SubAbility$.
  Status chain_of(int root, std::vector<int>& chain) {
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
  Result<Program> run_charm(int root) {
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
      if (prog_.num_targets != before + 1)
        return Status::error(
            "Charm: mode " + mode.svar +
            " must have exactly one target (modes without a target are not supported yet)");
      prog_.code[skip].b = static_cast<int16_t>(prog_.code.size());
      const std::string* d = mode.param("SpellDescription");
      prog_.modes.push_back(d ? *d : mode.svar);
      prog_.mode_slots.push_back(static_cast<uint8_t>(before));
    }
    prog_.resolve_pc = static_cast<uint16_t>(prog_.code.size());
    emit(Op::CheckTargets);
    for (size_t m = 0; m < modes.size(); ++m) {
      const size_t skip = prog_.code.size();
      emit(Op::SkipUnchosen, prog_.mode_slots[m], 0);
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

  Result<Program> run(int root) {
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
        if (const std::string* v = ab_.nodes[n].param(k); v && iequal(*v, "True") && remember_node_ < 0) remember_node_ = n;
    // Values of targeted or remembered objects, read before any effect can move them (last
    // known information, 608.2h): later nodes' first, so that the first node's are on top.
    for (size_t i = chain.size(); i-- > 0;)
      if (Status s = hoist(chain[i]); !s) return s;
    size_t skip = 0;
    if (optional_) {  // "you may ...": the controller chooses as it resolves (603.5)
      prog_.questions.push_back("");  // the trigger compiler fills in its text
      if (Status s = trigger_cost(ab_.nodes[root]); !s) return s;
      skip = prog_.code.size();
      emit(Op::Branch, 0, 0);
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

 private:
  void emit(Op op, int a = 0, int b = 0) {
    prog_.code.push_back(Instr{op, static_cast<uint8_t>(a), static_cast<int16_t>(b)});
  }

  // ValidTgts$ of node n, if any: a Target instruction and its slot.
  Status targets_of(NodeReader& r, int n) {
    const AbilityNode& node = r.node();
    const std::string* valid = node.param("ValidTgts");
    if (!valid) return Status::ok();
    for (std::string_view k : {"TargetUnique", "TargetsWithDifferentControllers", "TargetsAtRandom", "DividedAsYouChoose"})
      if (node.param(k)) return Status::error(std::string(api_type_name(node.api)) + ": parameter " + std::string(k) + "$ is not supported");
    // "two target creatures" (TargetMin$ = TargetMax$ = N): N slots with one filter; 115.3:
    // one object is not chosen twice for them (rules/vm.cpp choose_target_options).
    int count = 1;
    if (const std::string *lo = node.param("TargetMin"), *hi = node.param("TargetMax"); lo || hi) {
      if (!lo || !hi || *lo != *hi || !is_integer(*lo) || (node.api != ApiType::Destroy && node.api != ApiType::ChangeZone))
        return Status::error(std::string(api_type_name(node.api)) +
                             ": TargetMin$/TargetMax$ other than one fixed number of targets of Destroy or ChangeZone is not supported");
      count = std::stoi(*lo);
      if (count < 1) return Status::error("TargetMin$ " + *lo + " is not supported");
    }
    if (prog_.num_targets + count > kMaxTargets) return Status::error("more than " + std::to_string(kMaxTargets) + " targets");
    // "Other" in an activated ability's target ("target creature other than CARDNAME"): every
    // alternative must say it (rules/targeting.cpp refuses the source then); Self and
    // EnchantedBy stay refused.
    Result<Filter> f = compile_filter(*valid, prog_.subtypes, activated_ ? FilterUse::ActivatedTarget : FilterUse::Spell);
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
      if (iequal(*z, "Graveyard")) f->zone = FilterZone::Graveyard;
      else if (iequal(*z, "Stack")) f->zone = FilterZone::Stack;
      else if (iequal(*z, "Stack,Battlefield") || iequal(*z, "Battlefield,Stack"))
        f->zone = FilterZone::StackOrBattlefield;
      else if (!iequal(*z, "Battlefield")) return Status::error("TgtZone$ " + *z + " is not supported");
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
    if (const std::string* prompt = node.param("TgtPrompt")) {  // "Select target land" -> "target land"
      for (std::string_view lead : {"Select ", "Choose "})
        if (prompt->rfind(lead, 0) == 0 && prompt->size() > lead.size()) text = prompt->substr(lead.size());
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

  static std::string target_text(const Filter& f) {
    std::string t = "target ";
    for (size_t i = 0; i < f.text.size(); ++i) t += f.text[i] == ',' ? std::string(" or ") : std::string(1, f.text[i]);
    return t;
  }

  // The target slot that "Targeted" (the ability's one target) or "Remembered" (the target
  // of the node that remembers) names.
  Result<int> defined_slot(std::string_view which) {
    if (which == "Targeted") {
      if (prog_.num_targets != 1) return Status::error("Targeted is supported only in an ability with one target");
      return 0;
    }
    if (remember_node_ < 0) return Status::error("Remembered: no earlier ability remembers its target");
    auto it = slot_of_node_.find(remember_node_);
    if (it == slot_of_node_.end()) return Status::error("Remembered: the remembering ability has no target");
    return it->second;
  }

  // The property pushed for a Defined amount ("Targeted$CardManaCost"), or -1.
  static int defined_prop(const AmountExpr& a) {
    if (a.math || a.source != AmountSource::Defined) return -1;
    if (a.source_name != "Targeted" && a.source_name != "TargetedLKI" && a.source_name != "Remembered" &&
        a.source_name != "RememberedLKI")
      return -1;
    if (a.body == "CardManaCost") return kPropManaValue;
    if (a.body == "CardPower") return kPropPower;
    if (a.body == "CardToughness") return kPropToughness;
    return -1;
  }

  // Pre-pass of node n: its Defined$ TargetedController / RememberedController and its amount
  // that reads a targeted or remembered object are pushed at the start of resolution.
  Status hoist(int n) {
    const AbilityNode& node = ab_.nodes[n];
    const std::string api(api_type_name(node.api));
    if (const std::string* d = node.param("Defined"); d && (*d == "TargetedController" || *d == "RememberedController")) {
      Result<int> slot = defined_slot(*d == "TargetedController" ? "Targeted" : "Remembered");
      if (!slot) return Status::error(api + ": Defined$ " + *d + ": " + slot.message());
      if (prog_.filters[*slot].allows_players()) return Status::error(api + ": Defined$ " + *d + ": the target is a player");
      emit(Op::PushProp, *slot, kPropController);
      hoisted_who_.insert(n);
      ++hoisted_count_;
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
      if (prog_.filters[*slot].allows_players()) return Status::error(api + ": " + p.key + "$ " + sv->value + ": the target is a player");
      if (++amounts > 1 && !(amounts == 2 && p.value == first_amount))
        return Status::error(api + ": two amounts of targeted objects in one ability are not supported");
      first_amount = p.value;
      emit(Op::PushProp, *slot, prop);
      hoisted_.insert({n, p.key});
      if (std::find(prog_.svars.begin(), prog_.svars.end(), p.value) == prog_.svars.end()) prog_.svars.push_back(p.value);
      ++hoisted_count_;
    }
    if (hoisted_count_ > 2) return Status::error("more than two values of targeted objects in one ability");
    return Status::ok();
  }

  // Emits the code that pushes amount SVar `sv` (Count$, Number$, SVar$), or an error.
  Status emit_svar_amount(const std::string& key, const SVarDef* sv, int depth) {
    const std::string what = key + "$ " + sv->name + " = " + sv->value;
    if (!sv->amount) return Status::error(what + " is not supported");
    const AmountExpr& a = *sv->amount;
    if (is_chosen_amount(a)) {  // cards/choice_compiler.cpp
      if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end()) prog_.svars.push_back(sv->name);
      if (Status s = compile_chosen_amount(a, prog_); !s) return Status::error(what + ": " + s.message());
      return Status::ok();
    }
    if (a.math) {  // /Plus.N, /Minus.N: the amount, then add
      Result<int> add = additive_math(*a.math);
      if (!add) return Status::error(what + ": " + add.message());
      SVarDef base = *sv;
      base.amount->math.reset();
      if (Status s = emit_svar_amount(key, &base, depth + 1); !s) return s;
      if (*add) emit(Op::AddN, 0, *add);
      return Status::ok();
    }
    if (!stored_.empty() && sv->name == stored_ && !initializing_) {  // a value StoreSVar keeps
      if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end()) prog_.svars.push_back(sv->name);
      emit(Op::VarGet, kVarStored);
      return Status::ok();
    }
    if (is_remembered_count(a)) {  // how many objects and players the ability remembers
      if (!remember_count_) return Status::error(what + ": nothing this ability remembers is counted");
      if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end()) prog_.svars.push_back(sv->name);
      emit(Op::VarGet, kVarRemembered);
      return Status::ok();
    }
    if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end()) prog_.svars.push_back(sv->name);
    if (a.source == AmountSource::Number) {
      if (a.number < -1000 || a.number > 1000) return Status::error(what + " is out of range");
      emit(Op::Push, 0, a.number);
      return Status::ok();
    }
    if (a.source == AmountSource::SVar) {
      const SVarDef* next = ab_.find_svar(a.body, sv->face);
      if (!next || depth > 4) return Status::error(what + " is not supported");
      return emit_svar_amount(key, next, depth + 1);
    }
    if (a.source != AmountSource::Count) return Status::error(what + " is not supported");
    const CountExpr& c = a.count;
    const std::string& p = c.property;
    if (iequal(p, "xPaid")) {
      emit(Op::PushX);
      return Status::ok();
    }
    if (p == "CardPower" || p == "CardToughness" || p == "CardManaCost") {  // the source's own
      if (p != "CardManaCost" && !activated_) return Status::error(what + ": only a permanent's own power or toughness");
      emit(Op::PushProp, kSlotSelf, p == "CardPower" ? kPropPower : p == "CardToughness" ? kPropToughness : kPropManaValue);
      return Status::ok();
    }
    if (p == "CardCounters" && c.args.size() == 1) {  // on the source itself
      const int kind = counter_kind_from_script(c.args[0]);
      if (kind < 0) return Status::error(what + ": counter type " + c.args[0] + " is not supported");
      if (!activated_) return Status::error(what + ": only a permanent's own counters");
      emit(Op::PushProp, kSlotSelf, kPropCounters + kind);
      return Status::ok();
    }
    std::string valid;
    int place = kCountBattlefield;
    if ((p == "Valid" || p == "ValidGraveyard") && c.args.size() == 1) {
      valid = c.args[0];
      if (p == "ValidGraveyard") place = kCountGraveyards;
    } else if (p == "TypeYouCtrl" && c.args.size() == 1) {
      valid = c.args[0] + ".YouCtrl";
    } else if (p == "InYourHand") {
      valid = c.args.empty() ? "Card" : c.args[0];
      place = kCountYourHand;
    } else {
      return Status::error(what + " is not supported");
    }
    Result<Filter> f = compile_filter(valid, prog_.subtypes);
    if (!f) return Status::error(what + ": " + f.message());
    if (f->allows_players()) return Status::error(what + ": counting players is not supported");
    prog_.filters.push_back(std::move(*f));
    emit(Op::PushCount, place, static_cast<int>(prog_.filters.size()) - 1);
    return Status::ok();
  }

  // Pushes an amount: an integer, an amount SVar (emit_svar_amount), or a value the pre-pass
  // pushed (hoist).
  Status push_amount(NodeReader& r, std::string_view key, int fallback) {
    if (hoisted_.count({current_node_, std::string(key)})) {
      r.take(key);
      return Status::ok();
    }
    const std::string* v = r.take(key);
    if (!v) {
      if (fallback < 0) return Status::error(std::string(api_type_name(r.node().api)) + ": needs " + std::string(key) + "$");
      emit(Op::Push, 0, fallback);
      return Status::ok();
    }
    if (is_integer(*v)) {
      int n = std::stoi(*v);
      if (n < -1000 || n > 1000) return Status::error(std::string(key) + "$ " + *v + " is out of range");
      emit(Op::Push, 0, n);
      return Status::ok();
    }
    const SVarDef* sv = ab_.find_svar(*v, r.node().face);
    if (*v == "X" && sv && sv->amount && sv->amount->source == AmountSource::Count &&
        iequal(sv->amount->body, "xPaid") && !sv->amount->math) {
      if (std::find(prog_.svars.begin(), prog_.svars.end(), *v) == prog_.svars.end()) prog_.svars.push_back(*v);
      emit(Op::PushX);
      return Status::ok();
    }
    if (trigger_ && sv && sv->value == "TriggerCount$DamageAmount") {  // "that much damage"
      if (std::find(prog_.svars.begin(), prog_.svars.end(), *v) == prog_.svars.end())
        prog_.svars.push_back(*v);
      prog_.uses_trigger_amount = true;
      emit(Op::PushX);
      return Status::ok();
    }
    if (sv && sv->amount) return emit_svar_amount(std::string(key), sv, 0);
    return Status::error(std::string(key) + "$ " + *v + (sv ? " = " + sv->value : std::string()) + " is not supported");
  }

  // "+3", "-2", "+X", "X" or absent (0): a P/T change.
  Status push_signed(NodeReader& r, std::string_view key) {
    const std::string* v = r.node().param(key);
    if (!v) {
      emit(Op::Push, 0, 0);
      return Status::ok();
    }
    if (*v == "+X" || *v == "X") {
      const SVarDef* sv = ab_.find_svar("X", r.node().face);
      if (sv && sv->amount && sv->amount->source == AmountSource::Count && iequal(sv->amount->body, "xPaid") &&
          !sv->amount->math) {
        r.take(key);
        if (std::find(prog_.svars.begin(), prog_.svars.end(), "X") == prog_.svars.end()) prog_.svars.push_back("X");
        emit(Op::PushX);
        return Status::ok();
      }
    }
    return push_amount(r, key, 0);
  }

  // The filter of a node's `key` parameter naming objects (ValidCards$, Choices$), compiled
  // and added to the program: its index. Errors: the parameter is missing, does not compile
  // or names players.
  Result<int> object_filter(NodeReader& r, const char* key) {
    const std::string api(api_type_name(r.node().api));
    const std::string* text = r.take(key);
    if (!text) return Status::error(api + ": needs " + key + "$");
    Result<Filter> f = compile_filter(*text, prog_.subtypes);
    if (!f) return Status::error(api + ": " + f.message());
    if (f->allows_players()) return Status::error(api + ": " + key + "$ must not name players");
    prog_.filters.push_back(std::move(*f));
    return static_cast<int>(prog_.filters.size()) - 1;
  }

  // The target slot of node n (its own ValidTgts$), or an error if it has none.
  Result<int> own_slot(NodeReader& r, int n) {
    r.take("ValidTgts");
    r.take("TgtZone");
    r.take("TargetType");
    auto it = slot_of_node_.find(n);
    if (it == slot_of_node_.end()) {
      if (r.node().param("Defined"))
        return Status::error(std::string(api_type_name(r.node().api)) + ": Defined$ " + *r.node().param("Defined") + " is not supported");
      return Status::error(std::string(api_type_name(r.node().api)) + ": needs ValidTgts$");
    }
    return it->second;
  }

  // What an effect's Defined$ must name: a player, a permanent, or either (damage).
  enum class Want { Player, Object, Either };

  // Defined$ Triggered... in a triggered ability's effects: the subject it names (1..5 as
  // TriggerSubject: Card, Player, Target, CardController, SourceController), 0 if `d` is not
  // one; an error if the chain already names another.
  Result<int> trigger_subject(NodeReader& r, const std::string* d, Want want) {
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
    if (*d == "DelayTriggerRemembered") k = 1;  // 603.7: what the delayed trigger refers to
    const std::string api(api_type_name(r.node().api));
    if (k == 0) return Status::error(api + ": Defined$ " + *d + " is not supported");
    if (want == Want::Player && k == 1)
      return Status::error(api + ": Defined$ TriggeredCard names a card, not a player");
    // TriggeredTarget may be a player: only damage takes either.
    if (want == Want::Object && k != 1)
      return Status::error(api + ": Defined$ " + *d + " may name a player, not a permanent");
    if (prog_.trigger_subject && prog_.trigger_subject != k)
      return Status::error(
          api + ": two different Defined$ Triggered... in one ability are not supported");
    prog_.trigger_subject = static_cast<uint8_t>(k);
    r.take("Defined");
    return k;
  }

  // The permanent an effect applies to: the node's own target (an object), or, in an
  // activated or triggered ability, a permanent named without targeting: Defined$ Self
  // ("CARDNAME ..."), Defined$ Enchanted (the permanent its Aura source enchants), Defined$
  // Targeted (an earlier node's target), or no ValidTgts$ and no Defined$ at all, which means
  // the source itself (Forge's default).
  Result<int> object_slot_or_self(NodeReader& r, int n) {
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
    if (Result<int> t = defined_targeted(r); !t || *t >= 0) return t;
    Result<int> slot = own_slot(r, n);
    if (!slot) return slot;
    if (prog_.filters[*slot].allows_players())
      return Status::error(std::string(api_type_name(node.api)) + ": the target must be a permanent, not a player");
    return slot;
  }

  // Defined$ Targeted without ValidTgts$: the object an earlier node of the chain targets
  // (the latest one); -1 if the node says nothing of the kind.
  Result<int> defined_targeted(NodeReader& r) {
    const std::string* d = r.node().param("Defined");
    if (!d || *d != "Targeted" || r.node().param("ValidTgts")) return -1;
    r.take("Defined");
    for (int slot = prog_.num_targets - 1; slot >= 0; --slot)
      if (!prog_.filters[slot].allows_players()) return slot;  // targets' filters come first
    return Status::error(std::string(api_type_name(r.node().api)) +
                         ": Defined$ Targeted but no earlier node targets a permanent");
  }

  // What DealDamage hits: its own target, or (not targeted) Defined$ You (the ability's
  // controller), or a permanent as object_slot_or_self names it.
  Result<int> damage_recipient(NodeReader& r, int n) {
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
      Result<int> sub = trigger_subject(r, d, Want::Either);
      if (!sub) return sub.status();
      if (*sub) return static_cast<int>(kSlotTriggered);
      if (activated_ || (d && *d == "Targeted")) return object_slot_or_self(r, n);
    }
    return own_slot(r, n);
  }

  // A player operand: the node's player target, or Defined$ You (the default).
  Result<int> who(NodeReader& r, int n) {
    if (hoisted_who_.count(n)) {
      const ApiType api = r.node().api;
      if (api != ApiType::GainLife && api != ApiType::LoseLife && api != ApiType::Draw &&
          api != ApiType::Mill && api != ApiType::TapAll && api != ApiType::DrainMana)
        return Status::error(std::string(api_type_name(api)) + ": Defined$ " + *r.node().param("Defined") + " is not supported");
      r.take("Defined");
      return static_cast<int>(kWhoPopped);
    }
    if (const std::string* d = r.node().param("Defined"); d && in_repeat_ && (*d == "Player.IsRemembered" || *d == "Remembered")) {
      r.take("Defined");
      return static_cast<int>(kWhoItem);  // 101.4: the player RepeatEach is at
    }
    auto it = slot_of_node_.find(n);
    r.take("ValidTgts");
    if (it != slot_of_node_.end()) {
      if (prog_.filters[it->second].allows_objects())
        return Status::error(std::string(api_type_name(r.node().api)) + ": the target must be a player");
      return it->second;
    }
    Result<int> sub = trigger_subject(r, r.node().param("Defined"), Want::Player);
    if (!sub) return sub.status();
    if (*sub) return static_cast<int>(kSlotTriggered);
    if (const std::string* d = r.take("Defined")) {
      if (iequal(*d, "You")) return kWhoYou;
      return Status::error(std::string(api_type_name(r.node().api)) + ": Defined$ " + *d + " is not supported");
    }
    return kWhoYou;
  }

  // Clockwork Beast: "Put up to X +1/+0 counters on CARDNAME. This ability can't cause the
  // total number of +1/+0 counters on CARDNAME to be greater than seven." (UpTo$ True,
  // MaxFromEffect$ 7, Defined$ Self). The controller chose X while activating; it puts as
  // many as fit (choosing fewer is choosing a smaller X).
  Status put_counters_up_to(NodeReader& r, int slot, int kind) {
    const std::string* up_to = r.take("UpTo");
    const std::string* max = r.take("MaxFromEffect");
    if (!up_to || !iequal(*up_to, "True") || slot != kSlotSelf || !is_integer(*max) ||
        max->size() > 2 || (*max)[0] == '-')
      return Status::error("PutCounter: MaxFromEffect$ is supported only with UpTo$ True, "
                           "Defined$ Self and a number");
    emit(Op::PutCounterUpTo, kind, std::stoi(*max));
    return Status::ok();
  }

  // Spell Blast: "Counter target spell with mana value X." X is announced (107.3a) and the
  // node's one target, a spell, must have mana value X (FilterTerm::kStatIsX).
  Status x_is_target_mana_value(NodeReader& r) {
    auto it = slot_of_node_.find(current_node_);
    if (it == slot_of_node_.end() || prog_.filters[it->second].zone != FilterZone::Stack)
      return Status::error("Cost$ " + *r.node().param("Cost") +
                           ": X = Targeted$CardManaCost needs a targeted spell");
    for (FilterTerm& t : prog_.filters[it->second].terms) {
      if (t.stat >= 0) return Status::error("X = Targeted$CardManaCost with another stat test");
      t.stat = 2;
      t.stat_op = static_cast<uint8_t>(Compare::EQ);
      t.stat_n = FilterTerm::kStatIsX;
    }
    if (std::find(prog_.svars.begin(), prog_.svars.end(), "X") == prog_.svars.end()) prog_.svars.push_back("X");
    r.take("Cost");
    return Status::ok();
  }

  Status mana_cost_only(NodeReader& r) {
    const AbilityNode& node = r.node();
    for (const auto& [idx, cost] : node.costs) {
      if (node.params[idx].key != "Cost") continue;
      for (const CostPart& part : cost.parts)
        if (part.kind != CostPartKind::Mana)
          return Status::error("Cost$ " + node.params[idx].value + ": only a mana cost is supported on a spell");
    }
    // X in the cost is announced by the caster (107.3a); an SVar X that says otherwise (Spell
    // Blast's "Targeted$CardManaCost": X is the target's mana value) is not implemented.
    if (const std::string* c = node.param("Cost")) {
      bool has_x = false;
      for (size_t i = 0; i < c->size(); ++i)
        has_x |= (*c)[i] == 'X' && (i == 0 || (*c)[i - 1] == ' ') && (i + 1 == c->size() || (*c)[i + 1] == ' ');
      const SVarDef* sv = ab_.find_svar("X", node.face);
      if (has_x && sv && sv->value == "Targeted$CardManaCost") return x_is_target_mana_value(r);
      if (has_x && sv && !(sv->amount && sv->amount->source == AmountSource::Count && iequal(sv->amount->body, "xPaid")))
        return Status::error("Cost$ " + *c + ": X = " + sv->value + " (an X the caster does not choose) is not supported");
    }
    r.take("Cost");
    return Status::ok();
  }

  // A node's effect, with its choices around it: Optional$ True ("you may", the controller
  // is asked first) and UnlessCost$ ("... unless <payer> pays <cost>": the effect is skipped
  // if the payer pays). Either skips only this node's effect; the SubAbility$ chain goes on.
  Status effect(NodeReader& r, int n) {
    const AbilityNode& node = r.node();
    const std::string api(api_type_name(node.api));
    std::vector<size_t> skips;
    // "If CARDNAME is destroyed this way, ...": the Destroy node with RememberDestroyed$ True
    // left 1 (destroyed) or 0 on the machine's stack; this node runs only on 1.
    if (const std::string* cd = node.param("ConditionDefined");
        cd && *cd == "Remembered" && destroyed_node_ >= 0 && !destroyed_used_) {
      const std::string* cp = r.take("ConditionPresent");
      const std::string* cc = r.take("ConditionCompare");
      if (!cp || *cp != "Card" || (cc && *cc != "GE1"))
        return Status::error(api + ": ConditionDefined$ Remembered is supported only with ConditionPresent$ Card");
      r.take("ConditionDefined");
      destroyed_used_ = true;
      skips.push_back(prog_.code.size());
      emit(Op::Branch, 0, 0);  // not destroyed: skip the effect
    }
    // ConditionCheckSVar$ V | ConditionSVarCompare$ LT1: this node runs only if V compares true
    // now, as it resolves ("if you can't, ...").
    if (const std::string* check = r.take("ConditionCheckSVar")) {
      if (node.api == ApiType::Mana)  // a mana ability doesn't use the stack (605.3): not compiled here
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
    const std::string* rd = node.api == ApiType::Destroy ? r.take("RememberDestroyed") : nullptr;
    if (rd && (!iequal(*rd, "True") || destroyed_node_ >= 0))
      return Status::error(api + ": RememberDestroyed$ " + *rd + " is supported once, as True");
    if (rd) destroyed_node_ = n;
    std::vector<size_t> own_skips;  // the Optional$/UnlessCost$ skips of this node
    if (const std::string* opt = r.take("Optional")) {
      if (!iequal(*opt, "True") && !iequal(*opt, "Yes"))
        return Status::error(api + ": Optional$ " + *opt + " is not supported");
      if (const std::string* who = r.take("OptionalDecider"); who && !iequal(*who, "You"))
        return Status::error(api + ": OptionalDecider$ " + *who + " is not supported");
      const std::string* d = node.param("SpellDescription");
      prog_.questions.push_back(d ? *d : api);
      emit(Op::Ask, kWhoYou, static_cast<int>(prog_.questions.size()) - 1);
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
        if (it == slot_of_node_.end() || prog_.filters[it->second].allows_players())
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
    if (Status s = effect_body(r, n); !s) return s;
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

  // A triggered ability whose Execute$ is an AB$ with a Cost$: "you may pay {4}. If you do,
  // ..." (Mana Vault; 603.5): paying is the choice (unless.pay, not paid skips the effect).
  // Otherwise the plain "you may" question.
  Status trigger_cost(const AbilityNode& root) {
    const std::string* text = root.kind == NodeKind::Activated ? root.param("Cost") : nullptr;
    if (!text) {
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

  Status effect_body(NodeReader& r, int n) {
    const AbilityNode& node = r.node();
    if (node.kind == NodeKind::Activated) {
      // The activation cost and restrictions are compiled by compile_activated.
      r.take("Cost");
      r.take("SorcerySpeed");
      r.take("CostDesc");
      r.take("ActivationLimit");  // restrictions (602.5b): compiled by compile_activated
      r.take("ActivationPhases");
      r.take("PlayerTurn");
    } else if (node.kind != NodeKind::Spell && node.kind != NodeKind::Sub) {
      return Status::error("not a spell or activated ability");
    } else if (Status s = mana_cost_only(r); !s) {
      return s;
    }
    r.take("SubAbility");
    if (n == remember_node_)
      for (std::string_view k : {"RememberLKI", "RememberChanged", "RememberTargets"}) r.take(k);
    const std::string api(api_type_name(node.api));
    switch (node.api) {
      case ApiType::Cleanup: {
        // What is remembered is the remembering node's target, and a chosen source lives on
        // the machine's stack only: nothing to clear, but only those two forms are known.
        const std::string* remembered = r.take("ClearRemembered");
        const std::string* chosen = r.take("ClearChosenCard");
        const std::string* flips = r.take("ClearCoinFlips");
        if (!remembered && !chosen && !flips) return Status::error(api + ": only ClearRemembered$ True, ClearChosenCard$ True or ClearCoinFlips$ True is supported");
        for (const std::string* v : {remembered, chosen, flips})
          if (v && !iequal(*v, "True")) return Status::error(api + ": only ClearRemembered$ True, ClearChosenCard$ True or ClearCoinFlips$ True is supported");
        if (remembered && remember_count_) {  // the Remembered count starts again
          emit(Op::Push, 0, 0);
          emit(Op::VarSet, kVarRemembered);
        }
        if (flips) {
          if (!flips_marked_) return Status::error(api + ": ClearCoinFlips$ without a flip that remembers its result");
          emit(Op::Push, 0, 0);
          emit(Op::VarSet, kVarMarked);
        }
        break;
      }
      case ApiType::DealDamage: {
        Result<int> slot = damage_recipient(r, n);
        if (!slot) return slot.status();
        if (*slot == kSlotYou) r.take("Defined");
        if (Status s = push_amount(r, "NumDmg", -1); !s) return s;
        emit(Op::Damage, *slot);
        break;
      }
      case ApiType::DamageAll: {
        if (Status s = push_amount(r, "NumDmg", -1); !s) return s;
        if (const std::string* p = node.param("ValidPlayers"); p && *p == "FlippedTails" && !node.param("ValidCards")) {
          if (!flips_marked_) return Status::error(api + ": ValidPlayers$ FlippedTails without a flip that remembers its result");
          r.take("ValidPlayers");
          emit(Op::DamageMarked, kVarMarked);  // "each player whose coin comes up tails"
          break;
        }
        int flags = 0;
        if (const std::string* p = r.take("ValidPlayers")) {
          if (!iequal(*p, "Player")) return Status::error(api + ": ValidPlayers$ " + *p + " is not supported");
          flags |= 1;
        }
        Result<int> f = object_filter(r, "ValidCards");
        if (!f) return f.status();
        emit(Op::DamageAll, flags, *f);
        break;
      }
      case ApiType::Destroy: {
        Result<int> slot = object_slot_or_self(r, n);
        if (!slot) return slot.status();
        if (*slot < kMaxTargets && prog_.filters[*slot].allows_players())
          return Status::error(api + ": cannot destroy a player");
        int flags = destroyed_node_ == n ? 2 : 0;  // RememberDestroyed$: push whether it was destroyed
        if (const std::string* nr = r.take("NoRegen")) flags |= iequal(*nr, "True") ? 1 : 0;
        if (flags & 2 && extra_slots(r, n) > 0) return Status::error(api + ": RememberDestroyed$ with several targets is not supported");
        emit(Op::Destroy, *slot, flags);
        for (int k = 1; k <= extra_slots(r, n); ++k) emit(Op::Destroy, *slot + k, flags);
        break;
      }
      case ApiType::DestroyAll: {
        Result<int> f = object_filter(r, "ValidCards");
        if (!f) return f.status();
        int flags = 0;
        if (const std::string* nr = r.take("NoRegen")) flags |= iequal(*nr, "True") ? 1 : 0;
        emit(Op::DestroyAll, flags, *f);
        break;
      }
      case ApiType::ChangeZone: {
        if (is_library_search(node)) {  // 701.23: cards/library_compiler.cpp
          Result<int> w = who(r, n);
          if (!w) return w.status();
          if (Status s = compile_library_search(taker(r), *w, prog_); !s) return s;
          break;
        }
        if (const std::string* d = node.param("Defined"); d && *d == "ChosenCard" && !node.param("ValidTgts")) {
          // The card a ChooseCard before it chose (cards/choice_compiler.h), not targeted.
          r.take("Defined");
          const std::string* origin = r.take("Origin");
          const std::string* dest = r.take("Destination");
          if (!origin || !dest || (!iequal(*origin, "Graveyard") && !iequal(*origin, "Battlefield")) ||
              (!iequal(*dest, "Hand") && !iequal(*dest, "Exile")))
            return Status::error(api + ": Defined$ ChosenCard is supported from the battlefield or a graveyard to a hand or exile");
          emit(Op::Move, kSlotChosenCard, iequal(*dest, "Hand") ? kZoneHand : kZoneExile);
          break;
        }
        // Defined$ TriggeredCard: the card the trigger is about, where the event put it.
        Result<int> sub = node.param("ValidTgts")
                              ? Result<int>(0)
                              : trigger_subject(r, node.param("Defined"), Want::Object);
        if (!sub) return sub.status();
        Result<int> slot = *sub ? Result<int>(static_cast<int>(kSlotTriggered)) : own_slot(r, n);
        if (!slot) return slot.status();
        const std::string* origin = r.take("Origin");
        const std::string* dest = r.take("Destination");
        if (!origin || !dest) return Status::error(api + ": needs Origin$ and Destination$");
        const bool from_bf = iequal(*origin, "Battlefield"), from_gy = iequal(*origin, "Graveyard");
        if (*sub) {
          if (!from_bf && !from_gy)
            return Status::error(api + ": Origin$ " + *origin + " is not supported");
        } else {
          const Filter& f = prog_.filters[*slot];
          if (f.allows_players()) return Status::error(api + ": cannot move a player");
          if (!(from_bf && f.zone == FilterZone::Battlefield) &&
              !(from_gy && f.zone == FilterZone::Graveyard))
            return Status::error(api + ": Origin$ " + *origin +
                                 " is not supported with this target");
        }
        int zone;
        if (iequal(*dest, "Hand")) zone = kZoneHand;
        else if (iequal(*dest, "Exile")) zone = kZoneExile;
        else if (iequal(*dest, "Library")) {
          const std::string* pos = r.take("LibraryPosition");
          if (!pos || *pos != "0") return Status::error(api + ": Destination$ Library needs LibraryPosition$ 0 (the top)");
          zone = kZoneLibraryTop;
        } else return Status::error(api + ": Destination$ " + *dest + " is not supported");
        emit(Op::Move, *slot, zone);
        for (int k = 1; k <= extra_slots(r, n); ++k) emit(Op::Move, *slot + k, zone);
        break;
      }
      case ApiType::GainLife:
      case ApiType::LoseLife: {
        Result<int> w = who(r, n);
        if (!w) return w.status();
        if (Status s = push_amount(r, "LifeAmount", -1); !s) return s;
        emit(node.api == ApiType::GainLife ? Op::GainLife : Op::LoseLife, *w);
        break;
      }
      case ApiType::Draw: {
        Result<int> w = who(r, n);
        if (!w) return w.status();
        if (const std::string* rev = r.take("Reveal")) {  // "draw a card and reveal it": its id is remembered
          const std::string* num = r.take("NumCards");
          const std::string* rem = r.take("RememberDrawn");
          if (!iequal(*rev, "True") || (num && *num != "1") || !rem || !iequal(*rem, "True"))
            return Status::error(api + ": Reveal$ is supported only with NumCards$ 1 and RememberDrawn$ True");
          emit(Op::DrawReveal, *w);
          drawn_remembered_ = true;
          break;
        }
        if (Status s = push_amount(r, "NumCards", 1); !s) return s;
        emit(Op::Draw, *w);
        break;
      }
      case ApiType::Discard: {
        Result<int> w = who(r, n);
        if (!w) return w.status();
        if (Status s = push_amount(r, "NumCards", 1); !s) return s;
        const std::string* mode = r.take("Mode");
        if (!mode) return Status::error(api + ": needs Mode$");
        if (iequal(*mode, "Defined")) {  // "if it isn't a land card, discard it": the card drawn and revealed
          const std::string* cards = r.take("DefinedCards");
          const std::string* cond_on = r.take("ConditionDefined");
          const std::string* present = r.take("ConditionPresent");
          const std::string* cmp = r.take("ConditionCompare");
          if (!drawn_remembered_ || !cards || *cards != "Remembered" || (cond_on && *cond_on != "Remembered") ||
              (cmp && *cmp != "EQ1") || (present && !cond_on) || r.node().param("NumCards"))
            return Status::error(api + ": Mode$ Defined is supported only for the card an earlier Draw | Reveal$ remembered");
          prog_.code.pop_back();  // the NumCards amount pushed above: the remembered card is on the stack
          Result<Filter> f = compile_filter(present ? *present : std::string("Card"), prog_.subtypes);
          if (!f) return Status::error(api + ": " + f.message());
          prog_.filters.push_back(std::move(*f));
          emit(Op::DiscardIf, 0, static_cast<int>(prog_.filters.size()) - 1);
          drawn_remembered_ = false;
          break;
        }
        int flags;
        if (iequal(*mode, "TgtChoose")) flags = 0;
        else if (iequal(*mode, "Random")) flags = 1;
        else return Status::error(api + ": Mode$ " + *mode + " is not supported");
        emit(Op::Discard, *w, flags);
        break;
      }
      case ApiType::Mana: {
        const std::string* produced = r.take("Produced");
        if (!produced || produced->size() != 1) return Status::error(api + ": Produced$ must be one mana symbol");
        int color = (*produced)[0] == 'C' ? 5 : color_from_letter((*produced)[0]);
        if (color < 0) return Status::error(api + ": Produced$ " + *produced + " is not supported");
        if (Status s = push_amount(r, "Amount", 1); !s) return s;
        emit(Op::AddMana, color);
        break;
      }
      case ApiType::Pump:
      case ApiType::PumpAll: {
        int slot_or_filter;
        if (node.api == ApiType::Pump) {
          Result<int> slot = object_slot_or_self(r, n);
          if (!slot) return slot.status();
          slot_or_filter = *slot;
        } else {
          const std::string* cards = r.take("ValidCards");
          if (!cards) return Status::error(api + ": needs ValidCards$");
          Result<Filter> f = compile_filter(*cards, prog_.subtypes);
          if (!f) return Status::error(api + ": " + f.message());
          prog_.filters.push_back(std::move(*f));
          slot_or_filter = static_cast<int>(prog_.filters.size()) - 1;
        }
        if (Status s = push_signed(r, "NumAtt"); !s) return s;
        if (Status s = push_signed(r, "NumDef"); !s) return s;
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
          return Status::error(api + ": UntilEndOfCombat$ is supported only for P/T and keywords of one Pump");
        emit(eoc ? Op::PumpCombat : node.api == ApiType::Pump ? Op::Pump : Op::PumpAll, slot_or_filter, kw);
        if (extra) emit(Op::Grant, slot_or_filter, extra);
        break;
      }
      case ApiType::Poison: {  // 122.1f: "that player gets N poison counters"
        Result<int> w = who(r, n);
        if (!w) return w.status();
        if (Status s = push_amount(r, "Num", 1); !s) return s;
        emit(Op::Poison, *w);
        break;
      }
      case ApiType::Debuff: {  // 613.1f: "target creature loses flying until end of turn"
        Result<int> slot = object_slot_or_self(r, n);
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
        if (perm && !iequal(*perm, "True")) return Status::error(api + ": Permanent$ " + *perm + " is not supported");
        emit(Op::Debuff, *slot, perm ? static_cast<int16_t>(kw | 0x8000) : kw);
        break;
      }
      case ApiType::TapOrUntap: {  // "you may tap or untap target ...": asked as it resolves
        Result<int> slot = object_slot_or_self(r, n);
        if (!slot) return slot.status();
        prog_.questions.push_back("Tap it? (no: untap it)");
        emit(Op::Ask, kWhoYou, static_cast<int>(prog_.questions.size()) - 1);
        const size_t to_untap = prog_.code.size();
        emit(Op::Branch, 0, 0);
        emit(Op::Tap, *slot);
        emit(Op::Push, 0, 1);
        const size_t to_end = prog_.code.size();
        emit(Op::Branch, 1, 0);
        prog_.code[to_untap].b = static_cast<int16_t>(prog_.code.size());
        emit(Op::Untap, *slot);
        prog_.code[to_end].b = static_cast<int16_t>(prog_.code.size());
        break;
      }
      case ApiType::Animate: {  // 613.4b, 613.1d: base P/T and card types (animate_compiler.h)
        Result<int> slot = object_slot_or_self(r, n);
        if (!slot) return slot.status();
        if (const std::string* colors = r.take("Colors")) {  // 613.1e (control_compiler.h)
          Result<int> b =
              animate_color_operand(colors, r.take("OverwriteColors"), r.take("Permanent"));
          if (!b) return b.status();
          emit(Op::AnimateColor, *slot, *b);
          if (!node.param("Power") && !node.param("Toughness") && !node.param("Types")) break;
        }
        if (Status s = push_amount(r, "Power", -1); !s) return s;
        if (Status s = push_amount(r, "Toughness", -1); !s) return s;
        r.take("IsCurse");  // a hint for Forge's AI
        Result<int> b = animate_operand_with_subtypes(
            r.take("Types"), r.take("UntilYourNextUpkeep"), *slot == kSlotSelf,
            r.take("RemoveCreatureTypes"), prog_.animate_subtypes);
        if (!b) return b.status();
        emit(Op::Animate, *slot, *b);
        break;
      }
      case ApiType::GainControl: {  // 613.1b: until end of turn (rules/control.h)
        Result<int> slot = object_slot_or_self(r, n);
        if (!slot) return slot.status();
        Result<int> kw = gain_control_operand(r.take("LoseControl"), r.take("AddKWs"));
        if (!kw) return kw.status();
        const std::string* untap = r.take("Untap");
        if (untap && !iequal(*untap, "True"))
          return Status::error(api + ": Untap$ " + *untap + " is not supported");
        emit(Op::GainControl, *slot, *kw);
        if (untap) emit(Op::Untap, *slot);
        break;
      }
      case ApiType::Play: {  // 608.2g: "you may cast target ... without paying its mana cost"
        const std::string* free = r.take("WithoutManaCost");
        if (!free || !iequal(*free, "True"))
          return Status::error(api + ": only WithoutManaCost$ True is supported (paying for a spell cast this way needs a payment step)");
        if (const std::string* who = r.take("Controller"); who && *who != "You")
          return Status::error(api + ": Controller$ " + *who + " is not supported (only You)");
        if (const std::string* d = node.param("Defined"); d && *d == "TopOfLibrary" && !node.param("ValidTgts")) {
          r.take("Defined");
          emit(Op::Play, 0, kPlayTopOfLibrary);
          break;
        }
        Result<int> slot = object_slot_or_self(r, n);
        if (!slot) return slot.status();
        if (*slot == kSlotSelf || *slot == kSlotEnchanted || *slot == kSlotTriggered)
          return Status::error(api + ": only a targeted card or Defined$ TopOfLibrary is supported");
        emit(Op::Play, *slot, 0);
        break;
      }
      case ApiType::SetState: {  // 701.28: "transform CARDNAME" (a double-faced card, 712)
        const std::string* mode = r.take("Mode");
        if (!mode || !iequal(*mode, "Transform"))
          return Status::error(api + ": Mode$ " + (mode ? *mode : std::string("(none)")) +
                               " is not supported (only Transform)");
        Result<int> slot = object_slot_or_self(r, n);
        if (!slot) return slot.status();
        emit(Op::Transform, *slot);
        break;
      }
      case ApiType::Attach: {  // an Aura spell (303.4f): it enters attached to its target
        Result<int> slot = own_slot(r, n);
        if (!slot) return slot.status();
        if (prog_.filters[*slot].allows_players()) return Status::error(api + ": attaching to a player is not supported");
        // An activated Attach (an Equipment's equip ability, 702.6a) attaches its source.
        emit(activated_ ? Op::AttachSource : Op::Attach, *slot);
        break;
      }
      case ApiType::Counter: {  // 701.5: a countered spell is put into its owner's graveyard
        Result<int> slot = own_slot(r, n);
        if (!slot) return slot.status();
        if (prog_.filters[*slot].zone != FilterZone::Stack)
          return Status::error(api + ": needs TargetType$ Spell (a spell on the stack)");
        emit(Op::Counter, *slot);
        break;
      }
      case ApiType::TapAll:  // Power Sink: "that player taps all lands with mana abilities ..."
      case ApiType::DrainMana: {  // "... and loses all unspent mana" (106.4)
        if (node.api == ApiType::TapAll) {
          const std::string* v = r.take("ValidCards");
          if (!v || *v != "Land.hasManaAbility")
            return Status::error(api + ": only ValidCards$ Land.hasManaAbility is supported");
        }
        Result<int> w = who(r, n);
        if (!w) return w.status();
        emit(node.api == ApiType::TapAll ? Op::TapLands : Op::DrainMana, *w);
        break;
      }
      case ApiType::Tap:
      case ApiType::Untap:
      case ApiType::Regenerate: {
        Result<int> slot = object_slot_or_self(r, n);
        if (!slot) return slot.status();
        emit(node.api == ApiType::Tap ? Op::Tap : node.api == ApiType::Untap ? Op::Untap : Op::Regenerate, *slot);
        break;
      }
      case ApiType::PutCounter:
      case ApiType::RemoveCounter:
      case ApiType::PutCounterAll: {
        int slot_or_filter;
        if (node.api == ApiType::PutCounterAll) {
          Result<int> f = object_filter(r, "ValidCards");
          if (!f) return f.status();
          slot_or_filter = *f;
        } else {
          Result<int> slot = object_slot_or_self(r, n);
          if (!slot) return slot.status();
          slot_or_filter = *slot;
        }
        const std::string* type = r.take("CounterType");
        if (!type) return Status::error(api + ": needs CounterType$");
        const int kind = counter_kind_from_script(*type);
        if (kind < 0) return Status::error(api + ": CounterType$ " + *type + " is not supported");
        if (Status s = push_amount(r, "CounterNum", 1); !s) return s;
        if (node.api == ApiType::PutCounter && node.param("MaxFromEffect"))
          return put_counters_up_to(r, slot_or_filter, kind);
        emit(node.api == ApiType::PutCounter      ? Op::PutCounter
             : node.api == ApiType::RemoveCounter ? Op::RemoveCounter
                                                  : Op::PutCounterAll,
             slot_or_filter, kind);
        break;
      }
      case ApiType::Token: {  // 111.2: the player who creates a token owns and controls it
        r.take("TokenImage");  // pictures: no rules meaning
        r.take("TokenAltImages");
        if (const std::string* owner = r.take("TokenOwner"); owner && !iequal(*owner, "You"))
          return Status::error(api + ": TokenOwner$ " + *owner + " is not supported");
        Result<TokenSpec> t = Status::error("");
        if (const std::string* script = r.take("TokenScript")) {
          if (script->find(',') != std::string::npos) return Status::error(api + ": several TokenScript$ are not supported");
          t = token_from_script(*script);
        } else {
          t = token_from_params([&](std::string_view key) { return r.take(key); });
        }
        if (!t) return t.status();
        if (prog_.tokens.size() >= 8) return Status::error(api + ": too many tokens in one ability");
        if (Status s = push_amount(r, "TokenAmount", 1); !s) return s;
        prog_.tokens.push_back(std::move(*t));
        emit(Op::Token, static_cast<int>(prog_.tokens.size()) - 1, kWhoYou);
        break;
      }
      case ApiType::ChangeZoneAll: {
        if (const std::string* o = node.param("Origin"); o && iequal(*o, "Hand")) {
          if (Status s = move_hand(r, n); !s) return s;
          break;
        }
        const std::string* type = r.take("ChangeType");
        const std::string* origin = r.take("Origin");
        const std::string* dest = r.take("Destination");
        if (!type || !origin || !dest) return Status::error(api + ": needs ChangeType$, Origin$ and Destination$");
        Result<Filter> f = compile_filter(*type, prog_.subtypes);
        if (!f) return Status::error(api + ": " + f.message());
        if (f->allows_players()) return Status::error(api + ": ChangeType$ must not name players");
        if (iequal(*origin, "Graveyard")) f->zone = FilterZone::Graveyard;
        else if (!iequal(*origin, "Battlefield")) return Status::error(api + ": Origin$ " + *origin + " is not supported");
        int zone;
        const std::string* shuffle = r.take("Shuffle");
        const bool shuffled = shuffle && iequal(*shuffle, "True");
        if (iequal(*dest, "Hand")) zone = kZoneHand;
        else if (iequal(*dest, "Exile")) zone = kZoneExile;
        else if (iequal(*dest, "Graveyard")) zone = kZoneGraveyard;
        else if (iequal(*dest, "Library") && shuffled) zone = kZoneLibraryShuffle;
        else return Status::error(api + ": Destination$ " + *dest + (shuffled ? "" : " without Shuffle$ True") + " is not supported");
        if (shuffle && zone != kZoneLibraryShuffle) return Status::error(api + ": Shuffle$ is supported only with Destination$ Library");
        if ((zone == kZoneGraveyard) == (f->zone == FilterZone::Graveyard) && zone == kZoneGraveyard)
          return Status::error(api + ": from a graveyard to a graveyard");
        // The owner: the targeted player ("all artifacts target player owns"), else anyone's.
        if (auto it = slot_of_node_.find(n); it != slot_of_node_.end()) {
          r.take("ValidTgts");
          if (prog_.filters[it->second].allows_objects()) return Status::error(api + ": the target must be a player");
          emit(Op::PushProp, it->second, kPropPlayer);
        } else {
          if (node.param("Defined")) return Status::error(api + ": Defined$ " + *node.param("Defined") + " is not supported");
          emit(Op::Push, 0, -1);
        }
        prog_.filters.push_back(std::move(*f));
        emit(Op::MoveAll, static_cast<int>(prog_.filters.size()) - 1, zone);
        break;
      }
      case ApiType::Mill: {  // 701.13
        if (const std::string* d = r.take("Destination"); d && !iequal(*d, "Graveyard"))
          return Status::error(api + ": Destination$ " + *d + " is not supported");
        Result<int> w = who(r, n);
        if (!w) return w.status();
        if (Status s = push_amount(r, "NumCards", 1); !s) return s;
        emit(Op::Mill, *w);
        break;
      }
      case ApiType::Sacrifice: {  // 701.17
        r.take("SacMessage");
        const std::string* valid = r.take("SacValid");
        const std::string* defined = node.param("Defined");
        if ((valid && iequal(*valid, "Self")) || (!valid && defined && iequal(*defined, "Self"))) {
          // "Sacrifice CARDNAME": the source itself, only while it is the same permanent (400.7)
          if (!activated_) return Status::error(api + ": SacValid$ Self needs a permanent source");
          if (defined && !iequal(*defined, "Self") && !iequal(*defined, "You"))
            return Status::error(api + ": Defined$ " + *defined + " is not supported");
          r.take("Defined");
          if (const std::string* a = r.take("Amount"); a && *a != "1")
            return Status::error(api + ": Amount$ " + *a + " with SacValid$ Self is not supported");
          emit(Op::Sacrifice, kSlotSelf);
          break;
        }
        if (!valid) return Status::error(api + ": needs SacValid$");
        Result<int> w = who(r, n);
        if (!w) return w.status();
        // "a creature other than CARDNAME" (Creature.Other): the source is left out.
        const bool other = activated_ && valid->find(".Other") != std::string::npos;
        Result<Filter> f = compile_filter(*valid, prog_.subtypes, other ? FilterUse::ActivatedTarget : FilterUse::Spell);
        if (f && other)
          for (const FilterTerm& t : f->terms)
            if (t.self != 0 || t.enchanted >= 0 || t.turn_facts)
              return Status::error(api + ": SacValid$ " + *valid + ": only Other is supported here");
        if (!f) return Status::error(api + ": " + f.message());
        if (f->allows_players()) return Status::error(api + ": SacValid$ must not name players");
        if (Status s = push_amount(r, "Amount", 1); !s) return s;
        prog_.filters.push_back(std::move(*f));
        if (const std::string* rs = r.take("RememberSacrificed")) {  // "if you can't": how many are sacrificed
          if (!iequal(*rs, "True")) return Status::error(api + ": RememberSacrificed$ " + *rs + " is not supported");
          // "Sacrifice any number of ..." (Optional$ with an Amount$ of them all) is a choice of
          // how many, which sacrifice.choose does not offer.
          const std::string* amount = node.param("Amount");
          if (node.param("Optional") || (amount && !is_integer(*amount)))
            return Status::error(api + ": RememberSacrificed$ with Optional$ or a counted Amount$ (\"any number\") is not supported");
          emit(Op::SacrificeCount, *w, static_cast<int>(prog_.filters.size()) - 1);
          remember_count_ = true;
        }
        emit(Op::SacrificeChoose, *w, static_cast<int>(prog_.filters.size()) - 1);
        break;
      }
      case ApiType::PreventDamage: {  // 615.7: "prevent the next N damage to <target> this turn"
        int slot;
        if (slot_of_node_.count(n)) {
          Result<int> t = own_slot(r, n);
          if (!t) return t.status();
          slot = *t;
        } else if (const std::string* d = r.take("Defined"); d && iequal(*d, "You")) {
          slot = kWhoYou;
        } else {
          return Status::error(api + (d ? ": Defined$ " + *d + " is not supported"
                                        : std::string(": needs ValidTgts$ or Defined$ You")));
        }
        if (Status s = push_amount(r, "Amount", -1); !s) return s;
        emit(Op::PreventDamage, slot);
        break;
      }
      case ApiType::Fog:  // prevent all combat damage that would be dealt this turn
        emit(Op::Fog);
        break;
      case ApiType::ChooseSource: {  // "a <color> source of your choice": chosen as it resolves
        const std::string* choices = r.take("Choices");
        if (!choices) return Status::error(api + ": needs Choices$");
        Result<Filter> f = compile_filter(without_emblems(*choices), prog_.subtypes);
        if (!f) return Status::error(api + ": " + f.message());
        if (f->allows_players()) return Status::error(api + ": Choices$ must not name players");
        f->text = *choices;
        prog_.filters.push_back(std::move(*f));
        emit(Op::ChooseSource, static_cast<int>(prog_.filters.size()) - 1);
        break;
      }
      case ApiType::Effect:
        if (Status s = chosen_source_shield(r); !s) return s;
        break;
      case ApiType::Scry: {  // 701.22: cards/library_compiler.cpp
        Result<int> w = who(r, n);
        if (!w) return w.status();
        if (Status s = compile_scry(taker(r), *w, prog_); !s) return s;
        break;
      }
      case ApiType::Shuffle:     // 701.24
      case ApiType::RevealHand:  // "look at target player's hand"
      case ApiType::Dig: {       // Dig | NoMove$ True: "look at the top N cards"
        Result<int> w = targeted_player(r, n);
        if (!w) return w.status();
        if (node.api == ApiType::Shuffle) {
          emit(Op::Shuffle, *w);
        } else if (node.api == ApiType::RevealHand) {
          emit(Op::LookAt, *w, 0);
        } else {
          const std::string* no_move = r.take("NoMove");
          if (no_move && !iequal(*no_move, "True")) return Status::error(api + ": NoMove$ " + *no_move + " is not supported");
          if (Status s = push_amount(r, "DigNum", 1); !s) return s;
          if (no_move) {
            emit(Op::LookAt, *w, 2);
          } else if (Status s = compile_dig(taker(r), *w, prog_); !s) {  // cards/dig_compiler.cpp
            return s;
          }
        }
        break;
      }
      case ApiType::FlipACoin: {  // 705: "flip a coin; if you win ..., if you lose ..."
        int flipper = kWhoYou;
        if (const std::string* f = r.take("Flipper")) {
          if (in_repeat_ && *f == "Remembered") flipper = kWhoItem;  // the player RepeatEach is at
          else if (*f != "You") return Status::error(api + ": Flipper$ " + *f + " is not supported");
        }
        // NoCall$ True: no one calls it; heads counts as the won flip and tails as the lost one.
        const std::string* no_call = r.take("NoCall");
        if (no_call && !iequal(*no_call, "True")) return Status::error(api + ": NoCall$ " + *no_call + " is not supported");
        const std::string* remember = r.take("RememberResult");
        if (remember && (!iequal(*remember, "True") || !no_call || flipper != kWhoItem))
          return Status::error(api + ": RememberResult$ is supported only with NoCall$ True and Flipper$ Remembered");
        emit(Op::FlipCoin, flipper);
        const size_t to_lose = prog_.code.size();
        emit(Op::Branch, 0, 0);  // lost: to the LoseSubAbility$
        if (Status s = sub_chain(r, n, no_call ? "HeadsSubAbility" : "WinSubAbility"); !s) return s;
        emit(Op::Push, 0, 1);
        const size_t to_end = prog_.code.size();
        emit(Op::Branch, 1, 0);
        prog_.code[to_lose].b = static_cast<int16_t>(prog_.code.size());
        if (remember) {  // this player's coin came up tails
          emit(Op::VarMark, kVarMarked);
          flips_marked_ = true;
        }
        if (Status s = sub_chain(r, n, no_call ? "TailsSubAbility" : "LoseSubAbility"); !s) return s;
        prog_.code[to_end].b = static_cast<int16_t>(prog_.code.size());
        break;
      }
      case ApiType::RepeatEach:  // 608.2c, 101.4: cards/repeat_compiler.h
        if (Status s = repeat_each(r, n); !s) return s;
        break;
      case ApiType::Repeat:
        if (Status s = repeat(r, n); !s) return s;
        break;
      case ApiType::StoreSVar:
        if (Status s = store_svar(r); !s) return s;
        break;
      case ApiType::GenericChoice: {  // "choose one" as it resolves; Defined$ is who chooses
        Result<int> w = who(r, n);
        if (!w) return w.status();
        if (Status st = generic_choice(r, n, *w); !st) return st;
        break;
      }
      case ApiType::ChoosePlayer:  // cards/choice_compiler.cpp
      case ApiType::ChooseColor:
      case ApiType::ChooseType:
      case ApiType::ChooseCard:
      case ApiType::ChooseNumber: {
        const std::string* d = node.param("SpellDescription");
        const std::string desc = d ? *d : std::string();
        Status st = node.api == ApiType::ChoosePlayer  ? compile_choose_player(taker(r), desc, prog_)
                    : node.api == ApiType::ChooseColor ? compile_choose_color(taker(r), desc, prog_)
                    : node.api == ApiType::ChooseType  ? compile_choose_type(taker(r), desc, prog_)
                    : node.api == ApiType::ChooseCard  ? compile_choose_card(taker(r), desc, prog_)
                                                       : compile_choose_number(taker(r), desc, prog_);
        if (!st) return st;
        break;
      }
      default:
        return Status::error("ApiType " + api + " is not supported yet");
    }
    return r.leftovers();
  }

  // RepeatEach | RepeatPlayers$ Player (or TargetedAndYou: you and your targeted opponent, in
  // a two-player game the same two) | RepeatSubAbility$ S: S runs once for each player in
  // APNAP order (101.4), with "Remembered" naming that player. Unrolled: S is compiled once per
  // player after `each.player k`.
  Status repeat_each(NodeReader& r, int n) {
    const std::string* players = r.take("RepeatPlayers");
    if (!players) return Status::error("RepeatEach: only RepeatPlayers$ is supported (RepeatCards$ and others are not yet)");
    if (*players == "TargetedAndYou") {
      bool opponent = false;
      for (int slot = 0; slot < prog_.num_targets; ++slot)
        for (const FilterTerm& t : prog_.filters[slot].terms) opponent |= t.player && t.control == FilterControl::Opponent;
      if (!opponent || prog_.num_targets != 1) return Status::error("RepeatEach: RepeatPlayers$ TargetedAndYou needs one target opponent");
    } else if (*players != "Player") {
      return Status::error("RepeatEach: RepeatPlayers$ " + *players + " is not supported");
    }
    if (in_repeat_) return Status::error("RepeatEach inside RepeatEach is not supported");
    if (!r.node().param("RepeatSubAbility")) return Status::error("RepeatEach: needs RepeatSubAbility$");
    in_repeat_ = true;
    remember_count_ = true;
    for (int k = 0; k < kNumPlayers; ++k) {
      emit(Op::EachPlayer, 0, k);
      if (Status s = sub_chain(r, n, "RepeatSubAbility"); !s) return s;
    }
    in_repeat_ = false;
    return Status::ok();
  }

  // Repeat | RepeatSubAbility$ S | RepeatCheckSVar$ V | RepeatSVarCompare$ GT0: S runs, then
  // again while V compares true ("repeat this process until ...", 608.2c); or RepeatCount$ N
  // (a number up to 8): S runs N times.
  Status repeat(NodeReader& r, int n) {
    if (!r.node().param("RepeatSubAbility")) return Status::error("Repeat: needs RepeatSubAbility$");
    r.take("ValidTgts");  // its target is chosen while casting (the sub-abilities name it)
    if (const std::string* opt = r.node().param("RepeatOptional"))
      return Status::error("Repeat: RepeatOptional$ " + *opt + " is not supported");
    if (const std::string* count = r.take("RepeatCount")) {
      if (!is_integer(*count) || std::stoi(*count) < 1 || std::stoi(*count) > 8)
        return Status::error("Repeat: RepeatCount$ " + *count + " is not supported (a number 1 to 8)");
      for (int k = std::stoi(*count); k > 0; --k)
        if (Status s = sub_chain(r, n, "RepeatSubAbility"); !s) return s;
      return Status::ok();
    }
    const std::string* check = r.take("RepeatCheckSVar");
    const std::string* cmp = r.take("RepeatSVarCompare");
    if (!check || !cmp) return Status::error("Repeat: needs RepeatCount$ or RepeatCheckSVar$ and RepeatSVarCompare$");
    Result<std::pair<int, int>> c = parse_svar_compare(*cmp);
    if (!c) return Status::error("Repeat: RepeatSVarCompare$ " + c.message());
    const SVarDef* sv = ab_.find_svar(*check, r.node().face);
    if (!sv || sv->name != stored_) return Status::error("Repeat: RepeatCheckSVar$ " + *check + " must be an SVar StoreSVar changes");
    const size_t top = prog_.code.size();
    if (Status s = sub_chain(r, n, "RepeatSubAbility"); !s) return s;
    if (Status s = emit_svar_amount("RepeatCheckSVar", sv, 0); !s) return s;
    emit(Op::Compare, c->first, c->second);
    emit(Op::Branch, 1, static_cast<int>(top));  // again
    return Status::ok();
  }

  // StoreSVar | SVar$ V | Type$ Number|Count|CountSVar | Expression$ E: V (a register) becomes
  // E: a number, a Count$ property, or an amount of SVars ("RepeatCheck/Plus.1").
  Status store_svar(NodeReader& r) {
    const std::string* name = r.take("SVar");
    const std::string* type = r.take("Type");
    const std::string* expr = r.take("Expression");
    if (!name || !type || !expr) return Status::error("StoreSVar: needs SVar$, Type$ and Expression$");
    if (*name != stored_) return Status::error("StoreSVar: SVar$ " + *name + " is not supported");
    std::string amount;
    if (*type == "Number") amount = "Number$" + *expr;
    else if (*type == "Count") amount = "Count$" + *expr;
    else if (*type == "CountSVar") amount = "SVar$" + *expr;
    else return Status::error("StoreSVar: Type$ " + *type + " is not supported");
    Result<AmountExpr> a = parse_amount(amount);
    if (!a) return Status::error("StoreSVar: Expression$ " + *expr + ": " + a.message());
    SVarDef def;
    def.name = "Expression";
    def.value = amount;
    def.face = r.node().face;
    def.kind = SVarKind::Amount;
    def.amount = std::move(*a);
    if (Status s = emit_svar_amount("Expression", &def, 0); !s) return s;
    emit(Op::VarSet, kVarStored);
    return Status::ok();
  }

  // At the start of resolution: the SVar StoreSVar writes holds its defined value.
  Status init_stored(int root) {
    Result<std::string> name = stored_svar(ab_, ab_.nodes[root].face);
    if (!name) return name.status();
    stored_ = *name;
    if (stored_.empty()) return Status::ok();
    const SVarDef* sv = ab_.find_svar(stored_, ab_.nodes[root].face);
    if (!sv) return Status::error("StoreSVar: SVar$ " + stored_ + " is not defined");
    initializing_ = true;
    Status s = emit_svar_amount("SVar", sv, 0);
    initializing_ = false;
    if (!s) return s;
    emit(Op::VarSet, kVarStored);
    return Status::ok();
  }

  // ChangeZoneAll | Origin$ Hand | Defined$ You / Player.IsRemembered (in RepeatEach) |
  // Destination$ Library (Shuffle$ True) / Graveyard / Exile | RememberChanged$ True: every card
  // in that player's hand moves (then the library is shuffled, 701.24a).
  Status move_hand(NodeReader& r, int n) {
    r.take("Origin");
    if (const std::string* t = r.take("ChangeType"); t && !iequal(*t, "Card"))
      return Status::error("ChangeZoneAll: Origin$ Hand with ChangeType$ " + *t + " is not supported");
    if (r.node().param("ValidTgts")) return Status::error("ChangeZoneAll: Origin$ Hand with a target is not supported");
    Result<int> w = who(r, n);
    if (!w) return w.status();
    const std::string* dest = r.take("Destination");
    const std::string* shuffle = r.take("Shuffle");
    const std::string* pos = r.take("LibraryPosition");
    const bool shuffled = shuffle && iequal(*shuffle, "True");
    int zone;
    if (dest && iequal(*dest, "Library") && shuffled) zone = kZoneLibraryShuffle;
    else if (dest && iequal(*dest, "Graveyard") && !shuffle) zone = kZoneGraveyard;
    else if (dest && iequal(*dest, "Exile") && !shuffle) zone = kZoneExile;
    else return Status::error("ChangeZoneAll: Origin$ Hand to " + (dest ? *dest : std::string("nowhere")) + (shuffled ? "" : " without Shuffle$ True") + " is not supported");
    if (pos && zone != kZoneLibraryShuffle) return Status::error("ChangeZoneAll: LibraryPosition$ is not supported here");
    int flags = zone;
    if (const std::string* rc = r.take("RememberChanged")) {
      if (!iequal(*rc, "True")) return Status::error("ChangeZoneAll: RememberChanged$ " + *rc + " is not supported");
      flags |= 8;
      remember_count_ = true;
    }
    emit(Op::MoveHand, *w, flags);
    return Status::ok();
  }

  // The parameter reader library_compiler.h's functions take.
  static TakeParam taker(NodeReader& r) {
    return [&r](std::string_view k) { return r.take(k); };
  }

  // A player named by node n: its own player target, Defined$ Targeted (an earlier node's
  // player target) or Defined$ You (the default).
  Result<int> targeted_player(NodeReader& r, int n) {
    const std::string* d = r.node().param("Defined");
    if (d && *d == "Targeted" && !r.node().param("ValidTgts")) {
      r.take("Defined");
      for (int slot = prog_.num_targets - 1; slot >= 0; --slot)
        if (prog_.filters[slot].allows_players() && !prog_.filters[slot].allows_objects()) return slot;
      return Status::error(std::string(api_type_name(r.node().api)) + ": Defined$ Targeted but no earlier node targets a player");
    }
    return who(r, n);
  }

  // GenericChoice | Choices$ A,B,...: `choose who c` (a choose decision offering each option's
  // SpellDescription$; asked even when they would do the same), then each option's chain
  // behind a `mode.skip`, and a final `branch` that pops the answer. Options may not target.
  Status generic_choice(NodeReader& r, int n, int chooser) {
    r.take("Choices");
    const AbilityNode& node = ab_.nodes[n];
    std::vector<int> options;
    for (const SVarRef& ref : node.refs)
      if (node.params[ref.param].key == "Choices") {
        if (ref.node < 0) return Status::error("GenericChoice: Choices$ names " + ref.name + ", which is not an ability SVar");
        options.push_back(ref.node);
      }
    if (options.size() < 2 || options.size() > 8)
      return Status::error("GenericChoice: " + std::to_string(options.size()) + " options (2 to 8 are supported)");
    ChoiceSpec spec;
    spec.kind = kChoiceGeneric;
    const std::string* d = node.param("SpellDescription");
    spec.title = d ? "Choose one (" + *d + ")" : std::string("Choose one");
    for (int m : options) {
      const std::string* od = ab_.nodes[m].param("SpellDescription");
      spec.options.push_back(od ? *od : ab_.nodes[m].svar);
    }
    prog_.choices.push_back(std::move(spec));
    emit(Op::Choose, chooser, static_cast<int>(prog_.choices.size()) - 1);
    std::vector<size_t> to_end;
    for (size_t m = 0; m < options.size(); ++m) {
      const size_t skip = prog_.code.size();
      emit(Op::ModeSkip, static_cast<int>(m), 0);
      std::vector<int> chain;
      if (Status st = chain_of(options[m], chain); !st) return st;
      for (int k : chain) {
        if (ab_.nodes[k].kind != NodeKind::Sub) return Status::error("GenericChoice: option " + ab_.nodes[k].svar + " must be a DB$ ability");
        if (ab_.nodes[k].param("ValidTgts")) return Status::error("GenericChoice: a target in an option is not supported");
        NodeReader mr(ab_, ab_.nodes[k]);
        if (Status st = effect(mr, k); !st) return st;
      }
      emit(Op::Push, 0, 1);
      to_end.push_back(prog_.code.size());
      emit(Op::Branch, 1, 0);
      prog_.code[skip].b = static_cast<int16_t>(prog_.code.size());
    }
    for (size_t at : to_end) prog_.code[at].b = static_cast<int16_t>(prog_.code.size());
    emit(Op::Branch, 1, static_cast<int>(prog_.code.size()) + 1);  // pops the answer
    return Status::ok();
  }

  // The SubAbility$-style chain that parameter `key` of node n names (FlipACoin's
  // WinSubAbility$), compiled in place; nothing if the parameter is absent. Its nodes may not
  // target (targets are chosen while casting, for the main chain only).
  Status sub_chain(NodeReader& r, int n, std::string_view key) {
    if (!r.take(key)) return Status::ok();
    const AbilityNode& node = ab_.nodes[n];
    for (const SVarRef& ref : node.refs) {
      if (node.params[ref.param].key != key) continue;
      if (ref.node < 0) return Status::error(std::string(key) + "$ names " + ref.name + ", which is not an ability SVar");
      std::vector<int> chain;
      if (Status s = chain_of(ref.node, chain); !s) return s;
      for (int m : chain) {
        if (ab_.nodes[m].param("ValidTgts")) return Status::error(std::string(key) + "$: a target there is not supported");
        NodeReader mr(ab_, ab_.nodes[m]);
        if (Status s = effect(mr, m); !s) return s;
      }
      return Status::ok();
    }
    return Status::error(std::string(key) + "$: no such SVar");
  }

  // Effect | ReplacementEffects$ R, where R is "the next time the chosen source would deal
  // damage to you this turn, prevent that damage" (R:Event$ DamageDone | ValidSource$
  // Card.ChosenCard... | ValidTarget$ You | PreventionEffect$ True): a kShieldOnce shield
  // from the source ChooseSource pushed. Any other Effect is refused.
  Status chosen_source_shield(NodeReader& r) {
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
    const AbilityNode& rn = ab_.nodes[rep];
    const std::string event(rn.canonical_head());  // Event$
    const std::string* src = rn.param("ValidSource");
    const std::string* tgt = rn.param("ValidTarget");
    const std::string* prevention = rn.param("PreventionEffect");
    if (!prevention) return chosen_source_replacement(r, rn);
    if (rn.kind != NodeKind::Replacement || event != "DamageDone" || !src ||
        src->rfind("Card.ChosenCard", 0) != 0 || !tgt || *tgt != "You" || !prevention ||
        *prevention != "True")
      return Status::error(
          "Effect: replacement " + rn.svar +
          " is not supported (only: prevent the next damage the chosen source would deal to you)");
    for (const Param& p : rn.params)
      if (p.key != "Event" && p.key != "ValidSource" && p.key != "ValidTarget" &&
          p.key != "PreventionEffect" && p.key != "ReplaceWith" && p.key != "Description" &&
          !p.key.empty())
        return Status::error("Effect: replacement " + rn.svar + ": parameter " + p.key +
                             "$ is not supported");
    prog_.svars.push_back(rn.svar);
    // ReplaceWith$: exiling the effect (the shield ends when used), or "you gain life equal to
    // the damage prevented" and then that.
    int with = -1;
    for (const SVarRef& ref : rn.refs)
      if (rn.params[ref.param].key == "ReplaceWith") with = ref.node;
    if (with < 0)
      return Status::error("Effect: replacement " + rn.svar +
                           " needs ReplaceWith$ naming an ability SVar");
    int flags = 0;
    if (!exiles_the_effect(ab_.nodes[with])) {
      const AbilityNode& gain = ab_.nodes[with];
      const std::string* who = gain.param("Defined");
      const std::string* amount = gain.param("LifeAmount");
      const SVarDef* x = amount ? ab_.find_svar(*amount, gain.face) : nullptr;
      bool ok = gain.api == ApiType::GainLife && who && *who == "You" && x &&
                x->value == "ReplaceCount$DamageAmount" && gain.sub >= 0 &&
                exiles_the_effect(ab_.nodes[gain.sub]);
      for (const Param& p : gain.params)
        ok &= p.key == "Defined" || p.key == "LifeAmount" || p.key == "SubAbility" ||
              descriptive(p.key) || p.key.empty();
      if (!ok)
        return Status::error(
            "Effect: ReplaceWith$ " + gain.svar +
            " is not supported (only exiling the effect, or gaining the life prevented first)");
      prog_.svars.push_back(gain.svar);
      prog_.svars.push_back(x->name);
      with = gain.sub;
      flags = 1;
    }
    prog_.svars.push_back(ab_.nodes[with].svar);
    emit(Op::PreventNextFrom, kWhoYou, flags);
    return Status::ok();
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
  Status chosen_source_replacement(NodeReader& r, const AbilityNode& rn) {
    const std::string what = "Effect: replacement " + rn.svar;
    const std::string* src = rn.param("ValidSource");
    const std::string* tgt = rn.param("ValidTarget");
    if (rn.kind != NodeKind::Replacement || std::string(rn.canonical_head()) != "DamageDone" || !src ||
        without_emblems(*src) != "Card.ChosenCard" || !tgt)
      return Status::error(what + " is not supported (only: the next damage the chosen source would deal)");
    for (const Param& p : rn.params)
      if (p.key != "Event" && p.key != "ValidSource" && p.key != "ValidTarget" && p.key != "ReplaceWith" &&
          p.key != "Description" && !p.key.empty())
        return Status::error(what + ": parameter " + p.key + "$ is not supported");
    int with = -1;
    for (const SVarRef& ref : rn.refs)
      if (rn.params[ref.param].key == "ReplaceWith") with = ref.node;
    if (with < 0) return Status::error(what + " needs ReplaceWith$ naming an ability SVar");
    const AbilityNode& w = ab_.nodes[with];
    const std::string *var = w.param("VarName"), *value = w.param("VarValue"), *type = w.param("VarType");
    bool ok = w.api == ApiType::ReplaceEffect && var && *var == "Affected" && value && *value == "You" && type &&
              *type == "Player" && w.sub >= 0;
    for (const Param& p : w.params)
      ok &= p.key == "VarName" || p.key == "VarValue" || p.key == "VarType" || p.key == "SubAbility" ||
            descriptive(p.key) || p.key.empty();
    if (!ok)
      return Status::error("ReplaceEffect " + w.svar +
                           ": only VarName$ Affected | VarValue$ You | VarType$ Player (the damage is dealt to you) is supported");
    prog_.svars.push_back(rn.svar);
    prog_.svars.push_back(w.svar);
    const AbilityNode& next = ab_.nodes[w.sub];
    int slot, flags;
    if (*tgt == "Creature.IsRemembered" || *tgt == "Card.IsRemembered") {  // redirected to you
      auto it = slot_of_node_.find(current_node_);
      const std::string* remember = r.take("RememberObjects");
      if (it == slot_of_node_.end() || prog_.filters[it->second].allows_players() || !remember || *remember != "Targeted")
        return Status::error(what + ": ValidTarget$ " + *tgt + " needs the Effect's own creature target and RememberObjects$ Targeted");
      r.take("ValidTgts");
      if (!exiles_the_effect(next)) return Status::error(what + ": after ReplaceEffect only exiling the effect is supported");
      slot = it->second;
      flags = 1;
      prog_.svars.push_back(next.svar);
    } else if (*tgt == "You") {  // still dealt to you; this card hits back
      const std::string *d = next.param("Defined"), *ds = next.param("DamageSource"), *num = next.param("NumDmg");
      const SVarDef* x = num ? ab_.find_svar(*num, next.face) : nullptr;
      bool back = next.api == ApiType::DealDamage && d && *d == "ReplacedSourceController" && ds &&
                  *ds == "EffectSource" && x && x->value == "ReplaceCount$DamageAmount" && next.sub >= 0 &&
                  exiles_the_effect(ab_.nodes[next.sub]);
      for (const Param& p : next.params)
        back &= p.key == "Defined" || p.key == "DamageSource" || p.key == "NumDmg" || p.key == "SubAbility" ||
                descriptive(p.key) || p.key.empty();
      if (!back)
        return Status::error(what + ": after ReplaceEffect only \"this card deals that much damage to the source's controller\" is supported");
      slot = kSlotYou;
      flags = 2;
      prog_.svars.push_back(next.svar);
      prog_.svars.push_back(x->name);
      prog_.svars.push_back(ab_.nodes[next.sub].svar);
    } else {
      return Status::error(what + ": ValidTarget$ " + *tgt + " is not supported");
    }
    emit(Op::ReplaceNextFrom, slot, flags);
    return Status::ok();
  }

  // "DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile": an effect ends.
  static bool exiles_the_effect(const AbilityNode& n) {
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

  const CardAbilities& ab_;
  Program prog_;
  std::map<int, int> slot_of_node_;
  std::map<int, int> more_slots_;  // node -> its slots after the first (TargetMin$ = TargetMax$ = N)
  int extra_slots(NodeReader& r, int n) {
    r.take("TargetMin");
    r.take("TargetMax");
    auto it = more_slots_.find(n);
    return it == more_slots_.end() ? 0 : it->second;
  }
  int destroyed_node_ = -1;      // the Destroy node with RememberDestroyed$ True, or -1
  bool destroyed_used_ = false;  // a later node's ConditionDefined$ Remembered read its result
  int remember_node_ = -1;  // the node whose target later nodes call "Remembered"
  int current_node_ = -1;
  std::set<std::pair<int, std::string>> hoisted_;  // (node, amount key) pushed by hoist()
  std::set<int> hoisted_who_;                      // nodes whose player was pushed by hoist()
  int hoisted_count_ = 0;
  bool permanent_source_ = false;  // a triggered ability's effects: the source is a permanent
  bool trigger_ = false;           // likewise: Defined$ Triggered... may be used
  bool optional_ = false;  // the whole ability is optional ("you may", OptionalDecider$ You)
  std::vector<size_t> chain_end_skips_;  // branches to the end of the chain (UnlessResolveSubs$)
  bool drawn_remembered_ = false;  // a Draw | Reveal$ pushed the drawn card's id for a Discard | Mode$ Defined
  bool activated_ = false;  // compiling an activated or triggered ability (its source is a permanent)
  bool in_repeat_ = false;       // compiling RepeatEach's sub-ability: Remembered is its player
  bool remember_count_ = false;  // the Remembered register counts what this ability remembers
  bool flips_marked_ = false;    // a flip marks its player (RememberResult$) in register kVarMarked
  std::string stored_;           // the SVar StoreSVar writes (register kVarStored), or ""
  bool initializing_ = false;    // emitting stored_'s defined value
};

}  // namespace

Result<Program> compile_spell(const CardAbilities& abilities, int node) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size())) return Status::error("no such ability");
  return Compiler(abilities).run(node);
}

Result<Program> compile_ability_effects(const CardAbilities& abilities, int node) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size())) return Status::error("no such ability");
  if (abilities.nodes[node].kind != NodeKind::Activated) return Status::error("not an activated ability");
  return Compiler(abilities).run(node);
}

Result<Program> compile_trigger_effects(const CardAbilities& abilities, int node, bool optional) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size())) return Status::error("no such ability");
  // An AB$ with a cost: only as "you may pay ..." (OptionalDecider$ You), see trigger_cost.
  if (abilities.nodes[node].kind != NodeKind::Sub &&
      !(optional && abilities.nodes[node].kind == NodeKind::Activated))
    return Status::error("Execute$ must name a DB$ ability");
  return Compiler(abilities, /*permanent_source=*/true, optional).run(node);
}

bool spell_api_implemented(ApiType api) {
  switch (api) {
    case ApiType::DealDamage:
    case ApiType::DamageAll:
    case ApiType::Destroy:
    case ApiType::DestroyAll:
    case ApiType::ChangeZone:
    case ApiType::GainLife:
    case ApiType::LoseLife:
    case ApiType::Draw:
    case ApiType::Discard:
    case ApiType::Mana:
    case ApiType::Pump:
    case ApiType::PumpAll:
    case ApiType::Tap:
    case ApiType::TapAll:
    case ApiType::DrainMana:
    case ApiType::Untap:
    case ApiType::Regenerate:
    case ApiType::Counter:
    case ApiType::Attach:
    case ApiType::Animate:
    case ApiType::SetState:
    case ApiType::Play:
    case ApiType::GainControl:
    case ApiType::PutCounter:
    case ApiType::RemoveCounter:
    case ApiType::PutCounterAll:
    case ApiType::Token:
    case ApiType::Sacrifice:
    case ApiType::Mill:
    case ApiType::Cleanup:
    case ApiType::ChangeZoneAll:
    case ApiType::PreventDamage:
    case ApiType::Fog:
    case ApiType::Charm:
    case ApiType::ChooseSource:
    case ApiType::Effect:
    case ApiType::Poison:
    case ApiType::Debuff:
    case ApiType::TapOrUntap:
    case ApiType::Scry:
    case ApiType::Shuffle:
    case ApiType::RevealHand:
    case ApiType::Dig:
    case ApiType::FlipACoin:
    case ApiType::RepeatEach:
    case ApiType::Repeat:
    case ApiType::StoreSVar:
    case ApiType::ChoosePlayer:
    case ApiType::ChooseColor:
    case ApiType::ChooseNumber:
    case ApiType::ChooseType:
    case ApiType::ChooseCard:
    case ApiType::GenericChoice:
      return true;
    default:
      return false;
  }
}

}  // namespace rwd
