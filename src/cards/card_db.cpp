#include "cards/card_db.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cards/card_script.h"
#include "cards/effect_summary.h"

namespace rwd {

namespace {

std::string fold(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool is_separator(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
    line.remove_suffix(1);
  return line == "---";
}

// True iff every line is blank or a "#" / "//" comment (a bundle's header, say).
bool only_comments(std::string_view text) {
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view line = text.substr(pos, end - pos);
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
      line.remove_prefix(1);
    if (!line.empty() && line.front() != '#' && line.substr(0, 2) != "//") return false;
    pos = end + 1;
  }
  return true;
}

bool has_separator_line(std::string_view text) {
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = std::min(text.find('\n', pos), text.size());
    if (is_separator(text.substr(pos, end - pos))) return true;
    pos = end + 1;
  }
  return false;
}

}  // namespace

void CardDb::index(Index& map, std::string key, Entry e) {
  auto [it, inserted] = map.try_emplace(std::move(key), e);
  if (!inserted && e.front && !it->second.front) it->second = e;
}

Status CardDb::add_script(std::string_view text, std::string_view source, int line_offset,
                          bool* skipped_duplicate) {
  if (skipped_duplicate) *skipped_duplicate = false;
  if (cards_.size() >= kMaxCards)
    return Status::error(std::string(source) + ": the card database is full (" +
                         std::to_string(kMaxCards) + " cards)");
  Result<CardDef> def = parse_card_script(text, source, line_offset);
  if (!def) return def.status();
  return add_card(std::move(*def), skipped_duplicate);
}

Status CardDb::add_card(CardDef def, bool* skipped_duplicate) {
  if (skipped_duplicate) *skipped_duplicate = false;
  if (cards_.size() >= kMaxCards)
    return Status::error(def.source + ": the card database is full (" + std::to_string(kMaxCards) +
                         " cards)");
  auto it = exact_.find(def.name());
  if (it != exact_.end() && it->second.front) {
    if (skipped_duplicate) {
      *skipped_duplicate = true;
      return Status::ok();
    }
    return Status::error(def.source + ": duplicate card name \"" + def.name() +
                         "\" (already loaded from " + get(it->second.id).source + ")");
  }
  summarize_card(def);  // the effect summaries bots read (cards/effect_summary.h)
  CardDefId id = static_cast<CardDefId>(cards_.size());
  cards_.push_back(std::move(def));
  add_tokens(id);
  note_turn_facts(id);
  const CardDef& card = cards_.back();
  for (const CardFace& f : card.faces) {
    for (const ActivatedAbility& a : f.activated) hand_abilities_ |= a.from_hand;
    for (const StaticAbility& st : f.statics) land_plays_ |= st.effect == StaticEffect::LandPlays;
  }
  std::vector<std::pair<std::string, bool>> names;
  for (size_t i = 0; i < card.faces.size(); ++i) names.emplace_back(card.faces[i].name, i == 0);
  if (card.faces.size() == 2 && card.alternate_mode == "Split")
    names.emplace_back(card.faces[0].name + " // " + card.faces[1].name, false);
  for (const auto& [name, front] : names) {
    index(exact_, name, {id, front});
    index(folded_, fold(name), {id, front});
  }
  return Status::ok();
}

Status CardDb::add_bundle(std::string_view text, std::string_view source) {
  size_t pos = 0, card_start = 0;
  int line = 0, card_first_line = 1;
  auto flush = [&](size_t end) -> Status {
    std::string_view chunk = text.substr(card_start, end - card_start);
    // Tolerate a comment header, and leading, trailing or doubled separators.
    if (only_comments(chunk)) return Status::ok();
    return add_script(chunk, source, card_first_line - 1);
  };
  while (pos <= text.size()) {
    size_t end = std::min(text.find('\n', pos), text.size());
    ++line;
    if (is_separator(text.substr(pos, end - pos))) {
      if (Status s = flush(pos); !s) return s;
      card_start = std::min(end + 1, text.size());
      card_first_line = line + 1;
    }
    pos = end + 1;
  }
  return flush(text.size());
}

Status CardDb::load_path(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::vector<std::string> files;
  if (fs::is_directory(path, ec)) {
    fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      std::error_code ec2;
      if (it->is_regular_file(ec2) && it->path().extension() == ".txt")
        files.push_back(it->path().string());
    }
    if (ec) return Status::error("cannot list card folder " + path + ": " + ec.message());
    std::sort(files.begin(), files.end());
  } else if (fs::is_regular_file(path, ec)) {
    files.push_back(path);
  } else {
    return Status::error("card path not found: " + path);
  }
  for (const std::string& file : files) {
    Result<std::string> text = read_text_file(file);
    if (!text) return text.status();
    Status s = has_separator_line(*text) ? add_bundle(*text, file) : add_script(*text, file);
    if (!s) return s;
  }
  return Status::ok();
}

namespace {

// The programs of a face in ability-number order: spell, activated, triggered.
template <class F>
void for_each_program(const CardFace& f, F&& fn) {
  if (f.spell) fn(uint8_t{0}, *f.spell);
  for (size_t i = 0; i < f.activated.size(); ++i)
    if (f.activated[i].program) fn(static_cast<uint8_t>(i + 1), *f.activated[i].program);
  for (size_t i = 0; i < f.triggered.size(); ++i)
    if (f.triggered[i].program)
      fn(static_cast<uint8_t>(kTriggeredAbilityBase + i), *f.triggered[i].program);
}

}  // namespace

// CardFace::turn_facts: the per-turn facts (ObjectFlag bits) its filters read of itself.
void CardDb::note_turn_facts(CardDefId id) {
  CardFace& face = cards_[raw(id)].faces.front();
  uint8_t bits = 0;
  for_each_program(face, [&](uint8_t, const Program& p) {
    for (const Filter& f : p.filters)
      for (const FilterTerm& t : f.terms) {
        if (t.turn_facts & 3) bits |= kTurnFactAttacked;
        if (t.turn_facts & 4) bits |= kTurnFactDealtDamageToOpp;
      }
  });
  face.turn_facts = bits;
}

void CardDb::add_tokens(CardDefId id) {
  CardDef& card = cards_[raw(id)];
  int k = 0;
  for_each_program(card.front(),
                   [&](uint8_t, const Program& p) { k += static_cast<int>(p.tokens.size()); });
  const bool dfc = card.alternate_mode == "DoubleFaced" && card.faces.size() == 2;
  if (!dfc && k == 0) return;
  if (slot_card_.size() >= kMaxTokenMakers) {
    card.unsupported.push_back({0, "", "tokens: a card database holds at most " +
                                           std::to_string(kMaxTokenMakers) +
                                           " cards that create tokens or have a back face"});
    return;
  }
  if (slot_of_.size() <= raw(id)) slot_of_.resize(raw(id) + 1, 0);
  slot_card_.push_back(id);
  slot_of_[raw(id)] = static_cast<uint16_t>(slot_card_.size());
  const uint16_t base = token_base(id);
  if (dfc) {  // 712: the back face, a definition of its own
    CardDef back;
    back.faces = {card.faces[1]};
    back.unsupported = card.unsupported;
    back.script = card.script;
    back.source = card.source;
    bool back_tokens = false;
    for_each_program(back.front(),
                     [&](uint8_t, const Program& p) { back_tokens |= !p.tokens.empty(); });
    if (back_tokens)
      card.unsupported.push_back({0, "", "tokens: a back face's abilities can't create tokens"});
    const CardFace& f = card.faces[0];
    const CardFace& b = card.faces[1];
    if ((!f.activated.empty() || !f.triggered.empty()) &&
        (!b.activated.empty() || !b.triggered.empty()))
      card.unsupported.push_back({0, "",
                                  "a double-faced card with activated or triggered abilities on "
                                  "both faces is not supported yet"});
    back.unsupported = card.unsupported;
    tokens_[static_cast<uint16_t>(base + kBackFaceSlot)] = std::move(back);
  }
  if (k == 0) return;
  if (k > (dfc ? kBackFaceSlot : kMaxTokensPerCard)) {
    card.unsupported.push_back({0, "", "tokens: a card can create at most " +
                                           std::to_string(kMaxTokensPerCard) + " kinds of token"});
    return;
  }
  k = 0;
  for_each_program(card.front(), [&](uint8_t, const Program& p) {
    for (const TokenSpec& t : p.tokens) {
      CardDef def;
      CardFace face;
      face.name = t.name;
      face.colors = t.colors;
      face.types = t.types;
      face.subtypes = t.subtypes;
      face.has_pt = t.has_pt;
      face.power = t.power;
      face.toughness = t.toughness;
      face.keywords.bits = t.keywords;
      def.faces.push_back(std::move(face));
      def.source = "token of " + card.name();
      tokens_.emplace(static_cast<uint16_t>(base + k), std::move(def));
      ++k;
    }
  });
}

CardDefId CardDb::token_def(CardDefId card, uint8_t ability, int local) const {
  int k = 0;
  bool found = false;
  for_each_program(get(card).front(), [&](uint8_t a, const Program& p) {
    if (a == ability) found = true;
    if (!found) k += static_cast<int>(p.tokens.size());
  });
  assert(found);
  return static_cast<CardDefId>(token_base(card) + k + local);
}

CardDefId CardDb::back_face(CardDefId id) const {
  if (raw(id) >= kTokenBase || raw(id) >= slot_of_.size() || slot_of_[raw(id)] == 0)
    return CardDefId::None;
  const uint16_t back = static_cast<uint16_t>(token_base(id) + kBackFaceSlot);
  return tokens_.count(back) ? static_cast<CardDefId>(back) : CardDefId::None;
}

CardDefId CardDb::front_face(CardDefId id) const {
  if (raw(id) < kTokenBase || id == CardDefId::None) return id;
  const int local = raw(id) - kTokenBase;
  if (local % kMaxTokensPerCard != kBackFaceSlot) return id;
  const size_t slot = static_cast<size_t>(local / kMaxTokensPerCard);
  if (slot >= slot_card_.size()) return id;
  const CardDefId card = slot_card_[slot];
  return back_face(card) == id ? card : id;
}

const CardFace& CardDb::ability_face(CardDefId id) const {
  const CardFace& own = get(id).front();
  if (!own.activated.empty() || !own.triggered.empty()) return own;
  const CardDefId front = front_face(id);
  const CardDefId other = front != id ? front : back_face(id);
  return other == CardDefId::None ? own : get(other).front();
}

const Program* CardDb::ability_program(CardDefId id, uint8_t ability) const {
  if (const Program* p = get(id).front().program(ability)) return p;
  const CardDefId front = front_face(id);
  const CardDefId other = front != id ? front : back_face(id);
  return other == CardDefId::None ? nullptr : get(other).front().program(ability);
}

bool CardDb::has(CardDefId id) const {
  if (raw(id) >= kTokenBase) return tokens_.count(raw(id)) > 0;
  return raw(id) < cards_.size();
}

std::optional<CardDefId> CardDb::find(std::string_view name) const {
  if (auto it = exact_.find(name); it != exact_.end()) return it->second.id;
  if (auto it = folded_.find(fold(name)); it != folded_.end()) return it->second.id;
  return std::nullopt;
}

const CardDef& CardDb::token(CardDefId id) const {
  auto it = tokens_.find(raw(id));
  assert(it != tokens_.end());
  return it->second;
}

}  // namespace rwd
