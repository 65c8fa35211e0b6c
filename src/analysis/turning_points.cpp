#include "analysis/turning_points.h"

#include <algorithm>
#include <cmath>

namespace rwd {

namespace {

struct Wording {
  bool both = false;  // both seats analysed: name the seat instead of "your"
  std::string whose(PlayerId p) const { return both ? std::string(player_name(p)) + "'s" : "your"; }
};

std::string spaced(std::string s) {
  std::replace(s.begin(), s.end(), '_', ' ');
  return s;
}

std::string turns_text(int a, int b) {
  return a == b ? "turn " + std::to_string(b)
                : "turns " + std::to_string(a) + "-" + std::to_string(b);
}

std::string mistake_note(const DecisionResult& d, const Wording& w) {
  const OptionResult* played = d.find(d.played);
  const OptionResult* better = d.find(d.preferred);
  const double now = played->estimate.chance, best = better->estimate.chance,
               before = d.before.chance;
  std::string s = (w.both ? std::string(player_name(d.seat)) + ", " : std::string()) + "turn " +
                  std::to_string(d.turn) + " (" + spaced(d.step) + "): " + played->label;
  if (before - now >= 0.005)
    s += " dropped " + w.whose(d.seat) + " chance from " + percent(before) + " to " + percent(now);
  else
    s += " left " + w.whose(d.seat) + " chance at " + percent(now);
  s += "; " + better->label + (std::abs(best - before) < 0.03 ? " kept " : " would have given ") +
       percent(best);
  return s;
}

std::string swing_note(const Analysis& a, const TurningPoint& t,
                       const std::vector<FrameInput>& inputs, const Wording& w) {
  const DecisionResult& from = a.decisions[static_cast<size_t>(t.from_decision)];
  const DecisionResult& to = a.decisions[static_cast<size_t>(t.decision)];
  std::string s = (w.both ? std::string(player_name(to.seat)) + ", " : std::string()) +
                  turns_text(from.turn, to.turn) + ": " + w.whose(to.seat) + " chance " +
                  (t.to > t.from ? "rose" : "fell") + " from " + percent(t.from) + " to " +
                  percent(t.to) + " between frames " + std::to_string(from.frame) + " and " +
                  std::to_string(to.frame);
  std::vector<std::string> moves;
  int more = 0;
  for (uint32_t f = from.frame + 1; f < to.frame; ++f) {
    const size_t i = f - a.first_frame;
    // The opponent's moves only (with --per-turn the seat's own later decisions lie between).
    if (i >= inputs.size() || inputs[i].player != opponent(to.seat) || inputs[i].label == "pass" ||
        inputs[i].label == "done")
      continue;
    if (moves.size() < 3)
      moves.push_back(inputs[i].label);
    else
      ++more;
  }
  if (moves.empty()) return s + " (the draws)";
  s += " (" + std::string(player_name(opponent(to.seat))) + ": ";
  for (size_t i = 0; i < moves.size(); ++i) s += (i ? ", " : "") + moves[i];
  if (more) s += " and " + std::to_string(more) + " more";
  return s + ")";
}

std::string headline(const Analysis& a, PlayerId p) {
  int decisions = 0, mistakes = 0, compared = 0;
  for (const DecisionResult& d : a.decisions) {
    if (d.seat != p) continue;
    ++decisions;
    mistakes += d.mistake;
    compared += d.status == DecisionStatus::Compared;
  }
  const std::string me = player_name(p);
  const std::string name = a.names[raw(p)].empty() ? me : me + " (" + a.names[raw(p)] + ")";
  const std::string outcome = a.result == "draw"      ? "drew on"
                              : a.result == me        ? "won on"
                              : a.result == "ongoing" ? "had neither won nor lost by"
                                                      : "lost on";
  std::string s = name + " " + outcome + " turn " + std::to_string(a.final_turn) + ": " +
                  std::to_string(decisions) + " decision" + (decisions == 1 ? "" : "s") +
                  " analysed (" + std::to_string(compared) + " with options compared), " +
                  std::to_string(mistakes) + " mistake" + (mistakes == 1 ? "" : "s");
  for (const DecisionResult& d : a.decisions)
    if (d.seat == p)
      return s + "; the chance at the first decision was " + percent(d.before.chance);
  return s;
}

}  // namespace

std::string percent(double chance) {
  return std::to_string(static_cast<int>(std::lround(std::clamp(chance, 0.0, 1.0) * 100.0))) + "%";
}

void find_turning_points(Analysis& a, const std::vector<FrameInput>& inputs) {
  a.turning_points.clear();
  a.notes.clear();
  const AnalysisConfig& cfg = a.config;
  const size_t max_points = static_cast<size_t>(std::max(0, cfg.max_turning_points));
  const Wording wording{cfg.seats[0] && cfg.seats[1]};
  // Mistakes, largest loss first (ties: earlier first).
  std::vector<int> mistakes;
  for (size_t i = 0; i < a.decisions.size(); ++i)
    if (a.decisions[i].mistake) mistakes.push_back(static_cast<int>(i));
  std::stable_sort(mistakes.begin(), mistakes.end(), [&](int x, int y) {
    return a.decisions[static_cast<size_t>(x)].loss > a.decisions[static_cast<size_t>(y)].loss;
  });
  if (mistakes.size() > max_points) mistakes.resize(max_points);
  for (int i : mistakes) {
    const DecisionResult& d = a.decisions[static_cast<size_t>(i)];
    a.turning_points.push_back({TurningPoint::Kind::Mistake, i, -1, d.before.chance,
                                d.find(d.played)->estimate.chance, mistake_note(d, wording)});
  }
  // Swings between consecutive decisions of one seat, largest first.
  std::vector<TurningPoint> swings;
  for (int p = 0; p < kNumPlayers; ++p) {
    int prev = -1;
    for (size_t i = 0; i < a.decisions.size(); ++i) {
      const DecisionResult& d = a.decisions[i];
      if (raw(d.seat) != p) continue;
      if (prev >= 0) {
        const Estimate& from = a.decisions[static_cast<size_t>(prev)]
                                   .find(a.decisions[static_cast<size_t>(prev)].played)
                                   ->estimate;
        const double size = std::abs(d.before.chance - from.chance);
        const double se = std::sqrt(from.se * from.se + d.before.se * d.before.se);
        if (size >= cfg.swing_min && size >= 2.0 * se)
          swings.push_back({TurningPoint::Kind::Swing, static_cast<int>(i), prev, from.chance,
                            d.before.chance, ""});
      }
      prev = static_cast<int>(i);
    }
  }
  std::stable_sort(swings.begin(), swings.end(), [](const TurningPoint& x, const TurningPoint& y) {
    const double sx = std::abs(x.to - x.from), sy = std::abs(y.to - y.from);
    return sx > sy || (sx == sy && x.decision < y.decision);
  });
  if (swings.size() > max_points) swings.resize(max_points);
  for (TurningPoint& t : swings) {
    t.note = swing_note(a, t, inputs, wording);
    a.turning_points.push_back(std::move(t));
  }
  // The note: a headline per seat, then the turning points in the order they happened.
  for (int p = 0; p < kNumPlayers; ++p)
    if (cfg.seats[p]) a.notes.push_back(headline(a, player_id(p)));
  std::vector<const TurningPoint*> by_frame;
  for (const TurningPoint& t : a.turning_points) by_frame.push_back(&t);
  std::stable_sort(by_frame.begin(), by_frame.end(),
                   [](const TurningPoint* x, const TurningPoint* y) {
                     return x->decision < y->decision ||
                            (x->decision == y->decision && x->kind == TurningPoint::Kind::Swing &&
                             y->kind == TurningPoint::Kind::Mistake);
                   });
  for (const TurningPoint* t : by_frame) a.notes.push_back(t->note);
}

}  // namespace rwd
