#include "rules/control.h"

#include "rules/zones.h"

namespace rwd {

void apply_effect_layers(GameState& s, ObjectId id, const PtLayers& pt) {
  Object& o = s.obj(id);
  for (const ContinuousEffect& e : s.effects) {  // in timestamp order
    if (e.object != id || e.zone_changes != o.zone_changes) continue;
    if (e.control && e.timestamp >= pt.control_ts && o.zone == Zone::Battlefield)  // layer 2
      o.controller = static_cast<uint8_t>(e.control - 1);
    if (e.sets_colors() && e.timestamp >= pt.color_ts)  // layer 5
      o.colors = (e.extra & kExtraAddsColors) ? static_cast<ColorMask>(o.colors | e.colors())
                                              : e.colors();
  }
}

void carry_spell_effects(GameState& s, ObjectId id) {
  const uint16_t before = static_cast<uint16_t>(s.obj(id).zone_changes - 1);
  for (ContinuousEffect& e : s.effects)
    if (e.object == id && e.zone_changes == before) e.zone_changes = s.obj(id).zone_changes;
}

void gain_control(Ctx& c, ObjectId target, ObjectId source, uint8_t controller, uint16_t keywords) {
  ContinuousEffect e;
  e.object = target;
  e.source = source;
  e.keywords = keywords;
  e.control = static_cast<uint8_t>(controller + 1);
  add_effect(c, e);    // recomputes it: control_changed (302.6, 506.4) if its controller changed
  refresh_statics(c);  // what statics affect ("creatures you control") may have changed
}

void animate_color(Ctx& c, ObjectId target, ObjectId source, int b) {
  ContinuousEffect e;
  e.object = target;
  e.source = source;
  e.add_types = static_cast<uint16_t>(ContinuousEffect::kEffectSetsColors |
                                      ((b & 0x1F) << ContinuousEffect::kEffectColorShift));
  if (b & kAnimateColorPermanent) e.duration = EffectDuration::Permanent;
  if (b & kAnimateColorAdd) e.extra = kExtraAddsColors;
  add_effect(c, e);
  refresh_statics(c);  // "white creatures get +1/+1" may now apply, or no longer
}

}  // namespace rwd
