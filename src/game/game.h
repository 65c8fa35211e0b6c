// Game: THE API every front end uses (CLI, records, bots, later the server and the Python
// module). A game moves only by answering its pending decision; everything else is derived.
// Options are numbered in canonical order and the number shown is the number accepted
// everywhere. Front ends include game/ headers only (scripts/check_structure.py): this one,
// the vocabulary (game/types.h), views, decisions, events and the card pool
// (game/card_pool.h). The rules' state stays behind this class: engine tests reach it
// through game/game_internal.h, which front ends may not include.
// Thread-safe: a value type. Distinct Games may be used from distinct threads; one Game is
// not safe for concurrent mutation. Copies share the (immutable) CardDb.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "game/decision.h"
#include "game/event.h"
#include "game/types.h"
#include "game/view.h"

namespace rwd {

// The card definitions a game uses (cards/card_db.h). Front ends hold it only as an opaque
// handle, from a CardPool (game/card_pool.h).
class CardDb;
// The rules' state (rules/state.h); never complete in front ends.
struct GameState;

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
  // REQUIRES (here and in every factory): `db` outlives the game and its copies.
  static Result<Game> create(const GameSetup& setup, const CardDb& db,
                             GameListener* listener = nullptr);

  // A game that starts from a described position (scenarios, puzzles; game/types.h).
  // Errors: an unknown card, a card the engine cannot run, a zone over capacity.
  static Result<Game> from_position(const Position& position, const CardDb& db,
                                    GameListener* listener = nullptr);

  // The decision waiting for an answer. kind == GameOver when the game has ended.
  const Pending& pending() const { return head_.pending; }
  // The pending decision with its prompt and progress, for display.
  Decision decision() const;
  // Fills `out` with the legal answers, numbered by position. No heap allocation. The list
  // is computed once per decision (when the game reaches it) and kept, so asking for it,
  // and answering with apply(), costs a copy and not a second generation.
  void options(OptionList& out) const;
  const OptionList& options() const { return options_; }
  // Generates the legal answers afresh into `out` (what the game does once when it reaches
  // a decision); the same list as options(). For benchmarks of option generation.
  void generate_options(OptionList& out) const;
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

  // What ability `index` of kind `kind` of card definition `def` (CardView::def) does
  // (game/types.h EffectSummary, cards/effect_summary.h): public card text, for bots. For
  // AbilityKind::Spell `index` must be 0. nullptr if `def` is not a card of this game's
  // pool or its front face has no such ability. The pointer lives as long as the CardDb.
  const EffectSummary* effect(int def, AbilityKind kind, int index = 0) const;
  // True iff card `c`, as a view shows it, fits `f` for an ability controlled by
  // `controller`: one of f's object terms holds for c's types, colors, keywords, controller,
  // tapped state and printed subtypes (FilterSummary says which tests a view can make).
  bool fits(const FilterSummary& f, const CardView& c, PlayerId controller) const;

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
  bool over() const { return head_.result != GameResult::Ongoing; }
  GameResult result() const { return head_.result; }
  int turn() const { return head_.turn; }
  uint32_t inputs() const { return head_.inputs; }  // answered decisions: the frame number
  uint64_t seed() const;
  const CardDb& db() const { return *db_; }
  void set_listener(GameListener* listener) { listener_ = listener; }
  // sizeof the rules' state: what a copy of a game holds (the bench reports it).
  static size_t state_bytes();
  // Room for the state inside a Game: game/game_internal.h checks that sizeof(GameState)
  // fits (raise it if not).
  static constexpr size_t kStateStorage = 27 * 1024;
  static constexpr size_t kStateAlign = 16;

  // Only Game's own factories can name a Key: a blank Game is built in place (see create)
  // but never by anyone else.
  class Key {
    friend class Game;
    Key() = default;
  };
  Game(Key, const CardDb& db, GameListener* listener);
  // Copies carry the cached options (only the live ones are copied).
  Game(const Game& o);
  Game& operator=(const Game& o);
  ~Game() = default;  // the state is trivially destructible (game.cpp checks)
  friend bool operator==(const Game& a, const Game& b);

 private:
  friend const GameState& state_of(const Game& g);  // game/game_internal.h
  Game(const CardDb& db, GameListener* listener);
  // The state lives in state_storage_ (a GameState built in place by every constructor),
  // so that this header needs no rules/ header. Defined in game/game_internal.h.
  GameState& state();
  const GameState& state() const;
  // Recomputes options_ and head_ from the state: called by everything that changes it.
  void refresh_options();
  // Copies the state's most-read fields into head_ (after apply() has filled options_).
  void refresh_head();

  // The fields front ends read at every decision, copied from the state whenever it changes,
  // so that their accessors stay inline without this header seeing the state.
  struct Head {
    Pending pending;
    GameResult result = GameResult::Ongoing;
    uint16_t turn = 0;
    uint32_t inputs = 0;
  };

  const CardDb* db_;
  GameListener* listener_;
  Head head_;
  alignas(kStateAlign) unsigned char state_storage_[kStateStorage];
  OptionList options_;  // legal_options(state): a pure function of the state, kept in step
};

}  // namespace rwd
