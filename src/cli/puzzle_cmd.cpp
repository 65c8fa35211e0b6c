// `rewind puzzle FILE.pzl`: load a Forge-format puzzle, play it with bots (p1 = "human" in
// the file, the solver; p2 = "ai"), and report whether the goal was reached in time.
#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "bots/controller.h"
#include "cli/commands.h"
#include "puzzle/puzzle.h"

namespace rwd {

int cmd_puzzle(const PuzzleOptions& o) {
  const CardPool pool = CardPool::builtin();
  Result<Puzzle> pz = load_puzzle_file(o.file, pool);
  if (!pz) {
    std::cerr << "error: " << pz.message() << "\n";
    return 1;
  }
  std::unique_ptr<Controller> ctl[kNumPlayers];
  const std::string kinds[kNumPlayers] = {o.p1, o.p2};
  for (int p = 0; p < kNumPlayers; ++p) {
    if (kinds[p] == "human") {
      std::cerr << "error: --p" << (p + 1) << ": puzzle runs bots only (search, heuristic, random, first)\n";
      return 1;
    }
    Result<std::unique_ptr<Controller>> c = make_controller(kinds[p], ControllerOptions{{}, o.budget, o.threads});
    if (!c) {
      std::cerr << "error: --p" << (p + 1) << ": " << c.message() << "\n";
      return 1;
    }
    ctl[p] = std::move(*c);
  }
  Result<PuzzleOutcome> out = run_puzzle(
      *pz, pool, [&](const Game& g, PlayerId seat) { return ctl[raw(seat)]->choose(g, seat); });
  if (!out) {
    std::cerr << "error: " << out.message() << "\n";
    return 1;
  }
  const int last = puzzle_last_turn(*pz);
  if (o.json) {
    nlohmann::json j{{"file", o.file},       {"name", pz->name},
                     {"goal", pz->goal},     {"turns", pz->turns},
                     {"last_turn", last},    {"solved", out->solved},
                     {"result", result_name(out->result)},
                     {"final_turn", out->final_turn},
                     {"decisions", out->decisions},
                     {"p1", o.p1},           {"p2", o.p2}};
    std::cout << j.dump() << "\n";
  } else {
    std::cout << (pz->name.empty() ? o.file : pz->name) << ": goal " << pz->goal << " by the end of turn " << last
              << " (" << pz->turns << " turn" << (pz->turns == 1 ? "" : "s") << "), p1 " << o.p1 << " vs p2 "
              << o.p2 << "\n"
              << (out->solved ? "solved" : "not solved") << ": result " << result_name(out->result) << " on turn "
              << out->final_turn << " after " << out->decisions << " decisions\n";
  }
  return 0;
}

void register_puzzle_command(CLI::App& app) {
  static PuzzleOptions puzzle;
  auto* s = app.add_subcommand("puzzle", "play a Forge-format puzzle (.pzl) and report whether the goal was reached");
  s->add_option("file", puzzle.file, "the .pzl file")->required();
  s->add_option("--p1", puzzle.p1, "controller of p1 (\"human\" in the file): the solver")->capture_default_str();
  s->add_option("--p2", puzzle.p2, "controller of p2 (\"ai\" in the file)")->capture_default_str();
  s->add_option("--budget", puzzle.budget, "search budget in simulations (bots that search)");
  s->add_option("--threads", puzzle.threads, "threads for bots that search")->capture_default_str();
  s->add_flag("--json", puzzle.json, "print one JSON object");
  s->callback([] { throw CLI::RuntimeError(cmd_puzzle(puzzle)); });
}

}  // namespace rwd
