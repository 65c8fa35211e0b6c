#include "rules/transform.h"

#include "rules/static_conditions.h"
#include "rules/statics.h"
#include "rules/zones.h"

namespace rwd {

void transform_permanent(Ctx& c, ObjectId id) {
  GameState& s = c.s;
  Object& o = s.obj(id);
  if (o.zone != Zone::Battlefield || o.has(kToken)) return;
  const CardDefId front = c.db.front_face(o.def);
  const CardDefId other = front != o.def ? front : c.db.back_face(o.def);
  if (other == CardDefId::None) return;  // 701.28c: not a double-faced card
  c.emit(EventKind::Transform, player_id(o.controller), id);
  const bool was_source = o.has(kStaticSource);
  o.def = other;
  refresh_characteristics(c, id);
  if (was_source || o.has(kStaticSource))
    refresh_battlefield(c);
  else
    refresh_conditional_statics(c);  // 604.2: its types may be what a condition counts
  s.sba_dirty = true;  // its toughness may be lower (704.5f)
}

}  // namespace rwd
