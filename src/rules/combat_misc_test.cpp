// The combat-and-misc family's state (rules/combat_misc.h): poison counters on players and
// the extra abilities and kinds of continuous effects are part of the state value: copied,
// compared, hashed and encoded; and the effects' computed results (flags, lost keywords).
#include "rules/combat_misc.h"

#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/state_codec.h"
#include "rules/state_hash.h"
#include "rules/zones.h"

namespace rwd {
namespace {

Game bears_game() {
  Position pos;
  pos.players[0].battlefield = {PositionCard{"Serra Angel"}, PositionCard{"Forest"}};
  pos.players[0].library = {PositionCard{"Forest"}, PositionCard{"Forest"}};
  pos.players[1].battlefield = {PositionCard{"Grizzly Bears"}};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Forest"}};
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// 122.1f: poison counters are part of the state: equality, hash and snapshot see them.
TEST(CombatMiscTest, PoisonCountersAreComparedHashedAndEncoded) {
  Game g = bears_game();
  GameState s = state_of(g);
  s.players[1].poison = 3;
  EXPECT_FALSE(s == state_of(g));
  EXPECT_NE(hash_state(s), g.hash());
  Result<Game> thawed = Game::from_snapshot(encode_state(s), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(state_of(*thawed).players[1].poison, 3);
  EXPECT_EQ(thawed->hash(), hash_state(s));
}

// Granted abilities (extra bits), lost keywords and end-of-combat effects round-trip through
// a snapshot, change the hash, and give the computed flags and keywords.
TEST(CombatMiscTest, EffectExtrasAndDebuffsRoundTripAndApply) {
  Game g = bears_game();
  GameState s = state_of(g);
  const ObjectId angel = s.battlefield[0];
  ContinuousEffect grant;
  grant.object = angel;
  grant.zone_changes = s.obj(angel).zone_changes;
  grant.extra = kExtraUnblockable | kExtraCantRegenerate | (1u << 3);  // + mountainwalk
  s.effects.push_back(grant);
  ContinuousEffect lose;
  lose.object = angel;
  lose.zone_changes = s.obj(angel).zone_changes;
  lose.kind = EffectKind::LoseKeywords;
  lose.keywords = static_cast<uint16_t>(1u << static_cast<int>(Keyword::Flying));
  lose.duration = EffectDuration::Permanent;
  lose.timestamp = 1;
  s.effects.push_back(lose);
  EXPECT_NE(hash_state(s), g.hash());
  // Decoding recomputes the characteristics from the effects.
  Result<Game> thawed = Game::from_snapshot(encode_state(s), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  ASSERT_EQ(state_of(*thawed).effects.size(), 2u);
  EXPECT_EQ(state_of(*thawed).effects[0], s.effects[0]);
  EXPECT_EQ(state_of(*thawed).effects[1], s.effects[1]);
  // The computed values: refresh_characteristics applies the effects in timestamp order.
  Ctx c{s, g.db(), nullptr};
  refresh_characteristics(c, angel);
  const Object& o = s.obj(angel);
  EXPECT_TRUE(o.has(kUnblockable));
  EXPECT_TRUE(o.has(kCantRegenerate));
  EXPECT_FALSE(o.has(kPreventCombatDamage));
  EXPECT_EQ(o.keywords.evasion, 1u << 3);
  EXPECT_FALSE(o.has(Keyword::Flying));    // lost (613.1f)
  EXPECT_TRUE(o.has(Keyword::Vigilance));  // the rest stays
}

}  // namespace
}  // namespace rwd
