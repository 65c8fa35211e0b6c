// The totals of `rewind sim`, of one shard of it (`sim --shard K/N`) and of shards merged
// (`rewind sim-merge`), and how they print. A run's fingerprint hash is the XXH3 of its
// games' final-state hashes in seed order, so a shard carries each of its games' hashes
// and a merge of all the shards prints exactly what one run of all the games prints
// (docs/python.md, "Runs that outgrow one machine"); only the speed figures, which come
// from the clock, differ.
// Thread-safe: values and pure functions.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/status.h"

namespace rwd {

struct SimTotals {
  std::string p1, p2;           // "Red Burn (random)"
  uint64_t seed = 0;            // the seed of game 0 of the whole run; game i uses seed + i
  int budget = 0;               // the search budget the bots were given (0: their default)
  int64_t wins[3] = {0, 0, 0};  // p1, p2, draws
  uint64_t turns = 0, decisions = 0;
  double seconds = 0;                 // wall-clock time of the games (summed over shards)
  std::vector<uint64_t> game_hashes;  // each game's final Game::hash(), in seed order
  int64_t games() const { return static_cast<int64_t>(game_hashes.size()); }
};

// The games of shard `k` of `n` of a run of `games` games: [first, first + count).
// REQUIRES: 1 <= k <= n.
struct ShardRange {
  int64_t first = 0, count = 0;
};
ShardRange shard_range(int64_t games, int k, int n);
// Parses "K/N" (1 <= K <= N). Errors name the problem.
Result<std::pair<int, int>> parse_shard(const std::string& text);

// What `rewind sim` prints for a whole run: JSON (one object, the keys of docs) or text.
void print_sim_totals(const SimTotals& t, bool json, std::ostream& out);
// The JSON object of one shard: the run's keys for its own games, plus "shard", "total_games",
// "first_game", "turns", "seconds", "budget" and "game_hashes" (16 hex digits per game).
nlohmann::json shard_json(const SimTotals& t, int k, int n, int64_t total_games,
                          int64_t first_game);

// One shard read back: its place in the run and its totals. Errors name the field.
struct Shard {
  int k = 0, n = 0;
  int64_t total_games = 0, first_game = 0;
  SimTotals totals;
};
Result<Shard> parse_shard_json(const nlohmann::json& j);
// The totals of the whole run from all of its shards, in any order. Errors: shards of
// different runs (decks, bots, seed, budget, N or game count), a shard missing or given
// twice, a shard whose range or counts do not fit.
Result<SimTotals> merge_shards(std::vector<Shard> shards);

}  // namespace rwd
