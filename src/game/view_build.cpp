// Building a PlayerView: hidden zones are counts only, except the viewer's own hand.
#include "game/game.h"

namespace rwd {

namespace {

CardView card_view(const Game& g, const GameState& s, ObjectId id) {
  const Object& o = s.obj(id);
  const CardFace& f = g.db().get(o.def).front();
  CardView c;
  c.id = raw(id);
  c.name = f.name;
  c.controller = o.controller;
  c.owner = o.owner;
  c.type_line = f.type_line();
  c.mana_cost = f.cost.to_string();
  c.is_creature = o.types & type_bit(CardType::Creature);
  c.power = o.power;
  c.toughness = o.toughness;
  c.keywords = describe_keywords(o.keywords);
  c.tapped = o.has(kTapped);
  c.attacking = o.has(kAttacking);
  c.blocking = o.has(kBlocking);
  c.blocking_id = o.has(kBlocking) ? raw(o.blocking) : -1;
  c.damage = o.damage;
  c.summoning_sick = o.zone == Zone::Battlefield && c.is_creature &&
                     o.controlled_since_turn >= s.players[o.controller].last_turn_started;
  return c;
}

}  // namespace

PlayerView Game::view(PlayerId seat) const {
  const GameState& s = state_;
  PlayerView v;
  v.viewer = seat == PlayerId::None ? -1 : raw(seat);
  v.turn = s.turn;
  v.step = s.in_mulligans ? "mulligan" : step_name(s.step);
  v.active = raw(s.active);
  v.priority = raw(s.priority);
  v.starting_player = raw(s.starting_player);
  v.result = result_name(s.result);
  for (int p = 0; p < kNumPlayers; ++p) {
    const Player& pl = s.players[p];
    PlayerPublic& out = v.players[p];
    out.life = pl.life;
    out.library_count = static_cast<int>(pl.library.size());
    out.hand_count = static_cast<int>(pl.hand.size());
    if (v.viewer == p) {
      // Own hand, in id order so the view does not depend on draw order details.
      for (int id = 0; id < s.num_objects; ++id)
        if (s.objects[id].zone == Zone::Hand && s.objects[id].owner == p)
          out.hand.push_back(card_view(*this, s, object_id(id)));
    }
    for (ObjectId id : pl.graveyard) out.graveyard.push_back(card_view(*this, s, id));
    for (ObjectId id : pl.exile) out.exile.push_back(card_view(*this, s, id));
    out.mulligans = pl.mulligans;
    out.lands_played = pl.lands_played;
    for (int c = 0; c < 6; ++c) out.mana_pool[c] = pl.pool.amount[c];
  }
  for (ObjectId id : s.battlefield) v.battlefield.push_back(card_view(*this, s, id));
  for (const StackItem& it : s.stack) v.stack.push_back(card_view(*this, s, it.object));
  v.decision_kind = decision_kind_name(s.pending.kind);
  v.decision_player = s.pending.player == PlayerId::None ? -1 : raw(s.pending.player);
  return v;
}

}  // namespace rwd
