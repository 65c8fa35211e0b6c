// Mana costs (rule 202, 107.4): generic, colored, colorless, hybrid, X. Parsed from Forge's
// ManaCost syntax ("2 W W", "GW GW", "G/W", "2/W", "X R", "no cost"). Thread-safe: values.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "cards/color.h"
#include "core/status.h"

namespace rwd {

// One hybrid symbol: {W/U} (two colors, colors has two bits) or {2/W} (monocolored
// hybrid: one color or `generic_alt` generic mana, rule 107.4e).
struct HybridSymbol {
  ColorMask colors = 0;
  uint8_t generic_alt = 0;
  friend bool operator==(const HybridSymbol&, const HybridSymbol&) = default;
};

struct ManaCost {
  static constexpr int kMaxHybrid = 8;

  bool has_cost = false;  // false for "no cost" (lands, rule 202.1b)
  uint8_t generic = 0;
  uint8_t colored[kNumColors] = {};
  uint8_t colorless = 0;  // {C}: must be paid with colorless mana (107.4c)
  uint8_t x_count = 0;    // number of {X} symbols (107.3)
  uint8_t num_hybrid = 0;
  HybridSymbol hybrid[kMaxHybrid] = {};

  // Mana value (202.3): X counts as 0; a hybrid symbol counts its largest component.
  int mana_value() const;
  // Colors of the cost (202.2): every colored and hybrid symbol.
  ColorMask colors() const;
  // "{2}{W}{W}" rendering.
  std::string to_string() const;
  friend bool operator==(const ManaCost&, const ManaCost&) = default;
};

// Parses Forge's ManaCost text. Phyrexian and snow symbols are reported as errors naming the
// symbol: the engine cannot pay them yet, and a card must never load with a wrong cost.
Result<ManaCost> parse_mana_cost(std::string_view text);

}  // namespace rwd
