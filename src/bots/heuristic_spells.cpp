#include "bots/heuristic_spells.h"

#include <algorithm>

#include "bots/evaluate.h"
#include "cards/card_db.h"

namespace rwd {

namespace {

// What a spell does, read off its program's resolution part (one effect per spell in the
// pool; the first effect decides).
struct Shape {
  Op op = Op::End;
  int amount = 0;   // the amount pushed before the effect; -1 for X
  int a = 0, b = 0;  // the effect's operands
  const Program* prog = nullptr;
  const CardDb* db = nullptr;  // the card definitions, for subtypes (public knowledge)
};

Shape shape_of(const Program& p, const CardDb& db) {
  Shape s;
  s.prog = &p;
  s.db = &db;
  int last = 0;
  for (size_t pc = p.resolve_pc; pc < p.code.size(); ++pc) {
    const Instr& in = p.code[pc];
    if (in.op == Op::Push) last = in.b;
    else if (in.op == Op::PushX) last = -1;
    else if (in.op != Op::CheckTargets && in.op != Op::End) {
      s.op = in.op;
      s.amount = last;
      s.a = in.a;
      s.b = in.b;
      return s;
    }
  }
  return s;
}

const Program* program_of(const SeatHandle& seat, int def) {
  if (def < 0 || static_cast<size_t>(def) >= seat.db().size()) return nullptr;
  return seat.db().get(static_cast<CardDefId>(def)).front().spell.get();
}

bool has_type(const CardView& c, CardType t) { return c.types & type_bit(t); }

// The printed subtypes of the card's front face (the view has no subtypes of its own).
bool has_subtype(const CardDb& db, const CardView& c, const std::string& subtype) {
  if (c.def < 0 || static_cast<size_t>(c.def) >= db.size()) return false;
  return db.get(static_cast<CardDefId>(c.def)).front().has_subtype(subtype);
}

// A CardView against a compiled filter, from what the view shows (types, colors, keywords).
bool view_matches(const CardDb& db, const Program& p, const Filter& f, const CardView& c, int me) {
  for (const FilterTerm& t : f.terms) {
    if (t.player) continue;
    bool ok = true;
    if (t.types_none & c.types) ok = false;
    if (__builtin_popcount(t.types_any) == 1 && !(t.types_any & c.types)) ok = false;
    if (t.types_any && __builtin_popcount(t.types_any) > 1) {  // "Permanent"
      ok = ok && !has_type(c, CardType::Instant) && !has_type(c, CardType::Sorcery);
    }
    if (t.colors_any && !(c.colors & t.colors_any)) ok = false;
    if (c.colors & t.colors_none) ok = false;
    if ((c.keyword_bits & t.keywords_all) != t.keywords_all) ok = false;
    if (c.keyword_bits & t.keywords_none) ok = false;
    if (t.control == FilterControl::You && c.controller != me) ok = false;
    if (t.control == FilterControl::Opponent && c.controller == me) ok = false;
    if (t.tapped >= 0 && c.tapped != (t.tapped == 1)) ok = false;
    if (t.subtype >= 0 && !has_subtype(db, c, p.subtypes[t.subtype])) ok = false;
    if (t.subtype_none >= 0 && has_subtype(db, c, p.subtypes[t.subtype_none])) ok = false;
    if (ok) return true;
  }
  return false;
}

double value_of(const CardView& c) { return c.is_creature ? creature_value(unit_from(c)) : 2.0 + c.mana_value; }

int available_mana(const PlayerView& v, int me) {
  int n = 0;
  for (const CardView& c : v.battlefield) n += c.controller == me && c.is_land && !c.tapped;
  for (int m : v.players[me].mana_pool) n += m;
  return n;
}

// Gain for `me` of a symmetric effect with amount n (DamageAll, DestroyAll): what the
// opponent loses minus what it loses, in evaluation points; huge if it wins, hugely
// negative if it kills its own player.
double sweep_gain(const Shape& s, const PlayerView& v, int me, int n) {
  const Filter& f = s.prog->filters[s.b];
  double gain = 0.0;
  for (const CardView& c : v.battlefield) {
    if (!view_matches(*s.db, *s.prog, f, c, me)) continue;
    if (s.op == Op::DamageAll && (!c.is_creature || c.toughness - c.damage > n)) continue;
    if (c.is_creature && (c.keyword_bits >> static_cast<int>(Keyword::Indestructible)) & 1) continue;
    double val = c.is_land ? 4.0 : value_of(c);
    gain += c.controller == me ? -val : val;
  }
  if (s.op == Op::DamageAll && (s.a & 1)) {
    const int my_life = v.players[me].life, their_life = v.players[1 - me].life;
    if (n >= my_life) return -1e6;
    if (n >= their_life) return 1e6;
    gain += life_score(my_life - n) - life_score(my_life) - (life_score(their_life - n) - life_score(their_life));
  }
  return gain;
}

const CardView* find_view(const PlayerView& v, int id) {
  for (const CardView& c : v.battlefield)
    if (c.id == id) return &c;
  for (const PlayerPublic& p : v.players)
    for (const CardView& c : p.graveyard)
      if (c.id == id) return &c;
  return nullptr;
}

// How much `me` wants option `o` as the target of `s` (higher is better).
double target_score(const Shape& s, const PlayerView& v, int me, const Option& o, int x) {
  const int n = s.amount < 0 ? x : s.amount;
  if (o.a == ObjectId::None) {  // a player
    const bool opp = static_cast<int>(o.value) != me;
    switch (s.op) {
      case Op::Damage:
      case Op::LoseLife:
        if (!opp) return -1e5;
        return v.players[1 - me].life <= n ? 1e5 : 1.0 + 0.5 * n;
      case Op::Discard: return opp ? 2.0 + v.players[1 - me].hand_count : -1e5;
      case Op::GainLife:
      case Op::Draw: return opp ? -1e5 : 5.0;
      default: return 0.0;
    }
  }
  const CardView* c = find_view(v, raw(o.a));
  if (!c) return -1.0;
  const bool mine = c->controller == me;
  if (s.op == Op::Pump) {  // a combat trick: our creature in a fight; a debuff: theirs
    const bool fighting = (c->attacking && c->blocked) || c->blocking;
    const bool boost = s.amount >= 0;
    if (mine != boost) return -value_of(*c);
    return (fighting ? 5.0 : 0.5) + 0.1 * value_of(*c);
  }
  switch (s.op) {
    case Op::Damage: {
      if (!c->is_creature) return mine ? -50.0 : 1.0;
      const bool dies = c->toughness - c->damage <= n;
      if (mine) return dies ? -value_of(*c) - 10.0 : -5.0;
      return dies ? value_of(*c) + 2.0 : 0.2;
    }
    case Op::Destroy: return mine ? -value_of(*c) - 10.0 : (c->is_land ? 4.0 : value_of(*c));
    case Op::AttachSource: return mine ? value_of(*c) + (c->summoning_sick ? 0.0 : 2.0) : -1e5;  // equip the best
    case Op::Move:
      if (s.prog->filters[s.prog->code[0].b].zone == FilterZone::Graveyard) return mine ? value_of(*c) : -1.0;
      return mine ? -value_of(*c) : 0.6 * value_of(*c) + c->mana_value;
    default: return 0.0;
  }
}

}  // namespace

// The program asking for a target whose source is a permanent (an activated or triggered
// ability, the decision's subject): the source's only activated ability, else its only
// triggered ability with a target. nullptr when that is ambiguous.
const Program* ability_program_of(const SeatHandle& seat, const CardView& c) {
  if (c.def < 0 || static_cast<size_t>(c.def) >= seat.db().size()) return nullptr;
  const CardFace& f = seat.db().get(static_cast<CardDefId>(c.def)).front();
  const Program* found = nullptr;
  int n = 0;
  for (const ActivatedAbility& a : f.activated)
    if (a.program->num_targets > 0) found = a.program.get(), ++n;
  for (const TriggeredAbility& t : f.triggered)
    if (t.program->num_targets > 0) found = t.program.get(), ++n;
  return n == 1 ? found : nullptr;
}

int choose_spell_target(const SeatHandle& seat, const PlayerView& v, const OptionList& opts) {
  const int me = raw(seat.seat());
  const Program* p = nullptr;
  int x = 0;
  for (const PlayerPublic& pl : v.players)
    for (const CardView& c : pl.hand)
      if (c.id == raw(seat.pending().subject)) p = program_of(seat, c.def);
  if (!p)
    if (const CardView* src = find_view(v, raw(seat.pending().subject))) p = ability_program_of(seat, *src);
  if (!p) return 0;
  x = std::max(0, available_mana(v, me) - 1);
  const Shape s = shape_of(*p, seat.db());
  int best = 0;
  double best_score = -1e18;
  for (size_t i = 0; i < opts.size(); ++i) {
    double sc = target_score(s, v, me, opts[i], x);
    if (sc > best_score) best = static_cast<int>(i), best_score = sc;
  }
  return best;
}

int choose_spell_x(const SeatHandle& seat, const PlayerView& v, const OptionList& opts) {
  const int me = raw(seat.seat());
  const Program* p = nullptr;
  for (const CardView& c : v.players[me].hand)
    if (c.id == raw(seat.pending().subject)) p = program_of(seat, c.def);
  const int last = static_cast<int>(opts.size()) - 1;
  if (!p) return last;
  const Shape s = shape_of(*p, seat.db());
  if (s.op != Op::DamageAll) return last;
  int best = 0;
  double best_gain = -1e18;
  for (size_t i = 0; i < opts.size(); ++i) {
    double g = sweep_gain(s, v, me, opts[i].value);
    if (g > best_gain) best = static_cast<int>(i), best_gain = g;
  }
  return best;
}

bool ability_worth_activating(const SeatHandle& seat, const PlayerView& v, const CardView& source, int ability) {
  const int me = raw(seat.seat());
  if (source.def < 0 || static_cast<size_t>(source.def) >= seat.db().size()) return false;
  const auto& act = seat.db().get(static_cast<CardDefId>(source.def)).front().activated;
  if (ability < 0 || static_cast<size_t>(ability) >= act.size()) return false;
  const Program& p = *act[ability].program;
  const Shape s = shape_of(p, seat.db());
  // At the end of the opponent's turn, or in our second main phase: mana and {T} would go
  // unused otherwise, and blockers are no longer needed.
  if (s.op == Op::AttachSource) {
    // Equip before combat, when the best creature for it is not the one it is on (by more than
    // a little: moving it back and forth wastes mana).
    if (v.active != me || v.step_id != static_cast<int>(Step::Main1)) return false;
    double best = -1e18, now = 0.0;
    for (const CardView& c : v.battlefield) {
      if (c.controller != me || !c.is_creature) continue;
      const double score = target_score(s, v, me, Option{OptionKind::Target, 0, static_cast<ObjectId>(c.id)}, 0);
      best = std::max(best, score);
      if (c.id == source.attached_to) now = score;
    }
    return best > now + 1.0;
  }
  const bool window = (v.active != me && v.step_id == static_cast<int>(Step::End)) ||
                      (v.active == me && v.step_id == static_cast<int>(Step::Main2));
  if (!window) return false;
  if (s.op == Op::Draw) return true;
  if (p.num_targets == 0 || p.code[0].op != Op::Target) return false;
  if (s.op != Op::Damage && s.op != Op::Destroy) return false;
  const Filter& f = p.filters[p.code[0].b];
  double best = -1e18;
  for (const CardView& c : v.battlefield) {
    Option o{OptionKind::Target, 0, static_cast<ObjectId>(c.id)};
    if (c.id != source.id && view_matches(seat.db(), p, f, c, me)) best = std::max(best, target_score(s, v, me, o, 0));
  }
  if (f.allows_players() && s.op == Op::Damage)
    best = std::max(best, target_score(s, v, me, Option{OptionKind::Target, 0, ObjectId::None, ObjectId::None,
                                                          static_cast<uint16_t>(1 - me)},
                                       0));
  return best >= 1.0;
}

bool spell_worth_casting(const SeatHandle& seat, const PlayerView& v, const CardView& card) {
  const int me = raw(seat.seat());
  const Program* p = program_of(seat, card.def);
  if (!p) return false;
  const Shape s = shape_of(*p, seat.db());
  const bool my_main = v.active == me && (v.step_id == static_cast<int>(Step::Main1) || v.step_id == static_cast<int>(Step::Main2));
  const bool their_end = v.active != me && v.step_id == static_cast<int>(Step::End);
  const bool instant = has_type(card, CardType::Instant);
  if (s.op == Op::Pump) {
    // After blocks, on one of our creatures in a fight.
    if (!instant || v.step_id != static_cast<int>(Step::DeclareBlockers)) return false;
    for (const CardView& c : v.battlefield)
      if (c.controller == me && c.is_creature && ((c.attacking && c.blocked) || c.blocking)) return true;
    return false;
  }
  if (!my_main && !(instant && their_end)) return false;
  const int mana_left = available_mana(v, me) - card.mana_value;
  switch (s.op) {
    case Op::DamageAll: {
      double best = -1e18;
      const int max_n = s.amount < 0 ? mana_left : s.amount;  // X is what the mana left pays for
      for (int n = 1; n <= max_n; ++n) best = std::max(best, sweep_gain(s, v, me, n));
      return best >= 4.0;
    }
    case Op::DestroyAll: return sweep_gain(s, v, me, 0) >= 4.0;
    case Op::AddMana: {
      // Worth it only if it pays for a bigger spell in hand that is out of reach now.
      const int after = available_mana(v, me) - card.mana_value + s.amount;
      for (const CardView& c : v.players[me].hand)
        if (c.id != card.id && !has_type(c, CardType::Land) && c.mana_value > available_mana(v, me) && c.mana_value <= after)
          return my_main;
      return false;
    }
    case Op::GainLife: return my_main && v.step_id == static_cast<int>(Step::Main2) && mana_left >= 3;
    case Op::Discard: return my_main && v.players[1 - me].hand_count > 0 && (s.amount != -1 || mana_left >= 2);
    case Op::Draw: return my_main;
    default: break;
  }
  if (p->num_targets == 0 || p->code[0].op != Op::Target) return my_main;
  // A single target: the best legal choice must be worth the card.
  double best = -1e18;
  for (const CardView& c : v.battlefield) {
    Option o{OptionKind::Target, 0, static_cast<ObjectId>(c.id)};
    if (view_matches(seat.db(), *p, p->filters[p->code[0].b], c, me)) best = std::max(best, target_score(s, v, me, o, mana_left));
  }
  if (p->filters[p->code[0].b].zone == FilterZone::Graveyard)
    for (const CardView& c : v.players[me].graveyard)
      if (view_matches(seat.db(), *p, p->filters[p->code[0].b], c, me))
        best = std::max(best, target_score(s, v, me, Option{OptionKind::Target, 0, static_cast<ObjectId>(c.id)}, 0));
  if (p->filters[p->code[0].b].allows_players())
    best = std::max(best, target_score(s, v, me, Option{OptionKind::Target, 0, ObjectId::None, ObjectId::None,
                                                        static_cast<uint16_t>(1 - me)}, mana_left));
  if (best >= 1e4) return true;  // lethal
  if (their_end) return best > 0.5;  // burn at the end of their turn rather than waste it
  return best >= 4.0;
}

}  // namespace rwd
