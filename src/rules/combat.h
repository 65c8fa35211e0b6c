// Combat: declaring attackers (508) and blockers (509), assigning and dealing combat damage
// (510, first strike 702.7, double strike 702.4, trample 702.19, deathtouch 702.2, lifelink
// 702.15, protection 702.16), and removing creatures from combat (511.3).
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/object_facts.h"
#include "rules/options.h"

namespace rwd {

// 508.1a: creature `o` can be declared as an attacker now (inline: the declare attackers step
// counts them over the whole battlefield).
inline bool can_attack(const GameState& s, const Object& o) {
  return o.zone == Zone::Battlefield && o.controller == raw(s.active) && is_creature(o) &&
         !o.has(kTapped) && !o.has(kAttacking) &&
         (!o.has(Keyword::Defender) || o.has(kAttacksDespiteDefender)) &&  // 702.3b
         !o.has(kCantAttack) &&                                            // a static ability
         (o.has(Keyword::Haste) || !summoning_sick(s, o));                 // 702.10b
}
// 509.1a-b: `blocker` can block `attacker` (flying, reach, protection, evasion, statics).
bool can_block(const GameState& s, const CardDb& db, const Object& blocker, const Object& attacker);
// Some untapped creature of the defending player can block some attacker.
bool any_block_possible(const GameState& s, const CardDb& db);
// 702.111b: no creature with menace is blocked by exactly one creature.
bool blocks_are_legal(const GameState& s);
// The options of a DeclareAttackers, DeclareBlockers or AssignDamage decision, in canonical
// order ("done" first); applying one.
void combat_options(const GameState& s, const CardDb& db, OptionList& out);
void apply_combat_option(Ctx& c, const Option& o);
// 510.4: some attacking or blocking creature has first strike or double strike.
bool needs_first_strike_step(const GameState& s);
// Starts or continues assigning combat damage for the current damage step; returns true
// when a decision is pending, false when all damage is assigned and dealt.
bool run_combat_damage(Ctx& c);
// 511.3: as the end of combat step ends, every creature is removed from combat.
void remove_from_combat(Ctx& c);

}  // namespace rwd
