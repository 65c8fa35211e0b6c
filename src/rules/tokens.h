// Tokens (111): created on the battlefield by an effect, as new objects in the state's flat
// object array; a token that has left the battlefield ceases to exist (704.5d, 111.7).
// Thread-safe: operates on one game's state.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// Creates one token with definition `def` (CardDb::token_def), owned and controlled by `p`
// (111.2), on the battlefield; it enters like any permanent (triggers, statics). It uses the
// slot of a token that has ceased to exist, else a new one; returns ObjectId::None and creates
// nothing (event token_not_created) when the state's kMaxObjects objects are all in use.
ObjectId create_token(Ctx& c, CardDefId def, PlayerId p);

// 704.5d: each token in a zone other than the battlefield ceases to exist (it leaves its
// zone's list and has zone None). Returns true iff one did.
bool tokens_cease(Ctx& c);

// True iff some token is in a zone other than the battlefield (704.5d would apply).
bool token_outside_battlefield(const GameState& s);

}  // namespace rwd
