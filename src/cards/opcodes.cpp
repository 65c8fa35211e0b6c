#include "cards/opcodes.h"

namespace rwd {

namespace {
constexpr OpInfo kOps[] = {
#define REWIND_OP_INFO(e, m, a, b, doc) OpInfo{m, a, b, doc},
    REWIND_OPCODES(REWIND_OP_INFO)
#undef REWIND_OP_INFO
};
static_assert(sizeof kOps / sizeof kOps[0] == kNumOps);
}  // namespace

const OpInfo& op_info(Op op) { return kOps[static_cast<int>(op)]; }

std::string_view operand_ref_name(int value, OperandKind kind) {
  const uint8_t want = kind == OperandKind::Slot  ? kRefSlot
                       : kind == OperandKind::Who ? kRefWho
                                                  : 0;
  for (const OperandRefInfo& r : kOperandRefs)
    if (static_cast<int>(r.ref) == value && (r.kinds & want)) return r.name;
  return {};
}

}  // namespace rwd
