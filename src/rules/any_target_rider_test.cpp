// "Deals 3 damage to any target. A creature dealt damage this way can't be regenerated this
// turn.": the rider on an earlier "any target" (115.4) applies to a creature (701.15c) and
// skips a player. Test card written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {"Name:Test Searing Bolt\nManaCost:1 R\nTypes:Instant\n"
       "A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 3 | "
       "SubAbility$ DBNoRegen | SpellDescription$ CARDNAME deals 3 damage to any target. A "
       "creature dealt damage this way can't be regenerated this turn.\n"
       "SVar:DBNoRegen:DB$ Pump | KW$ HIDDEN CARDNAME can't be regenerated. | Defined$ Targeted\n"},
      "any_target_rider_test");
  return d;
}

// p1 aims `spell` at p2's Drudge Skeletons; p2 regenerates it in response.
Game bolt_a_regenerator(const char* spell) {
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{spell}, {"Grizzly Bears"}};
  pos.players[1].battlefield = {{"Drudge Skeletons"}, {"Swamp"}};
  Game g = game_from(pos, db(), 4);
  answer(g, std::string("cast ") + spell);
  answer(g, "target Drudge Skeletons");
  answer(g, "activate Drudge Skeletons");  // p2: a regeneration shield (701.15)
  resolve_stack(g);
  return g;
}

TEST(AnyTargetRiderTest, TheCreatureCantBeRegenerated) {  // 701.15c
  const CardDef& def = db().get(*db().find("Test Searing Bolt"));
  ASSERT_TRUE(def.supported()) << def.unsupported[0].reason;
  Game g = bolt_a_regenerator("Test Searing Bolt");
  EXPECT_FALSE(battlefield_card(g, "Drudge Skeletons"));
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P2).graveyard, "Drudge Skeletons"), 1u);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(AnyTargetRiderTest, WithoutTheRiderItRegenerates) {  // 701.15a: the control case
  Game g = bolt_a_regenerator("Lightning Bolt");
  // (Nobody can act after that, so play has gone on to p2's turn, which untapped it.)
  EXPECT_TRUE(battlefield_card(g, "Drudge Skeletons"));
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P2).graveyard, "Drudge Skeletons"), 0u);
}

TEST(AnyTargetRiderTest, APlayerTargetTakesTheDamageOnly) {  // 115.4, 120.3a
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Searing Bolt"}, {"Grizzly Bears"}};
  pos.players[1].battlefield = {{"Drudge Skeletons"}};
  Game g = game_from(pos, db(), 4);
  answer(g, "cast Test Searing Bolt");
  answer(g, "target p2");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 17);
  EXPECT_TRUE(state_of(g).effects.empty());  // nothing was made to apply to a player
  EXPECT_TRUE(g.check()) << g.check().message();
}

}  // namespace
}  // namespace rwd
