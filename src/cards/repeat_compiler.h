// Pieces of compiling RepeatEach, Repeat and StoreSVar (docs/card-abilities.md): reading
// their comparisons, which SVars a card stores into, and the amounts that read what an
// ability remembers. The spell compiler (effects_flow.cpp) emits the code; these are pure
// functions of the script. Thread-safe: pure functions.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "cards/ability_ast.h"
#include "core/status.h"

namespace rwd {

// "GT0", "LT1", "EQ0", "GE2"...: the Compare opcode's operator (0 EQ 1 NE 2 LT 3 LE 4 GT 5 GE)
// and its number. Errors name the text.
Result<std::pair<int, int>> parse_svar_compare(std::string_view text);

// The SVar that StoreSVar nodes of face `face` write ("" if none); an error if they write
// two different SVars (one register holds stored values).
Result<std::string> stored_svar(const CardAbilities& ab, int face);

// True iff the amount counts what the ability remembers (Remembered$Amount,
// Count$RememberedSize), math aside.
bool is_remembered_count(const AmountExpr& a);

// The number an amount's math adds (/Plus.N: N, /Minus.N: -N), or an error for any other
// operation or an operand that is not a number.
Result<int> additive_math(const MathOp& m);

// A Valid list without its Emblem alternatives ("Card,Emblem" -> "Card",
// "Card.ChosenCard,Emblem.ChosenCard" -> "Card.ChosenCard"): no game of this engine has an
// emblem (114.1: they come from abilities it does not run), so those alternatives match
// nothing.
std::string without_emblems(std::string_view valid);

}  // namespace rwd
