#include "record/session.h"

namespace rwd {

namespace {

std::string at_frame(const Game& g) { return "frame " + std::to_string(g.inputs()) + ": "; }

// "2 --choose answers (\"1\", \"0\") were not used"
std::string unused(const ForcedAnswers& forced, size_t next) {
  size_t n = forced.answers.size() - next;
  std::string list;
  for (size_t i = next; i < forced.answers.size(); ++i)
    list += (list.empty() ? "\"" : ", \"") + forced.answers[i] + "\"";
  return std::to_string(n) + (n == 1 ? " --choose answer (" : " --choose answers (") + list +
         ") for " + player_name(forced.seat) + (n == 1 ? " was" : " were") + " not used";
}

}  // namespace

Result<SessionEnd> run_session(Game& game, Recorder& rec, const std::vector<StopRule>& rules,
                               const ForcedAnswers& forced, const Chooser& chooser,
                               const SessionHooks& hooks) {
  SessionCounts counts;
  counts.start_turn = game.turn();
  size_t next_forced = 0;
  rec.frame(game);
  while (!game.over()) {
    PlayerId seat = game.pending().player;
    for (const StopRule& rule : rules)
      if (stop_fires(rule, counts, seat, game.turn())) {
        if (next_forced < forced.answers.size())
          return Status::error(at_frame(game) + "the stop rule " + rule.text + " fired before " +
                               player_name(seat) + "'s decision, and " +
                               unused(forced, next_forced) +
                               " (give at most as many answers as the rule lets through)");
        return SessionEnd{true, rule.text};
      }
    if (hooks.before) hooks.before(game);
    const bool is_forced = seat == forced.seat && next_forced < forced.answers.size();
    int answer = 0;
    if (is_forced) {
      const std::string& text = forced.answers[next_forced++];
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
    if (hooks.chosen) hooks.chosen(game, answer, game.option_label(opts[answer]), is_forced);
    if (Status s = game.apply(answer); !s) return Status::error(at_frame(game) + s.message());
    rec.input(seat, answer, is_forced ? forced.by : hooks.chooser_names[raw(seat)]);
    rec.frame(game);
    ++counts.choices[raw(seat)];
  }
  if (next_forced < forced.answers.size())
    return Status::error(at_frame(game) + "the game is over (" + result_name(game.result()) +
                         "), and " + unused(forced, next_forced));
  return SessionEnd{};
}

}  // namespace rwd
