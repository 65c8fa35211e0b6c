// The tables of docs/card-abilities.md, generated from the tables they describe: the ability
// registry (ability_registry.h), the opcode and operand-reference tables (opcodes.h) and the
// Valid properties (filter_compiler.h). In the document each generated table sits between
// the lines "<!-- generated: NAME -->" and "<!-- end generated: NAME -->"; a test fails
// when the document differs from what these functions make, and `rewind cards features
// --update-docs docs/card-abilities.md` rewrites them. Thread-safe: pure functions.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"

namespace rwd {

// The names of the generated tables: "effects", "triggers", "statics", "replacements",
// "keywords", "valid-properties", "opcodes", "operand-refs".
std::vector<std::string_view> generated_table_names();

// The Markdown of table `name` (ending in a newline), or an error for an unknown name.
Result<std::string> generated_table(std::string_view name);

// `doc` with every generated region's content replaced by the table of its name. Errors: a
// region without its end line, or an unknown table name (naming the line).
Result<std::string> with_generated_tables(std::string_view doc);

}  // namespace rwd
