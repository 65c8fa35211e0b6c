// GameRecord: one game as data — the header (versions, seed, seats and their controllers,
// decklists, the card scripts the game's card ids refer to, fork lineage, an optional start
// snapshot), the inputs, and state hashes at regular frames. The file format (JSON and
// binary) is documented in docs/game-record.md; record_json.h and record_binary.h encode it.
//
// Frames are numbered as the game numbers its inputs: frame k is the settled state after k
// inputs since the game began. A record that starts from a snapshot (a fork) starts at
// frame `start_frame` and holds frames start_frame .. end_frame().
// Thread-safe: a plain value type.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ids.h"
#include "game/card_pool.h"

namespace rwd {

// 2: allow_unsupported. 3: who answered each input (answerers), the stop file's viewer.
inline constexpr int kRecordFormatVersion = 3;
inline constexpr int kOldestRecordFormatVersion = 2;  // the oldest format the readers accept
inline constexpr uint32_t kDefaultHashEvery = 32;
// Limits a reader enforces before allocating (a corrupt length must not exhaust memory).
inline constexpr size_t kMaxRecordInputs = 50'000'000;
inline constexpr size_t kMaxRecordCards = 0xFFFE;
inline constexpr size_t kMaxScriptBytes = 1 << 20;
inline constexpr size_t kMaxSnapshotBytes = 1 << 22;
inline constexpr size_t kMaxRecordDeckCards = 1000;
inline constexpr size_t kMaxSeatAnswers = 1 << 20;
inline constexpr size_t kMaxAnswerers = 16;  // distinct answerer names in one record
inline constexpr size_t kMaxAnswererName = 64;

// One card script, kept so a record replays after the card pool changes. `id` is the
// CardDefId the game used; the replay's card pool is rebuilt so that the same ids come back
// (CardPool::from_table, game/card_pool.h).
using RecordCard = CardScript;

struct RecordDeck {
  std::string name;
  std::vector<CardDefId> cards;  // the main deck in list order, as the game was set up
  friend bool operator==(const RecordDeck&, const RecordDeck&) = default;
};

// A seat's controller and that controller's state, so a resume continues exactly. Random
// bots are stateless (their randomness derives from the game's controller seed and the
// input index); scripted ones keep their answers and how many they have used.
struct RecordSeat {
  std::string controller = "random";  // human, random, first, scripted, ...
  uint64_t controller_seed = 0;       // Game::controller_seed(seat) when the record was written
  std::vector<std::string> answers;   // scripted answers
  uint32_t answers_used = 0;          // scripted answers consumed so far
  int32_t budget = 0;                 // search budget in simulations (bots that search)
  int32_t threads = 1;
  friend bool operator==(const RecordSeat&, const RecordSeat&) = default;
};

// Where a fork came from: its parent's record hash (record_hash()) and frame.
struct RecordParent {
  uint64_t record_hash = 0;
  uint32_t frame = 0;
  std::optional<uint64_t> reseed;  // `rewind fork --reseed N`
  friend bool operator==(const RecordParent&, const RecordParent&) = default;
};

// One answered decision: the acting player, the option number chosen, and who answered it.
struct RecordInput {
  PlayerId player = PlayerId::P1;
  uint16_t option = 0;
  uint8_t by = 0;  // index into GameRecord::answerers
  friend bool operator==(const RecordInput&, const RecordInput&) = default;
};

struct GameRecord {
  int format_version = kRecordFormatVersion;
  std::string engine_version;
  std::string rules_version;
  uint64_t seed = 0;
  bool allow_unsupported = false;  // GameSetup::allow_unsupported: decks may hold unsupported cards
  RecordSeat seats[kNumPlayers];
  RecordDeck decks[kNumPlayers];
  std::vector<RecordCard> cards;         // strictly ascending ids
  std::optional<RecordParent> parent;
  // The seat a stop file was written for (the seat that stopped; a fork of it keeps it):
  // `replay` and `resume` show only that seat's view unless told --reveal. A courtesy, not a
  // protection: the file holds the whole game. Absent: shown in full.
  std::optional<PlayerId> viewer;
  std::string start_snapshot;  // Game::snapshot() bytes; empty: start from the decks and seed
  uint32_t start_frame = 0;    // 0 unless start_snapshot is set
  uint32_t hash_every = kDefaultHashEvery;
  std::vector<RecordInput> inputs;
  // Who answered the inputs (RecordInput::by indexes it): a controller kind ("human",
  // "random", "heuristic", ...), "agent" (an answer given with `resume --choose`), or ""
  // (unknown: an input of a format-2 record). Canonical: the names in the order of their
  // first use in `inputs`, each used; empty iff there are no inputs.
  std::vector<std::string> answerers;
  // hashes[i] = Game::hash() at frame start_frame + i * hash_every, for every such frame
  // up to end_frame(); final_hash = the hash at end_frame().
  std::vector<uint64_t> hashes;
  uint64_t final_hash = 0;

  uint32_t end_frame() const { return start_frame + static_cast<uint32_t>(inputs.size()); }
  // Who answered `in` ("" when unknown). REQUIRES: `in` is one of inputs (shape checked).
  const std::string& answerer(const RecordInput& in) const;
  // Appends an input answered by `by`, adding `by` to answerers if it is new.
  // REQUIRES: answerers has room (kMaxAnswerers) for a new name.
  void add_input(PlayerId player, uint16_t option, std::string_view by);
  // The number of hash checkpoints a record with these inputs must hold.
  size_t expected_hashes() const { return inputs.size() / hash_every + 1; }
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// Structural checks shared by the readers: hash_every >= 1, ascending card ids, deck cards
// present in the card table, the hash count, start frame only with a snapshot, canonical
// answerers (and none of the format-3 fields in a format-2 record). The message names the
// field.
std::optional<std::string> record_shape_error(const GameRecord& r);

// The record's identity: XXH3-64 of its binary encoding (also the binary file's checksum).
uint64_t record_hash(const GameRecord& r);

}  // namespace rwd
