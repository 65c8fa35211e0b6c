#include "cards/choice_compiler.h"
#include "cards/effect_compiler.h"
#include "cards/repeat_compiler.h"
#include "cards/text.h"

namespace rwd {

namespace {

// GenericChoice | Choices$ A,B,...: `choose who c` (a choose decision offering each option's
// SpellDescription$; asked even when they would do the same), then each option's chain
// behind a `mode.skip`, and a final `branch` that pops the answer. Options may not target.
Status generic_choice(EffectCompiler& c, NodeReader& r, int n, int chooser) {
  r.take("Choices");
  const AbilityNode& node = c.ab_.nodes[n];
  std::vector<int> options;
  for (const SVarRef& ref : node.refs)
    if (node.params[ref.param].key == "Choices") {
      if (ref.node < 0)
        return Status::error("GenericChoice: Choices$ names " + ref.name +
                             ", which is not an ability SVar");
      options.push_back(ref.node);
    }
  if (options.size() < 2 || options.size() > 8)
    return Status::error("GenericChoice: " + std::to_string(options.size()) +
                         " options (2 to 8 are supported)");
  ChoiceSpec spec;
  spec.kind = kChoiceGeneric;
  const std::string* d = node.param("SpellDescription");
  spec.title = d ? "Choose one (" + *d + ")" : std::string("Choose one");
  for (int m : options) {
    const std::string* od = c.ab_.nodes[m].param("SpellDescription");
    spec.options.push_back(od ? *od : c.ab_.nodes[m].svar);
  }
  c.prog_.choices.push_back(std::move(spec));
  c.emit(Op::Choose, chooser, static_cast<int>(c.prog_.choices.size()) - 1);
  std::vector<size_t> to_end;
  for (size_t m = 0; m < options.size(); ++m) {
    const size_t skip = c.prog_.code.size();
    c.emit(Op::ModeSkip, static_cast<int>(m), 0);
    std::vector<int> chain;
    if (Status st = c.chain_of(options[m], chain); !st) return st;
    for (int k : chain) {
      if (c.ab_.nodes[k].kind != NodeKind::Sub)
        return Status::error("GenericChoice: option " + c.ab_.nodes[k].svar +
                             " must be a DB$ ability");
      if (c.ab_.nodes[k].param("ValidTgts"))
        return Status::error("GenericChoice: a target in an option is not supported");
      NodeReader mr(c.ab_, c.ab_.nodes[k]);
      if (Status st = c.effect(mr, k); !st) return st;
    }
    c.emit(Op::Push, 0, 1);
    to_end.push_back(c.prog_.code.size());
    c.emit(Op::Branch, 1, 0);
    c.prog_.code[skip].b = static_cast<int16_t>(c.prog_.code.size());
  }
  for (size_t at : to_end) c.prog_.code[at].b = static_cast<int16_t>(c.prog_.code.size());
  c.emit(Op::Branch, 1, static_cast<int>(c.prog_.code.size()) + 1);  // pops the answer
  return Status::ok();
}

}  // namespace

// RepeatEach | RepeatPlayers$ Player (or TargetedAndYou: you and your targeted opponent, in
// a two-player game the same two; or Player.Opponent: the other player) | RepeatSubAbility$ S: S runs once for each player in
// APNAP order (101.4), with "Remembered" naming that player. Unrolled: S is compiled once per
// player after `each.player k`.
Status compile_repeat_each(EffectCompiler& c, NodeReader& r, int n) {
  const std::string* players = r.take("RepeatPlayers");
  if (!players)
    return Status::error(
        "RepeatEach: only RepeatPlayers$ is supported (RepeatCards$ and others are not yet)");
  if (*players == "TargetedAndYou") {
    bool opponent = false;
    for (int slot = 0; slot < c.prog_.num_targets; ++slot)
      for (const FilterTerm& t : c.slot_filter(slot).terms)
        opponent |= t.player && t.control == FilterControl::Opponent;
    if (!opponent || c.prog_.num_targets != 1)
      return Status::error("RepeatEach: RepeatPlayers$ TargetedAndYou needs one target opponent");
  } else if (*players != "Player" && *players != "Player.Opponent") {
    return Status::error("RepeatEach: RepeatPlayers$ " + *players + " is not supported");
  }
  if (c.in_repeat_) return Status::error("RepeatEach inside RepeatEach is not supported");
  if (!r.node().param("RepeatSubAbility"))
    return Status::error("RepeatEach: needs RepeatSubAbility$");
  c.in_repeat_ = true;
  c.remember_count_ = true;
  const bool opponents = *players == "Player.Opponent";  // each opponent: the other player
  for (int k = 0; k < (opponents ? 1 : kNumPlayers); ++k) {
    c.emit(Op::EachPlayer, opponents ? 1 : 0, k);
    if (Status s = c.sub_chain(r, n, "RepeatSubAbility"); !s) return s;
  }
  c.in_repeat_ = false;
  return Status::ok();
}

// Repeat | RepeatSubAbility$ S | RepeatCheckSVar$ V | RepeatSVarCompare$ GT0: S runs, then
// again while V compares true ("repeat this process until ...", 608.2c); or RepeatCount$ N
// (a number up to 8): S runs N times.
Status compile_repeat(EffectCompiler& c, NodeReader& r, int n) {
  if (!r.node().param("RepeatSubAbility")) return Status::error("Repeat: needs RepeatSubAbility$");
  r.take("ValidTgts");  // its target is chosen while casting (the sub-abilities name it)
  if (const std::string* opt = r.node().param("RepeatOptional"))
    return Status::error("Repeat: RepeatOptional$ " + *opt + " is not supported");
  if (const std::string* count = r.take("RepeatCount")) {
    if (!is_integer(*count) || std::stoi(*count) < 1 || std::stoi(*count) > 8)
      return Status::error("Repeat: RepeatCount$ " + *count +
                           " is not supported (a number 1 to 8)");
    for (int k = std::stoi(*count); k > 0; --k)
      if (Status s = c.sub_chain(r, n, "RepeatSubAbility"); !s) return s;
    return Status::ok();
  }
  const std::string* check = r.take("RepeatCheckSVar");
  const std::string* cmp = r.take("RepeatSVarCompare");
  if (!check || !cmp)
    return Status::error("Repeat: needs RepeatCount$ or RepeatCheckSVar$ and RepeatSVarCompare$");
  Result<std::pair<int, int>> test = parse_svar_compare(*cmp);
  if (!test) return Status::error("Repeat: RepeatSVarCompare$ " + test.message());
  const SVarDef* sv = c.ab_.find_svar(*check, r.node().face);
  if (!sv || sv->name != c.stored_)
    return Status::error("Repeat: RepeatCheckSVar$ " + *check +
                         " must be an SVar StoreSVar changes");
  const size_t top = c.prog_.code.size();
  if (Status s = c.sub_chain(r, n, "RepeatSubAbility"); !s) return s;
  if (Status s = c.emit_svar_amount("RepeatCheckSVar", sv, 0); !s) return s;
  c.emit(Op::Compare, test->first, test->second);
  c.emit(Op::Branch, 1, static_cast<int>(top));  // again
  return Status::ok();
}

// StoreSVar | SVar$ V | Type$ Number|Count|CountSVar | Expression$ E: V (a register) becomes
// E: a number, a Count$ property, or an amount of SVars ("RepeatCheck/Plus.1").
Status compile_store_svar(EffectCompiler& c, NodeReader& r, int) {
  const std::string* name = r.take("SVar");
  const std::string* type = r.take("Type");
  const std::string* expr = r.take("Expression");
  if (!name || !type || !expr)
    return Status::error("StoreSVar: needs SVar$, Type$ and Expression$");
  if (*name != c.stored_) return Status::error("StoreSVar: SVar$ " + *name + " is not supported");
  std::string amount;
  if (*type == "Number")
    amount = "Number$" + *expr;
  else if (*type == "Count")
    amount = "Count$" + *expr;
  else if (*type == "CountSVar")
    amount = "SVar$" + *expr;
  else
    return Status::error("StoreSVar: Type$ " + *type + " is not supported");
  Result<AmountExpr> a = parse_amount(amount);
  if (!a) return Status::error("StoreSVar: Expression$ " + *expr + ": " + a.message());
  SVarDef def;
  def.name = "Expression";
  def.value = amount;
  def.face = r.node().face;
  def.kind = SVarKind::Amount;
  def.amount = std::move(*a);
  if (Status s = c.emit_svar_amount("Expression", &def, 0); !s) return s;
  c.emit(Op::VarSet, kVarStored);
  return Status::ok();
}

// The SubAbility$-style chain that parameter `key` of node n names (FlipACoin's
// WinSubAbility$), compiled in place; nothing if the parameter is absent. Its nodes may not
// target (targets are chosen while casting, for the main chain only).
Status EffectCompiler::sub_chain(NodeReader& r, int n, std::string_view key) {
  if (!r.take(key)) return Status::ok();
  const AbilityNode& node = ab_.nodes[n];
  for (const SVarRef& ref : node.refs) {
    if (node.params[ref.param].key != key) continue;
    if (ref.node < 0)
      return Status::error(std::string(key) + "$ names " + ref.name +
                           ", which is not an ability SVar");
    std::vector<int> chain;
    if (Status s = chain_of(ref.node, chain); !s) return s;
    for (int m : chain) {
      if (ab_.nodes[m].param("ValidTgts"))
        return Status::error(std::string(key) + "$: a target there is not supported");
      NodeReader mr(ab_, ab_.nodes[m]);
      if (Status s = effect(mr, m); !s) return s;
    }
    return Status::ok();
  }
  return Status::error(std::string(key) + "$: no such SVar");
}

// At the start of resolution: the SVar StoreSVar writes holds its defined value.
Status EffectCompiler::init_stored(int root) {
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

Status compile_cleanup(EffectCompiler& c, NodeReader& r, int) {
  const std::string api(api_type_name(r.node().api));
  // What is remembered is the remembering node's target, and a chosen source lives on
  // the machine's stack only: nothing to clear, but only those two forms are known.
  const std::string* remembered = r.take("ClearRemembered");
  const std::string* chosen = r.take("ClearChosenCard");
  const std::string* flips = r.take("ClearCoinFlips");
  if (!remembered && !chosen && !flips)
    return Status::error(
        api +
        ": only ClearRemembered$ True, ClearChosenCard$ True or ClearCoinFlips$ True is supported");
  for (const std::string* v : {remembered, chosen, flips})
    if (v && !iequal(*v, "True"))
      return Status::error(api +
                           ": only ClearRemembered$ True, ClearChosenCard$ True or ClearCoinFlips$ "
                           "True is supported");
  if (remembered && c.remember_count_) {  // the Remembered count starts again
    c.emit(Op::Push, 0, 0);
    c.emit(Op::VarSet, kVarRemembered);
  }
  if (flips) {
    if (!c.flips_marked_)
      return Status::error(api + ": ClearCoinFlips$ without a flip that remembers its result");
    c.emit(Op::Push, 0, 0);
    c.emit(Op::VarSet, kVarMarked);
  }
  return Status::ok();
}

// 705: "flip a coin; if you win ..., if you lose ..."
Status compile_flip(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  int flipper = kWhoYou;
  if (const std::string* f = r.take("Flipper")) {
    if (c.in_repeat_ && *f == "Remembered")
      flipper = kWhoItem;  // the player RepeatEach is at
    else if (*f != "You")
      return Status::error(api + ": Flipper$ " + *f + " is not supported");
  }
  // NoCall$ True: no one calls it; heads counts as the won flip and tails as the lost one.
  const std::string* no_call = r.take("NoCall");
  if (no_call && !iequal(*no_call, "True"))
    return Status::error(api + ": NoCall$ " + *no_call + " is not supported");
  const std::string* remember = r.take("RememberResult");
  if (remember && (!iequal(*remember, "True") || !no_call || flipper != kWhoItem))
    return Status::error(
        api + ": RememberResult$ is supported only with NoCall$ True and Flipper$ Remembered");
  c.emit(Op::FlipCoin, flipper);
  const size_t to_lose = c.prog_.code.size();
  c.emit(Op::Branch, 0, 0);  // lost: to the LoseSubAbility$
  if (Status s = c.sub_chain(r, n, no_call ? "HeadsSubAbility" : "WinSubAbility"); !s) return s;
  c.emit(Op::Push, 0, 1);
  const size_t to_end = c.prog_.code.size();
  c.emit(Op::Branch, 1, 0);
  c.prog_.code[to_lose].b = static_cast<int16_t>(c.prog_.code.size());
  if (remember) {  // this player's coin came up tails
    c.emit(Op::VarMark, kVarMarked);
    c.flips_marked_ = true;
  }
  if (Status s = c.sub_chain(r, n, no_call ? "TailsSubAbility" : "LoseSubAbility"); !s) return s;
  c.prog_.code[to_end].b = static_cast<int16_t>(c.prog_.code.size());
  return Status::ok();
}

// "choose one" as it resolves; Defined$ is who chooses
Status compile_generic_choice(EffectCompiler& c, NodeReader& r, int n) {
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  if (Status st = generic_choice(c, r, n, *w); !st) return st;
  return Status::ok();
}

// cards/choice_compiler.cpp
Status compile_choose(EffectCompiler& c, NodeReader& r, int) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  const std::string* d = node.param("SpellDescription");
  const std::string desc = d ? *d : std::string();
  Status st = node.api == ApiType::ChoosePlayer
                  ? compile_choose_player(EffectCompiler::taker(r), desc, c.prog_)
              : node.api == ApiType::ChooseColor
                  ? compile_choose_color(EffectCompiler::taker(r), desc, c.prog_)
              : node.api == ApiType::ChooseType
                  ? compile_choose_type(EffectCompiler::taker(r), desc, c.prog_)
              : node.api == ApiType::ChooseCard
                  ? compile_choose_card(EffectCompiler::taker(r), desc, c.prog_)
                  : compile_choose_number(EffectCompiler::taker(r), desc, c.prog_);
  if (!st) return st;
  return Status::ok();
}

}  // namespace rwd
