// `rewind analyse RECORD`: the win chance at every decision of a seat, the better options
// and the turning points (src/analysis, docs/analysis.md). The analysis is stored beside the
// record and reused while its key matches; --json prints it, --out and --plot write it.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "analysis/analysis.h"
#include "analysis/analysis_json.h"
#include "analysis/cache.h"
#include "analysis/from_record.h"
#include "analysis/plot_svg.h"
#include "analysis/report_text.h"
#include "cli/commands.h"
#include "record/record_file.h"
#include "record/replay.h"

namespace rwd {

namespace {

struct AnalyseOptions {
  std::string file;
  std::string seat = "p1";  // p1, p2, both
  int budget = kDefaultAnalysisBudget;
  int threads = 1;
  bool json = false;
  bool omniscient = false;
  bool light = false;
  bool per_turn = false;
  std::string out;   // --out FILE: the JSON
  std::string plot;  // --plot FILE.svg
  bool no_cache = false;
  bool progress = false;
  bool quiet = false;
};

int fail(const std::string& message) {
  std::cout << std::flush;
  std::cerr << "error: " << message << "\n";
  return 1;
}

// Progress on stderr: a counter during the passes, and the turning points of the first look
// as soon as it ends, long before the refined numbers.
// `seconds`: the time since the analysis began (shown, never part of a number).
void show_progress(const AnalysisProgress& p, double seconds) {
  static int shown = -1;  // the percentage last printed: print only when it moves
  const int pct =
      p.playouts_planned ? static_cast<int>(100 * p.playouts_done / p.playouts_planned) : 100;
  if (p.phase == AnalysisPhase::FirstLook && p.partial) {
    char when[32];
    std::snprintf(when, sizeof when, "%.1f", seconds);
    std::cerr << "\rfirst look after " << when << " s (" << kFirstLookSamples
              << " samples per option):\n"
              << notes_text(*p.partial);
    return;
  }
  if (pct == shown && p.phase != AnalysisPhase::Done) return;
  shown = pct;
  const char* pass = p.phase == AnalysisPhase::FirstLook ? "first look"
                     : p.phase == AnalysisPhase::Screen  ? "screening"
                                                         : "refining";
  std::cerr << "\r" << pass << ": " << pct << "% (" << p.playouts_done << " playouts, "
            << p.decisions_refined << "/" << p.decisions_total << " decisions refined)   "
            << (p.phase == AnalysisPhase::Done ? "\n" : "") << std::flush;
}

int cmd_analyse(const AnalyseOptions& o) {
  AnalysisConfig cfg;
  if (o.seat == "p1" || o.seat == "p2" || o.seat == "both") {
    cfg.seats[0] = o.seat != "p2";
    cfg.seats[1] = o.seat != "p1";
  } else {
    return fail("--seat must be p1, p2 or both");
  }
  if (o.budget < 1) return fail("--budget must be at least 1");
  if (o.threads < 1 || o.threads > 64) return fail("--threads must be 1..64");
  cfg.budget = o.budget;
  cfg.threads = o.threads;
  cfg.omniscient = o.omniscient;
  cfg.light = o.light;
  cfg.per_turn = o.per_turn;
  Result<GameRecord> rec = read_record_file(o.file);
  if (!rec) return fail(rec.message());
  Result<Replay> replay = Replay::open(std::move(*rec));
  if (!replay) return fail(o.file + ": " + replay.message());
  Result<AnalysisInput> input = analysis_input(*replay);
  if (!input) return fail(o.file + ": " + input.message());

  const std::string cache = analysis_cache_path(o.file, cfg);
  const uint64_t key = analysis_key(input->record_hash, cfg);
  std::optional<Analysis> a;
  if (!o.no_cache) a = load_cached_analysis(cache, key);
  const bool cached = a.has_value();
  if (!a) {
    AnalysisHooks hooks;
    const bool show = !o.quiet && (o.progress || isatty(STDERR_FILENO));
    const auto t0 = std::chrono::steady_clock::now();  // for messages only; never in a number
    auto seconds = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    };
    if (show) hooks.progress = [&](const AnalysisProgress& p) { show_progress(p, seconds()); };
    Result<Analysis> r = analyse(*input, cfg, hooks);
    if (!r) return fail(o.file + ": " + r.message());
    if (show) std::cerr << "analysed in " << seconds() << " s\n";
    a = std::move(*r);
    if (!o.no_cache)
      if (Status s = store_analysis(cache, *a); !s)
        std::cerr << "warning: the analysis is not stored beside the record: " << s.message()
                  << "\n";
  }
  if (!o.out.empty())
    if (Status s = write_file_atomic(o.out, encode_analysis_json(*a)); !s) return fail(s.message());
  if (!o.plot.empty())
    if (Status s = write_file_atomic(o.plot, analysis_svg(*a)); !s) return fail(s.message());
  if (o.json) {
    std::cout << encode_analysis_json(*a);
  } else {
    std::cout << analysis_text(*a, o.file);
    if (cached) std::cout << "(read from " << cache << ")\n";
  }
  return 0;
}

}  // namespace

void register_analyse_command(CLI::App& app) {
  static AnalyseOptions o;
  auto* c = app.add_subcommand(
      "analyse",
      "win chance at every decision of a finished game, the better options and the turning points");
  c->add_option("record", o.file, "a record (JSON or .rwr)")->required();
  c->add_option("--seat", o.seat, "whose decisions: p1, p2 or both")->capture_default_str();
  c->add_option("--budget", o.budget, "samples per option at a refined decision")
      ->capture_default_str();
  c->add_option("--threads", o.threads, "worker threads (never changes a number)")
      ->capture_default_str();
  c->add_flag("--omniscient", o.omniscient,
              "use the true hidden cards instead of what the seat could know");
  c->add_flag(
      "--light", o.light,
      "compare only the played option and the heuristic's (a quick graph, no better options)");
  c->add_flag("--per-turn", o.per_turn, "only each seat's first decision of each turn");
  c->add_flag("--json", o.json, "print the analysis as JSON (docs/analysis.md)");
  c->add_option("--out", o.out, "also write the analysis JSON to FILE");
  c->add_option("--plot", o.plot, "write the win-chance graph to FILE.svg");
  c->add_flag("--no-cache", o.no_cache,
              "neither read nor write the analysis stored beside the record");
  c->add_flag("--progress", o.progress,
              "progress and the first turning points on stderr (default when it is a terminal)");
  c->add_flag("--quiet", o.quiet, "no progress on stderr");
  c->callback([] { throw CLI::RuntimeError(cmd_analyse(o)); });
}

}  // namespace rwd
