#include <algorithm>

#include "cards/choice_compiler.h"
#include "cards/counter_kind.h"
#include "cards/effect_compiler.h"
#include "cards/repeat_compiler.h"
#include "cards/text.h"

namespace rwd {

// Emits the code that pushes amount SVar `sv` (Count$, Number$, SVar$), or an error.
Status EffectCompiler::emit_svar_amount(const std::string& key, const SVarDef* sv, int depth) {
  const std::string what = key + "$ " + sv->name + " = " + sv->value;
  if (!sv->amount) return Status::error(what + " is not supported");
  const AmountExpr& a = *sv->amount;
  if (is_chosen_amount(a)) {  // cards/choice_compiler.cpp
    if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end())
      prog_.svars.push_back(sv->name);
    if (Status s = compile_chosen_amount(a, prog_); !s)
      return Status::error(what + ": " + s.message());
    return Status::ok();
  }
  if (a.math) {  // /Plus.N, /Minus.N: the amount, then add; /Times.N, /Twice: multiply
    const MathOp& m = *a.math;
    const bool times = m.op == "Twice" || (m.op == "Times" && is_integer(m.operand) &&
                                           std::stoi(m.operand) >= 0 && std::stoi(m.operand) <= 100);
    Result<int> add = times ? Result<int>(0) : additive_math(m);
    if (!add) return Status::error(what + ": " + add.message());
    SVarDef base = *sv;
    base.amount->math.reset();
    if (Status s = emit_svar_amount(key, &base, depth + 1); !s) return s;
    if (times) emit(Op::Math, kMathTimes, m.op == "Twice" ? 2 : std::stoi(m.operand));
    if (*add) emit(Op::AddN, 0, *add);
    return Status::ok();
  }
  if (!stored_.empty() && sv->name == stored_ && !initializing_) {  // a value StoreSVar keeps
    if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end())
      prog_.svars.push_back(sv->name);
    emit(Op::VarGet, kVarStored);
    return Status::ok();
  }
  if (is_remembered_count(a)) {  // how many objects and players the ability remembers
    if (!remember_count_)
      return Status::error(what + ": nothing this ability remembers is counted");
    if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end())
      prog_.svars.push_back(sv->name);
    emit(Op::VarGet, kVarRemembered);
    return Status::ok();
  }
  if (std::find(prog_.svars.begin(), prog_.svars.end(), sv->name) == prog_.svars.end())
    prog_.svars.push_back(sv->name);
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
    if (p != "CardManaCost" && !activated_)
      return Status::error(what + ": only a permanent's own power or toughness");
    emit(Op::PushProp, kSlotSelf,
         p == "CardPower"       ? kPropPower
         : p == "CardToughness" ? kPropToughness
                                : kPropManaValue);
    return Status::ok();
  }
  if (p == "Kicked" && c.args.size() == 2 && is_integer(c.args[0]) && is_integer(c.args[1])) {
    // "Count$Kicked.A.B": A if the source was kicked (702.33d), else B: B + kicked * (A - B).
    const int a = std::stoi(c.args[0]), b = std::stoi(c.args[1]);
    if (a < -1000 || a > 1000 || b < -1000 || b > 1000)
      return Status::error(what + " is out of range");
    emit(Op::PushProp, kSlotSelf, kPropKicked);
    if (a - b != 1) emit(Op::Math, kMathTimes, a - b);
    if (b) emit(Op::AddN, 0, b);
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
Status EffectCompiler::push_amount(NodeReader& r, std::string_view key, int fallback) {
  if (hoisted_.count({current_node_, std::string(key)})) {
    r.take(key);
    return Status::ok();
  }
  return push_amount_value(r, key, r.take(key), fallback);
}

Status EffectCompiler::push_amount_value(NodeReader& r, std::string_view key,
                                         const std::string* v, int fallback) {
  if (!v) {
    if (fallback < 0)
      return Status::error(std::string(api_type_name(r.node().api)) + ": needs " +
                           std::string(key) + "$");
    emit(Op::Push, 0, fallback);
    return Status::ok();
  }
  if (is_integer(*v)) {
    int n = std::stoi(*v);
    if (n < -1000 || n > 1000)
      return Status::error(std::string(key) + "$ " + *v + " is out of range");
    emit(Op::Push, 0, n);
    return Status::ok();
  }
  const SVarDef* sv = ab_.find_svar(*v, r.node().face);
  if (*v == "X" && sv && sv->amount && sv->amount->source == AmountSource::Count &&
      iequal(sv->amount->body, "xPaid") && !sv->amount->math) {
    if (std::find(prog_.svars.begin(), prog_.svars.end(), *v) == prog_.svars.end())
      prog_.svars.push_back(*v);
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
  return Status::error(std::string(key) + "$ " + *v + (sv ? " = " + sv->value : std::string()) +
                       " is not supported");
}

// "+3", "-2", "+X", "X" or absent (0): a P/T change.
Status EffectCompiler::push_signed(NodeReader& r, std::string_view key) {
  const std::string* v = r.node().param(key);
  if (!v) {
    emit(Op::Push, 0, 0);
    return Status::ok();
  }
  // "+X" / "-X": the SVar's amount, negated for "-" (NumDef$ -X: "gets -X/-X").
  if (v->size() > 1 && (v->front() == '+' || v->front() == '-') && !is_integer(*v)) {
    const std::string name = v->substr(1);
    const bool minus = v->front() == '-';
    r.take(key);
    if (Status s = push_amount_value(r, key, &name, 0); !s) return s;
    if (minus) emit(Op::Math, kMathTimes, -1);
    return Status::ok();
  }
  return push_amount(r, key, 0);
}

}  // namespace rwd
