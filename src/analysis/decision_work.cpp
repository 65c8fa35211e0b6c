#include "analysis/decision_work.h"

#include <algorithm>

#include "analysis/stats.h"
#include "bots/heuristic.h"
#include "bots/seat.h"

namespace rwd {

namespace {

constexpr uint64_t kSampleTag = 0x616e616c7973652dull;   // "analyse-"
constexpr uint64_t kPlayoutTag = 0x706c61796f75742dull;  // "playout-"

PlayoutRules playout_rules(const AnalysisConfig& cfg) {
  PlayoutRules r;
  r.turn_cap = cfg.turn_cap;
  r.deadline_turn = cfg.deadline_turn;
  r.deadline_winner = cfg.deadline_winner;
  return r;
}

}  // namespace

DecisionWork prepare_decision(const Game& frame, int played, const AnalysisConfig& cfg) {
  DecisionWork w(frame);
  w.seat = frame.pending().player;
  const uint64_t info =
      cfg.omniscient ? mix64(frame.hash(), frame.inputs()) : view_key(frame, w.seat);
  w.key = mix64(info, kSampleTag);
  if (cfg.omniscient) w.snapshot = frame.snapshot();
  const PlayerView pub = frame.view(PlayerId::None, ViewText::ForBots);
  w.step = pub.step;
  w.kind = pub.decision_kind;
  w.prompt = frame.decision().prompt;
  const OptionList& opts = frame.options();
  w.legal = static_cast<int>(opts.size());
  SeatHandle h(frame, w.seat);
  const int policy = heuristic_choice(h, opts, h.view());
  // The sensible candidates: every option but an unblock (it only undoes a pick), the
  // played and the policy options first among those kept when there are too many.
  std::vector<int> keep;
  int room = std::max(2, cfg.max_candidates) - (policy == played ? 1 : 2);
  for (int i = 0; i < w.legal; ++i) {
    const bool must = i == played || i == policy;
    const bool sensible = !cfg.light && opts[static_cast<size_t>(i)].kind() != OptionKind::Unblock;
    if (must || (sensible && room > 0)) {
      keep.push_back(i);
      if (!must) --room;
    }
  }
  for (int i : keep) {
    if (i == played) w.played = static_cast<int>(w.cand.size());
    if (i == policy) w.policy = static_cast<int>(w.cand.size());
    w.cand.push_back(opts[static_cast<size_t>(i)]);
    w.number.push_back(i);
    w.label.push_back(frame.option_label(opts[static_cast<size_t>(i)]));
  }
  w.status = w.cand.size() == 1 ? DecisionStatus::Single : DecisionStatus::Compared;
  const size_t n = w.cand.size();
  w.budget = std::max(1, cfg.budget);
  w.score.assign(n * static_cast<size_t>(w.budget), 0.0);
  w.capped.assign(n * static_cast<size_t>(w.budget), 0);
  w.active.assign(n, 1);
  w.pruned.assign(n, 0);
  w.samples.assign(n, 0);
  return w;
}

void run_samples(DecisionWork& w, int s0, int s1, const AnalysisConfig& cfg) {
  const PlayoutRules rules = playout_rules(cfg);
  for (int s = s0; s < s1; ++s) {
    const uint64_t seed = mix64(w.key, static_cast<uint64_t>(s));
    const Game g0 = sample_game(w.frame, w.seat, cfg.omniscient, w.snapshot, seed);
    for (size_t c = 0; c < w.cand.size(); ++c) {
      if (!w.active[c]) continue;
      Game g = g0;
      // The seat's options are the same in every sample (they come from what it knows);
      // should one ever be missing, the sample plays the policy's instead.
      int num = option_number(g, w.cand[c]);
      if (num < 0) num = std::max(0, option_number(g, w.cand[static_cast<size_t>(w.policy)]));
      static_cast<void>(g.apply(num));
      Rng rng = Rng::from_seed(mix64(seed, kPlayoutTag));  // the same for every option
      const PlayoutEnd end = play_out(g, w.seat, rules, rng);
      const size_t at = c * static_cast<size_t>(w.budget) + static_cast<size_t>(s);
      w.score[at] = end.score;
      w.capped[at] = end.capped ? 1 : 0;
    }
  }
}

void complete_samples(DecisionWork& w, int upto) {
  for (size_t c = 0; c < w.cand.size(); ++c)
    if (w.active[c]) w.samples[c] = std::max(w.samples[c], upto);
}

void plan_refinement(DecisionWork& w, const AnalysisConfig& cfg) {
  const int n = w.samples[static_cast<size_t>(w.played)];
  const size_t played = static_cast<size_t>(w.played);
  if (w.status == DecisionStatus::Compared) {
    bool alike = true;
    for (size_t c = 0; c < w.cand.size() && alike; ++c)
      for (int s = 0; s < n && alike; ++s)
        alike = w.row(static_cast<int>(c))[s] == w.row(w.played)[s];
    if (alike) w.status = DecisionStatus::Alike;
  }
  if (w.status != DecisionStatus::Compared) {
    for (size_t c = 0; c < w.cand.size(); ++c) w.active[c] = c == played;
    return;
  }
  int best = 0;
  std::vector<double> mean(w.cand.size());
  for (size_t c = 0; c < w.cand.size(); ++c) {
    mean[c] = estimate_of(w.row(static_cast<int>(c)), n).chance;
    if (mean[c] > mean[static_cast<size_t>(best)] + 1e-12) best = static_cast<int>(c);
  }
  for (size_t c = 0; c < w.cand.size(); ++c) {
    const int ci = static_cast<int>(c);
    if (ci == w.played || ci == w.policy || ci == best) continue;
    const PairedDiff d = paired_diff(w.row(best), w.row(ci), n);
    if (d.mean > 1e-12 && d.mean > cfg.prune_z * d.se) {
      w.pruned[c] = 1;
      w.active[c] = 0;
    }
  }
}

double coarse_stake(const DecisionWork& w) {
  const int n = w.samples[static_cast<size_t>(w.played)];
  const double played = estimate_of(w.row(w.played), n).chance;
  double stake = 0.0;
  for (size_t c = 0; c < w.cand.size(); ++c)
    stake = std::max(
        stake, std::abs(estimate_of(w.row(static_cast<int>(c)), w.samples[c]).chance - played));
  return stake;
}

DecisionResult decision_result(const DecisionWork& w, const AnalysisConfig& cfg) {
  DecisionResult r;
  r.frame = w.frame.inputs();
  r.turn = w.frame.turn();
  r.seat = w.seat;
  r.step = w.step;
  r.kind = w.kind;
  r.prompt = w.prompt;
  r.legal = w.legal;
  r.status = w.status;
  r.refined = w.refined;
  r.played = w.number[static_cast<size_t>(w.played)];
  r.policy = w.number[static_cast<size_t>(w.policy)];
  for (size_t c = 0; c < w.cand.size(); ++c) {
    OptionResult o;
    o.option = w.number[c];
    o.label = w.label[c];
    o.estimate = rounded(estimate_of(w.row(static_cast<int>(c)), w.samples[c]));
    o.pruned = w.pruned[c] != 0;
    r.options.push_back(std::move(o));
    for (int s = 0; s < w.samples[c]; ++s)
      r.capped += w.capped[c * static_cast<size_t>(w.budget) + static_cast<size_t>(s)];
  }
  const int n = w.samples[static_cast<size_t>(w.played)];
  int best = w.played;
  if (w.status == DecisionStatus::Compared) {
    // Best by mean among the options with as many samples as the played one; ties keep the
    // played option, then the policy's, then the lowest number.
    auto mean = [&](int c) { return estimate_of(w.row(c), n).chance; };
    if (mean(w.policy) > mean(best) + 1e-12) best = w.policy;
    for (size_t c = 0; c < w.cand.size(); ++c)
      if (w.samples[c] == n && mean(static_cast<int>(c)) > mean(best) + 1e-12)
        best = static_cast<int>(c);
    if (best != w.played) {
      const PairedDiff d = paired_diff(w.row(best), w.row(w.played), n);
      if (d.mean <= cfg.keep_played_z * d.se) {
        best = w.played;
      } else {
        r.loss = round4(d.mean);
        r.loss_se = round4(d.se);
      }
    }
  }
  r.preferred = w.number[static_cast<size_t>(best)];
  const int before = w.status == DecisionStatus::Compared ? w.policy : w.played;
  r.before = r.options[static_cast<size_t>(before)].estimate;
  r.mistake = r.loss >= cfg.mistake_loss && r.loss >= cfg.mistake_z * r.loss_se;
  return r;
}

}  // namespace rwd
