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

struct HumanExit;

// A deck argument: a built-in deck id or name, or a path to a .dck or plain list file.
// Cards with unsupported lines are refused unless `allow_unsupported`.
Result<PlayerSetup> load_deck_arg(const std::string& arg, const CardDb& db, bool allow_unsupported = false);

// The card pool of a game: the built-in pool, plus the scripts under each of `card_paths`
// (cards/card_pool.h: built-in cards win over same-named scripts). With no paths it is the
// built-in db itself; otherwise a copy kept in `owned`. What was added, skipped and refused
// is reported on `notes` ("cards: 18121 added from PATH, 172 already in the pool, 1 not
// loaded: first: ...").
Result<const CardDb*> game_card_db(const std::vector<std::string>& card_paths,
                                   std::unique_ptr<CardDb>& owned, std::ostream& notes);

// For each distinct card in the decks with unsupported lines, one notice for both players:
// text "note: Name is not fully implemented: LINE (REASON)" or, with `json`, an object
// {"type":"not_implemented","card":Name,"line":N,"text":LINE,"reason":REASON} per line.
void print_not_implemented(const GameSetup& setup, const CardDb& db, bool json, std::ostream& out);

// The default pair of decks: the first two built-in decks.
std::vector<std::string> default_deck_args();

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
