// Amounts in Forge scripts: SVar values such as "Count$CardsInYourHand",
// "Count$Valid Creature.YouCtrl/Plus.2", "Number$3", "Targeted$CardPower/Twice",
// "PlayerCountOpponents$Amount", "SVar$X/Minus.1". Grammar and messages:
// docs/card-scripts.md. Thread-safe: pure functions over constant tables.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/valid_expr.h"
#include "core/status.h"

namespace rwd {

// Argument shapes of Count$ properties.
enum class CountShape : uint8_t {
  None,        // Count$xPaid
  Dot1,        // Count$CardCounters.P1P1, Count$TypeYouCtrl.Creature (one .argument)
  Dot01,       // Count$InYourHand or Count$InYourHand.Creature
  Dot2,        // Count$Kicked.2.1, Count$Threshold.3.1: value if true, value if false
  Valid,       // Count$Valid Creature.YouCtrl (a space, then a Valid expression)
  Underscore,  // Count$SumPower_Creature.YouCtrl, Count$ThisTurnEntered_Graveyard_Card
  Compare,     // Count$Compare X GE3.1.0
  Words,       // Count$CountersAdded P1P1 Card.Self, Count$xColorPaid B (free words)
  Colon,       // Count$ManaPool:green
};

// X(name, shape): every Count$ property the parser knows (Forge's CardFactoryUtil.xCount).
// clang-format off
#define REWIND_COUNT_PROPERTIES(X)                                                            \
  X("Valid", Valid) X("ValidGraveyard", Valid) X("ValidHand", Valid) X("ValidExile", Valid)   \
  X("ValidLibrary", Valid) X("ValidStack", Valid) X("ValidCommand", Valid)                    \
  X("LastStateBattlefield", Valid) X("LastStateGraveyard", Valid) X("Devoured", Valid)        \
  X("ColorsCtrl", Valid) X("MostCardName", Valid) X("MostProminentCreatureType", Valid)       \
  X("SecondMostProminentColor", Valid) X("MostProminentColor", Valid)                        \
  X("YourDamageSourcesThisTurn", Valid) X("YourTypeDamageThisTurn", Valid)                    \
  X("SacrificedThisTurn", Valid)                                                              \
  X("xPaid", None) X("XChoice", None) X("xColorPaid", Words) X("DamageAmount", None)          \
  X("CardPower", None) X("CardToughness", None) X("CardManaCost", None)                       \
  X("CardCounters", Dot1) X("CardTypes", Dot1) X("CardControllerTypes", Dot1)                 \
  X("TypeYouCtrl", Dot1) X("TypeOppCtrl", Dot1) X("TypeOnBattlefield", Dot1)                  \
  X("TypeInYourYard", Dot1) X("TypeInOppYard", Dot1) X("TypeInAllYards", Dot1)                \
  X("TypeInYourHand", Dot1) X("TypeInYourLibrary", Dot1) X("TypeInYourSideboard", Dot1)       \
  X("TypeInEnchantedYard", Dot1) X("NumTypeYouCtrl", Dot1) X("NumTypeOppCtrl", Dot1)          \
  X("NamedInAllYards", Dot1) X("NamedYouCtrl", Dot1) X("Devotion", Dot1)                     \
  X("Chroma", Dot1) X("ChromaSource", Dot1) X("ChromaInGrave", Dot1)                          \
  X("HasNumChosenColors", Dot1) X("SearchedLibrary", Dot1) X("OppsAtLifeTotal", Dot1)         \
  X("InYourHand", Dot01) X("InYourYard", Dot01) X("InYourLibrary", Dot01)                     \
  X("InTargetedLibrary", Dot01) X("UniqueManaColorsProduced", Dot01)                          \
  X("InChosenHand", None) X("InChosenYard", None) X("InEnchantedHand", None)                  \
  X("InOppHand", None) X("InOppHandCount", None) X("InOppYard", None) X("InAllYards", None)   \
  X("InTargetedHand", None) X("InYourSideboard", None) X("NumInAllHands", None)               \
  X("Kicked", Dot2) X("Threshold", Dot2) X("Metalcraft", Dot2) X("Hellbent", Dot2)            \
  X("Morbid", Dot2) X("Delirium", Dot2) X("Revolt", Dot2) X("Landfall", Dot2)                 \
  X("FatefulHour", Dot2) X("Blessing", Dot2) X("Madness", Dot2) X("AltCost", Dot2)            \
  X("IfCastInOwnMainPhase", Dot2) X("wasCastFromGraveyard", Dot2) X("Random", Dot2)           \
  X("DevotionDual", Dot2) X("TriggeredPayingMana", Dot2)                                      \
  X("ThisTurnCast", Underscore) X("ThisTurnEntered", Underscore)                              \
  X("LastTurnEntered", Underscore) X("DifferentCardNames", Underscore)                        \
  X("GreatestPower", Underscore) X("GreatestToughness", Underscore)                           \
  X("HighestCMC", Underscore) X("SumPower", Underscore) X("SumCMC", Underscore)               \
  X("TotalCounters", Underscore) X("Presence", Underscore)                                    \
  X("Compare", Compare) X("CountersAdded", Words) X("CountersAddedToPermYouCtrl", Words)      \
  X("ManaPool", Colon) X("Controller", Words)                                                 \
  X("YourLifeTotal", None) X("YourStartingLife", None) X("OppGreatestLifeTotal", None)        \
  X("TargetedLifeTotal", None) X("LifeAmount", None) X("LifeGained", None)                    \
  X("LifeYouGainedThisTurn", None) X("LifeYouLostThisTurn", None)                             \
  X("LifeOppsLostThisTurn", None) X("YourCountersExperience", None)                           \
  X("YourCountersEnergy", None) X("TotalOppPoisonCounters", None)                             \
  X("AttackersDeclared", None) X("AttackersActivePlayerDeclared", None) X("NumBlockers", None)\
  X("ChosenNumber", None) X("Domain", None) X("DomainActivePlayer", None)                     \
  X("Converge", None) X("RememberedSize", None) X("RememberedNumber", None)                   \
  X("RememberedCardManaCost", None) X("RememberedWithSharedCardType", None)                   \
  X("TimesKicked", None) X("TimesPseudokicked", None) X("CardsInYourHand", None)              \
  X("NumCardsInYourHand", None) X("CastSACMC", None) X("MaxCMCYouCtrl", None)                 \
  X("CounterNum", None) X("TopOfLibraryCMC", None) X("TokenNum", None)                        \
  X("TriggerRememberAmount", None) X("TotalDamageDoneByThisTurn", None)                       \
  X("TotalOppDamageThisTurn", None) X("MaxOppDamageThisTurn", None)                           \
  X("YourDamageThisTurn", None) X("FirstSpellTotalManaSpent", None) X("Amount", None)         \
  X("YourLandsPlayed", None) X("YouDrewThisTurn", None) X("YouSurveilThisTurn", None)         \
  X("TriggeredCardManaCost", None) X("EquippedCardManaCost", None)                            \
  X("MonstrosityAmount", None) X("EnchantedControllerCreatures", None)                        \
  X("ColoredCreatures", None) X("YourTurns", None) X("TotalTurns", None)                      \
  X("SurveilNum", None) X("SpellsOnStack", None) X("RegeneratedThisTurn", None)               \
  X("CommanderCastFromCommandZone", None) X("BushidoPoint", None)
// clang-format on

struct CountExpr {
  std::string property;  // "Valid", "CardCounters", "Compare"... as written
  CountShape shape = CountShape::None;
  std::vector<std::string> args;  // ".a.b", "_a_b", words or the Valid text, in order
  std::vector<ValidExpr> valids;  // the parsed Valid expressions among args
};

// One math operation after '/': "Plus.2", "Twice", "LimitMax.X" (Forge's doXMath).
struct MathOp {
  std::string op;       // Plus Minus NMinus Times Twice Thrice HalfUp HalfDown ... LimitMin
  std::string operand;  // "" for ops without one; a number or an SVar name
};

enum class AmountSource : uint8_t {
  Count,    // Count$...: a game count, see CountExpr
  Number,   // Number$3: a constant (a stored number StoreSVar may change)
  SVar,     // SVar$X: another SVar
  Defined,  // Targeted$CardPower, Remembered$Amount, TriggerCount$DamageAmount,
            // PlayerCountOpponents$Amount...: a property of defined objects or players
};

struct AmountExpr {
  AmountSource source = AmountSource::Count;
  std::string source_name;  // "Count", "Number", "Targeted", "PlayerCountOpponents"...
  std::string body;         // the text between '$' and the math operation
  CountExpr count;          // source Count, or the property of a Defined source
  int number = 0;           // source Number
  std::optional<MathOp> math;

  // Names this amount reads from other SVars (SVar$ source, Compare operand, math operand).
  std::vector<std::string> svar_refs() const;
};

// Parses an amount SVar value ("Count$...", "Number$...", "<Defined>$..."). Errors:
// "unknown Count$ property 'Foo'", "Count$Kicked needs 2 '.' values, got 1",
// "unknown math operation 'Plux'", "Number$ needs an integer, got 'x'".
Result<AmountExpr> parse_amount(std::string_view value);

// The Count$ body without the '$' prefix and without the math ("Valid Creature.YouCtrl").
Result<CountExpr> parse_count(std::string_view body);

// "Plus.2", "Twice"... (the text after '/').
Result<MathOp> parse_math(std::string_view text);

// True iff `s` is an integer literal, optionally signed ("3", "-1", "+2").
bool is_integer(std::string_view s);

}  // namespace rwd
