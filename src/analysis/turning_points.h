// Turning points and the coach's note. A mistake is a decision whose played option lost at
// least mistake_loss of win chance to the preferred one (and mistake_z standard errors of the
// paired loss); the largest are listed. A swing is a change of the chance between two
// consecutive analysed decisions of one seat, from the chance the played option left to the
// chance before the next decision: what the opponent's play and the draws did in between.
// Thread-safe: pure functions.
#pragma once

#include <string>
#include <vector>

#include "analysis/analysis.h"

namespace rwd {

// One answered input of the game, for the notes: who answered and the option's label.
struct FrameInput {
  PlayerId player = PlayerId::None;
  std::string label;
};

// Fills a.turning_points (mistakes by loss, then swings by size, at most
// config.max_turning_points of each) and a.notes (a headline per analysed seat, then one
// sentence per turning point in frame order) from a.decisions. inputs[i] is the input
// answered at frame a.first_frame + i.
void find_turning_points(Analysis& a, const std::vector<FrameInput>& inputs);

// "64%": a chance as a whole percentage.
std::string percent(double chance);

}  // namespace rwd
