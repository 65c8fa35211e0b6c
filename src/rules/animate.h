// The Animate effect (Op::Animate): a permanent gets a base power and toughness (layer 7b,
// 613.4b) and becomes more card types (layer 4, 613.1d) for a while (611.2). Internal to the
// rules engine. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// Starts the effect on permanent `target` from the ability of `source` controlled by
// `controller`: base power `power` and toughness `toughness` (-1: unchanged), card types
// `b & kAnimateTypeMask`, until end of turn or (b & kAnimateUntilYourNextUpkeep) until
// `controller`'s next upkeep. Recomputes its characteristics.
void animate(Ctx& c, ObjectId target, ObjectId source, uint8_t controller, int power, int toughness,
             int b);

}  // namespace rwd
