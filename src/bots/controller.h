// Controllers answer decisions for one seat: random, first, scripted here; the terminal
// human lives in cli/. A controller sees the game only through what its seat may know
// (the pending decision, its options and labels, and game.view(seat)).
// Thread-safe: a controller instance is used by one game on one thread.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "game/game.h"

namespace rwd {

class Controller {
 public:
  virtual ~Controller() = default;
  virtual std::string_view kind() const = 0;
  // REQUIRES: game.pending().player == seat and the game is not over.
  // Returns the option number to apply, or an error (e.g. scripted answers ran out).
  virtual Result<int> choose(const Game& game, PlayerId seat) = 0;
};

// Uniform over the legal options. Its randomness derives from the game's controller seed
// for the seat and the input index, so it keeps no state: replays and resumes are exact.
std::unique_ptr<Controller> make_random_controller();
// Always option 0 (pass / done / keep where those exist).
std::unique_ptr<Controller> make_first_controller();
// Answers from a list (numbers or labels), in order; an error when the list runs out.
std::unique_ptr<Controller> make_scripted_controller(std::vector<std::string> answers);

// Settings a controller kind may use: scripted answers, a search budget in simulations
// (never seconds, so runs reproduce) and a thread count.
struct ControllerOptions {
  std::vector<std::string> answers;
  int budget = 0;   // 0: the kind's default
  int threads = 1;
};

// "random", "first", "scripted", "heuristic" (bots/heuristic.h), "search" (bots/search.h:
// budget in simulations, default kDefaultSearchBudget; threads). Error names the unknown kind
// and the known ones.
Result<std::unique_ptr<Controller>> make_controller(std::string_view kind,
                                                    const ControllerOptions& options = {});

}  // namespace rwd
