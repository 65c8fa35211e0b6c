// Pump KW$ words that are not KeywordSet keywords: the abilities Op::Grant gives (cards/
// opcodes.h kGrant* bits). Thread-safe: pure functions.
#pragma once

#include <string_view>

namespace rwd {

// The kGrant* bits one KW$ word stands for: landwalk ("Mountainwalk", 702.14), "HIDDEN
// Unblockable" (can't be blocked, 509.1b), "HIDDEN CARDNAME can't be regenerated." (701.15c),
// "Prevent all combat damage that would be dealt to and dealt by CARDNAME." (615), "HIDDEN
// CARDNAME can't block." / "can't attack." / "can't attack or block." (508.1a, 509.1a),
// "HIDDEN CARDNAME attacks each combat if able." (508.1d), "HIDDEN All creatures able to block
// CARDNAME do so." (509.1c), "HIDDEN CARDNAME can attack as though it didn't have defender.";
// 0 for any other word.
int pump_extra_bits(std::string_view word);

}  // namespace rwd
