// Small text helpers the ability parser's files share (ability_parser.cpp, ability_vocab.cpp,
// keyword_parser.cpp). Internal to src/cards. Thread-safe: pure functions.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "cards/text.h"

namespace rwd::ability_text {

inline std::string lowered(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

inline bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

// Quotes a value for messages, cut short so a long line cannot flood a report.
inline std::string shown(std::string_view s) {
  constexpr size_t kMax = 60;
  return std::string(s.substr(0, kMax)) + (s.size() > kMax ? "..." : "");
}

// Splits `s` at any of `seps`, trimming the pieces and dropping empty ones.
inline std::vector<std::string_view> split_names(std::string_view s, std::string_view seps) {
  std::vector<std::string_view> out;
  size_t pos = 0;
  while (pos <= s.size()) {
    size_t next = s.find_first_of(seps, pos);
    if (next == std::string_view::npos) next = s.size();
    std::string_view piece = trim(s.substr(pos, next - pos));
    if (!piece.empty()) out.push_back(piece);
    pos = next + 1;
  }
  return out;
}

}  // namespace rwd::ability_text
