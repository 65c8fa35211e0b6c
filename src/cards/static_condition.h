// The condition of a Continuous static ability (604.2, 611.3a: "as long as ..."): the
// parameters CheckSVar$ X | SVarCompare$ GE3, CheckSecondSVar$ / SecondSVarCompare$ and
// Condition$ (Threshold, Hellbent, Metalcraft, Delirium, PlayerTurn, NotPlayerTurn), read into
// StaticAbility::condition. The rules engine tests it (rules/static_conditions.h). Used by the
// static compiler; anything it cannot test exactly is refused with a message naming the
// parameter and the SVar. Thread-safe: pure functions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cards/ability_ast.h"
#include "cards/static_ability.h"
#include "cards/static_layers.h"
#include "core/status.h"

namespace rwd {

// Reads the condition parameters (each taken through `take`) into st.condition. `script` is
// the card's whole script, where the SVars CheckSVar$ names are looked up. Errors start with
// "Continuous: " and name the parameter ("Continuous: CheckSVar$ X = Count$YourLifeTotal is
// not supported ...").
Status read_static_condition(const TakeParam& take, std::string_view script, StaticAbility& st);

// AddPower$/AddToughness$ `value` that is not a number: an SVar counting something, with an
// optional sign ("X", "-X"), read into `out` (StaticAbility::power_count). Errors start with
// "Continuous: " and name `key` and the SVar.
Status read_static_pt_amount(std::string_view key, std::string_view value,
                             std::string_view script, StaticAbility& st, CondAmount& out);

// `name` (without a sign) and the SVars it reads through SVar$, so that the card does not
// report them as unused.
std::vector<std::string> static_svar_chain(std::string name, std::string_view script);

// True iff the node has one of the parameters read_static_condition reads.
bool has_static_condition_params(const AbilityNode& node);

// The SVars a compiled condition reads (CheckSVar$, a comparison's operand, the SVars those
// read through SVar$), so that the card does not report them as unused.
std::vector<std::string> static_condition_svars(const AbilityNode& node, std::string_view script);

}  // namespace rwd
