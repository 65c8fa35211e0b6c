// Store: where a server keeps its games, event-sourced. A game is its record header (the
// binary record of docs/game-record.md with no inputs) plus one row per input; nothing else
// about a game's play is stored, so any process can rebuild any game from its rows. Writes
// go through one writer thread per store that batches the pending rows of all games into one
// transaction (group commit) and only then calls each row's `done`, so an answer is
// acknowledged only once it is durable.
// Thread-safe: every method may be called from any thread. `done` callbacks run on the
// writer thread, in the order the writes were queued.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/status.h"
#include "record/record.h"

namespace rwd {

// A game's row (besides its inputs). `meta` is the server's JSON about the game (seats and
// their kinds and tokens, browser, lineage; server/live_game.h), `header` the binary record
// header.
struct GameRow {
  std::string id;
  std::string header;
  std::string meta;
  std::string browser;  // "" when not given
  std::string parent;   // "" unless a fork
  uint32_t parent_frame = 0;
  bool over = false;
  std::string result;   // "ongoing", "p1", "p2", "draw"
  int64_t created = 0;  // creation order (a counter, not a clock)
};

// Who answered a stored input (the record's answerer, docs/game-record.md), stored as its
// index here: 0 unknown (rows written before answerers were stored), then a person at a
// human seat, an agent at a human seat (a connection that joined with "agent": true), and
// the bot kinds. RecordInput::by of a StoredGame's inputs is this index.
inline constexpr const char* kStoredAnswerers[] = {"",      "human",     "agent", "random",
                                                   "first", "heuristic", "search"};
inline constexpr int kNumStoredAnswerers = 7;
// The index of `name` in kStoredAnswerers; 0 if it is none of them.
uint8_t stored_answerer(std::string_view name);

struct StoredGame {
  GameRow row;
  std::vector<RecordInput> inputs;  // frame order, from frame header.start_frame; `by` above
};

using WriteDone = std::function<void(const Status&)>;

class Store {
 public:
  virtual ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // Queues a write; `done` (optional) runs once it is committed or has failed. A game may
  // be created with its first inputs (a fork with its first answer, docs/protocol.md):
  // `inputs` answer frames start_frame, start_frame + 1, ..., in the same transaction as
  // the game's row (all or nothing).
  void create_game(GameRow row, WriteDone done, uint32_t start_frame = 0,
                   std::vector<RecordInput> inputs = {});
  // The input answering `frame` of game `id`. A second row for the same frame fails (the
  // primary key (game, frame)): a frame is answered once, by one process.
  void append_input(const std::string& id, uint32_t frame, RecordInput in, WriteDone done);
  void set_over(const std::string& id, const std::string& result, WriteDone done);
  // An analysis of game `id` (its JSON, under its key); a second one under the same key is
  // ignored (analyses are reproducible: it is the same text).
  void save_analysis(const std::string& id, const std::string& key, std::string json,
                     WriteDone done);

  // Reads (synchronous; see committed writes only).
  virtual Result<StoredGame> load(const std::string& id) = 0;         // error: "unknown game ID"
  virtual std::vector<GameRow> list(const std::string& browser) = 0;  // no header, newest first
  virtual std::vector<GameRow> children(const std::string& id) = 0;   // forks of `id`, no header
  virtual std::vector<std::string> live_games() = 0;                  // ids of games not over
  // The analysis stored under `key` for game `id`, or nullopt.
  virtual std::optional<std::string> load_analysis(const std::string& id,
                                                   const std::string& key) = 0;
  // Ownership for stores shared by several processes: true iff this process owns `id` now
  // (it keeps it until it dies). A single-process store always says true.
  virtual bool acquire(const std::string& id);
  virtual void release(const std::string& id);

  // Waits until every write queued so far has committed (or failed) and run its `done`.
  void drain();
  // Drains, then stops the writer. Later writes fail at once.
  void close();

  uint64_t transactions() const { return transactions_; }
  uint64_t rows_written() const { return rows_; }

 protected:
  Store() = default;
  // Starts the writer thread; called by the subclass once its connection is open.
  void start_writer();

  struct Write {
    enum class Kind : uint8_t { CreateGame, Input, SetOver, Analysis } kind = Kind::Input;
    GameRow row;  // CreateGame; id (and result) for the others; Analysis: id, key, text
    std::string key, text;
    uint32_t frame = 0;  // Input: the frame it answers; CreateGame: that of inputs[0]
    RecordInput input;
    std::vector<RecordInput> inputs;  // CreateGame: the game's first inputs
    WriteDone done;
  };
  // The subclass's transaction: all of `batch` or nothing. Called on the writer thread only.
  virtual Status begin() = 0;
  virtual Status execute(const Write& w) = 0;
  virtual Status commit() = 0;
  virtual void rollback() = 0;
  // Executes the writes of `batch` in order inside the open transaction. A write the
  // store refuses (a frame answered twice, an id taken) changes nothing and gets its error
  // in results[i] while the others go on; an error returned means the transaction itself
  // cannot commit (the caller rolls it back and retries every write alone). The default
  // runs execute() for each in a savepoint.
  virtual Status execute_all(const std::vector<Write>& batch, std::vector<Status>& results);
  // Runs a statement on the writing connection (the savepoints below).
  virtual Status writer_sql(const char* sql) = 0;
  // execute(w) inside a savepoint: `result` is its outcome (refused: rolled back alone);
  // the status returned is that of the savepoint statements.
  Status execute_in_savepoint(const Write& w, Status& result);

 private:
  void enqueue(Write w);
  void writer_loop();
  void run_batch(std::vector<Write>& batch);

  std::mutex mu_;
  std::condition_variable cv_, drained_;
  std::deque<Write> queue_;
  uint64_t queued_ = 0, finished_ = 0;
  bool stopping_ = false, closed_ = false;
  std::thread writer_;
  uint64_t transactions_ = 0, rows_ = 0;
};

// Opens a store from a --db argument: "sqlite:PATH", "postgresql://..." or "postgres://...".
// Errors name the argument and the problem.
Result<std::unique_ptr<Store>> open_store(const std::string& db);

}  // namespace rwd
