// Game::snapshot and Game::from_snapshot: the game API over the state codec.
#include "cards/card_db.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/state_codec.h"

namespace rwd {

std::string Game::snapshot() const {
  return encode_state(state());
}

Result<Game> Game::from_snapshot(std::string_view bytes, const CardDb& db, GameListener* listener) {
  Game g(db, listener);
  uint16_t flags = 0;
  Status s = decode_state(bytes, g.state(), &flags);
  if (!s) return s;
  for (int i = 0; i < g.state().num_objects; ++i)
    if (!db.has(g.state().objects[i].def))
      return Status::error("state snapshot: object " + std::to_string(i) +
                           " refers to card definition " +
                           std::to_string(raw(g.state().objects[i].def)) +
                           " but the card data has " + std::to_string(db.size()) + " cards");
  for (const Interaction& it : g.state().interactions) {
    const CardFace& face = db.get(g.state().obj(it.source).def).front();
    const Program* prog = db.ability_program(g.state().obj(it.source).def, it.ability);
    if (!prog || it.pc >= prog->code.size() || (it.phase == RunPhase::Casting && it.pc > prog->resolve_pc))
      return Status::error("state snapshot: an ability being run by " + face.name +
                           " does not fit its card's program");
  }
  for (const StackItem& item : g.state().stack)
    if (item.ability > 0 && !db.ability_program(g.state().obj(item.object).def, item.ability))
      return Status::error(
          "state snapshot: the stack holds activated ability " + std::to_string(item.ability) +
          " of " + db.get(g.state().obj(item.object).def).name() + ", which has no such ability");
  apply_state_flags(g.state(), flags);
  g.refresh_options();
  return g;
}

}  // namespace rwd
