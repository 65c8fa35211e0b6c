#include "rules/hand_tally.h"

#include "rules/object_facts.h"

namespace rwd {

namespace {

struct Tally {
  uint16_t lands = 0, instant_speed = 0;
};

Tally count(const GameState& s, const Player& pl) {
  Tally t;
  for (ObjectId id : pl.hand) {
    const Object& o = s.obj(id);
    t.lands = static_cast<uint16_t>(t.lands + is_land(o));
    t.instant_speed = static_cast<uint16_t>(t.instant_speed + plays_at_instant_speed(o));
  }
  return t;
}

}  // namespace

void recount_hand(GameState& s, uint8_t player) {
  Player& pl = s.players[player];
  const Tally t = count(s, pl);
  pl.hand_lands = t.lands;
  pl.hand_instant_speed = t.instant_speed;
}

void recount_hands(GameState& s) {
  for (int p = 0; p < kNumPlayers; ++p) recount_hand(s, static_cast<uint8_t>(p));
}

bool hand_tallies_ok(const GameState& s) {
  for (const Player& pl : s.players) {
    const Tally t = count(s, pl);
    if (t.lands != pl.hand_lands || t.instant_speed != pl.hand_instant_speed) return false;
  }
  return true;
}

}  // namespace rwd
