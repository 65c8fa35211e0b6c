// Game: THE API every front end uses (CLI, records, bots, later the server). A game moves
// only by answering its pending decision; everything else is derived. Options are numbered
// in canonical order and the number shown is the number accepted everywhere.
// Thread-safe: a value type. Distinct Games may be used from distinct threads; one Game is
// not safe for concurrent mutation. Copies share the (immutable) CardDb.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card_db.h"
#include "core/status.h"
#include "game/decision.h"
#include "game/event.h"
#include "game/view.h"
#include "rules/options.h"
#include "rules/position.h"
#include "rules/state.h"

namespace rwd {

struct PlayerSetup {
  std::string deck_name;
  std::vector<CardDefId> deck;  // main deck, in list order
};

struct GameSetup {
  PlayerSetup players[kNumPlayers];
  uint64_t seed = 0;
  // Cards with unsupported lines may be in the decks: they play without those abilities
  // (an instant or sorcery whose spell ability is missing resolves doing nothing), and every
  // view shows the missing abilities as not implemented (CardView::not_implemented).
  bool allow_unsupported = false;
};

class Game {
 public:
  // Builds the opening position and settles to the first decision (frame 0).
  // `listener` (optional, not owned) receives the events of set-up and of every apply.
  // Errors: empty or oversized deck; a card with unsupported lines unless allowed.
  static Result<Game> create(const GameSetup& setup, const CardDb& db,
                             GameListener* listener = nullptr);

  // A game that starts from a described position (scenarios, puzzles); see rules/position.h.
  static Result<Game> from_position(const Position& position, const CardDb& db,
                                    GameListener* listener = nullptr);

  // The decision waiting for an answer. kind == GameOver when the game has ended.
  const Pending& pending() const { return state_.pending; }
  // The pending decision with its prompt and progress, for display.
  Decision decision() const;
  // Fills `out` with the legal answers, numbered by position. No heap allocation. The list
  // is computed once per decision (when the game reaches it) and kept, so asking for it,
  // and answering with apply(), costs a copy and not a second generation.
  void options(OptionList& out) const;
  const OptionList& options() const { return options_; }
  // Answers the pending decision with option `index`. An illegal index returns an error and
  // leaves the game bit-for-bit unchanged.
  Status apply(int index);
  // Resolves a typed answer: a number, a label ("cast Grizzly Bears#31"), a label without
  // ids ("cast Grizzly Bears"), or an object ("Grizzly Bears#31"). Errors name the problem.
  Result<int> parse_answer(std::string_view text) const;

  std::string option_label(const Option& o) const;
  std::string object_label(ObjectId id) const;  // "Grizzly Bears#31"
  std::string describe(const GameEvent& e) const;

  // Everything `seat` may know and nothing more; PlayerId::None gives the public view.
  // ViewText::ForBots leaves out the strings only people read (game/view.h).
  PlayerView view(PlayerId seat, ViewText text = ViewText::Full) const;
  // A seed for the controller of `seat`, derived one-way from the game seed.
  uint64_t controller_seed(PlayerId seat) const;
  // A copy for search in which everything `seat` cannot see is replaced by a sample drawn
  // from what it could be (game/determinize.cpp): the cards of the opponent's hand and of
  // both libraries are dealt at random, by `seed`, from the multiset of those hidden cards
  // (decklists are open), and the RNG inside is reseeded from `seed`. The result depends
  // only on view(seat), the decklists' hidden remainder and `seed`. No listener.
  Game determinized(PlayerId seat, uint64_t seed) const;

  uint64_t hash() const;
  // Checks the state against the engine's invariants (rules/state_check.h: the zones and the
  // objects in them, counters and effects, combat, tallies, the stack and the abilities
  // running, the pending decision and the options kept for it, the cached characteristics).
  // Errors: the first problem found, in words. Debug and sanitizer builds check every step
  // themselves; this is for records (`rewind replay --verify --check`) and tests.
  Status check() const;
  // The whole state as bytes (rules/state_codec.h): the start snapshot of records and forks.
  std::string snapshot() const;
  // The game whose state `bytes` encodes (see snapshot()). Errors: corrupt or truncated
  // bytes, or an object whose card definition id is not below db.size(); the message names
  // the problem. `db` must be the CardDb the snapshot's card ids refer to.
  static Result<Game> from_snapshot(std::string_view bytes, const CardDb& db,
                                    GameListener* listener = nullptr);
  bool over() const { return state_.over(); }

  // Only Game's own factories can name a Key: a blank Game is built in place (see create)
  // but never by anyone else.
  class Key {
    friend class Game;
    Key() = default;
  };
  Game(Key, const CardDb& db, GameListener* listener) : db_(&db), listener_(listener) {}
  // Copies carry the cached options (only the live ones are copied).
  Game(const Game& o);
  Game& operator=(const Game& o);
  GameResult result() const { return state_.result; }
  int turn() const { return state_.turn; }
  uint32_t inputs() const { return state_.inputs; }
  uint64_t seed() const { return state_.seed; }
  const CardDb& db() const { return *db_; }
  void set_listener(GameListener* listener) { listener_ = listener; }

  // The raw state, for the engine's own tests, invariant checks and benchmarks.
  const GameState& state() const { return state_; }
  friend bool operator==(const Game& a, const Game& b) { return a.state_ == b.state_; }

 private:
  Game(const CardDb& db, GameListener* listener) : db_(&db), listener_(listener) {}
  // Recomputes options_ from state_: called by everything that changes state_.
  void refresh_options();

  const CardDb* db_;
  GameListener* listener_;
  GameState state_;
  OptionList options_;  // legal_options(state_): a pure function of state_, kept in step
};

const char* player_name(PlayerId p);  // "p1", "p2"
const char* result_name(GameResult r);  // "p1", "p2", "draw", "ongoing"

}  // namespace rwd
