// Choices made as an ability resolves or as a permanent enters (614.12): Op::Choose (a player,
// color, number or option; asked only when there are two or more answers), what objects
// remember having chosen (GameState::chosen) and the instructions that read it.
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// The options of a Choose decision: the legal answers of the running Op::Choose, in value order.
void choice_options(const GameState& s, const CardDb& db, OptionList& out);
// Applies an answer: logs it and pushes its value for the program.
void answer_choice(Ctx& c, const Option& o);

// Op::PushChosen: what `source` chose of `kind` (prop 0), or the number of cards in its
// chosen player's hand (prop 1); 0 if it chose nothing.
int chosen_property(const GameState& s, ObjectId source, int kind, int prop);
// Op::Math: v op n (kMath* in cards/opcodes.h), kept within int16_t.
int apply_math(int op, int v, int n);
// The player `source` chose (Defined$ ChosenPlayer), or PlayerId::None.
PlayerId chosen_player(const GameState& s, ObjectId source);
// 402.2, 514.1: player p's maximum hand size (kMaxHandSize unless a static ability of a
// permanent that chose p sets it, Cursed Rack). Cheap when nothing was chosen.
int max_hand_size(const Ctx& c, PlayerId p);
// Forgets what `id` chose (it left the battlefield, 400.7). Cheap when nothing was chosen.
void forget_choices(GameState& s, ObjectId id);

}  // namespace rwd
