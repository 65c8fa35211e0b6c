// Casting a card while another ability resolves (Op::Play, Forge's Play effect): "you may
// cast target instant card from a graveyard without paying its mana cost" (608.2g, 601.2,
// 118.9). The cast follows the usual steps: a spell with targets starts a casting
// interaction on top of the resolving one (its controller chooses the targets, 601.2c), and
// when that is done the spell is put on the stack unpaid and the resolving ability goes on.
// Lands are played, not cast (305.9): a land is left where it is, as is a card that can't be
// cast now (no legal targets). Not for use outside rules/.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// Casts `card` for the controller of the resolving interaction `it`, without paying its mana
// cost (X is 0). Returns true if a casting interaction was started (the caller suspends with
// it.waiting set; the spell reaches the stack when its targets are chosen); false if the spell
// is already on the stack or could not be cast.
bool begin_play_effect(Ctx& c, Interaction& it, ObjectId card);

}  // namespace rwd
