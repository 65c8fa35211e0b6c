// The built-in card pool and decks, embedded in the binary from src/cards/builtin/.
// Thread-safe: built once on first use (function-local statics), immutable afterwards.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cards/card_db.h"

namespace rwd {

// The CardDb of builtin/cards/*.txt. Every card in it is supported (builtin_test checks it).
// An embedded pool that fails to load is an engine bug: it aborts with the message.
const CardDb& builtin_card_db();

struct BuiltinDeck {
  std::string id;    // file stem, e.g. "green-white-beasts"
  std::string name;  // [metadata] Name=, e.g. "Green-White Beasts"
  std::string text;  // the .dck file's text, for parse_deck
};

// Every builtin/decks/*.dck, sorted by id.
const std::vector<BuiltinDeck>& builtin_decks();

// The deck whose id or name equals `id_or_name` (case-insensitive); nullptr if none.
// The pointer stays valid for the life of the program.
const BuiltinDeck* find_builtin_deck(std::string_view id_or_name);

}  // namespace rwd
