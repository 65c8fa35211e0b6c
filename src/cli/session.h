// Running games for the CLI: loading decks from arguments, making controllers, and the
// loop that asks the controller of the acting seat and applies its answer.
// Thread-safe: functions of their arguments; one game per call.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "bots/controller.h"
#include "cards/card_db.h"
#include "game/game.h"

namespace rwd {

// A deck argument: a built-in deck id or name, or a path to a .dck or plain list file.
Result<PlayerSetup> load_deck_arg(const std::string& arg, const CardDb& db);

// The default pair of decks: the first two built-in decks.
std::vector<std::string> default_deck_args();

// "human" reads from `in` and writes prompts to `out`; other kinds come from bots/.
Result<std::unique_ptr<Controller>> make_cli_controller(const std::string& kind, std::istream& in,
                                                        std::ostream& out, bool json,
                                                        const ControllerOptions& options);

struct GameOutcome {
  GameResult result = GameResult::Ongoing;
  int turns = 0;
  uint64_t hash = 0;
  uint64_t decisions = 0;  // answered decisions (inputs)
};

// Called before each decision is asked (to print it) and once it is answered, before the
// answer is applied (so the answer prints ahead of the events it causes).
struct LoopHooks {
  std::function<void(const Game&)> before;
  std::function<void(const Game&, int answer, const std::string& label)> chosen;
};

// Plays until the game is over. Errors come from controllers (e.g. input ended).
Result<GameOutcome> play_out(Game& game, Controller* controllers[kNumPlayers], const LoopHooks* hooks);

}  // namespace rwd
