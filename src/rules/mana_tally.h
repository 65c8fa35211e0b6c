// Per-player tallies of the mana sources that could be tapped now (Player::mana_sources,
// ManaSourceTally in rules/state.h): what AffordCheck counts (rules/mana.h), kept up to
// date instead of recounted over the battlefield at every priority check. A permanent counts
// toward its controller's tallies while it is untapped, has a mana ability (land_mana) and can
// use it (302.6). Everything that changes one of those facts for a permanent takes it out of
// the tallies first and puts it back after: move_to_zone and refresh_characteristics
// (rules/zones.cpp), set_tapped, set_controller, and the untap step, which recounts the
// active player's (their turn began: summoning sickness ends). recount_mana_tallies runs
// after anything that rebuilds a state (decoding, positions). Not hashed or encoded.
// Thread-safe: functions of their arguments.
#pragma once

#include <bit>

#include "cards/card_def.h"
#include "rules/state.h"

namespace rwd {

// 302.6: a creature's {T} mana ability needs it free of summoning sickness (or haste).
inline bool can_tap_for_mana(const GameState& s, const Object& o) {
  if (!(o.types & type_bit(CardType::Creature)) || o.keywords.has(Keyword::Haste)) return true;
  return o.controlled_since_turn < s.players[o.controller].last_turn_started;
}

// True iff `o` counts toward its controller's mana tallies now.
inline bool counts_as_mana_source(const GameState& s, const Object& o) {
  return o.zone == Zone::Battlefield && !o.has(kTapped) && o.land_mana != 0 &&
         can_tap_for_mana(s, o);
}

// Adds `o` to tally `t` (`sign` +1) or takes it out (-1) if it counts.
inline void mana_tally_add(ManaSourceTally& t, const Object& o, int sign) {
  if (o.land_mana & (o.land_mana - 1)) {  // a choice of kinds: AffordCheck's matcher decides
    t.multi = static_cast<uint16_t>(t.multi + sign);
    return;
  }
  const int c = std::countr_zero(static_cast<unsigned>(o.land_mana));  // its one kind
  if (c < 6) t.single[c] = static_cast<uint16_t>(t.single[c] + sign);
  t.total = static_cast<uint16_t>(t.total + sign);
}
// Puts `o` into its controller's tallies (`sign` +1) or takes it out (-1) if it counts.
inline void mana_tally_add(GameState& s, const Object& o, int sign) {
  if (counts_as_mana_source(s, o)) mana_tally_add(s.players[o.controller].mana_sources, o, sign);
}

// Taps (`tapped`) or untaps object `id`, keeping the tallies.
inline void set_tapped(GameState& s, ObjectId id, bool tapped) {
  Object& o = s.obj(id);
  mana_tally_add(s, o, -1);
  if (tapped)
    o.set(kTapped);
  else
    o.clear(kTapped);
  mana_tally_add(s, o, +1);
}

// Gives object `id` to `controller` outright (a permanent spell or a card put onto the
// battlefield under a player's control), keeping the tallies.
inline void set_controller(GameState& s, ObjectId id, uint8_t controller) {
  Object& o = s.obj(id);
  mana_tally_add(s, o, -1);
  o.controller = controller;
  mana_tally_add(s, o, +1);
}

// Recomputes `player`'s tallies from the battlefield; both players'.
void recount_mana_tally(GameState& s, uint8_t player);
void recount_mana_tallies(GameState& s);
// True iff both players' tallies equal a recount (checked by tests and debug builds).
bool mana_tallies_ok(const GameState& s);

}  // namespace rwd
