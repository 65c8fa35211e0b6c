// Targets (115): which objects and players a spell's target slot may choose, and why any
// other is not a legal choice. Used while casting (601.2c: the legal choices; a spell with
// a slot that has none cannot be cast), on resolution (608.2b: each target is checked
// again) and for display (the reason an object is not selectable). Thread-safe: pure.
#pragma once

#include "cards/card_db.h"
#include "cards/program.h"
#include "rules/options.h"
#include "rules/state.h"

namespace rwd {

// Whether object `o` matches one alternative `t` (subtype names in `subtypes`) for an ability
// controlled by `controller`; if not, *why names the failed test. FilterTerm::self is the
// caller's to check (it needs the ability's source).
bool term_matches_object(const CardDb& db, const std::vector<std::string>& subtypes,
                         const FilterTerm& t, PlayerId controller, const Object& o,
                         const char** why);

// Whether object `o` matches `f` for an ability controlled by `controller`: nullptr if it
// does, else the part of the filter that failed ("not a creature", "black (nonBlack)").
const char* filter_mismatch(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                            PlayerId controller, const Object& o);
bool filter_matches_player(const Filter& f, PlayerId controller, PlayerId p);

// Why `t` is not a legal target for slot filter `f` of spell `source` controlled by
// `controller` (filter, zone, 400.7 new object, shroud 702.18b, hexproof 702.11b,
// protection 702.16b): nullptr if it is legal. Never allocates.
const char* target_problem(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                           PlayerId controller, ObjectId source, const Target& t);

// The legal targets for `f` as Target options: objects by id, then players p1, p2.
void target_options(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                    PlayerId controller, ObjectId source, OptionList& out);

// True iff mode number `mode` of the modal `prog` has a legal choice for its target (700.2,
// 601.2c).
bool mode_legal(const GameState& s, const CardDb& db, const Program& prog, int mode,
                PlayerId controller, ObjectId source);
// True iff every target slot of `prog` has at least one legal choice (601.2c); for a modal
// spell, iff one of its modes is legal.
bool targets_available(const GameState& s, const CardDb& db, const Program& prog,
                       PlayerId controller, ObjectId source);

// The Target an option stands for (the object's current zone-change count).
Target target_of_option(const GameState& s, const Option& o);

}  // namespace rwd
