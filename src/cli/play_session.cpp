#include "cli/play_session.h"

#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli/interrupt.h"
#include "cli/play_output.h"
#include "record/record_file.h"
#include "record/session.h"

namespace rwd {

namespace {

std::vector<StopRule> parse_rules(const std::vector<std::string>& texts, std::string* error) {
  std::vector<StopRule> rules;
  for (const std::string& t : texts) {
    Result<StopRule> r = parse_stop_rule(t);
    if (!r) {
      *error = r.message();
      return {};
    }
    rules.push_back(*r);
  }
  return rules;
}

}  // namespace

int save_when_stopped(HumanExit::Kind why, Game& game, Recorder& rec, const SessionFiles& f) {
  GameRecord record = rec.finish(game);
  if (f.quit_viewer != PlayerId::None) record.viewer = f.quit_viewer;
  std::string saved;
  if (!f.save_on_stop.empty()) {
    if (Status s = write_record_file(f.save_on_stop, record); !s) {
      std::cerr << "error: " << s.message() << "\n";
      return 1;
    }
    saved = f.save_on_stop;
  }
  const char* reason = why == HumanExit::Kind::Quit          ? "quit"
                       : why == HumanExit::Kind::Interrupted ? "interrupted"
                                                             : "end of input";
  if (f.json) {
    if (!saved.empty())
      std::cout << nlohmann::json{{"type", "saved"},
                                  {"reason", reason},
                                  {"frame", game.inputs()},
                                  {"file", saved}}
                       .dump()
                << "\n";
  } else if (!saved.empty()) {
    std::cout << "\ngame saved to " << saved << " at frame " << game.inputs() << " (turn "
              << game.turn() << "); continue with: rewind resume " << saved << "\n";
  } else {
    std::cout << "\nthe game was not saved (start with --record FILE to keep it)\n";
  }
  std::cout << std::flush;
  const std::string where = saved.empty() ? "" : " (the game so far is saved to " + saved + ")";
  if (why == HumanExit::Kind::Interrupted) {
    std::cerr << "error: interrupted" << where << "\n";
    return 130;
  }
  if (why == HumanExit::Kind::EndOfInput) {
    std::cerr << "error: input ended before the game did" << where << "\n";
    return 1;
  }
  return 0;
}

std::string check_session_files(const SessionFiles& f) {
  std::string error;
  std::vector<StopRule> rules = parse_rules(f.stop_every, &error);
  if (!error.empty()) return error;
  if (!rules.empty() && f.snapshot_out.empty())
    return "--stop-every needs --snapshot-out FILE (where the stop is saved)";
  if (rules.empty() && !f.snapshot_out.empty())
    return "--snapshot-out is written when a stop rule fires: give --stop-every RULE (or use "
           "--record FILE)";
  return "";
}

int run_play_session(Game& game, Controller* ctl[kNumPlayers], const std::string kinds[kNumPlayers],
                     const LoopHooks& hooks, Recorder& rec, const SessionFiles& f) {
  std::string error;
  std::vector<StopRule> rules = parse_rules(f.stop_every, &error);
  if (!error.empty()) {
    std::cerr << "error: " << error << "\n";
    return 1;
  }
  std::optional<InterruptGuard> guard;
  if (f.catch_interrupt) guard.emplace();
  SessionHooks sh{hooks.before, hooks.chosen, {kinds[0], kinds[1]}};
  Chooser chooser = [&](const Game& g, PlayerId seat) -> Result<int> {
    if (f.catch_interrupt && interrupted()) return Status::error("interrupted");
    Result<int> r = ctl[raw(seat)]->choose(g, seat);
    RecordSeat& s = rec.record().seats[raw(seat)];
    if (r && s.controller == "scripted") ++s.answers_used;
    return r;
  };
  Result<SessionEnd> end =
      run_session(game, rec, rules, ForcedAnswers{f.choose, f.choose_seat}, chooser, sh);
  if (!end) {
    std::cout << std::flush;
    HumanExit::Kind why = f.human_exit ? f.human_exit->kind : HumanExit::Kind::None;
    if (f.catch_interrupt && interrupted()) why = HumanExit::Kind::Interrupted;
    if (why != HumanExit::Kind::None) return save_when_stopped(why, game, rec, f);
    std::cerr << "error: " << end.message() << "\n";
    return 1;
  }
  GameRecord record = rec.finish(game);
  if (end->stopped) {
    record.viewer = game.pending().player;  // a stop file is shown as the stopping seat sees it
  } else {
    record.viewer.reset();  // a finished game's record is shown in full
  }
  for (const std::string* path : {end->stopped ? &f.snapshot_out : nullptr, &f.record}) {
    if (!path || path->empty()) continue;
    if (Status s = write_record_file(*path, record); !s) {
      std::cerr << "error: " << s.message() << "\n";
      return 1;
    }
  }
  if (end->stopped)
    print_stop(game, end->rule, f.snapshot_out, f.json, std::cout);
  else
    print_game_over(game, f.json, std::cout);
  return 0;
}

}  // namespace rwd
