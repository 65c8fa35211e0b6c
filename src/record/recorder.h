// Recorder: builds a GameRecord while a game is played — the header once, then each
// answered input and the state hash at every hash_every-th frame and at the end.
// Thread-safe: a value used by the one thread that plays the game.
#pragma once

#include <string>
#include <vector>

#include "game/game.h"
#include "record/record.h"

namespace rwd {

// The header of a record for a game created from `setup` (versions, seed, decks, the card
// table of the decks' cards, seats) with the frame-0 hash of `game`.
// REQUIRES: `game` was created from `setup` with `db` and has no inputs yet.
GameRecord new_game_record(const GameSetup& setup, const CardDb& db, const Game& game,
                           const RecordSeat seats[kNumPlayers]);

// The header of a record for a game that starts from a described position (a puzzle):
// its start snapshot is `game`'s state now (frame game.inputs()), its card table the
// scripts of `used`, its decks empty but named `names`. REQUIRES: every id in `used` is
// in `db`.
GameRecord new_position_record(const Game& game, const CardDb& db,
                               const std::vector<CardDefId>& used,
                               const std::string names[kNumPlayers],
                               const RecordSeat seats[kNumPlayers]);

class Recorder {
 public:
  // Continues `record`, whose last frame is the state `game` is in now (a new record from
  // new_game_record, or a replayed one). REQUIRES: game.inputs() == record.end_frame().
  // The record is written in the current format (a format-2 record continued becomes
  // format 3; its earlier inputs keep an unknown answerer).
  explicit Recorder(GameRecord record) : rec_(std::move(record)) {
    rec_.format_version = kRecordFormatVersion;
  }

  // The input about to be applied at the current frame, answered by `by` (a controller
  // kind, "agent" for an answer given with --choose; "" unknown).
  void input(PlayerId player, int option, std::string_view by = "") {
    rec_.add_input(player, static_cast<uint16_t>(option), by);
  }
  // Called at a settled frame (after the input that led to it was applied): records its
  // hash if it is a checkpoint frame. Idempotent. REQUIRES: game.inputs() == end_frame().
  void frame(const Game& game);
  // The record up to `game`'s frame, with its final hash. Also refreshes the seats'
  // controller seeds. REQUIRES: game.inputs() == end_frame().
  GameRecord finish(const Game& game);

  GameRecord& record() { return rec_; }
  const GameRecord& record() const { return rec_; }

 private:
  GameRecord rec_;
};

}  // namespace rwd
