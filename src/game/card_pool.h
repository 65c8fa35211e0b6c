// CardPool: the cards a front end plays with, and the decks made of them, for the CLI, the
// server and the Python module alike. A pool is the built-in cards, optionally with card
// scripts added from folders, script files and archives (.zip, .tar.gz; built-in cards win
// over same-named scripts), or the card table of a game record. It owns its CardDb, which
// Game::create and the other factories take (pool.db()); copies share it.
// REQUIRES: some copy of a pool outlives every game made from its db().
// Thread-safe: a pool is immutable once made, and its CardDb is read-only, so any number
// of threads may use one pool, its copies and the games made from it at once.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.h"
#include "game/game.h"

namespace rwd {

// A built-in deck.
struct DeckInfo {
  std::string id;    // "green-white-beasts"
  std::string name;  // "Green-White Beasts"
};

// A card in a pool with a script line the engine does not run (a game may still use it
// with GameSetup::allow_unsupported; its view says what is missing).
struct NotImplemented {
  std::string card;    // the card's name
  int line = 0;        // the script line, 1-based
  std::string text;    // the line as written
  std::string reason;  // why the engine cannot run it
};

// One entry of a record's card table: the script of the card the game knew as `id`.
struct CardScript {
  uint16_t id = 0;
  std::string source;  // where it was read from ("builtin", a file name)
  std::string script;  // the full script text
  friend bool operator==(const CardScript&, const CardScript&) = default;
};

// The deck rules a deck given to a front end is checked against.
enum class DeckFormat : uint8_t {
  Constructed,  // CR 100.2a: a main deck of at least sixty cards, at most four of a card
  Casual,       // any main deck of at least one card (asked for by the player)
};
// The smallest main deck of constructed play (CR 100.2a).
inline constexpr int kConstructedMinDeck = 60;
// The most copies of one card (other than basic lands) a constructed deck holds (CR 100.2a).
inline constexpr int kConstructedMaxCopies = 4;

class CardPool {
 public:
  // The built-in cards (src/cards/builtin), shared by every built-in pool: no copy.
  static CardPool builtin();
  // The built-in cards plus the scripts under each of `paths` (a folder, one script, a .zip
  // or a .tar.gz). `notes` (optional) receives one line per path: "cards: 18121 added from
  // PATH, 172 already in the pool, 1 not loaded: first: ...". With no paths, builtin().
  // Errors: "--cards PATH: " and why the path cannot be read, or a full pool.
  static Result<CardPool> with_scripts(const std::vector<std::string>& paths,
                                       std::vector<std::string>* notes = nullptr);
  // The cards of a record's card table, each under its recorded id; ids the table skips
  // hold placeholders no deck may use. Never the built-in pool, so a record replays after
  // the pool changes. Errors name the entry: ids not ascending, a script that no longer
  // parses, a duplicate name.
  static Result<CardPool> from_table(const std::vector<CardScript>& table);

  // The card data games made from this pool use (opaque to front ends).
  const CardDb& db() const { return *db_; }
  size_t size() const;

  // Every built-in deck, sorted by id.
  static const std::vector<DeckInfo>& builtin_decks();
  // The default pair of decks: the first two built-in decks' ids.
  static std::vector<std::string> default_decks();
  // A deck argument: a built-in deck's id or name (case-insensitive), or the path of a
  // Forge .dck file or a plain list ("4 Grizzly Bears" per line). Errors, with the engine's
  // words: neither a built-in deck nor a file (the built-in ids are listed), a line that does
  // not parse, an unknown card, a card with unsupported lines unless `allow_unsupported`, a
  // main deck smaller than `format` allows ("deck \"NAME\" has 40 cards: constructed play
  // needs at least 60 (CR 100.2a); a casual game allows any size"), more than four copies of
  // a card other than a basic land in constructed play ("deck \"NAME\" has 8 cards named
  // Grizzly Bears: constructed play allows at most 4 ...").
  Result<PlayerSetup> deck(const std::string& arg, bool allow_unsupported = false,
                           DeckFormat format = DeckFormat::Constructed) const;
  // A deck list given as text (a .dck file's or a plain list's contents); `source` names it
  // in errors and is the deck's name when the text gives none.
  Result<PlayerSetup> deck_text(std::string_view text, std::string_view source,
                                bool allow_unsupported = false,
                                DeckFormat format = DeckFormat::Constructed) const;
  // The card named `name` (exact, then case-insensitive; any face). Error: unknown card.
  Result<CardDefId> card(std::string_view name) const;
  // The name of a card that can be used in a described board (game/types.h Position): its
  // own spelling. Errors: "unknown card \"NAME\"", "card \"NAME\" cannot be used: line N
  // \"TEXT\": REASON".
  // `allow_unsupported`: also a card with lines the engine cannot run.
  Result<std::string> playable_card(std::string_view name, bool allow_unsupported = false) const;
  // The first card (by id) with an unsupported line, placeholders of a record's table left
  // out; std::nullopt if every card is supported.
  std::optional<NotImplemented> first_unsupported() const;

 private:
  explicit CardPool(std::shared_ptr<const CardDb> db) : db_(std::move(db)) {}
  std::shared_ptr<const CardDb> db_;
};

// The questions a front end asks of a game's cards (Game::db()).

// For each distinct card in the decks, in order of first appearance, each line the engine
// does not run.
std::vector<NotImplemented> not_implemented(const CardDb& db, const GameSetup& setup);
// The card table of the cards `used` (any order, repeats allowed), in ascending id order:
// what a record keeps so that it replays without this pool. REQUIRES: every id < db.size().
std::vector<CardScript> card_scripts(const CardDb& db, const std::vector<CardDefId>& used);
// The name of card `id` ("?" if it is not in `db`).
std::string card_name(const CardDb& db, CardDefId id);

// One face's printed rules text (a card's public information, for `show CARD`).
struct FaceText {
  std::string name;  // the face's name
  std::string text;  // its rules text, "\n" between paragraphs; empty if it has none
};
// The faces of card `id`, front first; empty if `id` is not in `db`.
std::vector<FaceText> card_faces_text(const CardDb& db, CardDefId id);

}  // namespace rwd
