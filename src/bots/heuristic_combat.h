// Combat math for the heuristic bot: what one attacker and its blockers do to each other
// (first strike, double strike, deathtouch, trample, lifelink, indestructible, protection),
// a defender's block plan (value blocks, trades, double blocks, chump blocks only when
// lethal is coming) and an attacker's plan that predicts those blocks and the crack-back.
// Thread-safe: pure functions of their arguments.
#pragma once

#include <utility>
#include <vector>

#include "bots/evaluate.h"

namespace rwd {

struct FightOutcome {
  bool attacker_dies = false;
  unsigned blockers_die = 0;  // bit i: blockers[i] dies
  int player_damage = 0;      // to the defending player (unblocked, or trample excess)
  int attacker_lifelink = 0;  // life its controller gains
  int blocker_lifelink = 0;   // life the defending player gains
};

// The combat between `attacker` and `blockers` (in damage-assignment order); n == 0 means
// unblocked. REQUIRES: n <= 8.
FightOutcome fight(const Unit& attacker, const Unit* const* blockers, int n);

// 509.1b-c as far as a bot can tell from its view: evasion (flying/reach) and protection.
bool can_block_unit(const Unit& blocker, const Unit& attacker);

// Damage the attacker would deal to a player if unblocked.
int unblocked_damage(const Unit& attacker);

// Blocks (blocker index, attacker index) for the defender, given the attackers and the
// defender's available blockers. Never blocks a menace attacker with a single creature.
std::vector<std::pair<int, int>> plan_blocks(const std::vector<Unit>& attackers, const std::vector<Unit>& blockers,
                                             int defender_life);

// The attackers (unit ids) `me` should declare, among `candidates` (ids of its creatures
// able to attack), with `forced` (ids already declared) included. Predicts the opponent's
// blocks with plan_blocks and weighs what the attack leaves open for the next turn.
std::vector<int> plan_attack(const Board& b, int me, const std::vector<int>& candidates,
                             const std::vector<int>& forced);

}  // namespace rwd
