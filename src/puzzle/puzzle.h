// Puzzles in Forge's .pzl format: a [metadata] section (Name, URL, Goal, Turns, Difficulty,
// Description) and a [state] section describing a board (life, turn, active player and
// phase, and each zone of "human" and "ai" as cards separated by ';' with modifiers after
// '|'). human is p1, ai is p2. Only what the engine can represent is accepted: anything else
// (another goal, an unknown key, modifier, counter kind or card, a player at 0 life) is an
// error naming it, never silently dropped. See docs/bots.md for the supported subset.
// Thread-safe: pure functions of their arguments (run_puzzle calls the choosers it is given).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "game/card_pool.h"
#include "game/game.h"

namespace rwd {

struct Puzzle {
  std::string name;
  std::string url;
  std::string difficulty;
  std::string description;
  std::string goal = "Win";  // the only goal supported: p1 wins
  int turns = 1;             // the goal must be reached by the end of turn (start + turns - 1)
  Position position;
};

// Parses puzzle text. Card names are checked against `pool` (unknown or unsupported cards
// are errors). Errors give the line number: "line 12: unknown card \"Grizly Bears\"".
Result<Puzzle> parse_puzzle(std::string_view text, const CardPool& pool);
// Reads and parses a file; errors are prefixed with the path.
Result<Puzzle> load_puzzle_file(const std::string& path, const CardPool& pool);

// The last turn on which the goal counts.
inline int puzzle_last_turn(const Puzzle& p) { return p.position.turn + p.turns - 1; }

// Answers the pending decision of `seat` (a controller).
using PuzzleChooser = std::function<Result<int>(const Game&, PlayerId)>;

struct PuzzleOutcome {
  bool solved = false;        // p1 won by the end of the last turn
  GameResult result = GameResult::Ongoing;
  int final_turn = 0;         // the turn the run stopped on
  uint32_t decisions = 0;     // answered decisions
};

// Plays the puzzle from its position until the game ends or the turn limit passes, asking
// `choose` for each decision. Errors: the position cannot be built or is already decided
// (a player has lost before any decision), or a chooser fails.
Result<PuzzleOutcome> run_puzzle(const Puzzle& puzzle, const CardPool& pool,
                                 const PuzzleChooser& choose);

// The same with a game the caller made with Game::from_position(puzzle.position,
// pool.db(), ...) (for a listener, or to record it); `game` is left at the run's last frame.
Result<PuzzleOutcome> play_puzzle(const Puzzle& puzzle, Game& game, const PuzzleChooser& choose);

// The cards the puzzle's position uses, in every zone: ascending, no repeats.
std::vector<CardDefId> puzzle_card_ids(const Puzzle& puzzle, const CardPool& pool);

}  // namespace rwd
