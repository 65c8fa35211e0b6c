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

}  // namespace rwd
