#include "server/load_players.h"

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <thread>

#include "core/status.h"
#include "server/json_scan.h"
#include "server/net_client.h"

namespace rwd {

namespace {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;
using nlohmann::json;

// What the scripted client reads of a server message.
struct Msg {
  std::string type;  // "state", "update", "ack", "error", ...
  uint64_t frame = 0;
  bool over = false;  // game_over is not null
  int actor = -1;     // the deciding seat (0, 1), -1 when none
  int options = 0;    // the options shown to this receiver
  bool ack = false;   // acknowledges this client's answer: an ack, or (protocol 2) an update
};

Result<Msg> read_msg(std::string_view text) {
  Msg m;
  std::optional<std::string_view> type = json_scan::field(text, "type");
  if (!type || type->size() < 2)
    return Status::error("bad message " + std::string(text.substr(0, 200)));
  m.type = std::string(type->substr(1, type->size() - 2));
  if (m.type == "error") return Status::error(std::string(text.substr(0, 300)));
  m.ack = m.type == "ack" || (m.type == "update" && json_scan::field(text, "ack"));
  if (m.type != "state" && m.type != "update") return m;
  std::optional<std::string_view> over = json_scan::field(text, "game_over");
  std::optional<std::string_view> decision = json_scan::field(text, "decision");
  std::optional<uint64_t> frame = json_scan::number(json_scan::field(text, "frame"));
  if (!over || !decision || !frame)
    return Status::error("unexpected message: " + std::string(text.substr(0, 200)));
  m.frame = *frame;
  m.over = *over != "null";
  if (!m.over) {
    std::optional<std::string_view> player = json_scan::field(*decision, "player");
    std::optional<std::string_view> options = json_scan::field(*decision, "options");
    if (!player || !options)
      return Status::error("no decision in " + std::string(text.substr(0, 200)));
    m.actor = *player == "\"p1\"" ? 0 : 1;
    m.options = std::max(0, json_scan::array_size(*options));
  }
  return m;
}

struct Seat {
  explicit Seat(net::io_context& ioc) : ws(ioc) {}
  websocket::stream<tcp::socket> ws;
  beast::flat_buffer buf;
  std::string out;       // the message being written
  bool writing = false;  // a write is in flight (one at a time per stream)
  Msg last;
};

struct Play {
  const LoadOptions* o = nullptr;
  GameStats* st = nullptr;
  std::unique_ptr<Seat> seats[2];
  bool human[2] = {true, true};
  std::mt19937_64 rng;
  bool ack_pending = false;
  uint64_t expect = 0;  // after an answer: the frame every human seat must reach first
  bool ended = false;
  Clock::time_point sent;
  int answerer = -1;  // the seat whose update of the answer in flight is awaited
  std::unique_ptr<net::steady_timer> think;  // --think-ms: the pause before an answer
  bool thinking = false;
  uint64_t thought = ~0ull;  // the frame the last pause was for

  void fail(const std::string& why) {
    if (!ended) st->error = why;
    end();
  }
  void end() {
    if (ended) return;
    ended = true;
    beast::error_code ec;
    for (auto& s : seats)
      if (s) s->ws.next_layer().close(ec);
  }
  // Answers when every human seat has seen the newest frame and the last answer is acked.
  void step() {
    if (ended || ack_pending) return;
    const Msg& any = seats[0]->last;
    if (any.frame < expect || (human[1] && seats[1]->last.frame != any.frame)) return;
    if (any.over) {
      st->finished = true;
      return end();
    }
    if (o->max_answers && st->answers >= o->max_answers) return end();
    const int actor = any.actor;
    if (actor < 0 || !human[actor]) return;  // a bot acts: its update comes
    Seat& s = *seats[actor];
    if (s.writing || thinking) return;  // the write's or the pause's end steps again
    if (o->think_ms > 0 && thought != s.last.frame) {
      thinking = true;
      thought = s.last.frame;
      think->expires_after(std::chrono::milliseconds(o->think_ms));
      think->async_wait([this](beast::error_code) {
        thinking = false;
        if (!ended) step();
      });
      return;
    }
    const int count = s.last.options;
    const int n = count == 0 ? 0 : static_cast<int>(rng() % static_cast<uint64_t>(count));
    s.out = "{\"type\":\"answer\",\"frame\":" + std::to_string(s.last.frame) +
            ",\"n\":" + std::to_string(n) + "}";
    ack_pending = true;
    answerer = actor;
    expect = s.last.frame + 1;
    sent = Clock::now();
    s.writing = true;
    s.ws.async_write(net::buffer(s.out), [this, actor](beast::error_code ec, size_t) {
      seats[actor]->writing = false;
      if (ended) return;
      if (ec) return fail("write: " + ec.message());
      step();
    });
  }
  void read(int p) {
    Seat& s = *seats[p];
    s.ws.async_read(s.buf, [this, p](beast::error_code ec, size_t) {
      if (ended) return;
      if (ec) return fail("read: " + ec.message());
      Seat& seat = *seats[p];
      const auto data = seat.buf.cdata();
      Result<Msg> m =
          read_msg(std::string_view(static_cast<const char*>(data.data()), data.size()));
      seat.buf.consume(seat.buf.size());
      if (!m) return fail(m.message());
      if (m->ack) {
        st->latencies_ms.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
        ++st->answers;
        ack_pending = false;
      }
      if (m->type == "update") {
        seat.last = *m;
        if (p == answerer && m->frame == expect) {
          st->result_ms.push_back(
              std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
          answerer = -1;
        }
      }
      step();
      if (!ended) read(p);
    });
  }
};

// Creates game `index` and joins its human seats (blocking).
Status set_up(net::io_context& ioc, const LoadOptions& o, int index, Play& play) {
  const json seat = {{"kind", "human"}};
  const json p2 = o.p2 == "human" ? seat : json{{"kind", o.p2}};
  const json body{{"p1", seat}, {"p2", p2}, {"seed", o.seed + index}, {"browser", "loadtest"}};
  Result<HttpReply> r =
      http_request(o.host, static_cast<uint16_t>(o.port), "POST", "/api/games", body.dump());
  if (!r) return r.status();
  json created = json::parse(r->body, nullptr, false);
  if (r->status != 201 || created.is_discarded() || !created.contains("game"))
    return Status::error("HTTP " + std::to_string(r->status) + ": " + r->body.substr(0, 200));
  play.human[1] = o.p2 == "human";
  play.rng.seed(o.seed * 1000003 + static_cast<uint64_t>(index));
  const tcp::endpoint ep(net::ip::make_address(o.host), static_cast<uint16_t>(o.port));
  for (int p = 0; p < 2; ++p) {
    if (!play.human[p]) continue;
    play.seats[p] = std::make_unique<Seat>(ioc);
    Seat& s = *play.seats[p];
    beast::error_code ec;
    s.ws.next_layer().connect(ep, ec);
    if (!ec) s.ws.handshake(o.host, "/ws", ec);
    const json join{{"type", "join"},
                    {"protocol", o.protocol},
                    {"game", created["game"]},
                    {"token", created["seats"][p].value("token", "")}};
    if (!ec) s.ws.write(net::buffer(join.dump()), ec);
    for (;;) {
      if (ec) return Status::error("join: " + ec.message());
      s.ws.read(s.buf, ec);
      if (ec) continue;
      const auto data = s.buf.cdata();
      Result<Msg> m =
          read_msg(std::string_view(static_cast<const char*>(data.data()), data.size()));
      s.buf.consume(s.buf.size());
      if (!m) return m.status();
      if (m->type == "state") {
        s.last = *m;
        break;
      }
    }
  }
  if (!play.human[1]) play.seats[1] = nullptr;
  play.think = std::make_unique<net::steady_timer>(ioc);
  return Status::ok();
}

}  // namespace

std::vector<GameStats> play_games(const LoadOptions& o, double& seconds) {
  std::vector<GameStats> stats(static_cast<size_t>(std::max(0, o.games)));
  // One event loop per thread, games dealt round-robin; declared first: the streams of
  // `plays` go before their loops.
  std::vector<std::unique_ptr<net::io_context>> loops;
  for (int t = 0; t < std::max(1, o.threads); ++t)
    loops.push_back(std::make_unique<net::io_context>(1));
  std::vector<std::unique_ptr<Play>> plays;
  for (int i = 0; i < o.games; ++i) {
    auto play = std::make_unique<Play>();
    play->o = &o;
    play->st = &stats[static_cast<size_t>(i)];
    if (Status s = set_up(*loops[static_cast<size_t>(i) % loops.size()], o, i, *play); !s) {
      play->fail(s.message());
      continue;
    }
    plays.push_back(std::move(play));
  }
  const auto t0 = Clock::now();
  for (auto& p : plays) {
    for (int s = 0; s < 2; ++s)
      if (p->seats[s]) p->read(s);
    p->step();
  }
  std::vector<std::thread> threads;
  for (auto& l : loops) threads.emplace_back([&l] { l->run_for(std::chrono::minutes(30)); });
  for (std::thread& t : threads) t.join();
  seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  for (auto& p : plays)
    if (!p->ended) p->fail("still playing after 30 minutes");
  return stats;
}

}  // namespace rwd
