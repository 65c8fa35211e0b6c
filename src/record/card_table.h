// The card table of a record: the scripts of the cards a game uses, under the CardDefIds
// the game used, and the CardDb rebuilt from them for replay (never the built-in pool, so a
// record replays after the pool changes). Thread-safe: pure functions.
#pragma once

#include <memory>
#include <vector>

#include "cards/card_db.h"
#include "core/status.h"
#include "record/record.h"

namespace rwd {

// The scripts of `used` (any order, repeats allowed) from `db`, in ascending id order.
// REQUIRES: every id < db.size().
std::vector<RecordCard> card_table(const CardDb& db, const std::vector<CardDefId>& used);

// A CardDb in which every table entry has its recorded id: ids missing from the table are
// filled with placeholder cards that no deck may use. Errors name the entry (a script that
// no longer parses, a duplicate name).
Result<std::unique_ptr<CardDb>> build_card_db(const std::vector<RecordCard>& cards);

// True iff `id` is a placeholder made by build_card_db (not a recorded card).
bool is_placeholder_card(const CardDb& db, CardDefId id);

}  // namespace rwd
