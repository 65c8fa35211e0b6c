// rewind: the command-line front end. Parses arguments and dispatches to cli/commands.h.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.h"

int main(int argc, char** argv) {
  using namespace rwd;
  CLI::App app{"rewind: a deterministic, forkable Magic: The Gathering engine"};
  app.require_subcommand(1);

  PlayOptions play;
  auto* p = app.add_subcommand("play", "play one game in the terminal (you are p1 by default)");
  p->add_option("decks", play.decks, "two decks: built-in deck ids/names or deck files")->expected(0, 2);
  p->add_option("--p1", play.p1, "controller of p1: human, random, first, scripted")->capture_default_str();
  p->add_option("--p2", play.p2, "controller of p2")->capture_default_str();
  p->add_option("--seed", play.seed, "game seed")->capture_default_str();
  p->add_option("--answer", play.answers, "answers for scripted seats, in order (repeatable)");
  p->add_flag("--json", play.json, "one JSON object per line");

  SimOptions sim;
  auto* s = app.add_subcommand("sim", "play many seeded games between bots");
  s->add_option("decks", sim.decks, "two decks")->expected(0, 2);
  s->add_option("--games", sim.games, "number of games")->required();
  s->add_option("--p1", sim.p1, "controller of p1")->capture_default_str();
  s->add_option("--p2", sim.p2, "controller of p2")->capture_default_str();
  s->add_option("--seed", sim.seed, "seed of the first game; game i uses seed+i")->capture_default_str();
  s->add_flag("--json", sim.json, "print one JSON object");

  BenchOptions bench;
  auto* b = app.add_subcommand("bench", "measure engine speed; print a behaviour fingerprint");
  b->add_option("--games", bench.games, "random-vs-random games to play")->capture_default_str();
  b->add_option("--seed", bench.seed, "seed of the first game")->capture_default_str();
  b->add_flag("--json", bench.json, "print one JSON object");

  bool decks_json = false;
  auto* d = app.add_subcommand("decks", "list the built-in decks");
  d->add_flag("--json", decks_json, "print JSON");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  if (*p) return cmd_play(play);
  if (*s) return cmd_sim(sim);
  if (*b) return cmd_bench(bench);
  if (*d) return cmd_decks(decks_json);
  return 1;
}
