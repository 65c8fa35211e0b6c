// The CLI's subcommands. Each returns the process exit code: 0 on success, 1 on bad input
// (a clear message on stderr and nothing else done), 2 on an internal failure.
// Thread-safe: no shared state.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

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

struct PlayOptions {
  std::vector<std::string> decks;  // zero or two
  std::string p1 = "human";
  std::string p2 = "random";
  uint64_t seed = 1;
  bool json = false;
  std::vector<std::string> answers;  // answers for scripted seats, in order
  int budget = 0;                    // search budget in simulations (0: default)
  int threads = 1;
};
int cmd_play(const PlayOptions& o);

struct SimOptions {
  std::vector<std::string> decks;
  std::string p1 = "random";
  std::string p2 = "random";
  uint64_t seed = 1;
  int games = 100;
  bool json = false;
  int budget = 0;
  int threads = 1;
};
int cmd_sim(const SimOptions& o);

struct BenchOptions {
  int games = 2000;
  uint64_t seed = 1;
  bool json = false;
};
int cmd_bench(const BenchOptions& o);

int cmd_decks(bool json);

}  // namespace rwd
