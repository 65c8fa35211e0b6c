#include "cards/support_registry.h"

#include <cctype>

#include "cards/card_def.h"
#include "cards/counter_kind.h"
#include "cards/keywords.h"
#include "cards/upkeep_cost.h"
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

// Implemented features other than keywords, one line each. The compiler adds its entries
// here as it learns them ({FeatureKind::ApiType, "DealDamage"}, {FeatureKind::Cost, "Sac"}).
// Keywords come from REWIND_KEYWORDS (keywords.h), the engine's own keyword list.
constexpr Entry kImplemented[] = {
    {FeatureKind::Keyword, "Protection"},  // "Protection from <color>" only, see keywords.h
    // Spell abilities (A:SP$ on instants and sorceries) the spell compiler implements; each
    // accepts the parameters listed in docs/card-abilities.md and refuses any other by name.
    {FeatureKind::ApiType, "DealDamage"},
    {FeatureKind::ApiType, "DamageAll"},
    {FeatureKind::ApiType, "Destroy"},
    {FeatureKind::ApiType, "DestroyAll"},
    {FeatureKind::ApiType, "ChangeZone"},
    {FeatureKind::ApiType, "GainLife"},
    {FeatureKind::ApiType, "LoseLife"},
    {FeatureKind::ApiType, "Draw"},
    {FeatureKind::ApiType, "Discard"},
    {FeatureKind::ApiType, "Mana"},
    {FeatureKind::ApiType, "Pump"},
    {FeatureKind::ApiType, "PumpAll"},
    {FeatureKind::ApiType, "Tap"},
    {FeatureKind::ApiType, "Untap"},
    {FeatureKind::ApiType, "Regenerate"},
    {FeatureKind::ApiType, "Counter"},
    {FeatureKind::ApiType, "Attach"},  // Aura spells: enters attached to its target
    {FeatureKind::ApiType, "Animate"},   // base P/T and card types, until end of turn or your next upkeep
    {FeatureKind::ApiType, "SetState"},  // Mode$ Transform of a double-faced card (701.28)
    {FeatureKind::ApiType, "Play"},      // cast a targeted card or the library's top card free (608.2g)
    {FeatureKind::ApiType, "GainControl"},  // until end of turn (LoseControl$ EOT), layer 2
    {FeatureKind::Keyword, "Enchant"},  // an Aura's "Enchant X": the Attach spell's target and 704.5m
    {FeatureKind::Keyword, "Equip"},    // an Equipment's "Equip:COST": an activated Attach (702.6a), 704.5n
    {FeatureKind::ApiType, "PutCounter"},     // CounterType$ P1P1/M1M1 only
    {FeatureKind::ApiType, "RemoveCounter"},
    {FeatureKind::ApiType, "PutCounterAll"},
    {FeatureKind::Amount, "Count$xPaid"},
    {FeatureKind::Amount, "TriggerCount$DamageAmount"},  // DamageDone triggers: the damage dealt
    {FeatureKind::ApiType,
     "PreventDamage"},  // Amount$, ValidTgts$ or Defined$ You: a shield (615.7)
    {FeatureKind::ApiType, "Fog"},
    {FeatureKind::ApiType, "Charm"},         // a spell's "choose one", each mode with one target
    {FeatureKind::ApiType, "ChooseSource"},  // "a source of your choice", for the Effect below
    {FeatureKind::ApiType,
     "Effect"},  // only: prevent the next damage from the chosen source (Circles of Protection)
    {FeatureKind::ApiType, "Cleanup"},         // ClearChosenCard$ True
    {FeatureKind::ApiType, "DelayedTrigger"},  // a trigger's "at end of combat" (603.7), delayed_compiler.h
    {FeatureKind::ApiType, "Scry"},            // ScryNum$ 1 (701.22)
    {FeatureKind::ApiType, "Shuffle"},         // 701.24
    {FeatureKind::ApiType, "RevealHand"},      // "look at target player's hand"
    {FeatureKind::ApiType, "Dig"},             // look at the top N cards, move some (rules/vm_dig.h)
    {FeatureKind::ApiType, "FlipACoin"},       // WinSubAbility$/LoseSubAbility$ (705)
    {FeatureKind::Replacement, "DamageDone"},
    {FeatureKind::Amount, "ReplaceCount$DamageAmount"},  // only there: "gain life equal to the damage prevented"  // only inside that Effect
    {FeatureKind::ApiType, "Poison"},      // Num$: poison counters on a player (122.1f, 704.5c)
    {FeatureKind::ApiType, "Debuff"},      // Keywords$ lost until end of turn (Permanent$ True: for good)
    {FeatureKind::ApiType, "TapOrUntap"},  // its controller chooses as it resolves
    {FeatureKind::ApiType, "TapAll"},      // only Land.hasManaAbility of a player (Power Sink)
    {FeatureKind::ApiType, "DrainMana"},
    {FeatureKind::Keyword, "UpkeepCost"},  // a fixed mana cost: pay it or sacrifice the permanent
    {FeatureKind::ApiType, "ChoosePlayer"},  // choice_compiler.h: the source remembers the player
    {FeatureKind::ApiType, "GenericChoice"},  // Choices$ of DB$ chains without targets; Defined$ chooses
    {FeatureKind::ApiType, "ChooseColor"},   // likewise the color; ChosenColor in its statics' Affected$
    {FeatureKind::Keyword, "ETBReplacement"},  // Other:<SVar>: "as this enters, choose ..." (614.12)
    {FeatureKind::ApiType, "ChooseType"},  // Type$ Creature / Basic Land; ChosenType in its statics' Affected$
    {FeatureKind::ApiType, "ChooseCard"},  // one card from the battlefield, your graveyard or hand; Defined$ ChosenCard
    {FeatureKind::ApiType, "ChooseNumber"},  // Min$/Max$; Count$ChosenNumber
    {FeatureKind::Amount, "Count$ChosenNumber"},
    {FeatureKind::Amount, "Count$InChosenHand"},  // cards in the chosen player's hand, with Plus/Minus/NMinus/Times
    // Activation costs (A:AB$ Cost$) the ability compiler turns into AbilityCost; Sac only
    // for the permanent itself (anything else is refused by name).
    // Triggered abilities (T: lines, trigger_compiler.h); unsupported parameters and values
    // are refused by name.
    {FeatureKind::Trigger, "ChangesZone"},
    {FeatureKind::Trigger, "Phase"},  // Upkeep, Draw, End of Turn
    {FeatureKind::Trigger, "Attacks"},
    {FeatureKind::Trigger, "Blocks"},
    {FeatureKind::Trigger, "AttackerBlocked"},
    {FeatureKind::Trigger, "AttackerBlockedByCreature"},
    {FeatureKind::Trigger, "AttackerUnblocked"},
    {FeatureKind::Trigger, "DamageDone"},
    {FeatureKind::Trigger, "DamageDealtOnce"},  // ValidSource$ the source itself or its host
    {FeatureKind::Trigger, "DamageDoneOnce"},   // ValidTarget$ the source itself or its host
    {FeatureKind::Trigger, "SpellCast"},
    {FeatureKind::Trigger, "Drawn"},
    {FeatureKind::Trigger, "LifeGained"},
    {FeatureKind::Trigger, "Taps"},
    {FeatureKind::Trigger, "TapsForMana"},  // ValidCard$; Defined$ TriggeredPlayer: who tapped it
    {FeatureKind::Cost, "Mana"},
    {FeatureKind::Cost, "T"},
    {FeatureKind::Cost, "Q"},
    {FeatureKind::Cost, "PayLife"},
    {FeatureKind::Cost, "Sac"},
    {FeatureKind::Cost, "SubCounter"},  // N counters of P1P1/M1M1 from the permanent itself
    {FeatureKind::Cost, "AddCounter"},
    {FeatureKind::Cost, "Discard"},  // Discard<N/Random> and Discard<N/Card> (chosen while activating)
    // Static abilities of permanents (S: lines) the static compiler implements; parameters as
    // listed in docs/card-abilities.md, any other refused by name.
    {FeatureKind::Static, "Continuous"},
    {FeatureKind::Static, "CantAttack"},
    {FeatureKind::Static, "CantBlock"},
    {FeatureKind::Cost, "tapXType"},      // chosen untapped permanents (cost_compiler.h)
    {FeatureKind::Static, "RaiseCost"},   // numbers only; spells or abilities (601.2f)
    {FeatureKind::Static, "ReduceCost"},
    {FeatureKind::Static, "ETBTapped"},  // ValidCard$: they enter the battlefield tapped (614.1c)
    // Tokens, sacrifice and the zone ApiTypes; amounts (docs/card-abilities.md, "What compiles").
    {FeatureKind::ApiType, "Token"},
    {FeatureKind::ApiType, "Sacrifice"},
    {FeatureKind::ApiType, "Mill"},
    {FeatureKind::ApiType, "ChangeZoneAll"},
    {FeatureKind::ApiType, "Cleanup"},  // ClearRemembered$ True only
    {FeatureKind::Amount, "Number$"},
    {FeatureKind::Amount, "SVar$"},
    {FeatureKind::Amount, "Count$Valid"},
    {FeatureKind::Amount, "Count$ValidGraveyard"},
    {FeatureKind::Amount, "Count$TypeYouCtrl"},
    {FeatureKind::Amount, "Count$InYourHand"},
    {FeatureKind::Amount, "Count$CardPower"},
    {FeatureKind::Amount, "Count$CardToughness"},
    {FeatureKind::Amount, "Count$CardManaCost"},
    {FeatureKind::Amount, "Count$CardCounters"},
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
    {FeatureKind::ApiType, "RepeatEach"},      // RepeatPlayers$ Player/TargetedAndYou (101.4), cards/repeat_compiler.h
    {FeatureKind::ApiType, "Repeat"},          // RepeatCheckSVar$ or RepeatCount$ (608.2c)
    {FeatureKind::ApiType, "StoreSVar"},       // one stored SVar per card (a register)
    {FeatureKind::ApiType, "ReplaceEffect"},   // VarName$ Affected | VarValue$ You: the next damage from a chosen source (614)
    {FeatureKind::Amount, "Remembered$Amount"},  // what RepeatEach, a hand move or a sacrifice remembered
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
  if (kind == FeatureKind::Keyword) {
    for (int i = 0; i < kNumKeywords; ++i)
      if (iequal(name, keyword_name(static_cast<Keyword>(i)))) return true;
    for (int i = 0; i < kNumEvasion; ++i)
      if (iequal(name, evasion_name(i))) return true;
  }
  for (const Entry& e : kImplemented)
    if (e.kind == kind && e.name == name) return true;
  return false;
}

bool keyword_implemented(std::string_view k_value) {
  if (k_value.substr(0, 8) == "Enchant ") return true;  // an Aura's: its Attach spell's target (303.4)
  if (k_value.substr(0, 6) == "Equip:") return true;     // compiled as an activated Attach (702.6a)
  CounterKind kind;
  int n;
  if (parse_etb_counter(k_value, &kind, &n)) return true;
  if (k_value.substr(0, 16) == "CantBeBlockedBy ") return true;  // its Valid is compiled
  if (k_value.substr(0, 10) == "CantBlock ") return true;  // "can't block <Valid>" (509.1a)
  for (const char* rule : kFaceRuleText)  // "CARDNAME can't block." and the like (card_def.h)
    if (k_value == rule) return true;
  // UpkeepCost: mana costs only, others are refused when compiled; "enters tapped" (614.1c).
  if (is_upkeep_cost(k_value)) return true;
  if (k_value.substr(0, 21) == "ETBReplacement:Other:") return true;  // choice_compiler.h (614.12)
  KeywordSet scratch;
  return parse_keyword(k_value, scratch);
}

std::vector<Feature> implemented_features() {
  std::vector<Feature> out;
  for (int i = 0; i < kNumKeywords; ++i)
    out.push_back({FeatureKind::Keyword, std::string(keyword_name(static_cast<Keyword>(i)))});
  for (int i = 0; i < kNumEvasion; ++i)
    out.push_back({FeatureKind::Keyword, std::string(evasion_name(i))});
  for (const Entry& e : kImplemented) out.push_back({e.kind, std::string(e.name)});
  return out;
}

}  // namespace rwd
