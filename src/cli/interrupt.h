// Ctrl-C during a game: the handler only sets a flag (nothing unsafe runs inside it); the
// play loop checks the flag between decisions and the terminal reader after a read fails,
// then saves the record so far and exits. Reads are not restarted after the signal, and
// stdin reads end-of-input from then on, so the terminal reader returns at once whenever
// the signal comes.
// Thread-safe: the flag is a volatile sig_atomic_t; install and restore from the main thread.
#pragma once

namespace rwd {

// While alive, SIGINT sets the flag instead of ending the process (SIGINT is unblocked);
// the previous handler comes back when it is destroyed. The flag starts cleared.
class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;
};

// True iff SIGINT arrived while an InterruptGuard was alive (since the last one was made).
bool interrupted();

}  // namespace rwd
