// Analyses: the server's replay analyses of finished games (docs/protocol.md, "Analyses";
// the engine is src/analysis, docs/analysis.md). Each runs on the service's own worker
// threads, at a lower CPU priority than the network and bot threads, so live games are
// never blocked; its progress and its partial result can be read at any time; a finished
// analysis is kept in the store under its key (the record, the seats and every setting
// that changes a number), so the same request is computed once and answered with the same
// bytes. Thread-safe: every method may be called from any thread.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>

#include "analysis/analysis.h"
#include "core/status.h"
#include "server/store.h"
#include "server/worker_pool.h"

namespace rwd {

// What a client asks for (POST /api/games/ID/analyses).
struct AnalysisRequest {
  std::string seat = "p1";  // p1, p2, both
  int budget = kDefaultAnalysisBudget;
  bool omniscient = false, light = false, per_turn = false;
};
inline constexpr int kMaxServerAnalysisBudget = 1024;

// The status of an analysis as the protocol sends it (a JSON object's text) and whether it
// was already stored (HTTP 200) or is queued or running (202).
struct AnalysisStatus {
  std::string text;
  bool stored = false;
};

class Analyses {
 public:
  Analyses(Store& store, int threads);
  ~Analyses();
  Analyses(const Analyses&) = delete;
  Analyses& operator=(const Analyses&) = delete;

  // Starts the analysis of finished game `game` (its stored rows `g`), or finds it running
  // or stored. REQUIRES: g.row.over. Errors: a bad request, a record that does not rebuild.
  Result<AnalysisStatus> start(const std::string& game, const StoredGame& g, const CardDb& db,
                               const AnalysisRequest& req);
  // The status of analysis `id` of `game`; nullopt if it was never started here and is not
  // stored.
  std::optional<std::string> status(const std::string& game, const std::string& id);
  // Stops the running analyses (they end as failed) and the workers.
  void stop();

  struct Job;  // one analysis: its input, progress and result (analyses.cpp)

 private:
  void run(const std::shared_ptr<Job>& job);

  Store& store_;
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<Job>> jobs_;  // by game + "/" + id
  std::stop_source stop_;
  WorkerPool pool_;
};

}  // namespace rwd
