#include "cards/disasm.h"

#include <cstdio>

#include "cards/counter_kind.h"
#include "cards/keywords.h"
#include "cards/token_compiler.h"

namespace rwd {

namespace {

std::string operand(const Program& p, OperandKind k, int v) {
  switch (k) {
    case OperandKind::None: return "";
    case OperandKind::Int: return std::to_string(v);
    case OperandKind::Slot:
    case OperandKind::Who: {  // a reference (cards/opcodes.h REWIND_OPERAND_REFS) or a slot
      if (std::string_view ref = operand_ref_name(v, k); !ref.empty()) return std::string(ref);
      if (k == OperandKind::Who && (v & 0xF0) == kWhoSlotController)
        return "controller(t" + std::to_string(v & 0x0F) + ")";
      return "t" + std::to_string(v);
    }
    case OperandKind::Filter:
      return "f" + std::to_string(v) +
             (v >= 0 && v < static_cast<int>(p.filters.size()) ? " (" + p.filters[v].text + ")" : std::string(" (?)"));
    case OperandKind::Flags: return "flags=" + std::to_string(v);
    case OperandKind::Color: {
      static const char kLetters[] = "WUBRGC";
      return v >= 0 && v < 6 ? std::string("{") + kLetters[v] + "}" : "color?" + std::to_string(v);
    }
    case OperandKind::Keywords: {
      if (v == 0) return "";
      std::string out = "kw=";
      for (int k = 0; k < kNumKeywords; ++k)
        if (v & (1 << k)) out += (out.size() > 3 ? "|" : "") + std::string(keyword_name(static_cast<Keyword>(k)));
      return out;
    }
    case OperandKind::Counter:
      return v >= 0 && v < kNumCounterKinds ? std::string(counter_kind_name(static_cast<CounterKind>(v))) : "counter?" + std::to_string(v);
    case OperandKind::Zone: {
      const int z = v & 7;
      std::string out = z == kZoneHand ? "hand" : z == kZoneExile ? "exile" : z == kZoneLibraryTop ? "library-top"
             : z == kZoneGraveyard ? "graveyard" : z == kZoneLibraryShuffle ? "library-shuffle"
             : z == kZoneBattlefield ? "battlefield" : z == kZoneLibraryBottom ? "library-bottom" : "zone?" + std::to_string(v);
      if (v & kMoveTapped) out += "+tapped";
      if (v & kMoveSpellSelf) out += "+spell";
      if (v & kMoveSecondFromTop) out += "+second";
      if (v & kMoveLinkSource) out += "+link";
      if (v & ~(7 | kMoveTapped | kMoveSpellSelf | kMoveSecondFromTop | kMoveLinkSource))
        out += "+?" + std::to_string(v);
      return out;
    }
  }
  return "?";
}

}  // namespace

std::string disassemble_instr(const Program& p, int pc) {
  if (pc < 0 || pc >= static_cast<int>(p.code.size())) return "????  (pc out of range)";
  const Instr& in = p.code[pc];
  if (static_cast<int>(in.op) >= kNumOps) return "????  bad opcode " + std::to_string(static_cast<int>(in.op));
  const OpInfo& info = op_info(in.op);
  char head[32];
  std::snprintf(head, sizeof head, "%04d  %-14s", pc, std::string(info.mnemonic).c_str());
  std::string line = head;
  std::string a = operand(p, info.a, in.a), b = operand(p, info.b, in.b);
  if (!a.empty()) line += a;
  if (!b.empty()) line += (a.empty() ? "" : " ") + b;
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return line;
}

std::string disassemble(const Program& p) {
  std::string out;
  for (size_t t = 0; t < p.target_text.size(); ++t) out += "; t" + std::to_string(t) + ": " + p.target_text[t] + "\n";
  for (size_t f = 0; f < p.filters.size(); ++f) {
    const char* zone = p.filters[f].zone == FilterZone::Graveyard ? " in a graveyard"
                       : p.filters[f].zone == FilterZone::StackOrBattlefield
                           ? " (spell or permanent)"
                           : "";
    out += "; f" + std::to_string(f) + ": " + p.filters[f].text + zone + "\n";
  }
  for (size_t k = 0; k < p.tokens.size(); ++k) out += "; token" + std::to_string(k) + ": " + describe_token(p.tokens[k]) + "\n";
  if (p.resolve_pc > 0) out += "; casting (601.2c)\n";
  for (int pc = 0; pc < static_cast<int>(p.code.size()); ++pc) {
    if (pc == p.resolve_pc) out += "; resolution (608.2)\n";
    out += disassemble_instr(p, pc) + "\n";
  }
  return out;
}

}  // namespace rwd
