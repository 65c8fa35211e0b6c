// The static compiler: turns a static ability (an S: line, parsed into the ability AST) into
// a StaticAbility (static_ability.h). It accepts exactly what the rules engine applies and
// refuses everything else with a message naming the piece (a mode, a parameter, a Valid
// property, a keyword), so a card either runs fully or is reported unsupported: never a
// silent no-op. The supported Mode$ values, their parameters and compile functions are the
// registry's static table (ability_registry.h; docs/card-abilities.md). Thread-safe: pure
// functions.
#pragma once

#include "cards/ability_ast.h"
#include "cards/static_ability.h"
#include "core/status.h"

namespace rwd {

// Compiles `node` (a NodeKind::Static node). Errors: "static abilities (S:) Mode$ X are not
// supported yet" for a mode the engine lacks; "Continuous: parameter SetPower$ is not
// supported" for a parameter; "Continuous: Affected$ ..." for a filter the engine can't test.
// `script` is the card's whole script, where SVars named by SetPower$ etc. are looked up.
Result<StaticAbility> compile_static(const AbilityNode& node, std::string_view script = {});

}  // namespace rwd
