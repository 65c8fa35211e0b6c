// The token compiler: the characteristics of the token a Token ability creates (111.4),
// from the 2019 parameters (TokenName$, TokenTypes$, TokenColors$, TokenPower$,
// TokenToughness$, TokenKeywords$) or a current TokenScript$ name such as "w_1_1_soldier".
// Anything it cannot read exactly is refused with the reason. Thread-safe: pure functions.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// `take(key)` returns the parameter's value (marking it read) or nullptr. Reads the 2019
// parameters; TokenName$, TokenTypes$ and TokenColors$ are required, and TokenPower$ /
// TokenToughness$ exactly when the token is a creature.
Result<TokenSpec> token_from_params(
    const std::function<const std::string*(std::string_view)>& take);

// A TokenScript$ name: "<colors>_<power>_<toughness>_<words>", colors letters of "wubrg" or
// "c" (colorless), words "a" (artifact), "e" (enchantment), keywords ("flying", "haste"...)
// and creature types ("soldier"); the token is named after its creature types.
// Noncreature scripts ("c_a_treasure_sac") are refused.
Result<TokenSpec> token_from_script(std::string_view script);

// "1/1 white Soldier creature token" style description, for the disassembler.
std::string describe_token(const TokenSpec& t);

}  // namespace rwd
