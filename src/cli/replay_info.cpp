#include "cli/replay_info.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "core/hash.h"
#include "game/game.h"
#include "record/record_file.h"
#include "record/replay.h"

namespace rwd {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

struct Ancestor {
  std::string file;  // "" : not found
  uint64_t hash = 0;
  uint32_t frame = 0;  // the frame of this ancestor its child was forked at
  std::optional<uint64_t> reseed;
};

// The records (*.json, *.rwr) directly in `dirs`, by record hash; files that are not
// records are left out. Paths in sorted order, so the first of equal records wins.
std::map<uint64_t, std::pair<std::string, GameRecord>> records_in(
    const std::vector<std::string>& dirs, size_t* looked) {
  std::map<uint64_t, std::pair<std::string, GameRecord>> out;
  std::vector<std::string> paths;
  for (const std::string& d : dirs) {
    std::error_code ec;
    for (fs::directory_iterator it(d.empty() ? "." : d, ec), end; !ec && it != end;
         it.increment(ec)) {
      const fs::path& p = it->path();
      if (it->is_regular_file(ec) && (p.extension() == ".json" || p.extension() == ".rwr"))
        paths.push_back(p.string());
    }
  }
  std::sort(paths.begin(), paths.end());
  for (const std::string& p : paths) {
    Result<GameRecord> r = read_record_file(p);
    if (!r) continue;
    ++*looked;
    const uint64_t hash = record_hash(*r);
    out.emplace(hash, std::pair{p, std::move(*r)});
  }
  return out;
}

std::vector<Ancestor> ancestry(const GameRecord& rec, const std::vector<std::string>& dirs,
                               size_t* looked) {
  std::vector<Ancestor> out;
  if (!rec.parent) return out;
  auto known = records_in(dirs, looked);
  std::set<uint64_t> seen{record_hash(rec)};
  const GameRecord* cur = &rec;
  while (cur->parent && seen.insert(cur->parent->record_hash).second) {
    Ancestor a{"", cur->parent->record_hash, cur->parent->frame, cur->parent->reseed};
    auto it = known.find(a.hash);
    if (it != known.end()) a.file = it->second.first;
    out.push_back(a);
    if (it == known.end()) break;
    cur = &it->second.second;
  }
  return out;
}

std::string seat_of(PlayerId p) {
  return p == PlayerId::None ? "unknown" : player_name(p);
}

}  // namespace

int print_record_info(const GameRecord& rec_in, const std::string& file,
                      const std::vector<std::string>& search, bool as_json) {
  const uint64_t hash = record_hash(rec_in);
  // Replaying tells the result and fills in a binary record's players.
  GameRecord rec = rec_in;
  std::string result = "unknown", problem;
  Result<Replay> replay = Replay::open(rec_in);
  if (!replay) {
    problem = replay.message();
  } else if (Status s = replay->index(); !s) {
    problem = s.message();
  } else {
    rec = replay->record();
    Result<Game> last = replay->at(replay->last_frame());
    if (last)
      result = last->over()
                   ? result_name(last->result())
                   : std::string("ongoing, ") + player_name(last->pending().player) + " to act";
  }
  std::map<std::string, std::map<std::string, int>> by;  // seat -> answerer -> inputs
  for (const RecordInput& in : rec.inputs) {
    const std::string& who = rec.answerer(in);
    ++by[seat_of(in.player)][who.empty() ? "unknown" : who];
  }
  std::vector<std::string> dirs = search;
  if (dirs.empty()) dirs.push_back(fs::path(file).parent_path().string());
  for (std::string& d : dirs)
    if (d.empty()) d = ".";
  size_t looked = 0;
  std::vector<Ancestor> line = ancestry(rec_in, dirs, &looked);
  const bool complete = line.empty() || !line.back().file.empty();
  if (as_json) {
    json seats = json::array();
    for (int p = 0; p < kNumPlayers; ++p)
      seats.push_back({{"seat", player_name(player_id(p))},
                       {"deck", rec.decks[p].name},
                       {"controller", rec.seats[p].controller}});
    json anc = json::array();
    for (const Ancestor& a : line)
      anc.push_back({{"file", a.file.empty() ? json(nullptr) : json(a.file)},
                     {"record_hash", hex64(a.hash)},
                     {"forked_at_frame", a.frame},
                     {"reseed", a.reseed ? json(*a.reseed) : json(nullptr)}});
    json j{{"type", "info"},
           {"file", file},
           {"record_hash", hex64(hash)},
           {"format_version", rec.format_version},
           {"engine_version", rec.engine_version},
           {"rules_version", rec.rules_version},
           {"seed", rec.seed},
           {"first_frame", rec.start_frame},
           {"last_frame", rec.end_frame()},
           {"inputs", rec.inputs.size()},
           {"result", result},
           {"problem", problem.empty() ? json(nullptr) : json(problem)},
           {"seats", seats},
           {"answered_by", by},
           {"viewer", rec.viewer ? json(player_name(*rec.viewer)) : json(nullptr)},
           {"ancestry", anc},
           {"ancestry_complete", complete},
           {"searched", dirs}};
    std::cout << j.dump() << "\n";
    return 0;
  }
  std::cout << file << ": record " << hex64(hash) << " (format " << rec.format_version
            << "), engine " << rec.engine_version << ", rules " << rec.rules_version << "\n"
            << "  seed " << rec.seed << "; frames " << rec.start_frame << ".." << rec.end_frame()
            << " (" << rec.inputs.size() << " inputs); result: " << result
            << (problem.empty() ? "" : " (" + problem + ")") << "\n";
  for (int p = 0; p < kNumPlayers; ++p)
    std::cout << "  " << player_name(player_id(p)) << ": " << rec.decks[p].name << ", "
              << rec.seats[p].controller << "\n";
  std::cout << "  answered by:";
  if (by.empty()) std::cout << " (no inputs)";
  for (const auto& [seat, names] : by)
    for (const auto& [name, n] : names) std::cout << " " << seat << " " << name << " " << n << ";";
  std::cout << "\n";
  if (rec.viewer)
    std::cout << "  a stop file: shown as " << player_name(*rec.viewer)
              << " sees it (--reveal shows it in full; the file itself holds the whole game)\n";
  if (line.empty()) {
    std::cout << "  ancestry: none (a game from its decks and seed"
              << (rec.start_snapshot.empty() ? "" : ", or a start position") << ")\n";
    return 0;
  }
  std::cout << "  ancestry (searched " << looked << " records in";
  for (const std::string& d : dirs) std::cout << " " << d;
  std::cout << "):\n";
  for (const Ancestor& a : line)
    std::cout << "    forked at frame " << a.frame
              << (a.reseed ? " (reseeded " + std::to_string(*a.reseed) + ")" : "")
              << " from record " << hex64(a.hash) << ": "
              << (a.file.empty() ? "not found (give --search DIR)" : a.file) << "\n";
  return 0;
}

}  // namespace rwd
