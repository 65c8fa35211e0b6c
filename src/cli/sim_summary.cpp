#include "cli/sim_summary.h"

#include <algorithm>
#include <charconv>
#include <nlohmann/json.hpp>
#include <ostream>

#include "core/hash.h"

namespace rwd {

namespace {

uint64_t run_hash(const std::vector<uint64_t>& hashes) {
  Hasher all;
  for (uint64_t h : hashes) all.add(h);
  return all.digest();
}

// The keys every report has (sim, a shard, a merge), for games.size() games.
nlohmann::json base_json(const SimTotals& t) {
  const int64_t games = t.games();
  const double secs = t.seconds > 0 ? t.seconds : 1e-9;
  return nlohmann::json{
      {"games", games},
      {"p1", t.p1},
      {"p2", t.p2},
      {"seed", t.seed},
      {"p1_wins", t.wins[0]},
      {"p2_wins", t.wins[1]},
      {"draws", t.wins[2]},
      {"avg_turns", games > 0 ? static_cast<double>(t.turns) / static_cast<double>(games) : 0.0},
      {"decisions", t.decisions},
      {"games_per_sec", static_cast<double>(games) / secs},
      {"decisions_per_sec", static_cast<double>(t.decisions) / secs},
      {"hash", hex64(run_hash(t.game_hashes))}};
}

bool parse_hex64(std::string_view s, uint64_t& out) {
  if (s.size() != 16) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out, 16);
  return ec == std::errc() && p == s.data() + s.size() &&
         s.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

}  // namespace

ShardRange shard_range(int64_t games, int k, int n) {
  // Shard k holds games [floor((k-1) * games / n), floor(k * games / n)): disjoint, in
  // order, covering every game, sizes differing by at most one.
  auto edge = [&](int64_t i) {
    return static_cast<int64_t>((static_cast<__int128>(i) * games) / n);
  };
  return ShardRange{edge(k - 1), edge(k) - edge(k - 1)};
}

Result<std::pair<int, int>> parse_shard(const std::string& text) {
  auto slash = text.find('/');
  int k = 0, n = 0;
  auto num = [](std::string_view s, int& v) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return !s.empty() && ec == std::errc() && p == s.data() + s.size();
  };
  if (slash == std::string::npos || !num(std::string_view(text).substr(0, slash), k) ||
      !num(std::string_view(text).substr(slash + 1), n))
    return Status::error("--shard K/N: \"" + text + "\" is not two numbers K/N");
  if (n < 1 || k < 1 || k > n) return Status::error("--shard K/N: need 1 <= K <= N, got " + text);
  return std::pair<int, int>{k, n};
}

void print_sim_totals(const SimTotals& t, bool json, std::ostream& out) {
  nlohmann::json j = base_json(t);
  if (json) {
    out << j.dump() << "\n";
    return;
  }
  out << t.games() << " games, seeds " << t.seed << ".."
      << t.seed + static_cast<uint64_t>(t.games()) - 1 << ": " << t.p1 << " " << t.wins[0]
      << " wins, " << t.p2 << " " << t.wins[1] << " wins, " << t.wins[2] << " draws; "
      << j["avg_turns"].get<double>() << " turns on average\n"
      << "speed: " << j["games_per_sec"].get<double>() << " games/s, "
      << j["decisions_per_sec"].get<double>()
      << " decisions/s\nhash: " << j["hash"].get<std::string>() << "\n";
}

nlohmann::json shard_json(const SimTotals& t, int k, int n, int64_t total_games,
                          int64_t first_game) {
  nlohmann::json j = base_json(t);
  j["shard"] = std::to_string(k) + "/" + std::to_string(n);
  j["total_games"] = total_games;
  j["first_game"] = first_game;
  j["turns"] = t.turns;
  j["seconds"] = t.seconds;
  j["budget"] = t.budget;
  std::string hashes;
  hashes.reserve(t.game_hashes.size() * 16);
  for (uint64_t h : t.game_hashes) hashes += hex64(h);
  j["game_hashes"] = hashes;
  return j;
}

Result<Shard> parse_shard_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("shard"))
    return Status::error("not the output of `rewind sim --shard K/N` (no \"shard\" field)");
  Shard s;
  try {
    Result<std::pair<int, int>> kn = parse_shard(j.at("shard").get<std::string>());
    if (!kn) return Status::error("\"shard\": " + kn.message());
    s.k = kn->first;
    s.n = kn->second;
    s.total_games = j.at("total_games").get<int64_t>();
    s.first_game = j.at("first_game").get<int64_t>();
    SimTotals& t = s.totals;
    t.p1 = j.at("p1").get<std::string>();
    t.p2 = j.at("p2").get<std::string>();
    t.seed = j.at("seed").get<uint64_t>();
    t.budget = j.at("budget").get<int>();
    t.wins[0] = j.at("p1_wins").get<int64_t>();
    t.wins[1] = j.at("p2_wins").get<int64_t>();
    t.wins[2] = j.at("draws").get<int64_t>();
    t.turns = j.at("turns").get<uint64_t>();
    t.decisions = j.at("decisions").get<uint64_t>();
    t.seconds = j.at("seconds").get<double>();
    const std::string hashes = j.at("game_hashes").get<std::string>();
    const int64_t games = j.at("games").get<int64_t>();
    if (games < 0 || hashes.size() != static_cast<size_t>(games) * 16)
      return Status::error("\"game_hashes\" must hold 16 hex digits for each of the " +
                           std::to_string(games) + " games");
    for (size_t i = 0; i < hashes.size(); i += 16) {
      uint64_t h = 0;
      if (!parse_hex64(std::string_view(hashes).substr(i, 16), h))
        return Status::error("\"game_hashes\": game " + std::to_string(i / 16) +
                             " is not 16 hex digits");
      t.game_hashes.push_back(h);
    }
    if (t.wins[0] < 0 || t.wins[1] < 0 || t.wins[2] < 0 ||
        t.wins[0] + t.wins[1] + t.wins[2] != games)
      return Status::error("p1_wins + p2_wins + draws must be the number of games (" +
                           std::to_string(games) + ")");
  } catch (const nlohmann::json::exception& e) {
    return Status::error(std::string("a field is missing or of the wrong type: ") + e.what());
  }
  ShardRange r = shard_range(s.total_games, s.k, s.n);
  if (s.total_games < 1 || r.first != s.first_game || r.count != s.totals.games())
    return Status::error("shard " + std::to_string(s.k) + "/" + std::to_string(s.n) + " of " +
                         std::to_string(s.total_games) + " games must hold games " +
                         std::to_string(r.first) + ".." + std::to_string(r.first + r.count - 1));
  return s;
}

Result<SimTotals> merge_shards(std::vector<Shard> shards) {
  if (shards.empty()) return Status::error("no shards given");
  std::sort(shards.begin(), shards.end(), [](const Shard& a, const Shard& b) { return a.k < b.k; });
  const Shard& a = shards.front();
  auto name = [](const Shard& s) {
    return "shard " + std::to_string(s.k) + "/" + std::to_string(s.n);
  };
  for (const Shard& s : shards) {
    const char* differs = s.n != a.n                           ? "the number of shards"
                          : s.total_games != a.total_games     ? "the number of games"
                          : s.totals.seed != a.totals.seed     ? "the seed"
                          : s.totals.p1 != a.totals.p1         ? "p1 (deck or bot)"
                          : s.totals.p2 != a.totals.p2         ? "p2 (deck or bot)"
                          : s.totals.budget != a.totals.budget ? "the search budget"
                                                               : nullptr;
    if (differs)
      return Status::error(name(s) + " is of another run than " + name(a) + ": " + differs +
                           " differs");
  }
  for (size_t i = 1; i < shards.size(); ++i)
    if (shards[i].k == shards[i - 1].k) return Status::error(name(shards[i]) + " is given twice");
  for (int k = 1, i = 0; k <= a.n; ++k, ++i)
    if (static_cast<size_t>(i) >= shards.size() || shards[static_cast<size_t>(i)].k != k)
      return Status::error("shard " + std::to_string(k) + "/" + std::to_string(a.n) +
                           " is missing");
  SimTotals t;
  t.p1 = a.totals.p1;
  t.p2 = a.totals.p2;
  t.seed = a.totals.seed;
  t.budget = a.totals.budget;
  for (const Shard& s : shards) {
    for (int w = 0; w < 3; ++w) t.wins[w] += s.totals.wins[w];
    t.turns += s.totals.turns;
    t.decisions += s.totals.decisions;
    t.seconds += s.totals.seconds;
    t.game_hashes.insert(t.game_hashes.end(), s.totals.game_hashes.begin(),
                         s.totals.game_hashes.end());
  }
  return t;
}

}  // namespace rwd
