#include "rules/tokens.h"

#include "rules/hand_tally.h"
#include "rules/static_conditions.h"
#include "rules/zones.h"

namespace rwd {

namespace {

FixedVec<ObjectId, kMaxObjects>* zone_list(GameState& s, Zone z, uint8_t owner) {
  Player& p = s.players[owner];
  switch (z) {
    case Zone::Library:
      return &p.library;
    case Zone::Hand:
      return &p.hand;
    case Zone::Graveyard:
      return &p.graveyard;
    case Zone::Exile:
      return &p.exile;
    case Zone::Battlefield:
      return &s.battlefield;
    case Zone::Stack:
    case Zone::None:
      return nullptr;
  }
  return nullptr;
}

}  // namespace

ObjectId create_token(Ctx& c, CardDefId def, PlayerId p) {
  GameState& s = c.s;
  ObjectId id = ObjectId::None;
  uint16_t zone_changes = 0;
  for (int i = 0; i < s.num_objects; ++i) {  // reuse the slot of a token that ceased to exist
    const Object& o = s.objects[i];
    if (o.has(kToken) && o.zone == Zone::None) {
      id = object_id(i);
      zone_changes =
          static_cast<uint16_t>(o.zone_changes + 1);  // old references stay stale (400.7)
      break;
    }
  }
  if (id == ObjectId::None) {
    if (s.num_objects >= kMaxObjects) {
      c.emit(EventKind::TokenNotCreated, p);
      return ObjectId::None;
    }
    id = object_id(s.num_objects++);
  }
  Object& o = s.obj(id);
  o = Object{};
  o.def = def;
  o.owner = o.controller = raw(p);
  o.zone = Zone::None;
  o.zone_changes = zone_changes;
  o.set(kToken);
  s.any_tokens = true;
  c.emit(EventKind::TokenCreated, p, id);
  move_to_zone(c, id, Zone::Battlefield);
  c.emit(EventKind::EnterBattlefield, p, id);
  return id;
}

bool token_outside_battlefield(const GameState& s) {
  for (int i = 0; i < s.num_objects; ++i) {
    const Object& o = s.objects[i];
    if (o.has(kToken) && o.zone != Zone::Battlefield && o.zone != Zone::None) return true;
  }
  return false;
}

bool tokens_cease(Ctx& c) {
  GameState& s = c.s;
  if (!s.any_tokens) return false;  // no token was ever created: nothing to scan
  bool any = false;
  for (int i = 0; i < s.num_objects; ++i) {
    Object& o = s.objects[i];
    if (!o.has(kToken) || o.zone == Zone::Battlefield || o.zone == Zone::None) continue;
    if (o.zone == Zone::Hand) tally_hand_card(s, o, -1);  // rules/hand_tally.h
    if (auto* list = zone_list(s, o.zone, o.owner)) list->erase_value(object_id(i));
    o.zone = Zone::None;
    ++o.zone_changes;
    c.emit(EventKind::TokenCeased, player_id(o.owner), object_id(i));
    any = true;
  }
  if (any) refresh_conditional_statics(c);  // 604.2: a graveyard or hand has one card less
  return any;
}

}  // namespace rwd
