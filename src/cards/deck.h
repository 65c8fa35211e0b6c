// Deck lists: parsing Forge .dck files and plain "4 Grizzly Bears" lists, and resolving a
// list against a CardDb. Errors name the source and line. Thread-safe: pure functions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cards/card_db.h"
#include "core/ids.h"
#include "core/status.h"

namespace rwd {

struct DeckEntry {
  int count = 0;     // 1..kMaxDeckCards
  std::string card;  // the name as written (set code and art index removed)
  int line = 0;      // 1-based line in the deck text
};

struct DeckList {
  std::string name;  // [metadata] Name=, else the source it was read from
  std::vector<DeckEntry> main, sideboard;
};

// Largest count on one line and largest main deck resolve_deck accepts.
inline constexpr int kMaxDeckCards = 250;

// Accepts (a) Forge .dck: [metadata] Name=..., [Main], [Sideboard] (any case); other
// sections ([shop], [duel], [Avatar], [Commander]...) are skipped; card lines
// "4 Grizzly Bears", "4 Grizzly Bears|M10", "4 Grizzly Bears|M10|1" (a trailing "+", Forge's
// foil marker, is dropped); and (b) plain lists:
// "4 Grizzly Bears" or "4x Grizzly Bears", "#" and "//" comments, a "Sideboard" line or
// "SB: 2 Card" lines for the sideboard. A malformed card line is an error "SOURCE:LINE: ...".
Result<DeckList> parse_deck(std::string_view text, std::string_view source);

// Reads and parses a deck file; without a Name= the deck is named after the file's stem.
// Error "deck file not found: PATH" if the file does not exist.
Result<DeckList> load_deck_file(const std::string& path);

// The main deck as card ids, one per card, in list order. Errors name the deck and line:
// an unknown card, a card with unsupported lines (its first one is quoted with the reason)
// unless `allow_unsupported`, an empty main deck, or more than kMaxDeckCards cards.
// Deck-size minimums are not checked.
Result<std::vector<CardDefId>> resolve_deck(const DeckList& deck, const CardDb& db,
                                            bool allow_unsupported = false);

}  // namespace rwd
