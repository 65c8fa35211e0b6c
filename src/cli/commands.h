// The CLI's subcommands. Each returns the process exit code: 0 on success, 1 on bad input
// (a clear message on stderr and nothing else done), 2 on an internal failure.
// Thread-safe: no shared state.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rwd {

struct PlayOptions {
  std::vector<std::string> decks;  // zero or two
  std::string p1 = "human";
  std::string p2 = "random";
  uint64_t seed = 1;
  bool json = false;
  std::vector<std::string> answers;  // answers for scripted seats, in order
};
int cmd_play(const PlayOptions& o);

struct SimOptions {
  std::vector<std::string> decks;
  std::string p1 = "random";
  std::string p2 = "random";
  uint64_t seed = 1;
  int games = 100;
  bool json = false;
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
