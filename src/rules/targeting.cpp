#include "rules/targeting.h"

#include <algorithm>

#include "rules/land_types.h"
#include "rules/object_facts.h"

namespace rwd {

bool term_matches_object(const CardDb& db, const std::vector<std::string>& subtypes,
                         const FilterTerm& t, PlayerId controller, const Object& o,
                         const char** why) {
  if (t.player) return *why = "not a player", false;
  if (t.types_any && !(o.types & t.types_any)) return *why = "not of the required type", false;
  if (o.types & t.types_none) return *why = "of an excluded type", false;
  if (t.colors_any && !(o.colors & t.colors_any)) return *why = "not of the required color", false;
  if (o.colors & t.colors_none) return *why = "of an excluded color", false;
  if ((o.keywords.bits & t.keywords_all) != t.keywords_all)
    return *why = "lacks a required keyword", false;
  if (o.keywords.bits & t.keywords_none) return *why = "has an excluded keyword", false;
  if (t.control == FilterControl::You && o.controller != raw(controller))
    return *why = "not controlled by you", false;
  if (t.control == FilterControl::Opponent && o.controller == raw(controller))
    return *why = "controlled by you", false;
  if (t.owner == FilterControl::You && o.owner != raw(controller))
    return *why = "not owned by you", false;
  if (t.owner == FilterControl::Opponent && o.owner == raw(controller))
    return *why = "owned by you", false;
  if (t.tapped >= 0 && o.has(kTapped) != (t.tapped == 1))
    return *why = t.tapped ? "untapped" : "tapped", false;
  if (t.attacking >= 0 && o.has(kAttacking) != (t.attacking == 1))
    return *why = t.attacking ? "not attacking" : "attacking", false;
  if (t.blocking == 1 && !o.has(kBlocking)) return *why = "not blocking", false;
  if (t.kicked >= 0 && o.has(kKicked) != (t.kicked == 1))
    return *why = t.kicked ? "not kicked" : "kicked", false;
  if (t.turn_facts) {
    if ((t.turn_facts & 1) && !o.has(kAttackedThisTurn))
      return *why = "didn't attack this turn", false;
    if ((t.turn_facts & 2) && o.has(kAttackedThisTurn)) return *why = "attacked this turn", false;
    if ((t.turn_facts & 4) && !o.has(kDealtDamageToOppThisTurn))
      return *why = "dealt no damage to an opponent this turn", false;
  }
  if (t.stat >= 0 && t.stat < 2 &&  // mana value vs X (stat 2): target_problem
      !compare(static_cast<Compare>(t.stat_op), t.stat == 0 ? o.power : o.toughness, t.stat_n))
    return *why = t.stat == 0 ? "power out of range" : "toughness out of range", false;
  if (t.stat == 2 && t.stat_n != FilterTerm::kStatIsX &&  // "cmcLE3": its mana value (202.3)
      !compare(static_cast<Compare>(t.stat_op), db.get(o.def).front().cost.mana_value(),
               t.stat_n))
    return *why = "mana value out of range", false;
  if ((t.supertypes_all | t.supertypes_none) &&
      ((db.get(o.def).front().supertypes & t.supertypes_all) != t.supertypes_all ||
       (db.get(o.def).front().supertypes & t.supertypes_none)))
    return *why = "lacks a required supertype", false;
  if (t.subtype >= 0 && !object_has_subtype(db, o, subtypes[t.subtype]))
    return *why = "lacks the required subtype", false;
  if (t.subtype_none >= 0 && object_has_subtype(db, o, subtypes[t.subtype_none]))
    return *why = "has an excluded subtype", false;
  return true;
}

namespace {

// Whether an Aura is attached to `o` (it is "enchanted", 303.4).
bool aura_attached(const GameState& s, const CardDb& db, const Object& o) {
  for (ObjectId id : s.battlefield) {
    const Object& a = s.obj(id);
    if (a.attached_to() != ObjectId::None && &s.obj(a.attached_to()) == &o &&
        db.get(a.def).front().has_subtype("Aura"))
      return true;
  }
  return false;
}

Zone zone_of(const Filter& f) {
  switch (f.zone) {
    case FilterZone::Battlefield:
      return Zone::Battlefield;
    case FilterZone::Graveyard:
      return Zone::Graveyard;
    case FilterZone::Stack:
      return Zone::Stack;
    case FilterZone::StackOrBattlefield:
      return Zone::None;  // either (zone_ok)
  }
  return Zone::None;
}

// Spell Blast's "target spell with mana value X" (FilterTerm::kStatIsX): X is the one announced
// for `source` as it is cast or resolves (the top interaction); before that (is there a legal
// target at all?) any mana value will do. A spell's mana value counts its X (202.3b).
bool mana_value_is_x(const GameState& s, const CardDb& db, const FilterTerm& t, ObjectId source,
                     const Object& o) {
  if (t.stat_n != FilterTerm::kStatIsX) return true;
  if (s.interactions.empty() || s.interactions.back().source != source) return true;
  int mv = db.get(o.def).front().cost.mana_value();
  for (const StackItem& item : s.stack)
    if (&s.obj(item.object) == &o && item.ability == 0)
      mv += db.get(o.def).front().cost.x_count * item.x;
  return compare(static_cast<Compare>(t.stat_op), mv, s.interactions.back().x);
}

}  // namespace

const char* filter_mismatch(const GameState& s, const CardDb& db, const Program& prog,
                            const Filter& f, PlayerId controller, const Object& o) {
  const char* why = "matches nothing";
  for (const FilterTerm& t : f.terms) {
    if (!term_matches_object(db, prog.subtypes, t, controller, o, &why)) continue;
    if (t.unenchanted && aura_attached(s, db, o)) {  // "unenchanted" (303.4)
      why = "enchanted";
      continue;
    }
    return nullptr;
  }
  return why;
}

bool filter_matches_player(const Filter& f, PlayerId controller, PlayerId p) {
  for (const FilterTerm& t : f.terms) {
    if (!t.player) continue;
    if (t.control == FilterControl::You && p != controller) continue;
    if (t.control == FilterControl::Opponent && p == controller) continue;
    return true;
  }
  return false;
}

const char* target_problem(const GameState& s, const CardDb& db, const Program& prog,
                           const Filter& f, PlayerId controller, ObjectId source, const Target& t) {
  if (t.kind == TargetKind::Player) {
    if (t.player >= kNumPlayers) return "no such player";
    return filter_matches_player(f, controller, player_id(t.player))
               ? nullptr
               : "that player is not a legal choice";
  }
  if (t.kind != TargetKind::Object || t.object == ObjectId::None || raw(t.object) >= s.num_objects)
    return "no target";
  const Object& o = s.obj(t.object);
  if (o.zone_changes != t.zone_changes) return "it has changed zones: a new object (400.7)";
  if (o.zone != zone_of(f) && !(f.zone == FilterZone::StackOrBattlefield &&
                                (o.zone == Zone::Stack || o.zone == Zone::Battlefield)))
    return f.zone == FilterZone::Graveyard            ? "not in a graveyard"
           : f.zone == FilterZone::Stack              ? "not a spell on the stack"
           : f.zone == FilterZone::StackOrBattlefield ? "not a spell or a permanent"
                                                      : "not on the battlefield";
  if (const char* why = filter_mismatch(s, db, prog, f, controller, o)) return why;
  // "Other" (an activated ability's "target creature other than CARDNAME"): not its source.
  if (t.object == source && !f.terms.empty() && f.terms[0].self == 0)
    return "it is the ability's source (\"other\")";
  if (!f.terms.empty() && f.terms[0].stat == 2 && !mana_value_is_x(s, db, f.terms[0], source, o))
    return "its mana value is not X (107.3)";
  if (o.zone == Zone::Battlefield) {
    if (o.has(Keyword::Shroud)) return "shroud (702.18b)";
    if (o.has(Keyword::Hexproof) && o.controller != raw(controller)) return "hexproof (702.11b)";
    if (source != ObjectId::None && protected_from(o, s.obj(source)))
      return o.keywords.protected_from(s.obj(source).colors)
                 ? "protection from the spell's color (702.16b)"
                 : "protection from the source's card type (702.16b)";
  }
  return nullptr;
}

Target target_of_option(const GameState& s, const Option& o) {
  Target t;
  if (o.object() == ObjectId::None) {
    t.kind = TargetKind::Player;
    t.player = raw(o.player());
  } else {
    t.kind = TargetKind::Object;
    t.object = o.object();
    t.zone_changes = s.obj(o.object()).zone_changes;
  }
  return t;
}

void target_options(const GameState& s, const CardDb& db, const Program& prog, const Filter& f,
                    PlayerId controller, ObjectId source, OptionList& out) {
  if (f.allows_objects()) {
    ObjectId ids[kMaxObjects];
    int n = 0;
    if (f.zone == FilterZone::Battlefield) {
      for (ObjectId id : s.battlefield) ids[n++] = id;
    } else if (f.zone == FilterZone::Graveyard) {
      for (const Player& p : s.players)
        for (ObjectId id : p.graveyard) ids[n++] = id;
    } else {  // spells on the stack (abilities there are not spells, 113.1)
      if (f.zone == FilterZone::StackOrBattlefield)  // "target spell or permanent"
        for (ObjectId id : s.battlefield) ids[n++] = id;
      for (const StackItem& it : s.stack)
        if (it.ability == 0) ids[n++] = it.object;
    }
    std::sort(ids, ids + n, [](ObjectId a, ObjectId b) { return raw(a) < raw(b); });
    for (int i = 0; i < n && !out.full(); ++i) {
      Target t{TargetKind::Object, 0, ids[i], s.obj(ids[i]).zone_changes};
      if (!target_problem(s, db, prog, f, controller, source, t))
        out.push_back(Option::target_object(ids[i]));
    }
  }
  if (f.allows_players())
    for (int p = 0; p < kNumPlayers; ++p)
      if (filter_matches_player(f, controller, player_id(p)))
        out.push_back(Option::target_player(player_id(p)));
}

bool mode_legal(const GameState& s, const CardDb& db, const Program& prog, int mode,
                PlayerId controller, ObjectId source) {
  OptionList opts;
  for (const Instr& in : prog.code)
    if (in.op == Op::Target && in.a == prog.mode_slots[mode]) {
      target_options(s, db, prog, prog.filters[in.b], controller, source, opts);
      return !opts.empty();
    }
  return true;  // a mode without targets
}

bool targets_available(const GameState& s, const CardDb& db, const Program& prog,
                       PlayerId controller, ObjectId source) {
  if (!prog.modes.empty()) {  // 700.2: a modal spell needs one mode it can be cast with
    for (size_t m = 0; m < prog.modes.size(); ++m)
      if (mode_legal(s, db, prog, static_cast<int>(m), controller, source)) return true;
    return false;
  }
  OptionList opts;
  for (const Instr& in : prog.code) {
    if (in.op != Op::Target || (prog.optional_targets >> in.a & 1)) continue;
    opts.clear();
    target_options(s, db, prog, prog.filters[in.b], controller, source, opts);
    // 115.3: N slots of one word ("two target creatures") need N different choices; "up to N"
    // needs only its TargetMin$ (601.2c).
    size_t needed = 0;
    for (const Instr& other : prog.code)
      needed += other.op == Op::Target && other.b == in.b && !(prog.optional_targets >> other.a & 1);
    if (opts.size() < needed) return false;
  }
  return true;
}

}  // namespace rwd
