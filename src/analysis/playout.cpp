#include "analysis/playout.h"

#include <nlohmann/json.hpp>

#include "bots/evaluate.h"
#include "bots/heuristic.h"
#include "bots/seat.h"
#include "core/hash.h"
#include "record/fork.h"

namespace rwd {

uint64_t view_key(const Game& frame, PlayerId seat) {
  const nlohmann::json j = frame.view(seat, ViewText::Full);
  Hasher h;
  h.str(j.dump());
  h.add(frame.inputs());
  return h.digest();
}

Game sample_game(const Game& frame, PlayerId seat, bool omniscient, const std::string& snapshot,
                 uint64_t seed) {
  if (!omniscient) return frame.determinized(seat, seed);
  // A search or scry in progress names library cards by position: keep the true state.
  if (frame.pending().kind == DecisionKind::ChooseCard) return frame;
  std::string bytes = snapshot;
  if (!request_reseed(bytes, seed)) return frame;
  Result<Game> g = Game::from_snapshot(bytes, frame.db());
  return g ? std::move(*g) : frame;  // the frame's own snapshot always loads
}

int option_number(const Game& g, const Option& option) {
  const OptionList& opts = g.options();
  for (size_t i = 0; i < opts.size(); ++i)
    if (opts[i] == option) return static_cast<int>(i);
  return -1;
}

PlayoutEnd play_out(Game& g, PlayerId seat, const PlayoutRules& rules, Rng& rng) {
  const int cap = g.turn() + rules.turn_cap;
  const uint32_t eps = static_cast<uint32_t>(rules.epsilon * 1000.0);
  for (int k = 0; k < kMaxPlayoutDecisions && !g.over(); ++k) {
    if (rules.deadline_turn > 0 && g.turn() > rules.deadline_turn) break;
    if (g.turn() > cap) break;
    const OptionList& opts = g.options();
    int pick = 0;
    if (opts.size() > 1) {
      if (eps > 0 && rng.below(1000) < eps) {
        pick = static_cast<int>(rng.below(static_cast<uint32_t>(opts.size())));
      } else {
        SeatHandle h(g, g.pending().player);
        pick = heuristic_choice(h, opts, h.view());
      }
    }
    static_cast<void>(g.apply(pick));
  }
  // The deadline first: a puzzle's goal counts only by its last turn.
  if (rules.deadline_turn > 0 && g.turn() > rules.deadline_turn)
    return PlayoutEnd{seat == rules.deadline_winner ? 1.0 : 0.0, false};
  switch (g.result()) {
    case GameResult::P1Wins:
      return PlayoutEnd{seat == PlayerId::P1 ? 1.0 : 0.0, false};
    case GameResult::P2Wins:
      return PlayoutEnd{seat == PlayerId::P2 ? 1.0 : 0.0, false};
    case GameResult::Draw:
      return PlayoutEnd{0.5, false};
    case GameResult::Ongoing:
      break;
  }
  const int me = raw(seat);
  return PlayoutEnd{squash(evaluate(read_board(g.view(seat, ViewText::ForBots), me), me)), true};
}

}  // namespace rwd
