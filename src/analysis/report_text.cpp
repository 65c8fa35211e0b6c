#include "analysis/report_text.h"

#include <cstdio>

#include "analysis/turning_points.h"
#include "core/hash.h"

namespace rwd {

namespace {

// "64% ±5".
std::string with_se(const Estimate& e) {
  return percent(e.chance) + " \u00b1" + std::to_string(static_cast<int>(e.se * 100.0 + 0.5));
}

std::string pad(std::string s, size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string decision_line(const DecisionResult& d) {
  const OptionResult* played = d.find(d.played);
  const OptionResult* better = d.find(d.preferred);
  char head[64];
  std::snprintf(head, sizeof head, "%6u %4d  %s  ", d.frame, d.turn, player_name(d.seat));
  std::string s = head + pad(d.kind, 18) + pad(with_se(d.before), 9) + "  " +
                  pad(played->label, 34) + " " + pad(with_se(played->estimate), 9);
  if (d.status != DecisionStatus::Compared) return s + "  (" + decision_status_name(d.status) + ")";
  if (d.preferred == d.played) return s + "  = best";
  s += "  better: " + better->label + " " + with_se(better->estimate) + ", loss " +
       std::to_string(static_cast<int>(d.loss * 100.0 + 0.5)) + " \u00b1" +
       std::to_string(static_cast<int>(d.loss_se * 100.0 + 0.5));
  return d.mistake ? s + "  MISTAKE" : s;
}

}  // namespace

std::string notes_text(const Analysis& a) {
  std::string s;
  for (const std::string& n : a.notes) s += "  " + n + "\n";
  return s;
}

std::string analysis_text(const Analysis& a, const std::string& source) {
  std::string seats = a.config.seats[0] && a.config.seats[1] ? "p1 and p2"
                      : a.config.seats[1]                    ? "p2"
                                                             : "p1";
  std::string s = "analysis of " + source + ": p1 (" + a.names[0] + ") vs p2 (" + a.names[1] +
                  "), result " + a.result + " on turn " + std::to_string(a.final_turn) + "\n";
  s += "seat " + seats + ", " +
       (a.config.omniscient ? "omniscient (the true hidden cards)" : "the seat's view") + ", " +
       std::to_string(a.config.budget) + " samples per option (screening " +
       std::to_string(coarse_samples(a.config)) + "), " + std::to_string(a.decisions.size()) +
       " decisions; key " + hex64(a.key) + "\n\n";
  s += "coach's note:\n" + notes_text(a) + "\n";
  s += " frame turn seat decision          before     played                              chance\n";
  for (const DecisionResult& d : a.decisions) s += decision_line(d) + "\n";
  return s;
}

}  // namespace rwd
