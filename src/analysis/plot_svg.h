// The win-chance graph of an analysis as a standalone SVG image (`rewind analyse --plot`):
// the chance before each analysed decision over the frames of the game, a band of one
// standard error around it, a marker at the start of each turn, and each mistake marked:
// a red dot where the played option left the chance, a green ring at the better option's
// chance, a dashed line between them, tooltips naming both.
// One seat: that seat's chance. Both seats: p1's chance, p2's decisions plotted as one
// minus p2's chance. Deterministic text. Thread-safe: a pure function.
#pragma once

#include <string>

#include "analysis/analysis.h"

namespace rwd {

std::string analysis_svg(const Analysis& a);

}  // namespace rwd
