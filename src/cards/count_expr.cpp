#include "cards/count_expr.h"

#include <cctype>

namespace rwd {

namespace {

struct CountInfo {
  std::string_view name;
  CountShape shape;
};
constexpr CountInfo kCounts[] = {
#define REWIND_COUNT_INFO(n, shape) {n, CountShape::shape},
    REWIND_COUNT_PROPERTIES(REWIND_COUNT_INFO)
#undef REWIND_COUNT_INFO
};

struct MathInfo {
  std::string_view name;
  bool operand;
};
constexpr MathInfo kMath[] = {{"Plus", true},
                              {"Minus", true},
                              {"NMinus", true},
                              {"Times", true},
                              {"Mod", true},
                              {"LimitMax", true},
                              {"LimitMin", true},
                              {"DivideEvenlyDown", true},
                              {"DivideEvenlyUp", true},
                              {"Twice", false},
                              {"Thrice", false},
                              {"HalfUp", false},
                              {"HalfDown", false},
                              {"ThirdUp", false},
                              {"ThirdDown", false},
                              {"Negative", false},
                              {"Abs", false}};

std::string quoted(std::string_view s) {
  constexpr size_t kMax = 60;
  return "'" + std::string(s.substr(0, kMax)) + (s.size() > kMax ? "...'" : "'");
}

bool ident_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

bool identifier(std::string_view s) {
  if (s.empty() || !std::isalpha(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s)
    if (!ident_char(c)) return false;
  return true;
}

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (true) {
    size_t next = s.find(sep, pos);
    out.emplace_back(s.substr(pos, next == std::string_view::npos ? next : next - pos));
    if (next == std::string_view::npos) return out;
    pos = next + 1;
  }
}

bool valid_like(std::string_view s) {
  return !s.empty() && (std::isupper(static_cast<unsigned char>(s[0])) || s[0] == '!');
}

}  // namespace

bool is_integer(std::string_view s) {
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
  if (s.empty() || s.size() > 9) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

Result<MathOp> parse_math(std::string_view text) {
  size_t dot = text.find('.');
  std::string_view name = text.substr(0, dot);
  for (const MathInfo& m : kMath) {
    if (m.name != name) continue;
    MathOp op{std::string(name), ""};
    if (!m.operand) {
      if (dot != std::string_view::npos)
        return Status::error("math operation '" + op.op + "' takes no operand, got " +
                             quoted(text));
      return op;
    }
    std::string_view operand =
        dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
    if (!is_integer(operand) && !identifier(operand))
      return Status::error("math operation '" + op.op +
                           "' needs a number or SVar name after '.', got " + quoted(text));
    op.operand = std::string(operand);
    return op;
  }
  return Status::error("unknown math operation " + quoted(name));
}

Result<CountExpr> parse_count(std::string_view body) {
  size_t n = 0;
  while (n < body.size() && std::isalnum(static_cast<unsigned char>(body[n]))) ++n;
  std::string_view head = body.substr(0, n), rest = body.substr(n);
  if (is_integer(body)) {  // Count$0: a constant
    CountExpr out;
    out.property = std::string(body);
    return out;
  }
  const CountInfo* info = nullptr;
  for (const CountInfo& c : kCounts)
    if (c.name == head) info = &c;
  if (!info) return Status::error("unknown Count$ property " + quoted(head.empty() ? body : head));
  CountExpr out;
  out.property = std::string(head);
  out.shape = info->shape;
  auto add_valid = [&](std::string_view text) -> Status {
    Result<ValidExpr> v = parse_valid_expr(text);
    if (!v) return v.status();
    out.valids.push_back(std::move(*v));
    return Status::ok();
  };
  auto bad = [&](const std::string& what) {
    return Status::error("Count$" + std::string(head) + " " + what + ", got " + quoted(body));
  };
  switch (info->shape) {
    case CountShape::None:
      if (!rest.empty()) return bad("takes no arguments");
      break;
    case CountShape::Dot1:
    case CountShape::Dot01:
    case CountShape::Dot2: {
      if (rest.empty()) {
        if (info->shape != CountShape::Dot01) return bad("needs '.' arguments");
        break;
      }
      if (rest[0] != '.') return bad("expects '.' after the property");
      if (info->shape == CountShape::Dot2)
        out.args = split(rest.substr(1), '.');
      else
        out.args = {std::string(rest.substr(1))};  // "InYourLibrary.Land.Basic": one type
      size_t want = info->shape == CountShape::Dot2 ? 2 : 1;
      if (out.args.size() != want)
        return bad("needs " + std::to_string(want) + " '.' value" + (want > 1 ? "s" : ""));
      for (const std::string& a : out.args)
        if (a.empty()) return bad("has an empty '.' value");
      break;
    }
    case CountShape::Valid:
      if (rest.size() < 2 || rest[0] != ' ') return bad("needs a space and a Valid expression");
      out.args.emplace_back(rest.substr(1));
      if (Status s = add_valid(rest.substr(1)); !s) return s;
      break;
    case CountShape::Underscore: {
      if (rest.size() < 2 || rest[0] != '_') return bad("needs '_' arguments");
      // The last argument is a Valid expression; it may contain '_' only inside properties
      // such as counters_GE1_P1P1, so split the leading zone/type words off one by one.
      std::string_view r = rest.substr(1);
      while (true) {
        size_t us = r.find('_');
        size_t dot = r.find('.');
        if (us == std::string_view::npos || (dot != std::string_view::npos && dot < us)) break;
        out.args.emplace_back(r.substr(0, us));
        r.remove_prefix(us + 1);
      }
      out.args.emplace_back(r);
      if (valid_like(r) && head != "Presence")
        if (Status s = add_valid(r); !s) return s;
      break;
    }
    case CountShape::Compare: {
      // Compare <SVar> <OP><value>.<if true>.<if false>
      std::vector<std::string> words = split(rest.size() > 1 ? rest.substr(1) : "", ' ');
      if (rest.empty() || rest[0] != ' ' || words.size() != 2)
        return bad("expects 'Compare <SVar> <OP><value>.<then>.<else>'");
      std::vector<std::string> cmp = split(words[1], '.');
      if (cmp.size() != 3 || cmp[0].size() < 3)
        return bad("expects 'Compare <SVar> <OP><value>.<then>.<else>'");
      out.args = {words[0], cmp[0].substr(0, 2), cmp[0].substr(2), cmp[1], cmp[2]};
      break;
    }
    case CountShape::Words:
      if (rest.empty()) return bad("needs arguments");
      out.args.emplace_back(rest[0] == ' ' || rest[0] == '$' ? rest.substr(1) : rest);
      break;
    case CountShape::Colon:
      if (rest.size() < 2 || rest[0] != ':') return bad("needs ':' and an argument");
      out.args.emplace_back(rest.substr(1));
      break;
  }
  return out;
}

Result<AmountExpr> parse_amount(std::string_view value) {
  size_t dollar = value.find('$');
  if (dollar == std::string_view::npos || !identifier(value.substr(0, dollar)))
    return Status::error("expected <Source>$<property>, got " + quoted(value));
  AmountExpr a;
  a.source_name = std::string(value.substr(0, dollar));
  std::string_view body = value.substr(dollar + 1);
  // Forge splits off one math operation at the first '/' (extractOperators).
  size_t slash = body.find('/');
  if (slash != std::string_view::npos) {
    std::string_view math = body.substr(slash + 1);
    if (math.find('/') != std::string_view::npos)
      return Status::error("only one '/' math operation is allowed, got " + quoted(value));
    Result<MathOp> m = parse_math(math);
    if (!m) return m.status();
    a.math = std::move(*m);
    body = body.substr(0, slash);
  }
  a.body = std::string(body);
  if (a.source_name == "Count") {
    a.source = AmountSource::Count;
    Result<CountExpr> c = parse_count(body);
    if (!c) return c.status();
    a.count = std::move(*c);
  } else if (a.source_name == "Number") {
    // Number$3; Forge reads a non-numeric body as a Count$ property (Number$ChosenNumber).
    std::string_view b = body;
    while (!b.empty() && b.front() == ' ') b.remove_prefix(1);
    if (is_integer(b)) {
      a.source = AmountSource::Number;
      a.number = std::stoi(std::string(b));
    } else {
      a.source = AmountSource::Count;
      Result<CountExpr> c = parse_count(b);
      if (!c) return Status::error("Number$ needs an integer or a Count$ property: " + c.message());
      a.count = std::move(*c);
    }
  } else if (a.source_name == "SVar") {
    a.source = AmountSource::SVar;
    if (!identifier(body)) return Status::error("SVar$ needs an SVar name, got " + quoted(body));
  } else {
    a.source = AmountSource::Defined;
    std::string_view b = body;
    while (!b.empty() && b.front() == ' ') b.remove_prefix(1);
    if (b.empty()) return Status::error(a.source_name + "$ needs a property");
    // "Amount.Plus.1": an old-style math operation after the Amount property.
    size_t dot = b.find('.');
    if (dot != std::string_view::npos && b.substr(0, dot) == "Amount" && !a.math) {
      Result<MathOp> m = parse_math(b.substr(dot + 1));
      if (!m) return m.status();
      a.math = std::move(*m);
      b = b.substr(0, dot);
    }
    size_t sp = b.find(' ');
    a.count.property = std::string(b.substr(0, sp));
    a.count.shape = CountShape::Words;
    if (sp != std::string_view::npos) {
      std::string_view arg = b.substr(sp + 1);
      a.count.args.emplace_back(arg);
      if (a.count.property.find("Valid") != std::string::npos) {
        a.count.shape = CountShape::Valid;
        Result<ValidExpr> v = parse_valid_expr(arg);
        if (!v) return v.status();
        a.count.valids.push_back(std::move(*v));
      }
    }
  }
  return a;
}

std::vector<std::string> AmountExpr::svar_refs() const {
  std::vector<std::string> out;
  if (source == AmountSource::SVar) out.push_back(body);
  if (source == AmountSource::Count && count.shape == CountShape::Compare && !count.args.empty())
    out.push_back(count.args[0]);
  if (math && !math->operand.empty() && !is_integer(math->operand)) out.push_back(math->operand);
  return out;
}

}  // namespace rwd
