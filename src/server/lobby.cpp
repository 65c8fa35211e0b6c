#include "server/lobby.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "game/card_pool.h"
#include "server/web_routes.h"

namespace rwd {

namespace {

using nlohmann::json;

HttpResponse json_response(int status, const json& j) {
  HttpResponse r;
  r.status = status;
  r.body = j.dump();
  return r;
}

int status_of(ErrorCode c) {
  switch (c) {
    case ErrorCode::UnknownGame:
    case ErrorCode::NotFound:
      return 404;
    case ErrorCode::NotFinished:
      return 409;
    case ErrorCode::NotOwner:
      return 421;  // misdirected: another process serves the game
    case ErrorCode::Internal:
      return 500;
    default:
      return 400;
  }
}

HttpResponse refused(const Refusal& r) {
  return json_response(status_of(r.code), error_json(r.code, r.message));
}
HttpResponse bad(const std::string& m) {
  return refused({ErrorCode::BadRequest, m});
}

// The process's resident memory (Linux /proc/self/statm), -1 if unknown.
int64_t resident_bytes() {
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (!f) return -1;
  long pages = 0, resident = 0;
  const bool ok = std::fscanf(f, "%ld %ld", &pages, &resident) == 2;
  std::fclose(f);
  return ok ? static_cast<int64_t>(resident) * sysconf(_SC_PAGESIZE) : -1;
}

std::string path_of(const std::string& target) {
  return target.substr(0, target.find('?'));
}

std::vector<std::string> split_path(const std::string& path) {
  std::vector<std::string> parts;
  size_t i = 0;
  while (i < path.size()) {
    size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    if (j > i) parts.push_back(path.substr(i, j - i));
    i = j + 1;
  }
  return parts;
}

// Reads a JSON object body; nullopt (with `err`) if it is not one.
std::optional<json> body_object(const HttpRequest& req, HttpResponse& err) {
  json j = json::parse(req.body.empty() ? std::string("{}") : req.body, nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    err = refused({ErrorCode::BadJson, "the request body must be a JSON object"});
    return std::nullopt;
  }
  return j;
}

std::optional<std::string> read_seat(const json& j, SeatSpec& s) {
  if (!j.is_object()) return "a seat must be an object {\"kind\":..., \"deck\":...}";
  auto str = [&](const char* k, std::string& out) -> bool {
    if (!j.contains(k)) return true;
    if (!j[k].is_string()) return false;
    out = j[k].get<std::string>();
    return true;
  };
  if (!str("kind", s.kind) || !str("deck", s.deck) || !str("deck_text", s.deck_text))
    return "kind, deck and deck_text must be strings";
  if (j.contains("casual")) {
    if (!j["casual"].is_boolean()) return "casual must be true or false";
    s.casual = j["casual"].get<bool>();
  }
  if (j.contains("budget")) {
    if (!j["budget"].is_number_integer()) return "budget must be a number";
    s.budget = static_cast<int>(std::clamp<int64_t>(j["budget"].get<int64_t>(), -1, 100'000'000));
  }
  return std::nullopt;
}

json created_json(Hub& hub, const std::string& id) {
  Outcome<GameMeta> m = hub.meta(id);
  json seats = json::array();
  json out{{"game", id}};
  if (auto* meta = std::get_if<GameMeta>(&m)) {
    for (int p = 0; p < kNumPlayers; ++p) {
      const SeatMeta& s = meta->seats[p];
      json sj{{"seat", player_name(player_id(p))}, {"kind", s.kind}, {"deck", meta->deck_names[p]}};
      if (!s.bot()) {
        sj["token"] = s.token;
        sj["link"] = "/play/" + id + "?token=" + s.token;
      }
      seats.push_back(sj);
    }
    out["seed"] = meta->seed;
    out["spectator_token"] = meta->spectator_token;
    out["spectator_link"] = "/watch/" + id + "?token=" + meta->spectator_token;
  }
  out["seats"] = seats;
  return out;
}

HttpResponse create_game(Hub& hub, const HttpRequest& req) {
  HttpResponse err;
  std::optional<json> j = body_object(req, err);
  if (!j) return err;
  CreateSpec spec;
  for (int p = 0; p < kNumPlayers; ++p) {
    const char* key = p == 0 ? "p1" : "p2";
    if (!j->contains(key)) continue;
    if (auto e = read_seat((*j)[key], spec.seats[p]))
      return refused({ErrorCode::BadField, std::string(key) + ": " + *e});
  }
  if (j->contains("seed") && !(*j)["seed"].is_null()) {
    if (!(*j)["seed"].is_number_unsigned())
      return refused({ErrorCode::BadField, "seed must be a number >= 0"});
    spec.seed = (*j)["seed"].get<uint64_t>();
  }
  if (j->contains("browser") && (*j)["browser"].is_string())
    spec.browser = (*j)["browser"].get<std::string>();
  Outcome<std::string> id = hub.create(spec);
  if (auto* r = std::get_if<Refusal>(&id)) return refused(*r);
  return json_response(201, created_json(hub, std::get<std::string>(id)));
}

HttpResponse fork_game(Hub& hub, const std::string& id, const HttpRequest& req) {
  HttpResponse err;
  std::optional<json> j = body_object(req, err);
  if (!j) return err;
  ForkSpec spec;
  if (!j->contains("frame") || !(*j)["frame"].is_number_unsigned())
    return refused({ErrorCode::BadField, "fork needs \"frame\": the frame to fork at"});
  spec.frame =
      static_cast<uint32_t>(std::min<uint64_t>((*j)["frame"].get<uint64_t>(), 0xFFFFFFFFu));
  const std::string seat = j->value("seat", std::string("p1"));
  if (seat != "p1" && seat != "p2") return refused({ErrorCode::BadField, "seat must be p1 or p2"});
  spec.seat = seat == "p1" ? PlayerId::P1 : PlayerId::P2;
  spec.other.kind = "heuristic";
  if (j->contains("opponent"))
    if (auto e = read_seat((*j)["opponent"], spec.other))
      return refused({ErrorCode::BadField, "opponent: " + *e});
  if (j->contains("reseed") && !(*j)["reseed"].is_null()) {
    if (!(*j)["reseed"].is_number_unsigned())
      return refused({ErrorCode::BadField, "reseed must be a number >= 0"});
    spec.reseed = (*j)["reseed"].get<uint64_t>();
  }
  if (j->contains("answer") && !(*j)["answer"].is_null()) {
    if (!(*j)["answer"].is_number_unsigned())
      return refused({ErrorCode::BadField, "answer must be an option number >= 0"});
    spec.answer =
        static_cast<uint32_t>(std::min<uint64_t>((*j)["answer"].get<uint64_t>(), 0xFFFFFFFFu));
  }
  if (j->contains("browser") && (*j)["browser"].is_string())
    spec.browser = (*j)["browser"].get<std::string>();
  Outcome<std::string> fid = hub.fork(id, spec);
  if (auto* r = std::get_if<Refusal>(&fid)) return refused(*r);
  return json_response(201, created_json(hub, std::get<std::string>(fid)));
}

// POST /api/games/ID/analyses {"seat":..,"budget":..,"omniscient":..,"light":..,"per_turn":..}
HttpResponse start_analysis(Hub& hub, const std::string& id, const HttpRequest& req) {
  HttpResponse err;
  std::optional<json> j = req.body.empty() ? json::object() : body_object(req, err);
  if (!j) return err;
  AnalysisRequest a;
  if (j->contains("seat")) {
    if (!(*j)["seat"].is_string())
      return refused({ErrorCode::BadField, "seat must be p1, p2 or both"});
    a.seat = (*j)["seat"].get<std::string>();
  }
  if (j->contains("budget")) {
    if (!(*j)["budget"].is_number_integer())
      return refused({ErrorCode::BadField, "budget must be a number"});
    a.budget = static_cast<int>(
        std::clamp<int64_t>((*j)["budget"].get<int64_t>(), -1, kMaxServerAnalysisBudget + 1));
  }
  for (auto [key, flag] : {std::pair<const char*, bool*>{"omniscient", &a.omniscient},
                           {"light", &a.light},
                           {"per_turn", &a.per_turn}})
    if (j->contains(key)) {
      if (!(*j)[key].is_boolean())
        return refused({ErrorCode::BadField, std::string(key) + " must be true or false"});
      *flag = (*j)[key].get<bool>();
    }
  Outcome<AnalysisStatus> s = hub.analyse(id, a);
  if (auto* r = std::get_if<Refusal>(&s)) return refused(*r);
  HttpResponse resp;
  resp.status = std::get<AnalysisStatus>(s).stored ? 200 : 202;
  resp.body = std::move(std::get<AnalysisStatus>(s).text);
  return resp;
}

HttpResponse check_deck(Hub& hub, const HttpRequest& req) {
  HttpResponse err;
  std::optional<json> j = body_object(req, err);
  if (!j) return err;
  if (!j->contains("deck_text") || !(*j)["deck_text"].is_string())
    return refused({ErrorCode::BadField, "give \"deck_text\": a Forge .dck or a plain list"});
  const bool casual =
      j->contains("casual") && (*j)["casual"].is_boolean() && (*j)["casual"].get<bool>();
  Result<PlayerSetup> d =
      hub.pool().deck_text((*j)["deck_text"].get<std::string>(), "uploaded deck", false,
                           casual ? DeckFormat::Casual : DeckFormat::Constructed);
  if (!d) return json_response(200, {{"ok", false}, {"message", d.message()}});
  return json_response(200, {{"ok", true}, {"name", d->deck_name}, {"cards", d->deck.size()}});
}

HttpResponse game_route(Hub& hub, const HttpRequest& req, const std::vector<std::string>& parts) {
  const std::string& id = parts[2];
  const bool get = req.method == "GET" || req.method == "HEAD";
  if (parts.size() == 3) {
    if (!get)
      return refused({ErrorCode::NotFound, "no such resource: " + req.method + " " +
                                               path_of(req.target).substr(0, 100)});
    Outcome<json> s = hub.summary(id);
    if (auto* r = std::get_if<Refusal>(&s)) return refused(*r);
    return json_response(200, std::get<json>(s));
  }
  const std::string& what = parts[3];
  if (what == "record" && parts.size() == 4 && get) {
    const std::string format = query_param(req.target, "format");
    if (!format.empty() && format != "json" && format != "binary")
      return bad("format must be json or binary");
    const bool binary = format == "binary";
    Outcome<std::string> rec = hub.record(id, binary ? RecordFormat::Binary : RecordFormat::Json);
    if (auto* r = std::get_if<Refusal>(&rec)) return refused(*r);
    HttpResponse resp;
    resp.content_type = binary ? "application/octet-stream" : "application/json";
    resp.body = std::move(std::get<std::string>(rec));
    resp.headers.push_back(
        {"Content-Disposition", "attachment; filename=\"" + id + (binary ? ".rwr\"" : ".json\"")});
    return resp;
  }
  if (what == "frames" && parts.size() == 5 && get) {
    uint32_t frame = 0;
    auto [p, ec] = std::from_chars(parts[4].data(), parts[4].data() + parts[4].size(), frame);
    if (ec != std::errc() || p != parts[4].data() + parts[4].size())
      return bad("the frame must be a number");
    std::string seat = query_param(req.target, "seat");
    Outcome<json> f = hub.replay(id, frame, seat.empty() ? "both" : seat);
    if (auto* r = std::get_if<Refusal>(&f)) return refused(*r);
    return json_response(200, std::get<json>(f));
  }
  if (what == "lineage" && parts.size() == 4 && get) {
    Outcome<json> l = hub.lineage(id);
    if (auto* r = std::get_if<Refusal>(&l)) return refused(*r);
    return json_response(200, std::get<json>(l));
  }
  if (what == "fork" && parts.size() == 4 && req.method == "POST") return fork_game(hub, id, req);
  if (what == "analyses" && parts.size() == 4 && req.method == "POST")
    return start_analysis(hub, id, req);
  if (what == "analyses" && parts.size() == 5 && get) {
    Outcome<std::string> s = hub.analysis(id, parts[4]);
    if (auto* r = std::get_if<Refusal>(&s)) return refused(*r);
    HttpResponse resp;
    resp.body = std::move(std::get<std::string>(s));
    return resp;
  }
  return refused({ErrorCode::NotFound,
                  "no such resource: " + req.method + " " + path_of(req.target).substr(0, 100)});
}

}  // namespace

std::string query_param(const std::string& target, const std::string& key) {
  size_t q = target.find('?');
  if (q == std::string::npos) return "";
  std::string query = target.substr(q + 1);
  size_t i = 0;
  while (i <= query.size()) {
    size_t j = query.find('&', i);
    if (j == std::string::npos) j = query.size();
    std::string pair = query.substr(i, j - i);
    size_t eq = pair.find('=');
    if (pair.substr(0, eq) == key) {
      std::string v = eq == std::string::npos ? "" : pair.substr(eq + 1), out;
      for (size_t k = 0; k < v.size(); ++k) {
        if (v[k] == '%' && k + 2 < v.size() && isxdigit(static_cast<unsigned char>(v[k + 1])) &&
            isxdigit(static_cast<unsigned char>(v[k + 2]))) {
          out += static_cast<char>(std::stoi(v.substr(k + 1, 2), nullptr, 16));
          k += 2;
        } else {
          out += v[k] == '+' ? ' ' : v[k];
        }
      }
      return out;
    }
    i = j + 1;
  }
  return "";
}

HttpResponse handle_api(Hub& hub, const HttpRequest& req) {
  const std::vector<std::string> parts = split_path(path_of(req.target));
  const bool get = req.method == "GET" || req.method == "HEAD";
  if (parts.size() < 2 || parts[0] != "api")
    return refused({ErrorCode::NotFound, "no such resource"});
  if (req.body.size() > kMaxRequestBody)
    return refused({ErrorCode::TooLarge, "the request body is over 1 MB"});
  if (std::optional<HttpResponse> web = web_route(hub, req, parts)) return std::move(*web);
  if (parts[1] == "health" && get)
    return json_response(200, {{"ok", true},
                               {"protocol", kProtocolVersion},
                               {"games_loaded", hub.loaded()},
                               {"rss_bytes", resident_bytes()},
                               {"transactions", hub.store().transactions()},
                               {"rows", hub.store().rows_written()}});
  if (parts[1] == "decks" && parts.size() == 2 && get) {
    json decks = json::array();
    for (const DeckInfo& d : CardPool::builtin_decks()) {
      Result<PlayerSetup> ps = hub.pool().deck(d.id);
      decks.push_back({{"id", d.id}, {"name", d.name}, {"cards", ps ? ps->deck.size() : 0}});
    }
    return json_response(200, decks);
  }
  if (parts[1] == "decks" && parts.size() == 3 && parts[2] == "check" && req.method == "POST")
    return check_deck(hub, req);
  if (parts[1] == "games" && parts.size() == 2) {
    if (req.method == "POST") return create_game(hub, req);
    if (get) return json_response(200, hub.list(query_param(req.target, "browser")));
  }
  if (parts[1] == "games" && parts.size() >= 3 && parts.size() <= 5)
    return game_route(hub, req, parts);
  return refused({ErrorCode::NotFound,
                  "no such resource: " + req.method + " " + path_of(req.target).substr(0, 100)});
}

}  // namespace rwd
