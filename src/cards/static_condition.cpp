#include "cards/static_condition.h"

#include <string>

#include "cards/card_def.h"
#include "cards/count_expr.h"
#include "cards/counter_kind.h"
#include "cards/filter_compiler.h"
#include "cards/repeat_compiler.h"
#include "cards/text.h"

namespace rwd {

namespace {

Status fail(std::string_view key, std::string_view what, std::string_view why) {
  return Status::error("Continuous: " + std::string(key) + "$ " + std::string(what) + " " +
                       std::string(why));
}

// What a condition counts, relative to the static's controller ("YouCtrl"). Refused: tests of
// power, toughness or keywords (the statics being applied change them: layers 6 and 7, 613.8)
// and this turn's facts (not refreshed as they change).
Status read_count_filter(std::string_view key, std::string_view what, std::string_view valid,
                         StaticAbility& st, CondAmount& out) {
  Result<Filter> f = compile_filter(valid, st.subtypes, FilterUse::SourceRelative);
  if (!f) return fail(key, what, "is not supported: " + f.message());
  if (f->allows_players()) return fail(key, what, "counts players (not supported)");
  for (const FilterTerm& t : f->terms) {
    if (t.stat >= 0)
      return fail(key, what, "tests power, toughness or mana value (not supported in a condition)");
    if (t.keywords_all || t.keywords_none)
      return fail(key, what, "tests keywords (not supported in a condition: layer 6, 613.8)");
    if (t.turn_facts) return fail(key, what, "tests this turn's facts (not supported)");
  }
  out.filter = std::move(*f);
  return Status::ok();
}

constexpr std::string_view kCountsSupported =
    "is not supported (a static's amount counts a number, Count$Valid, Count$ValidGraveyard, "
    "Count$TypeYouCtrl, Count$TypeInYourYard, Count$TypeInAllYards, Count$InYourHand, "
    "Count$Domain or Count$CardCounters, with /Plus.N, /Minus.N, /Times.N, /Twice or /Negative)";

// Applies one math operation to `out` (value = count * times + n).
Status apply_math(std::string_view key, std::string_view what, const MathOp& m, CondAmount& out) {
  int mul = 0;
  if (m.op == "Twice") {
    mul = 2;
  } else if (m.op == "Thrice") {
    mul = 3;
  } else if (m.op == "Negative") {
    mul = -1;
  } else if (m.op == "Times" && is_integer(m.operand) && m.operand.size() <= 3) {
    mul = std::stoi(m.operand);
  } else {
    Result<int> add = additive_math(m);
    if (!add) return fail(key, what, "is not supported: " + add.message());
    out.n = static_cast<int16_t>(out.n + *add);
    return Status::ok();
  }
  if (mul < -100 || mul > 100) return fail(key, what, "is out of range");
  out.times = static_cast<int16_t>(out.times * mul);
  out.n = static_cast<int16_t>(out.n * mul);
  return Status::ok();
}

// A Count$ property as a CondAmount (the filter still to read into out.filter): the kind and
// the Valid expression, or an error.
Status read_count_kind(std::string_view key, std::string_view what, const CountExpr& c,
                       CondAmount& out, std::string& valid) {
  if ((c.property == "Valid" || c.property == "ValidGraveyard") && c.args.size() == 1) {
    out.kind = c.property == "Valid" ? CondCount::Battlefield : CondCount::Graveyards;
    valid = c.args[0];
  } else if (c.property == "TypeYouCtrl" && c.args.size() == 1) {
    out.kind = CondCount::Battlefield;
    valid = c.args[0] + ".YouCtrl";
  } else if ((c.property == "TypeInYourYard" || c.property == "TypeInAllYards") &&
             c.args.size() == 1) {
    out.kind = c.property == "TypeInYourYard" ? CondCount::YourGraveyard : CondCount::Graveyards;
    valid = c.args[0];
  } else if (c.property == "InYourHand" && c.args.size() <= 1) {
    out.kind = CondCount::YourHand;
    valid = c.args.empty() ? "Card" : c.args[0];
  } else if (c.property == "Domain" && c.args.empty()) {
    out.kind = CondCount::Domain;
  } else if (c.property == "CardCounters" && c.args.size() == 1) {
    const int kind = counter_kind_from_script(c.args[0]);
    if (kind < 0) return fail(key, what, "counts a counter type the engine lacks");
    out.kind = CondCount::SourceCounters;
    out.counter = static_cast<uint8_t>(kind);
  } else {
    return fail(key, what, kCountsSupported);
  }
  return Status::ok();
}

// The amount SVar `name` (or an integer) as a CondAmount.
Status read_amount(std::string_view key, std::string_view name, std::string_view script,
                   StaticAbility& st, CondAmount& out, int depth = 0) {
  name = trim(name);
  if (is_integer(name) && name.size() <= 4) {
    out = CondAmount{CondCount::Number, static_cast<int16_t>(std::stoi(std::string(name))), {}};
    return Status::ok();
  }
  const std::string text = find_svar_text(script, name);
  if (text.empty()) return fail(key, name, "names no SVar of the card");
  const std::string what = std::string(name) + " = " + text;
  Result<AmountExpr> a = parse_amount(text);
  if (!a) return fail(key, what, "is not supported: " + a.message());
  if (a->source == AmountSource::Number) {
    if (a->number < -1000 || a->number > 1000) return fail(key, what, "is out of range");
    out = CondAmount{CondCount::Number, static_cast<int16_t>(a->number), {}};
  } else if (a->source == AmountSource::SVar && depth < 4) {
    if (Status s = read_amount(key, a->body, script, st, out, depth + 1); !s) return s;
  } else if (a->source != AmountSource::Count) {
    return fail(key, what, kCountsSupported);
  } else {
    out = CondAmount{};
    std::string valid;
    if (Status s = read_count_kind(key, what, a->count, out, valid); !s) return s;
    if (!valid.empty())
      if (Status s = read_count_filter(key, what, valid, st, out); !s) return s;
  }
  if (a->math) return apply_math(key, what, *a->math, out);
  return Status::ok();
}

// "GE3", "LTY": the operator and the right-hand side (a number or an SVar).
Status read_compare(std::string_view key, std::string_view text, std::string_view script,
                    StaticAbility& st, StaticCheck& c) {
  static constexpr std::string_view kOps[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  text = trim(text);
  for (int op = 0; op < 6; ++op)
    if (text.size() > 2 && text.substr(0, 2) == kOps[op]) {
      c.op = static_cast<uint8_t>(op);
      return read_amount(key, text.substr(2), script, st, c.rhs);
    }
  return fail(key, text, "is not a comparison (EQ/NE/LT/LE/GT/GE and a number or an SVar)");
}

Status read_check(const TakeParam& take, std::string_view svar_key, std::string_view compare_key,
                  std::string_view script, StaticAbility& st) {
  const std::string* name = take(svar_key);
  const std::string* cmp = take(compare_key);
  if (!name) {
    if (cmp) return fail(compare_key, *cmp, "needs " + std::string(svar_key) + "$");
    return Status::ok();
  }
  StaticCheck c;
  if (Status s = read_amount(svar_key, *name, script, st, c.lhs); !s) return s;
  // Without a comparison Forge asks for at least one (GE1).
  if (Status s = read_compare(compare_key, cmp ? *cmp : "GE1", script, st, c); !s) return s;
  st.condition.checks.push_back(std::move(c));
  return Status::ok();
}

// Condition$ words: ability words (207.2c) that name a condition, and whose turn it is.
Status read_condition_word(const TakeParam& take, StaticAbility& st) {
  const std::string* v = take("Condition");
  if (!v) return Status::ok();
  const std::string_view w = trim(*v);
  StaticCheck c;
  c.op = static_cast<uint8_t>(Compare::GE);
  std::string valid;
  if (w == "Threshold") {  // seven or more cards in your graveyard
    c.lhs.kind = CondCount::YourGraveyard;
    valid = "Card";
    c.rhs.n = 7;
  } else if (w == "Hellbent") {  // no cards in your hand
    c.lhs.kind = CondCount::YourHand;
    valid = "Card";
    c.op = static_cast<uint8_t>(Compare::EQ);
    c.rhs.n = 0;
  } else if (w == "Metalcraft") {  // you control three or more artifacts
    c.lhs.kind = CondCount::Battlefield;
    valid = "Artifact.YouCtrl";
    c.rhs.n = 3;
  } else if (w == "Delirium") {  // four or more card types among cards in your graveyard
    c.lhs.kind = CondCount::YourGraveyardTypes;
    c.rhs.n = 4;
  } else if (w == "PlayerTurn" || w == "NotPlayerTurn") {
    st.condition.your_turn = w == "PlayerTurn";
    return Status::ok();
  } else {
    return fail("Condition", w,
                "is not supported (only Threshold, Hellbent, Metalcraft, Delirium, PlayerTurn, "
                "NotPlayerTurn)");
  }
  if (!valid.empty())
    if (Status s = read_count_filter("Condition", w, valid, st, c.lhs); !s) return s;
  st.condition.checks.push_back(std::move(c));
  return Status::ok();
}

}  // namespace

Status read_static_condition(const TakeParam& take, std::string_view script, StaticAbility& st) {
  if (Status s = read_check(take, "CheckSVar", "SVarCompare", script, st); !s) return s;
  if (Status s = read_check(take, "CheckSecondSVar", "SecondSVarCompare", script, st); !s) return s;
  return read_condition_word(take, st);
}

Status read_static_pt_amount(std::string_view key, std::string_view value, std::string_view script,
                             StaticAbility& st, CondAmount& out) {
  value = trim(value);
  const bool negative = !value.empty() && value[0] == '-';
  if (!value.empty() && (value[0] == '-' || value[0] == '+')) value.remove_prefix(1);
  // "AffectedX": counted for each affected object (Alpha Status), not for the source.
  if (value.substr(0, 8) == "Affected")
    return fail(key, value, "is counted for each affected object (not supported)");
  if (Status s = read_amount(key, value, script, st, out); !s) return s;
  if (negative) {
    out.times = static_cast<int16_t>(-out.times);
    out.n = static_cast<int16_t>(-out.n);
  }
  return Status::ok();
}

std::vector<std::string> static_svar_chain(std::string name, std::string_view script) {
  std::vector<std::string> names;
  if (!name.empty() && (name[0] == '-' || name[0] == '+')) name.erase(0, 1);
  for (int depth = 0; depth < 5 && !name.empty() && !is_integer(name); ++depth) {
    names.push_back(name);
    const std::string text = find_svar_text(script, name);
    if (text.substr(0, 5) != "SVar$") break;
    name = text.substr(
        5, text.find('/') == std::string::npos ? std::string::npos : text.find('/') - 5);
  }
  return names;
}

bool has_static_condition_params(const AbilityNode& node) {
  for (std::string_view key :
       {"CheckSVar", "SVarCompare", "CheckSecondSVar", "SecondSVarCompare", "Condition"})
    if (node.param(key)) return true;
  return false;
}

std::vector<std::string> static_condition_svars(const AbilityNode& node, std::string_view script) {
  std::vector<std::string> names;
  for (std::string_view key :
       {"CheckSVar", "SVarCompare", "CheckSecondSVar", "SecondSVarCompare"}) {
    const std::string* v = node.param(key);
    if (!v) continue;
    std::string name(trim(key.ends_with("Compare") ? std::string_view(*v).substr(2) : *v));
    for (std::string& n : static_svar_chain(std::move(name), script)) names.push_back(std::move(n));
  }
  return names;
}

}  // namespace rwd
