// `rewind cards check --decks PATH`: which decks of a collection the engine can play with the
// built-in pool and the given card scripts, and what holds the others back (docs/card-scripts.md).
#pragma once

#include <string>
#include <vector>

namespace rwd {

struct DeckCheckOptions {
  std::string decks;               // folder, .dck, .tar.gz or .zip of decks
  std::vector<std::string> cards;  // card script sources added to the built-in pool
  bool json = false;
  int top = 20;     // blockers listed in text output
  int unlock = 20;  // steps of the unlock order
};

// Prints the report (text, or one JSON object with --json); returns the exit code: 0, or 1
// with one "error: ..." line for a path that cannot be read.
int cmd_cards_check_decks(const DeckCheckOptions& o);

}  // namespace rwd
