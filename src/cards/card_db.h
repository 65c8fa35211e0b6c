// CardDb: the card definitions a game may use, indexed by CardDefId in load order, with
// name lookup. Thread-safety: loading (add_*, load_path) mutates and must finish before the
// db is shared; afterwards it is immutable and any number of threads may call const methods.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card_def.h"
#include "core/ids.h"
#include "core/status.h"

namespace rwd {

class CardDb {
 public:
  // Most cards one db can hold (CardDefId::None is reserved).
  static constexpr size_t kMaxCards = 0xFFFF;

  // Parses one card script (see parse_card_script) and appends it. Cards with unsupported
  // lines are kept (so they can be reported); decks refuse them. Errors: a syntax error, a
  // name that is already loaded, or a full db. On error the db is unchanged. With
  // `skipped_duplicate`, a card whose name is already loaded is not an error: it is left
  // out, *skipped_duplicate is set and the result is ok.
  Status add_script(std::string_view text, std::string_view source, int line_offset = 0,
                    bool* skipped_duplicate = nullptr);

  // Our bundle format: card scripts separated by lines holding exactly "---". Messages
  // give the bundle's own line numbers. On error, cards before the failing one stay loaded.
  Status add_bundle(std::string_view text, std::string_view source);

  // A directory (every *.txt beneath it, recursively, in sorted path order) or one file.
  // A file with a "---" line is read as a bundle, otherwise as one script. Stops at the
  // first error, which names the file; cards from earlier files stay loaded.
  Status load_path(const std::string& path);

  // Exact name first, then case-insensitive; names of every face are matched, as is a split
  // card's "Left // Right". std::nullopt iff no card matches.
  std::optional<CardDefId> find(std::string_view name) const;

  // REQUIRES: raw(id) < size().
  const CardDef& get(CardDefId id) const;
  size_t size() const { return cards_.size(); }
  const std::vector<CardDef>& cards() const { return cards_; }

 private:
  struct Entry {
    CardDefId id;
    bool front;  // the card's main name; wins over another card's face name
  };
  using Index = std::map<std::string, Entry, std::less<>>;
  static void index(Index& map, std::string key, Entry e);

  std::vector<CardDef> cards_;
  Index exact_;   // every face name (and "A // B") -> card
  Index folded_;  // the same, lowercased
};

// Reads a whole file. Error "cannot read file: PATH" if it cannot be opened.
Result<std::string> read_text_file(const std::string& path);

}  // namespace rwd
