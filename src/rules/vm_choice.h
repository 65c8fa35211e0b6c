// Choices made as an ability resolves or as a permanent enters (614.12): Op::Choose (a player,
// color, number or option; asked only when there are two or more answers), what objects
// remember having chosen (GameState::chosen) and the instructions that read it.
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/engine_internal.h"

namespace rwd {

// Op::Choose for player `p` (the chooser): with two or more answers a `choose` decision is
// made pending and true returned; otherwise *value is the one answer (chosen without asking,
// logged) or -1 when there is none, and false is returned.
bool begin_choice(Ctx& c, const Interaction& it, const Program& prog, const Instr& in, PlayerId p,
                  int* value);
// The options of a Choose decision: the legal answers of the running Op::Choose, in value order.
void choice_options(const GameState& s, const CardDb& db, OptionList& out);
// Applies an answer: logs it and pushes its value for the program.
void answer_choice(Ctx& c, const Option& o);

// Op::ChosenSet: `source` (still the same object) remembers `value` as its chosen `kind`;
// nothing if value < 0 or the table is full.
void remember_choice(Ctx& c, ObjectId source, ChosenKind kind, int value);
// Op::Enter (608.3): the permanent spell `it.source` becomes a permanent under its
// controller's control, keeping what it chose as it entered (614.12).
void enter_with_choices(Ctx& c, const Interaction& it);
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
