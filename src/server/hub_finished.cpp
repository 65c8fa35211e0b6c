// The hub's finished-game services (server/hub.h): records, replays, forks, lineage, lists.
// Replays, records and forks are refused until a game has ended: before that they would
// reveal its hidden cards and future draws.
#include "protocol/json.h"
#include "record/fork.h"
#include "record/replay.h"
#include "server/hub.h"
#include "server/rebuild.h"

namespace rwd {

namespace {

nlohmann::json row_json(const GameRow& r, bool with_tokens) {
  nlohmann::json j{{"game", r.id}, {"over", r.over}, {"result", r.result}, {"created", r.created}};
  if (!r.parent.empty())
    j["parent"] = {{"game", r.parent}, {"frame", r.parent_frame}};
  else
    j["parent"] = nullptr;
  Result<GameMeta> m = meta_from_json(r.meta);
  if (m) {
    nlohmann::json seats = nlohmann::json::array();
    for (int p = 0; p < kNumPlayers; ++p) {
      nlohmann::json s{{"seat", player_name(player_id(p))},
                       {"kind", m->seats[p].kind},
                       {"deck", m->deck_names[p]}};
      if (m->seats[p].kind == "search") s["budget"] = m->seats[p].budget;
      if (with_tokens && !m->seats[p].bot()) s["token"] = m->seats[p].token;
      seats.push_back(s);
    }
    j["seats"] = seats;
    j["seed"] = m->seed;
    if (with_tokens) j["spectator_token"] = m->spectator_token;
  }
  return j;
}

}  // namespace

Outcome<StoredGame> Hub::finished(const std::string& id) {
  Result<StoredGame> g = store_.load(id);
  if (!g) return Refusal{ErrorCode::UnknownGame, "unknown game \"" + id.substr(0, 64) + "\""};
  if (!g->row.over)
    return Refusal{ErrorCode::NotFinished,
                   "game " + id + " has not ended: its replay, record and forks open when it has"};
  return std::move(*g);
}

Outcome<std::string> Hub::record(const std::string& id, RecordFormat format) {
  Outcome<StoredGame> g = finished(id);
  if (auto* r = std::get_if<Refusal>(&g)) return *r;
  GameRecord full;
  Result<Game> game = rebuild_game(std::get<StoredGame>(g), pool_.db(), std::nullopt, &full);
  if (!game) return Refusal{ErrorCode::Internal, game.message()};
  return encode_record(full, format);
}

Outcome<nlohmann::json> Hub::replay(const std::string& id, uint32_t frame,
                                    const std::string& seat) {
  if (seat != "p1" && seat != "p2" && seat != "both" && seat != "public")
    return Refusal{ErrorCode::BadField, "seat must be p1, p2, both or public"};
  Outcome<StoredGame> g = finished(id);
  if (auto* r = std::get_if<Refusal>(&g)) return *r;
  const StoredGame& sg = std::get<StoredGame>(g);
  Result<Game> game = rebuild_game(sg, pool_.db(), frame);
  if (!game) return Refusal{ErrorCode::BadField, game.message()};
  Result<GameRecord> header = parse_record(sg.row.header);
  const uint32_t start = header ? header->start_frame : 0;
  nlohmann::json j{{"type", "frame"},
                   {"game", id},
                   {"frame", frame},
                   {"first_frame", start},
                   {"last_frame", start + sg.inputs.size()},
                   {"seat", seat}};
  if (seat == "both") {
    j["views"] = {{"p1", view_json(*game, PlayerId::P1)}, {"p2", view_json(*game, PlayerId::P2)}};
  } else {
    PlayerId who = seat == "p1" ? PlayerId::P1 : seat == "p2" ? PlayerId::P2 : PlayerId::None;
    j["view"] = view_json(*game, who);
  }
  // A finished game has no secrets left: the decision at the frame is shown in full, with
  // the answer that was given.
  if (!game->over()) {
    j["decision"] = decision_json(*game, true);
    const RecordInput& in = sg.inputs[frame - start];
    j["answered"] = {{"n", in.option}, {"label", game->option_label(game->options()[in.option])}};
  } else {
    j["decision"] = nullptr;
    j["game_over"] = game_over_json(*game);
  }
  return j;
}

Outcome<std::string> Hub::fork(const std::string& id, const ForkSpec& spec) {
  if (spec.seat == PlayerId::None) return Refusal{ErrorCode::BadField, "seat must be p1 or p2"};
  if (auto r = check_seat(spec.other)) return *r;
  Outcome<StoredGame> g = finished(id);
  if (auto* r = std::get_if<Refusal>(&g)) return *r;
  const StoredGame& sg = std::get<StoredGame>(g);
  GameRecord full;
  Result<Game> last = rebuild_game(sg, pool_.db(), std::nullopt, &full);
  if (!last) return Refusal{ErrorCode::Internal, last.message()};
  Result<Replay> replay = Replay::open(std::move(full));
  if (!replay) return Refusal{ErrorCode::Internal, replay.message()};
  ForkRequest req;
  req.frame = spec.frame;
  req.human_seat = spec.seat;
  req.reseed = spec.reseed;
  Result<GameRecord> forked = make_fork(*replay, req);
  if (!forked) return Refusal{ErrorCode::BadField, forked.message()};
  Result<GameMeta> parent_meta = meta_from_json(sg.row.meta);
  if (!parent_meta) return Refusal{ErrorCode::Internal, parent_meta.message()};
  GameMeta meta;
  const int mine = raw(spec.seat), theirs = mine ^ 1;
  meta.seats[mine].kind = "human";
  meta.seats[theirs].kind = spec.other.kind;
  meta.seats[theirs].budget = spec.other.budget;
  for (int p = 0; p < kNumPlayers; ++p) {
    meta.deck_names[p] = parent_meta->deck_names[p];
    forked->seats[p].controller = meta.seats[p].kind;
    forked->seats[p].budget = meta.seats[p].budget;
  }
  meta.seed = spec.reseed.value_or(parent_meta->seed);
  std::optional<RecordInput> first;
  if (spec.answer) {
    if (*spec.answer > 0xFFFF)
      return Refusal{ErrorCode::IllegalOption, "option " + std::to_string(*spec.answer) +
                                                   " is not legal at frame " +
                                                   std::to_string(spec.frame)};
    first = RecordInput{spec.seat, static_cast<uint16_t>(*spec.answer), stored_answerer("human")};
  }
  return insert_new(*forked, std::move(meta), spec.browser, id, spec.frame, first);
}

Outcome<nlohmann::json> Hub::lineage(const std::string& id) {
  Result<StoredGame> g = store_.load(id);
  if (!g) return Refusal{ErrorCode::UnknownGame, "unknown game \"" + id.substr(0, 64) + "\""};
  nlohmann::json children = nlohmann::json::array();
  for (const GameRow& c : store_.children(id)) children.push_back(row_json(c, false));
  nlohmann::json parent = nullptr;
  if (!g->row.parent.empty()) parent = {{"game", g->row.parent}, {"frame", g->row.parent_frame}};
  return nlohmann::json{{"game", id}, {"parent", parent}, {"children", children}};
}

Outcome<nlohmann::json> Hub::summary(const std::string& id) {
  Result<StoredGame> g = store_.load(id);
  if (!g) return Refusal{ErrorCode::UnknownGame, "unknown game \"" + id.substr(0, 64) + "\""};
  nlohmann::json j = row_json(g->row, false);
  Result<GameRecord> header = parse_record(g->row.header);
  const uint32_t start = header ? header->start_frame : 0;
  j["first_frame"] = start;
  j["frame"] = start + g->inputs.size();
  return j;
}

nlohmann::json Hub::list(const std::string& browser) {
  nlohmann::json out = nlohmann::json::array();
  if (browser.empty()) return out;
  for (const GameRow& r : store_.list(browser)) out.push_back(row_json(r, true));
  return out;
}

Outcome<AnalysisStatus> Hub::analyse(const std::string& id, const AnalysisRequest& req) {
  Outcome<StoredGame> g = finished(id);
  if (auto* r = std::get_if<Refusal>(&g)) {
    if (r->code == ErrorCode::NotFinished)
      r->message = "game " + id + " has not ended: only finished games can be analysed";
    return *r;
  }
  Result<AnalysisStatus> s = analyses_.start(id, std::get<StoredGame>(g), pool_.db(), req);
  if (!s) return Refusal{ErrorCode::BadField, s.message()};
  return std::move(*s);
}

Outcome<std::string> Hub::analysis(const std::string& id, const std::string& aid) {
  std::optional<std::string> s = analyses_.status(id, aid);
  if (!s)
    return Refusal{ErrorCode::NotFound, "no analysis " + aid.substr(0, 32) + " of game " +
                                            id.substr(0, 64) + " (POST it to start it)"};
  return std::move(*s);
}

}  // namespace rwd
