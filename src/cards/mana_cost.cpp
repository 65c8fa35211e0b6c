#include "cards/mana_cost.h"

#include <cctype>
#include <vector>

namespace rwd {

int ManaCost::mana_value() const {
  int v = generic + colorless;
  for (int c = 0; c < kNumColors; ++c) v += colored[c];
  for (int i = 0; i < num_hybrid; ++i) v += hybrid[i].generic_alt > 1 ? hybrid[i].generic_alt : 1;
  return v;
}

ColorMask ManaCost::colors() const {
  ColorMask m = 0;
  for (int c = 0; c < kNumColors; ++c)
    if (colored[c]) m |= static_cast<ColorMask>(1u << c);
  for (int i = 0; i < num_hybrid; ++i) m |= hybrid[i].colors;
  return m;
}

std::string ManaCost::to_string() const {
  if (!has_cost) return "";
  std::string s;
  for (int i = 0; i < x_count; ++i) s += "{X}";
  if (generic > 0 || (mana_value() == 0 && x_count == 0)) s.append("{").append(std::to_string(generic)).append("}");
  for (int i = 0; i < colorless; ++i) s += "{C}";
  for (int i = 0; i < num_hybrid; ++i) {
    const HybridSymbol& h = hybrid[i];
    if (h.generic_alt) {
      s.append("{").append(std::to_string(h.generic_alt)).append("/").append(color_letters(h.colors)).append("}");
    } else {
      std::string l = color_letters(h.colors);
      s.append("{").append(l.substr(0, 1)).append("/").append(l.substr(1)).append("}");
    }
  }
  for (int c = 0; c < kNumColors; ++c)
    for (int i = 0; i < colored[c]; ++i) s += std::string("{") + kColorLetters[c] + "}";
  return s;
}

namespace {

Status bad(std::string_view text, std::string_view token, std::string_view why) {
  return Status::error("mana cost \"" + std::string(text) + "\": symbol \"" + std::string(token) +
                       "\" " + std::string(why));
}

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

Result<ManaCost> parse_mana_cost(std::string_view text) {
  ManaCost cost;
  std::string_view t = text;
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  if (t == "no cost" || t.empty()) return cost;
  cost.has_cost = true;

  std::vector<std::string> tokens;
  std::string cur;
  for (char ch : t) {
    // Symbols are separated by spaces (Forge) or written in braces ("{1}{G}").
    if (std::isspace(static_cast<unsigned char>(ch)) || ch == '{' || ch == '}') {
      if (!cur.empty()) tokens.push_back(cur), cur.clear();
    } else {
      cur += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    }
  }
  if (!cur.empty()) tokens.push_back(cur);

  for (std::string tok : tokens) {
    // Forge writes hybrid both as "GW" and "G/W".
    std::string sym;
    for (char ch : tok)
      if (ch != '/') sym += ch;
    if (all_digits(tok)) {
      int n = std::stoi(tok.size() > 3 ? std::string("1000") : tok);
      if (n + cost.generic > 255) return bad(text, tok, "is too large");
      cost.generic = static_cast<uint8_t>(cost.generic + n);
    } else if (sym == "X") {
      ++cost.x_count;
    } else if (sym == "C") {
      ++cost.colorless;
    } else if (sym == "S") {
      return bad(text, tok, "is snow mana, which the engine cannot pay yet");
    } else if (sym.size() == 1 && color_from_letter(sym[0]) >= 0) {
      ++cost.colored[color_from_letter(sym[0])];
    } else if (sym.size() == 2 && (sym[0] == 'P' || sym[1] == 'P')) {
      return bad(text, tok, "is Phyrexian mana, which the engine cannot pay yet");
    } else if (sym.size() == 2 && color_from_letter(sym[0]) >= 0 && color_from_letter(sym[1]) >= 0 &&
               sym[0] != sym[1]) {
      if (cost.num_hybrid == ManaCost::kMaxHybrid) return bad(text, tok, "exceeds 8 hybrid symbols");
      HybridSymbol h;
      h.colors = static_cast<ColorMask>((1u << color_from_letter(sym[0])) |
                                        (1u << color_from_letter(sym[1])));
      cost.hybrid[cost.num_hybrid++] = h;
    } else if (sym.size() == 2 && std::isdigit(static_cast<unsigned char>(sym[0])) &&
               color_from_letter(sym[1]) >= 0) {
      if (cost.num_hybrid == ManaCost::kMaxHybrid) return bad(text, tok, "exceeds 8 hybrid symbols");
      HybridSymbol h;
      h.colors = static_cast<ColorMask>(1u << color_from_letter(sym[1]));
      h.generic_alt = static_cast<uint8_t>(sym[0] - '0');
      cost.hybrid[cost.num_hybrid++] = h;
    } else {
      return bad(text, tok, "is not a mana symbol");
    }
  }
  return cost;
}

}  // namespace rwd
