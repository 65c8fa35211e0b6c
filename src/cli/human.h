// The terminal human controller: prints the decision and its numbered options, reads an
// answer (a number or a label such as "cast Grizzly Bears" or "Grizzly Bears#31") and asks
// again on an illegal answer. Thread-safe: one instance per terminal.
#pragma once

#include <iosfwd>
#include <memory>

#include "bots/controller.h"

namespace rwd {

// In json mode the decision itself is printed by the caller as a JSON line; the controller
// then only reads answers (errors are printed as {"type":"error"} lines).
std::unique_ptr<Controller> make_human_controller(std::istream& in, std::ostream& out, bool json);

// Writes the prompt and numbered options, one per line ("  3: cast Grizzly Bears#31").
void print_decision_text(const Game& game, std::ostream& out);

}  // namespace rwd
