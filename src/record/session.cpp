#include "record/session.h"

namespace rwd {

namespace {

std::string at_frame(const Game& g) { return "frame " + std::to_string(g.inputs()) + ": "; }

}  // namespace

Result<SessionEnd> run_session(Game& game, Recorder& rec, const std::vector<StopRule>& rules,
                               const std::vector<std::string>& forced, const Chooser& chooser,
                               const SessionHooks& hooks) {
  SessionCounts counts;
  counts.start_turn = game.turn();
  size_t next_forced = 0;
  rec.frame(game);
  while (!game.over()) {
    PlayerId seat = game.pending().player;
    bool is_forced = next_forced < forced.size();
    if (!is_forced) {
      for (const StopRule& rule : rules)
        if (stop_fires(rule, counts, seat, game.turn())) return SessionEnd{true, rule.text};
    }
    if (hooks.before) hooks.before(game);
    int answer = 0;
    if (is_forced) {
      const std::string& text = forced[next_forced++];
      Result<int> r = game.parse_answer(text);
      if (!r) return Status::error(at_frame(game) + "--choose \"" + text + "\": " + r.message());
      answer = *r;
    } else {
      Result<int> r = chooser(game, seat);
      if (!r) return Status::error(at_frame(game) + player_name(seat) + "'s controller: " + r.message());
      answer = *r;
    }
    OptionList opts;
    game.options(opts);
    if (answer < 0 || answer >= static_cast<int>(opts.size()))
      return Status::error(at_frame(game) + "answer " + std::to_string(answer) + " is not legal: choose 0.." +
                           std::to_string(static_cast<int>(opts.size()) - 1));
    if (hooks.chosen) hooks.chosen(game, answer, game.option_label(opts[answer]));
    if (Status s = game.apply(answer); !s) return Status::error(at_frame(game) + s.message());
    rec.input(seat, answer);
    rec.frame(game);
    ++counts.choices[raw(seat)];
  }
  return SessionEnd{};
}

}  // namespace rwd
