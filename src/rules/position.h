// Position: a described board (cards per zone, life, turn and step) from which a game can
// start, for scenario tests and puzzles. Thread-safe: pure functions.
#pragma once

#include <string>
#include <vector>

#include "cards/card_db.h"
#include "core/status.h"
#include "rules/events.h"
#include "rules/state.h"

namespace rwd {

struct PositionCard {
  std::string name;
  bool tapped = false;
  bool summoning_sick = false;  // came under its controller's control this turn
  int damage = 0;
  bool attacking = false;  // declared as an attacker (a position in combat, e.g. puzzles)
  int counters[kNumCounterKinds] = {};  // counters on it, by CounterKind (battlefield only)
};

struct PositionPlayer {
  int life = kStartingLife;
  std::vector<PositionCard> battlefield, hand, graveyard, exile;
  std::vector<PositionCard> library;  // top card first
  int lands_played = 0;
};

struct Position {
  PositionPlayer players[kNumPlayers];
  PlayerId active = PlayerId::P1;
  Step step = Step::Main1;
  int turn = 2;  // > 1 so that no "first turn" rule applies unless asked for
  uint64_t seed = 1;
};

// Builds the state at the beginning of `position.step` (its turn-based actions run, so
// starting at declare_attackers asks for attackers), skipping the opening and mulligans,
// then settles to the first real decision. Object ids are given in order: p1 battlefield,
// hand, library, graveyard, exile, then the same for p2. Errors: an unknown card, a card the
// engine cannot run, a zone over capacity.
Result<GameState> build_position(const Position& position, const CardDb& db, EventSink* sink);

}  // namespace rwd
