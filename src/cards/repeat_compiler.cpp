#include "cards/repeat_compiler.h"

#include "cards/count_expr.h"

namespace rwd {

Result<std::pair<int, int>> parse_svar_compare(std::string_view text) {
  static constexpr std::string_view kOps[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
  if (text.size() > 2)
    for (int op = 0; op < 6; ++op)
      if (text.substr(0, 2) == kOps[op] && is_integer(text.substr(2))) {
        const int n = std::stoi(std::string(text.substr(2)));
        if (n >= -1000 && n <= 1000) return std::pair<int, int>{op, n};
      }
  return Status::error("comparison '" + std::string(text) +
                       "' is not supported (EQ/NE/LT/LE/GT/GE and a number)");
}

Result<std::string> stored_svar(const CardAbilities& ab, int face) {
  std::string name;
  for (const AbilityNode& n : ab.nodes) {
    if (n.api != ApiType::StoreSVar || n.face != face) continue;
    const std::string* sv = n.param("SVar");
    if (!sv) continue;  // refused when the node is compiled
    if (!name.empty() && name != *sv)
      return Status::error("StoreSVar: two stored SVars (" + name + ", " + *sv +
                           ") are not supported");
    name = *sv;
  }
  return name;
}

bool is_remembered_count(const AmountExpr& a) {
  if (a.source == AmountSource::Defined) return a.source_name == "Remembered" && a.body == "Amount";
  return a.source == AmountSource::Count && a.count.property == "RememberedSize" &&
         a.count.args.empty();
}

Result<int> additive_math(const MathOp& m) {
  if ((m.op == "Plus" || m.op == "Minus") && is_integer(m.operand)) {
    const int n = std::stoi(m.operand);
    if (n >= -1000 && n <= 1000) return m.op == "Plus" ? n : -n;
  }
  return Status::error("the math /" + m.op + (m.operand.empty() ? "" : "." + m.operand) +
                       " is not supported");
}

std::string without_emblems(std::string_view valid) {
  std::string out;
  size_t start = 0;
  while (start <= valid.size()) {
    size_t comma = valid.find(',', start);
    if (comma == std::string_view::npos) comma = valid.size();
    std::string_view alt = valid.substr(start, comma - start);
    if (!(alt == "Emblem" || alt.substr(0, 7) == "Emblem.")) {
      if (!out.empty()) out += ',';
      out += alt;
    }
    start = comma + 1;
  }
  return out;
}

}  // namespace rwd
