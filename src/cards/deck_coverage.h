// Coverage by decks: which decks of a collection the engine can play with a pool of cards,
// and which missing features hold back the most decks. The counting behind
// `rewind cards check --decks` (docs/card-scripts.md), usable without the CLI.
// Thread-safe: a CardVerdicts is a plain value; the functions are pure.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "cards/coverage.h"

namespace rwd {

// The pool's verdict on each card, by name (case-insensitive; a two-faced card also by its
// front face's name). The first verdict added for a name is kept, so adding the built-in
// pool first makes its cards win over same-named scripts, as CardPool does when loading.
class CardVerdicts {
 public:
  void add(const CardCoverage& card);
  // The verdict for a deck line's card name, or nullptr when no card of that name was added.
  const CardCoverage* find(std::string_view name) const;
  int size() const { return static_cast<int>(cards_.size()); }

 private:
  std::vector<CardCoverage> cards_;
  std::map<std::string, int> by_name_;  // lower-case name -> index in cards_
};

// The feature that blocks a deck line whose card the pool lacks: Card "no script: NAME".
Feature missing_card_feature(std::string_view name);

// One deck's verdict: playable iff it parses and every main-deck card is fully supported.
struct DeckCoverage {
  std::string source;                               // where the deck file came from
  std::string name;                                 // the deck's name ("" if it did not parse)
  std::string error;                                // the deck file's parse error, or ""
  int cards = 0;                                    // different cards in the main deck
  std::vector<std::string> blocked_cards;           // those not fully supported, in list order
  std::vector<std::vector<Feature>> card_blockers;  // what blocks each of blocked_cards
  std::vector<Feature> blockers;                    // what blocks them, sorted by label, unique
  bool supported() const { return error.empty() && blockers.empty() && cards > 0; }
};

DeckCoverage check_deck(const ScriptText& file, const CardVerdicts& pool);

struct DeckBlockerCount {
  Feature feature;
  int decks = 0;       // decks it appears in (among their blockers)
  int sole_decks = 0;  // decks it alone holds back: implementing it makes them playable
  int cards = 0;       // different deck cards it blocks
};

// One step of the unlock order: implementing `feature`, after every feature of the steps
// before, makes `unlocked` more decks playable (`playable` in all).
struct UnlockStep {
  Feature feature;
  int unlocked = 0;
  int playable = 0;
};

struct DeckCoverageReport {
  int decks = 0;                           // deck files read
  int parsed = 0;                          // of which parsed
  int supported = 0;                       // of which fully supported
  std::vector<DeckBlockerCount> blockers;  // most sole_decks first, then decks, cards, label
  // A greedy order of work: each step takes the feature that alone makes the most remaining
  // decks playable; when none does, the one that brings the most decks closest to it (each
  // deck counting 1 / the features it still lacks). At most `unlock_steps` steps; it ends
  // early when every parsed deck is playable.
  std::vector<UnlockStep> unlock_order;
  std::vector<std::string> errors;  // "SOURCE: message" of every deck that did not parse
};

DeckCoverageReport deck_coverage(const std::vector<DeckCoverage>& decks, int unlock_steps);

}  // namespace rwd
