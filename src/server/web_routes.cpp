#include "server/web_routes.h"

#include <charconv>

#include "game/card_pool.h"
#include "protocol/json.h"
#include "record/record.h"
#include "server/rebuild.h"

namespace rwd {

namespace {

using nlohmann::json;

HttpResponse reply(int status, const json& j) {
  HttpResponse r;
  r.status = status;
  r.body = j.dump();
  return r;
}

HttpResponse error_reply(int status, ErrorCode code, const std::string& message) {
  return reply(status, error_json(code, message));
}

// Loads game `id` if it has ended; otherwise the refusal to send (404 unknown, 409 live:
// before the end a replay would reveal hidden cards and future draws).
std::optional<HttpResponse> load_finished(Hub& hub, const std::string& id, StoredGame& out) {
  Result<StoredGame> g = hub.store().load(id);
  if (!g)
    return error_reply(404, ErrorCode::UnknownGame, "unknown game \"" + id.substr(0, 64) + "\"");
  if (!g->row.over)
    return error_reply(
        409, ErrorCode::NotFinished,
        "game " + id + " has not ended: its replay, record and forks open when it has");
  out = std::move(*g);
  return std::nullopt;
}

// The label of stored input `in` at the game's pending decision; an error for a row that
// names no option (a damaged store).
Result<std::string> input_label(const Game& game, const RecordInput& in) {
  if (in.option >= game.options().size())
    return Status::error("frame " + std::to_string(game.inputs()) + ": stored option " +
                         std::to_string(in.option) + " is not one of the options");
  return game.option_label(game.options()[in.option]);
}

class Collector : public GameListener {
 public:
  void on_event(const GameEvent& e) override { events.push_back(e); }
  std::vector<GameEvent> events;
};

// Every answered frame of a finished game: who answered what at which turn and step, and the
// events it caused, as `seat` saw them ("both": everything).
HttpResponse game_log(Hub& hub, const std::string& id, const std::string& seat) {
  if (seat != "p1" && seat != "p2" && seat != "both" && seat != "public")
    return error_reply(400, ErrorCode::BadField, "seat must be p1, p2, both or public");
  StoredGame stored;
  if (std::optional<HttpResponse> refused = load_finished(hub, id, stored)) return *refused;
  const StoredGame* g = &stored;
  Result<GameRecord> header = parse_record(g->row.header);
  const uint32_t start = header ? header->start_frame : 0;
  Result<Game> game = rebuild_game(*g, hub.pool().db(), start);
  if (!game) return error_reply(500, ErrorCode::Internal, game.message());
  const PlayerId who = seat == "p1" ? PlayerId::P1 : seat == "p2" ? PlayerId::P2 : PlayerId::None;
  json frames = json::array();
  Collector events;
  for (const RecordInput& in : g->inputs) {
    const Decision d = game->decision();
    const uint32_t frame = game->inputs();
    Result<std::string> label = input_label(*game, in);
    if (!label) return error_reply(500, ErrorCode::Internal, label.message());
    json entry{{"frame", frame},
               {"player", player_name(in.player)},
               {"kind", decision_kind_name(d.kind)},
               {"turn", d.turn},
               {"step", game->view(PlayerId::None).step},
               {"n", in.option},
               {"label", *label}};
    events.events.clear();
    game->set_listener(&events);
    Status s = game->apply(in.option);
    game->set_listener(nullptr);
    if (!s) return error_reply(500, ErrorCode::Internal, s.message());
    json evs = json::array();
    for (const GameEvent& e : events.events)
      evs.push_back(event_json(seat == "both" ? e : event_seen_by(e, who)));
    entry["events"] = std::move(evs);
    frames.push_back(std::move(entry));
  }
  return reply(200, json{{"type", "log"},
                         {"game", id},
                         {"seat", seat},
                         {"first_frame", start},
                         {"last_frame", start + g->inputs.size()},
                         {"frames", std::move(frames)}});
}

// Frames from..from+count-1 of a finished game in one pass (a replay fills its cache with
// these): each as GET /api/games/ID/frames/K gives it, for seat `seat`.
HttpResponse frames_bulk(Hub& hub, const std::string& id, const HttpRequest& req) {
  const std::string seat =
      query_param(req.target, "seat").empty() ? "both" : query_param(req.target, "seat");
  if (seat != "p1" && seat != "p2" && seat != "both" && seat != "public")
    return error_reply(400, ErrorCode::BadField, "seat must be p1, p2, both or public");
  uint32_t from = 0, count = 0;
  const std::string f = query_param(req.target, "from"), c = query_param(req.target, "count");
  auto number = [](const std::string& t, uint32_t& out) {
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
    return !t.empty() && ec == std::errc() && p == t.data() + t.size();
  };
  if (!number(f, from) || !number(c, count) || count == 0 || count > kMaxBulkFrames)
    return error_reply(400, ErrorCode::BadField,
                       "give from=K and count=N (1 to " + std::to_string(kMaxBulkFrames) + ")");
  StoredGame stored;
  if (std::optional<HttpResponse> refused = load_finished(hub, id, stored)) return *refused;
  const StoredGame* g = &stored;
  Result<GameRecord> header = parse_record(g->row.header);
  const uint32_t start = header ? header->start_frame : 0;
  const uint32_t last = start + static_cast<uint32_t>(g->inputs.size());
  if (from < start || from > last)
    return error_reply(
        400, ErrorCode::BadField,
        "from must be a frame from " + std::to_string(start) + " to " + std::to_string(last));
  Result<Game> game = rebuild_game(*g, hub.pool().db(), from);
  if (!game) return error_reply(500, ErrorCode::Internal, game.message());
  json frames = json::array();
  for (uint32_t k = from; k <= last && k < from + count; ++k) {
    json j{{"type", "frame"},      {"game", id},         {"frame", k},
           {"first_frame", start}, {"last_frame", last}, {"seat", seat}};
    if (seat == "both") {
      j["views"] = {{"p1", view_json(*game, PlayerId::P1)}, {"p2", view_json(*game, PlayerId::P2)}};
    } else {
      const PlayerId who = seat == "p1"   ? PlayerId::P1
                           : seat == "p2" ? PlayerId::P2
                                          : PlayerId::None;
      j["view"] = view_json(*game, who);
    }
    if (k < last) {
      const RecordInput& in = g->inputs[k - start];
      j["decision"] = decision_json(*game, true);
      Result<std::string> label = input_label(*game, in);
      if (!label) return error_reply(500, ErrorCode::Internal, label.message());
      j["answered"] = {{"n", in.option}, {"label", *label}};
      Status s = game->apply(in.option);
      if (!s) return error_reply(500, ErrorCode::Internal, s.message());
    } else {
      j["decision"] = nullptr;
      j["game_over"] = game_over_json(*game);
    }
    frames.push_back(std::move(j));
  }
  return reply(200, json{{"type", "frames"}, {"game", id}, {"frames", std::move(frames)}});
}

HttpResponse card_text(Hub& hub, const std::string& name) {
  Result<CardDefId> id = hub.pool().card(name);
  if (!id) return error_reply(404, ErrorCode::NotFound, id.message());
  json faces = json::array();
  for (const FaceText& f : card_faces_text(hub.pool().db(), *id))
    faces.push_back({{"name", f.name}, {"text", f.text}});
  return reply(200, json{{"name", card_name(hub.pool().db(), *id)}, {"faces", std::move(faces)}});
}

std::string percent_decoded(const std::string& s) {
  // query_param decodes its values; a path segment is decoded the same way.
  return query_param("?v=" + s, "v");
}

}  // namespace

std::optional<HttpResponse> web_route(Hub& hub, const HttpRequest& req,
                                      const std::vector<std::string>& parts) {
  if (req.method != "GET" && req.method != "HEAD") return std::nullopt;
  if (parts.size() == 4 && parts[1] == "games" && parts[3] == "log") {
    const std::string seat = query_param(req.target, "seat");
    return game_log(hub, parts[2], seat.empty() ? "both" : seat);
  }
  if (parts.size() == 4 && parts[1] == "games" && parts[3] == "frames")
    return frames_bulk(hub, parts[2], req);
  if (parts.size() == 3 && parts[1] == "cards") return card_text(hub, percent_decoded(parts[2]));
  return std::nullopt;
}

}  // namespace rwd
