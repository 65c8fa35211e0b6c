// Combat restrictions and requirements given by a resolved effect until end of turn (Pump KW$
// HIDDEN ...) or by a static ability (AddHiddenKeyword$): "can't block" (509.1a), "can't
// attack" (508.1a), "attacks each combat if able" (508.1d), "can't be blocked" (509.1b).
// Test cards written from rules text.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Target creature can't block this turn."
       "Name:Test Cower\nManaCost:R\nTypes:Instant\n"
       "A:SP$ Pump | Cost$ R | ValidTgts$ Creature | KW$ HIDDEN CARDNAME can't block. | "
       "IsCurse$ True | SpellDescription$ Target creature can't block this turn.\n",
       // "Creatures your opponents control attack each combat if able and can't block."
       "Name:Test Warcry\nManaCost:2 R\nTypes:Enchantment\n"
       "S:Mode$ Continuous | Affected$ Creature.OppCtrl | AddHiddenKeyword$ CARDNAME attacks each "
       "combat if able. & CARDNAME can't block. | Description$ Creatures your opponents control "
       "attack each combat if able and can't block.\n",
       // "Creatures you control can't be blocked."
       "Name:Test Fog Bank\nManaCost:2 U\nTypes:Enchantment\n"
       "S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddHiddenKeyword$ Unblockable | "
       "Description$ Creatures you control can't be blocked.\n"},
      "hidden_keywords_test");
  return d;
}

const Object& named(const Game& g, const std::string& name) {
  for (ObjectId id : state_of(g).battlefield)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return state_of(g).obj(id);
  ADD_FAILURE() << name << " is not on the battlefield";
  return state_of(g).obj(state_of(g).battlefield[0]);
}

TEST(HiddenKeywordsTest, CantBlockThisTurnThenItCanAgain) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}, {"Grizzly Bears"}};
  pos.players[0].hand = {{"Test Cower"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db(), 4);
  answer(g, "cast Test Cower");
  answer(g, "target Hill Giant");
  resolve_stack(g);
  EXPECT_TRUE(named(g, "Hill Giant").has(kCantBlock));  // 509.1a
  EXPECT_FALSE(named(g, "Grizzly Bears").has(kCantBlock));
  // Attack with the Bears: p2 is not asked to block (its only creature can't).
  for (int guard = 0; guard < 10 && g.pending().kind != DecisionKind::DeclareAttackers; ++guard)
    answer(g, "pass");
  ASSERT_EQ(g.pending().kind, DecisionKind::DeclareAttackers);
  answer(g, "attack with Grizzly Bears");  // the only attacker: the declaration ends
  for (int guard = 0; guard < 10 && state_of(g).step <= Step::DeclareBlockers; ++guard) {
    EXPECT_NE(g.pending().kind, DecisionKind::DeclareBlockers);
    answer(g, "pass");
  }
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, kStartingLife - 2);
  // 514.2: the effect ends with the turn.
  const int turn = state_of(g).turn;
  for (int guard = 0; guard < 200 && state_of(g).turn == turn; ++guard) ASSERT_TRUE(g.apply(0));
  EXPECT_FALSE(named(g, "Hill Giant").has(kCantBlock));
}

TEST(HiddenKeywordsTest, AStaticGivesTwoHiddenAbilitiesToOpponentsCreatures) {
  Position pos;
  pos.players[0].battlefield = {{"Test Warcry"}, {"Grizzly Bears"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db(), 4);
  EXPECT_TRUE(named(g, "Hill Giant").has(kAttacksEachCombat));  // 508.1d
  EXPECT_TRUE(named(g, "Hill Giant").has(kCantBlock));          // 509.1a
  EXPECT_FALSE(named(g, "Grizzly Bears").has(kAttacksEachCombat));
  EXPECT_FALSE(named(g, "Grizzly Bears").has(kCantBlock));
}

TEST(HiddenKeywordsTest, AttacksEachCombatFromAStaticIsARequirement) {
  // p2's turn, declare attackers: both of p2's creatures must attack (508.1d), so done is not
  // offered until both do.
  Position pos;
  pos.active = PlayerId::P2;
  pos.step = Step::DeclareAttackers;
  pos.players[0].battlefield = {{"Test Warcry"}};
  pos.players[1].battlefield = {{"Hill Giant"}, {"Grizzly Bears"}};
  Game g = game_from(pos, db(), 4);
  ASSERT_EQ(g.pending().kind, DecisionKind::DeclareAttackers);
  EXPECT_FALSE(has_option(g, "done"));
  answer(g, "attack with Hill Giant");
  // The Bears must attack too: with done not offered it is the only choice, made without
  // asking; p1 has no blocker, so both deal their combat damage (510.2).
  for (int guard = 0; guard < 10 && state_of(g).step <= Step::CombatDamage; ++guard)
    answer(g, "pass");
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, kStartingLife - 5);
}

TEST(HiddenKeywordsTest, UnblockableFromAStatic) {
  Position pos;
  pos.players[0].battlefield = {{"Test Fog Bank"}, {"Grizzly Bears"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db(), 4);
  EXPECT_TRUE(named(g, "Grizzly Bears").has(kUnblockable));  // 509.1b
  EXPECT_FALSE(named(g, "Hill Giant").has(kUnblockable));
}

}  // namespace
}  // namespace rwd
