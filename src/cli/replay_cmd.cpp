// `rewind replay FILE`: a record's frames — the timeline (--timeline), one frame as a seat
// sees it or in full (--frame K [--seat p1|p2]), a check of every recorded hash (--verify;
// with --check, of every frame's state against the engine's invariants too), the header,
// hash and ancestry (--info), or the record re-encoded (--export FILE). A stop file is shown
// as its seat sees it unless --reveal.
#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/args.h"
#include "cli/card_text.h"
#include "cli/commands.h"
#include "cli/json_out.h"
#include "cli/replay_info.h"
#include "core/hash.h"
#include "record/record_file.h"
#include "record/replay.h"

namespace rwd {

namespace {

using nlohmann::json;

int fail(const std::string& message) {
  std::cout << std::flush;
  std::cerr << "error: " << message << "\n";
  return 1;
}

// Who a replay is shown to: "" in full, else "p1" or "p2".
struct Seen {
  std::string seat;
  bool full() const { return seat.empty(); }
  bool sees(PlayerId p) const { return full() || seat == player_name(p); }
};

json frame_row(const Game& g, const RecordInput* answer, const std::string& label,
               const std::string& by) {
  PlayerView v = g.view(PlayerId::None);
  Decision d = g.decision();
  json row{{"frame", g.inputs()}, {"turn", g.turn()}, {"step", v.step}, {"kind", v.decision_kind},
           {"player", g.over() ? json(nullptr) : json(player_name(d.player))}, {"prompt", d.prompt}};
  if (answer)
    row["answer"] = {
        {"n", answer->option}, {"label", label}, {"by", by.empty() ? json(nullptr) : json(by)}};
  else
    row["answer"] = nullptr;
  if (g.over()) row["result"] = result_name(g.result());
  return row;
}

int timeline(Replay& replay, const Seen& seen, bool as_json) {
  if (Status s = replay.index(); !s) return fail(s.message());
  Result<Game> start = replay.at(replay.first_frame());
  if (!start) return fail(start.message());
  Game g = *start;
  const GameRecord& rec = replay.record();
  for (uint32_t f = replay.first_frame(); f <= replay.last_frame(); ++f) {
    const RecordInput* in = f < replay.last_frame() ? &rec.inputs[f - rec.start_frame] : nullptr;
    std::string label;
    if (in) {
      OptionList opts;
      g.options(opts);
      label = g.option_label(opts[in->option]);  // legal: index() replayed it
      // The card a seat puts on the bottom of its library is hidden from the other seat.
      if (!seen.sees(g.pending().player) && g.pending().kind == DecisionKind::BottomCard)
        label = "bottom a card";
    }
    const std::string by = in ? rec.answerer(*in) : "";
    json row = frame_row(g, in, label, by);
    if (as_json) {
      row["type"] = "frame";
      std::cout << row.dump() << "\n";
    } else {
      std::cout << "frame " << f << "  turn " << g.turn() << "  " << row["step"].get<std::string>() << "  ";
      if (g.over())
        std::cout << "game over: " << result_name(g.result()) << "\n";
      else
        std::cout << row["player"].get<std::string>() << " " << row["kind"].get<std::string>()
                  << (in ? "  -> " + std::to_string(in->option) + ": " + label +
                               (by.empty() ? "" : "  (" + by + ")")
                         : std::string("  (no answer yet)"))
                  << "\n";
    }
    if (in) (void)g.apply(in->option);
  }
  return 0;
}

int show_frame(Replay& replay, uint32_t frame, const Seen& seen, bool as_json) {
  Result<Game> g = replay.at(frame);
  if (!g) return fail(g.message());
  const bool full = seen.full();
  PlayerId seat = seen.seat == "p2" ? PlayerId::P2 : PlayerId::P1;
  PlayerView v = full ? g->view(PlayerId::None) : g->view(seat);
  if (full)  // both hands: the full state as far as the game API shows it
    for (int p = 0; p < kNumPlayers; ++p) v.players[p].hand = g->view(player_id(p)).players[p].hand;
  // The numbered options reveal the acting seat's hand: shown in full or to that seat.
  bool show_options = !g->over() && (full || seat == g->pending().player);
  if (as_json) {
    json j{{"type", "frame"},
           {"frame", frame},
           {"seat", full ? json(nullptr) : json(seen.seat)},
           {"hash", hex64(g->hash())},
           {"view", v}};
    if (full) {
      j["view"]["players"][0]["hand"] = v.players[0].hand;
      j["view"]["players"][1]["hand"] = v.players[1].hand;
    }
    // Another seat's decision is shown without its options and unselectable reasons (both
    // can name that seat's hidden cards): "choices_hidden", as the server sends it.
    if (!g->over()) j["decision"] = decision_json(*g, show_options);
    std::cout << j.dump() << "\n";
    return 0;
  }
  std::cout << "frame " << frame << " of " << replay.first_frame() << ".." << replay.last_frame()
            << ", turn " << v.turn << ", " << v.step << ", seen "
            << (full ? std::string("in full") : "by " + seen.seat) << "; hash " << hex64(g->hash())
            << "\n";
  for (int p = 0; p < kNumPlayers; ++p) {
    const PlayerPublic& pp = v.players[p];
    std::cout << player_name(player_id(p)) << ": life " << pp.life << ", library "
              << pp.library_count << ", hand " << pp.hand_count
              << (p == v.active ? " (active)" : "") << "\n";
    if (!pp.hand.empty()) print_card_list(std::cout, "hand", pp.hand, CardPlace::Other);
    std::vector<CardView> mine;
    for (const CardView& c : v.battlefield)
      if (c.controller == p) mine.push_back(c);
    print_card_list(std::cout, "battlefield", mine, CardPlace::Battlefield);
    if (!pp.graveyard.empty())
      print_card_list(std::cout, "graveyard", pp.graveyard, CardPlace::Other);
    if (!pp.exile.empty()) print_card_list(std::cout, "exile", pp.exile, CardPlace::Other);
  }
  if (!v.stack.empty()) print_card_list(std::cout, "stack", v.stack, CardPlace::Other);
  if (g->over()) {
    std::cout << "game over: " << result_name(g->result()) << "\n";
    return 0;
  }
  std::cout << g->decision().prompt << "\n";
  if (show_options) {
    OptionList opts;
    g->options(opts);
    for (size_t i = 0; i < opts.size(); ++i) std::cout << "  " << i << ": " << g->option_label(opts[i]) << "\n";
  }
  return 0;
}

int verify(Replay& replay, const std::string& file, bool check, bool as_json) {
  VerifyReport r = replay.verify(check);
  const GameRecord& rec = replay.record();
  if (as_json) {
    json j{{"type", "verify"},
           {"file", file},
           {"frames", r.frames},
           {"first_frame", r.first_frame},
           {"last_frame", r.last_frame},
           {"ok", r.ok},
           {"first_divergent_frame",
            r.first_divergent_frame ? json(*r.first_divergent_frame) : json(nullptr)},
           {"last_good_frame", r.last_good_frame ? json(*r.last_good_frame) : json(nullptr)},
           {"checked", check},
           {"first_bad_state", r.first_bad_state ? json(*r.first_bad_state) : json(nullptr)},
           {"engine_version", rec.engine_version},
           {"engine_mismatch", r.engine_mismatch},
           {"problem", r.problem.empty() ? json(nullptr) : json(r.problem)}};
    std::cout << j.dump() << "\n";
  } else if (r.ok) {
    std::cout << file << ": ok, " << r.frames << " frames (" << r.first_frame << ".."
              << r.last_frame << "), every hash matches"
              << (check ? ", every state passes the engine's checks" : "") << "\n";
  } else {
    std::cout << file << ": "
              << (r.first_bad_state ? "BAD STATE at frame " + std::to_string(*r.first_bad_state)
                  : r.first_divergent_frame
                      ? "DIVERGES at frame " + std::to_string(*r.first_divergent_frame)
                      : std::string("NOT OK"))
              << ": " << r.problem << "\n";
  }
  return r.ok ? 0 : 1;
}

// A record that cannot be opened (bad start, wrong card data) fails verification at its
// first frame; with --json the verdict is still one JSON object.
int verify_unopenable(const GameRecord& rec, const std::string& file, const std::string& problem,
                      bool check, bool as_json) {
  if (as_json) {
    json j{{"type", "verify"},
           {"file", file},
           {"frames", rec.inputs.size() + 1},
           {"first_frame", rec.start_frame},
           {"last_frame", rec.end_frame()},
           {"ok", false},
           {"first_divergent_frame", rec.start_frame},
           {"last_good_frame", nullptr},
           {"checked", check},
           {"first_bad_state", nullptr},
           {"engine_version", rec.engine_version},
           {"problem", problem}};
    std::cout << j.dump() << "\n";
  } else {
    std::cout << file << ": DIVERGES at frame " << rec.start_frame << ": " << problem << "\n";
  }
  return 1;
}

// Whose view to show: --seat, else a stop file's seat unless --reveal, else in full. A
// stop file's other seat needs --reveal.
Result<Seen> seen_as(const ReplayOptions& o, const GameRecord& rec) {
  if (o.reveal || !rec.viewer) return Seen{o.seat};
  const std::string mine = player_name(*rec.viewer);
  if (!o.seat.empty() && o.seat != mine)
    return Status::error(o.file + " is " + mine + "'s stop file: it is shown as " + mine +
                         " sees it (give --reveal to see " + o.seat + "'s view or the whole game)");
  return Seen{mine};
}

}  // namespace

int cmd_replay(const ReplayOptions& o) {
  int modes = o.timeline + o.verify + o.info + (o.frame >= 0) + !o.export_to.empty();
  if (modes != 1)
    return fail("give exactly one of --timeline, --frame K, --verify, --info, --export FILE");
  if (o.check && !o.verify) return fail("--check goes with --verify");
  if (!o.seat.empty() && o.seat != "p1" && o.seat != "p2") return fail("--seat must be p1 or p2");
  if (!o.seat.empty() && !o.timeline && o.frame < 0)
    return fail("--seat is for --frame K and --timeline");
  if (o.reveal && !o.timeline && o.frame < 0)
    return fail("--reveal is for --frame K and --timeline");
  if (!o.search.empty() && !o.info) return fail("--search is for --info");
  if (o.force && o.export_to.empty()) return fail("--force is for --export FILE");
  if (!o.export_to.empty())
    if (std::string e = output_problem("--export", o.export_to, {o.file}, o.force); !e.empty())
      return fail(e);
  Result<GameRecord> rec = read_record_file(o.file);
  if (!rec) return fail(rec.message());
  if (o.info) return print_record_info(*rec, o.file, o.search, o.json);
  Result<Seen> seen = seen_as(o, *rec);
  if (!seen) return fail(seen.message());
  GameRecord copy = o.verify ? *rec : GameRecord{};
  Result<Replay> replay = Replay::open(std::move(*rec), /*allow_other_engine=*/o.verify);
  if (!replay) {
    if (o.verify) return verify_unopenable(copy, o.file, replay.message(), o.check, o.json);
    return fail(o.file + ": " + replay.message());
  }
  if (o.verify) return verify(*replay, o.file, o.check, o.json);
  if (o.timeline) return timeline(*replay, *seen, o.json);
  if (o.frame >= 0) return show_frame(*replay, static_cast<uint32_t>(o.frame), *seen, o.json);
  if (Status s = replay->index(); !s) return fail(o.file + ": " + s.message());
  if (Status s = write_record_file(o.export_to, replay->record()); !s) return fail(s.message());
  const char* format = record_format_for(o.export_to) == RecordFormat::Binary ? "binary" : "JSON";
  if (o.json)
    std::cout << json{{"type", "export"},
                      {"file", o.export_to},
                      {"format", format},
                      {"inputs", replay->record().inputs.size()}}
                     .dump()
              << "\n";
  else
    std::cout << "wrote " << o.export_to << " (" << format << ", " << replay->record().inputs.size()
              << " inputs)\n";
  return 0;
}

void register_replay_command(CLI::App& app) {
  static ReplayOptions o;
  auto* r = app.add_subcommand(
      "replay", "show a record's frames, verify its hashes, show its lineage, or re-encode it");
  r->add_option("file", o.file, "a record (JSON or .rwr)")->required();
  r->add_flag("--timeline", o.timeline,
              "list every frame: turn, step, acting player, decision, answer and who gave it");
  r->add_option("--frame", o.frame, "print the state at frame K")
      ->check(whole_number_in(0, UINT32_MAX));
  r->add_option(
      "--seat", o.seat,
      "with --frame or --timeline: as p1 or p2 sees it (default: in full; a stop file: its seat)");
  r->add_flag("--reveal", o.reveal,
              "show a stop file in full (by default as the stopping seat sees it)");
  r->add_flag("--verify", o.verify, "replay everything and compare every recorded hash");
  r->add_flag("--info", o.info,
              "the record's hash, header, who answered, and its ancestry (forks' parents)");
  r->add_option("--search", o.search,
                "with --info: folders to look for ancestors in (default: the file's folder)");
  r->add_flag("--check", o.check,
              "with --verify: also check every frame's state against the engine's invariants");
  r->add_option("--export", o.export_to, "write the record to FILE (.rwr: binary, else JSON)");
  r->add_flag("--force", o.force, "let --export replace an existing file (never the input)");
  r->add_flag("--json", o.json, "JSON output");
  r->callback([] { throw CLI::RuntimeError(cmd_replay(o)); });
}

}  // namespace rwd
