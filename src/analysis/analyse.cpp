// analyse(): walks the frames, prepares a DecisionWork per analysed decision, runs the
// first look, the screening and the refinement on worker threads, and reports progress on the
// calling thread. Sample ranges are independent (each sample's seed is its own), so the numbers do
// not depend on which thread ran what or in which order.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

#include "analysis/analysis.h"
#include "analysis/decision_work.h"
#include "analysis/turning_points.h"
#include "core/version.h"

namespace rwd {

namespace {

constexpr int kChunk = 8;  // samples per work item
constexpr int kMaxThreads = 64;

struct Item {
  int work = 0;
  int s0 = 0, s1 = 0;
};

uint64_t item_playouts(const DecisionWork& w, const Item& it) {
  uint64_t active = 0;
  for (uint8_t a : w.active) active += a;
  return active * static_cast<uint64_t>(it.s1 - it.s0);
}

void add_items(std::vector<Item>& items, int work, int s0, int s1) {
  for (int s = s0; s < s1; s += kChunk) items.push_back(Item{work, s, std::min(s1, s + kChunk)});
}

// Runs `items` on `threads` workers. `finished(w)` runs on the calling thread when the last
// item of work w is done. Errors: a stop request (the items not started are skipped).
Status run_items(std::vector<DecisionWork>& works, const std::vector<Item>& items,
                 const AnalysisConfig& cfg, int threads, const std::stop_token& stop,
                 uint64_t& playouts, const std::function<void(int)>& finished) {
  std::vector<int> left(works.size(), 0);
  for (const Item& it : items) ++left[static_cast<size_t>(it.work)];
  const Status stopped = Status::error("analysis stopped");
  if (stop.stop_requested()) return stopped;
  if (threads <= 1 || items.size() <= 1) {
    for (const Item& it : items) {
      if (stop.stop_requested()) return stopped;
      DecisionWork& w = works[static_cast<size_t>(it.work)];
      run_samples(w, it.s0, it.s1, cfg);
      playouts += item_playouts(w, it);
      if (--left[static_cast<size_t>(it.work)] == 0) finished(it.work);
    }
    return Status::ok();
  }
  std::mutex m;
  std::condition_variable cv;
  std::deque<int> ready;
  std::atomic<size_t> next{0};
  int running = threads;
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      for (;;) {
        if (stop.stop_requested()) break;
        const size_t i = next.fetch_add(1);
        if (i >= items.size()) break;
        const Item& it = items[i];
        DecisionWork& w = works[static_cast<size_t>(it.work)];
        run_samples(w, it.s0, it.s1, cfg);
        std::lock_guard<std::mutex> lock(m);
        playouts += item_playouts(w, it);
        if (--left[static_cast<size_t>(it.work)] == 0) ready.push_back(it.work);
        cv.notify_one();
      }
      std::lock_guard<std::mutex> lock(m);
      --running;
      cv.notify_one();
    });
  std::unique_lock<std::mutex> lock(m);
  for (;;) {
    cv.wait(lock, [&] { return !ready.empty() || running == 0; });
    while (!ready.empty()) {
      const int w = ready.front();
      ready.pop_front();
      lock.unlock();
      finished(w);
      lock.lock();
    }
    if (running == 0) break;
  }
  lock.unlock();
  for (std::thread& t : pool) t.join();
  return stop.stop_requested() ? stopped : Status::ok();
}

Status check_config(const AnalysisConfig& cfg) {
  if (cfg.budget < 1) return Status::error("budget must be at least 1 sample");
  if (cfg.coarse < 0) return Status::error("coarse must not be negative");
  if (cfg.threads < 1 || cfg.threads > kMaxThreads)
    return Status::error("threads must be 1.." + std::to_string(kMaxThreads));
  if (!cfg.seats[0] && !cfg.seats[1]) return Status::error("no seat to analyse");
  if (cfg.turn_cap < 1) return Status::error("turn_cap must be at least 1");
  if (cfg.max_candidates < 2) return Status::error("max_candidates must be at least 2");
  if (cfg.deadline_turn > 0 && cfg.deadline_winner == PlayerId::None)
    return Status::error("a deadline needs a deadline winner");
  return Status::ok();
}

// The swing into each decision from the previous decision of its seat, by the numbers so far.
std::vector<double> swings_in(const std::vector<DecisionResult>& d) {
  std::vector<double> out(d.size(), 0.0);
  int prev[kNumPlayers] = {-1, -1};
  for (size_t i = 0; i < d.size(); ++i) {
    int& p = prev[raw(d[i].seat)];
    if (p >= 0)
      out[i] = std::abs(
          d[i].before.chance -
          d[static_cast<size_t>(p)].find(d[static_cast<size_t>(p)].played)->estimate.chance);
    p = static_cast<int>(i);
  }
  return out;
}

// Replays `in`, checking every answer: fills `inputs` (every input's player and label),
// `works` (a prepared DecisionWork per analysed decision) and a's header and game fields.
Status walk_frames(const AnalysisInput& in, const AnalysisConfig& cfg, Analysis& a,
                   std::vector<FrameInput>& inputs, std::vector<DecisionWork>& works) {
  Game g = in.start;
  std::vector<std::pair<int, uint32_t>> turns;
  int last_turn[kNumPlayers] = {-1, -1};  // per_turn: each seat's last analysed turn
  for (int answer : in.inputs) {
    if (turns.empty() || turns.back().first != g.turn()) turns.emplace_back(g.turn(), g.inputs());
    const std::string at = "frame " + std::to_string(g.inputs()) + ": ";
    if (g.over()) return Status::error(at + "the game is over, but the record holds more inputs");
    const OptionList& opts = g.options();
    if (answer < 0 || static_cast<size_t>(answer) >= opts.size())
      return Status::error(at + "option " + std::to_string(answer) + " is not legal: choose 0.." +
                           std::to_string(opts.size() - 1));
    const PlayerId p = g.pending().player;
    inputs.push_back({p, g.option_label(opts[static_cast<size_t>(answer)])});
    if (cfg.seats[raw(p)] && (!cfg.per_turn || last_turn[raw(p)] != g.turn())) {
      works.push_back(prepare_decision(g, answer, cfg));
      last_turn[raw(p)] = g.turn();
    }
    if (Status s = g.apply(answer); !s) return Status::error(at + s.message());
  }
  if (turns.empty() || turns.back().first != g.turn()) turns.emplace_back(g.turn(), g.inputs());
  a.engine_version = kEngineVersion;
  a.rules_version = kRulesVersion;
  a.record_hash = in.record_hash;
  a.key = analysis_key(in.record_hash, cfg);
  a.config = cfg;
  a.first_frame = in.start.inputs();
  a.last_frame = g.inputs();
  a.result = result_name(g.result());
  a.final_turn = g.turn();
  a.turns = std::move(turns);
  for (int p = 0; p < kNumPlayers; ++p) a.names[p] = in.names[p];
  return Status::ok();
}

}  // namespace

Result<Analysis> analyse(const AnalysisInput& in, const AnalysisConfig& cfg,
                         const AnalysisHooks& hooks) {
  if (Status s = check_config(cfg); !s) return s;
  Analysis a;
  std::vector<FrameInput> inputs;
  std::vector<DecisionWork> works;
  if (Status s = walk_frames(in, cfg, a, inputs, works); !s) return s;

  const int n1 = coarse_samples(cfg);
  const int n0 = std::min(kFirstLookSamples, n1);
  const int budget = std::max(1, cfg.budget);
  const int n_single = single_samples(cfg);
  AnalysisProgress progress;
  progress.decisions_total = static_cast<int>(works.size());
  for (const DecisionWork& w : works)
    progress.playouts_planned += w.cand.size() * static_cast<uint64_t>(budget);
  auto report = [&](AnalysisPhase phase, int updated, const Analysis* partial) {
    if (!hooks.progress) return;
    progress.phase = phase;
    progress.updated = updated;
    progress.partial = partial;
    hooks.progress(progress);
  };
  // One pass: the active candidates of the decisions in `order` played on to target(w)
  // samples; `finished(w)` as each decision's last item is done.
  auto pass = [&](const std::vector<int>& order, const std::function<int(int)>& target,
                  const std::function<void(int)>& finished) {
    std::vector<Item> items;
    for (int w : order) {
      DecisionWork& work = works[static_cast<size_t>(w)];
      add_items(items, w, work.samples[static_cast<size_t>(work.played)], target(w));
    }
    return run_items(works, items, cfg, cfg.threads, hooks.stop, progress.playouts_done,
                     [&](int w) {
                       complete_samples(works[static_cast<size_t>(w)], target(w));
                       finished(w);
                     });
  };
  // A decision's latest numbers into `a`, the turning points again, and a report.
  auto update = [&](AnalysisPhase phase, int w) {
    a.decisions[static_cast<size_t>(w)] = decision_result(works[static_cast<size_t>(w)], cfg);
    find_turning_points(a, inputs);
    report(phase, w, &a);
  };
  // Decisions by what the numbers so far say is at stake, the most first.
  auto by_stake = [&] {
    const std::vector<double> swing = swings_in(a.decisions);
    std::vector<int> order(works.size());
    std::vector<double> stake(works.size());
    for (size_t i = 0; i < works.size(); ++i) {
      order[i] = static_cast<int>(i);
      stake[i] = coarse_stake(works[i]) + 0.5 * swing[i];
    }
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
      return stake[static_cast<size_t>(x)] > stake[static_cast<size_t>(y)];
    });
    return order;
  };

  // The first look: a few samples of everything, to show the big swings early.
  std::vector<int> in_order(works.size());
  for (size_t i = 0; i < works.size(); ++i) in_order[i] = static_cast<int>(i);
  Status st = pass(
      in_order, [&](int) { return n0; },
      [&](int w) { report(AnalysisPhase::FirstLook, w, nullptr); });
  if (!st) return st;
  for (const DecisionWork& w : works) a.decisions.push_back(decision_result(w, cfg));
  find_turning_points(a, inputs);
  report(AnalysisPhase::FirstLook, -1, &a);

  // The screening pass: every candidate to the coarse count, then the plan.
  st = pass(
      by_stake(), [&](int) { return n1; }, [&](int w) { update(AnalysisPhase::Screen, w); });
  if (!st) return st;
  auto target = [&](int w) {
    const DecisionWork& work = works[static_cast<size_t>(w)];
    return work.status == DecisionStatus::Compared ? budget : n_single;
  };
  progress.playouts_planned = progress.playouts_done;
  for (size_t i = 0; i < works.size(); ++i) {
    DecisionWork& w = works[i];
    plan_refinement(w, cfg);
    w.refined = target(static_cast<int>(i)) <= n1;
    for (uint8_t act : w.active)
      progress.playouts_planned +=
          act * static_cast<uint64_t>(std::max(0, target(static_cast<int>(i)) - n1));
    a.decisions[i] = decision_result(w, cfg);
  }
  find_turning_points(a, inputs);
  report(AnalysisPhase::Screen, -1, &a);

  // The refinement, where the most is at stake first.
  std::vector<int> order;
  for (int w : by_stake())
    if (!works[static_cast<size_t>(w)].refined) order.push_back(w);
  st = pass(order, target, [&](int w) {
    works[static_cast<size_t>(w)].refined = true;
    ++progress.decisions_refined;
    update(AnalysisPhase::Refine, w);
  });
  if (!st) return st;
  progress.decisions_refined = progress.decisions_total;
  a.complete = true;
  report(AnalysisPhase::Done, -1, &a);
  return a;
}

}  // namespace rwd
