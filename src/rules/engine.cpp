// Creating a game and applying options; see engine.h.
#include "rules/engine.h"

#include "rules/answer.h"
#include "rules/state_check.h"
#include "rules/turn.h"
#include "rules/zones.h"

namespace rwd {

Status new_game(const RulesSetup& setup, const CardDb& db, EventSink* sink, GameState& s) {
  for (int p = 0; p < kNumPlayers; ++p) {
    if (setup.decks[p].empty())
      return Status::error("player " + std::to_string(p + 1) + "'s deck is empty");
    if (setup.decks[p].size() > static_cast<size_t>(kMaxDeckSize))
      return Status::error("player " + std::to_string(p + 1) + "'s deck has " +
                           std::to_string(setup.decks[p].size()) + " cards; the most is " +
                           std::to_string(kMaxDeckSize));
    for (CardDefId d : setup.decks[p])
      if (raw(d) >= db.size()) return Status::error("deck refers to an unknown card definition");
  }
  s.seed = setup.seed;
  s.rng = Rng::from_seed(setup.seed);
  for (int p = 0; p < kNumPlayers; ++p) {
    CardDefId prev = CardDefId::None;
    for (CardDefId d : setup.decks[p]) {
      if (d == prev) continue;  // copies of a card usually come together in a deck list
      prev = d;
      s.any_activated |= !db.get(d).front().activated.empty() || db.get(d).front().flashback;
      s.any_triggered |= !db.get(d).front().triggered.empty();
      s.any_static |= !db.get(d).front().statics.empty();
      if (const CardDefId b = db.back_face(d); b != CardDefId::None) {  // 712: it may transform
        s.any_activated |= !db.get(b).front().activated.empty();
        s.any_triggered |= !db.get(b).front().triggered.empty();
        s.any_static |= !db.get(b).front().statics.empty();
      }
    }
  }
  Ctx c{s, db, sink};
  for (int p = 0; p < kNumPlayers; ++p) {
    for (CardDefId d : setup.decks[p]) {
      ObjectId id = object_id(s.num_objects++);
      Object& o = s.obj(id);
      o.def = d;
      o.owner = o.controller = static_cast<uint8_t>(p);
      o.zone = Zone::Library;
      s.players[p].library.push_back(id);
      refresh_characteristics(c, id);
    }
  }
  // 103.1: the starting player is chosen at random; 103.3: libraries are shuffled.
  s.starting_player = player_id(static_cast<int>(s.rng.below(kNumPlayers)));
  s.active = s.priority = s.starting_player;
  c.emit(EventKind::GameStart, s.starting_player);
  for (int i = 0; i < kNumPlayers; ++i)
    shuffle_library(c, player_id((raw(s.starting_player) + i) % kNumPlayers));
  for (int i = 0; i < kNumPlayers; ++i)
    for (int k = 0; k < kStartingHand; ++k)
      draw_card(c, player_id((raw(s.starting_player) + i) % kNumPlayers));
  settle(c);
#if defined(REWIND_CHECK_STATE)
  abort_on_state_problem(s, db, nullptr, "new_game");
#endif
  return Status::ok();
}

void apply_option(GameState& s, const CardDb& db, const Option& option, EventSink* sink,
                  OptionList* next) {
  Ctx c{s, db, sink};
  apply_answer(c, option);
  settle(c, next);
#if defined(REWIND_CHECK_STATE)
  abort_on_state_problem(s, db, next, "apply_option");
#endif
}

}  // namespace rwd
