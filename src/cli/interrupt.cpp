#include "cli/interrupt.h"

#include <fcntl.h>
#include <unistd.h>

#include <csignal>

namespace rwd {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;
int g_null_fd = -1;  // /dev/null, opened before the handler is installed
struct sigaction g_previous;

// Only async-signal-safe work: set the flag, and put /dev/null on stdin so that a read
// that has not begun yet ends at once (one that has begun returns with EINTR).
extern "C" void on_sigint(int) {
  g_interrupted = 1;
  if (g_null_fd >= 0) dup2(g_null_fd, STDIN_FILENO);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  g_interrupted = 0;
  if (g_null_fd < 0) g_null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
  struct sigaction sa {};
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0;  // no SA_RESTART: a blocked read returns with EINTR
  sigaction(SIGINT, &sa, &g_previous);
  sigset_t set;  // a process started with SIGINT blocked would otherwise never see it
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigprocmask(SIG_UNBLOCK, &set, nullptr);
}

InterruptGuard::~InterruptGuard() {
  sigaction(SIGINT, &g_previous, nullptr);
}

bool interrupted() {
  return g_interrupted != 0;
}

}  // namespace rwd
