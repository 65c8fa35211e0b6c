#include "cards/support_registry.h"

#include <cctype>

#include "cards/ability_registry.h"
#include "cards/text.h"

namespace rwd {

namespace {

constexpr std::string_view kKindNames[] = {
#define REWIND_FEATURE_NAME(e, s) s,
    REWIND_FEATURE_KINDS(REWIND_FEATURE_NAME)
#undef REWIND_FEATURE_NAME
};

struct Entry {
  FeatureKind kind;
  std::string_view name;
};

// Implemented features that are not ability families (those are the registry's tables,
// ability_registry.h): the parts of an activation cost (A:AB$ Cost$, cards/cost_compiler.h)
// and the amount SVars (count_expr.h) the compilers accept; anything else they refuse by name.
constexpr Entry kImplemented[] = {
    {FeatureKind::Cost, "Mana"},
    {FeatureKind::Cost, "T"},
    {FeatureKind::Cost, "Q"},
    {FeatureKind::Cost, "PayLife"},
    {FeatureKind::Cost, "Sac"},         // the permanent itself, or chosen (cost_compiler.h)
    {FeatureKind::Cost, "SubCounter"},  // N counters of P1P1/M1M1 from the permanent itself
    {FeatureKind::Cost, "AddCounter"},
    {FeatureKind::Cost,
     "Discard"},  // Discard<N/Random> and Discard<N/Card> (chosen while activating)
    {FeatureKind::Cost, "tapXType"},  // chosen untapped permanents (cost_compiler.h)
    {FeatureKind::Amount, "Count$xPaid"},
    {FeatureKind::Amount, "TriggerCount$DamageAmount"},  // DamageDone triggers: the damage dealt
    {FeatureKind::Amount, "ReplaceCount$DamageAmount"},  // only inside an Effect's replacement
    {FeatureKind::Amount, "Count$ChosenNumber"},
    {FeatureKind::Amount,
     "Count$InChosenHand"},  // cards in the chosen player's hand, with Plus/Minus/NMinus/Times
    {FeatureKind::Amount, "Number$"},
    {FeatureKind::Amount, "SVar$"},
    {FeatureKind::Amount, "Count$Valid"},
    {FeatureKind::Amount, "Count$ValidGraveyard"},
    {FeatureKind::Amount,
     "Count$LastStateBattlefield"},  // enters-tapped conditions only; refused by name elsewhere
    {FeatureKind::Amount, "Count$TypeYouCtrl"},
    {FeatureKind::Amount, "Count$InYourHand"},
    {FeatureKind::Amount, "Count$CardPower"},
    {FeatureKind::Amount, "Count$CardToughness"},
    {FeatureKind::Amount, "Count$CardManaCost"},
    {FeatureKind::Amount, "Count$CardCounters"},
    {FeatureKind::Amount, "Count$TypeInYourYard"},  // static amounts only; refused by name elsewhere
    {FeatureKind::Amount, "Count$TypeInAllYards"},  // likewise
    {FeatureKind::Amount, "Count$Domain"},          // likewise (305.6)
    {FeatureKind::Amount, "Count$Kicked"},  // Count$Kicked.A.B: A if kicked, else B (702.33d)
    {FeatureKind::Amount, "Targeted$CardManaCost"},
    {FeatureKind::Amount, "Targeted$CardPower"},
    {FeatureKind::Amount, "Targeted$CardToughness"},
    {FeatureKind::Amount, "TargetedLKI$CardPower"},
    {FeatureKind::Amount, "TargetedLKI$CardToughness"},
    {FeatureKind::Amount, "TargetedLKI$CardManaCost"},
    {FeatureKind::Amount, "Remembered$CardManaCost"},
    {FeatureKind::Amount, "Remembered$CardPower"},
    {FeatureKind::Amount, "Remembered$CardToughness"},
    {FeatureKind::Amount, "RememberedLKI$CardPower"},
    {FeatureKind::Amount, "RememberedLKI$CardToughness"},
    {FeatureKind::Amount, "RememberedLKI$CardManaCost"},
    {FeatureKind::Amount,
     "Remembered$Amount"},  // what RepeatEach, a hand move or a sacrifice remembered
    {FeatureKind::Amount, "Count$RememberedSize"},
};

}  // namespace

std::string_view feature_kind_name(FeatureKind k) {
  return kKindNames[static_cast<int>(k)];
}

std::string Feature::label() const {
  return std::string(feature_kind_name(kind)) + " " + name;
}

bool feature_implemented(FeatureKind kind, std::string_view name) {
  switch (kind) {
    case FeatureKind::ApiType:
      return effect_family(api_type_from_name(name)) &&
             api_type_name(api_type_from_name(name)) == name;
    case FeatureKind::Trigger:
      return trigger_family(trigger_mode_from_name(name)) &&
             trigger_mode_name(trigger_mode_from_name(name)) == name;
    case FeatureKind::Static:
      return static_family(static_mode_from_name(name)) &&
             static_mode_name(static_mode_from_name(name)) == name;
    case FeatureKind::Replacement:
      return replacement_family(replacement_event_from_name(name)) &&
             replacement_event_name(replacement_event_from_name(name)) == name;
    case FeatureKind::Keyword:
      for (const KeywordFamily& f : keyword_families())
        if (iequal(name, f.name)) return true;
      return false;
    default:
      break;
  }
  for (const Entry& e : kImplemented)
    if (e.kind == kind && e.name == name) return true;
  return false;
}

bool keyword_implemented(std::string_view k_value) {
  const KeywordFamily* f = keyword_family(k_value);
  return f && (!f->supported || f->supported(k_value));
}

std::vector<Feature> implemented_features() {
  std::vector<Feature> out;
  for (const KeywordFamily& f : keyword_families())
    out.push_back({FeatureKind::Keyword, std::string(f.name)});
  for (const EffectFamily& f : effect_families())
    out.push_back({FeatureKind::ApiType, std::string(api_type_name(f.api))});
  for (const TriggerFamily& f : trigger_families())
    out.push_back({FeatureKind::Trigger, std::string(trigger_mode_name(f.mode))});
  for (const StaticFamily& f : static_families())
    out.push_back({FeatureKind::Static, std::string(static_mode_name(f.mode))});
  for (const ReplacementFamily& f : replacement_families())
    out.push_back({FeatureKind::Replacement, std::string(replacement_event_name(f.event))});
  for (const Entry& e : kImplemented) out.push_back({e.kind, std::string(e.name)});
  return out;
}

}  // namespace rwd
