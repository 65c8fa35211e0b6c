// Combat: declaring attackers (508) and blockers (509), assigning and dealing combat damage
// (510, with first strike 702.7, double strike 702.4, trample 702.19, deathtouch 702.2,
// lifelink 702.15, protection 702.16), and removing creatures from combat (511.3).
#include "rules/combat.h"

#include <algorithm>

#include "rules/combat_misc.h"
#include "rules/land_types.h"
#include "rules/object_facts.h"
#include "rules/mana_tally.h"
#include "rules/prevention.h"
#include "rules/static_conditions.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/triggers.h"

namespace rwd {

namespace {

PlayerId defender(const GameState& s) {
  return opponent(s.active);
}

int blockers_of(const GameState& s, ObjectId attacker, ObjectId* out) {
  int n = 0;
  for (ObjectId id : s.battlefield) {
    const Object& b = s.obj(id);
    if (b.has(kBlocking) && b.blocking == attacker) out[n++] = id;
  }
  return n;
}

// Damage still needed for `blocker` to have been assigned lethal damage (702.19b, 702.2c).
int lethal_remaining(const GameState&, const Object& attacker, const Object& blocker) {
  if (attacker.has(Keyword::Deathtouch)) return blocker.assigned > 0 ? 0 : 1;
  return std::max(0, blocker.toughness - blocker.damage - blocker.assigned);
}

// Creatures that assign combat damage in the current damage step (510.4, 702.7b-c).
bool deals_damage_this_step(const GameState& s, const Object& o) {
  if (s.step == Step::FirstStrikeDamage)
    return o.has(Keyword::FirstStrike) || o.has(Keyword::DoubleStrike);
  if (!s.first_strike_step) return true;
  return !o.has(kFirstStriker) || o.has(Keyword::DoubleStrike);
}

void add_assignment(GameState& s, ObjectId source, ObjectId target, PlayerId player, int amount) {
  if (amount <= 0) return;
  for (DamageAssignment& d : s.combat_damage) {
    if (d.source == source && d.target == target && d.player == raw(player)) {
      d.amount = static_cast<int16_t>(d.amount + amount);
      if (target != ObjectId::None)
        s.obj(target).assigned = static_cast<int16_t>(s.obj(target).assigned + amount);
      return;
    }
  }
  s.combat_damage.push_back({source, target, raw(player), 0, static_cast<int16_t>(amount)});
  if (target != ObjectId::None)
    s.obj(target).assigned = static_cast<int16_t>(s.obj(target).assigned + amount);
}

// 510.2: all assigned combat damage is dealt at once.
void deal_combat_damage(Ctx& c) {
  GameState& s = c.s;
  s.sba_dirty = true;
  int life_gain[kNumPlayers] = {0, 0};
  for (const DamageAssignment& d : s.combat_damage) {
    const Object& src = s.obj(d.source);
    int amount = d.amount;
    // 615: "prevent all combat damage that would be dealt to and dealt by" it (Ebony Horse).
    if (src.has(kPreventCombatDamage) ||
        (d.target != ObjectId::None && s.obj(d.target).has(kPreventCombatDamage))) {
      c.emit(EventKind::DamagePrevented, player_id(d.player), d.source, amount, d.target);
      continue;
    }
    if (d.target != ObjectId::None) {
      Object& t = s.obj(d.target);
      if (t.zone != Zone::Battlefield) continue;
      if (protected_from(t, src)) continue;  // 702.16e: prevented
      if (!s.shields.empty() &&
          (amount =
               prevent_damage(c, d.source, Target{TargetKind::Object, 0, d.target, t.zone_changes},
                              amount, true)) <= 0)
        continue;  // 615
      t.damage = static_cast<int16_t>(t.damage + amount);
      if (src.has(Keyword::Deathtouch)) t.set(kDeathtouchDamaged);
      c.emit(EventKind::CombatDamage, PlayerId::None, d.source, amount, d.target);
    } else {
      if (!s.shields.empty() &&
          (amount = prevent_damage(c, d.source, Target{TargetKind::Player, d.player}, amount,
                                   true)) <= 0)
        continue;  // 615
      s.players[d.player].life -= amount;
      c.emit(EventKind::CombatDamage, player_id(d.player), d.source, amount);
    }
    if (src.has(Keyword::Lifelink)) life_gain[src.controller] += amount;  // 702.15b
  }
  for (int p = 0; p < kNumPlayers; ++p) {
    if (life_gain[p] == 0) continue;
    s.players[p].life += life_gain[p];
    c.emit(EventKind::LifeGain, player_id(p), ObjectId::None, life_gain[p]);
  }
  s.combat_damage.clear();
  for (ObjectId id : s.battlefield) s.obj(id).assigned = 0;
}

int total_lethal(const GameState& s, const Object& attacker, const ObjectId* blockers, int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) total += lethal_remaining(s, attacker, s.obj(blockers[i]));
  return total;
}

}  // namespace

namespace {

// Whether player p controls a land with basic land type i (landwalk_type order, 305.6).
bool controls_land_type(const GameState& s, const CardDb& db, uint8_t p, int i) {
  const std::string type(landwalk_type(i));
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.controller == p && (o.types & type_bit(CardType::Land)) &&
        object_has_subtype(db, o, type))  // 305.7: as effects set it (Conversion)
      return true;
  }
  return false;
}

// Evasion beyond flying (702.14 landwalk, 702.36 fear, 702.31 horsemanship): true iff b may
// block a as far as they go.
bool evasion_allows(const GameState& s, const CardDb& db, const Object& b, const Object& a) {
  if (a.has(kUnblockable)) return false;               // 509.1b: "can't be blocked this turn"
  if (cant_block_attacker(s, db, b, a)) return false;  // 509.1a: K:CantBlock <Valid>
  if (b.has(kBlocksOnlyFlyers) && !a.has(Keyword::Flying)) return false;  // 509.1a
  // 509.1b: "can't be blocked by [Valid]" (K:CantBeBlockedBy), relative to the attacker's
  // controller.
  if (const Program* by = db.get(a.def).front().cant_be_blocked_by.get())
    for (const Filter& f : by->filters)
      if (!filter_mismatch(s, db, *by, f, player_id(a.controller), b)) return false;
  // 702.28b: shadow: blocked only by creatures with shadow, which block only those.
  if ((a.keywords.evasion ^ b.keywords.evasion) & kShadowBit) return false;
  if (!a.keywords.evasion) return true;
  // 702.36b: fear: only by artifact creatures and/or black creatures.
  if ((a.keywords.evasion & kFearBit) && !(b.types & type_bit(CardType::Artifact)) &&
      !(b.colors & (1u << static_cast<int>(Color::Black))))
    return false;
  // 702.31b: horsemanship: only by creatures with horsemanship.
  if ((a.keywords.evasion & kHorsemanshipBit) && !(b.keywords.evasion & kHorsemanshipBit))
    return false;
  // 702.14c: landwalk: unblockable while the defending player controls a land of that type.
  for (int i = 0; i < 5; ++i)
    if ((a.keywords.evasion & (1u << i)) && controls_land_type(s, db, b.controller, i))
      return false;
  return true;
}

}  // namespace

bool can_block(const GameState& s, const CardDb& db, const Object& b, const Object& a) {
  if (b.zone != Zone::Battlefield || b.controller != raw(defender(s)) || !is_creature(b) ||
      b.has(kTapped) || b.has(kBlocking) || b.has(kCantBlock) || !a.has(kAttacking))
    return false;
  if (a.has(Keyword::Flying) && !b.has(Keyword::Flying) && !b.has(Keyword::Reach))
    return false;                                         // 702.9b, 702.17b
  if (protected_from(a, b)) return false;  // 702.16f
  return evasion_allows(s, db, b, a);
}

bool any_block_possible(const GameState& s, const CardDb& db) {
  for (ObjectId a : s.battlefield) {
    if (!s.obj(a).has(kAttacking)) continue;
    for (ObjectId b : s.battlefield)
      if (can_block(s, db, s.obj(b), s.obj(a))) return true;
  }
  return false;
}

// 702.111b: a creature with menace can't be blocked except by two or more creatures.
bool blocks_are_legal(const GameState& s) {
  for (ObjectId a : s.battlefield) {
    const Object& o = s.obj(a);
    if (!o.has(kAttacking) || !o.has(Keyword::Menace)) continue;
    int blockers = 0;
    for (ObjectId b : s.battlefield) {
      const Object& bo = s.obj(b);
      blockers += bo.has(kBlocking) && bo.blocking == a;
    }
    if (blockers == 1) return false;
  }
  return true;
}

bool needs_first_strike_step(const GameState& s) {
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if ((o.has(kAttacking) || o.has(kBlocking)) &&
        (o.has(Keyword::FirstStrike) || o.has(Keyword::DoubleStrike)))
      return true;
  }
  return false;
}

namespace {

// Canonical order (options.h): "done" first, then by kind, then object ids, then amount.
void sort_canonically(OptionList& out) {
  Option* first = out.begin();
  if (first != out.end() && first->kind() == OptionKind::Done) ++first;
  std::sort(first, out.end(),
            [](const Option& x, const Option& y) { return x.order_key() < y.order_key(); });
}

// 508.1a: done, then each creature that can attack, by id. 508.1d: done only once every
// creature that "attacks each combat if able" and can attack has been declared.
void attack_options(const GameState& s, OptionList& out) {
  ObjectId ids[kMaxObjects];
  int n = 0;
  bool required = false;
  for (ObjectId id : s.battlefield)
    if (can_attack(s, s.obj(id))) {
      ids[n++] = id;
      required |= s.obj(id).has(kAttacksEachCombat);
    }
  if (!required) out.push_back(Option::done());
  sort_ids(ids, n);
  for (int i = 0; i < n; ++i) out.push_back(Option::attack(ids[i]));
}

// 509.1c: "All creatures able to block CARDNAME do so" (Lure, kLure): blocks are done only
// when every creature of the defending player able to block a lured attacker blocks one (one
// blocking another attacker could block the lured one instead, obeying more requirements).
// Only attackers are scanned unless one is lured.
bool lure_requirements_met(const GameState& s, const CardDb& db, const ObjectId* attackers, int na,
                           uint8_t def) {
  bool any = false;
  for (int i = 0; i < na; ++i) any |= s.obj(attackers[i]).has(kLure);
  if (!any) return true;
  for (ObjectId id : s.battlefield) {
    const Object& b = s.obj(id);
    if (b.controller != def || b.has(kAttacking) || !is_creature(b)) continue;
    if (b.has(kBlocking) && s.obj(b.blocking).has(kLure)) continue;  // obeys a requirement
    Object free = b;  // could it block a lured attacker, were it not blocking?
    free.clear(kBlocking);
    free.blocking = ObjectId::None;
    for (int i = 0; i < na; ++i)
      if (s.obj(attackers[i]).has(kLure) && can_block(s, db, free, s.obj(attackers[i])))
        return false;
  }
  return true;
}

// 509.1a: done (unless a menace attacker has exactly one blocker, 702.111b), every legal
// (blocker, attacker) pair by blocker id then attacker id, then each block to withdraw.
// One pass over the battlefield sorts creatures into attackers, free blockers and blocks;
// the checks are can_block's, with the blocker's half worked out once per blocker.
void block_options(const GameState& s, const CardDb& db, OptionList& out) {
  const uint8_t def = raw(defender(s));
  ObjectId attackers[kMaxObjects], free[kMaxObjects], blocking[kMaxObjects];
  int na = 0, nf = 0, nb = 0;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.has(kAttacking)) {
      attackers[na++] = id;
    } else if (o.has(kBlocking)) {
      blocking[nb++] = id;
    } else if (o.controller == def && is_creature(o) && !o.has(kTapped) && !o.has(kCantBlock)) {
      free[nf++] = id;
    }
  }
  bool done_legal = true;
  for (int i = 0; i < na && done_legal; ++i) {
    if (!s.obj(attackers[i]).has(Keyword::Menace)) continue;
    int count = 0;
    for (int k = 0; k < nb; ++k) count += s.obj(blocking[k]).blocking == attackers[i];
    done_legal = count != 1;
  }
  if (done_legal) done_legal = lure_requirements_met(s, db, attackers, na, def);
  if (done_legal) out.push_back(Option::done());
  sort_ids(attackers, na);
  sort_ids(free, nf);
  sort_ids(blocking, nb);
  // evasion_allows in two halves worked out once each: an attacker with no evasion beyond
  // flying (no landwalk, fear, "can't be blocked [by]") facing a blocker with no "can't
  // block" restriction or shadow needs no call (most pairs).
  bool plain_attacker[kMaxObjects];
  for (int i = 0; i < na; ++i) {
    const Object& a = s.obj(attackers[i]);
    plain_attacker[i] =
        !a.has(kUnblockable) && !a.keywords.evasion && !db.get(a.def).front().cant_be_blocked_by;
  }
  for (int k = 0; k < nf; ++k) {
    const Object& b = s.obj(free[k]);
    const bool reaches = b.has(Keyword::Flying) || b.has(Keyword::Reach);
    const bool plain_blocker = !db.get(b.def).front().cant_block && !b.has(kBlocksOnlyFlyers) &&
                               !(b.keywords.evasion & kShadowBit);
    for (int i = 0; i < na && !out.full(); ++i) {
      const Object& a = s.obj(attackers[i]);
      if (a.has(Keyword::Flying) && !reaches) continue;   // 702.9b, 702.17b
      if (protected_from(a, b)) continue;  // 702.16f
      // 702.14c, 702.36b
      if (!(plain_attacker[i] && plain_blocker) && !evasion_allows(s, db, b, a)) continue;
      out.push_back(Option::block(free[k], attackers[i]));
    }
  }
  for (int k = 0; k < nb && !out.full(); ++k) out.push_back(Option::unblock(blocking[k]));
}

void damage_options(const GameState& s, OptionList& out) {
  const Pending& p = s.pending;
  const Object& a = s.obj(p.subject);
  ObjectId blockers[kMaxObjects];
  int n = blockers_of(s, p.subject, blockers);
  int r = p.remaining;
  for (int i = 0; i < n; ++i) {
    int lethal = lethal_remaining(s, a, s.obj(blockers[i]));
    out.push_back(Option::assign_damage(blockers[i], 1));
    if (lethal > 1 && lethal < r) out.push_back(Option::assign_damage(blockers[i], lethal));
    if (r > 1) out.push_back(Option::assign_damage(blockers[i], r));
  }
  if (a.has(Keyword::Trample)) {
    int lethal = total_lethal(s, a, blockers, n);
    if (lethal == 0)
      out.push_back(Option::assign_damage_to_player(r));
    else if (lethal < r)
      out.push_back(Option::assign_lethal_rest(r - lethal));
  }
  sort_canonically(out);
}

}  // namespace

void combat_options(const GameState& s, const CardDb& db, OptionList& out) {
  switch (s.pending.kind) {
    case DecisionKind::DeclareAttackers:
      attack_options(s, out);
      break;
    case DecisionKind::DeclareBlockers:
      block_options(s, db, out);
      break;
    case DecisionKind::AssignDamage:
      damage_options(s, out);
      break;
    default:
      break;
  }
}

void apply_combat_option(Ctx& c, const Option& o) {
  GameState& s = c.s;
  Pending& p = s.pending;
  switch (o.kind()) {
    case OptionKind::Attack:
      s.obj(o.object()).set(kAttacking);
      ++p.picked;
      refresh_statics(c);  // "attacking creatures get ..." (508.1: it is attacking once declared)
      return;
    case OptionKind::Block:
      s.obj(o.object()).set(kBlocking);
      s.obj(o.object()).blocking = o.attacker();
      ++p.picked;
      return;
    case OptionKind::Unblock:
      s.obj(o.object()).clear(kBlocking);
      s.obj(o.object()).blocking = ObjectId::None;
      --p.picked;
      return;
    case OptionKind::Done:
      if (p.kind == DecisionKind::DeclareAttackers) {
        for (ObjectId id : s.battlefield) {
          Object& a = s.obj(id);
          if (!a.has(kAttacking)) continue;
          if (!a.has(Keyword::Vigilance) && !a.has(kTapped)) {  // 508.1f, 702.20b
            set_tapped(s, id, true);
            queue_tap_triggers(c, id);
          }
          c.emit(EventKind::Attack, defender(s), id);
        }
        refresh_statics(c);  // attackers became tapped ("untapped creatures get ...")
      } else {
        for (ObjectId id : s.battlefield) {
          Object& b = s.obj(id);
          if (!b.has(kBlocking)) continue;
          s.obj(b.blocking).set(kBlocked);  // 509.1h
          c.emit(EventKind::Block, defender(s), id, 0, b.blocking);
        }
        refresh_conditional_statics(c);  // 604.2: "as long as CARDNAME is blocking"
      }
      p = Pending{};
      return;
    case OptionKind::AssignDamage:
    case OptionKind::AssignLethalRest: {
      ObjectId attacker = p.subject;
      int amount = o.amount();
      if (o.kind() == OptionKind::AssignLethalRest) {
        ObjectId blockers[kMaxObjects];
        int n = blockers_of(s, attacker, blockers);
        for (int i = 0; i < n; ++i) {
          int lethal = lethal_remaining(s, s.obj(attacker), s.obj(blockers[i]));
          add_assignment(s, attacker, blockers[i], PlayerId::None, lethal);
          p.remaining = static_cast<int16_t>(p.remaining - lethal);
        }
        add_assignment(s, attacker, ObjectId::None, defender(s), amount);
      } else {
        add_assignment(s, attacker, o.object(),
                       o.object() == ObjectId::None ? defender(s) : PlayerId::None, amount);
      }
      p.remaining = static_cast<int16_t>(p.remaining - amount);
      ++p.picked;
      if (p.remaining <= 0) {
        s.obj(attacker).set(kDamageAssigned);
        p = Pending{};
      }
      return;
    }
    default:
      return;
  }
}

// 510.1: attackers' damage is assigned first (the active player decides divisions among
// several blockers and trample excess), then blockers'; then all of it is dealt (510.2).
bool run_combat_damage(Ctx& c) {
  GameState& s = c.s;
  ObjectId blockers[kMaxObjects];
  for (ObjectId id : s.battlefield) {
    Object& a = s.obj(id);
    if (!a.has(kAttacking) || a.has(kDamageAssigned) || !deals_damage_this_step(s, a)) continue;
    int power = std::max<int>(0, a.power);
    // Only a blocked attacker's blockers matter (a scan of the battlefield each).
    const int n = power > 0 && a.has(kBlocked) ? blockers_of(s, id, blockers) : 0;
    if (power == 0) {
      // 510.1a: assigns no combat damage.
    } else if (!a.has(kBlocked)) {
      add_assignment(s, id, ObjectId::None, defender(s), power);  // 510.1b
    } else if (n == 0) {
      if (a.has(Keyword::Trample))
        add_assignment(s, id, ObjectId::None, defender(s), power);  // 702.19d
    } else if (n == 1 && (!a.has(Keyword::Trample) || power <= total_lethal(s, a, blockers, n))) {
      add_assignment(s, id, blockers[0], PlayerId::None, power);  // 510.1c
    } else {
      s.pending = Pending{
          DecisionKind::AssignDamage, s.active, 0, static_cast<uint8_t>(std::min(power, 255)), id,
          static_cast<int16_t>(power)};
      return true;
    }
    a.set(kDamageAssigned);
  }
  // 510.1d: each blocker assigns its damage to the creature it blocks.
  for (ObjectId id : s.battlefield) {
    Object& b = s.obj(id);
    if (!b.has(kBlocking) || b.has(kDamageAssigned) || !deals_damage_this_step(s, b)) continue;
    b.set(kDamageAssigned);
    const Object& a = s.obj(b.blocking);
    if (b.power > 0 && a.zone == Zone::Battlefield && a.has(kAttacking))
      add_assignment(s, id, b.blocking, PlayerId::None, b.power);
  }
  deal_combat_damage(c);
  for (ObjectId id : s.battlefield) s.obj(id).clear(kDamageAssigned);
  return false;
}

void remove_from_combat(Ctx& c) {
  for (ObjectId id : c.s.battlefield) {
    Object& o = c.s.obj(id);
    o.flags &=
        ~static_cast<uint32_t>(kAttacking | kBlocking | kBlocked | kFirstStriker | kDamageAssigned);
    o.blocking = ObjectId::None;
  }
  refresh_statics(c);  // no longer attacking
}

}  // namespace rwd
