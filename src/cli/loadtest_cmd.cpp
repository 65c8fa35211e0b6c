// `rewind loadtest`: plays N concurrent games against a running `rewind serve` over loopback,
// both seats scripted clients (seeded random answers) on their own WebSocket connections
// (server/load_players.h: one event loop), and reports answers per second over the play (the
// games are created and joined first) and the latency of answers in percentiles: sent to
// acknowledged (latency_ms: the commit is included) and sent to the answerer's update
// received (result_ms: what the player sees; on protocol 2 the ack rides in that update, so
// the two are the same). --think-ms pauses before each answer as people and agents do (an
// open load instead of a closed loop). With --idle N it instead creates N games, joins none
// and reports the server's memory per idle live game (from /api/health).
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "server/load_players.h"
#include "server/net_client.h"

namespace rwd {

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

Result<json> post_json(const LoadOptions& o, const std::string& target, const json& body) {
  Result<HttpReply> r =
      http_request(o.host, static_cast<uint16_t>(o.port), "POST", target, body.dump());
  if (!r) return r.status();
  json j = json::parse(r->body, nullptr, false);
  if (r->status >= 300 || j.is_discarded())
    return Status::error("HTTP " + std::to_string(r->status) + ": " + r->body);
  return j;
}

double percentile(std::vector<double>& v, double q) {
  if (v.empty()) return 0;
  size_t k = static_cast<size_t>(q * static_cast<double>(v.size() - 1));
  std::nth_element(v.begin(), v.begin() + static_cast<long>(k), v.end());
  return v[k];
}

int64_t server_rss(const LoadOptions& o) {
  Result<HttpReply> r = http_request(o.host, static_cast<uint16_t>(o.port), "GET", "/api/health");
  if (!r) return -1;
  json j = json::parse(r->body, nullptr, false);
  return j.is_discarded() ? -1 : j.value("rss_bytes", int64_t{-1});
}

int run_idle(const LoadOptions& o) {
  const int64_t before = server_rss(o);
  for (int i = 0; i < o.idle; ++i) {
    Result<json> c =
        post_json(o, "/api/games",
                  {{"p1", {{"kind", "human"}}}, {"p2", {{"kind", "human"}}}, {"seed", o.seed + i}});
    if (!c) {
      std::cerr << "error: " << c.message() << "\n";
      return 1;
    }
  }
  const int64_t after = server_rss(o);
  json out{{"idle_games", o.idle},
           {"rss_before", before},
           {"rss_after", after},
           {"bytes_per_game", o.idle ? static_cast<double>(after - before) / o.idle : 0.0}};
  std::cout << out.dump() << "\n";
  return 0;
}

int cmd_loadtest(const LoadOptions& o) {
  rlimit r{};  // two sockets per game: the soft file limit goes up to the hard one
  if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
  }
  if (o.idle > 0) return run_idle(o);
  double secs = 0;
  std::vector<GameStats> stats = play_games(o, secs);
  std::vector<double> lat, result;
  int answers = 0, finished = 0, errors = 0;
  std::string first_error;
  for (GameStats& s : stats) {
    lat.insert(lat.end(), s.latencies_ms.begin(), s.latencies_ms.end());
    result.insert(result.end(), s.result_ms.begin(), s.result_ms.end());
    answers += s.answers;
    finished += s.finished;
    if (!s.error.empty()) {
      ++errors;
      if (first_error.empty()) first_error = s.error;
    }
  }
  json out{{"games", o.games},
           {"finished", finished},
           {"answers", answers},
           {"seconds", secs},
           {"answers_per_sec", answers / secs},
           {"errors", errors},
           {"latency_ms",
            {{"p50", percentile(lat, 0.5)},
             {"p90", percentile(lat, 0.9)},
             {"p99", percentile(lat, 0.99)},
             {"max", lat.empty() ? 0.0 : *std::max_element(lat.begin(), lat.end())}}},
           {"result_ms",
            {{"p50", percentile(result, 0.5)},
             {"p90", percentile(result, 0.9)},
             {"p99", percentile(result, 0.99)},
             {"max", result.empty() ? 0.0 : *std::max_element(result.begin(), result.end())}}},
           {"protocol", o.protocol},
           {"think_ms", o.think_ms}};
  if (!first_error.empty()) out["first_error"] = first_error.substr(0, 300);
  if (o.json_out) {
    std::cout << out.dump() << "\n";
  } else {
    std::cout << o.games << " games, " << answers << " answers in " << secs
              << " s: " << answers / secs << " answers/s; latency p50 " << out["latency_ms"]["p50"]
              << " ms, p99 " << out["latency_ms"]["p99"] << " ms; result p99 "
              << out["result_ms"]["p99"] << " ms; " << errors << " errors\n";
    if (!first_error.empty()) std::cout << "first error: " << first_error << "\n";
  }
  return errors ? 1 : 0;
}

}  // namespace

void register_loadtest_command(CLI::App& app) {
  static LoadOptions o;
  auto* s =
      app.add_subcommand("loadtest", "play concurrent games against a running `rewind serve`");
  s->add_option("--host", o.host, "the server's address")->capture_default_str();
  s->add_option("--port", o.port, "the server's port")->capture_default_str();
  s->add_option("--games", o.games, "concurrent games")->capture_default_str();
  s->add_option("--answers", o.max_answers, "answers per game (0: play to the end)")
      ->capture_default_str();
  s->add_option("--seed", o.seed, "game i has seed S+i; answers are seeded too")
      ->capture_default_str();
  s->add_option("--p2", o.p2, "p2's seat: human (a second scripted client) or a bot kind")
      ->capture_default_str();
  s->add_option("--idle", o.idle,
                "create N games, join none, and report the server's memory per game");
  s->add_option("--threads", o.threads, "client threads (event loops) the games are dealt to")
      ->capture_default_str();
  s->add_option("--protocol", o.protocol,
                "protocol version the clients join with (1: a separate ack message an answer)")
      ->capture_default_str()
      ->check(CLI::Range(kOldestProtocolVersion, kProtocolVersion));
  s->add_option("--think-ms", o.think_ms,
                "a pause before each answer, as people and agents take (0: answer at once)")
      ->capture_default_str()
      ->check(CLI::Range(0, 60000));
  s->add_flag("--json", o.json_out, "one JSON object");
  s->callback([] { throw CLI::RuntimeError(cmd_loadtest(o)); });
}

}  // namespace rwd
