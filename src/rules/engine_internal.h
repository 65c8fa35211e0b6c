// Internal interface between the files of the rules engine (engine, turn, combat, sba,
// zones, casting). Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "cards/card_db.h"
#include "rules/events.h"
#include "rules/mana.h"
#include "rules/options.h"
#include "rules/state.h"

namespace rwd {

struct Ctx;
// triggers.cpp: notes the triggered abilities event `e` triggers (603.2): attacks, blocks,
// damage, draws, spells cast, life gained. Called by Ctx::emit when s.any_triggered.
void event_triggers(Ctx& c, const Event& e);

// Everything a rules function needs: the state, the card data and where events go.
struct Ctx {
  GameState& s;
  const CardDb& db;
  EventSink* sink;

  void emit(EventKind k, PlayerId p = PlayerId::None, ObjectId o = ObjectId::None,
            int32_t amount = 0, ObjectId target = ObjectId::None) {
    if (s.any_triggered) event_triggers(*this, Event{k, p, o, target, amount});
    if (sink) sink->on_event(s, Event{k, p, o, target, amount});
  }
};

// zones.cpp
void move_to_zone(Ctx& c, ObjectId id, Zone to, bool to_bottom = false);
void draw_card(Ctx& c, PlayerId p);
void shuffle_library(Ctx& c, PlayerId p);
void refresh_characteristics(Ctx& c, ObjectId id);
// Starts a continuous effect (its timestamp and the object's zone-change count are filled in)
// and recomputes the object's characteristics.
void add_effect(Ctx& c, ContinuousEffect e);
// 514.2: "until end of turn" effects end.
void end_turn_effects(Ctx& c);
// The active player's upkeep begins: their "until your next upkeep" effects end.
void end_upkeep_effects(Ctx& c);
// 122: puts n counters of kind k on permanent id (none if the counter table is full) and
// returns how many were put; removes up to n (returns how many were removed). Both refresh
// its characteristics (613.4c) and emit CounterAdded/CounterRemoved.
int put_counters(Ctx& c, ObjectId id, CounterKind k, int n);
int remove_counters(Ctx& c, ObjectId id, CounterKind k, int n);
inline bool is_creature(const Object& o) { return o.types & type_bit(CardType::Creature); }
inline bool is_land(const Object& o) { return o.types & type_bit(CardType::Land); }
inline bool is_instant(const Object& o) { return o.types & type_bit(CardType::Instant); }
// 302.6: not under its controller's control continuously since their most recent turn began.
inline bool summoning_sick(const GameState& s, const Object& o) {
  return o.controlled_since_turn >= s.players[o.controller].last_turn_started;
}
// 302.6: a creature's {T} and {Q} abilities (mana abilities included) need it to be free of
// summoning sickness, or to have haste (702.10c).
inline bool can_use_tap_abilities(const GameState& s, const Object& o) {
  return !is_creature(o) || o.has(Keyword::Haste) || !summoning_sick(s, o);
}

// statics.cpp (see statics.h)
// What the static abilities do to an object's power and toughness, composed with the resolved
// spells' effects by refresh_characteristics: layer 7b (set: the latest timestamp's value,
// -1 for none) and 7c (additions).
struct PtLayers {
  int set_power = -1, set_toughness = -1;
  uint32_t power_ts = 0, toughness_ts = 0;
  int add_power = 0, add_toughness = 0;
  // Layers 2 and 5: the timestamps of the statics that set control and colors; whether some
  // resolved effect on it changes control or colors (rules/control.h).
  uint32_t control_ts = 0, color_ts = 0;
  bool effect_layers = false;
};
// Applies every static ability on the battlefield to object `id` (on the battlefield, its
// printed characteristics already set) in layer order: control (2), types (4), colors (5),
// keywords and rule flags (6, kCantAttack/kCantBlock); its P/T parts go to `pt`. Called by
// refresh_characteristics.
void apply_statics(GameState& s, const CardDb& db, ObjectId id, PtLayers& pt);
// 604.3, 613.4a: sets the power and toughness of `id` that its own characteristic-defining
// static abilities define (Plague Rats), in whatever zone it is. Called by
// refresh_characteristics on objects with static abilities.
void apply_characteristic_defining(GameState& s, const CardDb& db, ObjectId id);
// True iff `o`'s card has a characteristic-defining static ability.
bool has_characteristic_defining(const CardDb& db, const Object& o);
// Recomputes the objects off the battlefield that have a characteristic-defining ability:
// what they count (permanents) may have changed. Called when a permanent arrives or leaves.
void refresh_characteristic_defining(Ctx& c);
// 302.6, 506.4: permanent `o` has just changed controller (layer 2): it is summoning sick
// under its new controller and leaves combat.
void control_changed(GameState& s, Object& o);
// Recomputes the characteristics of every permanent on the battlefield. Sets sba_dirty when
// a toughness dropped or a keyword went away (704.5f-g).
void refresh_battlefield(Ctx& c);
// refresh_battlefield, only when some static ability is on the battlefield (statics_active).
// Call after changing anything a static's Affected$ test reads for a permanent: its zone
// (move_to_zone does it), controller, tapped or attacking status.
void refresh_statics(Ctx& c);
// 701.15a: if `id` has a regeneration shield, uses it (the permanent is tapped, its damage
// removed, it leaves combat) and returns true: the destruction is replaced.
bool regenerate(Ctx& c, ObjectId id);

// casting.cpp
bool can_cast_now(const GameState& s, PlayerId p, ObjectId card);
bool can_play_land_now(const GameState& s, PlayerId p, ObjectId card);
// `targets` (kMaxTargets entries, or nullptr for none) were chosen while casting (601.2c).
void cast_spell(Ctx& c, PlayerId p, ObjectId card, int x, const Target* targets = nullptr,
                bool without_mana_cost = false);
// 601.2g-h, 602.2h: taps the sources and empties the pool units `pay` uses (mana abilities
// activated while paying, 605.3a), logging each tap.
void spend_mana(Ctx& c, PlayerId p, const ManaUnits& units, const ManaPayment& pay);

// triggers.cpp: triggered abilities (603). The queue_* functions note what triggered (only
// when s.any_triggered); place_triggers puts the waiting ones on the stack, APNAP.
void queue_zone_triggers(Ctx& c, ObjectId id, Zone from, Zone to, uint8_t controller_before);
// The beginning of the upkeep, draw or end step (503.1, 504.2, 513.1).
void queue_step_triggers(Ctx& c);
// Blockers are declared: attackers that aren't blocked (509.1h).
void queue_unblocked_triggers(Ctx& c);
// Permanent `id` became tapped (701.21).
void queue_tap_triggers(Ctx& c, ObjectId id);
// "Whenever a player taps [card] for mana" (TapsForMana, 106.12): player `who` tapped `id` for mana.
void queue_mana_tap_triggers(Ctx& c, ObjectId id, PlayerId who);
// 603.4: whether triggered ability `index` of `source` (controlled by `controller`) has its
// intervening "if" condition (IsPresent$) true now; true if it has none.
bool trigger_condition_holds(const GameState& s, const CardDb& db, ObjectId source,
                             uint8_t controller, int index);
// delayed.cpp: delayed triggered abilities (603.7). create_delayed_trigger: the resolving
// triggered ability `it` creates the delayed ability `offset` places after it in its face's
// list, triggering at the next `step` (DelayedStep), about `it`'s trigger subject.
// queue_delayed_triggers: a step begins (call only when !s.delayed.empty()): those waiting
// for it trigger once and are removed (603.7c).
void create_delayed_trigger(Ctx& c, const Interaction& it, int step, int offset);
void queue_delayed_triggers(Ctx& c);
// REQUIRES: !s.triggers.empty(). Begins putting one on the stack, or asks its controller
// which of theirs goes next (DecisionKind::OrderTriggers).
void place_triggers(Ctx& c);
void order_trigger_options(const GameState& s, OptionList& out);
void answer_put_trigger(Ctx& c, const Option& o);
// The trigger's targets are chosen: it goes on the stack (603.3).
void push_trigger(Ctx& c, const Interaction& done);

// activation.cpp: activated abilities of permanents (602).
// Appends an Activate option for each ability `p` can activate now: by source id, then number.
// True when a priority decision for p would offer only "pass": no activated abilities in
// the game, no land p may play, and no hand card p may cast at this time that p can pay for.
// Lets settle pass for p without building the option list (the answer is the one
// legal_options would force; debug builds check that they agree).
bool only_pass_possible(const GameState& s, const CardDb& db, PlayerId p);
void activation_options(const GameState& s, const CardDb& db, PlayerId p, OptionList& out);
// 602.2b-i: pays the costs ({T}, {Q}, mana, life, sacrifice) and puts the ability on the stack.
// REQUIRES: activation_problem(...) == nullptr when the activation began.
// Whether activating ability `ability` of `source` announces an X (SubCounter<X/...>, 107.3),
// and the largest X it allows (the counters on it).
bool activation_announces_x(const GameState& s, const CardDb& db, ObjectId source, int ability);
int activation_max_x(const GameState& s, const CardDb& db, ObjectId source, int ability);
void activate_ability(Ctx& c, PlayerId p, ObjectId source, int ability, const Target* targets,
                      int x = 0);
void resolve_top(Ctx& c);
int max_x_for(const GameState& s, const CardDb& db, PlayerId p, ObjectId card);

// Sorts a short list of object ids ascending (insertion sort: hands and boards are small).
inline void sort_ids(ObjectId* ids, int n) {
  for (int i = 1; i < n; ++i) {
    const ObjectId key = ids[i];
    int j = i;
    for (; j > 0 && raw(key) < raw(ids[j - 1]); --j) ids[j] = ids[j - 1];
    ids[j] = key;
  }
}

// prevention.cpp: prevention shields (615).
// Applies the shields in GameState::shields to `amount` damage `source` would deal to `to`
// (combat damage if `combat`), in the order they were made (616.1 lets the affected player
// choose; the order made is used), using up "next N" shields, emitting DamagePrevented;
// returns the damage left to deal.
int prevent_damage(Ctx& c, ObjectId source, const Target& to, int amount, bool combat);
// 514.2: "this turn" prevention shields end.
void end_turn_shields(GameState& s);

// combat.cpp
// 508.1a: creature `o` can be declared as an attacker now (inline: the declare attackers step
// counts them over the whole battlefield).
inline bool can_attack(const GameState& s, const Object& o) {
  return o.zone == Zone::Battlefield && o.controller == raw(s.active) && is_creature(o) &&
         !o.has(kTapped) && !o.has(kAttacking) &&
         (!o.has(Keyword::Defender) || o.has(kAttacksDespiteDefender)) &&  // 702.3b
         !o.has(kCantAttack) &&                                                  // a static ability
         (o.has(Keyword::Haste) || !summoning_sick(s, o));                       // 702.10b
}
bool can_block(const GameState& s, const CardDb& db, const Object& blocker, const Object& attacker);
bool any_block_possible(const GameState& s, const CardDb& db);
bool blocks_are_legal(const GameState& s);
void combat_options(const GameState& s, const CardDb& db, OptionList& out);
void apply_combat_option(Ctx& c, const Option& o);
bool needs_first_strike_step(const GameState& s);
// Starts or continues assigning combat damage for the current damage step; returns true
// when a decision is pending, false when all damage is assigned and dealt.
bool run_combat_damage(Ctx& c);
void remove_from_combat(Ctx& c);

// sba.cpp
// Performs state-based actions until none apply (704.3). Returns false if a decision (the
// legend rule) is pending or the game ended. Sets *performed when any action happened.
bool check_state_based_actions_now(Ctx& c, bool* performed);
// Most priority checks follow no change that could make one apply (sba_dirty is clear):
// that test is inline; the full check runs out of line.
inline bool check_state_based_actions(Ctx& c, bool* performed) {
#if !defined(REWIND_CHECK_STATE)
  if (!c.s.sba_dirty) return !c.s.over();
#endif
  return check_state_based_actions_now(c, performed);
}
void apply_legend_choice(Ctx& c, ObjectId keep);
void sba_options(const GameState& s, OptionList& out);

// turn.cpp
// Advances the game until a decision with more than one legal answer (or the end). When
// `next` is given it ends holding that decision's legal options (legal_options' order).
void settle(Ctx& c, OptionList* next = nullptr);
void end_step(Ctx& c);
void pass_priority(Ctx& c);

// engine.cpp
void apply_internal(Ctx& c, const Option& o);

}  // namespace rwd
