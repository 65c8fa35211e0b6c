#include "analysis/plot_svg.h"

#include <algorithm>
#include <cstdio>

#include "analysis/turning_points.h"

namespace rwd {

namespace {

constexpr double kWidth = 900, kHeight = 340;
constexpr double kLeft = 56, kRight = 20, kTop = 36, kBottom = 44;
const char* const kSeatColor[kNumPlayers] = {"#1f5fa8", "#c0502a"};

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

struct Frame {
  const Analysis& a;
  bool both;
  double x(uint32_t frame) const {
    const double span = std::max<double>(1.0, a.last_frame - a.first_frame);
    return kLeft + (kWidth - kLeft - kRight) * (frame - a.first_frame) / span;
  }
  double y(double chance) const {
    return kTop + (kHeight - kTop - kBottom) * (1.0 - std::clamp(chance, 0.0, 1.0));
  }
  // The plotted chance: the seat's own, or p1's when both seats are shown.
  double shown(const DecisionResult& d, double chance) const {
    return both && d.seat == PlayerId::P2 ? 1.0 - chance : chance;
  }
};

void axes(std::string& s, const Frame& f) {
  for (int pct = 0; pct <= 100; pct += 25) {
    const double y = f.y(pct / 100.0);
    s += "<line x1=\"" + num(kLeft) + "\" y1=\"" + num(y) + "\" x2=\"" + num(kWidth - kRight) +
         "\" y2=\"" + num(y) + "\" stroke=\"" + (pct == 50 ? "#999" : "#ddd") + "\"/>\n";
    s += "<text x=\"" + num(kLeft - 6) + "\" y=\"" + num(y + 4) + "\" text-anchor=\"end\">" +
         std::to_string(pct) + "%</text>\n";
  }
  // Turn markers, each labelled unless it would crowd the label before it.
  double last_label = -1e9;
  for (const auto& [turn, frame] : f.a.turns) {
    const double x = f.x(frame);
    s += "<line class=\"turn\" x1=\"" + num(x) + "\" y1=\"" + num(kTop) + "\" x2=\"" + num(x) +
         "\" y2=\"" + num(kHeight - kBottom) + "\" stroke=\"#eee\"/>\n";
    if (x - last_label < 24) continue;
    last_label = x;
    s += "<text x=\"" + num(x) + "\" y=\"" + num(kHeight - kBottom + 16) +
         "\" text-anchor=\"middle\">T" + std::to_string(turn) + "</text>\n";
  }
  s += "<text x=\"" + num((kLeft + kWidth - kRight) / 2) + "\" y=\"" + num(kHeight - 8) +
       "\" text-anchor=\"middle\">frame (T = turn)</text>\n";
}

void series(std::string& s, const Frame& f, PlayerId seat) {
  std::vector<const DecisionResult*> ds;
  for (const DecisionResult& d : f.a.decisions)
    if (d.seat == seat) ds.push_back(&d);
  if (ds.empty()) return;
  const std::string color = kSeatColor[raw(seat)];
  // The band of one standard error: up along the upper edge, back along the lower.
  std::string band;
  for (const DecisionResult* d : ds)
    band += num(f.x(d->frame)) + "," + num(f.y(f.shown(*d, d->before.chance) + d->before.se)) + " ";
  for (auto it = ds.rbegin(); it != ds.rend(); ++it)
    band += num(f.x((*it)->frame)) + "," +
            num(f.y(f.shown(**it, (*it)->before.chance) - (*it)->before.se)) + " ";
  s += "<polygon class=\"band\" points=\"" + band + "\" fill=\"" + color +
       "\" fill-opacity=\"0.15\" stroke=\"none\"/>\n";
  std::string line;
  for (const DecisionResult* d : ds)
    line += num(f.x(d->frame)) + "," + num(f.y(f.shown(*d, d->before.chance))) + " ";
  s += "<polyline class=\"chance\" points=\"" + line + "\" fill=\"none\" stroke=\"" + color +
       "\" stroke-width=\"2\"/>\n";
  for (const DecisionResult* d : ds) {
    const double x = f.x(d->frame);
    s += "<circle class=\"decision\" cx=\"" + num(x) + "\" cy=\"" +
         num(f.y(f.shown(*d, d->before.chance))) + "\" r=\"2.5\" fill=\"" + color + "\"><title>" +
         escape(std::string(player_name(d->seat)) + ", frame " + std::to_string(d->frame) +
                ", turn " + std::to_string(d->turn) + ": " + percent(d->before.chance) +
                " \u00b1 " + percent(d->before.se)) +
         "</title></circle>\n";
    if (!d->mistake) continue;
    const OptionResult* played = d->find(d->played);
    const OptionResult* better = d->find(d->preferred);
    // A dashed line from the better option down (or up) to the played one: the loss.
    const double y0 = f.y(f.shown(*d, better->estimate.chance)),
                 y1 = f.y(f.shown(*d, played->estimate.chance));
    s += "<line x1=\"" + num(x) + "\" y1=\"" + num(y0) + "\" x2=\"" + num(x) + "\" y2=\"" +
         num(y1) + "\" stroke=\"#c00\" stroke-dasharray=\"3,2\"/>\n";
    s += "<circle class=\"mistake\" cx=\"" + num(x) + "\" cy=\"" + num(y1) +
         "\" r=\"5\" fill=\"#c00\" stroke=\"white\"><title>" +
         escape("mistake at frame " + std::to_string(d->frame) + ", turn " +
                std::to_string(d->turn) + ": " + played->label + " " +
                percent(played->estimate.chance) + "; better: " + better->label + " " +
                percent(better->estimate.chance)) +
         "</title></circle>\n";
    s += "<circle class=\"better\" cx=\"" + num(x) + "\" cy=\"" +
         num(f.y(f.shown(*d, better->estimate.chance))) +
         "\" r=\"4\" fill=\"none\" stroke=\"#1a8f3a\" stroke-width=\"1.5\"><title>" +
         escape("better: " + better->label + " " + percent(better->estimate.chance)) +
         "</title></circle>\n";
  }
}

}  // namespace

std::string analysis_svg(const Analysis& a) {
  const bool both = a.config.seats[0] && a.config.seats[1];
  const Frame f{a, both};
  const PlayerId main_seat = a.config.seats[0] ? PlayerId::P1 : PlayerId::P2;
  std::string s;
  s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(kWidth) + "\" height=\"" +
       num(kHeight) + "\" viewBox=\"0 0 " + num(kWidth) + " " + num(kHeight) +
       "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  s += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  std::string title = std::string(player_name(main_seat)) + "'s chance to win";
  if (!a.names[0].empty() || !a.names[1].empty())
    title += " (" + a.names[0] + " vs " + a.names[1] + ")";
  title += ", result " + a.result + "; budget " + std::to_string(a.config.budget) + ", " +
           (a.config.omniscient ? "omniscient" : "seat's view");
  s += "<text x=\"" + num(kLeft) + "\" y=\"20\" font-size=\"13\">" + escape(title) + "</text>\n";
  axes(s, f);
  for (int p = 0; p < kNumPlayers; ++p)
    if (a.config.seats[p]) series(s, f, player_id(p));
  // The legend, under the title.
  s += "<text x=\"" + num(kLeft) + "\" y=\"" + num(kTop - 4) + "\" font-size=\"10\">";
  if (both)
    s += "<tspan fill=\"" + std::string(kSeatColor[0]) +
         "\">\u25cf p1's decisions</tspan> <tspan fill=\"" + kSeatColor[1] +
         "\">\u25cf p2's decisions (1 - p2's chance)</tspan>";
  else
    s += "<tspan fill=\"" + std::string(kSeatColor[raw(main_seat)]) +
         "\">\u25cf the chance before each decision</tspan>";
  s += " (band: one standard error) <tspan fill=\"#c00\">\u25cf mistake: the played option's "
       "chance</tspan> "
       "<tspan fill=\"#1a8f3a\">\u25cb the better option's</tspan></text>\n";
  s += "</svg>\n";
  return s;
}

}  // namespace rwd
