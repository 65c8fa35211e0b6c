#include "cards/ability_parser.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <unordered_map>

#include "cards/ability_text.h"

namespace rwd {

// ---- The parser.

namespace {

using namespace ability_text;  // NOLINT: starts_with, shown, split_names, lowered
// SVars that carry pictures, AI hints or deck-building hints; their values are not parsed.
bool hint_svar(std::string_view name) {
  constexpr std::string_view kNames[] = {"Picture",
                                         "RemAIDeck",
                                         "RemRandomDeck",
                                         "RemMultiplayer",
                                         "PlayMain1",
                                         "NeedsToPlay",
                                         "NeedsToPlayVar",
                                         "BuffedBy",
                                         "SacMe",
                                         "HasAttackEffect",
                                         "HasBlockEffect",
                                         "HasCombatEffect",
                                         "HasDamagedEffect",
                                         "HasTarget",
                                         "NonStackingEffect",
                                         "NonStackingAttachEffect",
                                         "EndOfTurnLeavePlay"};
  return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

// AI parameters ("AIPreference", "AIRollPlanarDieParams:Mode$ Random | Chance$ 20"): never
// game rules, whatever their shape.
bool ai_svar(std::string_view name) {
  return starts_with(name, "AI");
}

// SVars the engine writes while a game runs, which scripts read without defining:
// ChosenX (the X chosen while paying a cost), CostCountersRemoved (counters removed by a
// SubCounter cost), VoteNum<choice> (votes cast by a Vote effect).
bool runtime_svar(std::string_view name) {
  return name == "ChosenX" || name == "CostCountersRemoved" || starts_with(name, "VoteNum");
}

// Parameters whose value names other SVars.
enum class RefKind : uint8_t { Ability, Trigger, Static, Replacement, Any };
struct RefKey {
  std::string_view key;
  RefKind kind;
  bool list;  // a list separated by ',' or '&'
};
constexpr RefKey kRefKeys[] = {
    {"SubAbility", RefKind::Ability, false},
    {"Execute", RefKind::Ability, false},
    {"ReplaceWith", RefKind::Ability, false},
    {"RepeatSubAbility", RefKind::Ability, false},
    {"WinSubAbility", RefKind::Ability, false},
    {"LoseSubAbility", RefKind::Ability, false},
    {"HeadsSubAbility", RefKind::Ability, false},
    {"TailsSubAbility", RefKind::Ability, false},
    {"TrueSubAbility", RefKind::Ability, false},
    {"FalseSubAbility", RefKind::Ability, false},
    {"OtherwiseSubAbility", RefKind::Ability, false},
    {"FallbackAbility", RefKind::Ability, false},
    {"ChosenPile", RefKind::Ability, false},
    {"UnchosenPile", RefKind::Ability, false},
    {"PreventionSubAbility", RefKind::Ability, false},
    {"BidSubAbility", RefKind::Ability, false},
    {"ChooseSubAbility", RefKind::Ability, false},
    {"CantChooseSubAbility", RefKind::Ability, false},
    {"ExtraTurnDelayedTriggerExcute", RefKind::Ability, false},
    {"RegenerationTrigger", RefKind::Ability, false},
    {"AddAbility", RefKind::Ability, true},
    {"Abilities", RefKind::Ability, true},
    {"TokenAbilities", RefKind::Ability, true},
    {"Triggers", RefKind::Trigger, true},
    {"AddTrigger", RefKind::Trigger, true},
    {"TokenTriggers", RefKind::Trigger, true},
    {"TriggersWhenSpent", RefKind::Trigger, true},
    {"StaticAbilities", RefKind::Static, true},
    {"staticAbilities", RefKind::Static, true},
    {"AddStaticAbility", RefKind::Static, true},
    {"TokenStaticAbilities", RefKind::Static, true},
    {"ReplacementEffects", RefKind::Replacement, true},
    {"Replacements", RefKind::Replacement, true},
    {"AddReplacementEffects", RefKind::Replacement, true},
    {"SVars", RefKind::Any, true},
    {"sVars", RefKind::Any, true},
    {"AddSVar", RefKind::Any, true},
    {"AddSVars", RefKind::Any, true},
    {"TokenSVars", RefKind::Any, true},
    {"CheckSVar", RefKind::Any, false},
    {"ConditionCheckSVar", RefKind::Any, false},
    {"CheckSecondSVar", RefKind::Any, false},
    {"CheckThirdSVar", RefKind::Any, false},
    {"CheckFourthSVar", RefKind::Any, false},
    {"RepeatCheckSVar", RefKind::Any, false},
    {"BranchConditionSVar", RefKind::Any, false},
};

// Words UnlessCost$ accepts besides a cost or an SVar (Forge computes the mana to pay).
constexpr std::string_view kUnlessCostWords[] = {"CardManaCost",    "TriggeredSpellManaCost",
                                                 "ChosenManaCost",  "RememberedCostMinus2",
                                                 "LifeTotalHalfUp", "ChosenNumber"};

// Charm and GenericChoice list their modes in Choices$ (elsewhere Choices$ is a Valid).
constexpr RefKey kChoicesRef = {"Choices", RefKind::Ability, true};

// Parameters whose value is a Valid expression.
constexpr std::string_view kValidKeys[] = {"ValidTgts",
                                           "ValidCard",
                                           "ValidCards",
                                           "ValidPlayer",
                                           "ValidTarget",
                                           "ValidSource",
                                           "ValidActivatingPlayer",
                                           "SacValid",
                                           "ChangeValid",
                                           "ValidBlocker",
                                           "Valid",
                                           "ValidPlayers",
                                           "DiscardValid",
                                           "TargetsValid",
                                           "RestrictValid",
                                           "RevealValid",
                                           "ValidAttacker",
                                           "AllValid",
                                           "TargetValidTargeting",
                                           "ValidCause",
                                           "ValidBlocked",
                                           "ValidLKI",
                                           "ValidSupportedCopy",
                                           "ValidEquipment",
                                           "ValidCrew",
                                           "ValidCauser",
                                           "UnattachValid",
                                           "ValidAttackers",
                                           "ValidDefender",
                                           "ValidOriginalController",
                                           "ValidToken",
                                           "ValidTgtsWithoutManaCost",
                                           "ValidSpellTarget",
                                           "ValidSourceController",
                                           "ValidExchange",
                                           "ValidDevoured",
                                           "ValidDefined",
                                           "ValidControllingPlayer",
                                           "RestrictFromValid",
                                           "ReplaceDyingValid",
                                           "ConditionTargetValidTargeting",
                                           "Affected",
                                           "ChangeType",
                                           "IsPresent",
                                           "IsPresent2",
                                           "ConditionPresent",
                                           "RepeatCards"};

// Parameters whose value is a cost.
constexpr std::string_view kCostKeys[] = {"Cost", "UnlessCost"};

// Parameter keys Forge reads under exactly this spelling; a key equal to one of them but for
// case ("Subability") is silently ignored by Forge, so it is reported. Keys with two legal
// spellings ("SVars" and Animate's "sVars") are left out.
constexpr std::string_view kCaseSensitiveKeys[] = {
    "SubAbility", "Execute",          "ReplaceWith",      "TriggerZones",       "AILogic",
    "Defined",    "Origin",           "Destination",      "NumCards",           "NumDmg",
    "TgtPrompt",  "SpellDescription", "StackDescription", "TriggerDescription", "Description",
    "ValidTgts",  "ValidCard",        "ValidCards",       "ChangeType",         "IsPresent",
    "Cost",       "UnlessCost",       "Affected",         "References",         "TargetMin",
    "TargetMax"};

// The correctly spelled key when `key` differs from a case-sensitive key only by case.
std::string_view misspelled_key(std::string_view key) {
  static const std::unordered_map<std::string, std::string_view> index = [] {
    std::unordered_map<std::string, std::string_view> m;
    for (std::string_view k : kCaseSensitiveKeys) m.emplace(lowered(k), k);
    return m;
  }();
  auto it = index.find(lowered(key));
  return it == index.end() || it->second == key ? std::string_view() : it->second;
}

// Ability heads: the parameter key that names the ApiType.
struct HeadKey {
  std::string_view key;
  NodeKind kind;
};
constexpr HeadKey kAbilityHeads[] = {{"SP", NodeKind::Spell},
                                     {"AB", NodeKind::Activated},
                                     {"ST", NodeKind::Unstacked},
                                     {"DB", NodeKind::Sub}};

class AbilityParser {
 public:
  explicit AbilityParser(int offset) : offset_(offset) {}

  CardAbilities run(std::string_view text) {
    if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 byte order mark
    int n = 0, face = 0;
    size_t pos = 0;
    while (pos <= text.size()) {
      size_t end = text.find('\n', pos);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = trim(text.substr(pos, end - pos));
      pos = end + 1;
      ++n;
      if (line == "ALTERNATE") {
        face = std::min(face + 1, 255);
        continue;
      }
      parse_line(n + offset_, face, line);
    }
    for (AbilityNode& node : out_.nodes) finish_node(node);
    for (AbilityNode& holder : param_holders_) check_params(holder);
    for (SVarDef& s : out_.svars) check_amount_refs(s);
    std::stable_sort(out_.diagnostics.begin(), out_.diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) { return a.line < b.line; });
    return std::move(out_);
  }

 private:
  void diag(DiagKind k, int line, std::string msg) {
    out_.diagnostics.push_back({k, line, std::move(msg)});
  }

  void parse_line(int line, int face, std::string_view text) {
    size_t colon = text.find(':');
    if (colon == std::string_view::npos) return;
    std::string_view key = trim(text.substr(0, colon));
    std::string_view value = trim(text.substr(colon + 1));
    if (key == "A") {
      add_node(parse_ability(value, line, 'A'), face);
    } else if (key == "T" || key == "S" || key == "R") {
      add_node(parse_ability(value, line, key[0]), face);
    } else if (key == "K") {
      AbilityNode node = parse_keyword_line(value, line, out_.diagnostics);
      add_node(std::move(node), face);
    } else if (key == "SVar") {
      parse_svar(value, line, face);
    }
  }

  void add_node(AbilityNode node, int face) {
    node.face = static_cast<uint8_t>(face);
    out_.nodes.push_back(std::move(node));
  }

  // "Key$ Value | Key$ Value" -> params, Forge's way: pieces split at '|', each at its
  // first '$', key and value trimmed.
  std::vector<Param> split_params(std::string_view text, int line) {
    std::vector<Param> params;
    size_t pos = 0;
    while (pos <= text.size()) {
      size_t bar = text.find('|', pos);
      if (bar == std::string_view::npos) bar = text.size();
      std::string_view piece = trim(text.substr(pos, bar - pos));
      bool last = bar == text.size();
      pos = bar + 1;
      if (piece.empty()) {
        if (!last || !params.empty())
          diag(DiagKind::BadParam, line, "empty parameter between '|' separators");
        continue;
      }
      size_t dollar = piece.find('$');
      if (dollar == std::string_view::npos) {
        diag(DiagKind::BadParam, line,
             "parameter '" + shown(piece) + "' has no '$' (expected Key$ Value)");
        continue;
      }
      std::string_view key = trim(piece.substr(0, dollar));
      if (key.empty()) {
        diag(DiagKind::BadParam, line, "parameter '" + shown(piece) + "' has no key before '$'");
        continue;
      }
      params.push_back({std::string(key), std::string(trim(piece.substr(dollar + 1)))});
    }
    return params;
  }

  // The index of the head parameter for a line of kind `line_key` ('A', 'T', 'S', 'R', or
  // 'V' for an SVar value, which may have any head), and the node kind it gives; -1 if none.
  static int find_head(const std::vector<Param>& params, char line_key, NodeKind& kind) {
    for (size_t i = 0; i < params.size(); ++i) {
      const std::string& k = params[i].key;
      if (line_key == 'A' || line_key == 'V')
        for (const HeadKey& h : kAbilityHeads)
          if (k == h.key) {
            kind = h.kind;
            return static_cast<int>(i);
          }
      if ((line_key == 'T' || line_key == 'S' || line_key == 'V') && k == "Mode") {
        kind = line_key == 'S' ? NodeKind::Static : NodeKind::Trigger;
        return static_cast<int>(i);
      }
      if ((line_key == 'R' || line_key == 'V') && k == "Event") {
        kind = NodeKind::Replacement;
        return static_cast<int>(i);
      }
    }
    return -1;
  }

  // An A:/T:/S:/R: value, or an SVar value with a head.
  AbilityNode parse_ability(std::string_view value, int line, char line_key) {
    return make_node(split_params(value, line), value, line, line_key);
  }

  AbilityNode make_node(std::vector<Param> params, std::string_view value, int line,
                        char line_key) {
    AbilityNode node;
    node.line = line;
    node.params = std::move(params);
    int head = find_head(node.params, line_key, node.kind);
    if (head < 0) {
      static constexpr std::pair<char, std::string_view> kWant[] = {
          {'A', "SP$, AB$ or ST$ <ApiType>"},
          {'T', "Mode$ <trigger mode>"},
          {'S', "Mode$ <static mode>"},
          {'R', "Event$ <replacement event>"}};
      std::string want;
      for (const auto& [c, w] : kWant)
        if (c == line_key) want = std::string(w);
      diag(DiagKind::MissingHead, line,
           std::string(1, line_key) + ": expected " + want + ", got '" + shown(value) + "'");
      node.kind = line_key == 'T'   ? NodeKind::Trigger
                  : line_key == 'S' ? NodeKind::Static
                  : line_key == 'R' ? NodeKind::Replacement
                                    : NodeKind::Activated;
      return node;
    }
    node.head = node.params[head].value;
    node.params.erase(node.params.begin() + head);
    classify_head(node, line_key == 'V');
    return node;
  }

  void classify_head(AbilityNode& node, bool from_svar) {
    const std::string& h = node.head;
    switch (node.kind) {
      case NodeKind::Spell:
      case NodeKind::Activated:
      case NodeKind::Unstacked:
      case NodeKind::Sub:
        node.api = api_type_from_name(h);
        if (node.api == ApiType::Unknown)
          diag(DiagKind::UnknownApi, node.line, "unknown ApiType '" + shown(h) + "'");
        break;
      case NodeKind::Trigger:
      case NodeKind::Static:
        node.trigger = trigger_mode_from_name(h);
        node.static_mode = static_mode_from_name(h);
        if (from_svar && node.trigger == TriggerMode::Unknown &&
            node.static_mode != StaticMode::Unknown)
          node.kind = NodeKind::Static;
        if (node.kind == NodeKind::Trigger) {
          node.static_mode = StaticMode::Unknown;
          if (node.trigger == TriggerMode::Unknown)
            diag(DiagKind::UnknownTrigger, node.line,
                 from_svar ? "Mode$ " + shown(h) + " is neither a trigger mode nor a static mode"
                           : "unknown trigger mode '" + shown(h) + "'");
        } else {
          node.trigger = TriggerMode::Unknown;
          if (node.static_mode == StaticMode::Unknown)
            diag(DiagKind::UnknownStatic, node.line, "unknown static mode '" + shown(h) + "'");
        }
        break;
      case NodeKind::Replacement:
        node.event = replacement_event_from_name(h);
        if (node.event == ReplacementEvent::Unknown)
          diag(DiagKind::UnknownReplacement, node.line,
               "unknown replacement event '" + shown(h) + "'");
        break;
      case NodeKind::Keyword:
        break;
    }
  }

  // Duplicate keys, costs and Valid expressions of one node.
  void check_params(AbilityNode& node) {
    for (size_t i = 0; i < node.params.size(); ++i) {
      const Param& p = node.params[i];
      for (size_t j = 0; j < i; ++j)
        if (node.params[j].key == p.key) {
          diag(DiagKind::DuplicateParam, node.line,
               p.key + "$ is given twice (Forge keeps the last value)");
          break;
        }
      if (std::string_view right = misspelled_key(p.key); !right.empty())
        diag(DiagKind::MisspelledParam, node.line,
             p.key + "$ is not read by Forge (keys are case-sensitive); did you mean " +
                 std::string(right) + "$?");
      auto index = static_cast<uint16_t>(i);
      if (std::find(std::begin(kCostKeys), std::end(kCostKeys), p.key) != std::end(kCostKeys)) {
        if (!is_mana_symbol(p.value) &&
            (out_.find_svar(p.value, node.face) || runtime_svar(p.value)))
          continue;  // an SVar holding an amount of generic mana ("UnlessCost$ X")
        if (p.key == "UnlessCost" &&
            std::find(std::begin(kUnlessCostWords), std::end(kUnlessCostWords), p.value) !=
                std::end(kUnlessCostWords))
          continue;
        Result<CostAst> c = parse_cost(p.value);
        if (c)
          node.costs.emplace_back(index, std::move(*c));
        else
          diag(DiagKind::BadCost, node.line, p.key + "$ " + shown(p.value) + ": " + c.message());
      } else if (p.key.size() > 7 && p.key.ends_with("Compare")) {
        check_compare(node, p);
      } else if (std::find(std::begin(kValidKeys), std::end(kValidKeys), p.key) !=
                 std::end(kValidKeys)) {
        Result<ValidExpr> v = parse_valid_expr(p.value);
        if (v)
          node.valids.emplace_back(index, std::move(*v));
        else
          diag(DiagKind::BadValid, node.line, p.key + "$ " + shown(p.value) + ": " + v.message());
      }
    }
  }

  // "SVarCompare$ GE2", "ConditionCompare$ EQX": an operator and a number or SVar name.
  // M2<0|1> tests parity (M20 even, M21 odd).
  void check_compare(const AbilityNode& node, const Param& p) {
    static constexpr std::string_view kOps[] = {"LT", "LE", "EQ", "NE", "GE", "GT", "M2"};
    std::string_view v = p.value;
    bool op = false;
    for (std::string_view o : kOps) op = op || (starts_with(v, o) && v.size() > 2);
    std::string_view operand = op ? v.substr(2) : std::string_view();
    bool ok = op && (is_integer(operand) || out_.find_svar(operand, node.face) ||
                     runtime_svar(operand) || operand == "X");
    if (!op)
      diag(DiagKind::BadCompare, node.line,
           p.key + "$ " + shown(v) + ": expected <LT|LE|EQ|NE|GE|GT><number or SVar>");
    else if (!ok)
      diag(DiagKind::BadCompare, node.line,
           p.key + "$ " + shown(v) + ": " + std::string(operand) +
               " is neither a number nor an SVar");
  }

  void parse_svar(std::string_view value, int line, int face) {
    size_t colon = value.find(':');
    std::string_view name = trim(value.substr(0, colon));
    if (name.empty()) {
      diag(DiagKind::BadLine, line, "SVar: expected <name>:<value>, got '" + shown(value) + "'");
      return;
    }
    SVarDef def;
    def.name = std::string(name);  // "SVar:PlayMain1" (no value) is an empty SVar, as in Forge
    if (colon != std::string_view::npos) def.value = std::string(trim(value.substr(colon + 1)));
    def.line = line;
    def.face = static_cast<uint8_t>(face);
    if (const SVarDef* prev = out_.find_svar(def.name, face))
      diag(DiagKind::DuplicateSVar, line,
           "SVar " + def.name + " is defined twice (first at line " + std::to_string(prev->line) +
               "; Forge keeps this one)");
    classify_svar(def);
    out_.svars.push_back(std::move(def));
  }

  void classify_svar(SVarDef& def) {
    std::string_view v = def.value;
    size_t dollar = v.find('$');
    size_t n = 0;
    while (n < v.size() && std::isalnum(static_cast<unsigned char>(v[n]))) ++n;
    bool keyed = n > 0 && n == dollar;  // starts with "Word$"
    if (!keyed || ai_svar(def.name)) {
      def.kind = SVarKind::Text;
      return;
    }
    std::string_view first = v.substr(0, dollar);
    bool head_first = first == "SP" || first == "AB" || first == "DB" || first == "ST" ||
                      first == "Mode" || first == "Event";
    if (hint_svar(def.name) && !head_first) {
      def.kind = SVarKind::Text;
      return;
    }
    bool spaced = dollar + 1 < v.size() && v[dollar + 1] == ' ';
    if (v.find('|') == std::string_view::npos && !head_first &&
        (!spaced || first == "Number" || first == "Count")) {
      parse_amount_svar(def);  // "Count$xPaid", "Targeted$CardPower", "Number$ 0"
      return;
    }
    std::vector<Param> params = split_params(v, def.line);
    NodeKind kind = NodeKind::Sub;
    if (find_head(params, 'V', kind) < 0) {
      def.kind = SVarKind::Params;  // "Cost$ 1 Return<1/Land.Basic> | Description$ ..."
      AbilityNode holder;           // checked with the nodes, once every SVar is known
      holder.line = def.line;
      holder.face = def.face;
      holder.params = std::move(params);
      param_holders_.push_back(std::move(holder));
      return;
    }
    AbilityNode node = make_node(std::move(params), v, def.line, 'V');
    node.svar = def.name;
    def.kind = node.kind == NodeKind::Trigger       ? SVarKind::Trigger
               : node.kind == NodeKind::Static      ? SVarKind::Static
               : node.kind == NodeKind::Replacement ? SVarKind::Replacement
                                                    : SVarKind::Ability;
    def.node = static_cast<int>(out_.nodes.size());
    add_node(std::move(node), def.face);
  }

  void parse_amount_svar(SVarDef& def) {
    def.kind = SVarKind::Amount;
    Result<AmountExpr> a = parse_amount(def.value);
    if (a)
      def.amount = std::move(*a);
    else
      diag(DiagKind::BadAmount, def.line, "SVar " + def.name + ": " + a.message());
  }

  // Checks the parameters of one node and resolves its SVar references. Runs after every
  // SVar is known (a Cost$ may name an SVar defined further down).
  void finish_node(AbilityNode& node) {
    if (node.kind != NodeKind::Keyword) check_params(node);
    for (size_t i = 0; i < node.params.size(); ++i) {
      const Param& p = node.params[i];
      const RefKey* rk = nullptr;
      for (const RefKey& r : kRefKeys)
        if (p.key == r.key) rk = &r;
      if (p.key == "Choices" && (node.api == ApiType::Charm || node.api == ApiType::GenericChoice))
        rk = &kChoicesRef;
      if (!rk) continue;
      std::vector<std::string_view> names =
          rk->list ? split_names(p.value, ",&") : std::vector<std::string_view>{trim(p.value)};
      for (std::string_view name : names)
        resolve(node, static_cast<uint16_t>(i), p.key, name, rk->kind);
    }
    if (node.kind == NodeKind::Keyword) {
      for (SVarRef& r : node.refs) {
        const SVarDef* s = out_.find_svar(r.name, node.face);
        if (!s)
          diag(DiagKind::MissingSVar, node.line, "K:" + node.head + ": no SVar named " + r.name);
        else
          r.node = s->node;
      }
    }
  }

  void resolve(AbilityNode& node, uint16_t param, const std::string& key, std::string_view name,
               RefKind want) {
    if (name.empty()) {
      diag(DiagKind::MissingSVar, node.line, key + "$: expected an SVar name, got nothing");
      return;
    }
    SVarRef ref{param, std::string(name), -1};
    const SVarDef* s = out_.find_svar(name, node.face);
    if (!s && runtime_svar(name)) {
      node.refs.push_back(std::move(ref));
      return;
    }
    if (!s) {
      diag(DiagKind::MissingSVar, node.line, key + "$ " + ref.name + ": no SVar named " + ref.name);
    } else {
      ref.node = s->node;
      static constexpr std::string_view kWantNames[] = {
          "an ability (DB$/AB$/SP$)", "a trigger", "a static ability", "a replacement effect", ""};
      bool ok = want == RefKind::Any ||
                (want == RefKind::Ability && s->kind == SVarKind::Ability) ||
                (want == RefKind::Trigger && s->kind == SVarKind::Trigger) ||
                (want == RefKind::Static && s->kind == SVarKind::Static) ||
                (want == RefKind::Replacement && s->kind == SVarKind::Replacement);
      if (!ok)
        diag(DiagKind::WrongSVarKind, node.line,
             key + "$ " + ref.name + ": SVar " + ref.name + " is not " +
                 std::string(kWantNames[static_cast<int>(want)]) + " (its value is '" +
                 shown(s->value) + "')");
      if (key == "SubAbility" && ok) node.sub = ref.node;
    }
    node.refs.push_back(std::move(ref));
  }

  // SVar names read by amounts (SVar$X, math operands, Compare operands) must exist.
  void check_amount_refs(const SVarDef& s) {
    if (!s.amount) return;
    for (const std::string& name : s.amount->svar_refs())
      if (!out_.find_svar(name, s.face) && !runtime_svar(name))
        diag(DiagKind::MissingSVar, s.line,
             "SVar " + s.name + " reads " + name + ": no SVar named " + name);
  }

  int offset_;
  CardAbilities out_;
  std::vector<AbilityNode> param_holders_;  // parameters of Params SVars, checked at the end
};

}  // namespace

CardAbilities parse_abilities(std::string_view script, int line_offset) {
  return AbilityParser(line_offset).run(script);
}

}  // namespace rwd
