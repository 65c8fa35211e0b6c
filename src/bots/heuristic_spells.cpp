#include "bots/heuristic_spells.h"

#include <algorithm>

#include "bots/evaluate.h"

namespace rwd {

namespace {

// What the heuristic judges an ability by: its first effect when that effect depends on
// nothing before it (Effect::depends: no mode, condition, choice, repetition or number worked
// out), with its number (an X counts as -1: the heuristic does not guess X here; a pump's
// number is its toughness change). Otherwise the ability is judged as doing nothing it knows.
struct Shape {
  EffectType type = EffectType::None;
  int amount = 0;
  const Effect* effect = nullptr;  // the first effect when judged
  const EffectSummary* summary = nullptr;
};

int signed_amount(const Amount& a) {
  return a.is_x() ? -1 : a.fixed() ? a.n : 0;
}

Shape shape_of(const EffectSummary& s) {
  Shape sh;
  sh.summary = &s;
  if (s.effects.empty() || s.effects.front().depends) return sh;
  const Effect& e = s.effects.front();
  sh.type = e.type;
  sh.effect = &e;
  const bool pump = e.type == EffectType::Pump || e.type == EffectType::PumpAll ||
                    e.type == EffectType::PumpCombat;
  sh.amount = signed_amount(pump ? e.toughness : e.amount);
  return sh;
}

// The filter of the ability's first target when its casting begins by choosing targets (not
// a mode), else nullptr.
const FilterSummary* first_target(const EffectSummary& s) {
  return s.targets.empty() || (s.traits & kTraitModal) ? nullptr : &s.targets.front();
}

// The group an "all" effect affects (DamageAll, DestroyAll), or nullptr.
const FilterSummary* group_of(const Shape& s) {
  if (!s.effect || s.effect->group < 0 ||
      static_cast<size_t>(s.effect->group) >= s.summary->groups.size())
    return nullptr;
  return &s.summary->groups[s.effect->group];
}

const EffectSummary* spell_of(const SeatHandle& seat, int def) {
  return seat.effect(def, AbilityKind::Spell);
}

bool has_type(const CardView& c, CardType t) {
  return c.types & type_bit(t);
}

double value_of(const CardView& c) {
  return c.is_creature ? creature_value(unit_from(c)) : 2.0 + c.mana_value;
}

int available_mana(const PlayerView& v, int me) {
  int n = 0;
  for (const CardView& c : v.battlefield) n += c.controller == me && c.is_land && !c.tapped;
  for (int m : v.players[me].mana_pool) n += m;
  return n;
}

// Gain for `me` of a symmetric effect with amount n (DamageAll, DestroyAll): what the
// opponent loses minus what it loses, in evaluation points; huge if it wins, hugely
// negative if it kills its own player.
double sweep_gain(const SeatHandle& seat, const Shape& s, const PlayerView& v, int me, int n) {
  const FilterSummary* group = group_of(s);
  double gain = 0.0;
  for (const CardView& c : v.battlefield) {
    if (!group || !seat.fits(*group, c)) continue;
    if (s.type == EffectType::DamageAll && (!c.is_creature || c.toughness - c.damage > n)) continue;
    if (c.is_creature && (c.keyword_bits & keyword_bit(Keyword::Indestructible))) continue;
    double val = c.is_land ? 4.0 : value_of(c);
    gain += c.controller == me ? -val : val;
  }
  if (s.type == EffectType::DamageAll && s.effect->players_too) {
    const int my_life = v.players[me].life, their_life = v.players[1 - me].life;
    const int mine = s.effect->opponents_only ? 0 : n;  // "each opponent": not its caster
    if (mine >= my_life) return -1e6;
    if (n >= their_life) return 1e6;
    gain += life_score(my_life - mine) - life_score(my_life) -
            (life_score(their_life - n) - life_score(their_life));
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
  if (o.kind() == OptionKind::Done) return 0.0;  // "up to N": no more targets, better than a bad one
  if (o.object() == ObjectId::None) {  // a player
    const bool opp = raw(o.player()) != me;
    switch (s.type) {
      case EffectType::Damage:
      case EffectType::LoseLife:
        if (!opp) return -1e5;
        return v.players[1 - me].life <= n ? 1e5 : 1.0 + 0.5 * n;
      case EffectType::Discard:
        return opp ? 2.0 + v.players[1 - me].hand_count : -1e5;
      case EffectType::GainLife:
      case EffectType::Draw:
      case EffectType::ExtraTurn:
        return opp ? -1e5 : 5.0;
      default:
        return 0.0;
    }
  }
  const CardView* c = find_view(v, raw(o.object()));
  if (!c) return -1.0;
  const bool mine = c->controller == me;
  if (s.type == EffectType::Pump) {  // a combat trick: our creature in a fight; a debuff: theirs
    const bool fighting = (c->attacking && c->blocked) || c->blocking;
    const bool boost = s.amount >= 0;
    if (mine != boost) return -value_of(*c);
    return (fighting ? 5.0 : 0.5) + 0.1 * value_of(*c);
  }
  switch (s.type) {
    case EffectType::Damage: {
      if (!c->is_creature) return mine ? -50.0 : 1.0;
      const bool dies = c->toughness - c->damage <= n;
      if (mine) return dies ? -value_of(*c) - 10.0 : -5.0;
      return dies ? value_of(*c) + 2.0 : 0.2;
    }
    case EffectType::Destroy:
      return mine ? -value_of(*c) - 10.0 : (c->is_land ? 4.0 : value_of(*c));
    case EffectType::Equip:
      return mine ? value_of(*c) + (c->summoning_sick ? 0.0 : 2.0) : -1e5;  // equip the best
    case EffectType::Move: {
      const FilterSummary* t = first_target(*s.summary);
      if (t && t->zone == FilterZone::Graveyard)
        return mine ? value_of(*c) : -1.0;  // a card returned from a graveyard
      return mine ? -value_of(*c) : 0.6 * value_of(*c) + c->mana_value;
    }
    default:
      return 0.0;
  }
}

// The summary of the ability asking for a target whose source is a permanent (an activated
// or triggered ability, the decision's subject): the source's only activated ability with
// targets, else its only triggered ability with targets. nullptr when that is ambiguous.
const EffectSummary* targeting_ability_of(const SeatHandle& seat, const CardView& c) {
  const EffectSummary* found = nullptr;
  int n = 0;
  for (AbilityKind kind : {AbilityKind::Activated, AbilityKind::Triggered})
    for (int i = 0; const EffectSummary* e = seat.effect(c.def, kind, i); ++i)
      if (!e->targets.empty()) found = e, ++n;
  return n == 1 ? found : nullptr;
}

}  // namespace

int choose_spell_target(const SeatHandle& seat, const PlayerView& v, const OptionList& opts) {
  const int me = raw(seat.seat());
  const EffectSummary* p = nullptr;
  for (const PlayerPublic& pl : v.players)
    for (const CardView& c : pl.hand)
      if (c.id == raw(seat.pending().subject)) p = spell_of(seat, c.def);
  if (!p)
    if (const CardView* src = find_view(v, raw(seat.pending().subject)))
      p = targeting_ability_of(seat, *src);
  if (!p) return 0;
  const int x = std::max(0, available_mana(v, me) - 1);
  const Shape s = shape_of(*p);
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
  const EffectSummary* p = nullptr;
  for (const CardView& c : v.players[me].hand)
    if (c.id == raw(seat.pending().subject)) p = spell_of(seat, c.def);
  const int last = static_cast<int>(opts.size()) - 1;
  if (!p) return last;
  const Shape s = shape_of(*p);
  if (s.type != EffectType::DamageAll) return last;
  int best = 0;
  double best_gain = -1e18;
  for (size_t i = 0; i < opts.size(); ++i) {
    double g = sweep_gain(seat, s, v, me, opts[i].amount());
    if (g > best_gain) best = static_cast<int>(i), best_gain = g;
  }
  return best;
}

bool ability_worth_activating(const SeatHandle& seat, const PlayerView& v, const CardView& source,
                              int ability) {
  const int me = raw(seat.seat());
  const EffectSummary* p = seat.effect(source.def, AbilityKind::Activated, ability);
  if (!p) return false;
  const Shape s = shape_of(*p);
  // At the end of the opponent's turn, or in our second main phase: mana and {T} would go
  // unused otherwise, and blockers are no longer needed.
  if (s.type == EffectType::Equip) {
    // Equip before combat, when the best creature for it is not the one it is on (by more than
    // a little: moving it back and forth wastes mana).
    if (v.active != me || v.step_id != static_cast<int>(Step::Main1)) return false;
    double best = -1e18, now = 0.0;
    for (const CardView& c : v.battlefield) {
      if (c.controller != me || !c.is_creature) continue;
      const double score =
          target_score(s, v, me, Option::target_object(static_cast<ObjectId>(c.id)), 0);
      best = std::max(best, score);
      if (c.id == source.attached_to) now = score;
    }
    return best > now + 1.0;
  }
  const bool window = (v.active != me && v.step_id == static_cast<int>(Step::End)) ||
                      (v.active == me && v.step_id == static_cast<int>(Step::Main2));
  if (!window) return false;
  if (s.type == EffectType::Draw) return true;
  const FilterSummary* f = first_target(*p);
  if (!f) return false;
  if (s.type != EffectType::Damage && s.type != EffectType::Destroy) return false;
  double best = -1e18;
  for (const CardView& c : v.battlefield)
    if (c.id != source.id && seat.fits(*f, c))
      best = std::max(
          best, target_score(s, v, me, Option::target_object(static_cast<ObjectId>(c.id)), 0));
  if (f->allows_players() && s.type == EffectType::Damage)
    best = std::max(best, target_score(s, v, me, Option::target_player(player_id(1 - me)), 0));
  return best >= 1.0;
}

bool hand_ability_worth_activating(const SeatHandle& seat, const PlayerView& v,
                                   const CardView& card, int ability) {
  const int me = raw(seat.seat());
  const EffectSummary* p = seat.effect(card.def, AbilityKind::Activated, ability);
  if (!p || shape_of(*p).type != EffectType::Draw) return false;
  const bool window = (v.active != me && v.step_id == static_cast<int>(Step::End)) ||
                      (v.active == me && v.step_id == static_cast<int>(Step::Main2));
  if (!window) return false;
  int lands = 0;
  for (const CardView& c : v.battlefield) lands += c.controller == me && c.is_land;
  if (card.is_land) {
    for (const CardView& c : v.players[me].hand) lands += c.is_land && c.id != card.id;
    return lands >= 6;
  }
  return card.mana_value > lands + 2;
}

bool spell_worth_casting(const SeatHandle& seat, const PlayerView& v, const CardView& card) {
  const int me = raw(seat.seat());
  const EffectSummary* p = spell_of(seat, card.def);
  if (!p) return false;
  const Shape s = shape_of(*p);
  const bool my_main = v.active == me && (v.step_id == static_cast<int>(Step::Main1) ||
                                          v.step_id == static_cast<int>(Step::Main2));
  const bool their_end = v.active != me && v.step_id == static_cast<int>(Step::End);
  const bool instant = has_type(card, CardType::Instant);
  if (s.type == EffectType::Pump) {
    // After blocks, on one of our creatures in a fight.
    if (!instant || v.step_id != static_cast<int>(Step::DeclareBlockers)) return false;
    for (const CardView& c : v.battlefield)
      if (c.controller == me && c.is_creature && ((c.attacking && c.blocked) || c.blocking))
        return true;
    return false;
  }
  if (!my_main && !(instant && their_end)) return false;
  const int mana_left = available_mana(v, me) - card.mana_value;
  switch (s.type) {
    case EffectType::DamageAll: {
      double best = -1e18;
      const int max_n = s.amount < 0 ? mana_left : s.amount;  // X is what the mana left pays for
      for (int n = 1; n <= max_n; ++n) best = std::max(best, sweep_gain(seat, s, v, me, n));
      return best >= 4.0;
    }
    case EffectType::DestroyAll:
      return sweep_gain(seat, s, v, me, 0) >= 4.0;
    case EffectType::AddMana: {
      // Worth it only if it pays for a bigger spell in hand that is out of reach now.
      const int after = available_mana(v, me) - card.mana_value + s.amount;
      for (const CardView& c : v.players[me].hand)
        if (c.id != card.id && !has_type(c, CardType::Land) &&
            c.mana_value > available_mana(v, me) && c.mana_value <= after)
          return my_main;
      return false;
    }
    case EffectType::GainLife:
      return my_main && v.step_id == static_cast<int>(Step::Main2) && mana_left >= 3;
    case EffectType::Discard:
      return my_main && v.players[1 - me].hand_count > 0 && (s.amount != -1 || mana_left >= 2);
    case EffectType::Draw:
      return my_main;
    default:
      break;
  }
  const FilterSummary* f = first_target(*p);
  if (!f) return my_main;
  // A single target: the best legal choice must be worth the card.
  double best = -1e18;
  for (const CardView& c : v.battlefield)
    if (seat.fits(*f, c))
      best = std::max(
          best,
          target_score(s, v, me, Option::target_object(static_cast<ObjectId>(c.id)), mana_left));
  if (f->zone == FilterZone::Graveyard)
    for (const CardView& c : v.players[me].graveyard)
      if (seat.fits(*f, c))
        best = std::max(
            best, target_score(s, v, me, Option::target_object(static_cast<ObjectId>(c.id)), 0));
  if (f->allows_players())
    best =
        std::max(best, target_score(s, v, me, Option::target_player(player_id(1 - me)), mana_left));
  if (best >= 1e4) return true;      // lethal
  if (their_end) return best > 0.5;  // burn at the end of their turn rather than waste it
  return best >= 4.0;
}

}  // namespace rwd
