// The ability AST's vocabulary (ability_ast.h): the names of ApiTypes, trigger modes, static
// modes, replacement events and diagnostics, and the AST's small accessors.
#include <string>
#include <unordered_map>

#include "cards/ability_ast.h"
#include "cards/ability_text.h"

namespace rwd {

// ---- Vocabulary tables (ability_ast.h).

namespace {

using ability_text::lowered;

#define REWIND_VOCAB_NAME(e) #e,
constexpr std::string_view kApiNames[] = {REWIND_API_TYPES(REWIND_VOCAB_NAME)};
constexpr std::string_view kTriggerNames[] = {REWIND_TRIGGER_MODES(REWIND_VOCAB_NAME)};
constexpr std::string_view kStaticNames[] = {REWIND_STATIC_MODES(REWIND_VOCAB_NAME)};
constexpr std::string_view kReplacementNames[] = {REWIND_REPLACEMENT_EVENTS(REWIND_VOCAB_NAME)};
#undef REWIND_VOCAB_NAME

// Lower-cased name -> index, built once per table.
template <size_t N>
int lookup(const std::string_view (&names)[N], std::string_view name) {
  static const std::unordered_map<std::string, int> index = [&] {
    std::unordered_map<std::string, int> m;
    for (size_t i = 0; i < N; ++i) m.emplace(lowered(names[i]), static_cast<int>(i));
    return m;
  }();
  auto it = index.find(lowered(name));
  return it == index.end() ? static_cast<int>(N) : it->second;
}

template <size_t N>
std::string_view name_at(const std::string_view (&names)[N], int i) {
  return i >= 0 && i < static_cast<int>(N) ? names[i] : std::string_view();
}

constexpr std::string_view kDiagIds[] = {
#define REWIND_DIAG_ID(e, id) id,
    REWIND_DIAGNOSTICS(REWIND_DIAG_ID)
#undef REWIND_DIAG_ID
};

}  // namespace

std::string_view api_type_name(ApiType t) {
  return name_at(kApiNames, static_cast<int>(t));
}
std::string_view trigger_mode_name(TriggerMode t) {
  return name_at(kTriggerNames, static_cast<int>(t));
}
std::string_view static_mode_name(StaticMode t) {
  return name_at(kStaticNames, static_cast<int>(t));
}
std::string_view replacement_event_name(ReplacementEvent t) {
  return name_at(kReplacementNames, static_cast<int>(t));
}
ApiType api_type_from_name(std::string_view n) {
  return static_cast<ApiType>(lookup(kApiNames, n));
}
TriggerMode trigger_mode_from_name(std::string_view n) {
  return static_cast<TriggerMode>(lookup(kTriggerNames, n));
}
StaticMode static_mode_from_name(std::string_view n) {
  return static_cast<StaticMode>(lookup(kStaticNames, n));
}
ReplacementEvent replacement_event_from_name(std::string_view n) {
  return static_cast<ReplacementEvent>(lookup(kReplacementNames, n));
}

std::string_view diag_kind_id(DiagKind k) {
  return kDiagIds[static_cast<int>(k)];
}

std::string format_diagnostic(std::string_view source, const Diagnostic& d) {
  return std::string(source) + ":" + std::to_string(d.line) + ": " + d.message;
}

std::string_view node_kind_code(NodeKind k) {
  static constexpr std::string_view kCodes[] = {"SP", "AB", "ST", "DB", "T", "S", "R", "K"};
  return kCodes[static_cast<int>(k)];
}

const std::string* AbilityNode::param(std::string_view key) const {
  for (const Param& p : params)
    if (p.key == key) return &p.value;
  return nullptr;
}

std::string_view AbilityNode::canonical_head() const {
  std::string_view n;
  switch (kind) {
    case NodeKind::Spell:
    case NodeKind::Activated:
    case NodeKind::Unstacked:
    case NodeKind::Sub:
      n = api_type_name(api);
      break;
    case NodeKind::Trigger:
      n = trigger_mode_name(trigger);
      break;
    case NodeKind::Static:
      n = static_mode_name(static_mode);
      break;
    case NodeKind::Replacement:
      n = replacement_event_name(event);
      break;
    case NodeKind::Keyword:
      break;
  }
  return n.empty() ? std::string_view(head) : n;
}

const SVarDef* CardAbilities::find_svar(std::string_view name, int face) const {
  const SVarDef* found = nullptr;
  for (const SVarDef& s : svars)
    if (s.face == face && s.name == name) found = &s;
  return found;
}
}  // namespace rwd
