#include "rules/player_statics.h"

#include "rules/statics.h"
#include "rules/targeting.h"

namespace rwd {

bool static_affects_player(const StaticAbility& st, const Object& source, PlayerId p) {
  return !st.affected.terms.empty() &&
         filter_matches_player(st.affected, player_id(source.controller), p);
}

int land_plays_allowed(const GameState& s, const CardDb& db, PlayerId p) {
  int n = 1;
  if (!db.any_land_plays() || !statics_active(s)) return n;
  for (ObjectId id : s.battlefield) {
    const Object& src = s.obj(id);
    if (!src.has(kStaticSource)) continue;
    for (const StaticAbility& st : db.get(src.def).front().statics)
      if (st.effect == StaticEffect::LandPlays && static_affects_player(st, src, p)) n += st.power;
  }
  return n;
}

}  // namespace rwd
