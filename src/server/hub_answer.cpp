// The answer path of the hub (server/hub.h): checks, apply, queued commit, then the ack and
// the updates; bots answer through the same path.
#include "bots/controller.h"
#include "protocol/json.h"
#include "server/hub.h"
#include "server/log.h"

namespace rwd {

namespace {

class EventCollector : public GameListener {
 public:
  void on_event(const GameEvent& e) override { events.push_back(e); }
  std::vector<GameEvent> events;
};

int audience(PlayerId seat) {
  return seat == PlayerId::None ? 2 : raw(seat);
}
PlayerId audience_seat(int a) {
  return a == 2 ? PlayerId::None : player_id(a);
}

// {"frame":F,"type":"ack"} or {"duplicate":true,"frame":F,"type":"ack"} (sorted keys).
std::string ack_text(uint32_t frame, bool duplicate) {
  std::string out;
  JsonText w(out);
  w.open_object();
  if (duplicate) w.field("duplicate", true);
  w.field("frame", frame).field("type", "ack").close_object();
  return out;
}

// An update message with "ack": F as its first key (sorted: "ack" < "answer").
std::string with_ack(const std::string& update, uint32_t frame) {
  std::string out = "{\"ack\":" + std::to_string(frame) + ",";
  out.append(update, 1);
  return out;
}

std::string frame_text(uint32_t f) {
  return "frame " + std::to_string(f);
}

}  // namespace

std::optional<Refusal> Hub::answer(const std::shared_ptr<LiveGame>& g, PlayerId seat,
                                   const ClientMessage& m, const std::shared_ptr<Subscriber>& from,
                                   std::string_view by) {
  std::lock_guard<std::mutex> lock(g->mu);
  if (g->broken || g->unloaded)
    return Refusal{ErrorCode::Internal, "the game is being reloaded; join again"};
  g->last_active = std::chrono::steady_clock::now();
  if (seat == PlayerId::None) return Refusal{ErrorCode::NotYourTurn, "spectators cannot answer"};
  const uint32_t now = g->game.inputs();
  if (m.frame < now) {
    // An answer to a frame already answered: a resend of the same answer is acknowledged
    // again (never applied twice); anything else is stale.
    const uint32_t rel = m.frame - g->start_frame;
    const bool same = m.frame >= g->start_frame && rel < g->inputs.size() &&
                      g->inputs[rel].player == seat && m.n && *m.n == g->inputs[rel].option;
    if (same && m.frame < g->committed) {
      from->send(shared_text(ack_text(m.frame, true)));
      return std::nullopt;
    }
    return Refusal{ErrorCode::StaleFrame,
                   frame_text(m.frame) + " was answered already; the game is at " +
                       frame_text(now) + (same ? " (this answer is being committed)" : "")};
  }
  if (m.frame > now)
    return Refusal{ErrorCode::StaleFrame,
                   "the game is at " + frame_text(now) + ", not " + frame_text(m.frame)};
  if (g->game.over()) return Refusal{ErrorCode::GameOver, "the game is over"};
  if (g->game.pending().player != seat)
    return Refusal{ErrorCode::NotYourTurn, std::string(player_name(g->game.pending().player)) +
                                               " is to act, not " + player_name(seat)};
  int n = 0;
  if (m.n) {
    n = *m.n;
    const int count = static_cast<int>(g->game.options().size());
    if (n >= count)
      return Refusal{
          ErrorCode::IllegalOption,
          "option " + std::to_string(n) + " is not legal: choose 0.." + std::to_string(count - 1)};
  } else {
    Result<int> r = g->game.parse_answer(m.label);
    if (!r) return Refusal{ErrorCode::IllegalOption, r.message()};
    n = *r;
  }
  apply_answer(g, seat, n, from, by);
  return std::nullopt;
}

void Hub::apply_answer(const std::shared_ptr<LiveGame>& g, PlayerId seat, int n,
                       const std::shared_ptr<Subscriber>& from, std::string_view by) {
  // Messages only for the audiences connected now: one text per audience (p1, p2,
  // spectators), however many connections watch.
  bool wanted[3] = {};
  for (const LiveGame::Watcher& w : g->watchers)
    if (!w.needs_state) wanted[audience(w.seat)] = true;
  std::string answers[3];
  for (int a = 0; a < 3; ++a)
    if (wanted[a]) {
      JsonText w(answers[a]);
      write_answer_seen_by(w, g->game, audience_seat(a), n);
    }
  const uint32_t frame = g->game.inputs();
  EventCollector events;
  g->game.set_listener(&events);
  Status s = g->game.apply(n);
  g->game.set_listener(nullptr);
  if (!s) {  // checked before: an engine bug
    log_line("apply_failed", {{"game", g->id}, {"frame", frame}, {"message", s.message()}});
    return;
  }
  const RecordInput in{seat, static_cast<uint16_t>(n), stored_answerer(by)};
  g->inputs.push_back(in);
  LiveGame::PendingCommit pc;
  pc.frame = frame;
  pc.from = from;
  for (int a = 0; a < 3; ++a) {
    if (!wanted[a]) continue;
    std::string evs;
    JsonText w(evs);
    w.open_array();
    for (const GameEvent& e : events.events)
      write_event(w, event_seen_by(e, audience_seat(a)), static_cast<int64_t>(frame) + 1);
    w.close_array();
    pc.update[a] = shared_text(update_text(g->game, g->id, audience_seat(a), answers[a], evs));
  }
  g->pending.push_back(std::move(pc));
  std::weak_ptr<LiveGame> weak = g;
  // The last answer of a game is acknowledged once the game's end is stored too (queued
  // after it, so committed with it or later): a client told the game is over can download
  // its record at once.
  const bool over = g->game.over();
  store_.append_input(g->id, frame, in, [this, weak, frame, over](const Status& st) {
    if (over && st) return;
    if (std::shared_ptr<LiveGame> live = weak.lock()) on_commit(live, frame, st);
  });
  if (over)
    store_.set_over(g->id, result_name(g->game.result()), [this, weak, frame](const Status& st) {
      if (std::shared_ptr<LiveGame> live = weak.lock()) on_commit(live, frame, st);
    });
}

void Hub::on_commit(const std::shared_ptr<LiveGame>& g, uint32_t frame, const Status& s) {
  std::lock_guard<std::mutex> lock(g->mu);
  if (g->broken) return;
  if (!s) {
    // The row was refused (the store failed, or another process answered this frame): the
    // game in memory is ahead of the store, so it is dropped and reloaded on next use.
    g->broken = true;
    log_line("commit_failed", {{"game", g->id}, {"frame", frame}, {"message", s.message()}});
    auto err = shared_text(error_json(ErrorCode::Internal, "the answer to " + frame_text(frame) +
                                                               " was not stored (" + s.message() +
                                                               "); join again")
                               .dump());
    for (const LiveGame::Watcher& w : g->watchers)
      if (auto sub = w.sub.lock()) sub->send(err);
    g->watchers.clear();
    std::lock_guard<std::mutex> mlock(map_mu_);
    if (auto it = games_.find(g->id); it != games_.end() && it->second == g) games_.erase(it);
    store_.release(g->id);
    return;
  }
  LiveGame::PendingCommit pc = std::move(g->pending.front());
  g->pending.pop_front();
  g->committed = frame + 1;
  // The answerer gets its ack first: on protocol 2 inside its update (one message less
  // an answer), else as a message of its own.
  const std::shared_ptr<Subscriber> from = pc.from.lock();
  bool ack_rides = false;
  for (const LiveGame::Watcher& w : g->watchers)
    if (from && w.ack_in_update && !w.needs_state && pc.update[audience(w.seat)] &&
        w.sub.lock() == from)
      ack_rides = true;
  if (from && !ack_rides) from->send(shared_text(ack_text(frame, false)));
  for (LiveGame::Watcher& w : g->watchers) {
    auto sub = w.sub.lock();
    if (!sub) continue;
    const std::shared_ptr<const std::string>& update = pc.update[audience(w.seat)];
    if (w.needs_state || !update)
      w.needs_state = true;
    else if (ack_rides && sub == from)
      sub->send(shared_text(with_ack(*update, frame)));
    else
      sub->send(update);
  }
  if (g->pending.empty()) {
    for (LiveGame::Watcher& w : g->watchers) {
      auto sub = w.sub.lock();
      if (!sub || !w.needs_state) continue;
      w.needs_state = false;
      send_state(*g, *sub, w.seat);
    }
    maybe_schedule_bot(g);
  }
}

void Hub::maybe_schedule_bot(const std::shared_ptr<LiveGame>& g) {
  if (g->game.over() || g->broken || g->unloaded || g->bot_queued || !g->pending.empty()) return;
  const PlayerId seat = g->game.pending().player;
  if (seat == PlayerId::None || !g->meta.seats[raw(seat)].bot()) return;
  g->bot_queued = true;
  std::weak_ptr<LiveGame> weak = g;
  bots_.submit([this, weak] {
    if (std::shared_ptr<LiveGame> live = weak.lock()) bot_turn(live);
  });
}

void Hub::bot_turn(const std::shared_ptr<LiveGame>& g) {
  // The bot thinks on a copy, without the game's lock: other connections are served meanwhile.
  std::unique_lock<std::mutex> lock(g->mu);
  const uint32_t frame = g->game.inputs();
  const PlayerId seat = g->game.pending().player;
  const SeatMeta bot = g->meta.seats[raw(seat)];
  Game copy = g->game;
  lock.unlock();
  ControllerOptions opts;
  opts.budget = bot.budget;
  Result<std::unique_ptr<Controller>> ctl = make_controller(bot.kind, opts);
  Result<int> n = ctl ? (*ctl)->choose(copy, seat) : Result<int>(ctl.status());
  lock.lock();
  g->bot_queued = false;
  if (!n) {
    log_line("bot_failed", {{"game", g->id}, {"frame", frame}, {"message", n.message()}});
    return;
  }
  if (g->broken || g->game.inputs() != frame || !g->pending.empty()) return;
  apply_answer(g, seat, *n, nullptr, bot.kind);
}

}  // namespace rwd
