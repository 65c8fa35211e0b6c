#include "rules/play_effect.h"

#include "rules/casting.h"
#include "rules/targeting.h"
#include "rules/vm.h"

namespace rwd {

bool begin_play_effect(Ctx& c, Interaction& it, ObjectId card) {
  GameState& s = c.s;
  const Object& o = s.obj(card);
  const PlayerId p = player_id(it.controller);
  // A card in a hidden or public zone other than the stack and the battlefield (a library's
  // top card, a graveyard, exile, a hand); lands can't be cast (305.9).
  if (o.zone == Zone::Stack || o.zone == Zone::Battlefield || o.zone == Zone::None) return false;
  if (o.types & type_bit(CardType::Land)) return false;
  const Program* prog = spell_program(c.db, o);
  if (!prog) {  // no choices to make: onto the stack at once
    cast_spell(c, p, card, 0, nullptr, kCastWithoutManaCost);
    return false;
  }
  // 601.2c: a spell needs a legal choice for every target; the casting interaction needs room.
  if (!targets_available(s, c.db, *prog, p, card) || s.interactions.size() >= kMaxInteractions)
    return false;
  it.waiting = 1;
  begin_cast(c, p, card);
  s.interactions.back().cast_flags = kCastWithoutManaCost;
  return true;
}

}  // namespace rwd
