// Compiling "CARDNAME enters the battlefield tapped [unless ...]" written as an ability: the
// SVar of K:ETBReplacement:Other:<SVar> or of R:Event$ Moved | ValidCard$ Card.Self |
// Destination$ Battlefield | ReplaceWith$ <SVar>, when that SVar is `DB$ Tap | Defined$ Self
// | ETB$ True` (614.1c: a replacement effect on how the permanent enters, not an ability
// that uses the stack). Thread-safe: pure functions of the script.
#pragma once

#include <string>
#include <vector>

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "core/status.h"

namespace rwd {

// True iff `n` is `DB$ Tap` with `Defined$ Self` and `ETB$ True`.
bool is_enters_tapped_node(const AbilityNode& n);

// Compiles the chain that starts at `node` (is_enters_tapped_node) into `face`: always
// tapped (kRuleEntersTapped) or tapped iff a count compares true (CardFace::enters_tapped_if:
// ConditionPresent$ <Valid> | ConditionCompare$, or ConditionCheckSVar$ of a Count$Valid /
// Count$LastStateBattlefield SVar | ConditionSVarCompare$) or unless its controller pays life
// as it enters (UnlessCost$ PayLife<N> | UnlessPayer$ You: CardFace::entry, 614.12), then an
// optional `DB$ PutCounter
// | ETB$ True | Defined$ Self` (it enters with counters) and the `DB$ ChangeZone | Defined$
// ReplacedCard` that moves it on. The SVars of the chain are appended to `used`. Errors name
// what is not supported.
Status compile_enters_tapped(const CardAbilities& ab, int node, CardFace& face,
                             std::vector<std::string>& used);

}  // namespace rwd
