// Per-player tallies of the hand by when its cards may be played (Player::hand_lands,
// Player::hand_instant_speed). A priority check where nothing can be played (most of them:
// every step of every turn gives both players priority, 117.3) then reads two numbers
// instead of walking the hand. The tallies are derived from the hand and its objects'
// characteristics: move_to_zone and refresh_characteristics (rules/zones.cpp) take a card out
// of them and put it back as it leaves, enters or is recomputed in a hand, and recount_hands
// runs after anything that rebuilds a state (decoding, positions, determinization). Not
// hashed or encoded.
// Thread-safe: functions of their arguments.
#pragma once

#include "cards/card_def.h"
#include "rules/state.h"

namespace rwd {

// 304.1, 702.8a: a nonland card its owner may cast whenever they have priority: an instant
// or a card with flash (computed characteristics).
inline bool plays_at_instant_speed(const Object& o) {
  return !(o.types & type_bit(CardType::Land)) &&
         ((o.types & type_bit(CardType::Instant)) || o.has(Keyword::Flash));
}

// Counts card `o`, in its owner's hand, into that hand's tallies (`sign` +1), or out of
// them (-1) with the characteristics it was counted with.
inline void tally_hand_card(GameState& s, const Object& o, int sign) {
  Player& pl = s.players[o.owner];
  if (o.types & type_bit(CardType::Land))
    pl.hand_lands = static_cast<uint16_t>(pl.hand_lands + sign);
  if (plays_at_instant_speed(o))
    pl.hand_instant_speed = static_cast<uint16_t>(pl.hand_instant_speed + sign);
}

// Recomputes the tallies of `player`'s hand from its cards.
void recount_hand(GameState& s, uint8_t player);
// Recomputes both players' tallies.
void recount_hands(GameState& s);
// True iff both players' tallies equal a recount (checked by tests and debug builds).
bool hand_tallies_ok(const GameState& s);

}  // namespace rwd
