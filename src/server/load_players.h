// The load generator's players (`rewind loadtest`, cli/loadtest_cmd.cpp): N concurrent games
// against a running `rewind serve`, both seats scripted clients (seeded random answers) on
// their own WebSocket connections, driven by one event loop per thread (one by default), so the
// generator takes little of the CPU it shares with the server: no thread per connection, and each
// message is read only for the few fields the script needs (server/json_scan.h).
// Thread-safe: play_games runs on the calling thread.
#pragma once

#include <cstdint>
#include <string>
#include <utility>  // (load_players.cpp: Asio's awaitable.hpp uses std::exchange unincluded)
#include <vector>

#include "protocol/messages.h"

namespace rwd {

struct LoadOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  int games = 200;
  int max_answers = 0;  // per game; 0: to the end
  uint64_t seed = 1;
  int idle = 0;
  std::string p2 = "human";
  bool json_out = false;
  int threads = 1;                  // event loops (threads) the games are dealt to
  int protocol = kProtocolVersion;  // 2: acks ride in updates; 1: an ack message each
  int think_ms = 0;  // a pause before each answer, as a person or an agent takes (0: none)
};

struct GameStats {
  std::vector<double> latencies_ms;  // each answer: sent to acknowledged (the commit included)
  std::vector<double> result_ms;     // each answer: sent to the answerer's update received
  int answers = 0;
  bool finished = false;
  std::string error;
};

// Creates and joins every game (not timed), then plays them all at once; `seconds` is the
// time of the play. One GameStats per game.
std::vector<GameStats> play_games(const LoadOptions& o, double& seconds);

}  // namespace rwd
