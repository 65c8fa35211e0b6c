// The layer-changing parameters of a Continuous static ability (613.1): GainControl$ (layer
// 2), AddType$ (4), SetColor$ (5), SetPower$/SetToughness$ (7b, or 7a for a
// characteristic-defining ability, 604.3), and the hidden keyword Animate Wall grants. Used
// by the static compiler; each parameter is taken (marked used) only when it is understood,
// so anything else stays a leftover the compiler refuses by name.
// Thread-safe: pure functions.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "cards/static_ability.h"
#include "core/status.h"

namespace rwd {

// Returns the value of parameter `key` and marks it used, or nullptr if absent.
using TakeParam = std::function<const std::string*(std::string_view key)>;

// Reads the parameters above into `st` (and st.layers). `script` is the whole card script,
// where SVars named by SetPower$/SetToughness$ are looked up ("SVar:X:Count$Valid ...").
// Errors name the parameter and the value.
Status read_layer_params(const TakeParam& take, std::string_view script, StaticAbility& st);

// The text of SVar `name` in `script` ("Count$CardManaCost"), or "" if there is none.
std::string find_svar_text(std::string_view script, std::string_view name);

}  // namespace rwd
