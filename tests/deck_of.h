// Test helper: a player's deck from card names and counts of the built-in pool (or any
// CardDb), for the random-games tests. A name the pool lacks fails the calling test.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <utility>
#include <vector>

#include "cards/card_db.h"
#include "game/game.h"

namespace rwd {

inline PlayerSetup deck_of(const CardDb& db, const std::vector<std::pair<const char*, int>>& list) {
  PlayerSetup p;
  for (const auto& [name, n] : list) {
    std::optional<CardDefId> id = db.find(name);
    EXPECT_TRUE(id.has_value()) << name;
    if (!id) continue;
    for (int i = 0; i < n; ++i) p.deck.push_back(*id);
  }
  return p;
}

}  // namespace rwd
