// The ability interpreter: runs a card's compiled program (cards/program.h) against the game
// state. A spell's program runs twice: while it is cast (its Target instructions choose
// targets, 601.2c) and when it resolves (608.2). Every run lives in GameState::interactions;
// when an instruction needs a choice the run suspends there (a decision is pending) and
// settle() resumes it once the answer has been applied (the questions' options and answers:
// rules/vm_ask.h). Each instruction runs through its handler (rules/vm_ops.h). No heap
// allocation. Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include <ostream>

#include "rules/ctx.h"

namespace rwd {

// The spell program of the card `o` is an instance of, or nullptr.
const Program* spell_program(const CardDb& db, const Object& o);

// Starts casting `card` (which has a spell program) for `p`; settle() runs it.
void begin_cast(Ctx& c, PlayerId p, ObjectId card);
// Starts activating `source`'s activated ability number `ability` (602.2) for `p`: settle()
// runs its Target instructions, then activate_ability pays the costs.
void begin_activation(Ctx& c, PlayerId p, ObjectId source, int ability);
// Starts resolving the top stack item (a spell whose card has a program, or an activated
// ability); settle() runs it.
void begin_resolution(Ctx& c, const StackItem& item);
// Runs the innermost interaction until it ends or suspends on a pending decision.
// REQUIRES: !s.interactions.empty(), no decision pending.
void run_interaction(Ctx& c);

// Trace mode: when set, every instruction is printed as it runs (`rewind play --trace`).
// Per thread; nullptr (the default) turns it off.
void set_ability_trace(std::ostream* out);

}  // namespace rwd
