// A game the server is serving: the game at its newest frame, who sits in each seat, the
// connections watching it, and the answers applied but not yet committed (their messages
// wait until the store says the row is durable). Thread-safe: every field is guarded by
// `mu` (the hub locks it); GameMeta is a value.
#pragma once

#include <chrono>
#include <deque>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/status.h"
#include "game/game.h"
#include "record/record.h"

namespace rwd {

// A seat's occupant: "human" (a person or an agent over the protocol, with the seat's
// secret token) or a bot kind ("random", "first", "heuristic", "search" with its budget).
struct SeatMeta {
  std::string kind = "human";
  std::string token;  // the secret that lets a connection play this seat (human seats)
  int budget = 0;     // search budget in simulations (0: the bot's default)
  bool bot() const { return kind != "human"; }
};

// What the server stores about a game besides its record (the `meta` column).
struct GameMeta {
  SeatMeta seats[kNumPlayers];
  std::string spectator_token;  // lets a connection watch (the public view)
  std::string deck_names[kNumPlayers];
  uint64_t seed = 0;
};

nlohmann::json meta_to_json(const GameMeta& m);
// Errors: not a meta object written by meta_to_json.
Result<GameMeta> meta_from_json(const std::string& text);

// A connection that receives a game's messages (server/connection.h). send() may be called
// from any thread and must not block.
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  virtual void send(std::shared_ptr<const std::string> text) = 0;
};

struct LiveGame {
  LiveGame(std::string id_, GameMeta meta_, Game game_)
      : id(std::move(id_)), meta(std::move(meta_)), game(std::move(game_)) {}

  struct Watcher {
    std::weak_ptr<Subscriber> sub;
    PlayerId seat = PlayerId::None;  // None: a spectator
    bool needs_state = false;        // joined while a commit was pending: gets a state message
    bool ack_in_update = false;      // protocol 2: its answers' acks ride in their updates
  };
  // An answer applied to `game` whose row is not yet committed: its messages, per audience
  // (index 0 p1, 1 p2, 2 spectators), are sent once it is.
  struct PendingCommit {
    uint32_t frame = 0;  // the frame it answered
    std::weak_ptr<Subscriber> from;
    std::shared_ptr<const std::string> update[3];
  };

  std::mutex mu;
  const std::string id;
  const GameMeta meta;
  Game game;                        // the newest frame (answers applied, some maybe uncommitted)
  std::vector<RecordInput> inputs;  // every input since the record's start frame
  uint32_t start_frame = 0;
  uint32_t committed = 0;  // the newest durable frame
  std::deque<PendingCommit> pending;
  std::vector<Watcher> watchers;
  bool bot_queued = false;  // a bot's answer is being computed
  bool broken = false;      // a commit failed: the game is reloaded from the store
  bool unloaded = false;    // dropped from memory (idle or finished): rebuilt on next use
  // The last join, leave or answer (the idle unloader's clock; never part of a game).
  std::chrono::steady_clock::time_point last_active = std::chrono::steady_clock::now();
};

}  // namespace rwd
