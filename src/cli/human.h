// The terminal human controller: prints the decision and its numbered options, reads an
// answer (a number or a label such as "cast Grizzly Bears" or "Grizzly Bears#31") and asks
// again on an illegal answer. Besides answers it takes `help`, `board` (print the decision
// again), `show CARD` (a card's rules text, computed stats and their sources) and `quit`
// (asks, then ends the game so that the session saves the record so far). End of input and
// Ctrl-C (cli/interrupt.h) end it too; HumanExit says which.
// Thread-safe: one instance per terminal.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>

#include "bots/controller.h"

namespace rwd {

// Why a human seat stopped answering, shared by the human controllers of one session and
// the session that saves the record.
struct HumanExit {
  enum class Kind { None, Quit, EndOfInput, Interrupted };
  Kind kind = Kind::None;
  std::string save_to;  // the file the record so far is saved to ("" : not saved), for the prompts
};

// In json mode the decision itself is printed by the caller as a JSON line; the controller
// then only reads answers (errors are printed as {"type":"error"} lines), and `quit` needs
// no confirmation. `exit` (not owned, may be null) receives why the controller stopped.
std::unique_ptr<Controller> make_human_controller(std::istream& in, std::ostream& out, bool json,
                                                  HumanExit* exit = nullptr);

// Writes the board as the acting seat sees it, its hand, the prompt and the numbered
// options, one per line ("  3: cast Grizzly Bears#31").
void print_decision_text(const Game& game, std::ostream& out);

// The text `help` prints.
std::string human_help_text(const HumanExit* exit);

}  // namespace rwd
