#include "cards/enters_tapped_compiler.h"

#include <charconv>
#include <memory>
#include <string_view>

#include "cards/counter_kind.h"
#include "cards/filter_compiler.h"
#include "cards/repeat_compiler.h"
#include "cards/text.h"

namespace rwd {

namespace {

bool is_true(const std::string* v) {
  return v && iequal(*v, "True");
}

// Parameters that only describe the ability or advise Forge's AI.
bool is_text_param(std::string_view key) {
  return key == "SpellDescription" || key == "StackDescription" || key == "References" ||
         key == "UnlessAI" || key == "AILogic";
}

// Every parameter of `n` is in `known` or describes it; else an error naming the first.
Status only_params(const AbilityNode& n, std::initializer_list<std::string_view> known) {
  for (const Param& p : n.params) {
    bool ok = is_text_param(p.key);
    for (std::string_view k : known) ok |= p.key == k;
    if (!ok)
      return Status::error("enters tapped: " + std::string(n.canonical_head()) + " parameter " +
                           p.key + "$ is not supported");
  }
  return Status::ok();
}

// The Valid text a Count$ amount SVar counts permanents of: Count$Valid <Valid> and
// Count$LastStateBattlefield <Valid> (the permanent itself is not yet on the battlefield, so
// both count the others). Errors for any other amount.
Result<std::string> counted_valid(const CardAbilities& ab, const std::string& name, int face) {
  const SVarDef* sv = ab.find_svar(name, face);
  if (!sv || !sv->amount) return Status::error("enters tapped: " + name + " is not an amount SVar");
  const AmountExpr& a = *sv->amount;
  const bool valid = a.source == AmountSource::Count &&
                     (a.count.property == "Valid" || a.count.property == "LastStateBattlefield");
  if (!valid || a.math || a.count.args.size() != 1)
    return Status::error("enters tapped: the count " + sv->value + " is not supported");
  return a.count.args[0];
}

// The condition of the Tap node, if any, into face.enters_tapped_if.
Status compile_condition(const CardAbilities& ab, const AbilityNode& n, CardFace& face,
                         std::vector<std::string>& used) {
  const std::string* present = n.param("ConditionPresent");
  const std::string* check = n.param("ConditionCheckSVar");
  if (!present && !check) {
    face.self_rules = static_cast<uint8_t>(face.self_rules | kRuleEntersTapped);
    return Status::ok();
  }
  if (present && check)
    return Status::error("enters tapped: ConditionPresent$ with ConditionCheckSVar$");
  std::string valid;
  const std::string* cmp_text = nullptr;
  if (present) {
    valid = *present;
    cmp_text = n.param("ConditionCompare");
  } else {
    Result<std::string> v = counted_valid(ab, *check, n.face);
    if (!v) return v.status();
    valid = *v;
    used.push_back(*check);
    cmp_text = n.param("ConditionSVarCompare");
  }
  Result<std::pair<int, int>> cmp = parse_svar_compare(cmp_text ? *cmp_text : "GE1");
  if (!cmp) return Status::error("enters tapped: " + cmp.message());
  if (cmp->second < -128 || cmp->second > 127)
    return Status::error("enters tapped: the compared number is out of range");
  auto prog = std::make_shared<Program>();
  Result<Filter> f = compile_filter(valid, prog->subtypes);
  if (!f) return Status::error("enters tapped: " + f.message());
  if (f->allows_players()) return Status::error("enters tapped: " + valid + " names players");
  prog->filters.push_back(std::move(*f));
  auto e = std::make_shared<EntersTappedIf>();
  e->program = std::move(prog);
  e->cmp = static_cast<Compare>(cmp->first);
  e->n = static_cast<int8_t>(cmp->second);
  face.enters_tapped_if = std::move(e);
  return Status::ok();
}

// DB$ PutCounter | ETB$ True | Defined$ Self | CounterType$ KIND | CounterNum$ N (614.1c).
Status compile_etb_counters(const AbilityNode& n, CardFace& face) {
  if (Status s = only_params(n, {"ETB", "Defined", "CounterType", "CounterNum", "SubAbility"}); !s)
    return s;
  const std::string* d = n.param("Defined");
  const std::string* type = n.param("CounterType");
  const std::string* num = n.param("CounterNum");
  if (!is_true(n.param("ETB")) || !d || *d != "Self" || !type || !num)
    return Status::error("enters tapped: only PutCounter | ETB$ True | Defined$ Self follows");
  const int kind = counter_kind_from_script(*type);
  if (kind < 0) return Status::error("enters tapped: CounterType " + *type + " is not supported");
  int count = 0;
  const auto [end, err] = std::from_chars(num->data(), num->data() + num->size(), count);
  if (err != std::errc() || end != num->data() + num->size() || count < 1 || count > 99)
    return Status::error("enters tapped: CounterNum$ " + *num + " is not supported");
  if (face.etb_counters > 0)
    return Status::error("enters tapped: the card already enters with counters");
  face.etb_counters = static_cast<uint8_t>(count);
  face.etb_counter_kind = static_cast<uint8_t>(kind);
  return Status::ok();
}

// Forge's "then move it on": DB$ ChangeZone | Defined$ ReplacedCard | Destination$ Battlefield.
bool is_move_on(const AbilityNode& n) {
  const std::string* d = n.param("Defined");
  const std::string* dest = n.param("Destination");
  if (n.api != ApiType::ChangeZone || !d || *d != "ReplacedCard" || !dest ||
      *dest != "Battlefield" || n.sub >= 0)
    return false;
  return static_cast<bool>(only_params(n, {"Defined", "Destination", "Origin", "Hidden"}));
}

// UnlessCost$ PayLife<N> | UnlessPayer$ You: "As CARDNAME enters, you may pay N life. If you
// don't, it enters tapped." (614.12, 614.1c, 119.4): the entry choice (CardFace::entry).
Status compile_entry_life(const AbilityNode& n, const std::string& cost, CardFace& face) {
  if (n.param("ConditionPresent") || n.param("ConditionCheckSVar"))
    return Status::error("enters tapped: UnlessCost$ with a condition is not supported");
  const std::string* payer = n.param("UnlessPayer");
  if (!payer || *payer != "You")
    return Status::error("enters tapped: UnlessCost$ needs UnlessPayer$ You");
  constexpr std::string_view kHead = "PayLife<";
  int life = 0;
  const char* first = cost.data() + kHead.size();
  const char* last = cost.data() + cost.size() - 1;
  const bool head_ok = cost.size() > kHead.size() + 1 && cost.compare(0, kHead.size(), kHead) == 0 &&
                       cost.back() == '>';
  const auto [end, err] = head_ok ? std::from_chars(first, last, life)
                                  : std::from_chars_result{first, std::errc::invalid_argument};
  if (!head_ok || err != std::errc() || end != last || life < 1 || life > 99)
    return Status::error("enters tapped: UnlessCost$ " + cost + " is not supported (PayLife<N> is)");
  auto prog = std::make_shared<Program>();
  // 0: unless.life you N   1: branch (paid) -> 3   2: enter.tapped   3: end
  prog->code = {Instr{Op::UnlessLife, kWhoYou, static_cast<int16_t>(life)},
                Instr{Op::Branch, 1, 3}, Instr{Op::EnterTapped, 0, 0}, Instr{Op::End, 0, 0}};
  if (const std::string* d = n.param("SpellDescription")) {
    std::string text = *d;
    for (size_t at; (at = text.find("CARDNAME")) != std::string::npos;)
      text.replace(at, 8, face.name);
    prog->description = std::move(text);
  }
  face.entry = std::move(prog);
  return Status::ok();
}

}  // namespace

bool is_enters_tapped_node(const AbilityNode& n) {
  const std::string* d = n.param("Defined");
  return n.api == ApiType::Tap && d && *d == "Self" && is_true(n.param("ETB")) &&
         !n.param("ValidTgts");
}

Status compile_enters_tapped(const CardAbilities& ab, int node, CardFace& face,
                             std::vector<std::string>& used) {
  const AbilityNode& tap = ab.nodes[node];
  if (Status s = only_params(tap, {"Defined", "ETB", "ConditionPresent", "ConditionCompare",
                                   "ConditionCheckSVar", "ConditionSVarCompare", "SubAbility",
                                   "UnlessCost", "UnlessPayer"});
      !s)
    return s;
  if (face.enters_tapped_if || (face.self_rules & kRuleEntersTapped) || face.entry)
    return Status::error("enters tapped: two enters-tapped rules on one face");
  used.push_back(tap.svar);
  for (int at = tap.sub; at >= 0; at = ab.nodes[at].sub) {
    const AbilityNode& n = ab.nodes[at];
    used.push_back(n.svar);
    if (is_move_on(n)) break;
    if (n.api != ApiType::PutCounter)
      return Status::error("enters tapped: " + std::string(n.canonical_head()) +
                           " after the tap is not supported");
    if (Status s = compile_etb_counters(n, face); !s) return s;
  }
  if (const std::string* cost = tap.param("UnlessCost"))
    return compile_entry_life(tap, *cost, face);
  if (tap.param("UnlessPayer"))
    return Status::error("enters tapped: UnlessPayer$ without UnlessCost$");
  return compile_condition(ab, tap, face, used);
}

}  // namespace rwd
