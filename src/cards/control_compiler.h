// The parameters of GainControl ("gain control of target creature until end of turn; it gains
// haste", Op::GainControl) and of Animate's colors ("target spell or permanent becomes red",
// Op::AnimateColor) that are not targets: durations, keywords and colors, as operand b. The
// spell compiler compiles the rest. Supported forms: docs/card-abilities.md.
// Thread-safe: pure functions.
#pragma once

#include <string>

#include "core/status.h"

namespace rwd {

// `lose_control`: LoseControl$ (only "EOT" is supported: until end of turn; null: refused,
// "for as long as" durations are not supported); `add_kws`: AddKWs$ ("Haste", "Haste &
// Trample") or null. Returns operand b of Op::GainControl (KeywordSet bits), or an error.
Result<int> gain_control_operand(const std::string* lose_control, const std::string* add_kws);

// `colors`: Colors$ ("Red", "White,Blue"); `overwrite`: OverwriteColors$ True (the colors
// replace the old ones) or null (they are added, kAnimateColorAdd); `permanent`: Permanent$
// True or null (until end of turn).
// Returns operand b of Op::AnimateColor, or an error.
Result<int> animate_color_operand(const std::string* colors, const std::string* overwrite,
                                  const std::string* permanent);

}  // namespace rwd
