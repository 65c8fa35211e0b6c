// `rewind resume FILE`: reload a record, replay its answers with all output suppressed,
// then present the next choice fresh (answered by --choose for one seat, else by the seats'
// controllers), and go on until the game ends or a stop rule fires. A stop file is shown as
// its seat sees it unless --reveal.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"
#include "cli/human.h"
#include "cli/play_output.h"
#include "cli/play_session.h"
#include "cli/session.h"
#include "record/record_file.h"
#include "record/recorder.h"
#include "record/replay.h"

namespace rwd {

namespace {

int fail(const std::string& message) {
  std::cerr << "error: " << message << "\n";
  return 1;
}

PlayerId seat_arg(const std::string& s) {
  return s == "p1" ? PlayerId::P1 : s == "p2" ? PlayerId::P2 : PlayerId::None;
}

}  // namespace

int cmd_resume(const ResumeOptions& o) {
  SessionFiles files;
  files.record = o.record;
  files.snapshot_out = o.snapshot_out;
  files.stop_every = o.stop_every;
  files.choose = o.choose;
  files.json = o.json;
  if (std::string e = check_session_files(files); !e.empty()) return fail(e);
  if (!o.seat.empty() && seat_arg(o.seat) == PlayerId::None) return fail("--seat must be p1 or p2");
  if (!o.seat.empty() && o.choose.empty())
    return fail("--seat says whose decisions the --choose answers are: give --choose ANSWER too");
  Result<GameRecord> rec = read_record_file(o.file);
  if (!rec) return fail(rec.message());
  Result<Replay> replay = Replay::open(std::move(*rec));
  if (!replay) return fail(o.file + ": " + replay.message());
  if (Status s = replay->index(); !s) return fail(o.file + ": " + s.message());
  Result<Game> game = replay->at(replay->last_frame());
  if (!game) return fail(o.file + ": " + game.message());
  if (game->over())
    return fail(o.file + ": the game is already over at frame " + std::to_string(game->inputs()) +
                " (" + result_name(game->result()) + ")");
  for (const auto& [flag, path] :
       {std::pair{"--record", o.record}, std::pair{"--snapshot-out", o.snapshot_out}})
    if (!path.empty())
      if (std::string e = output_problem(flag, path, {o.file}, o.force, o.file); !e.empty())
        return fail(e);
  GameRecord header = replay->record();
  const std::optional<PlayerId> stop_seat = header.viewer;
  files.choose_seat = o.seat.empty() ? game->pending().player : seat_arg(o.seat);
  if (stop_seat && !o.reveal && !o.choose.empty() && files.choose_seat != *stop_seat)
    return fail(o.file + " is " + player_name(*stop_seat) +
                "'s stop file: its --choose answers are " + player_name(*stop_seat) +
                "'s (give --reveal to answer for " + player_name(files.choose_seat) + ")");
  const std::string overrides[kNumPlayers] = {o.p1, o.p2};
  if (!o.answers.empty() && overrides[0] != "scripted" && overrides[1] != "scripted")
    return fail("--answer is for a seat overridden to scripted (--p1 scripted or --p2 scripted)");
  // A person who stops saves to --record, else to the file being continued.
  HumanExit human_exit{HumanExit::Kind::None, o.record.empty() ? o.file : o.record};
  std::unique_ptr<Controller> owned[kNumPlayers];
  Controller* ctl[kNumPlayers];
  std::string kinds[kNumPlayers];
  bool human[kNumPlayers] = {};
  for (int p = 0; p < kNumPlayers; ++p) {
    RecordSeat& s = header.seats[p];
    if (!overrides[p].empty() && overrides[p] != s.controller) {
      s.controller = overrides[p];
      s.answers = s.controller == "scripted" ? o.answers : std::vector<std::string>{};
      s.answers_used = 0;
    }
    std::vector<std::string> left(
        s.answers.begin() + std::min<size_t>(s.answers_used, s.answers.size()), s.answers.end());
    Result<std::unique_ptr<Controller>> c =
        make_cli_controller(s.controller, std::cin, std::cout, o.json,
                            ControllerOptions{left, s.budget, s.threads}, &human_exit);
    if (!c) return fail(std::string(player_name(player_id(p))) + ": " + c.message());
    kinds[p] = s.controller;
    human[p] = s.controller == "human";
    owned[p] = std::move(*c);
    ctl[p] = owned[p].get();
  }
  // A stop file is shown as its seat sees it (the file itself holds the whole game).
  const PlayerId viewer = o.reveal ? PlayerId::None : stop_seat.value_or(PlayerId::None);
  const Audience audience = make_audience(human, o.json, viewer);
  std::unique_ptr<GameListener> listener = make_play_listener(o.json, audience);
  game->set_listener(listener.get());
  if (!o.quiet_header && !o.json)
    std::cout << "rewind: continuing " << o.file << " at frame " << game->inputs() << " (turn "
              << game->turn() << "): " << header.decks[0].name << " (p1, "
              << header.seats[0].controller << ") vs " << header.decks[1].name << " (p2, "
              << header.seats[1].controller << ")\n";
  files.human_exit = &human_exit;
  files.save_on_stop = human_exit.save_to;
  files.catch_interrupt = human[0] || human[1] || !o.record.empty();
  files.quit_viewer = human[0] != human[1] ? (human[0] ? PlayerId::P1 : PlayerId::P2) : viewer;
  Recorder recorder(std::move(header));
  return run_play_session(*game, ctl, kinds, make_play_hooks(o.json, audience), recorder, files);
}

void register_resume_command(CLI::App& app) {
  static ResumeOptions o;
  auto* r = app.add_subcommand("resume", "continue a stopped game: replay its answers silently, then play on");
  r->add_option("file", o.file, "the record written by a stop (--snapshot-out)")->required();
  r->add_option(
      "--choose", o.choose,
      "answer the next decision of the --seat: a number or a label (repeatable; the other seat's "
      "decisions stay its controller's; answers left when a stop rule fires are refused)");
  r->add_option("--seat", o.seat,
                "p1 or p2: whose decisions the --choose answers are (default: the seat to act)");
  r->add_flag("--reveal", o.reveal,
              "show a stop file's game to both seats (by default only the stopping seat's view)");
  r->add_option("--stop-every", o.stop_every,
                "stop before a decision: p1|p2|both:choice:K (once K of those choices are "
                "answered) or turn:N; "
                "K and N count from the start of this session");
  r->add_option("--snapshot-out", o.snapshot_out,
                "where a stop writes its record (needs --stop-every; may be FILE)");
  r->add_option("--record", o.record, "write the record when the session ends (may be FILE)");
  r->add_flag("--force", o.force,
              "let --record and --snapshot-out replace existing files other than FILE");
  r->add_option("--p1", o.p1, std::string("override p1's controller: ") + kAllControllerKinds);
  r->add_option("--p2", o.p2, "override p2's controller");
  r->add_flag("--json", o.json, "one JSON object per line");
  r->callback([] { throw CLI::RuntimeError(cmd_resume(o)); });
}

}  // namespace rwd
