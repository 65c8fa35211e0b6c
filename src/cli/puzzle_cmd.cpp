// `rewind puzzle FILE.pzl`: load a Forge-format puzzle, play it (p1 = "human" in the file,
// the solver; p2 = "ai"; either may be a person at the terminal), report whether the goal
// was reached in time and the line that was played, and optionally record the game.
#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "bots/controller.h"
#include "cli/args.h"
#include "cli/commands.h"
#include "cli/human.h"
#include "cli/play_output.h"
#include "cli/play_session.h"
#include "cli/session.h"
#include "puzzle/puzzle.h"
#include "record/record_file.h"
#include "record/recorder.h"

namespace rwd {

namespace {

constexpr const char* kPuzzleKinds = "human, search, heuristic, random, first";

int fail(const std::string& message) {
  std::cout << std::flush;
  std::cerr << "error: " << message << "\n";
  return 1;
}

struct Move {
  uint32_t input;
  int turn;
  PlayerId player;
  std::string label;
};

// The answers in order, under the turn each was given on.
void print_line(const std::vector<Move>& line, std::ostream& out) {
  int turn = -1;
  for (const Move& m : line) {
    if (m.turn != turn) out << "  turn " << (turn = m.turn) << ":\n";
    out << "    " << m.input << ". " << player_name(m.player) << ": " << m.label << "\n";
  }
}

}  // namespace

int cmd_puzzle(const PuzzleOptions& o) {
  Result<CardPool> loaded = game_card_pool(o.card_paths, std::cerr);
  if (!loaded) return fail(loaded.message());
  const CardPool& pool = *loaded;
  const CardDb& db = pool.db();
  const std::string kinds[kNumPlayers] = {o.p1, o.p2};
  for (int p = 0; p < kNumPlayers; ++p)
    if (kinds[p] == "scripted")
      return fail("--p" + std::to_string(p + 1) + ": puzzle takes " + kPuzzleKinds +
                  ", not scripted");
  if (std::string e = check_controller_settings(kinds, false, o.budget_given, o.threads_given);
      !e.empty())
    return fail(e);
  if (!o.record.empty())
    if (std::string e = output_problem("--record", o.record, {o.file}, o.force); !e.empty())
      return fail(e);
  Result<Puzzle> pz = load_puzzle_file(o.file, pool, o.allow_unsupported);
  if (!pz) return fail(pz.message());
  if (o.allow_unsupported) {  // say which cards play without some of their lines
    GameSetup used;
    used.players[0].deck = puzzle_card_ids(*pz, pool);
    print_not_implemented(used, db, false, std::cerr);
  }
  HumanExit human_exit{HumanExit::Kind::None, o.record};
  std::unique_ptr<Controller> ctl[kNumPlayers];
  bool human[kNumPlayers] = {};
  for (int p = 0; p < kNumPlayers; ++p) {
    Result<std::unique_ptr<Controller>> c =
        make_cli_controller(kinds[p], std::cin, std::cout, o.json,
                            ControllerOptions{{}, o.budget, o.threads}, &human_exit);
    if (!c)
      return fail("--p" + std::to_string(p + 1) + ": " + c.message() + " (puzzle takes " +
                  kPuzzleKinds + ")");
    human[p] = kinds[p] == "human";
    ctl[p] = std::move(*c);
  }
  const bool with_person = human[0] || human[1];
  const int last = puzzle_last_turn(*pz);
  const std::string title = pz->name.empty() ? o.file : pz->name;
  if (!o.json)
    std::cout << title << ": goal " << puzzle_goal_text(*pz) << ", p1 " << o.p1 << " vs p2 " << o.p2
              << "\n"
              << (with_person && !pz->description.empty() ? pz->description + "\n" : "");
  if (o.json && with_person)
    std::cout << nlohmann::json{{"type", "puzzle_start"},
                                {"name", pz->name},
                                {"goal", puzzle_goal_name(pz->kind)},
                                {"goal_text", puzzle_goal_text(*pz)},
                                {"last_turn", last},
                                {"description", pz->description}}
                     .dump()
              << "\n";
  // With a person at the table the game prints as `play` prints it; bots alone play silently.
  const Audience audience = make_audience(human, o.json);
  std::unique_ptr<GameListener> listener =
      with_person ? make_play_listener(o.json, audience) : nullptr;
  LoopHooks hooks = with_person ? make_play_hooks(o.json, audience) : LoopHooks{};
  Result<Game> game = Game::from_position(pz->position, db, listener.get());
  if (!game) return fail(o.file + ": " + game.message());
  RecordSeat seats[kNumPlayers];
  for (int p = 0; p < kNumPlayers; ++p)
    seats[p] = RecordSeat{kinds[p], 0, {}, 0, o.budget, o.threads};
  const std::string sides[kNumPlayers] = {title + " (human side)", title + " (ai side)"};
  GameRecord header = new_position_record(*game, db, puzzle_card_ids(*pz, pool), sides, seats);
  header.allow_unsupported = o.allow_unsupported;
  Recorder rec(std::move(header));
  std::vector<Move> line;
  Result<PuzzleOutcome> out = play_puzzle(
      *pz, *game,
      [&](const Game& g, PlayerId seat) -> Result<int> {
        rec.frame(g);
        if (hooks.before) hooks.before(g);
        Result<int> r = ctl[raw(seat)]->choose(g, seat);
        if (!r) return r;
        OptionList opts;
        g.options(opts);
        if (*r < 0 || *r >= static_cast<int>(opts.size())) return r;  // apply() refuses it
        const std::string label = g.option_label(opts[*r]);
        if (hooks.chosen) hooks.chosen(g, *r, label, false);
        line.push_back({g.inputs() + 1, g.turn(), seat, label});
        rec.input(seat, *r, kinds[raw(seat)]);
        return r;
      },
      listener.get());
  if (!out && human_exit.kind != HumanExit::Kind::None) {
    SessionFiles files;
    files.save_on_stop = o.record;
    files.json = o.json;
    return save_when_stopped(human_exit.kind, *game, rec, files);
  }
  if (!out) return fail(out.message());
  if (!o.record.empty())
    if (Status s = write_record_file(o.record, rec.finish(*game)); !s) return fail(s.message());
  if (o.json) {
    nlohmann::json moves = nlohmann::json::array();
    for (const Move& m : line)
      moves.push_back({{"input", m.input},
                       {"turn", m.turn},
                       {"player", player_name(m.player)},
                       {"label", m.label}});
    nlohmann::json j{
        {"type", "puzzle"},
        {"file", o.file},
        {"name", pz->name},
        {"goal", puzzle_goal_name(pz->kind)},
        {"targets", pz->targets.empty() ? nlohmann::json(nullptr) : nlohmann::json(pz->targets)},
        {"target_count", pz->target_count},
        {"turns", pz->turns},
        {"last_turn", last},
        {"solved", out->solved},
        {"result", result_name(out->result)},
        {"final_turn", out->final_turn},
        {"decisions", out->decisions},
        {"line", moves},
        {"p1", o.p1},
        {"p2", o.p2},
        {"record", o.record.empty() ? nlohmann::json(nullptr) : nlohmann::json(o.record)}};
    std::cout << j.dump() << "\n";
    return 0;
  }
  std::cout << (out->solved ? "solved" : "not solved") << ": result " << result_name(out->result)
            << " on turn " << out->final_turn << " after " << out->decisions << " decisions\n";
  std::cout << (out->solved ? "the solving line:\n" : "the line played:\n");
  print_line(line, std::cout);
  if (!o.record.empty())
    std::cout << "record: " << o.record << " (rewind replay " << o.record << " --timeline)\n";
  return 0;
}

void register_puzzle_command(CLI::App& app) {
  static PuzzleOptions puzzle;
  auto* s = app.add_subcommand(
      "puzzle", "play a Forge-format puzzle (.pzl) and report whether the goal was reached");
  s->add_option("file", puzzle.file, "the .pzl file")->required();
  s->add_option("--p1", puzzle.p1,
                std::string("p1, the solver (\"human\" in the file): ") + kPuzzleKinds)
      ->capture_default_str();
  s->add_option("--p2", puzzle.p2,
                std::string("p2, the defender (\"ai\" in the file): ") + kPuzzleKinds)
      ->capture_default_str();
  auto* budget = s->add_option("--budget", puzzle.budget,
                               "search budget in simulations, for a search seat (default 600)")
                     ->check(whole_number_in(1, 1'000'000'000));
  auto* threads = s->add_option("--threads", puzzle.threads, "threads for a search seat")
                      ->capture_default_str()
                      ->check(whole_number_in(1, 256));
  s->add_option("--record", puzzle.record,
                "write the game's record to FILE (it starts from the puzzle's position)");
  s->add_flag("--force", puzzle.force, "let --record replace an existing file");
  s->add_option("--cards", puzzle.card_paths,
                "add card scripts to the built-in pool: a folder, script, .tar.gz or .zip "
                "(repeatable; built-in cards win over same-named scripts)");
  s->add_flag("--allow-unsupported", puzzle.allow_unsupported,
              "let the position hold cards with lines the engine cannot run: they play without "
              "those lines (named on stderr), and the record says so");
  s->add_flag("--json", puzzle.json,
              "print one JSON object (with a person at the table: JSON lines, as play --json)");
  s->callback([budget, threads] {
    puzzle.budget_given = budget->count() > 0;
    puzzle.threads_given = threads->count() > 0;
    throw CLI::RuntimeError(cmd_puzzle(puzzle));
  });
}

}  // namespace rwd
