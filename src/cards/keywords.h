// Keyword abilities the rules engine enforces, as a bit set. The X-macro REWIND_KEYWORDS
// (game/types.h) is the single list: enum, names and parsing all come from it. Thread-safe:
// constants only.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "cards/color.h"
#include "game/types.h"

namespace rwd {

// Keyword, kNumKeywords and the REWIND_KEYWORDS X-macro they come from are in game/types.h
// (the words views and bots use).

// Evasion abilities kept apart from `bits` (which is full): landwalk (702.14) by the basic
// land type it names, fear (702.36) and horsemanship (702.31). Bit layout of
// KeywordSet::evasion: bits 0-4 are Plainswalk Islandwalk Swampwalk Mountainwalk Forestwalk
// (W U B R G color order), bit 5 Fear, bit 6 Horsemanship, bit 7 Shadow (702.28). Effects
// grant only bits 0-5
// (kExtraEvasionMask).
// X("Forge spelling", "CR rule"), in bit order.
// clang-format off
#define REWIND_EVASION(X) \
  X("Plainswalk", "702.14")   \
  X("Islandwalk", "702.14")   \
  X("Swampwalk", "702.14")    \
  X("Mountainwalk", "702.14") \
  X("Forestwalk", "702.14")   \
  X("Fear", "702.36")         \
  X("Horsemanship", "702.31") \
  X("Shadow", "702.28")
// clang-format on
inline constexpr uint8_t kFearBit = 1u << 5;
inline constexpr uint8_t kHorsemanshipBit = 1u << 6;
inline constexpr uint8_t kShadowBit = 1u << 7;
inline constexpr int kNumEvasion = 8;
// "Swampwalk", "Fear": the Forge spelling of evasion bit i.
std::string_view evasion_name(int i);
// The basic land type landwalk bit i names ("Swamp").
std::string_view landwalk_type(int i);

// Bits 5-7 of KeywordSet::protection, above the five colors: protection from a card type
// (702.16a: "protection from artifacts", "from enchantments", "from creatures").
inline constexpr ColorMask kProtectionArtifacts = 1u << 5;
inline constexpr ColorMask kProtectionEnchantments = 1u << 6;
inline constexpr ColorMask kProtectionCreatures = 1u << 7;

// Keyword bits plus "protection from <color>" as a color mask (702.16; bits 5-7: from a card
// type, above), plus evasion.
struct KeywordSet {
  uint16_t bits = 0;
  ColorMask protection = 0;
  uint8_t evasion = 0;  // see kFearBit; zero for most creatures (so it also keeps old hashes)

  bool has(Keyword k) const { return bits & (1u << static_cast<int>(k)); }
  void add(Keyword k) { bits = static_cast<uint16_t>(bits | (1u << static_cast<int>(k))); }
  void remove(Keyword k) { bits = static_cast<uint16_t>(bits & ~(1u << static_cast<int>(k))); }
  bool protected_from(ColorMask colors) const { return (protection & colors) != 0; }
  bool empty() const { return bits == 0 && protection == 0 && evasion == 0; }
  friend bool operator==(const KeywordSet&, const KeywordSet&) = default;
};

std::string_view keyword_name(Keyword k);
std::string_view keyword_rule(Keyword k);
// The Keyword spelled `name` (any case: "first strike"), as its index; -1 if none.
int keyword_index(std::string_view name);
// Parses one Forge "K:" value that the engine supports ("Flying", "Protection from red").
// Returns false for anything else; the caller reports the line as unsupported.
bool parse_keyword(std::string_view text, KeywordSet& out);
// "Flying, first strike, protection from red" style rendering, for labels and views.
std::string describe_keywords(const KeywordSet& k);

}  // namespace rwd
