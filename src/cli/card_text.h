// How the terminal shows cards: one bracketed line per card in a zone listing, and the
// details of one card for `show CARD`. Everything shown comes from a PlayerView (so only
// what that seat may know) plus the card's public rules text from the CardDb.
// Thread-safe: pure functions.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "game/card_pool.h"
#include "game/view.h"

namespace rwd {

// Where a card is listed: a permanent shows its state (tapped, damage, combat, counters); a
// card in hand, graveyard or on the stack shows its cost and type line.
enum class CardPlace { Battlefield, Other };

// "[Giant Spider#109 2/4 (Reach) tapped, 1 damage]", "[Llanowar Elves#40 {G} Creature — Elf
// Druid 1/1]", "[Plains#12]": name and id, then only the parts the card has. Creatures
// always show their computed power and toughness, and keywords whenever it has any.
std::string card_brief(const CardView& c, CardPlace place);

// "  title: [..] [..]" or "  title: (none)", one line.
void print_card_list(std::ostream& out, const std::string& title,
                     const std::vector<CardView>& cards, CardPlace place);

// The seat-visible card whose id, "Name#id" label or name (case-insensitive; a name must be
// unique among the visible cards) is `query`, searched in `v`'s battlefield, stack, the
// viewer's hand, graveyards and exile. Returns its index in `found_in` order, or an error
// message naming the problem. `where` receives the zone's name ("the battlefield").
struct FoundCard {
  const CardView* card = nullptr;
  std::string where;  // "on the battlefield", "in your hand", "in p2's graveyard", "on the stack"
};
FoundCard find_visible_card(const PlayerView& v, const std::string& query, std::string* error);

// The details of a card for `show`: name, where it is, cost and type line, computed power
// and toughness with their sources (pt_sources), keywords, counters, state, choices, what
// is not implemented, and its rules text.
std::string card_details(const FoundCard& f, const CardDb& db);

}  // namespace rwd
