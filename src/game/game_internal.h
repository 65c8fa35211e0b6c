// The rules' state of a Game, for the engine's own code and tests: game/*.cpp, the rules'
// and the engine's tests, invariant checks and benchmarks. Front ends (cli, record, bots,
// puzzle, server, py) never include this header (scripts/check_structure.py): they see a
// game only through game/game.h. Thread-safe: as Game.
#pragma once

#include <new>
#include <type_traits>

#include "game/game.h"
#include "rules/state.h"

namespace rwd {

static_assert(sizeof(GameState) <= Game::kStateStorage, "raise Game::kStateStorage in game/game.h");
static_assert(alignof(GameState) <= Game::kStateAlign);
static_assert(std::is_trivially_destructible_v<GameState>);

inline GameState& Game::state() {
  return *std::launder(reinterpret_cast<GameState*>(state_storage_));
}
inline const GameState& Game::state() const {
  return *std::launder(reinterpret_cast<const GameState*>(state_storage_));
}

// The state of `g`, read-only. The reference lives as long as `g` and changes with it.
inline const GameState& state_of(const Game& g) {
  return g.state();
}

}  // namespace rwd
