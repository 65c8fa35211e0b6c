// WorkerPool: a fixed set of threads running queued jobs in order of submission; bots think
// here, so a search bot that thinks for long never blocks the network threads or other
// games' commits. Thread-safe: submit() from any thread; the destructor (or stop()) waits for
// the running jobs and drops the queued ones.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace rwd {

class WorkerPool {
 public:
  explicit WorkerPool(int threads);
  ~WorkerPool() { stop(); }
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  void submit(std::function<void()> job);
  void stop();

 private:
  void loop();

  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> jobs_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace rwd
