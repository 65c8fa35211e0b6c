// Activated abilities of permanents (602): whether one can be activated now, the Activate
// options, and paying its costs to put it on the stack. The engine taps mana sources itself
// while paying (like casting a spell, 601.2g-h), so mana abilities are not activated here.
#include "rules/activation.h"

#include "rules/casting.h"
#include "rules/cost_mods.h"
#include "rules/mana.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/sacrifice.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/triggers.h"
#include "rules/vm_mana.h"
#include "rules/zones.h"

namespace rwd {

namespace {

const ActivatedAbility* ability_of(const CardDb& db, const Object& o, int ability) {
  const CardFace& f = db.get(o.def).front();
  return ability >= 0 && static_cast<size_t>(ability) < f.activated.size() ? &f.activated[ability]
                                                                           : nullptr;
}

// The mana `p` could spend on an ability of `source`: a source whose {T} is part of the
// cost cannot also tap for mana (its {T} is paid once).
void mana_for(const GameState& s, PlayerId p, ObjectId source, bool taps_source, ManaUnits& units) {
  collect_mana_units(s, p, units);
  if (!taps_source) return;
  for (size_t i = units.size(); i-- > 0;)
    if (units[i].source == source) units.erase_at(i);
}

static_assert(static_cast<int>(Step::Upkeep) == 1 && static_cast<int>(Step::EndCombat) == 9 &&
              static_cast<int>(Step::End) == 11);  // ActivationPhases$ bits (ability_compiler.cpp)

int activations_this_turn(const GameState& s, ObjectId source, int ability) {
  for (const ActivationCount& e : s.activation_counts)
    if (e.object == source && e.ability == ability && e.zone_changes == s.obj(source).zone_changes)
      return e.count;
  return 0;
}

// 602.5b: counts an activation of an ability with a per-turn limit.
void count_activation(GameState& s, ObjectId source, int ability) {
  for (ActivationCount& e : s.activation_counts)
    if (e.object == source && e.ability == ability &&
        e.zone_changes == s.obj(source).zone_changes) {
      ++e.count;
      return;
    }
  if (s.activation_counts.full()) return;  // activation_problem refuses a new one when full
  s.activation_counts.push_back(
      ActivationCount{source, s.obj(source).zone_changes, static_cast<uint8_t>(ability), 1});
}

}  // namespace

const char* activation_problem(const GameState& s, const CardDb& db, PlayerId p, ObjectId source,
                               int ability) {
  const Object& o = s.obj(source);
  const ActivatedAbility* a = ability_of(db, o, ability);
  if (!a) return "no such ability";
  if (a->from_hand) {  // 702.29a-b: only while the card is in its owner's hand
    if (o.zone != Zone::Hand || o.owner != raw(p)) return "only from your hand (702.29a)";
  } else {
    if (o.zone != Zone::Battlefield) return "only a permanent's abilities can be activated (602.2)";
    if (o.controller != raw(p)) return "only its controller can activate it (602.2)";
  }
  if (a->sorcery_speed &&
      !(s.active == p && (s.step == Step::Main1 || s.step == Step::Main2) && s.stack.empty()))
    return "only as a sorcery: your main phase, empty stack (307.1)";
  if (a->your_turn_only && s.active != p) return "only during your turn (602.5b)";
  if (a->steps && !(a->steps & (1u << static_cast<int>(s.step))))
    return "not during this step (602.5b)";
  if (a->limit_per_turn) {
    const int used = activations_this_turn(s, source, ability);
    if (used >= a->limit_per_turn) return "no more activations this turn (602.5b)";
    // The count could not be kept: refused rather than left unlimited.
    if (used == 0 && s.activation_counts.full())
      return "too many limited abilities used this turn (engine limit)";
  }
  const AbilityCost& c = a->cost;
  if (c.tap && o.has(kTapped)) return "it is tapped: {T} can't be paid (602.5a)";
  if (c.untap && !o.has(kTapped)) return "it is untapped: {Q} can't be paid (602.5a)";
  if ((c.tap || c.untap) && !can_use_tap_abilities(s, o))
    return "summoning sick: it came under your control this turn (302.6)";
  if (c.pay_life > 0 && s.player(p).life < c.pay_life) return "not enough life to pay (119.4)";
  if (c.sub_counters > 0 &&
      s.counters_on(source, static_cast<CounterKind>(c.sub_counter_kind)) < c.sub_counters)
    return "not enough counters on it to remove (602.2b, 118.3)";
  if (c.discard_random + c.discard_choice > static_cast<int>(s.player(p).hand.size()))
    return "not enough cards in hand to discard (118.3)";
  if (c.sac_choice > 0) {  // paid by the program's casting part (cards/cost_compiler.h)
    ObjectId ids[kMaxObjects];
    if (c.choice_filter < 0 ||
        sacrifice_candidates(s, db, *a->program, a->program->filters[c.choice_filter], p, p, ids) <
            c.sac_choice)
      return "not enough permanents to sacrifice (118.3)";
  }
  if (c.tap_choice > 0) {  // tapXType: untapped permanents, not the source if {T} taps it
    ObjectId ids[kMaxObjects];
    if (c.choice_filter < 0 ||
        tap_cost_candidates(s, db, *a->program, a->program->filters[c.choice_filter], p, source,
                            c.tap, ids) < c.tap_choice)
      return "not enough untapped permanents to tap (118.3)";
  }
  const CostChange ch = cost_change(s, db, p, source, /*spell=*/false);  // 601.2f, 602.2b
  if (c.mana.has_cost || ch.any()) {
    ManaUnits units;
    mana_for(s, p, source, c.tap, units);
    if (!solve_payment(ch.any() ? apply_cost_change(c.mana, 0, ch) : c.mana, 0, units, nullptr))
      return "not enough mana (602.2b)";
  }
  if (a->program->num_targets > 0 && !targets_available(s, db, *a->program, p, source))
    return "no legal target (601.2c)";
  return nullptr;
}

bool activation_announces_x(const GameState& s, const CardDb& db, ObjectId source, int ability) {
  const ActivatedAbility* a = ability_of(db, s.obj(source), ability);
  return a && (a->cost.sub_counters_x || a->cost.mana.x_count > 0);
}

int activation_max_x(const GameState& s, const CardDb& db, ObjectId source, int ability) {
  const ActivatedAbility* a = ability_of(db, s.obj(source), ability);
  if (a && a->cost.mana.x_count > 0) {  // {X} in the cost (107.3): as much as can be paid
    const PlayerId p = player_id(s.obj(source).controller);
    ManaUnits units;
    mana_for(s, p, source, a->cost.tap, units);
    const CostChange ch = cost_change(s, db, p, source, /*spell=*/false);
    const int x = ch.any() ? max_x_with_change(a->cost.mana, ch, units, kMaxManaUnits)
                           : max_payable_x(a->cost.mana, units, kMaxManaUnits);
    return x < 0 ? 0 : x;
  }
  if (!a || !a->cost.sub_counters_x) return 0;
  return s.counters_on(source, static_cast<CounterKind>(a->cost.sub_counter_kind));
}

void activation_options(const GameState& s, const CardDb& db, PlayerId p, OptionList& out) {
  ObjectId ids[kMaxObjects];
  int n = 0;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.controller == raw(p) && !db.get(o.def).front().activated.empty()) ids[n++] = id;
  }
  if (db.any_hand_abilities())  // Cycling (702.29a): abilities of cards in p's hand
    for (ObjectId id : s.player(p).hand)
      if (!db.get(s.obj(id).def).front().activated.empty()) ids[n++] = id;
  sort_ids(ids, n);
  for (int i = 0; i < n && !out.full(); ++i) {
    const size_t count = db.get(s.obj(ids[i]).def).front().activated.size();
    for (size_t k = 0; k < count && !out.full(); ++k)
      if (!activation_problem(s, db, p, ids[i], static_cast<int>(k)))
        out.push_back(Option::activate(ids[i], static_cast<int>(k)));
  }
}

void activate_ability(Ctx& c, PlayerId p, ObjectId source, int ability, const Target* targets,
                      int x) {
  GameState& s = c.s;
  const ActivatedAbility& a = *ability_of(c.db, s.obj(source), ability);
  const AbilityCost& cost = a.cost;
  const uint16_t source_zc =
      s.obj(source).zone_changes;  // before a sacrifice makes it a new object
  c.emit(EventKind::Activate, p, source, ability);
  if (a.limit_per_turn) count_activation(s, source, ability);
  // 602.2h: the costs, in any order; the mana first, while the source may still be untapped.
  const CostChange ch = cost_change(s, c.db, p, source, /*spell=*/false);  // 601.2f, 602.2b
  if (cost.mana.has_cost || ch.any()) {
    ManaUnits units;
    mana_for(s, p, source, cost.tap, units);
    ManaPayment pay;
    const int mana_x = cost.mana.x_count > 0 ? x : 0;  // {X}: the announced value (107.3)
    bool ok = ch.any() ? solve_payment(apply_cost_change(cost.mana, mana_x, ch), 0, units, &pay)
                       : solve_payment(cost.mana, mana_x, units, &pay);
    (void)ok;
    spend_mana(c, p, units, pay);
  }
  if (cost.tap) {
    set_tapped(s, source, true);
    queue_tap_triggers(c, source);
  }
  if (cost.untap) {
    set_tapped(s, source, false);
    c.emit(EventKind::Untap, p, source);
  }
  if (cost.pay_life > 0) {
    s.player(p).life -= cost.pay_life;  // 119.4: paying life is losing it
    s.sba_dirty = true;
    c.emit(EventKind::LifeLoss, p, ObjectId::None, cost.pay_life);
  }
  if (cost.add_counters > 0)
    put_counters(c, source, static_cast<CounterKind>(cost.add_counter_kind), cost.add_counters);
  if (cost.sub_counters > 0)
    remove_counters(c, source, static_cast<CounterKind>(cost.sub_counter_kind), cost.sub_counters);
  for (int i = 0; i < cost.discard_random && !s.player(p).hand.empty(); ++i) {
    Player& pl = s.player(p);  // 118.3: at random, by the game's RNG
    const ObjectId card = pl.hand[s.rng.below(static_cast<uint32_t>(pl.hand.size()))];
    move_to_zone(c, card, Zone::Graveyard);
    c.emit(EventKind::Discard, p, card);
  }
  if (cost.discard_self && s.obj(source).zone == Zone::Hand) {  // 702.29a: "Discard this card"
    move_to_zone(c, source, Zone::Graveyard);
    c.emit(EventKind::Discard, p, source);
    if (a.cycling) queue_cycled_triggers(c, source, p);  // 702.29d: it was cycled
  }
  if (cost.sub_counters_x && x > 0)  // "remove any number": the X announced (107.3)
    remove_counters(c, source, static_cast<CounterKind>(cost.sub_counter_kind), x);
  if (cost.sac_self) {  // 701.17a: moved from the battlefield to its owner's graveyard
    move_to_zone(c, source, Zone::Graveyard);
    c.emit(EventKind::Sacrifice, p, source);
    c.emit(EventKind::Dies, p, source);
  }
  refresh_statics(c);    // tapped and untapped permanents may be affected differently now
  if (a.mana_ability) {  // 605.3b: a mana ability doesn't use the stack; it adds its mana now
    for (int i = 0; i < a.mana_amount + x; ++i) {
      ++s.player(p).pool.amount[a.mana_color];
      c.emit(EventKind::ManaAdded, p, source, a.mana_color);
    }
    for (uint8_t color : a.mana_more) {  // "Add {W}{U}"
      ++s.player(p).pool.amount[color];
      c.emit(EventKind::ManaAdded, p, source, color);
    }
    s.passes = 0;
    s.priority = p;
    return;
  }
  StackItem item{source,
                 raw(p),
                 static_cast<uint8_t>(ability + 1),
                 static_cast<uint16_t>(cost.mana.x_count > 0 ? x : 0),
                 {},
                 source_zc};
  if (targets)
    for (int i = 0; i < kMaxTargets; ++i) item.targets[i] = targets[i];
  s.stack.push_back(item);
  s.passes = 0;
  s.priority = p;  // 117.3c
  queue_target_triggers(c, item);  // 602.2b
}

}  // namespace rwd
