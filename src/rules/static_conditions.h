// Conditions of static abilities (604.2, 611.3a: "as long as ..."): a static ability with a
// StaticAbility::condition applies only while it holds. It is not a cached fact: every time
// the engine recomputes continuous effects (refresh_characteristics, refresh_battlefield) the
// condition is tested again against the game as it is then, counting from the point of view of
// the static's controller ("you", "YouCtrl").
//
// What a condition reads (permanents, the cards in hands and graveyards, whose turn it is)
// changes without the statics' own triggers for a refresh (a card is drawn or discarded, a
// creature without static abilities arrives): refresh_conditional_statics recomputes the
// battlefield after such changes while a permanent with a conditional static is on it
// (kCondStaticSource), and costs a scan of the battlefield's flags otherwise.
// Thread-safe: functions of their arguments.
#pragma once

#include "cards/card_db.h"
#include "cards/static_ability.h"
#include "rules/ctx.h"
#include "rules/state.h"

namespace rwd {

// True iff static ability `st` of permanent `source` has no condition or its condition holds
// now.
bool static_condition_holds(const GameState& s, const CardDb& db, const StaticAbility& st,
                            ObjectId source);
// The value of `a` (a condition's side, or what AddPower$ X counts) now, for static ability `st`
// of permanent `source`: the count times a.times plus a.n.
int static_amount(const GameState& s, const CardDb& db, const StaticAbility& st,
                  const CondAmount& a, ObjectId source);
// True iff a permanent on the battlefield has a conditional static ability or one whose
// amount counts (kCondStaticSource).
bool conditional_statics_active(const GameState& s);
// refresh_battlefield iff conditional_statics_active. Call after a change a condition may read
// that does not already refresh the statics: a card moving between zones, an effect that
// changes the types, colors or controller of an object starting or ending.
void refresh_conditional_statics(Ctx& c);

}  // namespace rwd
