#include "record/record_json.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/hash.h"
#include "record/base64.h"

namespace rwd {

using nlohmann::json;

namespace {

constexpr int kMaxDepth = 32;

const char* seat_name(int p) { return p == 0 ? "p1" : "p2"; }

// Never throws: bytes that are not UTF-8 (a card file in another encoding) become U+FFFD.
// Records read from either encoding hold only UTF-8, so their round trips are exact.
std::string dump(const json& v) { return v.dump(-1, ' ', false, json::error_handler_t::replace); }

// The "Name:" line of a card script, for readable decklists; "" if none.
std::string script_name(const std::string& script) {
  size_t pos = 0;
  while (pos < script.size()) {
    size_t end = script.find('\n', pos);
    if (end == std::string::npos) end = script.size();
    std::string_view line(script.data() + pos, end - pos);
    if (line.substr(0, 5) == "Name:") {
      line.remove_prefix(5);
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
      while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
      return std::string(line);
    }
    pos = end + 1;
  }
  return "";
}

json deck_json(const RecordDeck& d, int seat, const GameRecord& r) {
  json cards = json::array();
  for (size_t i = 0; i < d.cards.size();) {
    size_t j = i;
    while (j < d.cards.size() && d.cards[j] == d.cards[i]) ++j;
    std::string name;
    for (const RecordCard& c : r.cards)
      if (c.id == raw(d.cards[i])) name = script_name(c.script);
    cards.push_back({{"count", j - i}, {"id", raw(d.cards[i])}, {"name", name}});
    i = j;
  }
  return {{"seat", seat_name(seat)}, {"name", d.name}, {"cards", cards}};
}

json seat_json(const RecordSeat& s, int seat) {
  json j{{"seat", seat_name(seat)}, {"controller", s.controller}, {"controller_seed", hex64(s.controller_seed)}};
  if (!s.answers.empty() || s.answers_used) {
    j["answers"] = s.answers;
    j["answers_used"] = s.answers_used;
  }
  if (s.budget) j["budget"] = s.budget;
  if (s.threads != 1) j["threads"] = s.threads;
  return j;
}

}  // namespace

std::string encode_record_json(const GameRecord& r) {
  std::string out = "{\n";
  auto field = [&](const char* key, const json& v, bool last = false) {
    out += "  \"";
    out += key;
    out += "\": ";
    out += dump(v);
    out += last ? "\n" : ",\n";
  };
  field("format", "rewind-record");
  field("format_version", r.format_version);
  field("engine_version", r.engine_version);
  field("rules_version", r.rules_version);
  field("seed", r.seed);
  field("allow_unsupported", r.allow_unsupported);
  field("seats", json::array({seat_json(r.seats[0], 0), seat_json(r.seats[1], 1)}));
  field("decks", json::array({deck_json(r.decks[0], 0, r), deck_json(r.decks[1], 1, r)}));
  json parent = nullptr;
  if (r.parent) {
    parent = {{"record_hash", hex64(r.parent->record_hash)}, {"frame", r.parent->frame}, {"reseed", nullptr}};
    if (r.parent->reseed) parent["reseed"] = *r.parent->reseed;
  }
  field("parent", parent);
  if (r.format_version >= 3)
    field("viewer", r.viewer ? json(seat_name(raw(*r.viewer))) : json(nullptr));
  json start = nullptr;
  if (!r.start_snapshot.empty()) start = {{"frame", r.start_frame}, {"snapshot", base64_encode(r.start_snapshot)}};
  field("start", start);
  field("hash_every", r.hash_every);
  out += "  \"inputs\": [";
  for (size_t i = 0; i < r.inputs.size(); ++i) {
    if (i % 10 == 0) out += "\n    ";
    const RecordInput& in = r.inputs[i];
    out += "[";
    out += in.player == PlayerId::None ? "null" : in.player == PlayerId::P1 ? "\"p1\"" : "\"p2\"";
    out += ',';
    out += std::to_string(in.option);
    if (const std::string& by = r.answerer(in); !by.empty()) out += "," + dump(by);
    out += ']';
    if (i + 1 < r.inputs.size()) out += ",";
  }
  out += r.inputs.empty() ? "],\n" : "\n  ],\n";
  json hashes = json::array();
  for (uint64_t h : r.hashes) hashes.push_back(hex64(h));
  field("hashes", hashes);
  field("final_hash", hex64(r.final_hash));
  out += "  \"cards\": [";
  for (size_t i = 0; i < r.cards.size(); ++i) {
    const RecordCard& c = r.cards[i];
    out += "\n    " + dump(json{{"id", c.id}, {"source", c.source}, {"script", c.script}});
    if (i + 1 < r.cards.size()) out += ",";
  }
  out += r.cards.empty() ? "]\n" : "\n  ]\n";
  out += "}\n";
  return out;
}

namespace {

// Reads typed fields; the first error sticks and names the field's path.
class In {
 public:
  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  void fail(const std::string& path, const std::string& what) {
    if (error_.empty()) error_ = path + ": " + what;
  }
  const json* field(const json& obj, const std::string& path, const char* key) {
    if (!ok()) return nullptr;
    auto it = obj.find(key);
    if (it == obj.end()) {
      fail(path.empty() ? key : path + "." + key, "missing");
      return nullptr;
    }
    return &*it;
  }
  uint64_t u64(const json* v, const std::string& path, uint64_t max = UINT64_MAX) {
    if (!v || !ok()) return 0;
    if (!v->is_number_unsigned() && !(v->is_number_integer() && v->get<int64_t>() >= 0)) {
      fail(path, "must be a non-negative integer");
      return 0;
    }
    uint64_t x = v->get<uint64_t>();
    if (x > max) fail(path, std::to_string(x) + " is larger than " + std::to_string(max));
    return x;
  }
  std::string str(const json* v, const std::string& path, size_t max_len) {
    if (!v || !ok()) return {};
    if (!v->is_string()) {
      fail(path, "must be a string");
      return {};
    }
    const std::string& s = v->get_ref<const std::string&>();
    if (s.size() > max_len) fail(path, "is longer than " + std::to_string(max_len) + " bytes");
    return s;
  }
  uint64_t hex(const json* v, const std::string& path) {
    std::string s = str(v, path, 16);
    if (!ok()) return 0;
    if (s.size() != 16) {
      fail(path, "must be 16 hex digits");
      return 0;
    }
    uint64_t x = 0;
    for (char c : s) {
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
      if (d < 0) {
        fail(path, "must be 16 hex digits");
        return 0;
      }
      x = x << 4 | static_cast<uint64_t>(d);
    }
    return x;
  }
  bool boolean(const json* v, const std::string& path) {
    if (!v || !ok()) return false;
    if (!v->is_boolean()) {
      fail(path, "must be true or false");
      return false;
    }
    return v->get<bool>();
  }
  const json* array(const json* v, const std::string& path, size_t max_len) {
    if (!v || !ok()) return nullptr;
    if (!v->is_array()) fail(path, "must be an array");
    else if (v->size() > max_len) fail(path, "has more than " + std::to_string(max_len) + " entries");
    return ok() ? v : nullptr;
  }
  const json* object(const json* v, const std::string& path) {
    if (!v || !ok()) return nullptr;
    if (!v->is_object()) fail(path, "must be an object");
    return ok() ? v : nullptr;
  }

 private:
  std::string error_;
};

// Nesting deeper than kMaxDepth is refused before parsing (no deep recursion on hostile input).
bool too_deep(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxDepth) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

void read_seat(In& in, const json& j, const std::string& path, RecordSeat& s) {
  if (!in.object(&j, path)) return;
  s.controller = in.str(in.field(j, path, "controller"), path + ".controller", 64);
  s.controller_seed = in.hex(in.field(j, path, "controller_seed"), path + ".controller_seed");
  if (j.contains("answers")) {
    const json* a = in.array(&j["answers"], path + ".answers", kMaxSeatAnswers);
    for (size_t i = 0; a && i < a->size() && in.ok(); ++i)
      s.answers.push_back(in.str(&(*a)[i], path + ".answers[" + std::to_string(i) + "]", 4096));
    s.answers_used = static_cast<uint32_t>(in.u64(in.field(j, path, "answers_used"), path + ".answers_used", s.answers.size()));
  }
  if (j.contains("budget")) s.budget = static_cast<int32_t>(in.u64(&j["budget"], path + ".budget", INT32_MAX));
  if (j.contains("threads")) s.threads = static_cast<int32_t>(in.u64(&j["threads"], path + ".threads", 4096));
}

void read_deck(In& in, const json& j, const std::string& path, RecordDeck& d) {
  if (!in.object(&j, path)) return;
  d.name = in.str(in.field(j, path, "name"), path + ".name", 4096);
  const json* cards = in.array(in.field(j, path, "cards"), path + ".cards", kMaxRecordDeckCards);
  for (size_t i = 0; cards && i < cards->size() && in.ok(); ++i) {
    std::string p = path + ".cards[" + std::to_string(i) + "]";
    const json& c = (*cards)[i];
    if (!in.object(&c, p)) return;
    uint64_t count = in.u64(in.field(c, p, "count"), p + ".count", kMaxRecordDeckCards);
    uint64_t id = in.u64(in.field(c, p, "id"), p + ".id", kMaxRecordCards - 1);
    if (!in.ok()) return;
    if (count == 0 || d.cards.size() + count > kMaxRecordDeckCards) return in.fail(p + ".count", "out of range");
    d.cards.insert(d.cards.end(), count, static_cast<CardDefId>(id));
  }
}

}  // namespace

Result<GameRecord> decode_record_json(std::string_view text) {
  const std::string prefix = "record JSON: ";
  if (too_deep(text)) return Status::error(prefix + "nested more than " + std::to_string(kMaxDepth) + " levels deep");
  json j;
  try {
    j = json::parse(text.begin(), text.end());
  } catch (const json::exception& e) {
    return Status::error(prefix + "not valid JSON: " + e.what());
  }
  In in;
  GameRecord r;
  if (!in.object(&j, "record")) return Status::error(prefix + in.error());
  if (in.str(in.field(j, "", "format"), "format", 64) != "rewind-record" && in.ok())
    in.fail("format", "must be \"rewind-record\"");
  uint64_t version = in.u64(in.field(j, "", "format_version"), "format_version");
  if (in.ok() && (version < kOldestRecordFormatVersion || version > kRecordFormatVersion))
    return Status::error(
        prefix + "format version " + std::to_string(version) +
        " is not supported (this reader: " + std::to_string(kOldestRecordFormatVersion) + " to " +
        std::to_string(kRecordFormatVersion) + ")");
  r.format_version = static_cast<int>(version);
  r.engine_version = in.str(in.field(j, "", "engine_version"), "engine_version", 256);
  r.rules_version = in.str(in.field(j, "", "rules_version"), "rules_version", 256);
  r.seed = in.u64(in.field(j, "", "seed"), "seed");
  r.allow_unsupported = in.boolean(in.field(j, "", "allow_unsupported"), "allow_unsupported");
  r.hash_every = static_cast<uint32_t>(in.u64(in.field(j, "", "hash_every"), "hash_every", 1u << 20));
  const json* seats = in.array(in.field(j, "", "seats"), "seats", 2);
  if (seats && seats->size() != 2) in.fail("seats", "must hold two seats");
  for (int p = 0; seats && p < kNumPlayers && in.ok(); ++p)
    read_seat(in, (*seats)[p], "seats[" + std::to_string(p) + "]", r.seats[p]);
  const json* decks = in.array(in.field(j, "", "decks"), "decks", 2);
  if (decks && decks->size() != 2) in.fail("decks", "must hold two decks");
  for (int p = 0; decks && p < kNumPlayers && in.ok(); ++p)
    read_deck(in, (*decks)[p], "decks[" + std::to_string(p) + "]", r.decks[p]);
  const json* cards = in.array(in.field(j, "", "cards"), "cards", kMaxRecordCards);
  for (size_t i = 0; cards && i < cards->size() && in.ok(); ++i) {
    std::string p = "cards[" + std::to_string(i) + "]";
    const json& c = (*cards)[i];
    if (!in.object(&c, p)) break;
    RecordCard rc;
    rc.id = static_cast<uint16_t>(in.u64(in.field(c, p, "id"), p + ".id", kMaxRecordCards - 1));
    rc.source = in.str(in.field(c, p, "source"), p + ".source", 4096);
    rc.script = in.str(in.field(c, p, "script"), p + ".script", kMaxScriptBytes);
    r.cards.push_back(std::move(rc));
  }
  const json* parent = in.field(j, "", "parent");
  if (parent && !parent->is_null() && in.object(parent, "parent")) {
    RecordParent rp;
    rp.record_hash = in.hex(in.field(*parent, "parent", "record_hash"), "parent.record_hash");
    rp.frame = static_cast<uint32_t>(in.u64(in.field(*parent, "parent", "frame"), "parent.frame", UINT32_MAX));
    const json* reseed = in.field(*parent, "parent", "reseed");
    if (reseed && !reseed->is_null()) rp.reseed = in.u64(reseed, "parent.reseed");
    r.parent = rp;
  }
  if (auto v = j.find("viewer"); r.format_version >= 3 && v != j.end() && !v->is_null()) {
    if (*v == "p1")
      r.viewer = PlayerId::P1;
    else if (*v == "p2")
      r.viewer = PlayerId::P2;
    else
      in.fail("viewer", "must be \"p1\", \"p2\" or null");
  }
  const json* start = in.field(j, "", "start");
  if (start && !start->is_null() && in.object(start, "start")) {
    r.start_frame = static_cast<uint32_t>(in.u64(in.field(*start, "start", "frame"), "start.frame", UINT32_MAX));
    std::string b64 = in.str(in.field(*start, "start", "snapshot"), "start.snapshot", kMaxSnapshotBytes / 3 * 4 + 4);
    if (in.ok()) {
      std::optional<std::string> bytes = base64_decode(b64);
      if (!bytes || bytes->empty()) in.fail("start.snapshot", "is not valid base64");
      else r.start_snapshot = std::move(*bytes);
    }
  }
  const json* inputs = in.array(in.field(j, "", "inputs"), "inputs", kMaxRecordInputs);
  if (inputs) r.inputs.reserve(inputs->size());
  for (size_t i = 0; inputs && i < inputs->size() && in.ok(); ++i) {
    std::string p = "inputs[" + std::to_string(i) + "]";
    const json& e = (*inputs)[i];
    const size_t most = r.format_version >= 3 ? 3 : 2;
    if (!e.is_array() || e.size() < 2 || e.size() > most) {
      in.fail(p, most == 3 ? "must be [player, option] or [player, option, answerer]"
                           : "must be [player, option]");
      break;
    }
    PlayerId player = PlayerId::P1;
    if (e[0].is_null())
      player = PlayerId::None;
    else if (e[0] == "p1")
      player = PlayerId::P1;
    else if (e[0] == "p2")
      player = PlayerId::P2;
    else
      in.fail(p, "player must be \"p1\", \"p2\" or null");
    uint16_t option = static_cast<uint16_t>(in.u64(&e[1], p + " option", 0xFFFF));
    std::string by = e.size() == 3 ? in.str(&e[2], p + " answerer", kMaxAnswererName) : "";
    if (!in.ok()) break;
    if (e.size() == 3 && by.empty())
      in.fail(p + " answerer", "must not be empty (leave it out when unknown)");
    else if (r.answerers.size() == kMaxAnswerers &&
             std::find(r.answerers.begin(), r.answerers.end(), by) == r.answerers.end())
      in.fail(p + " answerer",
              "more than " + std::to_string(kMaxAnswerers) + " distinct answerers");
    else
      r.add_input(player, option, by);
  }
  const json* hashes = in.array(in.field(j, "", "hashes"), "hashes", kMaxRecordInputs);
  for (size_t i = 0; hashes && i < hashes->size() && in.ok(); ++i)
    r.hashes.push_back(in.hex(&(*hashes)[i], "hashes[" + std::to_string(i) + "]"));
  r.final_hash = in.hex(in.field(j, "", "final_hash"), "final_hash");
  if (!in.ok()) return Status::error(prefix + in.error());
  if (auto e = record_shape_error(r)) return Status::error(prefix + *e);
  return r;
}

}  // namespace rwd
