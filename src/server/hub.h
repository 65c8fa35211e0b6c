// Hub: the games one server process serves. It creates games (against a bot or a person),
// loads stored games on first use (rebuilt from their rows), lets connections join a seat
// with its token or watch with the spectator token, and takes answers: an answer is checked
// (seat, turn, frame, option), applied, queued to the store, and acknowledged with its
// events only once its row is committed. Bot seats answer through the same path, computed on
// a worker pool from a copy of the game. Finished games can be replayed frame by frame,
// downloaded as records and forked (docs/protocol.md).
// Thread-safe: every method may be called from any thread.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <variant>

#include "game/card_pool.h"
#include "protocol/messages.h"
#include "record/record_file.h"
#include "server/analyses.h"
#include "server/live_game.h"
#include "server/store.h"
#include "server/worker_pool.h"

namespace rwd {

struct Refusal {
  ErrorCode code = ErrorCode::BadRequest;
  std::string message;
};

template <typename T>
using Outcome = std::variant<T, Refusal>;

// One seat of a game to create: who sits there and with which deck (a built-in deck's id
// or name, or a deck list as text: Forge .dck or "4 Grizzly Bears" lines).
struct SeatSpec {
  std::string kind = "human";  // human, random, first, heuristic, search
  std::string deck;
  std::string deck_text;
  int budget = 0;       // search bots: simulations (0: default)
  bool casual = false;  // a deck of any size (else at least 60 cards, CR 100.2a)
};

struct CreateSpec {
  SeatSpec seats[kNumPlayers];
  std::optional<uint64_t> seed;  // none: a random seed (recorded in the game, so it replays)
  std::string browser;           // the creating browser's id, for listing its games
};

struct ForkSpec {
  uint32_t frame = 0;
  PlayerId seat = PlayerId::P1;  // the seat the requester takes (a human seat)
  SeatSpec other;                // the other seat's occupant (its deck is the fork's)
  std::optional<uint64_t> reseed;
  std::string browser;
  // An option number at `frame`, answered by `seat` as the fork's first input ("play the
  // better line"): the decision there must be the seat's and the option legal, or nothing
  // is created.
  std::optional<uint32_t> answer;
};

struct JoinInfo {
  std::shared_ptr<LiveGame> game;
  PlayerId seat = PlayerId::None;
};

class Hub {
 public:
  Hub(Store& store, int bot_threads, int analysis_threads = 1);
  ~Hub();
  Hub(const Hub&) = delete;
  Hub& operator=(const Hub&) = delete;

  // Creates and stores a game; returns its id and meta (tokens) once its row is committed.
  Outcome<std::string> create(const CreateSpec& spec);
  // The meta of a game created by this hub or stored (tokens included).
  Outcome<GameMeta> meta(const std::string& id);

  // Joins game `id` with `token` (a seat's or the spectator's). Sends `sub` the welcome and
  // state messages (the state after pending commits, if any). Errors: unknown game, wrong
  // token, not owner (another process serves it).
  Outcome<JoinInfo> join(const std::string& id, const std::string& token,
                         const std::shared_ptr<Subscriber>& sub, int protocol = kProtocolVersion);
  void leave(LiveGame& g, const Subscriber* sub);
  // An answer from `seat` (None: a spectator, always refused), given by `by` ("human" or
  // "agent": who is recorded as its answerer). On success nothing is sent yet: `from` gets
  // an ack and every watcher an update once the row is committed.
  std::optional<Refusal> answer(const std::shared_ptr<LiveGame>& g, PlayerId seat,
                                const ClientMessage& m, const std::shared_ptr<Subscriber>& from,
                                std::string_view by = "human");
  // Sends `sub` the state message now (or after the pending commits).
  void resync(LiveGame& g, const std::shared_ptr<Subscriber>& sub, PlayerId seat);

  // Finished games only (NotFinished otherwise): the record as JSON or binary bytes; the
  // game at a frame for a seat (p1, p2, both, public); a fork into a new live game.
  Outcome<std::string> record(const std::string& id, RecordFormat format);
  Outcome<nlohmann::json> replay(const std::string& id, uint32_t frame, const std::string& seat);
  Outcome<std::string> fork(const std::string& id, const ForkSpec& spec);
  // Parent (with its frame) and children of a game; any game.
  Outcome<nlohmann::json> lineage(const std::string& id);
  // A summary of a game (seats' kinds, frame, result, lineage); tokens left out.
  Outcome<nlohmann::json> summary(const std::string& id);
  // The games created by `browser`, newest first, with their seat tokens.
  nlohmann::json list(const std::string& browser);

  // Finished games only (NotFinished otherwise): starts the analysis of game `id` for
  // `req`, or finds it running or stored (docs/protocol.md, "Analyses"); its status.
  Outcome<AnalysisStatus> analyse(const std::string& id, const AnalysisRequest& req);
  // The status of analysis `aid` of game `id`. Errors: NotFound.
  Outcome<std::string> analysis(const std::string& id, const std::string& aid);

  // Loads every stored live game (restart). Returns how many were loaded.
  size_t preload();
  size_t loaded() const;
  // Drops from memory every game with no watcher, no commit pending and no bot thinking
  // that is finished, or has had no join, leave or answer since `now - idle`; it is rebuilt
  // from the store on next use. Returns how many were dropped.
  size_t unload_idle(std::chrono::steady_clock::time_point now, std::chrono::seconds idle);
  // Runs unload_idle every idle / 4 (at least every second, at most every minute) on a
  // thread of its own until stop(). idle 0: never.
  void start_idle_unload(std::chrono::seconds idle);
  // Stops the bots and waits for queued commits to finish.
  void stop();

  const CardPool& pool() const { return pool_; }
  Store& store() { return store_; }

 private:
  Outcome<std::shared_ptr<LiveGame>> get(const std::string& id);
  Outcome<StoredGame> finished(const std::string& id);
  // Stores a new game and serves it. `first`: its first input (a fork's answer), checked
  // against the game at its start frame and stored with its row; refused, nothing stored.
  Outcome<std::string> insert_new(const GameRecord& header, GameMeta meta,
                                  const std::string& browser, const std::string& parent,
                                  uint32_t parent_frame,
                                  std::optional<RecordInput> first = std::nullopt);
  Outcome<PlayerSetup> seat_deck(const SeatSpec& s, int seat) const;
  std::optional<Refusal> check_seat(const SeatSpec& s) const;
  std::string random_hex(int bytes);
  // REQUIRES: g.mu held. Applies option n for `seat`, answered by `by` (a
  // kStoredAnswerers name), and queues its row.
  void apply_answer(const std::shared_ptr<LiveGame>& g, PlayerId seat, int n,
                    const std::shared_ptr<Subscriber>& from, std::string_view by);
  void on_commit(const std::shared_ptr<LiveGame>& g, uint32_t frame, const Status& s);
  // REQUIRES: g.mu held.
  void send_state(LiveGame& g, Subscriber& sub, PlayerId seat);
  // REQUIRES: g.mu held. Adds the watcher and sends it the welcome and the state.
  JoinInfo join_locked(const std::shared_ptr<LiveGame>& g, PlayerId seat,
                       const std::shared_ptr<Subscriber>& sub, int protocol);
  void maybe_schedule_bot(const std::shared_ptr<LiveGame>& g);
  void bot_turn(const std::shared_ptr<LiveGame>& g);

  Store& store_;
  CardPool pool_;
  mutable std::mutex map_mu_;
  std::map<std::string, std::shared_ptr<LiveGame>> games_;
  std::mutex rng_mu_;
  std::random_device rng_;
  WorkerPool bots_;
  Analyses analyses_;
  std::mutex unload_mu_;
  std::condition_variable unload_cv_;
  bool stopping_ = false;
  std::thread unloader_;
};

// The messages of the protocol that are not game positions.
std::shared_ptr<const std::string> shared_text(std::string s);

}  // namespace rwd
