// The rules engine: creating a game, applying a chosen option, and settling everything that
// follows (turn-based actions, state-based actions, priority passes that are forced) until
// a decision with a real choice is pending. Thread-safe: functions of their arguments only.
#pragma once

#include <vector>

#include "cards/card_db.h"
#include "core/status.h"
#include "rules/events.h"
#include "rules/options.h"
#include "rules/state.h"

namespace rwd {

struct RulesSetup {
  std::vector<CardDefId> decks[kNumPlayers];
  uint64_t seed = 0;
};

// Builds the opening position: libraries shuffled (103.3), starting player chosen at random
// (103.1), hands drawn (103.5), and settles until the first real decision.
// REQUIRES: `out` is default-constructed (a fresh GameState: it is built in place, not
// cleared). Errors: a deck that is empty or larger than kMaxDeckSize; `out` is then
// unspecified. (An out-parameter: the state is ~20 KB.)
Status new_game(const RulesSetup& setup, const CardDb& db, EventSink* sink, GameState& out);

// Applies `option`, which MUST be one of legal_options(s) (the game layer checks), then
// settles until the next real decision. A decision with exactly one legal answer is taken
// automatically and never asked. When `next` is given it receives the legal options of the
// decision the game settles at (what legal_options would return, computed once).
void apply_option(GameState& s, const CardDb& db, const Option& option, EventSink* sink,
                  OptionList* next = nullptr);

}  // namespace rwd
