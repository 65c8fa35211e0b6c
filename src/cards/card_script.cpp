#include "cards/card_script.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <string>
#include <vector>

#include "cards/card_script_parser.h"
#include "cards/text.h"

namespace rwd {

namespace {

bool is_space(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

std::vector<std::string_view> split_words(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && is_space(s[i])) ++i;
    size_t j = i;
    while (j < s.size() && !is_space(s[j])) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// Quotes a value for messages, cut short so a huge line cannot flood a report.
std::string quote_text(std::string_view s) {
  constexpr size_t kMax = 80;
  std::string out = "\"";
  out.append(s.substr(0, kMax));
  if (s.size() > kMax) out += "...";
  return out + "\"";
}

// One side of a PT line: "2", "-1", "*", "1+*", "7-*" (a star means a characteristic-defining
// ability sets the value, rule 604.3; the number is then only the printed base).
bool parse_pt_part(std::string_view s, int8_t& value, bool& star) {
  star = false;
  value = 0;
  if (s == "*") return star = true;
  if (s.size() >= 2 && (s.substr(s.size() - 2) == "+*" || s.substr(s.size() - 2) == "-*")) {
    star = true;
    s.remove_suffix(2);
  }
  bool neg = !s.empty() && s.front() == '-';
  if (neg) s.remove_prefix(1);
  if (s.empty() || s.size() > 3) return false;
  int v = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    v = v * 10 + (c - '0');
  }
  if (neg) v = -v;
  if (v < -128 || v > 127) return false;
  value = static_cast<int8_t>(v);
  return true;
}

struct TypeWord {
  std::string_view word;
  bool super;
  int index;
};
constexpr TypeWord kTypeWords[] = {
    {"Basic", true, static_cast<int>(Supertype::Basic)},
    {"Legendary", true, static_cast<int>(Supertype::Legendary)},
    {"Snow", true, static_cast<int>(Supertype::Snow)},
    {"World", true, static_cast<int>(Supertype::World)},
    {"Ongoing", true, static_cast<int>(Supertype::Ongoing)},
    {"Artifact", false, static_cast<int>(CardType::Artifact)},
    {"Battle", false, static_cast<int>(CardType::Battle)},
    {"Creature", false, static_cast<int>(CardType::Creature)},
    {"Enchantment", false, static_cast<int>(CardType::Enchantment)},
    {"Instant", false, static_cast<int>(CardType::Instant)},
    {"Kindred", false, static_cast<int>(CardType::Kindred)},
    {"Tribal", false, static_cast<int>(CardType::Kindred)},  // Forge's older name (rule 308)
    {"Land", false, static_cast<int>(CardType::Land)},
    {"Planeswalker", false, static_cast<int>(CardType::Planeswalker)},
    {"Sorcery", false, static_cast<int>(CardType::Sorcery)},
};
// Card types of casual variants (rule 313, 314, 310, 311, 312, 309): real syntax, not playable.
constexpr std::string_view kVariantTypes[] = {"Vanguard",   "Plane",   "Phenomenon", "Scheme",
                                              "Conspiracy", "Dungeon", "Emblem"};

// Basic land types and the mana they tap for (rule 305.6).
constexpr std::pair<std::string_view, Color> kBasicLandTypes[] = {{"Plains", Color::White},
                                                                  {"Island", Color::Blue},
                                                                  {"Swamp", Color::Black},
                                                                  {"Mountain", Color::Red},
                                                                  {"Forest", Color::Green}};

// SVar names that carry pictures or AI hints only.
bool cosmetic_svar(std::string_view name) {
  return name == "Picture" || starts_with(name, "Rem") || starts_with(name, "AI") ||
         starts_with(name, "PlayMain") || starts_with(name, "NeedsToPlay") || name == "BuffedBy" ||
         name == "SacMe" || starts_with(name, "Has");
}

// True iff the value starts with a Forge parameter ("DB$ ...", "Count$...", "Mode$ ...").
bool ability_value(std::string_view v) {
  size_t i = 0;
  while (i < v.size() && std::isalpha(static_cast<unsigned char>(v[i]))) ++i;
  return i > 0 && i < v.size() && v[i] == '$';
}

// Oracle text with reminder text (parenthesised) removed, split into clauses.
std::vector<std::string> oracle_clauses(std::string_view oracle) {
  std::string text;
  int depth = 0;
  for (char c : oracle) {
    if (c == '(')
      ++depth;
    else if (c == ')' && depth > 0)
      --depth;
    else if (depth == 0)
      text += c;
  }
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    std::string_view t = trim(cur);
    if (!t.empty()) out.emplace_back(t);
    cur.clear();
  };
  for (char c : text) {
    if (c == ',' || c == ';' || c == '.' || c == '\n')
      flush();
    else
      cur += c;
  }
  flush();
  return out;
}

// True iff the clause names a keyword the face has ("flying", "protection from black").
bool clause_is_keyword(std::string_view clause, const KeywordSet& k) {
  for (int i = 0; i < kNumKeywords; ++i)
    if (k.has(static_cast<Keyword>(i)) && iequal(clause, keyword_name(static_cast<Keyword>(i))))
      return true;
  for (int i = 0; i < kNumEvasion; ++i)
    if ((k.evasion & (1u << i)) && iequal(clause, evasion_name(i))) return true;
  constexpr std::string_view kPro = "protection from ";
  std::string l = lower(clause);
  if (starts_with(l, kPro)) {  // a color, or a card type (the words parse_keyword reads)
    KeywordSet one;
    return parse_keyword(clause, one) && one.protection &&
           (k.protection & one.protection) == one.protection;
  }
  return false;
}

// Forge writes paragraph breaks in Oracle text as a literal backslash-n.
std::string unescape(std::string_view v) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) {
    if (v[i] == '\\' && i + 1 < v.size() && v[i + 1] == 'n') {
      out += '\n';
      ++i;
    } else if (v[i] == '\\' && i + 1 < v.size() && v[i + 1] == 'r') {
      ++i;
    } else {
      out += v[i];
    }
  }
  return out;
}

// 604.3: a static ability defines the '*' power and toughness.
bool has_cda(const CardFace& face) {
  for (const StaticAbility& st : face.statics)
    if (st.characteristic_defining && st.set_power.kind != SetAmount::None &&
        st.set_toughness.kind != SetAmount::None)
      return true;
  return false;
}

// Every clause of the rules text is a keyword the face has or a clause of a compiled
// static ability's Description$ (CARDNAME standing for the card's name).
bool oracle_expressed(const CardFace& face) {
  std::vector<std::string> described;
  std::vector<std::string> texts;
  for (const StaticAbility& st : face.statics) texts.push_back(st.description);
  for (int i = 0; i < kNumFaceRules; ++i)
    if (face.self_rules & (1 << i)) texts.push_back(kFaceRuleText[i]);
  if (face.deck_any_number) texts.push_back(kDeckAnyNumberText);
  if (face.devoid) texts.push_back("Devoid");
  if (face.changeling) texts.push_back("Changeling");
  if (face.kicker)  // 702.33a, 702.27a
    texts.push_back((face.buyback ? "Buyback " : "Kicker ") + face.kicker_cost.to_string());
  if (!face.etb_counter_text.empty()) texts.push_back(face.etb_counter_text);
  for (std::string d : texts) {
    for (size_t at; (at = d.find("CARDNAME")) != std::string::npos;) d.replace(at, 8, face.name);
    for (std::string& c : oracle_clauses(d)) described.push_back(lower(c));
  }
  // K:CantBeBlockedBy states the face's "CARDNAME can't be blocked by ..." clause.
  const std::string unblockable = lower(face.name + " can't be blocked");
  if (face.cant_block)  // K:CantBlock <Valid>:<text>: "CARDNAME can't block <text>."
    for (std::string& c :
         oracle_clauses(face.name + " can't block " + face.cant_block->description))
      described.push_back(lower(c));
  for (const TriggeredAbility& t : face.triggered)  // built from a keyword (K:UpkeepCost)
    for (std::string& c : oracle_clauses(t.text)) described.push_back(lower(c));
  for (const std::string& clause : oracle_clauses(face.oracle))
    if (!clause_is_keyword(clause, face.keywords) &&
        !(face.cant_be_blocked_by && starts_with(lower(clause), unblockable)) &&
        std::find(described.begin(), described.end(), lower(clause)) == described.end())
      return false;
  return true;
}

}  // namespace

Result<CardDef> parse_card_script(std::string_view text, std::string_view source, int line_offset) {
  return CardScriptParser(source, line_offset).run(text);
}

Result<CardDef> CardScriptParser::run(std::string_view text) {
  def_.script = std::string(text);
  def_.source = std::string(source_);
  if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 byte order mark
  start_face(1 + offset_);
  int n = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++n;
    if (Status s = parse_line(n + offset_, line); !s) return s;
  }
  for (size_t i = 0; i < def_.faces.size(); ++i)
    if (Status s = finish_face(i); !s) return s;
  compile_spells(text);
  std::stable_sort(
      def_.unsupported.begin(), def_.unsupported.end(),
      [](const UnsupportedLine& a, const UnsupportedLine& b) { return a.line < b.line; });
  return std::move(def_);
}

Status CardScriptParser::error(int line, const std::string& msg) const {
  return Status::error(std::string(source_) + ":" + std::to_string(line) + ": " + msg);
}

void CardScriptParser::unsupported(int line, std::string_view text, std::string reason) {
  def_.unsupported.push_back({line, std::string(text), std::move(reason)});
  ++lines_.back().unsupported;
}

void CardScriptParser::start_face(int line) {
  def_.faces.emplace_back();
  lines_.emplace_back();
  lines_.back().start = line;
}

Status CardScriptParser::once(int& seen, int line, std::string_view key) const {
  if (seen)
    return error(line, "duplicate " + std::string(key) + ": line (first at line " +
                           std::to_string(seen) + ")");
  seen = line;
  return Status::ok();
}

Status CardScriptParser::parse_line(int n, std::string_view raw) {
  if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
  std::string_view line = trim(raw);
  if (line.empty() || line.front() == '#' || starts_with(line, "//"))
    return Status::ok();  // blank or comment
  if (line == "ALTERNATE") {
    if (def_.faces.size() >= 2)
      return error(n, "a card has at most two faces, but this is a second ALTERNATE line");
    start_face(n);
    return Status::ok();
  }
  size_t colon = line.find(':');
  if (colon == std::string_view::npos)
    return error(n, "expected <Key>:<Value> or ALTERNATE, got " + quote_text(line));
  std::string_view key = trim(line.substr(0, colon));
  std::string_view value = trim(line.substr(colon + 1));
  CardFace& face = def_.faces.back();
  FaceLines& fl = lines_.back();

  if (key == "Name") {
    if (Status s = once(fl.name, n, key); !s) return s;
    if (value.empty()) return error(n, "Name: expected a card name, got nothing");
    face.name = std::string(value);
  } else if (key == "ManaCost") {
    if (Status s = once(fl.cost, n, key); !s) return s;
    Result<ManaCost> cost = parse_mana_cost(value);
    if (cost)
      face.cost = *cost;
    else
      unsupported(n, line, cost.message());
  } else if (key == "Types") {
    if (Status s = once(fl.types, n, key); !s) return s;
    return parse_types(n, line, value, face, fl);
  } else if (key == "PT") {
    if (Status s = once(fl.pt, n, key); !s) return s;
    fl.pt_text = std::string(value);
    return parse_pt(n, value, face);
  } else if (key == "K") {
    parse_keyword_value(n, line, value, face, fl);  // card_keywords.cpp
  } else if (key == "Oracle") {
    if (Status s = once(fl.oracle, n, key); !s) return s;
    fl.oracle_text = std::string(value);
    face.oracle = unescape(value);
  } else if (key == "Colors") {
    return parse_colors(n, value, face, fl);
  } else if (key == "AlternateMode") {
    def_.alternate_mode = std::string(value);
  } else if (key == "A") {
    if (starts_with(value, "SP$"))
      defer({n, std::string(line), "", def_.faces.size() - 1, true});  // compiled in run()
    else if (starts_with(value, "AB$"))
      defer({n, std::string(line), "", def_.faces.size() - 1, false, true});
    else
      unsupported(n, line, "activated abilities without the stack (A:ST$) are not supported yet");
  } else if (key == "T") {
    defer({n, std::string(line), "", def_.faces.size() - 1, false, false, true});
  } else if (key == "S") {
    compile_static_line(n, line, face);
  } else if (key == "R" && starts_with(value, "Event$ Moved")) {
    DeferredLine d{n, std::string(line), "", def_.faces.size() - 1, false};
    d.etb = d.moved = true;  // "enters tapped" or refused (cards/enters_tapped_compiler.h)
    defer(std::move(d));
  } else if (key == "R") {
    unsupported(n, line, "replacement effects (R:) are not supported yet");
  } else if (key == "SVar") {
    size_t c = value.find(':');
    std::string_view name = trim(value.substr(0, c));
    std::string_view v =
        c == std::string_view::npos ? std::string_view() : trim(value.substr(c + 1));
    if (cosmetic_svar(name)) hint_svars_.emplace_back(v);
    if (!cosmetic_svar(name) && ability_value(v))  // supported iff a compiled spell uses it
      defer({n, std::string(line), std::string(name), def_.faces.size() - 1, false});
  } else if (key == "Loyalty") {
    unsupported(n, line, "planeswalkers (Loyalty:) are not supported yet");
  } else if (key == "Defense") {
    unsupported(n, line, "battles (Defense:) are not supported yet");
  } else if (key == "Text" || key == "DeckHints" || key == "DeckNeeds" || key == "DeckHas" ||
             key == "AI" || key == "HandLifeModifier" || key == "MeldPair" || key == "Variant" ||
             key == "SetInfo" || key == "Picture") {
    // Display text, deck-building and AI hints: no rules meaning.
  } else {
    unsupported(n, line, "script key '" + std::string(key) + "' is not supported yet");
  }
  return Status::ok();
}

Status CardScriptParser::parse_types(int n, std::string_view line, std::string_view value,
                                     CardFace& face, FaceLines& fl) {
  fl.types_text = std::string(value);
  for (std::string_view w : split_words(value)) {
    if (w == "-" || w == "\xE2\x80\x94" || w == "\xE2\x80\x93") continue;  // -, em/en dash
    bool known = false;
    for (const TypeWord& t : kTypeWords) {
      if (!iequal(w, t.word)) continue;
      known = true;
      if (t.super)
        face.supertypes = static_cast<uint8_t>(face.supertypes | (1u << t.index));
      else
        face.types = static_cast<uint16_t>(face.types | (1u << t.index));
    }
    for (std::string_view v : kVariantTypes) {
      if (!iequal(w, v)) continue;
      known = true;
      fl.variant_type = true;
      unsupported(n, line,
                  "card type '" + std::string(v) + "' (a casual variant) is not supported");
    }
    if (!known) face.subtypes.emplace_back(w);
  }
  if (face.types == 0 && !fl.variant_type)
    return error(n,
                 "Types: expected at least one card type (Artifact, Battle, Creature, "
                 "Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery), got " +
                     quote_text(value));
  return Status::ok();
}

Status CardScriptParser::parse_pt(int n, std::string_view value, CardFace& face) const {
  size_t slash = value.find('/');
  bool ok = slash != std::string_view::npos &&
            parse_pt_part(trim(value.substr(0, slash)), face.power, face.power_star) &&
            parse_pt_part(trim(value.substr(slash + 1)), face.toughness, face.toughness_star);
  if (!ok) return error(n, "PT: expected <power>/<toughness>, got " + quote_text(value));
  face.has_pt = true;
  return Status::ok();
}

Status CardScriptParser::parse_colors(int n, std::string_view value, CardFace& face,
                                      FaceLines& fl) const {
  ColorMask m = 0;
  std::string words(value);
  std::replace(words.begin(), words.end(), ',', ' ');
  for (std::string_view w : split_words(words)) {
    if (iequal(w, "colorless")) continue;
    int c = color_from_name(std::string(w));
    if (c < 0)
      return error(n,
                   "Colors: expected color names (white, blue, black, red, green, "
                   "colorless) separated by commas, got " +
                       quote_text(value));
    m = static_cast<ColorMask>(m | (1u << c));
  }
  face.colors = m;  // a later Colors: line replaces an earlier one
  fl.colors_set = true;
  return Status::ok();
}

Status CardScriptParser::finish_face(size_t i) {
  CardFace& face = def_.faces[i];
  FaceLines& fl = lines_[i];
  std::string which = i == 0 ? std::string("card")
                             : "face 2 (after ALTERNATE at line " + std::to_string(fl.start) + ")";
  if (!fl.name) return error(fl.start, which + " has no Name: line");
  if (!fl.types) return error(fl.start, which + " \"" + face.name + "\" has no Types: line");
  if (face.is(CardType::Creature) && !face.has_pt)
    return error(fl.types, "Types: a creature needs a PT: line");
  if (!fl.colors_set) face.colors = face.cost.colors();  // rule 202.2
  if (face.is(CardType::Land))
    for (const auto& [sub, color] : kBasicLandTypes)
      if (face.has_subtype(std::string(sub))) face.land_mana |= color_bit(color);

  // Static abilities work from the battlefield only (611.3a): a spell's would do nothing.
  if ((face.is(CardType::Instant) || face.is(CardType::Sorcery)) && !face.statics.empty()) {
    for (const StaticAbility& st : face.statics)
      def_.unsupported.push_back({st.line, "S:Mode$ " + std::string(static_effect_name(st.effect)),
                                  "static abilities of instants and sorceries are not supported"});
    fl.unsupported += static_cast<int>(face.statics.size());
    face.statics.clear();
  }

  // A face must not load as a blank card: its rules must be expressed by supported lines.
  // Only the first missing piece is reported; any one unsupported line refuses the card.
  if (fl.unsupported > 0) return Status::ok();
  auto add = [&](int line, const std::string& text, std::string reason) {
    def_.unsupported.push_back({line, text, std::move(reason)});
    ++fl.unsupported;
  };
  std::string types_line = "Types:" + fl.types_text;
  if (face.is(CardType::Instant) || face.is(CardType::Sorcery)) {
    bool has_spell_line = false;
    for (const DeferredLine& d : deferred_) has_spell_line |= d.spell && d.face == i;
    if (!has_spell_line)
      add(fl.types, types_line, "instant/sorcery spell abilities are not supported yet");
    // Otherwise compile_spells decides: the spell ability is the card's rules text.
  } else if (face.is(CardType::Planeswalker))
    add(fl.types, types_line, "planeswalkers are not supported yet");
  else if (face.is(CardType::Battle))
    add(fl.types, types_line, "battles are not supported yet");
  else if (face.is(CardType::Enchantment) && face.has_subtype("Aura")) {
    bool has_spell_line = false;
    for (const DeferredLine& d : deferred_) has_spell_line |= d.spell && d.face == i;
    if (!has_spell_line)
      add(fl.types, types_line, "an Aura needs an A:SP$ Attach line (its target)");
    // Otherwise compile_spells decides; the Enchant line and statics are its rules text.
  } else if (fl.enchant)
    add(fl.enchant, "K:Enchant", "'Enchant' belongs to Auras only");
  else if ((face.power_star || face.toughness_star) && !has_cda(face))  // 604.3
    add(fl.pt, "PT:" + fl.pt_text,
        "a '*' power or toughness needs a characteristic-defining ability, not supported yet");
  else if (!has_activated_line(i) && !oracle_expressed(face))  // else the A:AB$ lines express it
    add(fl.oracle, "Oracle:" + fl.oracle_text, "rules text not expressed by any supported line");
  return Status::ok();
}

bool CardScriptParser::has_activated_line(size_t face) const {
  for (const DeferredLine& d : deferred_)
    if ((d.activated || d.trigger || d.equip || d.etb || d.cycling || d.keyword_triggers) && d.face == face)
      return true;
  return false;
}

}  // namespace rwd
