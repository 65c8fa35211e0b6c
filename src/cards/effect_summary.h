// Effect summaries: what each compiled ability does, in the API's words (game/types.h
// EffectSummary), computed once when a card is loaded (CardDb::add_script calls
// summarize_card) and kept beside the ability's program. Bots read these, never the bytecode:
// the program's shape stays the compiler's business, and this file is the one place that
// reads it for them. Thread-safe: pure functions.
#pragma once

#include <string>

#include "cards/card_def.h"
#include "cards/program.h"
#include "game/types.h"

namespace rwd {

// The summary of one compiled program: its targets (the casting part's target
// instructions), its effects in resolution order with their amounts and subjects, and its
// traits (modes, conditions, choices, repetition, counted amounts).
EffectSummary summarize(const Program& p);

// Fills the summaries of every ability of every face of `def` (CardFace::spell_effect,
// ActivatedAbility::effect, TriggeredAbility::effect). An ability without a program (a mana
// ability) gets an empty summary.
void summarize_card(CardDef& def);

// One line per summary for tests and tools: "damage 3 -> target 0 | targets: Any", effects
// separated by "; ", traits in brackets ("[conditional]").
std::string describe(const EffectSummary& s);

}  // namespace rwd
