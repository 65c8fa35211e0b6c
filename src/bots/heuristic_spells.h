// The heuristic's use of instants and sorceries: when a spell is worth casting, which
// target it gets and how big an X is. It reads what a spell does from the card's effect
// summary (Game::effect: public card text) and judges with the board evaluation
// (evaluate.h): harmful effects (damage, destroy, bounce, life loss, discard) go to the
// opponent's side, helpful ones (life, cards, returning a creature card) to its own;
// symmetric ones (Earthquake, Wrath of God, Armageddon) are cast only when they leave it
// ahead. An ability is judged by its first effect when that effect depends on nothing
// before it (Effect::depends: a mode, a condition, a choice, a repetition or a number worked
// out as it resolves). Thread-safe: pure.
#pragma once

#include "bots/seat.h"
#include "game/types.h"
#include "game/view.h"

namespace rwd {

// True iff the heuristic casts the instant or sorcery `card` now (the engine has already
// checked that it can be cast: timing, mana, legal targets).
bool spell_worth_casting(const SeatHandle& seat, const PlayerView& v, const CardView& card);
// Whether to activate `source`'s activated ability number `ability` now: card draw and
// damage/destroy abilities with a worthwhile target, at the opponent's end step or in our
// second main phase.
bool ability_worth_activating(const SeatHandle& seat, const PlayerView& v, const CardView& source,
                              int ability);
// Whether to activate ability `ability` of `card` in our hand now: a card's own draw (Cycling,
// 702.29) when the mana would go unused (the opponent's end step, our second main phase) and
// the card is of little use: a land when we have six, a spell that costs more than our lands
// plus two.
bool hand_ability_worth_activating(const SeatHandle& seat, const PlayerView& v,
                                   const CardView& card, int ability);
// The option of a ChooseTarget decision to take.
int choose_spell_target(const SeatHandle& seat, const PlayerView& v, const OptionList& opts);
// The option of a ChooseX decision for a spell (X=0 is option 0).
int choose_spell_x(const SeatHandle& seat, const PlayerView& v, const OptionList& opts);

}  // namespace rwd
