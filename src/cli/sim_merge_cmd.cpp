// `rewind sim-merge FILE...`: the JSON lines of `rewind sim --shard K/N` runs (any order,
// any number per file, "-" for standard input) merged into exactly what one `rewind sim` of
// all the games prints: wins, turns, decisions and the fingerprint hash (cli/sim_summary.h).
// The speed figures are the shards' games over the shards' summed time.
#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "cli/sim_summary.h"

namespace rwd {

namespace {

struct MergeOptions {
  std::vector<std::string> files;
  bool json = false;
};

// Reads every shard in `in` (one JSON object per non-empty line) into `out`.
Status read_shards(std::istream& in, const std::string& name, std::vector<Shard>& out) {
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    nlohmann::json j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return Status::error(name + ": line " + std::to_string(n) + ": not JSON");
    Result<Shard> s = parse_shard_json(j);
    if (!s) return Status::error(name + ": line " + std::to_string(n) + ": " + s.message());
    out.push_back(std::move(*s));
  }
  return Status::ok();
}

int cmd_sim_merge(const MergeOptions& o) {
  std::vector<Shard> shards;
  for (const std::string& f : o.files) {
    Status s;
    if (f == "-") {
      s = read_shards(std::cin, "standard input", shards);
    } else {
      std::ifstream in(f);
      if (!in) {
        std::cerr << "error: " << f << ": cannot be read\n";
        return 1;
      }
      s = read_shards(in, f, shards);
    }
    if (!s) {
      std::cerr << "error: " << s.message() << "\n";
      return 1;
    }
  }
  Result<SimTotals> t = merge_shards(std::move(shards));
  if (!t) {
    std::cerr << "error: " << t.message() << "\n";
    return 1;
  }
  print_sim_totals(*t, o.json, std::cout);
  return 0;
}

}  // namespace

void register_sim_merge_command(CLI::App& app) {
  static MergeOptions o;
  auto* m = app.add_subcommand(
      "sim-merge", "merge the JSON of `sim --shard K/N` runs into the whole run's result");
  m->add_option("files", o.files, "shard outputs (one JSON object per line; - for standard input)")
      ->required();
  m->add_flag("--json", o.json, "print one JSON object");
  m->callback([] { throw CLI::RuntimeError(cmd_sim_merge(o)); });
}

}  // namespace rwd
