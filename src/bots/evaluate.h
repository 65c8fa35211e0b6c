// Board evaluation for bots: a compact reading of a PlayerView (creatures with their
// combat-relevant characteristics, life, cards, lands) and a score of a position from one
// seat's side. Everything here is computed from a PlayerView, so it can only use what that
// seat may know. Thread-safe: pure functions of their arguments.
#pragma once

#include <cstdint>
#include <vector>

#include "game/types.h"
#include "game/view.h"

namespace rwd {

// A creature on the battlefield as a bot sees it.
struct Unit {
  int id = -1;
  int controller = 0;
  int power = 0;
  int toughness = 0;
  int damage = 0;        // marked damage
  uint16_t keywords = 0;  // Keyword bits (game/types.h keyword_bit)
  uint8_t protection = 0;
  uint8_t colors = 0;
  bool tapped = false;
  bool attacking = false;
  bool blocking = false;
  bool blocked = false;
  bool sick = false;      // summoning sick (302.6)
  int blocking_id = -1;
  int mana_value = 0;

  bool has(Keyword k) const { return keywords & (1u << static_cast<int>(k)); }
  int health() const { return toughness - damage; }
  // Could attack in its controller's turn (ignoring tapped state and sickness).
  bool attacker_type() const { return !has(Keyword::Defender) && power > 0; }
};

struct Board {
  int me = 0;  // the seat this board is read for
  int life[2] = {0, 0};
  int hand[2] = {0, 0};
  int library[2] = {0, 0};
  int lands[2] = {0, 0};
  int untapped_lands[2] = {0, 0};
  int active = 0;
  int step = 0;  // Step enum value; -1 during mulligans
  int turn = 0;
  std::vector<Unit> units;  // creatures on the battlefield, in battlefield order
};

Board read_board(const PlayerView& v, int me);
Unit unit_from(const CardView& c);

// Worth of a creature in "points" (a vanilla 2/2 is about 5): power, toughness, keywords.
double creature_value(const Unit& u);
// Worth of a life total: concave, so each point matters more when life is low; very
// negative at or below zero.
double life_score(int life);
// The position from `me`'s side: creatures, life, cards in hand, lands, library.
// Positive is good for `me`.
double evaluate(const Board& b, int me);
// evaluate() squashed into [0, 1] for search rewards (0.5 is even).
double squash(double score);

}  // namespace rwd
