// Zones (400): moving objects between zones, drawing and shuffling; an object's cached
// characteristics (refreshed from its card, the static abilities and the effects, 613);
// continuous effects of resolved spells (611.2) and counters (122) on permanents.
// Not for use outside rules/. Thread-safe: functions of the Ctx they are given.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// Removes object `id` from its zone's list and puts it into `to` (on top, or at the bottom of
// a library with `to_bottom`). It becomes a new object (400.7): combat status, damage, tapped
// state, counters, attachments and choices go; it notes the zone-change triggers (603.6).
void move_to_zone(Ctx& c, ObjectId id, Zone to, bool to_bottom = false);
// 121.1: p draws the top card of their library; from an empty one, p has drawn from an empty
// library (704.5b).
void draw_card(Ctx& c, PlayerId p);
// 701.24: p's library is shuffled with the game's RNG.
void shuffle_library(Ctx& c, PlayerId p);
// Recomputes object `id`'s characteristics (613) in whatever zone it is, keeping the hand and
// mana tallies (rules/hand_tally.h, rules/mana_tally.h).
void refresh_characteristics(Ctx& c, ObjectId id);
// Starts a continuous effect (its timestamp and the object's zone-change count are filled in)
// and recomputes the object's characteristics.
void add_effect(Ctx& c, ContinuousEffect e);
// 514.2: "until end of turn" effects end.
void end_turn_effects(Ctx& c);
// The active player's upkeep begins: their "until your next upkeep" effects end.
void end_upkeep_effects(Ctx& c);
// 122: puts n counters of kind k on permanent id (none if the counter table is full) and
// returns how many were put; removes up to n (returns how many were removed). Both refresh
// its characteristics (613.4c) and emit CounterAdded/CounterRemoved.
int put_counters(Ctx& c, ObjectId id, CounterKind k, int n);
int remove_counters(Ctx& c, ObjectId id, CounterKind k, int n);
// 701.15a: if `id` has a regeneration shield, uses it (the permanent is tapped, its damage
// removed, it leaves combat) and returns true: the destruction is replaced.
bool regenerate(Ctx& c, ObjectId id);

}  // namespace rwd
