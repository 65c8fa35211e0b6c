// The operand references of cards/opcodes.h (REWIND_OPERAND_REFS): distinct values, and the
// disassembler names each one differently in every operand kind it may appear in. 0xF9 was
// once both kWhoItem and kSlotChosenPlayer, and a "who" chosen-player printed as "each".
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>

#include "cards/disasm.h"
#include "cards/opcodes.h"

namespace rwd {
namespace {

TEST(OperandRefsTest, ValuesAreDistinctAndApartFromSlotsAndSlotControllers) {
  std::set<int> seen;
  for (const OperandRefInfo& r : kOperandRefs) {
    const int v = static_cast<int>(r.ref);
    EXPECT_TRUE(seen.insert(v).second) << r.constant << " shares value " << v;
    EXPECT_GE(v, kMaxTargets) << r.constant;
    EXPECT_NE(v & 0xF0, kWhoSlotController) << r.constant;
    EXPECT_NE(r.kinds & (kRefSlot | kRefWho), 0) << r.constant;
  }
  EXPECT_TRUE(operand_refs_distinct());
}

// Each reference, as the operand of an instruction of each kind it is valid in, prints as its
// own name, different from every other reference's and from a target slot's.
TEST(OperandRefsTest, DisassemblerPrintsEachReferenceDifferently) {
  for (const auto& [kind, op, bit] : {std::tuple{OperandKind::Slot, Op::Tap, kRefSlot},
                                      std::tuple{OperandKind::Who, Op::Draw, kRefWho}}) {
    ASSERT_EQ(op_info(op).a, kind);
    Program slot0;
    slot0.code = {Instr{op, 0, 0}};
    std::set<std::string> printed{disassemble_instr(slot0, 0)};  // "t0"
    for (const OperandRefInfo& r : kOperandRefs) {
      if (!(r.kinds & bit)) continue;
      Program p;
      p.code = {Instr{op, static_cast<uint8_t>(r.ref), 0}};
      const std::string line = disassemble_instr(p, 0);
      EXPECT_TRUE(line.ends_with(" " + std::string(r.name))) << r.constant << ": " << line;
      EXPECT_TRUE(printed.insert(line).second) << r.constant << " prints like another: " << line;
    }
  }
}

TEST(OperandRefsTest, ChosenPlayerAndRepeatEachPlayerAreDifferentWhoOperands) {
  EXPECT_NE(kSlotChosenPlayer, kWhoItem);
  EXPECT_EQ(operand_ref_name(kSlotChosenPlayer, OperandKind::Who), "chosen-player");
  EXPECT_EQ(operand_ref_name(kWhoItem, OperandKind::Who), "each");
  EXPECT_EQ(operand_ref_name(kSlotChosenPlayer, OperandKind::Slot), "chosen-player");
  EXPECT_EQ(operand_ref_name(kWhoItem, OperandKind::Slot), "");  // not a slot operand
  EXPECT_EQ(operand_ref_name(0, OperandKind::Slot), "");         // target slot 0
}

}  // namespace
}  // namespace rwd
