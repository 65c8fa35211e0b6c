// "Exile target creature until CARDNAME leaves the battlefield" written as two linked
// abilities (607.2a): one exiles and remembers (RememberTargets$ / RememberChanged$), the
// other, "when CARDNAME leaves the battlefield", returns "the exiled card" (Defined$
// Remembered / DirectRemembered, Origin$ Exile, Destination$ Battlefield). The compiler links
// them through the exiled card (Op::Move kMoveLinkSource, Op::ReturnLinked).
// Thread-safe: pure functions.
#pragma once

#include "cards/ability_ast.h"

namespace rwd {

// True iff node `n` is the returning half: ChangeZone | Defined$ Remembered or DirectRemembered
// | Origin$ Exile | Destination$ Battlefield, without a target.
bool is_linked_return(const AbilityNode& n);

// True iff some node of the card is the returning half.
bool card_returns_linked(const CardAbilities& ab);

// True iff the chain rooted at node `root` is what a "when CARDNAME leaves the battlefield"
// trigger (ChangesZone | Origin$ Battlefield | ValidCard$ Card.Self, any destination) executes.
bool executed_on_leaving(const CardAbilities& ab, int root);

}  // namespace rwd
