// rewind: the command-line front end. Each subcommand registers itself (cli/commands.h)
// and runs from its callback; its exit code travels back as CLI::RuntimeError. Every user
// error ends the same way: one line "error: ..." on stderr and exit code 1 (CLI11's own
// parse errors included); 2 is kept for internal failures.
#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>

#include "cli/commands.h"

namespace {

// One line: CLI11 messages may hold newlines.
std::string one_line(std::string s) {
  for (char& c : s)
    if (c == '\n') c = ' ';
  while (!s.empty() && s.back() == ' ') s.pop_back();
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"rewind: a deterministic, forkable Magic: The Gathering engine"};
  app.require_subcommand(1);
  rwd::register_play_command(app);
  rwd::register_sim_command(app);
  rwd::register_sim_merge_command(app);
  rwd::register_bench_command(app);
  rwd::register_decks_command(app);
  rwd::register_puzzle_command(app);
  rwd::register_replay_command(app);
  rwd::register_fork_command(app);
  rwd::register_resume_command(app);
  rwd::register_cards_command(app);
  rwd::register_analyse_command(app);
  rwd::register_serve_command(app);
  rwd::register_loadtest_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {
    return e.get_exit_code();  // a subcommand finished with this code
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help
    std::string where = "rewind";
    const CLI::App* deepest = &app;
    while (!deepest->get_subcommands().empty()) {
      deepest = deepest->get_subcommands().front();
      where += " " + deepest->get_name();
    }
    std::string message = one_line(e.what());
    // CLI11 checks required options before unknown ones: name the unknown argument first
    // (`sim --bogus` is a typo, not a missing --games).
    if (dynamic_cast<const CLI::RequiredError*>(&e) && deepest->remaining_size() > 0)
      message = "The following argument was not expected: " + deepest->remaining().front();
    std::string commands;  // every registered command, in registration order
    const std::vector<CLI::App*> all = app.get_subcommands([](CLI::App*) { return true; });
    for (size_t i = 0; i < all.size(); ++i)
      commands += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + all[i]->get_name();
    if (argc == 1) message = "give a command: " + commands;
    if (argc > 1 && argv[1][0] != '-' && app.get_subcommands().empty())
      message = "unknown command \"" + std::string(argv[1]) + "\": give one of " + commands;
    std::cerr << "error: " << message << " (" << where << " --help lists the options)\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "error: internal failure: " << one_line(e.what()) << "\n";
    return 2;
  }
  return 0;
}
