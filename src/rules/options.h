// Options: the numbered answers to the pending decision, generated in canonical order
// (by kind, then object id) into a caller-owned fixed buffer: no heap allocation.
// Thread-safe: pure functions of a const state.
#pragma once

#include <cstdint>

#include "cards/card_db.h"
#include "core/fixed_vec.h"
#include "core/ids.h"
#include "rules/state.h"

namespace rwd {

enum class OptionKind : uint8_t {
  Pass,          // pass priority
  PlayLand,      // a = land in hand
  Cast,          // a = spell in hand
  Keep,          // keep the opening hand
  Mulligan,      // take a mulligan
  BottomCard,    // a = card in hand to put on the bottom
  ChooseX,       // value = X
  Attack,        // a = creature to declare as an attacker
  Block,         // a = blocker, b = attacker
  Unblock,       // a = blocker whose block is withdrawn
  Done,          // finish a multi-pick
  AssignDamage,  // a = blocker receiving `value` damage; a = None means the defending player
  AssignLethalRest,  // lethal damage to each blocker, the remaining `value` to the player (702.19b)
  KeepLegend,    // a = legendary permanent to keep
  Discard,       // a = card to discard
  Target,        // a = the object targeted, or None and value = the player (0 p1, 1 p2)
  Activate,      // a = permanent, value = its activated ability number (602)
  PutTrigger,    // a = source, value = index in GameState::triggers: put it on the stack next (603.3b)
  Sacrifice,     // a = permanent to sacrifice (701.17a)
  Yes,           // answer a YesNo decision: yes (do it, pay it); a = the ability's source
  No,            // answer a YesNo decision: no (don't, don't pay); a = the ability's source
  Mode,          // a = the modal spell, value = the mode's number (700.2)
  Source,        // a = the source chosen (ChooseSource)
  ChooseCard,    // a = a card picked in a ChooseCard decision (a card found by a search)
  TopCard,       // a = the looked-at card to put back on top of its library next (701.22a, rules/vm_dig.h)
  Choice,        // a = the ability's source, value = the value chosen in a Choose decision (rules/vm_choice.h)
};
const char* option_kind_name(OptionKind k);

struct Option {
  OptionKind kind = OptionKind::Pass;
  uint8_t pad_ = 0;
  ObjectId a = ObjectId::None;
  ObjectId b = ObjectId::None;
  uint16_t value = 0;
  friend bool operator==(const Option&, const Option&) = default;
};

inline constexpr int kMaxOptions = 1024;
using OptionList = FixedVec<Option, kMaxOptions>;

// Why `card` in p's hand is not a cast or play option now (305.2, 307.1, 601.2c, 601.2g),
// or nullptr if it is one.
const char* hand_card_problem(const GameState& s, const CardDb& db, PlayerId p, ObjectId card);
// Why `p` cannot activate `source`'s activated ability number `ability` now (602.2), or
// nullptr if it can: timing, tapped/untapped, summoning sickness (302.6), life (119.4),
// mana (602.2b), legal targets (601.2c).
const char* activation_problem(const GameState& s, const CardDb& db, PlayerId p, ObjectId source, int ability);

// Fills `out` with the legal answers to state.pending, in canonical order.
void legal_options(const GameState& s, const CardDb& db, OptionList& out);

// True when a priority decision for p would offer only "pass": no activated abilities in
// the game, no land p may play, and no hand card p may cast at this time that p can pay for.
// Lets settle pass for p without building the option list (the answer is the one
// legal_options would force; checked builds verify that they agree).
bool only_pass_possible(const GameState& s, const CardDb& db, PlayerId p);

}  // namespace rwd
