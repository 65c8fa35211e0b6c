// The interpreter's hidden-zone instructions (cards/opcodes.h): searching a library
// (701.23), shuffling it (701.24), flipping a coin (705) and looking at or
// revealing a hand. A search suspends on a ChooseCard decision: its options are
// computed from the instruction the innermost interaction is at, and answer_choose_card
// applies one (each pick is applied at once, like a discard). No heap allocation.
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/engine_internal.h"

namespace rwd {

// Op::Search at `in` for player p, with n cards to find and the flags (kZone*, kSearch*)
// read from the interaction's stack: sets the ChooseCard decision and returns true if p has
// a card to choose; false if there is nothing to find (the caller pops and goes on).
bool begin_search(Ctx& c, const Interaction& it, const Instr& in, PlayerId p, int n, int flags);
// Op::FlipCoin: p flips a coin with the game's RNG (705.2); returns 1 if p wins.
int flip_coin(Ctx& c, const Interaction& it, PlayerId p);
// Op::LookAt: each card in p's hand (n < 0) or the top n cards of p's library is shown to the
// ability's controller (reveal = false: "look at", a hidden event only the controller sees)
// or to everyone (reveal = true). Nothing moves.
void look_at(Ctx& c, const Interaction& it, PlayerId p, int n, bool reveal);

// Op::DrawReveal: p draws a card and reveals it (701.20a). Returns its id, -1 if none was drawn.
int draw_and_reveal(Ctx& c, PlayerId p);
// Op::DiscardIf: the card `id` (-1: none) is discarded by its owner if it is still in their hand
// and matches `f` (for an ability controlled by `you`).
void discard_if(Ctx& c, const Program& prog, PlayerId you, int id, const Filter& f);

// The options of a ChooseCard decision, in id order: for a search, the cards of the
// searcher's library that match (never their order: 701.23), then "done" unless the search
// must find one. (A dig or a scry: rules/vm_dig.h.)
void choose_card_options(const GameState& s, const CardDb& db, OptionList& out);
// Applies a ChooseCard answer. REQUIRES: o is one of choose_card_options.
void answer_choose_card(Ctx& c, const Option& o);

}  // namespace rwd
