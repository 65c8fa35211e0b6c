// Replay: a record opened for reading frames. Opening rebuilds the card data from the
// record's card table, builds the start position (the decks and seed, or the start
// snapshot) and checks it against the first recorded hash. Frames are then reached by
// replaying inputs from the nearest checkpoint: the start, or (after index()) a kept copy
// of every kSeekEvery-th frame, so any frame is at most kSeekEvery - 1 inputs away.
// Every replay checks each input's player and legality and the hashes it passes; errors
// name the frame ("frame 57: option 9 is not legal: choose 0..4").
// Thread-safe: const methods may be called from several threads once index() has returned;
// index() and verify() mutate (they fill inputs' players learned from a binary record).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/status.h"
#include "game/card_pool.h"
#include "game/game.h"
#include "record/record.h"

namespace rwd {

inline constexpr uint32_t kSeekEvery = 64;

struct VerifyReport {
  uint32_t first_frame = 0;
  uint32_t last_frame = 0;
  uint32_t frames = 0;                  // frames in the record: last - first + 1
  uint32_t frames_replayed = 0;         // frames reached before a divergence (all when ok)
  bool ok = false;
  bool engine_mismatch = false;         // the record names another engine or rules version
  std::optional<uint32_t> first_divergent_frame;  // the first frame found to differ
  std::optional<uint32_t> last_good_frame;        // the last frame whose hash matched
  std::optional<uint32_t>
      first_bad_state;  // with check_states: the first frame whose state breaks an invariant
  std::string problem;                  // empty iff ok
};

class Replay {
 public:
  // Errors: another engine or rules version (unless allow_other_engine: logs and engines
  // are paired), bad card scripts, a deck card the engine cannot run, a bad start snapshot,
  // a start hash that differs from the record.
  static Result<Replay> open(GameRecord record, bool allow_other_engine = false);

  const GameRecord& record() const { return rec_; }
  const CardDb& db() const { return pool_.db(); }
  const CardPool& pool() const { return pool_; }
  uint32_t first_frame() const { return rec_.start_frame; }
  uint32_t last_frame() const { return rec_.end_frame(); }
  // The version problem ("record made by engine 0.0.9 ..."), or "" when versions match.
  std::string engine_mismatch() const;

  // Replays the whole record once, checking everything, keeping checkpoints for seeking
  // and filling unknown players. Errors name the first bad frame.
  Status index();
  bool indexed() const { return indexed_; }

  // The game at `frame` (no listener). Errors: frame outside first_frame()..last_frame(),
  // or a replay failure on the way (naming its frame).
  Result<Game> at(uint32_t frame) const;

  // Replays everything and compares every recorded hash; never fails, reports instead.
  // With `check_states`, also checks every frame's state against the engine's invariants
  // (Game::check) and stops at the first that breaks one (first_bad_state, problem).
  VerifyReport verify(bool check_states = false);

 private:
  Replay(GameRecord rec, CardPool pool, Game start)
      : rec_(std::move(rec)), pool_(std::move(pool)), start_(std::move(start)) {}
  // Applies the input that leads from `frame` to frame + 1 to `g` and checks the hash
  // recorded at frame + 1, if any. On error *bad_frame (optional) receives the frame the
  // problem was found at: `frame` for a wrong player or an illegal option, frame + 1 for
  // a hash that differs.
  Status step(Game& g, uint32_t frame, uint32_t* bad_frame = nullptr) const;

  GameRecord rec_;
  CardPool pool_;  // the record's own cards (its card table)
  Game start_;
  std::vector<Game> checkpoints_;  // frame first_frame() + i * kSeekEvery
  bool indexed_ = false;
};

}  // namespace rwd
