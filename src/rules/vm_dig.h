// Looking at the top cards of a library and moving them (Op::Dig, 701.20e "look at"; Forge's
// Dig) and scry (Op::Scry, 701.22). Both keep their progress in three slots of the
// interaction's stack while the player answers ChooseCard decisions, one card per answer:
//   slot 0: k, how many of the looked-at cards are still on top of the library, unplaced
//   slot 1: change_left + 128 * placed (cards still to move; cards already put in order)
//   slot 2: flags (kDig* in cards/opcodes.h), kDigPhaseRest once the first part is over
// First part: the player picks cards among the top k that match the filter and each is
// moved at once (to a hand, the battlefield, a graveyard, exile, or the library's bottom:
// scry). Second part ("the rest"): to a graveyard or exile at once, or back on the bottom or
// the top of the library in an order the player chooses (each pick is put there next).
// Handlers in vm_dig.cpp (rules/vm_ops.h). No heap allocation. Not for use outside rules/.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// True while the innermost interaction waits at a dig or a scry.
bool dig_waiting(const GameState& s, const CardDb& db);
// The options of the pending dig or scry decision: cards (in id order, never library order)
// and "done" where stopping is allowed.
void dig_options(const GameState& s, const CardDb& db, OptionList& out);
// Applies an answer (REQUIRES: one of dig_options) and sets the next decision, or clears the
// pending decision when the dig is over.
void answer_dig(Ctx& c, const Option& o);

}  // namespace rwd
