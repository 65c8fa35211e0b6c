// Forge card-script parser: text -> CardDef. Lines the engine cannot run become
// UnsupportedLines (the card loads but is refused in decks); syntax it does not know is an
// error naming source and line. Never crashes on any input. Thread-safe: pure functions.
#pragma once

#include <string_view>

#include "cards/card_def.h"
#include "core/status.h"

namespace rwd {

// Parses one card script ("Name:", "ManaCost:", "Types:", "PT:", "K:", ... one per line;
// an "ALTERNATE" line starts the second face). `source` names the text in messages
// ("grizzly_bears.txt:4: PT: expected <power>/<toughness>, got \"2-2\"").
// Line numbers in messages and in CardDef::unsupported are the script's own line numbers
// plus `line_offset` (so a card inside a bundle file reports the bundle's line numbers).
// The returned CardDef has script = text and source = source.
Result<CardDef> parse_card_script(std::string_view text, std::string_view source,
                                  int line_offset = 0);

}  // namespace rwd
