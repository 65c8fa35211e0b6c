// Game::check: the engine's state checker (rules/state_check.h) behind the game API.
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/state_check.h"

namespace rwd {

Status Game::check() const {
  StateCheckOptions opt;
  opt.options = &options_;
  opt.characteristics = true;
  const std::string problem = state_problem(state(), *db_, opt);
  return problem.empty() ? Status::ok() : Status::error(problem);
}

}  // namespace rwd
