#include "cards/animate_compiler.h"

#include <algorithm>
#include <iterator>
#include <string_view>

#include "cards/card_def.h"
#include "cards/opcodes.h"
#include "cards/subtype_names.h"
#include "cards/text.h"

namespace rwd {

namespace {

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

Result<int> animate_operand_with_subtypes(const std::string* types, const std::string* until_upkeep,
                                          bool self, const std::string* remove_creature_types,
                                          std::vector<std::string>& subtypes) {
  std::string card_types;  // Types$ without its subtypes
  std::vector<std::string> found;
  if (types) {
    std::string_view rest = *types;
    while (true) {
      const size_t comma = rest.find_first_of(",&");
      const std::string_view word = trim(rest.substr(0, comma));
      bool is_type = false;
      for (int t = 0; t < static_cast<int>(CardType::Count); ++t)
        if (iequal(word, card_type_name(static_cast<CardType>(t)))) is_type = true;
      if (is_type) {
        card_types += (card_types.empty() ? "" : ",") + std::string(word);
      } else {
        // A creature type of 205.3m; "ChosenType" (the type chosen as it resolved) is not.
        if (std::find(std::begin(kCreatureTypes), std::end(kCreatureTypes), word) ==
            std::end(kCreatureTypes))
          return Status::error("Animate: Types$ word '" + std::string(word) +
                               "' is not supported (only card types and creature types)");
        found.emplace_back(word);
      }
      if (comma == std::string_view::npos) break;
      rest.remove_prefix(comma + 1);
    }
  }
  if (found.empty()) {
    if (remove_creature_types)
      return Status::error(
          "Animate: RemoveCreatureTypes$ without a creature subtype is not supported");
    return animate_operand(types, until_upkeep);
  }
  if (!self) return Status::error("Animate: Types$ subtypes are supported only for Defined$ Self");
  if (remove_creature_types && !iequal(trim(*remove_creature_types), "True"))
    return Status::error("Animate: RemoveCreatureTypes$ " + *remove_creature_types +
                         " is not supported");
  Result<int> b = animate_operand(card_types.empty() ? nullptr : &card_types, until_upkeep);
  if (!b) return b;
  for (std::string& s : found) subtypes.push_back(std::move(s));
  return *b | kAnimateOwnSubtypes;
}

}  // namespace rwd
