// The ability parser: a Forge card script's text -> CardAbilities (ability_ast.h). Reads the
// A:, T:, S:, R:, K: and SVar: lines of every face (other lines are CardDef's business, see
// card_script.h), resolves SVar references and parses Cost$, Valid and Count$ values.
// Never fails and never crashes: what it does not know becomes a Diagnostic naming the line
// and what was expected. Grammar and diagnostics: docs/card-scripts.md. The parser is
// ability_parser.cpp; K: values are keyword_parser.cpp, the names of ApiTypes, modes and
// events ability_vocab.cpp. Thread-safe: pure function over constant tables.
#pragma once

#include <string_view>

#include "cards/ability_ast.h"

namespace rwd {

// Line numbers in nodes and diagnostics are the script's own (1-based) plus `line_offset`.
CardAbilities parse_abilities(std::string_view script, int line_offset = 0);

// One K: value ("Flying", "Equip:2", "Enchant creature", "CARDNAME can't block.") as a
// Keyword node. Its head is the keyword as Forge groups it: "Flashback" for "Flashback 3 R",
// "Enchant" for "Enchant creature", "Protection" for "Protection from red", the whole text
// for a hidden keyword ("CARDNAME can't block."). Problems are appended to `diagnostics`
// with `line`. The node's refs name SVars but are not resolved (parse_abilities does that).
AbilityNode parse_keyword_line(std::string_view value, int line,
                               std::vector<Diagnostic>& diagnostics);

}  // namespace rwd
