// Linked abilities of "exile ... until CARDNAME leaves the battlefield" (607.2a, 610.3c): the
// exiled card remembers, as a ChosenEntry of kind ExiledBy on the card, which permanent
// exiled it: the source's id and its zone-change count while on the battlefield (low 6
// bits), so a source that left and came back is a new object whose ability returns nothing
// it did not exile (400.7). The card leaving exile forgets it (move_to_zone clears a moved
// object's chosen entries).
#pragma once

#include "rules/state.h"

namespace rwd {

struct Ctx;

inline int16_t exiled_by_value(ObjectId source, uint16_t source_zone_changes) {
  return static_cast<int16_t>(raw(source) | ((source_zone_changes & 0x3F) << 9));
}
inline ObjectId exiled_by_source(int16_t value) { return static_cast<ObjectId>(value & 0x1FF); }

// Card `card`, just exiled by an ability of `source` (as it was on the battlefield, with
// `source_zone_changes`), is linked to it; other cards that source instance exiled are
// forgotten (ForgetOtherTargets$). Nothing if the chosen table is full (kMaxChosen).
void link_exiled(GameState& s, ObjectId card, ObjectId source, uint16_t source_zone_changes);

// 610.3c: each card in exile linked to `source` as it was with `source_zone_changes` returns
// to the battlefield under its owner's control, all at once (in id order).
void return_linked(Ctx& c, ObjectId source, uint16_t source_zone_changes);

}  // namespace rwd
