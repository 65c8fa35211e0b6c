// Puzzle goals in Forge's words ("Win", "Survive", "Destroy specified permanents", ...) and
// the "Targets" filter that names the permanents a goal is about, checked frame by frame
// through the game API (Game::view), never through rules internals.
// Thread-safe: values; a GoalTracker is used by one thread at a time.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "game/card_pool.h"
#include "game/game.h"

namespace rwd {

enum class PuzzleGoal : uint8_t {
  Win,               // p1 wins the game before the cleanup step of the last turn
  Survive,           // p1 has not lost when the last turn has ended
  Destroy,           // every permanent the targets name has left the battlefield
  PutOnBattlefield,  // TargetCount permanents the targets name are on the battlefield
  GainControl,       // p1 controls every permanent the targets name
};

// The goal Forge's Goal: value names (case-insensitive, with Forge's synonyms), or an error
// listing the goals known.
Result<PuzzleGoal> puzzle_goal(std::string_view name);
// Forge's main name of a goal ("Destroy specified permanents").
const char* puzzle_goal_name(PuzzleGoal g);
// The Targets a goal uses when the file gives none ("" when it must give some).
const char* default_targets(PuzzleGoal g);

// One alternative of a Forge "Valid" filter, "Creature.OppCtrl+Tapped": a card type (or
// Card / Permanent for any) and properties that must all hold. p1 is "You".
struct TargetTerm {
  uint16_t types = 0;      // type_bit()s of which the card has one; 0: any
  uint16_t not_types = 0;  // type_bit()s it must not have ("nonLand")
  int def = -1;            // "namedGrizzly Bears" or a plain card name: its CardDefId; -1: any
  int controller = -1;     // 0: YouCtrl, 1: OppCtrl
  int owner = -1;          // 0: YouOwn, 1: OppOwn
  int tapped = -1;         // 1: Tapped, 0: Untapped
};

// Alternatives separated by ',' (Forge's "or").
struct TargetFilter {
  std::vector<TargetTerm> terms;
  // True iff permanent `c` fits one of the terms.
  bool matches(const CardView& c) const;
};

// Parses Forge's Valid syntax, or a card name of `pool`. Errors name the unknown part.
Result<TargetFilter> parse_targets(std::string_view text, const CardPool& pool);

// Follows a puzzle game frame by frame and says when its goal (other than Win and Survive,
// which the game's result and turn decide) is reached, as Forge's goal triggers do: Destroy
// when a named permanent has just left the battlefield and none is left; PutOnBattlefield
// when a named permanent has just entered and `count` are there; GainControl when a named
// permanent has just come under p1's control and none is left.
class GoalTracker {
 public:
  GoalTracker(PuzzleGoal goal, TargetFilter filter, int count, const Game& start);
  // Called at each new frame; true iff the goal is reached at this frame.
  bool reached(const Game& g);
  // The number of permanents the targets name at the last frame seen.
  int matching() const { return static_cast<int>(matching_.size()); }
  // True iff object `id` was one the targets named at the last frame seen or the one before.
  bool involves(int id) const;

 private:
  struct Seen {
    int id;
    int controller;
  };
  std::vector<Seen> scan(const Game& g, std::vector<Seen>* battlefield) const;
  PuzzleGoal goal_;
  TargetFilter filter_;
  int count_;
  std::vector<Seen> matching_, battlefield_;  // at the last frame seen, by id
  std::vector<Seen> previous_;                // matching_ of the frame before
};

}  // namespace rwd
