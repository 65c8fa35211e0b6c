// rewind: the command-line front end. Each subcommand registers itself (cli/commands.h)
// and runs from its callback; its exit code travels back as CLI::RuntimeError.
#include <CLI/CLI.hpp>

#include "cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"rewind: a deterministic, forkable Magic: The Gathering engine"};
  app.require_subcommand(1);
  rwd::register_play_command(app);
  rwd::register_sim_command(app);
  rwd::register_bench_command(app);
  rwd::register_decks_command(app);
  rwd::register_puzzle_command(app);
  rwd::register_replay_command(app);
  rwd::register_fork_command(app);
  rwd::register_resume_command(app);
  rwd::register_cards_command(app);
  rwd::register_serve_command(app);
  rwd::register_loadtest_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {
    return e.get_exit_code();  // a subcommand finished with this code
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return 0;
}
