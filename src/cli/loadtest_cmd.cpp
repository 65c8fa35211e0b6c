// `rewind loadtest`: plays N concurrent games against a running `rewind serve` over loopback,
// both seats scripted clients (seeded random answers) on their own WebSocket connections,
// and reports answers per second and the latency of answers (sent to acknowledged, so the
// commit is included) in percentiles. With --idle N it instead creates N games, joins none
// and reports the server's memory per idle live game (from /api/health).
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "cli/commands.h"
#include "cli/json_scan.h"
#include "server/net_client.h"

namespace rwd {

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

struct LoadOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  int games = 200;
  int max_answers = 0;  // per game; 0: to the end
  uint64_t seed = 1;
  int idle = 0;
  std::string p2 = "human";
  bool json_out = false;
};

struct GameStats {
  std::vector<double> latencies_ms;
  int answers = 0;
  bool finished = false;
  std::string error;
};

Result<json> post_json(const LoadOptions& o, const std::string& target, const json& body) {
  Result<HttpReply> r =
      http_request(o.host, static_cast<uint16_t>(o.port), "POST", target, body.dump());
  if (!r) return r.status();
  json j = json::parse(r->body, nullptr, false);
  if (r->status >= 300 || j.is_discarded())
    return Status::error("HTTP " + std::to_string(r->status) + ": " + r->body);
  return j;
}

// What the scripted client reads of a server message: only the few fields it needs, found
// without parsing the rest (cli/json_scan.h), so the load generator takes little of the
// CPU it shares with the server.
struct Msg {
  std::string type;  // "state", "update", "ack", "error", ...
  uint64_t frame = 0;
  bool has_position = false;  // a state or update (decision and game_over present)
  bool over = false;          // game_over is not null
  int actor = -1;             // the deciding seat (0, 1), -1 when none
  int options = 0;            // the options shown to this receiver
};

Result<Msg> read_msg(const std::string& text) {
  Msg m;
  std::optional<std::string_view> type = json_scan::field(text, "type");
  if (!type || type->size() < 2) return Status::error("bad message " + text.substr(0, 200));
  m.type = std::string(type->substr(1, type->size() - 2));
  if (m.type == "error") return Status::error(text.substr(0, 300));
  if (m.type != "state" && m.type != "update") return m;
  std::optional<std::string_view> over = json_scan::field(text, "game_over");
  std::optional<std::string_view> decision = json_scan::field(text, "decision");
  std::optional<uint64_t> frame = json_scan::number(json_scan::field(text, "frame"));
  if (!over || !decision || !frame)
    return Status::error("unexpected message: " + text.substr(0, 200));
  m.has_position = true;
  m.frame = *frame;
  m.over = *over != "null";
  if (!m.over) {
    std::optional<std::string_view> player = json_scan::field(*decision, "player");
    std::optional<std::string_view> options = json_scan::field(*decision, "options");
    if (!player || !options) return Status::error("no decision in " + text.substr(0, 200));
    m.actor = *player == "\"p1\"" ? 0 : 1;
    m.options = std::max(0, json_scan::array_size(*options));
  }
  return m;
}

// Reads messages until one of `type` (skipping others); errors end the game.
Result<Msg> expect(WsClient& ws, const std::string& type) {
  for (;;) {
    Result<std::string> text = ws.receive(30000);
    if (!text) return text.status();
    Result<Msg> m = read_msg(*text);
    if (!m || m->type == type) return m;
  }
}

void play_one(const LoadOptions& o, int index, GameStats& st) {
  const json seat = {{"kind", "human"}};
  json p2 = o.p2 == "human" ? seat : json{{"kind", o.p2}};
  Result<json> created =
      post_json(o, "/api/games",
                {{"p1", seat}, {"p2", p2}, {"seed", o.seed + index}, {"browser", "loadtest"}});
  if (!created) {
    st.error = created.message();
    return;
  }
  if (!created->contains("game") || !(*created)["seats"].is_array()) {
    st.error = "bad reply " + created->dump().substr(0, 200);
    return;
  }
  const std::string id = (*created)["game"];
  WsClient ws[kNumPlayers];
  Msg last[kNumPlayers];
  bool human[kNumPlayers] = {true, o.p2 == "human"};
  for (int p = 0; p < kNumPlayers; ++p) {
    if (!human[p]) continue;
    Status c = ws[p].connect(o.host, static_cast<uint16_t>(o.port));
    if (c)
      c = ws[p].send(json{{"type", "join"},
                          {"protocol", 1},
                          {"game", id},
                          {"token", (*created)["seats"][p]["token"]}}
                         .dump());
    Result<Msg> state = c ? expect(ws[p], "state") : Result<Msg>(c);
    if (!state) {
      st.error = state.message();
      return;
    }
    last[p] = *state;
  }
  std::mt19937_64 rng(o.seed * 1000003 + index);
  for (;;) {
    const Msg& any = last[0];
    if (any.over) {
      st.finished = true;
      return;
    }
    if (o.max_answers && st.answers >= o.max_answers) return;
    const int actor = any.actor;
    if (!human[actor]) {  // a bot acts: wait for the update its answer causes
      Result<Msg> u = expect(ws[0], "update");
      if (!u) {
        st.error = u.message();
        return;
      }
      last[0] = *u;
      continue;
    }
    const int count = last[actor].options;
    const int n = count == 0 ? 0 : static_cast<int>(rng() % static_cast<uint64_t>(count));
    const auto t0 = Clock::now();
    Status s =
        ws[actor].send("{\"type\":\"answer\",\"frame\":" + std::to_string(last[actor].frame) +
                       ",\"n\":" + std::to_string(n) + "}");
    Result<Msg> ack = s ? expect(ws[actor], "ack") : Result<Msg>(s);
    if (!ack) {
      st.error = ack.message();
      return;
    }
    st.latencies_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    ++st.answers;
    for (int p = 0; p < kNumPlayers; ++p) {
      if (!human[p]) continue;
      Result<Msg> u = expect(ws[p], "update");
      if (!u) {
        st.error = u.message();
        return;
      }
      last[p] = *u;
    }
  }
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
  std::vector<GameStats> stats(static_cast<size_t>(o.games));
  std::vector<std::thread> threads;
  const auto t0 = Clock::now();
  for (int i = 0; i < o.games; ++i)
    threads.emplace_back([&, i] { play_one(o, i, stats[static_cast<size_t>(i)]); });
  for (std::thread& t : threads) t.join();
  const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
  std::vector<double> lat;
  int answers = 0, finished = 0, errors = 0;
  std::string first_error;
  for (GameStats& s : stats) {
    lat.insert(lat.end(), s.latencies_ms.begin(), s.latencies_ms.end());
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
             {"max", lat.empty() ? 0.0 : *std::max_element(lat.begin(), lat.end())}}}};
  if (!first_error.empty()) out["first_error"] = first_error.substr(0, 300);
  if (o.json_out) {
    std::cout << out.dump() << "\n";
  } else {
    std::cout << o.games << " games, " << answers << " answers in " << secs
              << " s: " << answers / secs << " answers/s; latency p50 " << out["latency_ms"]["p50"]
              << " ms, p99 " << out["latency_ms"]["p99"] << " ms; " << errors << " errors\n";
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
  s->add_flag("--json", o.json_out, "one JSON object");
  s->callback([] { throw CLI::RuntimeError(cmd_loadtest(o)); });
}

}  // namespace rwd
