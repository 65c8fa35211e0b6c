// The support registry: which script features the engine implements, as the coverage tool
// (coverage.h, `rewind cards check`) asks. Ability families (ApiTypes, trigger modes, static
// modes, replacement events, keywords) are the rows of the ability registry
// (ability_registry.h), which also drives their compilers; cost parts and amounts are listed
// in support_registry.cpp. Thread-safe: constant tables.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rwd {

// What a feature is. Labels read "ApiType DealDamage", "Trigger ChangesZone",
// "Keyword Flanking", "Cost Sac", "Amount Count$Valid", "Card planeswalkers ...".
#define REWIND_FEATURE_KINDS(X)                                                         \
  X(ApiType, "ApiType")         /* effect of an SP$/AB$/DB$/ST$ ability */              \
  X(Trigger, "Trigger")         /* Mode$ of a T: line or trigger SVar */                \
  X(Static, "Static")           /* Mode$ of an S: line or static SVar */                \
  X(Replacement, "Replacement") /* Event$ of an R: line or replacement SVar */          \
  X(Keyword, "Keyword")         /* K: line, grouped by keyword name */                  \
  X(Cost, "Cost")               /* a part of an ability's Cost$ (Sac, Discard, Mana) */ \
  X(Amount, "Amount")           /* an amount SVar: Count$<property>, Targeted$... */    \
  X(Card, "Card")               /* anything else CardDef reports (card types...) */     \
  X(Diagnostic, "Diagnostic")   /* a script the grammar does not accept */

enum class FeatureKind : uint8_t {
#define REWIND_FEATURE_ENUM(e, s) e,
  REWIND_FEATURE_KINDS(REWIND_FEATURE_ENUM)
#undef REWIND_FEATURE_ENUM
      Count
};
std::string_view feature_kind_name(FeatureKind k);

struct Feature {
  FeatureKind kind = FeatureKind::Card;
  std::string name;  // canonical: "DealDamage", "ChangesZone", "Sac", "Count$Valid"

  std::string label() const;  // "ApiType DealDamage"
  friend bool operator==(const Feature&, const Feature&) = default;
};

// True iff the engine implements `name` of `kind`. Keywords: true iff every K: value of that
// keyword would load, which is decided per line by keyword_implemented.
bool feature_implemented(FeatureKind kind, std::string_view name);

// True iff the K: value (e.g. "Flying", "Protection from red") is implemented: exactly the
// values the engine's keyword parser accepts (keywords.h). "Protection from Goblins" is not.
bool keyword_implemented(std::string_view k_value);

// Every implemented feature, for listings (keywords by their Forge spelling).
std::vector<Feature> implemented_features();

}  // namespace rwd
