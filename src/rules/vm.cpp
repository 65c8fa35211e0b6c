// The interpreter loop: starting interactions, and running the innermost one instruction by
// instruction, each through its handler (rules/vm_ops.h), until it ends or suspends.
#include "rules/vm.h"

#include "cards/disasm.h"
#include "rules/activation.h"
#include "rules/casting.h"
#include "rules/triggers.h"
#include "rules/vm_operands.h"
#include "rules/vm_ops.h"
#include "rules/zones.h"

namespace rwd {

namespace {

thread_local std::ostream* g_trace = nullptr;

using OpHandler = VmNext (*)(Vm& vm, const Instr& in);
// The handler of each opcode, in Op order (generated from the one opcode list). Op::Count,
// which no program holds, ends the program like Op::End.
constexpr OpHandler kHandlers[kNumOps + 1] = {
#define REWIND_OP_TABLE(e, m, a, b, doc) &run_op<Op::e>,
    REWIND_OPCODES(REWIND_OP_TABLE)
#undef REWIND_OP_TABLE
        & run_op<Op::End>,
};

// Targets chosen: the rest of casting (601.2f-h), activating (602.2b) or putting a triggered
// ability on the stack (603.3d); the casting interaction is gone.
void finish_casting(Ctx& c) {
  Interaction done = c.s.interactions.back();
  c.s.interactions.pop_back();
  if (done.ability >= kTriggeredAbilityBase)
    push_trigger(c, done);
  else if (done.ability > 0)
    activate_ability(c, player_id(done.controller), done.source, done.ability - 1, done.targets,
                     done.x);
  else
  {
    cast_spell(c, player_id(done.controller), done.source, done.x, done.targets,
               done.cast_flags);
    if (!c.s.stack.empty() && c.s.stack.back().object == done.source)
      c.s.stack.back().mode = done.mode;  // 700.2: the mode chosen as it was cast
  }
}

}  // namespace

void set_ability_trace(std::ostream* out) {
  g_trace = out;
}

const Program* spell_program(const CardDb& db, const Object& o) {
  if (o.def == CardDefId::None) return nullptr;
  return db.get(o.def).front().spell.get();
}

void begin_cast(Ctx& c, PlayerId p, ObjectId card) {
  Interaction it;
  it.source = card;
  it.controller = raw(p);
  it.phase = RunPhase::Casting;
  c.s.interactions.push_back(it);
}

void begin_activation(Ctx& c, PlayerId p, ObjectId source, int ability) {
  Interaction it;
  it.source = source;
  it.controller = raw(p);
  it.phase = RunPhase::Casting;
  it.ability = static_cast<uint8_t>(ability + 1);
  c.s.interactions.push_back(it);
}

void begin_resolution(Ctx& c, const StackItem& item) {
  const Program& prog = *c.db.ability_program(c.s.obj(item.object).def, item.ability);
  Interaction it;
  it.source = item.object;
  it.controller = item.controller;
  it.ability = item.ability;
  it.source_zone_changes = item.source_zone_changes;
  it.phase = RunPhase::Resolving;
  it.pc = prog.resolve_pc;
  it.x = item.x;
  it.mode = item.mode;
  for (int i = 0; i < kMaxTargets; ++i) it.targets[i] = item.targets[i];
  c.s.interactions.push_back(it);
}

void finish_resolution(Ctx& c) {
  GameState& s = c.s;
  const Interaction it = s.interactions.back();
  s.interactions.pop_back();
  if (it.ability == kEntryAbility) return;  // made as it entered: not on the stack (614.12)
  if (it.ability == 0) {
    // 702.27a: bought back, it goes to its owner's hand instead (flashback still exiles it).
    const Object& o = c.s.obj(it.source);
    const bool bought_back = o.has(kKicked) && c.db.get(o.def).front().buyback;
    if (o.zone == Zone::Stack)
      move_to_zone(c, it.source, bought_back ? Zone::Hand : Zone::Graveyard);  // an Aura is on the battlefield
  } else {
    for (size_t i = s.stack.size(); i-- > 0;)
      if (s.stack[i].object == it.source && s.stack[i].ability == it.ability) {
        s.stack.erase_at(i);
        break;
      }
  }
  s.passes = 0;
  s.priority = s.active;
}

void run_interaction(Ctx& c) {
  GameState& s = c.s;
  Interaction& it = s.interactions.back();
  Vm vm{c, s, it, program_of(c, it)};
  const Program& prog = vm.prog;
  for (;;) {
    if (it.phase == RunPhase::Casting && it.pc == prog.resolve_pc) {
      finish_casting(c);
      return;
    }
    const Instr& in = prog.code[it.pc];
    if (g_trace)
      *g_trace << "[vm] " << c.db.get(s.obj(it.source).def).name() << ": "
               << disassemble_instr(prog, it.pc) << "\n";
    switch (kHandlers[static_cast<int>(in.op)](vm, in)) {
      case VmNext::Next:
        ++it.pc;
        // A permanent it put onto the battlefield makes its entry choice first (614.12;
        // rules/entry_choice.h): settle starts that above this interaction.
        if (s.entry_choices) [[unlikely]]
          return;
        break;
      case VmNext::Jump:
        break;
      case VmNext::Stop:
        return;
    }
  }
}

}  // namespace rwd
