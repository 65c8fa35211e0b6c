// The CLI's subcommands. Each returns the process exit code: 0 on success, 1 on bad input
// (one line "error: ..." on stderr and nothing else done), 2 on an internal failure, 130
// when Ctrl-C stopped a game (its record so far saved).
// Thread-safe: no shared state.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/ids.h"
#include "game/card_pool.h"

namespace CLI {
class App;
}

namespace rwd {

// Each subcommand registers itself on the app; main.cpp calls these in order. A new
// subcommand is a new *_cmd.cpp file plus one line in main.cpp.
void register_play_command(CLI::App& app);
void register_sim_command(CLI::App& app);
void register_bench_command(CLI::App& app);
void register_decks_command(CLI::App& app);
void register_puzzle_command(CLI::App& app);
void register_replay_command(CLI::App& app);
void register_fork_command(CLI::App& app);
void register_resume_command(CLI::App& app);
void register_cards_command(CLI::App& app);     // cards_cmd.cpp: cards check, cards show
void register_analyse_command(CLI::App& app);   // analyse_cmd.cpp: replay analysis
void register_serve_command(CLI::App& app);     // serve_cmd.cpp: the game server
void register_loadtest_command(CLI::App& app);  // loadtest_cmd.cpp: load generator for the server

// --cards PATH (repeatable), --allow-unsupported and --casual, shared by play and sim.
struct CardPoolOptions {
  std::vector<std::string> card_paths;  // scripts added to the built-in pool for this game
  bool allow_unsupported = false;       // decks may hold cards with unsupported lines
  bool casual = false;                  // --casual: decks of any size (else CR 100.2a's 60)
  DeckFormat format() const { return casual ? DeckFormat::Casual : DeckFormat::Constructed; }
};

// Registers --cards, --allow-unsupported and --casual on a subcommand (session.cpp).
void add_card_pool_options(CLI::App* cmd, CardPoolOptions& pool);

struct PlayOptions {
  std::vector<std::string> decks;  // zero or two
  std::string p1 = "human";
  std::string p2 = "random";
  uint64_t seed = 1;
  bool json = false;
  std::vector<std::string> answers;  // answers for scripted seats, in order
  int budget = 0;                    // search budget in simulations (0: the default, 600)
  int threads = 1;
  // Records and stop/resume (docs/game-record.md).
  std::string record;                   // --record FILE: the game's record, written when play ends
  std::string from;                     // --from FILE: continue a record (e.g. a fork)
  std::vector<std::string> stop_every;  // --stop-every RULE (repeatable)
  std::string snapshot_out;             // --snapshot-out FILE: the record written at a stop
  bool force = false;                   // --force: output files may replace existing files
  bool p1_given = false, p2_given = false;  // --p1/--p2 given: they override a record's seats
  bool seed_given = false;                  // --seed given (refused with --from)
  bool budget_given = false, threads_given = false;
  CardPoolOptions pool;
};
int cmd_play(const PlayOptions& o);

struct ResumeOptions {
  std::string file;
  std::vector<std::string> choose;  // --choose ANSWER (repeatable)
  std::string seat;  // --seat p1|p2: whose decisions the --choose answers are ("": the acting seat)
  bool reveal = false;  // --reveal: a stop file's game shown to every seat
  std::vector<std::string> stop_every;
  std::string snapshot_out;
  std::string record;
  bool force = false;
  std::string p1, p2;  // controller overrides; "" keeps the record's
  bool json = false;
  bool quiet_header = true;          // resume prints no header; play --from does
  std::vector<std::string> answers;  // for a seat overridden to "scripted"
};
int cmd_resume(const ResumeOptions& o);

struct ReplayOptions {
  std::string file;
  bool timeline = false;
  bool verify = false;
  bool check = false;     // --check (with --verify): every frame's state against the invariants
  bool info = false;      // --info: the header, the record's hash and its ancestry
  int64_t frame = -1;     // --frame K (-1: not given)
  std::string seat;       // "", "p1", "p2"
  bool reveal = false;    // --reveal: a stop file shown in full
  std::string export_to;  // --export FILE: re-encode (format from the extension)
  bool force = false;
  std::vector<std::string> search;  // --search DIR: where --info looks for ancestors
  bool json = false;
};
int cmd_replay(const ReplayOptions& o);

struct ForkOptions {
  std::string file;
  int64_t frame = -1;
  std::string seat;  // "", "p1", "p2": that seat becomes the human's
  std::string out;
  bool force = false;   // --force: --out may replace an existing file (never the input)
  bool reveal = false;  // --reveal: a fork of a stop file is shown in full
  bool reseed_given = false;
  uint64_t reseed = 0;
};
int cmd_fork(const ForkOptions& o);

struct SimOptions {
  std::vector<std::string> decks;
  std::string p1 = "random";
  std::string p2 = "random";
  uint64_t seed = 1;
  int games = 100;
  bool json = false;
  int budget = 0;
  int threads = 1;
  std::string record_dir;  // --record-dir DIR: one binary record per game, seed-N.rwr
  std::string shard;       // --shard K/N: the K-th of N disjoint ranges of the games
  bool force = false;      // --force: records may replace existing files in DIR
  int jobs = 1;            // --jobs N: games played at a time, one thread each
  bool budget_given = false, threads_given = false;
  CardPoolOptions pool;
};
int cmd_sim(const SimOptions& o);
// `rewind sim-merge FILE...`: the shards' JSON (sim_merge_cmd.cpp).
void register_sim_merge_command(CLI::App& app);

struct BenchOptions {
  int games = 2000;
  uint64_t seed = 1;
  bool json = false;
};
int cmd_bench(const BenchOptions& o);

int cmd_decks(bool json);

struct PuzzleOptions {
  std::string file;
  std::string p1 = "search";     // the solver ("human" in the file)
  std::string p2 = "heuristic";  // the defender ("ai" in the file)
  int budget = 0;
  int threads = 1;
  bool json = false;
  std::string
      record;  // --record FILE: the puzzle game's record (it starts from the puzzle's position)
  bool force = false;
  bool budget_given = false, threads_given = false;
  std::vector<std::string> card_paths;  // --cards PATH: scripts added to the built-in pool
  bool allow_unsupported = false;       // cards with unsupported lines play without them
};
// 0 whether or not the goal was reached (the output says which, and the line played); 1 on
// bad input.
int cmd_puzzle(const PuzzleOptions& o);

}  // namespace rwd
