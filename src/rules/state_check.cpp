// The state checker (rules/state_check.h). Each part returns its first problem in words, or
// "" (no allocation on the way: a message is built only for a problem found).
#include "rules/state_check.h"

#include <cstdio>
#include <cstdlib>
#include <tuple>

#include "rules/exile_link.h"

#include "rules/hand_tally.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/sba.h"
#include "rules/statics.h"
#include "rules/tokens.h"

namespace rwd {

namespace {

using std::to_string;

std::string pname(int p) {
  return "p" + to_string(p + 1);
}

// "Grizzly Bears#12", or "object 12" when its card definition is unknown.
std::string name_of(const GameState& s, const CardDb& db, ObjectId id) {
  if (raw(id) >= s.num_objects) return "object " + to_string(raw(id));
  const Object& o = s.obj(id);
  if (o.def == CardDefId::None || !db.has(o.def)) return "object " + to_string(raw(id));
  return db.get(o.def).name() + "#" + to_string(raw(id));
}

// Names that stay safe for out-of-range values (a broken state may hold any byte).
std::string zname(Zone z) {
  return z <= Zone::None ? std::string(zone_name(z)) : "zone " + to_string(static_cast<int>(z));
}
std::string sname(Step st) {
  return st < Step::Count ? std::string(step_name(st)) : "step " + to_string(static_cast<int>(st));
}
std::string dname(DecisionKind k) {
  return k <= DecisionKind::Choose ? std::string(decision_kind_name(k))
                                   : "decision " + to_string(static_cast<int>(k));
}

bool id_ok(const GameState& s, ObjectId id) {
  return raw(id) < s.num_objects;
}
bool target_ok(const GameState& s, const Target& t) {
  return t.kind == TargetKind::None || (t.kind == TargetKind::Object && id_ok(s, t.object)) ||
         (t.kind == TargetKind::Player && t.player < kNumPlayers);
}
bool in_combat(Step st) {
  return st >= Step::DeclareAttackers && st <= Step::EndCombat;
}

// Status that only a permanent has (400.7: an object that changes zones loses it).
constexpr uint32_t kPermanentStatus =
    kTapped | kAttacking | kBlocking | kBlocked | kDeathtouchDamaged | kFirstStriker |
    kDamageAssigned | kStaticSource | kCdaSource | kCondStaticSource | kAttackedThisTurn |
    kDealtDamageToOppThisTurn;

// Where each object is listed: 0 nowhere, else 1 + its Zone.
struct Listing {
  uint8_t zone[kMaxObjects] = {};
};

std::string list_problem(const GameState& s, const CardDb& db,
                         const FixedVec<ObjectId, kMaxObjects>& v, Zone z, int player, Listing& l) {
  for (ObjectId id : v) {
    if (!id_ok(s, id)) return zname(z) + " lists id " + to_string(raw(id)) + " >= num_objects";
    if (l.zone[raw(id)])
      return name_of(s, db, id) +
             " is in two zones: " + zname(static_cast<Zone>(l.zone[raw(id)] - 1)) + " and " +
             zname(z);
    l.zone[raw(id)] = static_cast<uint8_t>(1 + static_cast<int>(z));
    const Object& o = s.obj(id);
    if (o.zone != z)
      return name_of(s, db, id) + " is listed in " + zname(z) + " but its zone is " + zname(o.zone);
    if (player >= 0 && o.owner != player)
      return name_of(s, db, id) + " is in " + pname(player) + "'s " + zname(z) + " but owned by " +
             pname(o.owner);
  }
  return "";
}

// Zone lists and the stack: each object listed once, where its `zone` says.
std::string zones_problem(const GameState& s, const CardDb& db, Listing& l) {
  if (s.num_objects > kMaxObjects)
    return "num_objects " + to_string(s.num_objects) + " exceeds capacity";
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    for (auto [list, z] : {std::pair{&pl.library, Zone::Library},
                           {&pl.hand, Zone::Hand},
                           {&pl.graveyard, Zone::Graveyard},
                           {&pl.exile, Zone::Exile}})
      if (std::string e = list_problem(s, db, *list, z, p, l); !e.empty()) return e;
  }
  if (std::string e = list_problem(s, db, s.battlefield, Zone::Battlefield, -1, l); !e.empty())
    return e;
  for (size_t i = 0; i < s.stack.size(); ++i) {
    const StackItem& it = s.stack[i];
    const std::string item = "stack item " + to_string(i);
    if (!id_ok(s, it.object)) return item + " has a bad object id";
    if (it.controller >= kNumPlayers) return item + " has controller " + to_string(it.controller);
    for (const Target& t : it.targets)
      if (!target_ok(s, t)) return item + " has a bad target";
    const Object& o = s.obj(it.object);
    if (it.ability != 0) {
      // An ability (602.2a, 603.3): the item names its source, which stays where it is (on
      // the battlefield, or in a graveyard once sacrificed as a cost) and is not on the stack.
      if (o.def == CardDefId::None || !db.has(o.def))
        return item + ": an ability of an object with a bad card definition";
      if (!db.ability_program(o.def, it.ability))
        return name_of(s, db, it.object) + ": stack item names ability " + to_string(it.ability) +
               ", which it lacks";
      continue;
    }
    if (l.zone[raw(it.object)])
      return name_of(s, db, it.object) + " is on the stack and in " +
             zname(static_cast<Zone>(l.zone[raw(it.object)] - 1));
    l.zone[raw(it.object)] = static_cast<uint8_t>(1 + static_cast<int>(Zone::Stack));
    if (o.zone != Zone::Stack)
      return name_of(s, db, it.object) + " is on the stack but its zone is " + zname(o.zone);
    if (o.controller != it.controller)
      return name_of(s, db, it.object) + ": its stack item's controller differs from its own";
  }
  return "";
}

// Each object: its zone, owner, controller, definition, and what it may keep there.
std::string objects_problem(const GameState& s, const CardDb& db, const Listing& l) {
  int assigned[kMaxObjects] = {};
  for (const DamageAssignment& d : s.combat_damage) {
    if (d.amount <= 0) return "combat damage assignment of " + to_string(d.amount);
    if (!id_ok(s, d.source)) return "combat damage from a bad object id";
    if (d.target == ObjectId::None) continue;
    if (!id_ok(s, d.target)) return "combat damage to a bad object id";
    assigned[raw(d.target)] += d.amount;
  }
  for (int i = 0; i < s.num_objects; ++i) {
    const ObjectId id = object_id(i);
    const Object& o = s.objects[i];
    const bool token = o.has(kToken);
    if (token && o.zone == Zone::None)
      continue;  // ceased to exist (704.5d); listed nowhere (above)
    if (o.zone == Zone::None) return name_of(s, db, id) + " is a card in no zone";
    if (o.zone > Zone::None)
      return "object " + to_string(i) + " has zone " + to_string(static_cast<int>(o.zone));
    if (!l.zone[i])
      return name_of(s, db, id) + " has zone " + zname(o.zone) + " but is in no zone list";
    if (o.owner >= kNumPlayers || o.controller >= kNumPlayers)
      return "object " + to_string(i) + " has a bad owner or controller";
    if (o.def == CardDefId::None || !db.has(o.def))
      return "object " + to_string(i) + " has a bad card definition";
    const std::string who = name_of(s, db, id);
    // 712.8: a double-faced card is front face up off the battlefield.
    if (!token && o.zone != Zone::Battlefield && raw(o.def) >= db.size())
      return who + " in " + zname(o.zone) + " is not a card's front face";
    if (o.assigned != assigned[i])
      return who + " has assigned " + to_string(o.assigned) + " but the assignments add to " +
             to_string(assigned[i]);
    if (o.zone != Zone::Battlefield && o.zone != Zone::Stack && o.controller != o.owner)
      return who + " in " + zname(o.zone) + " is controlled by a non-owner (108.4a)";
    if (o.has(kFlashbackCast) && o.zone != Zone::Stack)  // 702.34a, 400.7
      return who + " in " + zname(o.zone) + " is marked as cast with flashback";
    if (o.has(kKicked) && o.zone != Zone::Stack && o.zone != Zone::Battlefield)  // 702.33d
      return who + " in " + zname(o.zone) + " is marked as kicked";
    if (o.zone != Zone::Battlefield) {  // 400.7: a new object, without a permanent's status
      if (o.flags & kPermanentStatus)
        return who + " in " + zname(o.zone) + " has permanent flags " +
               to_string(o.flags & kPermanentStatus);
      if (o.damage != 0) return who + " in " + zname(o.zone) + " has damage marked";
      if (o.blocking != ObjectId::None) return who + " in " + zname(o.zone) + " is blocking";
      if (o.attached_to() != ObjectId::None)
        return who + " in " + zname(o.zone) + " is attached to something";
      continue;
    }
    if (o.damage < 0) return who + " has negative damage";
    if (o.timestamp >= s.next_timestamp) return who + " has a timestamp from the future (613.7)";
    if (o.attached_to() != ObjectId::None) {
      if (!id_ok(s, o.attached_to())) return who + " is attached to a bad object id";
      if (o.attached_to() == id) return who + " is attached to itself (303.4d, 301.5c)";
    }
  }
  return "";
}

// Combat status (506-511): only during combat, on the right players' creatures.
std::string combat_problem(const GameState& s, const CardDb& db) {
  if (!s.combat_damage.empty() && s.pending.kind != DecisionKind::AssignDamage)
    return "combat damage is assigned but not dealt while waiting for " + dname(s.pending.kind);
  const PlayerId defender = opponent(s.active);
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    const std::string who = name_of(s, db, id);
    if ((o.has(kAttacking) || o.has(kBlocking) || o.has(kBlocked)) && !in_combat(s.step))
      return who + " has a combat flag outside combat (step " + sname(s.step) + ")";
    if (o.has(kAttacking) && o.controller != raw(s.active))
      return who + " attacks but is not the active player's";
    if (o.has(kAttacking) && o.has(kBlocking)) return who + " is both attacking and blocking";
    if (o.has(kBlocking)) {
      if (o.controller != raw(defender)) return who + " blocks but is not the defending player's";
      if (o.blocking == ObjectId::None || !id_ok(s, o.blocking))
        return who + " is blocking nothing";
      const Object& a = s.obj(o.blocking);
      // An attacker removed from combat (regenerated, 506.4) keeps kBlocked; its blocker is
      // still a blocking creature (509.1h) and deals no combat damage (510.1d).
      if (a.zone == Zone::Battlefield && !a.has(kAttacking) && !a.has(kBlocked))
        return who + " blocks " + name_of(s, db, o.blocking) + ", which is not attacking";
    } else if (o.blocking != ObjectId::None) {
      return who + " has a blocking target without the blocking flag";
    }
  }
  return "";
}

// The side tables (counters, effects, choices, shields, triggers, activation counts) refer
// to live objects; each player's cards are conserved.
std::string tables_problem(const GameState& s, const CardDb& db, const StateCheckOptions& opt) {
  for (size_t i = 0; i < s.counters.size(); ++i) {
    const CounterEntry& e = s.counters[i];
    if (!id_ok(s, e.object)) return "a counter entry names a bad object id";
    if (s.obj(e.object).zone != Zone::Battlefield)  // 122.2: counters don't follow it
      return name_of(s, db, e.object) + " has counters in " + zname(s.obj(e.object).zone);
    if (static_cast<int>(e.kind) >= kNumCounterKinds)
      return name_of(s, db, e.object) + " has counters of a bad kind";
    if (e.count <= 0 || e.count > 9999)
      return name_of(s, db, e.object) + " has " + to_string(e.count) + " counters of one kind";
    for (size_t j = 0; j < i; ++j)
      if (s.counters[j].object == e.object && s.counters[j].kind == e.kind)
        return name_of(s, db, e.object) + " has two counter entries of one kind";
  }
  uint32_t last = 0;
  for (const ContinuousEffect& e : s.effects) {
    if (!id_ok(s, e.object) || !id_ok(s, e.source))
      return "a continuous effect names a bad object id";
    if (e.timestamp <= last || e.timestamp >= s.next_timestamp)
      return "the continuous effects are not in timestamp order (613.7)";
    last = e.timestamp;
  }
  for (const ChosenEntry& e : s.chosen)
    if (!id_ok(s, e.object) || static_cast<int>(e.kind) >= static_cast<int>(ChosenKind::Count))
      return "a remembered choice names a bad object id or kind";
  for (const ChosenEntry& e : s.chosen)
    if (e.kind == ChosenKind::ExiledBy &&
        (s.obj(e.object).zone != Zone::Exile || !id_ok(s, exiled_by_source(e.value))))
      return "a card linked to the permanent that exiled it is not in exile (607.2a)";
  for (const PreventionShield& sh : s.shields)
    if (!target_ok(s, sh.target) || !id_ok(s, sh.source) ||
        (sh.from != ObjectId::None && !id_ok(s, sh.from)))
      return "a prevention shield names a bad object or player";
  for (const PendingTrigger& t : s.triggers)
    if (!id_ok(s, t.source) || t.controller >= kNumPlayers || !target_ok(s, t.about))
      return "a waiting trigger names a bad source, controller or subject";
  for (const DelayedTrigger& d : s.delayed)
    if (!id_ok(s, d.trig.source) || d.trig.controller >= kNumPlayers || !target_ok(s, d.trig.about))
      return "a delayed trigger names a bad source, controller or subject";
  for (const ActivationCount& a : s.activation_counts)
    if (!id_ok(s, a.object) || a.count == 0) return "an activation count names a bad object id";
  if (opt.deck_sizes) {
    int owned[kNumPlayers] = {};
    for (int i = 0; i < s.num_objects; ++i)
      if (!s.objects[i].has(kToken) && s.objects[i].owner < kNumPlayers)
        ++owned[s.objects[i].owner];
    for (int p = 0; p < kNumPlayers; ++p)
      if (owned[p] != opt.deck_sizes[p])
        return pname(p) + " owns " + to_string(owned[p]) + " cards, started with " +
               to_string(opt.deck_sizes[p]);
  }
  return "";
}

// The derived parts of the state: tallies and "some card in the game has ..." flags.
std::string derived_problem(const GameState& s, const CardDb& db) {
  if (!hand_tallies_ok(s)) return "the hand tallies differ from a recount of the hands";
  if (!mana_tallies_ok(s))
    return "the mana source tallies differ from a recount of the battlefield";
  for (int i = 0; i < s.num_objects; ++i) {
    const Object& o = s.objects[i];
    if (o.zone == Zone::None) continue;
    const CardFace& f = db.get(o.def).front();
    if (o.has(kToken) && !s.any_tokens)
      return name_of(s, db, object_id(i)) + " is a token but any_tokens is clear";
    if (o.has(kEntryChoice) && !s.entry_choices)  // settle looks for it (rules/entry_choice.h)
      return name_of(s, db, object_id(i)) + " has an entry choice to make but entry_choices is clear";
    if (!f.activated.empty() && !s.any_activated)
      return name_of(s, db, object_id(i)) + " has activated abilities but any_activated is clear";
    if (!f.triggered.empty() && !s.any_triggered)
      return name_of(s, db, object_id(i)) + " has triggered abilities but any_triggered is clear";
    if (!f.statics.empty() && !s.any_static)
      return name_of(s, db, object_id(i)) + " has static abilities but any_static is clear";
    if (o.zone == Zone::Battlefield && (o.supertypes & supertype_bit(Supertype::Legendary)) &&
        !s.any_legendary)
      return name_of(s, db, object_id(i)) + " is a legendary permanent but any_legendary is clear";
  }
  return "";
}

// The instructions that suspend on each decision kind (rules/vm_ops.h), for the innermost
// interaction; false for decisions no instruction asks.
bool asks(DecisionKind k, Op op) {
  switch (k) {
    case DecisionKind::ChooseTarget:
      return op == Op::Target;
    case DecisionKind::YesNo:
      return op == Op::Ask || op == Op::UnlessPay || op == Op::UnlessLife;
    case DecisionKind::ChooseMode:
      return op == Op::ChooseMode;
    case DecisionKind::ChooseSource:
      return op == Op::ChooseSource;
    case DecisionKind::Choose:
      return op == Op::Choose;
    case DecisionKind::ChooseCard:
      return op == Op::Search || op == Op::Dig || op == Op::Scry || op == Op::TapChoose;
    case DecisionKind::Sacrifice:
      return op == Op::SacrificeChoose;
    case DecisionKind::Discard:
      return op == Op::Discard;
    default:
      return false;
  }
}

// The suspended programs (GameState::interactions) and the decision the innermost one asks.
std::string interactions_problem(const GameState& s, const CardDb& db) {
  const DecisionKind k = s.pending.kind;
  for (size_t i = 0; i < s.interactions.size(); ++i) {
    const Interaction& it = s.interactions[i];
    const std::string which = "interaction " + to_string(i);
    if (!id_ok(s, it.source) || s.obj(it.source).def == CardDefId::None ||
        !db.has(s.obj(it.source).def))
      return which + " has a bad source";
    const Program* prog = db.ability_program(s.obj(it.source).def, it.ability);
    if (!prog)
      return which + ": " + name_of(s, db, it.source) + " has no ability " + to_string(it.ability);
    if (it.pc >= prog->code.size())
      return which + ": pc " + to_string(it.pc) + " is past its program";
    if (it.sp > kVmStackDepth || it.controller >= kNumPlayers || it.waiting > 1)
      return which + ": machine stack, controller or waiting flag out of range";
    for (const Target& t : it.targets)
      if (!target_ok(s, t)) return which + " has a bad target";
    const Op op = prog->code[it.pc].op;
    const bool innermost = i + 1 == s.interactions.size();
    // Only a Play effect starts another (608.2g), or a permanent it put onto the battlefield
    // making its entry choice (614.12, rules/entry_choice.h), which comes after the move.
    const bool under_entry = !innermost && s.interactions[i + 1].ability == kEntryAbility;
    if (!innermost && !(op == Op::Play && it.waiting) && !under_entry)
      return which + " waits under another but is not casting a card (Op::Play)";
    if (innermost && !s.over() && k != DecisionKind::ChooseX && asks(k, op) != (it.waiting == 1))
      return which + " is at " + std::string(op_info(op).mnemonic) +
             (it.waiting ? " (waiting)" : "") + " while the pending decision is " + dname(k);
    if (innermost && k == DecisionKind::ChooseX && it.source != s.pending.subject)
      return which + " is not the spell or ability whose X is announced";
  }
  if (s.interactions.empty()) {
    switch (k) {  // decisions only an instruction asks
      case DecisionKind::ChooseTarget:
      case DecisionKind::YesNo:
      case DecisionKind::ChooseMode:
      case DecisionKind::ChooseSource:
      case DecisionKind::Choose:
      case DecisionKind::ChooseCard:
      case DecisionKind::Sacrifice:
        return std::string("a ") + dname(k) + " decision with no ability running";
      default:
        break;
    }
  } else {
    switch (
        k) {  // decisions made only between abilities (117.5, 508, 509, 510, 103.5, 704, 603.3b)
      case DecisionKind::Priority:
      case DecisionKind::DeclareAttackers:
      case DecisionKind::DeclareBlockers:
      case DecisionKind::AssignDamage:
      case DecisionKind::Mulligan:
      case DecisionKind::BottomCard:
      case DecisionKind::LegendRule:
      case DecisionKind::OrderTriggers:
        return std::string("an ability is running during a ") + dname(k) + " decision";
      default:
        break;
    }
  }
  return "";
}

// The first state-based action (704.5) that applies, in words, or "".
std::string sba_problem(const GameState& s, const CardDb& db) {
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    if (pl.life <= 0) return pname(p) + " is at " + to_string(pl.life) + " life (704.5a)";
    if (pl.drew_from_empty) return pname(p) + " drew from an empty library (704.5b)";
    if (pl.poison >= kPoisonToLose)
      return pname(p) + " has " + to_string(pl.poison) + " poison counters (704.5c)";
  }
  if (token_outside_battlefield(s)) return "a token is outside the battlefield (704.5d)";
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (!is_creature(o)) continue;
    if (o.toughness <= 0)
      return name_of(s, db, id) + " is a creature with toughness " + to_string(o.toughness) +
             " (704.5f)";
    if (o.has(Keyword::Indestructible)) continue;
    if (o.damage >= o.toughness)
      return name_of(s, db, id) + " has lethal damage (" + to_string(o.damage) + ") (704.5g)";
    if (o.has(kDeathtouchDamaged))
      return name_of(s, db, id) + " was dealt deathtouch damage (704.5h)";
  }
  if (any_sba_applies(s, db)) return "a state-based action applies (704.5j, m, n or q)";
  return "";
}

// The players, the result and the pending decision.
std::string decision_problem(const GameState& s, const CardDb& db) {
  if (s.step >= Step::Count) return "step " + to_string(static_cast<int>(s.step)) + " out of range";
  for (PlayerId p : {s.active, s.priority, s.starting_player})
    if (p != PlayerId::P1 && p != PlayerId::P2)
      return "active, priority or starting player out of range";
  if (s.passes >= kNumPlayers)
    return to_string(s.passes) + " passes in a row without the stack resolving (117.4)";
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    if (pl.life > 1000 || pl.life < -1000) return pname(p) + " life " + to_string(pl.life);
    for (uint8_t a : pl.pool.amount)
      if (a > 100) return pname(p) + " has an absurd mana pool";
    if (pl.mulligans > kStartingHand) return pname(p) + " took too many mulligans";
  }
  const bool lost1 = s.players[0].lost, lost2 = s.players[1].lost;
  const GameResult expect = lost1 && lost2 ? GameResult::Draw
                            : lost1        ? GameResult::P2Wins
                            : lost2        ? GameResult::P1Wins
                                           : GameResult::Ongoing;
  if (s.result != expect)
    return std::string("the result is ") + to_string(static_cast<int>(s.result)) +
           " but the players' lost flags say " + to_string(static_cast<int>(expect)) + " (104.4a)";
  const Pending& pd = s.pending;
  if (s.over())
    return pd.kind == DecisionKind::GameOver ? ""
                                             : "the game is over but the decision is not game_over";
  if (pd.kind == DecisionKind::None || pd.kind == DecisionKind::GameOver)
    return std::string("the game goes on but the decision is ") + dname(pd.kind);
  if (pd.player != PlayerId::P1 && pd.player != PlayerId::P2)
    return "the pending decision has no player";
  if (pd.subject != ObjectId::None && !id_ok(s, pd.subject))
    return "the pending decision's subject is a bad object id";
  if (s.in_mulligans != (pd.kind == DecisionKind::Mulligan || pd.kind == DecisionKind::BottomCard))
    return std::string("in_mulligans is ") + (s.in_mulligans ? "true" : "false") + " during a " +
           dname(pd.kind) + " decision";
  if (s.in_mulligans ? s.turn != 0 : s.turn < 1)
    return "turn " + to_string(s.turn) +
           (s.in_mulligans ? " during mulligans" : " after mulligans");
  // 704.3, 117.5: state-based actions are performed before a player receives priority and
  // before each turn-based decision; during a resolution they wait (the legend rule is itself
  // a decision among them). Mulligans come before the game's first priority (103.5), so no
  // state-based action is performed during them: a player who drew from an empty library
  // loses when the first player would receive priority.
  if (s.interactions.empty() && pd.kind != DecisionKind::LegendRule && !s.in_mulligans)
    if (std::string e = sba_problem(s, db); !e.empty())
      return e + ", but the game goes on to a " + dname(pd.kind) + " decision";
  const PlayerId defender = opponent(s.active);
  switch (pd.kind) {
    case DecisionKind::Priority:
      if (pd.player != s.priority) return "a priority decision for the player without priority";
      if (!s.triggers.empty())
        return "a player has priority while triggered abilities wait to be put on the stack "
               "(603.3)";
      break;
    case DecisionKind::DeclareAttackers:
      if (pd.player != s.active || s.step != Step::DeclareAttackers)
        return "attackers declared by the wrong player or in the wrong step";
      if (pd.picked > pd.total) return "more attackers picked than the maximum";
      break;
    case DecisionKind::DeclareBlockers:
      if (pd.player != defender || s.step != Step::DeclareBlockers)
        return "blockers declared by the wrong player or in the wrong step";
      if (pd.picked > pd.total) return "more blockers picked than the maximum";
      break;
    case DecisionKind::AssignDamage:
      if (pd.player != s.active) return "combat damage assigned by the non-active player";
      if (pd.remaining <= 0) return "a damage assignment with nothing left to assign";
      if (!id_ok(s, pd.subject) || !s.obj(pd.subject).has(kAttacking))
        return "damage assigned for a creature that is not attacking";
      break;
    case DecisionKind::Discard:
      if (s.interactions.empty() && (s.step != Step::Cleanup || pd.player != s.active))
        return "a discard outside the active player's cleanup (514.1) and outside any ability";
      if (pd.picked >= pd.total) return "a discard decision with nothing left to discard";
      break;
    case DecisionKind::BottomCard:
      if (s.players[raw(pd.player)].bottom_owed == 0)
        return "a bottom-card decision with nothing owed (103.5)";
      break;
    case DecisionKind::OrderTriggers: {
      int theirs = 0;
      for (const PendingTrigger& t : s.triggers) theirs += t.controller == raw(pd.player);
      if (theirs < 2)
        return "an order-triggers decision for a player with fewer than two waiting (603.3b)";
      break;
    }
    default:
      break;
  }
  return "";
}

// The kept options: legal_options' list, in canonical order, at least two of them.
std::string options_problem(const GameState& s, const CardDb& db, const OptionList& opts) {
  if (s.over()) return opts.empty() ? "" : "the game is over but options are kept";
  OptionList fresh;
  legal_options(s, db, fresh);
  if (!(fresh == opts)) return "the kept options differ from freshly generated ones";
  if (opts.size() < 2)  // settle answers a decision with one legal answer (engine.h)
    return "a " + dname(s.pending.kind) + " decision with " + to_string(opts.size()) + " option(s)";
  return options_order_problem(s, db, opts);
}

}  // namespace

std::string state_problem(const GameState& s, const CardDb& db, const StateCheckOptions& opt) {
  Listing listed;
  if (std::string e = zones_problem(s, db, listed); !e.empty()) return e;
  if (std::string e = objects_problem(s, db, listed); !e.empty()) return e;
  if (std::string e = tables_problem(s, db, opt); !e.empty()) return e;
  if (std::string e = combat_problem(s, db); !e.empty()) return e;
  if (std::string e = derived_problem(s, db); !e.empty()) return e;
  if (std::string e = interactions_problem(s, db); !e.empty()) return e;
  if (std::string e = decision_problem(s, db); !e.empty()) return e;
  // sba_dirty lets priority checks skip the full check (rules/sba.h): it must be set
  // whenever an action would apply.
  if (!s.sba_dirty && any_sba_applies(s, db))
    return "a state-based action applies but sba_dirty is clear";
  if (opt.options)
    if (std::string e = options_problem(s, db, *opt.options); !e.empty()) return e;
  if (opt.characteristics) return characteristics_problem(s, db);
  return "";
}

std::string options_order_problem(const GameState& s, const CardDb& db, const OptionList& opts) {
  auto is_pass = [](OptionKind k) { return k == OptionKind::Pass || k == OptionKind::Done; };
  auto say = [&](size_t i) {
    return "option " + to_string(i) + " (" + option_kind_name(opts[i].kind()) +
           (opts[i].object() != ObjectId::None ? " " + name_of(s, db, opts[i].object()) : "") + ")";
  };
  // The one exception: a ChooseCard decision (a search, dig or scry: rules/vm_library.h,
  // rules/vm_dig.h) offers "done" after the cards.
  size_t end = opts.size();
  if (s.pending.kind == DecisionKind::ChooseCard && end > 1 &&
      opts[end - 1].kind() == OptionKind::Done)
    --end;
  for (size_t i = 1; i < end; ++i)
    if (is_pass(opts[i].kind())) return say(i) + " is a pass or done, which comes first";
  auto key = [](const Option& o) { return o.order_key(); };
  for (size_t i = end > 0 && is_pass(opts[0].kind()) ? 2 : 1; i < end; ++i)
    if (!(key(opts[i - 1]) < key(opts[i])))
      return dname(s.pending.kind) + ": " + say(i - 1) + " comes before " + say(i) +
             " (canonical order: by kind, then object id)";
  // A choice between identical hand cards is none. (A dig's bottom_card options name cards
  // of a library, whose order matters: each is offered.)
  for (size_t i = 0; i < opts.size() && s.pending.kind != DecisionKind::ChooseCard; ++i) {
    const OptionKind k = opts[i].kind();
    if (k != OptionKind::PlayLand && k != OptionKind::Cast && k != OptionKind::BottomCard &&
        k != OptionKind::Discard)
      continue;
    for (size_t j = i + 1; j < opts.size(); ++j)
      if (opts[j].kind() == k && s.obj(opts[j].object()).def == s.obj(opts[i].object()).def &&
          s.obj(opts[j].object()).zone == s.obj(opts[i].object()).zone &&  // 702.34a: hand, yard
          opts[j].kicked() == opts[i].kicked())  // 702.33a: kicked or not
        return say(i) + " and " + say(j) + " are the same card";
  }
  return "";
}

void abort_on_state_problem(const GameState& s, const CardDb& db, const OptionList* options,
                            const char* where) {
  StateCheckOptions opt;
  opt.options = options;
  const std::string e = state_problem(s, db, opt);
  if (e.empty()) return;
  std::fprintf(stderr, "state check after %s (turn %d, frame %u, seed %llu): %s\n", where, s.turn,
               s.inputs, static_cast<unsigned long long>(s.seed), e.c_str());
  std::abort();
}

}  // namespace rwd
