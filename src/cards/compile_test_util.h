// Test helpers shared by the compiler tests: compile a script's spell ability or its first
// trigger, and list a program's opcodes. Header-only; included by *_compiler_test.cpp only.
#pragma once

#include <string>
#include <vector>

#include "cards/ability_parser.h"
#include "cards/spell_compiler.h"
#include "cards/trigger_compiler.h"

namespace rwd {

// The script's spell ability (its first top-level spell node).
inline Result<Program> compile_spell_script(const std::string& script) {
  CardAbilities ab = parse_abilities(script);
  for (size_t i = 0; i < ab.nodes.size(); ++i)
    if (ab.nodes[i].kind == NodeKind::Spell && ab.nodes[i].svar.empty())
      return compile_spell(ab, static_cast<int>(i));
  return Status::error("no spell node");
}

// The script's first triggered ability, compiled for a card named `card_name`.
inline Result<TriggeredAbility> trigger_from_script(const std::string& script,
                                                    const std::string& card_name = "Test Card") {
  CardAbilities ab = parse_abilities(script);
  for (size_t i = 0; i < ab.nodes.size(); ++i)
    if (ab.nodes[i].kind == NodeKind::Trigger) return compile_trigger(ab, static_cast<int>(i), card_name);
  return Status::error("no trigger node");
}

inline std::vector<Op> opcodes_of(const Program& p) {
  std::vector<Op> out;
  for (const Instr& i : p.code) out.push_back(i.op);
  return out;
}

}  // namespace rwd
