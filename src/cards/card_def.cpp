#include "cards/card_def.h"

#include "cards/subtype_names.h"

namespace rwd {

const char* card_type_name(CardType t) {
  static constexpr const char* kNames[] = {"Artifact", "Battle",  "Creature",     "Enchantment", "Instant",
                                           "Kindred",  "Land",    "Planeswalker", "Sorcery"};
  return kNames[static_cast<int>(t)];
}

const char* supertype_name(Supertype t) {
  static constexpr const char* kNames[] = {"Basic", "Legendary", "Snow", "World", "Ongoing"};
  return kNames[static_cast<int>(t)];
}

bool CardFace::has_subtype(const std::string& s) const {
  for (const auto& x : subtypes)
    if (x == s) return true;
  if (!changeling) return false;
  const int code = subtype_code(s);  // 702.73a: every creature type, in every zone (604.3)
  return code >= 0 && code < kNumCreatureTypes;
}

std::string CardFace::type_line() const {
  std::string s;
  for (int i = 0; i < static_cast<int>(Supertype::Count); ++i)
    if (supertypes & (1u << i)) s += std::string(supertype_name(static_cast<Supertype>(i))) + " ";
  for (int i = 0; i < static_cast<int>(CardType::Count); ++i)
    if (types & (1u << i)) s += std::string(card_type_name(static_cast<CardType>(i))) + " ";
  if (!s.empty()) s.pop_back();
  if (!subtypes.empty()) {
    s += " —";
    for (const auto& st : subtypes) s += " " + st;
  }
  return s;
}

}  // namespace rwd
