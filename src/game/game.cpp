#include "game/game.h"

#include <xxhash.h>

#include <cassert>

#include "cards/card_db.h"
#include "game/event_adapter.h"
#include "game/game_internal.h"
#include "rules/engine.h"
#include "rules/options.h"
#include "rules/position.h"
#include "rules/state_hash.h"

namespace rwd {

namespace {

// Unsupported cards are refused unless the setup allows them.
Status check_supported(const GameSetup& setup, const CardDb& db) {
  if (setup.allow_unsupported) return Status::ok();
  for (int p = 0; p < kNumPlayers; ++p)
    for (CardDefId id : setup.players[p].deck) {
      if (raw(id) >= db.size()) continue;  // new_game reports unknown ids
      const CardDef& def = db.get(id);
      if (!def.supported())
        return Status::error("p" + std::to_string(p + 1) + "'s deck: " + def.name() + " line " +
                             std::to_string(def.unsupported[0].line) + " \"" +
                             def.unsupported[0].text + "\": " + def.unsupported[0].reason +
                             " (unsupported cards are not allowed)");
    }
  return Status::ok();
}

}  // namespace

Game::Game(const CardDb& db, GameListener* listener) : db_(&db), listener_(listener) {
  new (state_storage_)
      GameState;  // default-initialized, not value-initialized: no memset of the buffers
}

Game::Game(Key, const CardDb& db, GameListener* listener) : Game(db, listener) {}

Result<Game> Game::create(const GameSetup& setup, const CardDb& db, GameListener* listener) {
  // Every path returns `made`, so the compiler builds it in the caller's result (a return
  // of any other object, even an error, makes it copy the whole Game, ~25 KB, instead).
  Status st = check_supported(setup, db);
  Result<Game> made =
      st ? Result<Game>(std::in_place, Key{}, db, listener) : Result<Game>(std::move(st));
  if (!made) return made;
  RulesSetup rs;
  for (int p = 0; p < kNumPlayers; ++p) rs.decks[p] = setup.players[p].deck;
  rs.seed = setup.seed;
  Game& g = *made;
  EventAdapter adapter(g, listener);
  st = new_game(rs, db, listener ? &adapter : nullptr, g.state());
  if (st) {
    g.refresh_options();
  } else {
    made = Result<Game>(std::move(st));
  }
  return made;
}

Result<Game> Game::from_position(const Position& position, const CardDb& db,
                                 GameListener* listener) {
  Game g(db, listener);
  EventAdapter adapter(g, listener);
  Result<GameState> s = build_position(position, db, listener ? &adapter : nullptr);
  if (!s) return s.status();
  g.state() = *s;
  g.refresh_options();
  return g;
}

Game::Game(const Game& o) : db_(o.db_), listener_(o.listener_), head_(o.head_) {
  new (state_storage_) GameState(o.state());
  for (const Option& x : o.options_) options_.push_back(x);
}

Game& Game::operator=(const Game& o) {
  if (this == &o) return *this;
  db_ = o.db_;
  listener_ = o.listener_;
  head_ = o.head_;
  state() = o.state();
  options_.clear();
  for (const Option& x : o.options_) options_.push_back(x);
  return *this;
}

bool operator==(const Game& a, const Game& b) {
  return a.state() == b.state();
}

void Game::refresh_options() {
  legal_options(state(), *db_, options_);
  refresh_head();
}

void Game::refresh_head() {
  const GameState& s = state();
  head_.pending = s.pending;
  head_.result = s.result;
  head_.turn = s.turn;
  head_.inputs = s.inputs;
}

void Game::options(OptionList& out) const {
  out.clear();
  for (const Option& x : options_) out.push_back(x);
}

void Game::generate_options(OptionList& out) const {
  legal_options(state(), *db_, out);
}

Status Game::apply(int index) {
  assert(head_.pending == state().pending &&
         head_.inputs == state().inputs);  // refresh_head kept it
  if (state().over()) return Status::error("the game is over; there is nothing to answer");
  if (index < 0 || index >= static_cast<int>(options_.size()))
    return Status::error("option " + std::to_string(index) + " is not legal: choose 0.." +
                         std::to_string(static_cast<int>(options_.size()) - 1));
  Option chosen = options_[index];
  ++state().inputs;
  EventAdapter adapter(*this, listener_);
  apply_option(state(), *db_, chosen, listener_ ? &adapter : nullptr, &options_);
  refresh_head();
  return Status::ok();
}

uint64_t Game::seed() const {
  return state().seed;
}
size_t Game::state_bytes() {
  return sizeof(GameState);
}

uint64_t Game::hash() const {
  return hash_state(state());
}

uint64_t Game::controller_seed(PlayerId seat) const {
  struct {
    uint64_t seed;
    uint64_t seat;
    char tag[8];
  } in{state().seed, raw(seat), {'r', 'e', 'w', 'b', 'o', 't', '0', '1'}};
  return XXH3_64bits(&in, sizeof in);
}

}  // namespace rwd
