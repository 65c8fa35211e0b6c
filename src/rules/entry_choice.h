// Choices made as a permanent enters the battlefield that decide how it enters: "As Steam
// Vents enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 614.1c;
// CardFace::entry). A permanent with such a choice is marked (kEntryChoice) as it arrives,
// however it gets there: played (305.1), put there by an effect, or as a permanent spell
// resolves. Before anything else happens (no player receives priority, no state-based action
// is checked, no triggered ability is put on the stack, and a resolving ability goes no
// further than the instruction that moved it) its controller makes the choice: the entry
// program runs as an interaction of its own (ability kEntryAbility) above any other.
// Not for use outside rules/. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// `id` has just arrived on the battlefield: marks it if its card has an entry choice.
void mark_entry_choice(Ctx& c, ObjectId id);

// If a permanent on the battlefield still has its entry choice to make, starts the first
// one's entry program (in battlefield order) and returns true; otherwise clears
// GameState::entry_choices and returns false.
bool begin_entry_choice(Ctx& c);

}  // namespace rwd
