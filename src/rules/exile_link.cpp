#include "rules/exile_link.h"

#include "rules/ctx.h"
#include "rules/events.h"
#include "rules/object_facts.h"
#include "rules/zones.h"

namespace rwd {

void link_exiled(GameState& s, ObjectId card, ObjectId source, uint16_t source_zone_changes) {
  const int16_t v = exiled_by_value(source, source_zone_changes);
  for (size_t i = s.chosen.size(); i-- > 0;)
    if (s.chosen[i].kind == ChosenKind::ExiledBy && s.chosen[i].value == v) s.chosen.erase_at(i);
  if (s.obj(card).zone != Zone::Exile || s.chosen.full()) return;
  s.chosen.push_back(ChosenEntry{card, s.obj(card).zone_changes, ChosenKind::ExiledBy, 0, v});
}

void return_linked(Ctx& c, ObjectId source, uint16_t source_zone_changes) {
  GameState& s = c.s;
  const int16_t v = exiled_by_value(source, source_zone_changes);
  ObjectId back[kMaxChosen];
  int k = 0;
  for (const ChosenEntry& e : s.chosen)
    if (e.kind == ChosenKind::ExiledBy && e.value == v && s.obj(e.object).zone == Zone::Exile &&
        s.obj(e.object).zone_changes == e.zone_changes)
      back[k++] = e.object;
  sort_ids(back, k);
  for (int i = 0; i < k; ++i) {
    const PlayerId owner = player_id(s.obj(back[i]).owner);
    move_to_zone(c, back[i], Zone::Battlefield);  // under its owner's control (110.2a)
    c.emit(EventKind::Move, owner, back[i], static_cast<int>(Zone::Battlefield));
    c.emit(EventKind::EnterBattlefield, owner, back[i]);
  }
}

}  // namespace rwd
