// Adding card scripts from outside the built-in pool (`--cards PATH` in the CLI): a folder,
// one script, or an archive, read by read_scripts (cards/coverage.h).
// Thread-safe: functions of their arguments.
#pragma once

#include <string>

#include "cards/card_db.h"
#include "core/status.h"

namespace rwd {

struct CardScriptsAdded {
  int added = 0;              // cards now in the db
  int duplicates = 0;         // scripts naming a card the db already had (the earlier card is kept)
  int refused = 0;            // scripts with a card-level syntax error (not loaded)
  std::string first_refusal;  // the first such error, "" if none
};

// Adds every script under `path` to `db`. A card whose name is already in `db` keeps the
// earlier definition (so built-in cards win over same-named scripts). A script that does not
// load (a card-level syntax error) is counted and left out; decks naming it then fail with
// "unknown card". Cards with unsupported lines are added (decks refuse them unless
// unsupported cards are allowed). Errors: the path cannot be read, or the db is full.
Result<CardScriptsAdded> add_card_scripts(CardDb& db, const std::string& path);

}  // namespace rwd
