// Puzzles in Forge's .pzl format: a [metadata] section (Name, URL, Goal, Turns, Difficulty,
// Description, Targets, TargetCount) and a [state] section describing a board (life,
// poison, mana, turn, active player and phase, and each zone of "human" and "ai" as cards
// separated by ';' with modifiers after '|'). human is p1, ai is p2. Only what the engine
// can represent is accepted: anything else (an unknown goal, key, modifier, counter kind or
// card, a face-down card, a player at 0 life) is an error naming it and its line, never
// silently dropped. See docs/puzzles.md for the format supported.
// Thread-safe: pure functions of their arguments (run_puzzle calls the choosers it is given).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "game/card_pool.h"
#include "game/game.h"
#include "puzzle/goal.h"

namespace rwd {

struct Puzzle {
  std::string name;
  std::string url;
  std::string difficulty;
  std::string description;
  std::string goal = "Win";  // the Goal as the file writes it
  PuzzleGoal kind = PuzzleGoal::Win;
  // Forge's Turns: the number of the last turn (not a count). The goal must be reached
  // before the cleanup step of that turn (Survive: p1 must not lose before it ends).
  int turns = 1;
  std::string targets;   // the Targets filter (a goal's default when the file gives none)
  TargetFilter filter;   // `targets`, parsed
  int target_count = 1;  // TargetCount: how many for PutOnBattlefield
  Position position;
};

// Parses puzzle text. Card names are checked against `pool` (unknown or unsupported cards
// are errors). Errors give the line number: "line 12: unknown card \"Grizly Bears\"".
// `allow_unsupported`: cards with lines the engine cannot run are placed and play without
// those lines (else they are refused, with the line named).
Result<Puzzle> parse_puzzle(std::string_view text, const CardPool& pool,
                            bool allow_unsupported = false);
// Reads and parses a file; errors are prefixed with the path.
Result<Puzzle> load_puzzle_file(const std::string& path, const CardPool& pool,
                                bool allow_unsupported = false);

// The last turn on which the goal counts: Turns, or one more for a puzzle that starts in a
// cleanup step (as Forge counts it).
inline int puzzle_last_turn(const Puzzle& p) {
  return p.turns + (p.position.step == Step::Cleanup ? 1 : 0);
}
// A line that says what the goal is: "Win by the end of turn 1", "Destroy specified
// permanents (Creature.OppCtrl) by the end of turn 3".
std::string puzzle_goal_text(const Puzzle& p);

// Answers the pending decision of `seat` (a controller).
using PuzzleChooser = std::function<Result<int>(const Game&, PlayerId)>;

struct PuzzleOutcome {
  bool solved = false;  // the goal was reached in time
  GameResult result = GameResult::Ongoing;
  int final_turn = 0;      // the turn the run stopped on
  uint32_t decisions = 0;  // answered decisions (the run stops once the goal is reached)
};

// Plays the puzzle from its position until the goal is reached, the game ends or the time
// is up (puzzle_last_turn), asking `choose` for each decision. Errors: the position cannot
// be built or is already decided (a player has lost before any decision), or a chooser
// fails.
Result<PuzzleOutcome> run_puzzle(const Puzzle& puzzle, const CardPool& pool,
                                 const PuzzleChooser& choose);

// The same with a game the caller made with Game::from_position(puzzle.position,
// pool.db(), ...) (to record it); `game` is left at the run's last frame. The game's events
// go to `listener` (optional, not owned): the run listens to them itself (to tell whether a
// goal was reached before the time was up) and passes each on.
Result<PuzzleOutcome> play_puzzle(const Puzzle& puzzle, Game& game, const PuzzleChooser& choose,
                                  GameListener* listener = nullptr);

// The cards the puzzle's position uses, in every zone: ascending, no repeats.
std::vector<CardDefId> puzzle_card_ids(const Puzzle& puzzle, const CardPool& pool);

}  // namespace rwd
