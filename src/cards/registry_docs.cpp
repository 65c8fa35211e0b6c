#include "cards/registry_docs.h"

#include <cstdio>

#include "cards/ability_registry.h"
#include "cards/filter_compiler.h"
#include "cards/opcodes.h"

namespace rwd {

namespace {

// "ValidTgts NumDmg" -> "`ValidTgts$` `NumDmg$`".
std::string param_cells(std::string_view list) {
  std::string out;
  size_t at = 0;
  while (at < list.size()) {
    size_t end = list.find(' ', at);
    if (end == std::string_view::npos) end = list.size();
    if (end > at) out += (out.empty() ? "`" : " `") + std::string(list.substr(at, end - at)) + "$`";
    at = end + 1;
  }
  return out;
}

std::string effects_table() {
  std::string s = "| ApiType | parameters | compiles to |\n|---|---|---|\n";
  for (const EffectFamily& f : effect_families())
    s += "| " + std::string(api_type_name(f.api)) + " | " + param_cells(f.params) + " | " +
         std::string(f.doc) + (f.compile ? "" : " (not on its own)") + " |\n";
  s +=
      "\nEvery effect also takes " + param_cells(kCommonEffectParams) +
      " (conditions, \"you may\", \"unless pays\", costs and restrictions of an activated ability, "
      "the chain); descriptive parameters, any value: " +
      param_cells(kDescriptiveEffectParams) + ".\n";
  return s;
}

std::string triggers_table() {
  std::string s = "| Mode$ | parameters | triggers |\n|---|---|---|\n";
  for (const TriggerFamily& f : trigger_families())
    s += "| " + std::string(trigger_mode_name(f.mode)) + " | " + param_cells(f.params) + " | " +
         std::string(f.doc) + " |\n";
  s += "\nEvery trigger also takes " + param_cells(kCommonTriggerParams) + ".\n";
  return s;
}

std::string statics_table() {
  std::string s = "| Mode$ | parameters | does |\n|---|---|---|\n";
  for (const StaticFamily& f : static_families())
    s += "| " + std::string(static_mode_name(f.mode)) + " | " + param_cells(f.params) + " | " +
         std::string(f.doc) + " |\n";
  s += "\nEvery static ability also takes " + param_cells(kCommonStaticParams) +
       "; descriptive: " + param_cells(kDescriptiveStaticParams) + ".\n";
  return s;
}

std::string replacements_table() {
  std::string s = "| Event$ | parameters | compiled by | does |\n|---|---|---|---|\n";
  for (const ReplacementFamily& f : replacement_families())
    s += "| " + std::string(replacement_event_name(f.event)) + " | " + param_cells(f.params) +
         " | " + std::string(f.compiled_by) + " | " + std::string(f.doc) + " |\n";
  return s;
}

std::string keywords_table() {
  std::string s = "| keyword | K: value | does |\n|---|---|---|\n";
  for (const KeywordFamily& f : keyword_families())
    s += "| " + std::string(f.name) + " | `" + std::string(f.form) + "` | " + std::string(f.doc) +
         " |\n";
  return s;
}

std::string valid_properties_table() {
  std::string s = "| property | tests |\n|---|---|\n";
  for (const ValidPropertyDoc& p : valid_property_docs())
    s += "| `" + std::string(p.name) + "` | " + std::string(p.doc) + " |\n";
  return s;
}

std::string_view operand_kind_word(OperandKind k) {
  switch (k) {
    case OperandKind::None:
      return "";
    case OperandKind::Int:
      return "number";
    case OperandKind::Slot:
      return "slot";
    case OperandKind::Who:
      return "player";
    case OperandKind::Filter:
      return "filter";
    case OperandKind::Flags:
      return "flags";
    case OperandKind::Color:
      return "color";
    case OperandKind::Zone:
      return "zone";
    case OperandKind::Keywords:
      return "keywords";
    case OperandKind::Counter:
      return "counter kind";
  }
  return "?";
}

// A Markdown table cell: '|' escaped.
std::string cell(std::string_view text) {
  std::string out;
  for (char c : text) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

std::string opcodes_table() {
  std::string s = "| opcode | operands (a, b) | does |\n|---|---|---|\n";
  for (int i = 0; i < kNumOps; ++i) {
    const OpInfo& op = op_info(static_cast<Op>(i));
    std::string operands(operand_kind_word(op.a));
    if (op.b != OperandKind::None)
      operands += (operands.empty() ? "-, " : ", ") + std::string(operand_kind_word(op.b));
    s += "| `" + std::string(op.mnemonic) + "` | " + operands + " | " + cell(op.doc) + " |\n";
  }
  return s;
}

std::string operand_refs_table() {
  std::string s = "| operand | value | in | names |\n|---|---|---|---|\n";
  for (const OperandRefInfo& r : kOperandRefs) {
    std::string kinds = (r.kinds & kRefSlot) ? "slot" : "";
    if (r.kinds & kRefWho) kinds += kinds.empty() ? "player" : ", player";
    char value[8];
    std::snprintf(value, sizeof value, "0x%02X", static_cast<int>(r.ref));
    s += "| `" + std::string(r.name) + "` (" + std::string(r.constant) + ") | " + value + " | " +
         kinds + " | " + cell(r.doc) + " |\n";
  }
  return s;
}

struct Table {
  std::string_view name;
  std::string (*make)();
};
constexpr Table kTables[] = {
    {"effects", effects_table},   {"triggers", triggers_table},
    {"statics", statics_table},   {"replacements", replacements_table},
    {"keywords", keywords_table}, {"valid-properties", valid_properties_table},
    {"opcodes", opcodes_table},   {"operand-refs", operand_refs_table},
};

constexpr std::string_view kBegin = "<!-- generated: ", kEnd = "<!-- end generated: ",
                           kClose = " -->";

}  // namespace

std::vector<std::string_view> generated_table_names() {
  std::vector<std::string_view> out;
  for (const Table& t : kTables) out.push_back(t.name);
  return out;
}

Result<std::string> generated_table(std::string_view name) {
  for (const Table& t : kTables)
    if (t.name == name) return t.make();
  return Status::error("no generated table named '" + std::string(name) + "'");
}

Result<std::string> with_generated_tables(std::string_view doc) {
  std::string out;
  size_t at = 0;
  int line = 1;
  while (at < doc.size()) {
    size_t end = doc.find('\n', at);
    end = end == std::string_view::npos ? doc.size() : end + 1;
    std::string_view l = doc.substr(at, end - at);
    out += l;
    at = end;
    if (l.substr(0, kBegin.size()) != kBegin) {
      ++line;
      continue;
    }
    const size_t close = l.find(kClose);
    const std::string name(
        l.substr(kBegin.size(), close == std::string_view::npos ? 0 : close - kBegin.size()));
    Result<std::string> table = generated_table(name);
    if (!table) return Status::error("line " + std::to_string(line) + ": " + table.message());
    const std::string end_line = std::string(kEnd) + name + std::string(kClose);
    const size_t stop = doc.find(end_line, at);
    if (stop == std::string_view::npos)
      return Status::error("line " + std::to_string(line) + ": no '" + end_line + "' after it");
    for (size_t i = at; i < stop; ++i) line += doc[i] == '\n';
    out += *table;
    at = stop;
    ++line;
  }
  return out;
}

}  // namespace rwd
