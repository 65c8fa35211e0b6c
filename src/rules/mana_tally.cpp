#include "rules/mana_tally.h"

namespace rwd {

namespace {

ManaSourceTally count(const GameState& s, uint8_t player) {
  ManaSourceTally t;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.controller == player && counts_as_mana_source(s, o)) mana_tally_add(t, o, +1);
  }
  return t;
}

}  // namespace

void recount_mana_tally(GameState& s, uint8_t player) {
  s.players[player].mana_sources = count(s, player);
}

void recount_mana_tallies(GameState& s) {
  for (int p = 0; p < kNumPlayers; ++p) recount_mana_tally(s, static_cast<uint8_t>(p));
}

bool mana_tallies_ok(const GameState& s) {
  for (int p = 0; p < kNumPlayers; ++p)
    if (!(count(s, static_cast<uint8_t>(p)) == s.players[p].mana_sources)) return false;
  return true;
}

}  // namespace rwd
