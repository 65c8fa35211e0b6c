// Sacrifice (701.17): a player moves a permanent they control to its owner's graveyard. For an
// effect that lets the player choose (Op::SacrificeChoose) the program suspends with the
// decision DecisionKind::Sacrifice. Thread-safe: operates on one game's state.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// `p` sacrifices `id` (701.17a): it goes to its owner's graveyard (a token then ceases to
// exist, 704.5d). REQUIRES: id is on the battlefield under p's control.
void sacrifice_permanent(Ctx& c, PlayerId p, ObjectId id);

// The permanents the pending player may sacrifice for the instruction the innermost
// interaction waits at (its filter), in id order.
void sacrifice_options(const GameState& s, const CardDb& db, OptionList& out);

// The number of permanents `p` controls that match filter `f` of `prog` (evaluated for the
// ability's controller `controller`); `source` (the ability's source) is left out when every
// alternative of `f` says "Other" ("a creature other than CARDNAME").
int sacrifice_candidates(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                         PlayerId controller, PlayerId p, ObjectId* out,
                         ObjectId source = ObjectId::None);

}  // namespace rwd
