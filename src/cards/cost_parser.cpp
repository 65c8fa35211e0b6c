#include "cards/cost_parser.h"

#include <cctype>

namespace rwd {

namespace {

struct PartInfo {
  std::string_view name;
  int min_args, max_args;
  std::string_view signature;
};
constexpr PartInfo kParts[] = {
#define REWIND_COST_INFO(e, s, lo, hi, sig) {s, lo, hi, sig},
    REWIND_COST_PARTS(REWIND_COST_INFO)
#undef REWIND_COST_INFO
};

std::string quoted(std::string_view s) {
  return "'" + std::string(s) + "'";
}

// Splits at spaces outside <...> (Forge's TextUtil.splitWithParenthesis).
std::vector<std::string_view> split_parts(std::string_view s, bool& unbalanced) {
  std::vector<std::string_view> out;
  int depth = 0;
  size_t start = 0;
  unbalanced = false;
  for (size_t i = 0; i <= s.size(); ++i) {
    char c = i < s.size() ? s[i] : ' ';
    if (c == '<') ++depth;
    if (c == '>' && --depth < 0) unbalanced = true;
    if ((c == ' ' || c == '\t') && depth <= 0) {
      if (i > start) out.push_back(s.substr(start, i - start));
      start = i + 1;
      depth = 0;
    }
  }
  if (depth > 0) unbalanced = true;
  return out;
}

// Splits `s` at '/' into at most `limit` pieces (the last keeps any further '/').
std::vector<std::string> split_args(std::string_view s, int limit) {
  std::vector<std::string> out;
  while (static_cast<int>(out.size()) + 1 < limit) {
    size_t slash = s.find('/');
    if (slash == std::string_view::npos) break;
    out.emplace_back(s.substr(0, slash));
    s.remove_prefix(slash + 1);
  }
  out.emplace_back(s);
  return out;
}

}  // namespace

std::string_view cost_part_name(CostPartKind k) {
  return kParts[static_cast<int>(k)].name;
}

const CostPart* CostAst::find(CostPartKind kind) const {
  for (const CostPart& p : parts)
    if (p.kind == kind) return &p;
  return nullptr;
}

bool is_mana_symbol(std::string_view sym) {
  if (sym.empty()) return false;
  bool digits = true;
  for (char c : sym) digits = digits && std::isdigit(static_cast<unsigned char>(c));
  if (digits) return sym.size() <= 3;
  if (sym == "X" || sym == "Y" || sym == "Z" || sym == "S" || sym == "C") return true;
  // Hybrid and Phyrexian symbols: one or two colors, optionally with '2' (monocolored hybrid,
  // rule 107.4e) or 'P' (Phyrexian, 107.4f), in any order, '/' between letters optional.
  int colors = 0, twos = 0, phyrexian = 0;
  uint8_t seen = 0;
  for (char c : sym) {
    int bit = -1;
    switch (c) {
      case 'W':
        bit = 0;
        break;
      case 'U':
        bit = 1;
        break;
      case 'B':
        bit = 2;
        break;
      case 'R':
        bit = 3;
        break;
      case 'G':
        bit = 4;
        break;
      case '2':
        ++twos;
        continue;
      case 'P':
        ++phyrexian;
        continue;
      case '/':
        continue;
      default:
        return false;
    }
    if (seen & (1u << bit)) return false;
    seen = static_cast<uint8_t>(seen | (1u << bit));
    ++colors;
  }
  if (colors == 0 || colors > 2 || twos > 1 || phyrexian > 1) return false;
  return !(twos && (colors != 1 || phyrexian));
}

Result<CostAst> parse_cost(std::string_view text) {
  CostAst cost;
  bool unbalanced = false;
  std::vector<std::string_view> words = split_parts(text, unbalanced);
  if (unbalanced) return Status::error("unbalanced '<' '>' in cost " + quoted(text));
  if (words.empty()) return Status::error("empty cost");
  int mana_at = -1;
  for (std::string_view w : words) {
    if (w == "Mandatory") {
      cost.mandatory = true;
      continue;
    }
    if (w == "XCantBe0") {
      cost.x_cant_be_0 = true;
      continue;
    }
    if (is_mana_symbol(w)) {
      if (mana_at < 0) {
        mana_at = static_cast<int>(cost.parts.size());
        cost.parts.push_back({CostPartKind::Mana, std::string(w), {std::string(w)}});
      } else {
        CostPart& m = cost.parts[mana_at];
        m.text += ' ';
        m.text += w;
        m.args.emplace_back(w);
      }
      continue;
    }
    size_t lt = w.find('<');
    std::string_view name = w.substr(0, lt);
    int kind = -1;
    for (int i = 0; i < kNumCostPartKinds; ++i)
      if (kParts[i].name == name) kind = i;
    if (name == "Untap") kind = static_cast<int>(CostPartKind::Untap);
    if (kind < 0 || (lt == std::string_view::npos) != (kParts[kind].max_args == 0)) {
      // Capitals, digits and '/' only ("K", "W/K"): a mana symbol Forge does not know.
      bool symbol_like = lt == std::string_view::npos && w.size() <= 5;
      for (char c : w)
        symbol_like = symbol_like && (std::isupper(static_cast<unsigned char>(c)) ||
                                      std::isdigit(static_cast<unsigned char>(c)) || c == '/');
      if (symbol_like) return Status::error("unknown mana symbol " + quoted(w));
      return Status::error("unknown cost part " + quoted(w));
    }
    const PartInfo& info = kParts[kind];
    CostPart part{static_cast<CostPartKind>(kind), std::string(w), {}};
    if (lt != std::string_view::npos) {
      if (w.back() != '>') return Status::error(quoted(w) + ": text after the closing '>'");
      std::string_view inner = w.substr(lt + 1, w.size() - lt - 2);
      if (part.kind == CostPartKind::Mana) {
        std::string_view symbols = inner.substr(0, inner.find('\\'));
        bool unb = false;
        for (std::string_view s : split_parts(symbols, unb))
          if (!is_mana_symbol(s))
            return Status::error(quoted(w) + ": unknown mana symbol " + quoted(s));
        part.args.emplace_back(inner);
      } else {
        part.args = split_args(inner, info.max_args);
        int n = static_cast<int>(part.args.size());
        bool empty_arg = false;
        for (const std::string& a : part.args) empty_arg = empty_arg || a.empty();
        if (n < info.min_args || empty_arg)
          return Status::error(
              quoted(w) + ": expected " +
              (info.min_args == info.max_args
                   ? std::to_string(info.min_args)
                   : std::to_string(info.min_args) + " to " + std::to_string(info.max_args)) +
              " arguments <" + std::string(info.signature) + ">, got " +
              (empty_arg ? "an empty one" : std::to_string(n)));
      }
    }
    cost.parts.push_back(std::move(part));
  }
  return cost;
}

}  // namespace rwd
