// `rewind fork FILE --frame K --out NEW`: a new record that starts at frame K of FILE
// (header and card data copied, the state at K as its start snapshot, no inputs), to be
// continued with `rewind play --from NEW`. NEW is never FILE, and never an existing file
// unless --force.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/args.h"
#include "cli/commands.h"
#include "core/hash.h"
#include "record/fork.h"
#include "record/record_file.h"
#include "record/replay.h"

namespace rwd {

int cmd_fork(const ForkOptions& o) {
  auto fail = [](const std::string& m) {
    std::cerr << "error: " << m << "\n";
    return 1;
  };
  if (o.frame < 0 || o.frame > UINT32_MAX) return fail("--frame K is required (a frame of the record)");
  if (!o.seat.empty() && o.seat != "p1" && o.seat != "p2") return fail("--seat must be p1 or p2");
  if (std::string e = output_problem("--out", o.out, {o.file}, o.force); !e.empty()) return fail(e);
  Result<GameRecord> rec = read_record_file(o.file);
  if (!rec) return fail(rec.message());
  Result<Replay> replay = Replay::open(std::move(*rec));
  if (!replay) return fail(o.file + ": " + replay.message());
  if (Status s = replay->index(); !s) return fail(o.file + ": " + s.message());
  const std::optional<PlayerId> viewer = replay->record().viewer;
  if (viewer && !o.reveal && !o.seat.empty() && o.seat != player_name(*viewer))
    return fail(o.file + " is " + player_name(*viewer) + "'s stop file: --seat " + o.seat +
                " would give the fork to the other seat (give --reveal to fork it in full)");
  ForkRequest req;
  req.frame = static_cast<uint32_t>(o.frame);
  if (!o.seat.empty()) req.human_seat = o.seat == "p1" ? PlayerId::P1 : PlayerId::P2;
  if (o.reseed_given) req.reseed = o.reseed;
  req.reveal = o.reveal;
  Result<GameRecord> fork = make_fork(*replay, req);
  if (!fork) return fail(o.file + ": " + fork.message());
  if (Status s = write_record_file(o.out, *fork); !s) return fail(s.message());
  std::cout << "forked " << o.file << " at frame " << o.frame << " into " << o.out << " (parent "
            << hex64(fork->parent->record_hash)
            << (o.reseed_given ? ", reseeded " + std::to_string(o.reseed) : "") << "); p1 "
            << fork->seats[0].controller << ", p2 " << fork->seats[1].controller
            << (fork->viewer ? std::string("; shown as ") + player_name(*fork->viewer) + " sees it"
                             : "")
            << "\ncontinue with: rewind play --from " << o.out << "\n";
  return 0;
}

void register_fork_command(CLI::App& app) {
  static ForkOptions o;
  auto* f = app.add_subcommand("fork", "start a new record from a frame of another");
  f->add_option("file", o.file, "the record to fork")->required();
  f->add_option("--frame", o.frame, "the frame to start from")
      ->required()
      ->check(whole_number_in(0, UINT32_MAX));
  f->add_option("--seat", o.seat, "p1 or p2: that seat becomes the human's");
  f->add_option("--out", o.out, "the new record (.rwr: binary, else JSON); never the input file")
      ->required();
  f->add_flag("--force", o.force, "let --out replace an existing file (never the input)");
  f->add_flag("--reveal", o.reveal,
              "a fork of a stop file is shown in full (by default as the stopping seat sees it)");
  auto* reseed =
      f->add_option("--reseed", o.reseed, "restart the RNG from N and reshuffle both libraries")
          ->check(whole_number());
  f->callback([reseed] {
    o.reseed_given = reseed->count() > 0;
    throw CLI::RuntimeError(cmd_fork(o));
  });
}

}  // namespace rwd
