// The interpreter's questions (rules/vm_ops.h, vm_ask.cpp): the decisions a program suspends
// on for a target (601.2c), a mode (700.2), a source, a yes/no question ("you may") or an
// "unless pays" cost (118.12): their options and how an answer resumes the program.
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"
#include "rules/options.h"

namespace rwd {

// The options of a ChooseTarget decision (the legal targets of the Target instruction the
// innermost interaction is at), and applying one.
void choose_target_options(const GameState& s, const CardDb& db, OptionList& out);
// The legal targets of Target instruction `in` of `prog` for interaction `it` (115.3: not an
// object an earlier slot of the same filter holds), without the done of an optional slot.
void choose_target_options_at(const GameState& s, const CardDb& db, const Program& prog,
                              const Interaction& it, const Instr& in, OptionList& out);
void answer_target(Ctx& c, const Option& o);
// Answers the YesNo decision of the innermost interaction (Op::Ask, Op::UnlessPay,
// Op::UnlessLife): "yes" to Ask pushes 1; "yes" to UnlessPay pays the cost (spend_mana), to
// UnlessLife the life (119.4), and pushes 1; "no" pushes 0.
void answer_yes_no(Ctx& c, bool yes);
// The options of a ChooseMode decision (the legal modes, 700.2), and applying one.
void choose_mode_options(const GameState& s, const CardDb& db, OptionList& out);
void answer_mode(Ctx& c, int mode);
// The options of a ChooseSource decision: permanents and spells matching the instruction's
// filter, by id. Answered with answer_mode(c, id).
void choose_source_options(const GameState& s, const CardDb& db, OptionList& out);

}  // namespace rwd
