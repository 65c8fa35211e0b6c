#include "rules/animate.h"

#include <algorithm>

#include "rules/zones.h"

namespace rwd {

void animate(Ctx& c, ObjectId target, ObjectId source, uint8_t controller, int power, int toughness,
             int b) {
  ContinuousEffect e;
  e.object = target;
  e.source = source;
  e.add_types = static_cast<uint16_t>(b & kAnimateTypeMask);
  if (b & kAnimateOwnSubtypes)
    e.add_types |= ContinuousEffect::kEffectOwnSubtypes;  // Mishra's Factory
  e.set_power = static_cast<int16_t>(power < 0 ? -1 : std::min(power, 999));
  e.set_toughness = static_cast<int16_t>(toughness < 0 ? -1 : std::min(toughness, 999));
  if (b & kAnimatePermanent) e.duration = EffectDuration::Permanent;
  if (b & kAnimateUntilYourNextUpkeep) {
    e.duration = EffectDuration::UntilYourNextUpkeep;
    e.until_player = controller;
  }
  add_effect(c, e);
}

}  // namespace rwd
