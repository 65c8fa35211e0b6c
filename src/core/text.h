// Small text helpers the card readers, compilers and front ends share: case-insensitive
// comparison (Forge's keywords and parameter values are matched without case) and trimming
// of whitespace. Thread-safe: pure functions.
#pragma once

#include <cctype>
#include <string_view>

namespace rwd {

// True iff a and b are equal ignoring ASCII case.
inline bool iequal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

// s without leading and trailing whitespace (std::isspace).
inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace rwd
