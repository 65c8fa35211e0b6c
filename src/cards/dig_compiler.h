// Compiling Dig (Forge's "look at the top N cards of your library, put M of them into ...
// and the rest ...", 701.20e) into Op::Dig (rules/vm_dig.h). The spell compiler pushes the
// number of cards (DigNum$) first and calls this with the node's parameters; every parameter
// read is taken, and a value it does not implement refuses the card by name. Thread-safe.
#pragma once

#include "cards/library_compiler.h"

namespace rwd {

// ChangeNum$ N|All (default 1) | ChangeValid$ <Valid> (default any card) | AnyNumber$ True
// (up to all of them) | Optional$ True (the player may take fewer, down to none) | Reveal$
// True|False | DestinationZone$ Hand|Battlefield|Graveyard|Exile|Library (LibraryPosition$
// 0 top or -1 bottom) | Tapped$ True | DestinationZone2$ Library|Graveyard|Exile|Hand
// (LibraryPosition2$ -1 bottom, the default, or 0 top): `push m; push flags; dig who f`.
// `who` must be the ability's controller (kWhoYou): the one who looks is the one who chooses.
Status compile_dig(const TakeParam& take, int who, Program& prog);

}  // namespace rwd
