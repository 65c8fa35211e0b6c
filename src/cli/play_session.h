// The play session shared by `play`, `resume` and `play --from`: plays on with the seats'
// controllers (and `--choose` answers for one seat), prints through the play hooks, records
// every input with who answered it, stops by the stop rules, and writes the files: the stop
// file at a stop, the record at the end, and the record so far when a person quits, input
// ends or Ctrl-C arrives. Thread-safe: one session per process at a time (Ctrl-C is
// process-wide).
#pragma once

#include <string>
#include <vector>

#include "bots/controller.h"
#include "cli/human.h"
#include "cli/session.h"
#include "record/recorder.h"

namespace rwd {

struct SessionFiles {
  std::string record;                   // written when the session ends (stop, game over, quit)
  std::string snapshot_out;             // written at a stop
  std::vector<std::string> stop_every;  // stop rules
  std::vector<std::string> choose;      // answers for choose_seat's next decisions
  PlayerId choose_seat = PlayerId::None;
  bool json = false;
  HumanExit* human_exit = nullptr;  // where the human seats' controllers say why they stopped
  std::string save_on_stop;      // where the record so far goes when a person stops ("": not saved)
  bool catch_interrupt = false;  // Ctrl-C saves the record so far instead of killing the process
  PlayerId quit_viewer = PlayerId::None;  // the viewer of a record saved when a person stops
};

// Checks the stop rules, that a stop has a file to go to and that a stop file has a rule
// that writes it; an error message or "".
std::string check_session_files(const SessionFiles& f);

// Plays `game` on with `ctl` (whose kinds are `kinds`, recorded as the answerers), printing
// through `hooks`, recording into `rec`, stopping by the rules; writes the files and prints
// the stop or the game-over line. Returns the exit code: 0 (game over, stop, or a person
// quit), 1 (bad input: an illegal or unused answer, input ended), 130 (Ctrl-C).
int run_play_session(Game& game, Controller* ctl[kNumPlayers], const std::string kinds[kNumPlayers],
                     const LoopHooks& hooks, Recorder& rec, const SessionFiles& files);

// A person stopped the game (quit, end of input, Ctrl-C): the record so far goes to
// files.save_on_stop (with files.quit_viewer as its viewer) as a resumable stop file; prints
// where it went, and returns the exit code (0 quit, 1 end of input, 130 Ctrl-C).
int save_when_stopped(HumanExit::Kind why, Game& game, Recorder& rec, const SessionFiles& files);

}  // namespace rwd
