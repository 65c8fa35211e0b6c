#include "cards/animate_compiler.h"

#include <cctype>
#include <string_view>

#include "cards/card_def.h"
#include "cards/opcodes.h"

namespace rwd {

namespace {

bool iequal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

Result<int> animate_operand(const std::string* types, const std::string* until_upkeep) {
  int b = 0;
  if (types) {
    std::string_view rest = *types;
    while (true) {
      const size_t comma = rest.find_first_of(",&");
      const std::string_view word = trim(rest.substr(0, comma));
      int bit = -1;
      for (int t = 0; t < static_cast<int>(CardType::Count); ++t)
        if (iequal(word, card_type_name(static_cast<CardType>(t)))) bit = t;
      if (bit < 0)
        return Status::error("Animate: Types$ word '" + std::string(word) +
                             "' is not supported (only card types, not subtypes)");
      b |= 1 << bit;
      if (comma == std::string_view::npos) break;
      rest.remove_prefix(comma + 1);
    }
  }
  if (until_upkeep) {
    if (!iequal(trim(*until_upkeep), "True"))
      return Status::error("Animate: UntilYourNextUpkeep$ " + *until_upkeep + " is not supported");
    b |= kAnimateUntilYourNextUpkeep;
  }
  return b & (kAnimateTypeMask | kAnimateUntilYourNextUpkeep);
}

}  // namespace rwd
