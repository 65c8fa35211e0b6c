// Compiling the hidden-zone effects of a card's abilities (docs/card-abilities.md): a
// ChangeZone that searches its controller's library (701.23, no target) and Scry (701.22).
// The spell compiler (effects_*.cpp) calls these with the node's parameters; every
// parameter they read is taken, and any value they do not implement refuses the card by
// name. Thread-safe: pure functions.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "cards/ability_ast.h"
#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// Takes a parameter of the node being compiled (marks it used), or nullptr if absent.
using TakeParam = std::function<const std::string*(std::string_view)>;

// True iff `node` is a ChangeZone that searches a library rather than moving a target:
// Origin$ Library, Hand or Graveyard (the player's own, chosen as it resolves), or Origin$
// Battlefield with Hidden$ True (a permanent chosen as it resolves, not targeted: "return a
// land you control to its owner's hand"), no ValidTgts$ and no Defined$ other than You.
bool is_library_search(const AbilityNode& node);

// Origin$ Library | Destination$ Hand/Battlefield/Graveyard/Exile | ChangeType$
// <Valid> | ChangeNum$ N (default 1) | Tapped$ True | Reveal$ True | Mandatory$ True |
// Shuffle$ True | ShuffleNonMandatory$ True: `push n; push flags; library.search who f;
// shuffle who` ("search your library for ... then shuffle", 701.23, 701.24). Origin$ Hand
// ("you may put a land card from your hand onto the battlefield") and Origin$ Graveyard
// ("return a creature card from your graveyard", must choose one if able) choose from that
// zone and don't shuffle; Origin$ Battlefield with Hidden$ True chooses permanents the
// filter allows (Destination$ Hand, Graveyard, Exile or Library: its owner's, the top; 400.3)
// and is mandatory only with Mandatory$ True. `who` is the choosing player's operand
// (cards/opcodes.h). `of_permanent`: the ability is a permanent's (activated or triggered),
// so a battlefield choice may say "another" (Other: not the source).
Status compile_library_search(const TakeParam& take, int who, Program& prog, bool of_permanent = false);

// Scry | ScryNum$ N (default 1): `push N; scry who` (701.22; the VM asks which go to the
// bottom and in what order, rules/vm_dig.h).
Status compile_scry(const TakeParam& take, int who, Program& prog);

}  // namespace rwd
