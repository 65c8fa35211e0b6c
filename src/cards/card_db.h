// CardDb: the card definitions a game may use, indexed by CardDefId in load order, with
// name lookup. Thread-safety: loading (add_*, load_path) mutates and must finish before the
// db is shared; afterwards it is immutable and any number of threads may call const methods.
#pragma once

#include <cassert>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cards/card_def.h"
#include "core/ids.h"
#include "core/status.h"
#include "core/text_file.h"

namespace rwd {

class CardDb {
 public:
  // Most cards one db can hold; ids from kTokenBase up are token definitions.
  static constexpr size_t kMaxCards = 0x7FFF;
  // Token definitions (111.4): each card that creates tokens or has a back face gets a slot
  // s, in the order cards are added; the k-th token (k < kMaxTokensPerCard, counted over the
  // card's spell, activated and triggered abilities in that order) it creates is id
  // kTokenBase + s * kMaxTokensPerCard + k. So the id depends only on the cards before it,
  // and a db rebuilt from a record's card table (the same cards in the same order) gives
  // tokens the same ids. Past kMaxTokenMakers such cards, the next is refused as unsupported.
  static constexpr uint16_t kTokenBase = 0x8000;
  static constexpr int kMaxTokensPerCard = 8;
  static constexpr size_t kMaxTokenMakers = 0xFFF;

  // Parses one card script (see parse_card_script) and appends it. Cards with unsupported
  // lines are kept (so they can be reported); decks refuse them. Errors: a syntax error, a
  // name that is already loaded, or a full db. On error the db is unchanged. With
  // `skipped_duplicate`, a card whose name is already loaded is not an error: it is left
  // out, *skipped_duplicate is set and the result is ok.
  Status add_script(std::string_view text, std::string_view source, int line_offset = 0,
                    bool* skipped_duplicate = nullptr);
  // Appends an already parsed card (parse_card_script), with add_script's errors and
  // `skipped_duplicate`. Tests use it to run programs they build by hand.
  Status add_card(CardDef def, bool* skipped_duplicate = nullptr);

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

  // REQUIRES: has(id).
  const CardDef& get(CardDefId id) const {  // inline: the engine calls it in every check
    if (raw(id) < kTokenBase) {
      assert(raw(id) < cards_.size());
      return cards_[raw(id)];
    }
    return token(id);
  }
  // True iff id is a loaded card, a token definition or a back face.
  bool has(CardDefId id) const;
  // Transforming double-faced cards (AlternateMode:DoubleFaced, 712): the back face of card c
  // has a definition of its own (that face alone), id kTokenBase + c * kMaxTokensPerCard +
  // kBackFaceSlot, so a transformed permanent is the same object with another `def`. Such a
  // card's abilities create at most kBackFaceSlot kinds of token.
  static constexpr int kBackFaceSlot = kMaxTokensPerCard - 1;
  // The back face's definition of card `id`, or CardDefId::None if it has none.
  CardDefId back_face(CardDefId id) const;
  // For a back face's definition, its card; otherwise `id` itself.
  CardDefId front_face(CardDefId id) const;
  // The program of ability number `ability` (CardFace::program) of an object whose definition
  // is `id`: its own face's, or, for a transforming card, the other face's (an ability on the
  // stack exists apart from its source, 113.7a, which may have transformed since). Only one
  // face of such a card may have abilities (refused otherwise), so this is exact. nullptr if
  // neither face has it.
  const Program* ability_program(CardDefId id, uint8_t ability) const;
  // The face whose activated and triggered abilities an object with definition `id` has
  // waiting or on the stack: its own, or for a transforming card the face that has abilities.
  const CardFace& ability_face(CardDefId id) const;
  // The definition of token `local` (Program::tokens index) of ability number `ability`
  // (CardFace::program) of card `card`. REQUIRES: that program has that token.
  CardDefId token_def(CardDefId card, uint8_t ability, int local) const;
  size_t size() const { return cards_.size(); }
  // True iff some card has an ability activated from its owner's hand (Cycling, 702.29a):
  // only then are hands looked at for Activate options.
  bool any_hand_abilities() const { return hand_abilities_; }
  // True iff some card lets a player play more lands (StaticEffect::LandPlays, 305.2).
  bool any_land_plays() const { return land_plays_; }
  const std::vector<CardDef>& cards() const { return cards_; }

 private:
  const CardDef& token(CardDefId id) const;  // get() of a token definition
  struct Entry {
    CardDefId id;
    bool front;  // the card's main name; wins over another card's face name
  };
  using Index = std::map<std::string, Entry, std::less<>>;
  static void index(Index& map, std::string key, Entry e);

  void add_tokens(CardDefId id);
  void note_turn_facts(CardDefId id);

  std::vector<CardDef> cards_;
  bool hand_abilities_ = false;
  std::vector<uint16_t> slot_of_;      // by card id: its token slot + 1, 0 for none
  std::vector<CardDefId> slot_card_;   // by token slot: the card
  uint16_t token_base(CardDefId card) const {  // REQUIRES: the card has a slot
    return static_cast<uint16_t>(kTokenBase + (slot_of_[raw(card)] - 1) * kMaxTokensPerCard);
  }
  bool land_plays_ = false;
  std::map<uint16_t, CardDef> tokens_;  // token definitions by id (looked up, never iterated)
  Index exact_;   // every face name (and "A // B") -> card
  Index folded_;  // the same, lowercased
};

// read_text_file (reading a whole file) is in core/text_file.h.

}  // namespace rwd
