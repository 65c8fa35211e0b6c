// Test helpers that start processes: `rewind serve` as a child (killed in every path, also
// when the test fails), waiting for its port file. Loopback only, ephemeral ports.
#pragma once

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "core/hash.h"
#include "game/card_pool.h"
#include "game/game.h"

namespace rwd {

// A child process, SIGKILLed and reaped when the value goes (unless it has exited).
struct Child {
  Child() = default;
  explicit Child(const std::vector<std::string>& argv) {
    pid = fork();
    if (pid == 0) {
      std::vector<char*> args;
      for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
      args.push_back(nullptr);
      execv(args[0], args.data());
      _exit(127);
    }
  }
  ~Child() { kill9(); }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;
  Child(Child&& o) noexcept : pid(o.pid) { o.pid = -1; }
  void kill9() {
    if (pid <= 0) return;
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
    pid = -1;
  }
  // Sends `sig` and waits up to `ms` for the exit; true iff it exited with status 0.
  bool stop(int sig, int ms) {
    if (pid <= 0) return false;
    kill(pid, sig);
    for (int waited = 0; waited < ms; waited += 10) {
      int status = 0;
      if (waitpid(pid, &status, WNOHANG) == pid) {
        pid = -1;
        return WIFEXITED(status) && WEXITSTATUS(status) == 0;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }
  pid_t pid = -1;
};

// Waits up to 20 s for `path` to hold a port number; 0 if it never does.
inline uint16_t wait_port(const std::string& path) {
  for (int i = 0; i < 2000; ++i) {
    std::ifstream in(path);
    int port = 0;
    if (in >> port && port > 0) return static_cast<uint16_t>(port);
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return 0;
}

// Starts `rewind serve` on an ephemeral loopback port over `db`; port 0 on failure.
inline Child start_server(const std::string& db, const std::string& port_file, uint16_t& port) {
  std::remove(port_file.c_str());
  Child c({REWIND_BINARY, "serve", "--port", "0", "--port-file", port_file, "--db", db, "--quiet"});
  port = wait_port(port_file);
  return c;
}

// The answer policy of the crash tests: a function of the frame and the option count only,
// so a game interrupted anywhere and finished goes exactly as one played straight through.
// Mostly option 0 (pass, done, keep), so that games end (always-varied answers can loop on
// repeatable abilities for thousands of inputs).
inline int crash_policy(uint32_t frame, size_t options) {
  return frame % 4 == 3 ? static_cast<int>((frame * 7 + 3) % options) : 0;
}
inline constexpr uint32_t kCrashGameMaxInputs = 5000;

// The final hash of game `seed` (default decks) played straight through with crash_policy.
inline uint64_t uninterrupted_hash(uint64_t seed) {
  GameSetup s;
  s.seed = seed;
  for (int p = 0; p < kNumPlayers; ++p)
    s.players[p] = *CardPool::builtin().deck(CardPool::default_decks()[p]);
  Game g = *Game::create(s, CardPool::builtin().db());
  while (!g.over() && g.inputs() < kCrashGameMaxInputs)
    EXPECT_TRUE(g.apply(crash_policy(g.inputs(), g.options().size())).is_ok());
  EXPECT_TRUE(g.over()) << "seed " << seed << " plays over " << kCrashGameMaxInputs << " inputs";
  return g.hash();
}

}  // namespace rwd
