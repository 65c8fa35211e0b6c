#include "server/analyses.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <future>
#include <nlohmann/json.hpp>

#include "analysis/analysis_json.h"
#include "analysis/from_record.h"
#include "core/hash.h"
#include "core/json_text.h"
#include "record/replay.h"
#include "server/log.h"
#include "server/rebuild.h"

namespace rwd {

struct Analyses::Job {
  std::string game, id, seat;
  int budget = 0;
  // The record's replay owns the card data the input's games use: it lives with the job.
  std::unique_ptr<Replay> replay;
  std::unique_ptr<AnalysisInput> input;
  AnalysisConfig cfg;
  // Guarded by Analyses::mu_.
  std::string status = "queued";  // queued, running, done, failed
  std::string error;
  AnalysisPhase phase = AnalysisPhase::FirstLook;
  uint64_t playouts_done = 0, playouts_planned = 0;
  int decisions_refined = 0, decisions_total = 0;
  std::string result;  // the analysis JSON so far (complete when done); "" before the first look
};

namespace {

const char* phase_name(AnalysisPhase p) {
  switch (p) {
    case AnalysisPhase::FirstLook:
      return "first_look";
    case AnalysisPhase::Screen:
      return "screen";
    case AnalysisPhase::Refine:
      return "refine";
    case AnalysisPhase::Done:
      return "done";
  }
  return "done";
}

std::string without_newline(std::string s) {
  while (!s.empty() && s.back() == '\n') s.pop_back();
  return s;
}

// The status message (docs/protocol.md, "Analyses"), keys in sorted order.
std::string status_text(const std::string& game, const std::string& id, const std::string& seat,
                        int budget, const std::string& status, const std::string& error,
                        AnalysisPhase phase, uint64_t done, uint64_t planned, int refined,
                        int total, const std::string& result) {
  std::string out;
  JsonText w(out);
  w.open_object().field("budget", budget);
  if (!error.empty()) w.field("error", error);
  w.field("game", game).field("id", id).key("progress").open_object();
  w.field("decisions_refined", refined)
      .field("decisions_total", total)
      .field("phase", phase_name(phase))
      .field("playouts_done", done)
      .field("playouts_planned", planned)
      .close_object()
      .key("result");
  if (result.empty())
    w.null();
  else
    w.raw(result);
  w.field("seat", seat).field("status", status).field("type", "analysis").close_object();
  return out;
}

std::string job_text(const Analyses::Job& j);

// A stored analysis's status, from its JSON (its config names the seats and the budget).
std::optional<std::string> stored_text(const std::string& game, const std::string& id,
                                       const std::string& body) {
  nlohmann::json j = nlohmann::json::parse(body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  const nlohmann::json& c = j.value("config", nlohmann::json::object());
  std::string seat = "p1";
  if (c.contains("seats") && c["seats"].is_array() && !c["seats"].empty()) {
    const nlohmann::json& seats = c["seats"];
    seat = seats.size() == 2 ? "both" : seats[0].is_string() ? seats[0].get<std::string>() : "p1";
  }
  const int budget = c.value("budget", 0);
  const int total = j.contains("decisions") ? static_cast<int>(j["decisions"].size()) : 0;
  uint64_t playouts = 0;
  for (const nlohmann::json& d : j.value("decisions", nlohmann::json::array()))
    for (const nlohmann::json& o : d.value("options", nlohmann::json::array()))
      playouts += o.value("samples", 0);
  return status_text(game, id, seat, budget, "done", "", AnalysisPhase::Done, playouts, playouts,
                     total, total, without_newline(body));
}

// Lowers the calling thread's CPU priority (Linux: a thread's own nice value), so an
// analysis gets the CPU only when the network, commit and bot threads leave it.
void lower_priority() {
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
}

}  // namespace

Analyses::Analyses(Store& store, int threads) : store_(store), pool_(threads) {}

Analyses::~Analyses() {
  stop();
}

void Analyses::stop() {
  stop_.request_stop();
  pool_.stop();
}

Result<AnalysisStatus> Analyses::start(const std::string& game, const StoredGame& g,
                                       const CardDb& db, const AnalysisRequest& req) {
  if (req.seat != "p1" && req.seat != "p2" && req.seat != "both")
    return Status::error("seat must be p1, p2 or both");
  if (req.budget < 1 || req.budget > kMaxServerAnalysisBudget)
    return Status::error("budget must be 1.." + std::to_string(kMaxServerAnalysisBudget));
  auto job = std::make_shared<Job>();
  GameRecord full;
  Result<Game> end = rebuild_game(g, db, std::nullopt, &full);
  if (!end) return Status::error("game " + game + ": " + end.message());
  Result<Replay> replay = Replay::open(std::move(full));
  if (!replay) return Status::error("game " + game + ": " + replay.message());
  job->replay = std::make_unique<Replay>(std::move(*replay));
  Result<AnalysisInput> input = analysis_input(*job->replay);
  if (!input) return Status::error("game " + game + ": " + input.message());
  job->input = std::make_unique<AnalysisInput>(std::move(*input));
  AnalysisConfig& cfg = job->cfg;
  cfg.seats[0] = req.seat != "p2";
  cfg.seats[1] = req.seat != "p1";
  cfg.budget = req.budget;
  cfg.omniscient = req.omniscient;
  cfg.light = req.light;
  cfg.per_turn = req.per_turn;
  cfg.threads = 1;  // never changes a number; the service's threads run analyses side by side
  job->game = game;
  job->id = hex64(analysis_key(job->input->record_hash, cfg));
  job->seat = req.seat;
  job->budget = req.budget;
  if (std::optional<std::string> body = store_.load_analysis(game, job->id))
    if (std::optional<std::string> text = stored_text(game, job->id, *body))
      return AnalysisStatus{*text, true};
  std::lock_guard<std::mutex> lock(mu_);
  auto [it, fresh] = jobs_.try_emplace(game + "/" + job->id, job);
  if (!fresh && it->second->status == "failed") {  // a POST starts a failed analysis again
    it->second = job;
    fresh = true;
  }
  if (fresh) pool_.submit([this, job] { run(job); });
  return AnalysisStatus{job_text(*it->second), false};
}

std::optional<std::string> Analyses::status(const std::string& game, const std::string& id) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (auto it = jobs_.find(game + "/" + id); it != jobs_.end()) return job_text(*it->second);
  }
  std::optional<std::string> body = store_.load_analysis(game, id);
  if (!body) return std::nullopt;
  return stored_text(game, id, *body);
}

void Analyses::run(const std::shared_ptr<Job>& job) {
  lower_priority();
  {
    std::lock_guard<std::mutex> lock(mu_);
    job->status = "running";
  }
  AnalysisHooks hooks;
  hooks.stop = stop_.get_token();
  hooks.progress = [&](const AnalysisProgress& p) {
    std::string partial =
        p.partial ? without_newline(encode_analysis_json(*p.partial)) : std::string();
    std::lock_guard<std::mutex> lock(mu_);
    job->phase = p.phase;
    job->playouts_done = p.playouts_done;
    job->playouts_planned = p.playouts_planned;
    job->decisions_refined = p.decisions_refined;
    job->decisions_total = p.decisions_total;
    if (!partial.empty()) job->result = std::move(partial);
  };
  Result<Analysis> a = analyse(*job->input, job->cfg, hooks);
  if (!a) {
    log_line("analysis_failed", {{"game", job->game}, {"id", job->id}, {"message", a.message()}});
    std::lock_guard<std::mutex> lock(mu_);
    job->status = "failed";
    job->error = a.message();
    return;
  }
  std::string text = encode_analysis_json(*a);
  auto saved = std::make_shared<std::promise<Status>>();
  std::future<Status> committed = saved->get_future();
  store_.save_analysis(job->game, job->id, text, [saved](const Status& s) { saved->set_value(s); });
  Status s = committed.get();
  std::lock_guard<std::mutex> lock(mu_);
  if (s) {  // stored: later requests read it from the store, the same bytes every time
    jobs_.erase(job->game + "/" + job->id);
    return;
  }
  log_line("analysis_not_stored", {{"game", job->game}, {"message", s.message()}});
  job->phase = AnalysisPhase::Done;
  job->playouts_done = job->playouts_planned = std::max(job->playouts_done, job->playouts_planned);
  job->decisions_refined = job->decisions_total = static_cast<int>(a->decisions.size());
  job->result = without_newline(std::move(text));
  job->status = "done";
  job->input.reset();  // the result is kept; the games and card data are not needed any more
  job->replay.reset();
}

namespace {

std::string job_text(const Analyses::Job& j) {
  return status_text(j.game, j.id, j.seat, j.budget, j.status, j.error, j.phase, j.playouts_done,
                     j.playouts_planned, j.decisions_refined, j.decisions_total, j.result);
}

}  // namespace

}  // namespace rwd
