// Casting spells (601) and playing lands (305): when a card in hand may be cast or played,
// the casting of a spell without a program (or after its program chose its targets), paying
// mana, and the resolution of the top of the stack (608). Not for use outside rules/.
// Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/mana.h"

namespace rwd {

// 307.1, 117.1a: whether `p` may cast `card` (in hand) now as far as timing goes (sorcery
// timing unless an instant or flash).
bool can_cast_now(const GameState& s, PlayerId p, ObjectId card);
// The mana cost to pay for casting `card` from where it is now: its flashback cost in its
// owner's graveyard (702.34a), else its mana cost; with its kicker cost added if `kicked`
// (702.33a, 601.2f; before cost changes).
ManaCost spell_mana_cost(const GameState& s, const CardDb& db, ObjectId card, bool kicked = false);
// Whether `card`, being cast now (its X announced or its targets chosen), is being kicked.
bool casting_kicked(const GameState& s, ObjectId card);
// 702.34a: whether `p` may cast `card` from their graveyard by its flashback as far as zone and
// timing go (the card type's timing: 307.1, 304.1, 702.8a) and life (119.4) go.
bool can_flashback_now(const GameState& s, const CardDb& db, PlayerId p, ObjectId card);
// The largest X `p` can pay for `card`'s mana cost now (107.3), cost changes included.
int max_x_for(const GameState& s, const CardDb& db, PlayerId p, ObjectId card);
// 601.2a-i: puts `card` on the stack for `p` with X = x, paying its (changed) mana cost unless
// `flags` has kCastWithoutManaCost (118.9); from its owner's graveyard, its flashback cost
// (702.34a); with kCastKicked, its kicker cost too (702.33a). `targets` (kMaxTargets entries,
// or nullptr for none) were chosen while casting (601.2c).
void cast_spell(Ctx& c, PlayerId p, ObjectId card, int x, const Target* targets = nullptr,
                uint8_t flags = 0);
// 601.2g-h, 602.2h: taps the sources and empties the pool units `pay` uses (mana abilities
// activated while paying, 605.3a), logging each tap.
void spend_mana(Ctx& c, PlayerId p, const ManaUnits& units, const ManaPayment& pay);
// 608: the top item of the stack resolves: a spell or ability with a program starts running
// (settle runs it); a permanent spell without one enters the battlefield.
// REQUIRES: !s.stack.empty().
void resolve_top(Ctx& c);

}  // namespace rwd
