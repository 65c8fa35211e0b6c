// The state checker: the invariants every frame of a game holds (STYLE habit 8, Stockfish's
// pos_is_ok), checked from the state alone. It runs after every step in debug and sanitizer
// builds (REWIND_CHECK_STATE: abort_on_state_problem after each apply and settle), in the
// invariant test after every answer, and for `rewind replay --verify --check` on every frame
// of a record (Game::check). What it checks, in order:
//   objects   every object is in exactly one zone list and its `zone` says which; owners and
//             controllers in range (108.4a off the battlefield); card definitions exist;
//             tokens are on the battlefield or have ceased to exist (704.5d); nothing off the
//             battlefield keeps permanent status (flags, damage, blocks, attachments)
//   counts    the counters, effects, choices, shields, delayed and pending triggers, and
//             activation counts refer to live objects; counters on permanents only;
//             timestamps below next_timestamp; each player's cards conserved (optional)
//   combat    combat flags only during combat; attackers the active player's, blockers the
//             defending player's, each blocking an attacker; assigned damage adds up
//   tallies   the hand and mana-source tallies equal a recount (rules/hand_tally.h,
//             rules/mana_tally.h); the derived "some card has ..." flags are set
//   stack     each item's object and ability exist; a spell's card is in Zone::Stack
//   abilities each interaction's program, pc and machine stack are in range; the pending
//             decision is the one the innermost interaction's instruction asks
//   decision  the pending decision fits the game: its player, step and counts; the result
//             agrees with who lost (104.4a); state-based actions have been performed where a
//             player receives priority (704.3, 117.5); sba_dirty is set when one applies
//   options   the kept options equal legal_options(s), in canonical order (rules/options.h),
//             at least two of them (a decision with one answer is never asked)
//   layers    (optional, copies the state) cached characteristics equal a recomputation
// Thread-safe: pure functions of their arguments.
#pragma once

#include <string>

#include "cards/card_db.h"
#include "rules/options.h"
#include "rules/state.h"

namespace rwd {

struct StateCheckOptions {
  // The options kept for the pending decision (what settle left in its `next`): checked
  // against legal_options(s). nullptr: not checked.
  const OptionList* options = nullptr;
  // Each player's number of cards when the game began: every player still owns exactly
  // that many non-token objects. nullptr: not checked.
  const int* deck_sizes = nullptr;
  // Also recompute every object's characteristics and compare (characteristics_problem in
  // rules/statics.h; copies the state).
  bool characteristics = false;
};

// The first invariant `s` breaks, in words ("Grizzly Bears#12 is listed in p1's hand but
// its zone is battlefield"), or "" iff it holds them all. Never modifies `s`.
std::string state_problem(const GameState& s, const CardDb& db, const StateCheckOptions& opt = {});

// The canonical order legal_options promises (rules/options.h): "pass" or "done" only as
// option 0 (a ChooseCard decision, a search, dig or scry, offers "done" last instead); then by
// kind in OptionKind order and, within a kind, strictly ascending by (a, b, value), ids
// compared as numbers; a hand card offered once per definition (a dig's library cards each
// are). "" iff `opts` keeps it, else the first option out of order. (Part of state_problem's
// options check.)
std::string options_order_problem(const GameState& s, const CardDb& db, const OptionList& opts);

// Checked builds: if state_problem(s, db, {options}) is not "", prints it with `where` (the
// step that was just taken) and the turn and frame to stderr and aborts.
void abort_on_state_problem(const GameState& s, const CardDb& db, const OptionList* options,
                            const char* where);

}  // namespace rwd
