// Triggered abilities (603): noticing that they trigger (the queue_* functions and
// event_triggers, declared in rules/ctx.h because Ctx::emit calls it) and putting them on the
// stack the next time a player would receive priority, APNAP (603.3b). The queue_* functions
// note what triggered only when s.any_triggered. Not for use outside rules/.
// Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// Object `id` moved from `from` to `to`; `controller_before` controlled it (603.6).
void queue_zone_triggers(Ctx& c, ObjectId id, Zone from, Zone to, uint8_t controller_before);
// The beginning of the upkeep, draw or end step (503.1, 504.2, 513.1).
void queue_step_triggers(Ctx& c);
// Player `who` cycled `card` (702.29d; it is in their graveyard now): its own "when you cycle"
// abilities and the permanents watching cycling trigger.
void queue_cycled_triggers(Ctx& c, ObjectId card, PlayerId who);
// Blockers are declared: attackers that aren't blocked (509.1h).
void queue_unblocked_triggers(Ctx& c);
// Permanent `id` became tapped (701.21).
void queue_tap_triggers(Ctx& c, ObjectId id);
// `item` was just put on the stack (a spell cast, an ability activated or a triggered ability
// put there): each object among its targets "becomes the target" (BecomesTarget, 115.1).
void queue_target_triggers(Ctx& c, const StackItem& item);
// "Whenever a player taps [card] for mana" (TapsForMana, 106.12): player `who` tapped `id` for
// mana.
void queue_mana_tap_triggers(Ctx& c, ObjectId id, PlayerId who);
// 603.4: whether triggered ability `index` of `source` (controlled by `controller`) has its
// intervening "if" condition (IsPresent$) true now; true if it has none.
bool trigger_condition_holds(const GameState& s, const CardDb& db, ObjectId source,
                             uint8_t controller, int index);
// REQUIRES: !s.triggers.empty(). Begins putting one on the stack, or asks its controller
// which of theirs goes next (DecisionKind::OrderTriggers).
void place_triggers(Ctx& c);
// The options of an OrderTriggers decision, by source id; applying one.
void order_trigger_options(const GameState& s, OptionList& out);
void answer_put_trigger(Ctx& c, const Option& o);
// The trigger's targets are chosen: it goes on the stack (603.3).
void push_trigger(Ctx& c, const Interaction& done);

}  // namespace rwd
