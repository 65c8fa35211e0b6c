// SeatHandle: everything a bot may learn about a game, and nothing more. A bot is just
// another player: it gets the pending decision, its options and labels, its seat's
// PlayerView, its controller seed and the input index, and (for search) samples of the
// hidden information drawn only from what its seat knows. It cannot reach the raw state,
// the hash or the real RNG: the heuristic and search bots take a SeatHandle, never a Game,
// so a leak of hidden information would not compile.
// Thread-safe: a handle borrows a const Game; several threads may read one game at once.
#pragma once

#include <cstdint>
#include <string>

#include "game/game.h"

namespace rwd {

class SeatHandle {
 public:
  // REQUIRES: `game` outlives the handle.
  SeatHandle(const Game& game, PlayerId seat) : game_(&game), seat_(seat) {}

  PlayerId seat() const { return seat_; }
  const Pending& pending() const { return game_->pending(); }
  Decision decision() const { return game_->decision(); }
  void options(OptionList& out) const { game_->options(out); }
  std::string option_label(const Option& o) const { return game_->option_label(o); }
  // The seat's own view: its hand, public zones, counts of hidden zones; without the text
  // only people read (ViewText::ForBots), which no bot uses.
  PlayerView view() const { return game_->view(seat_, ViewText::ForBots); }
  uint64_t controller_seed() const { return game_->controller_seed(seat_); }
  uint32_t inputs() const { return game_->inputs(); }
  bool over() const { return game_->over(); }
  // What a card's abilities do (Game::effect; public: decklists are open and card texts are
  // known), e.g. what a spell does to its targets. nullptr if the card has no such ability.
  const EffectSummary* effect(int def, AbilityKind kind, int index = 0) const {
    return game_->effect(def, kind, index);
  }
  // True iff card `c` fits `f` for an ability this seat controls (Game::fits).
  bool fits(const FilterSummary& f, const CardView& c) const { return game_->fits(f, c, seat_); }
  // A full game consistent with this seat's information (Game::determinized): the only way
  // a bot gets a Game it may simulate.
  Game determinized(uint64_t seed) const { return game_->determinized(seat_, seed); }

 private:
  const Game* game_;
  PlayerId seat_;
};

}  // namespace rwd
