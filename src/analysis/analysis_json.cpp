#include "analysis/analysis_json.h"

#include <cstdlib>

#include "core/hash.h"

namespace rwd {

namespace {

using nlohmann::json;

json seat_json(PlayerId p) {
  return p == PlayerId::None ? json(nullptr) : json(player_name(p));
}

json estimate_json(const Estimate& e) {
  return json{{"chance", e.chance}, {"se", e.se}, {"samples", e.samples}};
}

json config_json(const AnalysisConfig& c) {
  json seats = json::array();
  for (int p = 0; p < kNumPlayers; ++p)
    if (c.seats[p]) seats.push_back(player_name(player_id(p)));
  return json{{"seats", seats},
              {"budget", c.budget},
              {"coarse", coarse_samples(c)},
              {"mode", c.omniscient ? "omniscient" : "view"},
              {"light", c.light},
              {"per_turn", c.per_turn},
              {"turn_cap", c.turn_cap},
              {"deadline_turn", c.deadline_turn},
              {"deadline_winner", seat_json(c.deadline_winner)},
              {"max_candidates", c.max_candidates},
              {"prune_z", c.prune_z},
              {"keep_played_z", c.keep_played_z},
              {"mistake_loss", c.mistake_loss},
              {"mistake_z", c.mistake_z},
              {"swing_min", c.swing_min},
              {"max_turning_points", c.max_turning_points}};
}

json decision_json(const DecisionResult& d) {
  json options = json::array();
  for (const OptionResult& o : d.options)
    options.push_back(json{{"option", o.option},
                           {"label", o.label},
                           {"chance", o.estimate.chance},
                           {"se", o.estimate.se},
                           {"samples", o.estimate.samples},
                           {"pruned", o.pruned}});
  return json{{"frame", d.frame},
              {"turn", d.turn},
              {"seat", seat_json(d.seat)},
              {"step", d.step},
              {"kind", d.kind},
              {"prompt", d.prompt},
              {"legal", d.legal},
              {"status", decision_status_name(d.status)},
              {"refined", d.refined},
              {"played", d.played},
              {"policy", d.policy},
              {"preferred", d.preferred},
              {"before", estimate_json(d.before)},
              {"loss", d.loss},
              {"loss_se", d.loss_se},
              {"mistake", d.mistake},
              {"capped", d.capped},
              {"options", options}};
}

std::string join(const std::string& path, const char* name) {
  return path.empty() ? name : path + "." + name;
}

// A reader that remembers the first problem; every accessor returns a zero value after one.
class Reader {
 public:
  const json* field(const json& obj, const char* name, const std::string& path) {
    if (!ok()) return nullptr;
    if (!obj.is_object()) return fail(path, "expected an object");
    auto it = obj.find(name);
    if (it == obj.end()) return fail(join(path, name), "missing");
    return &*it;
  }
  double number(const json& obj, const char* name, const std::string& path) {
    const json* v = field(obj, name, path);
    if (!v) return 0.0;
    if (!v->is_number()) return fail(join(path, name), "expected a number"), 0.0;
    return v->get<double>();
  }
  int64_t integer(const json& obj, const char* name, const std::string& path, int64_t lo,
                  int64_t hi) {
    const json* v = field(obj, name, path);
    if (!v) return 0;
    if (!v->is_number_integer()) return fail(join(path, name), "expected an integer"), 0;
    const int64_t x = v->get<int64_t>();
    if (x < lo || x > hi) return fail(join(path, name), "out of range"), 0;
    return x;
  }
  std::string str(const json& obj, const char* name, const std::string& path) {
    const json* v = field(obj, name, path);
    if (!v) return "";
    if (!v->is_string()) return fail(join(path, name), "expected a string"), "";
    return v->get<std::string>();
  }
  bool boolean(const json& obj, const char* name, const std::string& path) {
    const json* v = field(obj, name, path);
    if (!v) return false;
    if (!v->is_boolean()) return fail(join(path, name), "expected true or false"), false;
    return v->get<bool>();
  }
  const json* array(const json& obj, const char* name, const std::string& path) {
    const json* v = field(obj, name, path);
    if (v && !v->is_array()) return fail(join(path, name), "expected an array");
    return v;
  }
  uint64_t hex(const json& obj, const char* name, const std::string& path) {
    const std::string s = str(obj, name, path);
    if (!ok()) return 0;
    char* end = nullptr;
    const uint64_t v = std::strtoull(s.c_str(), &end, 16);
    if (s.size() != 16 || *end != '\0') return fail(join(path, name), "expected 16 hex digits"), 0;
    return v;
  }
  // "p1" -> P1, "p2" -> P2, null -> None (when allowed).
  PlayerId seat(const json& obj, const char* name, const std::string& path, bool allow_null) {
    const json* v = field(obj, name, path);
    if (!v) return PlayerId::None;
    if (allow_null && v->is_null()) return PlayerId::None;
    if (v->is_string() && *v == "p1") return PlayerId::P1;
    if (v->is_string() && *v == "p2") return PlayerId::P2;
    return fail(join(path, name),
                allow_null ? "expected \"p1\", \"p2\" or null" : "expected \"p1\" or \"p2\""),
           PlayerId::None;
  }
  std::nullptr_t fail(const std::string& path, const std::string& what) {
    if (ok()) error_ = "analysis JSON: " + path + ": " + what;
    return nullptr;
  }
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

 private:
  std::string error_;
};

constexpr int64_t kBig = 1'000'000'000;

Estimate read_estimate(Reader& r, const json& j, const std::string& path) {
  Estimate e;
  e.chance = r.number(j, "chance", path);
  e.se = r.number(j, "se", path);
  e.samples = static_cast<int>(r.integer(j, "samples", path, 0, kBig));
  return e;
}

void read_config(Reader& r, const json& j, AnalysisConfig& c) {
  const std::string path = "config";
  c.seats[0] = c.seats[1] = false;
  if (const json* seats = r.array(j, "seats", path))
    for (const json& s : *seats) {
      if (s == "p1")
        c.seats[0] = true;
      else if (s == "p2")
        c.seats[1] = true;
      else
        r.fail(path + ".seats", "expected \"p1\" or \"p2\"");
    }
  c.budget = static_cast<int>(r.integer(j, "budget", path, 1, kBig));
  c.coarse = static_cast<int>(r.integer(j, "coarse", path, 1, kBig));
  const std::string mode = r.str(j, "mode", path);
  if (r.ok() && mode != "view" && mode != "omniscient")
    r.fail(path + ".mode", "expected \"view\" or \"omniscient\"");
  c.omniscient = mode == "omniscient";
  c.light = r.boolean(j, "light", path);
  c.per_turn = r.boolean(j, "per_turn", path);
  c.turn_cap = static_cast<int>(r.integer(j, "turn_cap", path, 1, kBig));
  c.deadline_turn = static_cast<int>(r.integer(j, "deadline_turn", path, 0, kBig));
  c.deadline_winner = r.seat(j, "deadline_winner", path, true);
  c.max_candidates = static_cast<int>(r.integer(j, "max_candidates", path, 2, kBig));
  c.prune_z = r.number(j, "prune_z", path);
  c.keep_played_z = r.number(j, "keep_played_z", path);
  c.mistake_loss = r.number(j, "mistake_loss", path);
  c.mistake_z = r.number(j, "mistake_z", path);
  c.swing_min = r.number(j, "swing_min", path);
  c.max_turning_points = static_cast<int>(r.integer(j, "max_turning_points", path, 0, kBig));
  c.threads = 1;
}

DecisionResult read_decision(Reader& r, const json& j, const std::string& path) {
  DecisionResult d;
  d.frame = static_cast<uint32_t>(r.integer(j, "frame", path, 0, UINT32_MAX));
  d.turn = static_cast<int>(r.integer(j, "turn", path, 0, kBig));
  d.seat = r.seat(j, "seat", path, false);
  d.step = r.str(j, "step", path);
  d.kind = r.str(j, "kind", path);
  d.prompt = r.str(j, "prompt", path);
  d.legal = static_cast<int>(r.integer(j, "legal", path, 0, kBig));
  const std::string status = r.str(j, "status", path);
  if (status == "compared")
    d.status = DecisionStatus::Compared;
  else if (status == "single")
    d.status = DecisionStatus::Single;
  else if (status == "alike")
    d.status = DecisionStatus::Alike;
  else
    r.fail(path + ".status", "expected \"compared\", \"single\" or \"alike\"");
  d.refined = r.boolean(j, "refined", path);
  d.played = static_cast<int>(r.integer(j, "played", path, 0, kBig));
  d.policy = static_cast<int>(r.integer(j, "policy", path, 0, kBig));
  d.preferred = static_cast<int>(r.integer(j, "preferred", path, 0, kBig));
  if (const json* b = r.field(j, "before", path)) d.before = read_estimate(r, *b, path + ".before");
  d.loss = r.number(j, "loss", path);
  d.loss_se = r.number(j, "loss_se", path);
  d.mistake = r.boolean(j, "mistake", path);
  d.capped = static_cast<int>(r.integer(j, "capped", path, 0, kBig));
  if (const json* opts = r.array(j, "options", path))
    for (size_t i = 0; i < opts->size() && r.ok(); ++i) {
      const std::string p = path + ".options[" + std::to_string(i) + "]";
      const json& o = (*opts)[i];
      OptionResult x;
      x.option = static_cast<int>(r.integer(o, "option", p, 0, kBig));
      x.label = r.str(o, "label", p);
      x.estimate = read_estimate(r, o, p);
      x.pruned = r.boolean(o, "pruned", p);
      d.options.push_back(std::move(x));
    }
  if (r.ok() && (!d.find(d.played) || !d.find(d.preferred) || !d.find(d.policy)))
    r.fail(path, "played, policy and preferred must be among the options");
  return d;
}

}  // namespace

json analysis_to_json(const Analysis& a) {
  json decisions = json::array();
  for (const DecisionResult& d : a.decisions) decisions.push_back(decision_json(d));
  json points = json::array();
  for (const TurningPoint& t : a.turning_points) {
    const bool swing = t.kind == TurningPoint::Kind::Swing;
    points.push_back(json{{"kind", swing ? "swing" : "mistake"},
                          {"decision", t.decision},
                          {"frame", a.decisions[static_cast<size_t>(t.decision)].frame},
                          {"from_decision", swing ? json(t.from_decision) : json(nullptr)},
                          {"from", t.from},
                          {"to", t.to},
                          {"note", t.note}});
  }
  json turns = json::array();
  for (const auto& [turn, frame] : a.turns) turns.push_back(json::array({turn, frame}));
  return json{{"format", "rewind-analysis"},
              {"analysis_version", a.analysis_version},
              {"engine_version", a.engine_version},
              {"rules_version", a.rules_version},
              {"record_hash", hex64(a.record_hash)},
              {"key", hex64(a.key)},
              {"config", config_json(a.config)},
              {"complete", a.complete},
              {"first_frame", a.first_frame},
              {"last_frame", a.last_frame},
              {"final_turn", a.final_turn},
              {"result", a.result},
              {"turns", turns},
              {"names", json::array({a.names[0], a.names[1]})},
              {"decisions", decisions},
              {"turning_points", points},
              {"notes", a.notes}};
}

std::string encode_analysis_json(const Analysis& a) {
  return analysis_to_json(a).dump() + "\n";
}

Result<Analysis> decode_analysis_json(std::string_view text) {
  const json j = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return Status::error("analysis JSON: not valid JSON");
  Reader r;
  Analysis a;
  if (r.str(j, "format", "") != "rewind-analysis" && r.ok())
    r.fail("format", "expected \"rewind-analysis\"");
  a.analysis_version = static_cast<int>(r.integer(j, "analysis_version", "", 0, kBig));
  a.engine_version = r.str(j, "engine_version", "");
  a.rules_version = r.str(j, "rules_version", "");
  a.record_hash = r.hex(j, "record_hash", "");
  a.key = r.hex(j, "key", "");
  if (const json* c = r.field(j, "config", "")) read_config(r, *c, a.config);
  a.complete = r.boolean(j, "complete", "");
  a.first_frame = static_cast<uint32_t>(r.integer(j, "first_frame", "", 0, UINT32_MAX));
  a.last_frame = static_cast<uint32_t>(r.integer(j, "last_frame", "", 0, UINT32_MAX));
  a.final_turn = static_cast<int>(r.integer(j, "final_turn", "", 0, kBig));
  a.result = r.str(j, "result", "");
  if (const json* turns = r.array(j, "turns", ""))
    for (const json& t : *turns) {
      if (!t.is_array() || t.size() != 2 || !t[0].is_number_integer() ||
          !t[1].is_number_unsigned()) {
        r.fail("turns", "expected [turn, frame] pairs");
        break;
      }
      a.turns.emplace_back(t[0].get<int>(), t[1].get<uint32_t>());
    }
  if (const json* names = r.array(j, "names", "")) {
    if (names->size() != kNumPlayers || !(*names)[0].is_string() || !(*names)[1].is_string())
      r.fail("names", "expected two strings");
    else
      for (int p = 0; p < kNumPlayers; ++p)
        a.names[p] = (*names)[static_cast<size_t>(p)].get<std::string>();
  }
  if (const json* ds = r.array(j, "decisions", ""))
    for (size_t i = 0; i < ds->size() && r.ok(); ++i)
      a.decisions.push_back(read_decision(r, (*ds)[i], "decisions[" + std::to_string(i) + "]"));
  if (const json* ts = r.array(j, "turning_points", ""))
    for (size_t i = 0; i < ts->size() && r.ok(); ++i) {
      const std::string p = "turning_points[" + std::to_string(i) + "]";
      const json& t = (*ts)[i];
      TurningPoint tp;
      const std::string kind = r.str(t, "kind", p);
      if (r.ok() && kind != "mistake" && kind != "swing")
        r.fail(p + ".kind", "expected \"mistake\" or \"swing\"");
      tp.kind = kind == "swing" ? TurningPoint::Kind::Swing : TurningPoint::Kind::Mistake;
      const int64_t n = static_cast<int64_t>(a.decisions.size()) - 1;
      tp.decision = static_cast<int>(r.integer(t, "decision", p, 0, n));
      if (tp.kind == TurningPoint::Kind::Swing)
        tp.from_decision = static_cast<int>(r.integer(t, "from_decision", p, 0, n));
      tp.from = r.number(t, "from", p);
      tp.to = r.number(t, "to", p);
      tp.note = r.str(t, "note", p);
      a.turning_points.push_back(std::move(tp));
    }
  if (const json* notes = r.array(j, "notes", ""))
    for (const json& n : *notes) {
      if (!n.is_string()) {
        r.fail("notes", "expected strings");
        break;
      }
      a.notes.push_back(n.get<std::string>());
    }
  if (!r.ok()) return Status::error(r.error());
  return a;
}

}  // namespace rwd
