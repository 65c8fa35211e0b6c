// Compiling choices made as an ability resolves or as a permanent enters (614.12): the
// ApiTypes ChoosePlayer, ChooseColor (and what refers to the chosen value: Defined$ ChosenPlayer,
// Count$InChosenHand) and the keyword K:ETBReplacement:Other:<SVar> ("as CARDNAME enters,
// choose ..."). The spell compiler (effects_*.cpp) calls these with the node's
// parameters; every parameter they read is taken, and any value they do not implement
// refuses the card by name. Thread-safe: pure functions.
#pragma once

#include <string>

#include "cards/ability_ast.h"
#include "cards/library_compiler.h"
#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// ChoosePlayer | Defined$ You | Choices$ Player / Player.Opponent | ChoiceTitle$ ...:
// `choose you c; chosen.set Player` (the source remembers the player). `description` is the
// node's SpellDescription$ (what the choice is for), shown with the decision.
Status compile_choose_player(const TakeParam& take, const std::string& description, Program& prog);

// ChooseColor | Defined$ You | Choices$ <colors> (default: any color): `choose you c;
// chosen.set Color` (the source remembers the color; "ChosenColor" in its statics' filters).
Status compile_choose_color(const TakeParam& take, const std::string& description, Program& prog);

// ChooseNumber | Defined$ You | Min$ N | Max$ M (at most 64 numbers): `choose you c;
// chosen.set Number` (Count$ChosenNumber reads it).
Status compile_choose_number(const TakeParam& take, const std::string& description, Program& prog);

// ChooseType | Defined$ You | Type$ Creature / Basic Land | InvalidTypes$ / ValidTypes$
// <list>: `choose you c; chosen.set Type` (the subtype's code, cards/subtype_names.h;
// "ChosenType" in its statics' filters).
Status compile_choose_type(const TakeParam& take, const std::string& description, Program& prog);

// ChooseCard | Defined$ You | Choices$ <Valid> | ChoiceZone$ Battlefield / Graveyard / Hand
// (yours) | Amount$ 1 | Mandatory$ True: `choose you c; chosen.set Card` (the card's id;
// Defined$ ChosenCard names it). ChoiceSpec::min holds the zone (kChooseOn...).
Status compile_choose_card(const TakeParam& take, const std::string& description, Program& prog);
inline constexpr int kChooseOnBattlefield = 0, kChooseInGraveyard = 1, kChooseInHand = 2;

// True iff `a` reads the source's chosen value: Count$InChosenHand (the number of cards in
// the chosen player's hand) or Count$ChosenNumber, with an optional /Plus.N, /Minus.N,
// /NMinus.N or /Times.N.
bool is_chosen_amount(const AmountExpr& a);
// Emits the code that pushes such an amount: `push.chosen Player 1` (or `Number 0`), then
// `math op N`.
// REQUIRES: is_chosen_amount(a).
Status compile_chosen_amount(const AmountExpr& a, Program& prog);

// The K:ETBReplacement keyword's value "Other:<SVar>" ("as this enters, choose ..."): the SVar's
// name, or an error for other forms (Copy, Optional, ...).
Result<std::string> etb_choice_svar(std::string_view keyword_value);

// Turns the compiled program of the ETBReplacement SVar (a chain of choices) into the
// permanent spell's resolution: the choices, then `enter` (608.3: it becomes a permanent,
// keeping what it chose, 614.12). Refuses a chain that does anything but choose, or targets.
Status make_etb_choice_program(Program& prog);

}  // namespace rwd
