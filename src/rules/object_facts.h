// Questions about an object's computed characteristics and status that many rules files ask
// (types, 302.6 summoning sickness), and the id sort they use for canonical orders.
// Thread-safe: pure inline functions.
#pragma once

#include "cards/card_def.h"
#include "rules/state.h"

namespace rwd {

inline bool is_creature(const Object& o) {
  return o.types & type_bit(CardType::Creature);
}
inline bool is_land(const Object& o) {
  return o.types & type_bit(CardType::Land);
}
inline bool is_instant(const Object& o) {
  return o.types & type_bit(CardType::Instant);
}
inline bool is_artifact(const Object& o) {
  return o.types & type_bit(CardType::Artifact);
}
inline bool is_enchantment(const Object& o) {
  return o.types & type_bit(CardType::Enchantment);
}
// 702.16: `o` has protection from `source`: from one of its colors, or from a card type it
// has (kProtectionArtifacts, kProtectionEnchantments, kProtectionCreatures).
inline bool protected_from(const Object& o, const Object& source) {
  const ColorMask p = o.keywords.protection;
  if (!p) return false;  // most objects: no protection at all
  return (p & source.colors) || ((p & kProtectionArtifacts) && is_artifact(source)) ||
         ((p & kProtectionEnchantments) && is_enchantment(source)) ||
         ((p & kProtectionCreatures) && is_creature(source));
}
// 302.6: not under its controller's control continuously since their most recent turn began.
inline bool summoning_sick(const GameState& s, const Object& o) {
  return o.controlled_since_turn >= s.players[o.controller].last_turn_started;
}
// 302.6: a creature's {T} and {Q} abilities (mana abilities included) need it to be free of
// summoning sickness, or to have haste (702.10c).
inline bool can_use_tap_abilities(const GameState& s, const Object& o) {
  return !is_creature(o) || o.has(Keyword::Haste) || !summoning_sick(s, o);
}

// Sorts a short list of object ids ascending (insertion sort: hands and boards are small).
inline void sort_ids(ObjectId* ids, int n) {
  for (int i = 1; i < n; ++i) {
    const ObjectId key = ids[i];
    int j = i;
    for (; j > 0 && raw(key) < raw(ids[j - 1]); --j) ids[j] = ids[j - 1];
    ids[j] = key;
  }
}

}  // namespace rwd
