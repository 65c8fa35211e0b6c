// The filter compiler: a Valid expression ("Creature.nonBlack+YouCtrl", "Player,Planeswalker")
// as parsed by valid_expr.h, turned into a Filter (program.h) that the rules engine tests
// (rules/targeting.h). The spell, trigger and static compilers, costs and keywords all use
// it. Every property it accepts is one row of a table (filter_compiler.cpp), also listed in
// docs/card-abilities.md (valid_properties); anything else refuses the expression with a
// message naming the piece. Thread-safe: pure functions over constant tables.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// What a filter is compiled for, which decides the properties it may use:
// Spell: a spell's targets and counts ("Self", "Other", "EnchantedBy" refused: the spell is
// on the stack, not a choice). ActivatedTarget: an activated or triggered ability's target
// (its source is a permanent: "Other" accepted, the caller refuses "Self"). SourceRelative:
// static abilities and trigger conditions ("Self", "Other", "EnchantedBy" accepted;
// "unenchanted" refused: they don't test it).
enum class FilterUse : uint8_t { Spell, ActivatedTarget, SourceRelative };

// Compiles a Valid expression into a filter; subtype names it tests are appended to
// `subtypes` (FilterTerm::subtype indexes it). Errors name the unsupported piece ("Valid
// 'Creature.cmcEQ2': comparison 'cmcEQ2' is not supported").
Result<Filter> compile_filter(std::string_view valid_text, std::vector<std::string>& subtypes,
                              FilterUse use = FilterUse::Spell);

// One property a Valid term may have after its type ("Creature.tapped", "Card.YouCtrl"), for
// the docs table: its spelling and what it tests.
struct ValidPropertyDoc {
  std::string_view name;
  std::string_view doc;
};
// Every flag property compile_filter accepts, in table order.
std::vector<ValidPropertyDoc> valid_property_docs();

}  // namespace rwd
