// Forge's Cost$ grammar: "2 R T Sac<1/Creature> Discard<1/Card> PayLife<2>" -> CostAst, a
// list of typed parts. Used for Cost$ and UnlessCost$ parameters and for keyword costs
// (Equip, Kicker, Flashback...). Grammar and messages: docs/card-scripts.md.
// Thread-safe: pure functions over constant tables.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace rwd {

// Every cost part Forge knows. X(Enum, "spelling", min args, max args, "argument names"): a
// part with arguments is written Name<a/b/c>; the last argument may itself hold '/' (Forge
// splits at most max-1 times). T, Q (also written Untap) and RevealChosenPlayer take no
// brackets; mana symbols ("2", "R", "W/U", "X") are gathered into one Mana part.
// clang-format off
#define REWIND_COST_PARTS(X)                                                           \
  X(Mana, "Mana", 1, 1, "Mana\\Restriction")                                          \
  X(Tap, "T", 0, 0, "")                                                                \
  X(Untap, "Q", 0, 0, "")                                                              \
  X(TapType, "tapXType", 2, 3, "Num/Type/Description")                                 \
  X(UntapType, "untapYType", 2, 3, "Num/Type/Description")                             \
  X(SubCounter, "SubCounter", 2, 5, "Num/CounterType/Type/Description/Zone")           \
  X(AddCounter, "AddCounter", 2, 4, "Num/CounterType/Type/Description")                \
  X(RemoveAnyCounter, "RemoveAnyCounter", 3, 4, "Num/CounterType/Type/Description")    \
  X(PayLife, "PayLife", 1, 2, "Num/Description")                                       \
  X(PayEnergy, "PayEnergy", 1, 1, "Num")                                               \
  X(GainLife, "GainLife", 2, 3, "Num/Player/Count")                                    \
  X(GainControl, "GainControl", 2, 3, "Num/Type/Description")                          \
  X(Unattach, "Unattach", 1, 2, "Type/Description")                                    \
  X(ChooseColor, "ChooseColor", 1, 1, "Num")                                           \
  X(ChooseCreatureType, "ChooseCreatureType", 1, 1, "Num")                             \
  X(DamageYou, "DamageYou", 1, 1, "Num")                                               \
  X(Mill, "Mill", 1, 1, "Num")                                                         \
  X(FlipCoin, "FlipCoin", 1, 1, "Num")                                                 \
  X(RollDice, "RollDice", 3, 4, "Num/Sides/ResultSVar/Description")                    \
  X(Discard, "Discard", 2, 3, "Num/Type/Description")                                  \
  X(AddMana, "AddMana", 2, 3, "Num/Type/Description")                                  \
  X(Sac, "Sac", 2, 3, "Num/Type/Description")                                          \
  X(Exile, "Exile", 2, 3, "Num/Type/Description")                                      \
  X(ExileFromHand, "ExileFromHand", 2, 3, "Num/Type/Description")                      \
  X(ExileFromGrave, "ExileFromGrave", 2, 3, "Num/Type/Description")                    \
  X(ExileFromStack, "ExileFromStack", 2, 3, "Num/Type/Description")                    \
  X(ExileFromTop, "ExileFromTop", 2, 3, "Num/Type/Description")                        \
  X(ExileSameGrave, "ExileSameGrave", 2, 3, "Num/Type/Description")                    \
  X(Return, "Return", 2, 3, "Num/Type/Description")                                    \
  X(Reveal, "Reveal", 2, 3, "Num/Type/Description")                                    \
  X(RevealFromExile, "RevealFromExile", 2, 3, "Num/Type/Description")                  \
  X(RevealOrChoose, "RevealOrChoose", 2, 3, "Num/Type/Description")                    \
  X(ExiledMoveToGrave, "ExiledMoveToGrave", 2, 3, "Num/Type/Description")              \
  X(Draw, "Draw", 2, 2, "Num/Player")                                                  \
  X(PutCardToLibFromHand, "PutCardToLibFromHand", 3, 4, "Num/LibPos/Type/Description") \
  X(PutCardToLibFromGrave, "PutCardToLibFromGrave", 3, 4, "Num/LibPos/Type/Description") \
  X(PutCardToLibFromSameGrave, "PutCardToLibFromSameGrave", 3, 4,                      \
    "Num/LibPos/Type/Description")                                                     \
  X(PutCardToLibFromBattlefield, "PutCardToLibFromBattlefield", 3, 4,                  \
    "Num/LibPos/Type/Description")                                                     \
  X(Exert, "Exert", 2, 3, "Num/Type/Description")                                      \
  X(RevealChosenPlayer, "RevealChosenPlayer", 0, 0, "")
// clang-format on

enum class CostPartKind : uint8_t {
#define REWIND_COST_ENUM(e, s, lo, hi, sig) e,
  REWIND_COST_PARTS(REWIND_COST_ENUM)
#undef REWIND_COST_ENUM
      Count
};
inline constexpr int kNumCostPartKinds = static_cast<int>(CostPartKind::Count);

// "Sac", "T", "Mana"... as Forge spells it.
std::string_view cost_part_name(CostPartKind k);

struct CostPart {
  CostPartKind kind = CostPartKind::Mana;
  std::string text;               // as written: "Sac<1/Creature>", "2 R" (all mana symbols, joined)
  std::vector<std::string> args;  // the <a/b/c> arguments; for Mana, one symbol per element
                                  // (for Mana<...>, the bracket's text)
};

// Parts in the order written, except that every mana symbol is gathered into one Mana part
// at the position of the first symbol (Forge pays one mana part).
struct CostAst {
  std::vector<CostPart> parts;
  bool mandatory = false;    // "Mandatory": the cost must be paid (not "you may")
  bool x_cant_be_0 = false;  // "XCantBe0"

  // First part of `kind`, or nullptr.
  const CostPart* find(CostPartKind kind) const;
};

// Parses a Cost$ value. Errors name the offending part: "unknown cost part 'Foo<1>'",
// "'Sac<1>': expected 2 to 3 arguments <Num/Type/Description>, got 1",
// "unknown mana symbol 'K'".
// An empty text is an error ("empty cost"); "0" is a free cost (one Mana part "0").
Result<CostAst> parse_cost(std::string_view text);

// True iff `sym` is one Forge mana symbol: a number, W U B R G C S X Y Z, or a hybrid or
// Phyrexian combination such as "W/U", "WU", "2/W", "W/P", "PW", "G/U/P".
bool is_mana_symbol(std::string_view sym);

}  // namespace rwd
