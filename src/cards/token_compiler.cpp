#include "cards/token_compiler.h"

#include <algorithm>
#include <cctype>

#include "cards/card_def.h"
#include "cards/color.h"
#include "cards/count_expr.h"
#include "cards/keywords.h"
#include "cards/text.h"

namespace rwd {

namespace {

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos <= s.size()) {
    size_t end = std::min(s.find(sep, pos), s.size());
    std::string w(s.substr(pos, end - pos));
    while (!w.empty() && w.front() == ' ') w.erase(0, 1);
    while (!w.empty() && w.back() == ' ') w.pop_back();
    out.push_back(std::move(w));
    pos = end + 1;
  }
  return out;
}

int card_type_bit(std::string_view word) {
  for (int t = 0; t < static_cast<int>(CardType::Count); ++t)
    if (iequal(word, card_type_name(static_cast<CardType>(t))))
      return type_bit(static_cast<CardType>(t));
  return 0;
}

Status check_pt(const TokenSpec& t) {
  const bool creature = t.types & type_bit(CardType::Creature);
  if (creature != t.has_pt)
    return Status::error(creature ? "Token: a creature token needs a power and toughness"
                                  : "Token: only a creature token has a power and toughness");
  if (t.types == 0) return Status::error("Token: the token has no card type");
  return Status::ok();
}

Result<int> small_int(const std::string& v, std::string_view what) {
  if (!is_integer(v) || v.size() > 3)
    return Status::error("Token: " + std::string(what) + " " + v +
                         " is not supported (a number only)");
  int n = std::stoi(v);
  if (n < 0 || n > 99)
    return Status::error("Token: " + std::string(what) + " " + v + " is out of range");
  return n;
}

}  // namespace

Result<TokenSpec> token_from_params(
    const std::function<const std::string*(std::string_view)>& take) {
  TokenSpec t;
  const std::string* name = take("TokenName");
  const std::string* types = take("TokenTypes");
  const std::string* colors = take("TokenColors");
  if (!name || !types || !colors)
    return Status::error("Token: needs TokenName$, TokenTypes$ and TokenColors$ (or TokenScript$)");
  if (name->empty()) return Status::error("Token: TokenName$ is empty");
  t.name = *name;
  for (const std::string& w : split(*types, ',')) {
    if (int bit = card_type_bit(w)) {
      t.types = static_cast<uint16_t>(t.types | bit);
    } else if (!w.empty() && std::isupper(static_cast<unsigned char>(w[0])) &&
               std::all_of(w.begin(), w.end(), [](char ch) {
                 return std::isalpha(static_cast<unsigned char>(ch)) || ch == '-';
               })) {
      t.subtypes.push_back(w);
    } else {
      return Status::error("Token: TokenTypes$ word '" + w + "' is not a card type or subtype");
    }
  }
  for (const std::string& w : split(*colors, ',')) {
    if (iequal(w, "Colorless")) continue;
    const int c = color_from_name(w);
    if (c < 0) return Status::error("Token: TokenColors$ '" + w + "' is not a color");
    t.colors = static_cast<ColorMask>(t.colors | (1u << c));
  }
  const std::string* p = take("TokenPower");
  const std::string* th = take("TokenToughness");
  if (p || th) {
    if (!p || !th) return Status::error("Token: needs both TokenPower$ and TokenToughness$");
    Result<int> pv = small_int(*p, "TokenPower$");
    if (!pv) return pv.status();
    Result<int> tv = small_int(*th, "TokenToughness$");
    if (!tv) return tv.status();
    t.has_pt = true;
    t.power = static_cast<int8_t>(*pv);
    t.toughness = static_cast<int8_t>(*tv);
  }
  if (const std::string* kws = take("TokenKeywords")) {
    for (const std::string& w : split(*kws, '&')) {
      const int k = keyword_index(w);
      if (k < 0)
        return Status::error("Token: TokenKeywords$ '" + w +
                             "' is not a keyword the engine supports");
      t.keywords = static_cast<uint16_t>(t.keywords | (1u << k));
    }
  }
  if (Status s = check_pt(t); !s) return s;
  return t;
}

Result<TokenSpec> token_from_script(std::string_view script) {
  const std::string what = "Token: TokenScript$ " + std::string(script);
  std::vector<std::string> parts = split(script, '_');
  if (parts.size() < 4)
    return Status::error(
        what + " is not supported (only <colors>_<power>_<toughness>_<types> creature tokens)");
  TokenSpec t;
  if (parts[0] != "c") {
    for (char ch : parts[0]) {
      const int c =
          color_from_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
      if (c < 0) return Status::error(what + ": '" + parts[0] + "' is not a color code");
      t.colors = static_cast<ColorMask>(t.colors | (1u << c));
    }
  }
  if (!is_integer(parts[1]) || !is_integer(parts[2]) || parts[1].size() > 2 || parts[2].size() > 2)
    return Status::error(
        what + " is not supported (only <colors>_<power>_<toughness>_<types> creature tokens)");
  t.has_pt = true;
  t.power = static_cast<int8_t>(std::stoi(parts[1]));
  t.toughness = static_cast<int8_t>(std::stoi(parts[2]));
  t.types = type_bit(CardType::Creature);
  for (size_t i = 3; i < parts.size(); ++i) {
    const std::string& w = parts[i];
    if (w == "a")
      t.types = static_cast<uint16_t>(t.types | type_bit(CardType::Artifact));
    else if (w == "e")
      t.types = static_cast<uint16_t>(t.types | type_bit(CardType::Enchantment));
    else if (w == "first" || w == "double" || w == "strike" || w == "sac" || w == "tapped" ||
             w == "noncreature" || w == "legendary" || w == "snow" || w == "changeling" ||
             w == "ping" || w == "mana")
      return Status::error(what + ": '" + w + "' is not supported");
    else if (int k = keyword_index(w); k >= 0)
      t.keywords = static_cast<uint16_t>(t.keywords | (1u << k));
    else if (!w.empty() && std::all_of(w.begin(), w.end(), [](char ch) {
               return std::islower(static_cast<unsigned char>(ch));
             })) {
      std::string sub = w;
      sub[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(sub[0])));
      t.subtypes.push_back(sub);
    } else {
      return Status::error(what + ": '" + w + "' is not supported");
    }
  }
  if (t.subtypes.empty()) return Status::error(what + " names no creature type");
  for (const std::string& s : t.subtypes) t.name += (t.name.empty() ? "" : " ") + s;
  return t;
}

std::string describe_token(const TokenSpec& t) {
  std::string out = t.name + ":";
  if (t.has_pt) out += " " + std::to_string(t.power) + "/" + std::to_string(t.toughness);
  if (t.colors == 0) out += " colorless";
  for (int c = 0; c < kNumColors; ++c)
    if (t.colors & (1u << c)) out += std::string(" ") + kColorNames[c];
  for (const std::string& s : t.subtypes) out += " " + s;
  for (int ty = 0; ty < static_cast<int>(CardType::Count); ++ty)
    if (t.types & type_bit(static_cast<CardType>(ty))) {
      std::string n = card_type_name(static_cast<CardType>(ty));
      for (char& ch : n) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      out += " " + n;
    }
  out += " token";
  for (int k = 0; k < kNumKeywords; ++k)
    if (t.keywords & (1u << k))
      out += std::string(" with ") + std::string(keyword_name(static_cast<Keyword>(k)));
  return out;
}

}  // namespace rwd
