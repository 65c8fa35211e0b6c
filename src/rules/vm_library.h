// The interpreter's hidden-zone instructions (cards/opcodes.h; handlers in vm_library.cpp,
// rules/vm_ops.h): drawing, milling (701.13), discarding (701.9), searching a library
// (701.23), shuffling it (701.24), flipping a coin (705) and looking at or revealing a hand.
// A search suspends on a ChooseCard decision: its options are computed from the instruction
// the innermost interaction is at, and answer_choose_card applies one (each pick is applied
// at once, like a discard). No heap allocation. Not for use outside rules/.
// Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// The options of a ChooseCard decision, in id order: for a search, the cards of the
// searcher's library that match (never their order: 701.23), then "done" unless the search
// must find one; for a tap cost (Op::TapChoose), the permanents that can be tapped. (A dig or
// a scry: rules/vm_dig.h.)
void choose_card_options(const GameState& s, const CardDb& db, OptionList& out);
// Applies a ChooseCard answer. REQUIRES: o is one of choose_card_options.
void answer_choose_card(Ctx& c, const Option& o);

}  // namespace rwd
