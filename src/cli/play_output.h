// What a game prints while it is played (`play`, `resume`, `play --from`, `puzzle` with a
// person at the table): the event lines, the decision and answer lines (JSON), the other
// seats' moves in words (text), the stop and game-over lines. A chain of resumes prints
// through the same functions, so it prints exactly what one uninterrupted game prints.
// Thread-safe: values and functions of their arguments; one game per listener.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>

#include "cli/session.h"
#include "game/game.h"

namespace rwd {

// Who the output is for. A seat that `sees` has its hidden cards shown (its draws, its
// decisions' options); with every seat seeing, the output is an omniscient log. A seat whose
// answers are `typed` at this terminal (a text-mode human) does not have them echoed.
struct Audience {
  bool sees[kNumPlayers] = {true, true};
  bool typed[kNumPlayers] = {false, false};
  bool all() const { return sees[0] && sees[1]; }
};

// The audience of a game whose human seats are `human`: the human seats see (all seats
// when there is none); with `viewer` (a stop file's seat, or --seat) only that seat sees.
Audience make_audience(const bool human[kNumPlayers], bool json, PlayerId viewer = PlayerId::None);

std::unique_ptr<GameListener> make_play_listener(bool json, const Audience& audience);
LoopHooks make_play_hooks(bool json, const Audience& audience);

// A move in words for the log ("p2 passes (upkeep)", "p2 targets Grizzly Bears#31",
// "p1 attacks with nothing"), or "" when the events it causes already say it ("p2 casts
// Lightning Bolt#3"). `label` is the chosen option's label; `game` is before the answer.
std::string move_in_words(const Game& game, PlayerId who, const std::string& label);

// The last lines of a session: a stop (the pending decision as `seat` sees it; JSON: a
// `stop` line), or the game-over line.
void print_stop(const Game& g, const std::string& rule, const std::string& snapshot, bool json,
                std::ostream& out);
void print_game_over(const Game& g, bool json, std::ostream& out);

}  // namespace rwd
