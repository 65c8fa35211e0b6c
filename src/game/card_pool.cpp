#include "game/card_pool.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "cards/builtin.h"
#include "cards/card_db.h"
#include "cards/card_pool.h"
#include "cards/deck.h"

namespace rwd {

namespace {

constexpr const char* kPlaceholderSource = "(record placeholder)";

bool is_placeholder(const CardDb& db, CardDefId id) {
  return raw(id) < db.size() && db.get(id).source == kPlaceholderSource;
}

// CR 100.2a: a constructed deck holds no more than four cards with the same English name,
// basic lands and cards that say "a deck can have any number of cards named ..." aside.
// The first name over the limit, in deck order, is named.
Status check_copies(const std::string& deck_name, const std::vector<CardDefId>& ids,
                    const CardDb& db) {
  std::map<std::string_view, int> copies;
  for (CardDefId id : ids) {
    const CardFace& front = db.get(id).front();
    if (front.is(Supertype::Basic) || front.deck_any_number) continue;
    ++copies[front.name];
  }
  for (CardDefId id : ids) {
    const std::string& name = db.get(id).name();
    auto it = copies.find(name);
    if (it == copies.end() || it->second <= kConstructedMaxCopies) continue;
    return Status::error("deck \"" + deck_name + "\" has " + std::to_string(it->second) +
                         " cards named " + name + ": constructed play allows at most " +
                         std::to_string(kConstructedMaxCopies) +
                         " of a card other than basic lands (CR 100.2a); a casual game "
                         "allows any number");
  }
  return Status::ok();
}

Result<PlayerSetup> setup_of(const Result<DeckList>& list, const CardDb& db, bool allow_unsupported,
                             DeckFormat format) {
  if (!list) return list.status();
  Result<std::vector<CardDefId>> ids = resolve_deck(*list, db, allow_unsupported);
  if (!ids) return ids.status();
  // CR 100.2a: in constructed play a deck must contain at least sixty cards (the main deck;
  // the sideboard is not counted).
  if (format == DeckFormat::Constructed && ids->size() < kConstructedMinDeck)
    return Status::error(
        "deck \"" + list->name + "\" has " + std::to_string(ids->size()) +
        (ids->size() == 1 ? " card" : " cards") + ": constructed play needs at least " +
        std::to_string(kConstructedMinDeck) + " (CR 100.2a); a casual game allows any size");
  if (format == DeckFormat::Constructed)
    if (Status s = check_copies(list->name, *ids, db); !s) return s;
  PlayerSetup p;
  p.deck_name = list->name;
  p.deck = std::move(*ids);
  return p;
}

}  // namespace

CardPool CardPool::builtin() {
  // The built-in db lives for the whole program: the pool shares it without owning it.
  static const std::shared_ptr<const CardDb> shared(&builtin_card_db(), [](const CardDb*) {});
  return CardPool(shared);
}

Result<CardPool> CardPool::with_scripts(const std::vector<std::string>& paths,
                                        std::vector<std::string>* notes) {
  if (paths.empty()) return builtin();
  auto db = std::make_shared<CardDb>(builtin_card_db());
  for (const std::string& path : paths) {
    Result<CardScriptsAdded> added = add_card_scripts(*db, path);
    if (!added) return Status::error(path + ": " + added.message());
    std::string note = "cards: " + std::to_string(added->added) + " added from " + path + ", " +
                       std::to_string(added->duplicates) + " already in the pool";
    if (added->refused > 0)
      note += ", " + std::to_string(added->refused) + " not loaded: first: " + added->first_refusal;
    if (notes) notes->push_back(std::move(note));
  }
  return CardPool(std::move(db));
}

Result<CardPool> CardPool::from_table(const std::vector<CardScript>& table) {
  auto db = std::make_shared<CardDb>();
  uint32_t next = 0;
  for (const CardScript& c : table) {
    if (c.id < next)
      return Status::error("card table: ids are not ascending at id " + std::to_string(c.id));
    for (; next < c.id; ++next) {
      std::string filler = "Name:(no card " + std::to_string(next) + ")\nTypes:Land\n";
      if (Status s = db->add_script(filler, kPlaceholderSource); !s)
        return Status::error("card table: cannot fill id " + std::to_string(next) + ": " +
                             s.message());
    }
    if (Status s = db->add_script(c.script, c.source.empty() ? "record" : c.source); !s)
      return Status::error("card table: card id " + std::to_string(c.id) + ": " + s.message());
    ++next;
  }
  return CardPool(std::move(db));
}

size_t CardPool::size() const {
  return db_->size();
}

const std::vector<DeckInfo>& CardPool::builtin_decks() {
  static const std::vector<DeckInfo> decks = [] {
    std::vector<DeckInfo> out;
    for (const BuiltinDeck& d : rwd::builtin_decks()) out.push_back({d.id, d.name});
    return out;
  }();
  return decks;
}

std::vector<std::string> CardPool::default_decks() {
  const auto& decks = builtin_decks();
  return {decks.at(0).id, decks.at(decks.size() > 1 ? 1 : 0).id};
}

Result<PlayerSetup> CardPool::deck(const std::string& arg, bool allow_unsupported,
                                   DeckFormat format) const {
  if (const BuiltinDeck* b = find_builtin_deck(arg))
    return setup_of(parse_deck(b->text, b->id), *db_, allow_unsupported, format);
  if (std::filesystem::exists(arg))
    return setup_of(load_deck_file(arg), *db_, allow_unsupported, format);
  std::string known;
  for (const DeckInfo& d : builtin_decks()) known += (known.empty() ? "" : ", ") + d.id;
  return Status::error("deck \"" + arg + "\" is neither a built-in deck (" + known +
                       ") nor a file");
}

Result<PlayerSetup> CardPool::deck_text(std::string_view text, std::string_view source,
                                        bool allow_unsupported, DeckFormat format) const {
  return setup_of(parse_deck(text, source), *db_, allow_unsupported, format);
}

Result<CardDefId> CardPool::card(std::string_view name) const {
  std::optional<CardDefId> id = db_->find(name);
  if (!id) return Status::error("unknown card \"" + std::string(name) + "\"");
  return *id;
}

Result<std::string> CardPool::playable_card(std::string_view name, bool allow_unsupported) const {
  Result<CardDefId> id = card(name);
  if (!id) return id.status();
  const CardDef& d = db_->get(*id);
  if (!d.supported() && !allow_unsupported)
    return Status::error("card \"" + d.name() + "\" cannot be used: line " +
                         std::to_string(d.unsupported[0].line) + " \"" + d.unsupported[0].text +
                         "\": " + d.unsupported[0].reason);
  return d.name();
}

std::optional<NotImplemented> CardPool::first_unsupported() const {
  for (size_t i = 0; i < db_->size(); ++i) {
    const CardDef& def = db_->cards()[i];
    if (def.supported() || is_placeholder(*db_, static_cast<CardDefId>(i))) continue;
    const UnsupportedLine& u = def.unsupported[0];
    return NotImplemented{def.name(), u.line, u.text, u.reason};
  }
  return std::nullopt;
}

std::vector<NotImplemented> not_implemented(const CardDb& db, const GameSetup& setup) {
  std::vector<NotImplemented> out;
  std::set<CardDefId> seen;  // membership only: the order is the decks'
  for (const PlayerSetup& p : setup.players)
    for (CardDefId id : p.deck) {
      if (!seen.insert(id).second) continue;
      const CardDef& def = db.get(id);
      for (const UnsupportedLine& u : def.unsupported)
        out.push_back({def.name(), u.line, u.text, u.reason});
    }
  return out;
}

std::vector<CardScript> card_scripts(const CardDb& db, const std::vector<CardDefId>& used) {
  std::vector<uint16_t> ids;
  ids.reserve(used.size());
  for (CardDefId id : used) ids.push_back(raw(id));
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::vector<CardScript> out;
  out.reserve(ids.size());
  for (uint16_t id : ids) {
    const CardDef& def = db.get(static_cast<CardDefId>(id));
    out.push_back({id, def.source, def.script});
  }
  return out;
}

std::string card_name(const CardDb& db, CardDefId id) {
  return db.has(id) ? db.get(id).name() : "?";
}

std::vector<FaceText> card_faces_text(const CardDb& db, CardDefId id) {
  std::vector<FaceText> out;
  if (!db.has(id)) return out;
  for (const CardFace& face : db.get(id).faces) out.push_back({face.name, face.oracle});
  return out;
}

}  // namespace rwd
