#include "cards/deck.h"
#include "cards/text.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace rwd {

namespace {

bool istarts_with(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && iequal(s.substr(0, p.size()), p);
}

std::string quote_text(std::string_view s) {
  constexpr size_t kMax = 80;
  std::string out = "\"";
  out.append(s.substr(0, kMax));
  if (s.size() > kMax) out += "...";
  return out + "\"";
}

enum class Section { Plain, Metadata, Main, Sideboard, Other };

Section section_of(std::string_view name) {
  name = trim(name);
  if (iequal(name, "metadata")) return Section::Metadata;
  if (iequal(name, "main")) return Section::Main;
  if (iequal(name, "sideboard")) return Section::Sideboard;
  return Section::Other;
}

// "[sideboard]" or even "[sideboard][duel]" (a missing newline): the last header counts.
// Returns false iff the line is not made of section headers only.
bool parse_headers(std::string_view line, Section& out) {
  bool any = false;
  while (!line.empty()) {
    if (line.front() != '[') return false;
    size_t close = line.find(']');
    if (close == std::string_view::npos) return false;
    out = section_of(line.substr(1, close - 1));
    any = true;
    line = trim(line.substr(close + 1));
  }
  return any;
}

// "4 Name", "4x Name", "4 Name|SET|1"; Forge marks a foil printing with a trailing "+".
// Error text (without the location) on failure.
Status parse_card_line(std::string_view line, DeckEntry& e) {
  size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return Status::error("expected \"<count> <card name>\", got " + quote_text(line));
  std::string_view digits = line.substr(0, i);
  if (i < line.size() && (line[i] == 'x' || line[i] == 'X')) ++i;
  if (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])))
    return Status::error("expected \"<count> <card name>\", got " + quote_text(line));
  std::string_view name = trim(line.substr(i));
  name = trim(name.substr(0, name.find('|')));
  if (!name.empty() && name.back() == '+') name = trim(name.substr(0, name.size() - 1));  // foil
  int count = 0;
  for (char c : digits) count = std::min(count * 10 + (c - '0'), 100000);
  if (count < 1 || count > kMaxDeckCards)
    return Status::error("card count must be between 1 and " + std::to_string(kMaxDeckCards) +
                         ", got " + quote_text(digits));
  if (name.empty())
    return Status::error("missing card name after the count in " + quote_text(line));
  e.count = count;
  e.card = std::string(name);
  return Status::ok();
}

}  // namespace

Result<DeckList> parse_deck(std::string_view text, std::string_view source) {
  DeckList deck;
  Section section = Section::Plain;
  bool plain_sideboard = false;
  int n = 0;
  size_t pos = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") pos = 3;  // UTF-8 byte order mark
  while (pos <= text.size()) {
    size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view line = trim(text.substr(pos, end - pos));
    pos = end + 1;
    ++n;
    if (line.empty() || line.front() == '#' || line.substr(0, 2) == "//") continue;
    if (parse_headers(line, section)) continue;
    if (section == Section::Other) continue;
    if (section == Section::Metadata) {
      size_t eq = line.find('=');
      if (eq != std::string_view::npos && iequal(trim(line.substr(0, eq)), "Name"))
        deck.name = std::string(trim(line.substr(eq + 1)));
      continue;
    }
    bool to_sideboard = section == Section::Sideboard;
    if (section == Section::Plain) {
      std::string_view word = line.back() == ':' ? trim(line.substr(0, line.size() - 1)) : line;
      if (iequal(word, "Sideboard")) {
        plain_sideboard = true;
        continue;
      }
      if (iequal(word, "Deck") || iequal(word, "Main") || iequal(word, "Maindeck") ||
          iequal(word, "Mainboard")) {
        plain_sideboard = false;
        continue;
      }
      to_sideboard = plain_sideboard;
      if (istarts_with(line, "SB:")) {
        line = trim(line.substr(3));
        to_sideboard = true;
      }
    }
    DeckEntry e;
    e.line = n;
    if (Status s = parse_card_line(line, e); !s)
      return Status::error(std::string(source) + ":" + std::to_string(n) + ": " + s.message());
    (to_sideboard ? deck.sideboard : deck.main).push_back(std::move(e));
  }
  if (deck.name.empty()) deck.name = std::string(source);
  return deck;
}

Result<DeckList> load_deck_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    return Status::error("deck file not found: " + path);
  Result<std::string> text = read_text_file(path);
  if (!text) return text.status();
  Result<DeckList> deck = parse_deck(*text, path);
  if (deck && deck->name == path) deck->name = std::filesystem::path(path).stem().string();
  return deck;
}

Result<std::vector<CardDefId>> resolve_deck(const DeckList& deck, const CardDb& db,
                                            bool allow_unsupported) {
  std::vector<CardDefId> ids;
  std::string where = "deck " + deck.name;
  for (const DeckEntry& e : deck.main) {
    std::string at = where + " line " + std::to_string(e.line) + ": ";
    std::optional<CardDefId> id = db.find(e.card);
    if (!id) return Status::error(at + "unknown card \"" + e.card + "\"");
    const CardDef& def = db.get(*id);
    if (!def.supported() && !allow_unsupported) {
      const UnsupportedLine& u = def.unsupported.front();
      return Status::error(at + "card \"" + def.name() + "\" is not supported: " + def.source +
                           " line " + std::to_string(u.line) + " " + quote_text(u.text) + ": " +
                           u.reason + " (allowing unsupported cards, e.g. `--allow-unsupported`, plays it without that ability)");
    }
    if (e.count < 1) return Status::error(at + "card count must be at least 1");
    if (e.count > kMaxDeckCards - static_cast<int>(ids.size()))
      return Status::error(where + ": the main deck has more than " +
                           std::to_string(kMaxDeckCards) + " cards");
    ids.insert(ids.end(), static_cast<size_t>(e.count), *id);
  }
  if (ids.empty()) return Status::error(where + ": the main deck is empty");
  return ids;
}

}  // namespace rwd
