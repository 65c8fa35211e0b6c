// `rewind resume FILE`: reload a record, replay its answers with all output suppressed,
// then present the next choice fresh (answered by --choose or the seat's controller), and
// go on until the game ends or a stop rule fires. Also the play session shared with
// `rewind play` (run_play_session) so that both print and record identically.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"
#include "cli/human.h"
#include "cli/json_out.h"
#include "cli/session.h"
#include "core/hash.h"
#include "record/record_file.h"
#include "record/recorder.h"
#include "record/replay.h"
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

void print_stop(const Game& g, const std::string& rule, const SessionFiles& f) {
  PlayerId seat = g.pending().player;
  if (f.json) {
    nlohmann::json j = decision_json(g);
    j["type"] = "stop";
    j["frame"] = g.inputs();
    j["rule"] = rule;
    j["snapshot"] = f.snapshot_out;
    j["view"] = g.view(seat);
    std::cout << j.dump() << "\n" << std::flush;
    return;
  }
  std::cout << "stopped at frame " << g.inputs() << " (" << rule << "), before " << player_name(seat)
            << "'s decision; snapshot: " << f.snapshot_out << "\n";
  print_decision_text(g, std::cout);
  std::cout << std::flush;
}

void print_game_over(const Game& g, bool json) {
  GameOutcome out{g.result(), g.turn(), g.hash(), g.inputs()};
  if (json)
    std::cout << game_over_json(g, out).dump() << "\n";
  else
    std::cout << "game over after " << out.turns << " turns: "
              << (out.result == GameResult::Draw ? std::string("draw") : std::string(result_name(out.result)) + " wins")
              << " (hash " << hex64(out.hash) << ")\n";
  std::cout << std::flush;
}

}  // namespace

std::string check_session_files(const SessionFiles& f) {
  std::string error;
  std::vector<StopRule> rules = parse_rules(f.stop_every, &error);
  if (!error.empty()) return error;
  if (!rules.empty() && f.snapshot_out.empty()) return "--stop-every needs --snapshot-out FILE (where the stop is saved)";
  return "";
}

int run_play_session(Game& game, Controller* ctl[kNumPlayers], const LoopHooks& hooks, Recorder& rec,
                     const SessionFiles& f) {
  std::string error;
  std::vector<StopRule> rules = parse_rules(f.stop_every, &error);
  if (!error.empty()) {
    std::cerr << "error: " << error << "\n";
    return 1;
  }
  SessionHooks sh{hooks.before, hooks.chosen};
  Chooser chooser = [&](const Game& g, PlayerId seat) -> Result<int> {
    Result<int> r = ctl[raw(seat)]->choose(g, seat);
    RecordSeat& s = rec.record().seats[raw(seat)];
    if (r && s.controller == "scripted") ++s.answers_used;
    return r;
  };
  Result<SessionEnd> end = run_session(game, rec, rules, f.choose, chooser, sh);
  if (!end) {
    std::cout << std::flush;
    std::cerr << "error: " << end.message() << "\n";
    return 1;
  }
  GameRecord record = rec.finish(game);
  if (end->stopped) {
    if (Status s = write_record_file(f.snapshot_out, record); !s) {
      std::cerr << "error: " << s.message() << "\n";
      return 1;
    }
  }
  if (!f.record.empty()) {
    if (Status s = write_record_file(f.record, record); !s) {
      std::cerr << "error: " << s.message() << "\n";
      return 1;
    }
  }
  if (end->stopped)
    print_stop(game, end->rule, f);
  else
    print_game_over(game, f.json);
  return 0;
}

int cmd_resume(const ResumeOptions& o) {
  SessionFiles files{o.record, o.snapshot_out, o.stop_every, o.choose, o.json};
  if (std::string e = check_session_files(files); !e.empty()) {
    std::cerr << "error: " << e << "\n";
    return 1;
  }
  Result<GameRecord> rec = read_record_file(o.file);
  if (!rec) {
    std::cerr << "error: " << rec.message() << "\n";
    return 1;
  }
  Result<Replay> replay = Replay::open(std::move(*rec));
  if (!replay) {
    std::cerr << "error: " << o.file << ": " << replay.message() << "\n";
    return 1;
  }
  if (Status s = replay->index(); !s) {
    std::cerr << "error: " << o.file << ": " << s.message() << "\n";
    return 1;
  }
  Result<Game> game = replay->at(replay->last_frame());
  if (!game) {
    std::cerr << "error: " << o.file << ": " << game.message() << "\n";
    return 1;
  }
  if (game->over()) {
    std::cerr << "error: " << o.file << ": the game is already over at frame " << game->inputs() << " ("
              << result_name(game->result()) << ")\n";
    return 1;
  }
  GameRecord header = replay->record();
  const std::string overrides[kNumPlayers] = {o.p1, o.p2};
  std::unique_ptr<Controller> owned[kNumPlayers];
  Controller* ctl[kNumPlayers];
  bool human[kNumPlayers] = {};
  for (int p = 0; p < kNumPlayers; ++p) {
    RecordSeat& s = header.seats[p];
    if (!overrides[p].empty() && overrides[p] != s.controller) {
      s.controller = overrides[p];
      s.answers = s.controller == "scripted" ? o.answers : std::vector<std::string>{};
      s.answers_used = 0;
    }
    std::vector<std::string> left(s.answers.begin() + std::min<size_t>(s.answers_used, s.answers.size()), s.answers.end());
    Result<std::unique_ptr<Controller>> c =
        make_cli_controller(s.controller, std::cin, std::cout, o.json, ControllerOptions{left, s.budget, s.threads});
    if (!c) {
      std::cerr << "error: " << player_name(player_id(p)) << ": " << c.message() << "\n";
      return 1;
    }
    human[p] = s.controller == "human";
    owned[p] = std::move(*c);
    ctl[p] = owned[p].get();
  }
  std::unique_ptr<GameListener> listener = make_play_listener(o.json, human);
  game->set_listener(listener.get());
  if (!o.quiet_header && !o.json)
    std::cout << "rewind: continuing " << o.file << " at frame " << game->inputs() << " (turn " << game->turn()
              << "): " << header.decks[0].name << " (p1, " << header.seats[0].controller << ") vs "
              << header.decks[1].name << " (p2, " << header.seats[1].controller << ")\n";
  Recorder recorder(std::move(header));
  return run_play_session(*game, ctl, make_play_hooks(o.json, human), recorder, files);
}

void register_resume_command(CLI::App& app) {
  static ResumeOptions o;
  auto* r = app.add_subcommand("resume", "continue a stopped game: replay its answers silently, then play on");
  r->add_option("file", o.file, "the record written by a stop (--snapshot-out)")->required();
  r->add_option("--choose", o.choose, "answer the next decision: a number or a label (repeatable)");
  r->add_option("--stop-every", o.stop_every, "stop before a decision: p1|p2|both:choice:K or turn:N");
  r->add_option("--snapshot-out", o.snapshot_out, "where a stop writes its record");
  r->add_option("--record", o.record, "write the record when the session ends");
  r->add_option("--p1", o.p1, "override p1's controller");
  r->add_option("--p2", o.p2, "override p2's controller");
  r->add_flag("--json", o.json, "one JSON object per line");
  r->callback([] { throw CLI::RuntimeError(cmd_resume(o)); });
}

}  // namespace rwd
