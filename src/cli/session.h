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
#include "game/card_pool.h"
#include "game/game.h"

namespace rwd {

struct HumanExit;

// The card pool of a game (game/card_pool.h CardPool::with_scripts): the built-in pool,
// plus the scripts under each of `card_paths` (built-in cards win over same-named scripts).
// What was added, skipped and refused is reported on `notes` ("cards: 18121 added from
// PATH, 172 already in the pool, 1 not loaded: first: ..."). Errors: "--cards PATH: why".
Result<CardPool> game_card_pool(const std::vector<std::string>& card_paths, std::ostream& notes);

// For each distinct card in the decks with unsupported lines, one notice for both players:
// text "note: Name is not fully implemented: LINE (REASON)" or, with `json`, an object
// {"type":"not_implemented","card":Name,"line":N,"text":LINE,"reason":REASON} per line.
void print_not_implemented(const GameSetup& setup, const CardDb& db, bool json, std::ostream& out);

// "human" reads from `in` and writes prompts to `out` (and says why it stopped in `exit`,
// optional); other kinds come from bots/.
Result<std::unique_ptr<Controller>> make_cli_controller(const std::string& kind, std::istream& in,
                                                        std::ostream& out, bool json,
                                                        const ControllerOptions& options,
                                                        HumanExit* exit = nullptr);

// The controller kinds a command accepts, for help texts and messages: "human, random,
// first, scripted, heuristic, search".
inline constexpr const char* kAllControllerKinds =
    "human, random, first, scripted, heuristic, search";

// Refuses options a command would otherwise ignore: --answer without a scripted seat,
// --budget and --threads without a search seat. An error message, or "".
std::string check_controller_settings(const std::string kinds[kNumPlayers], bool answers_given,
                                      bool budget_given, bool threads_given);

struct GameOutcome {
  GameResult result = GameResult::Ongoing;
  int turns = 0;
  uint64_t hash = 0;
  uint64_t decisions = 0;  // answered decisions (inputs)
};

// Called before each decision is asked (to print it) and once it is answered, before the
// answer is applied (so the answer prints ahead of the events it causes); `forced` iff the
// answer was given ahead (`resume --choose`), not by the seat's controller.
struct LoopHooks {
  std::function<void(const Game&)> before;
  std::function<void(const Game&, int answer, const std::string& label, bool forced)> chosen;
};

// Plays until the game is over. Errors come from controllers (e.g. input ended).
Result<GameOutcome> play_out(Game& game, Controller* controllers[kNumPlayers], const LoopHooks* hooks);

}  // namespace rwd
