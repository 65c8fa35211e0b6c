// Spells with several targets of one word: "up to two target creatures" (TargetMin$ 0 |
// TargetMax$ 2: the player chooses how many as the spell is cast, 601.2c) and "two target
// creatures" (TargetMin$ = TargetMax$ = 2: both needed to cast it, 601.2c, 115.3 one object
// not chosen twice), for Pump, Tap and DealDamage. 608.2b: a target that became illegal is
// not affected; the spell does nothing only if every chosen target is illegal. Test cards
// written from rules text.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Up to two target creatures each get +2/+2 until end of turn."
       "Name:Test Rally\nManaCost:G\nTypes:Instant\n"
       "A:SP$ Pump | Cost$ G | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2 | NumAtt$ +2 | "
       "NumDef$ +2 | TgtPrompt$ Select target creature | SpellDescription$ Up to two target "
       "creatures each get +2/+2 until end of turn.\n",
       // "Tap up to two target creatures."
       "Name:Test Frost\nManaCost:U\nTypes:Instant\n"
       "A:SP$ Tap | Cost$ U | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2 | "
       "TgtPrompt$ Select target creature | SpellDescription$ Tap up to two target creatures.\n",
       // "Test Salvo deals 2 damage to each of two target creatures."
       "Name:Test Salvo\nManaCost:R\nTypes:Sorcery\n"
       "A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature | TargetMin$ 2 | TargetMax$ 2 | "
       "NumDmg$ 2 | TgtPrompt$ Select target creature | SpellDescription$ CARDNAME deals 2 "
       "damage to each of two target creatures.\n",
       // "Choose one — Test Charm deals 2 damage to target creature; or target player gains 3
       // life; or destroy target artifact." (a mode per target slot, 700.2)
       "Name:Test Charm\nManaCost:R\nTypes:Instant\n"
       "A:SP$ Charm | Cost$ R | Choices$ DBBurn,DBGain,DBSmash\n"
       "SVar:DBBurn:DB$ DealDamage | ValidTgts$ Creature | NumDmg$ 2 | SpellDescription$ "
       "CARDNAME deals 2 damage to target creature.\n"
       "SVar:DBGain:DB$ GainLife | Defined$ You | LifeAmount$ 3 | SpellDescription$ "
       "You gain 3 life.\n"
       "SVar:DBSmash:DB$ Destroy | ValidTgts$ Artifact | SpellDescription$ Destroy target "
       "artifact.\n"},
      "up_to_targets_test");
  return d;
}

TEST(UpToTargetsTest, TwoTargetsChosenBothGetTheBonus) {
  Position pos;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Hill Giant"}, {"Forest"}};
  pos.players[0].hand = {{"Test Rally"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Rally");
  // 601.2c: the first target may be declined too ("up to").
  EXPECT_TRUE(has_option(g, "done")) << g.decision().prompt;
  EXPECT_NE(g.decision().prompt.find("done for no more targets"), std::string::npos);
  answer(g, "target Grizzly Bears");
  // 115.3: the creature chosen for the first target is not offered for the second.
  EXPECT_FALSE(has_option(g, "target Grizzly Bears"));
  answer(g, "target Hill Giant");
  resolve_stack(g);
  EXPECT_EQ(battlefield_card(g, "Grizzly Bears")->power, 4);
  EXPECT_EQ(battlefield_card(g, "Hill Giant")->power, 5);
}

TEST(UpToTargetsTest, OneTargetThenDone) {
  Position pos;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Hill Giant"}, {"Forest"}};
  pos.players[0].hand = {{"Test Rally"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Rally");
  answer(g, "target Hill Giant");
  answer(g, "done");
  resolve_stack(g);
  EXPECT_EQ(battlefield_card(g, "Grizzly Bears")->power, 2);
  EXPECT_EQ(battlefield_card(g, "Hill Giant")->power, 5);
}

TEST(UpToTargetsTest, ZeroTargetsCastsAndDoesNothing) {
  // 601.2c: zero is a number of targets "up to two" allows; the spell resolves.
  Position pos;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Island"}};
  pos.players[0].hand = {{"Test Frost"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Frost");
  answer(g, "done");
  EXPECT_NE(g.decision().kind, DecisionKind::ChooseTarget);  // no second slot asked after done
  resolve_stack(g);
  EXPECT_FALSE(battlefield_card(g, "Hill Giant")->tapped);
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).graveyard, "Test Frost"), 1u);
}

TEST(UpToTargetsTest, CastableWithNoCreatureAtAll) {
  Position pos;
  pos.players[0].battlefield = {{"Island"}};
  pos.players[0].hand = {{"Test Frost"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Frost");  // nothing to choose: no target asked
  EXPECT_NE(g.decision().kind, DecisionKind::ChooseTarget);
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).graveyard, "Test Frost"), 1u);
}

TEST(UpToTargetsTest, TwoFixedTargetsNeedTwoCreatures) {
  // 601.2c, 115.3: "two target creatures" can't be cast with one creature on the battlefield.
  Position pos;
  // (A Lightning Bolt in hand keeps p1 a choice, so the priority decision is asked.)
  pos.players[0].battlefield = {{"Mountain"}};
  pos.players[0].hand = {{"Test Salvo"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Hill Giant"}};
  Game g = game_from(pos, db());
  ASSERT_EQ(g.decision().player, PlayerId::P1);
  EXPECT_TRUE(has_option(g, "cast Lightning Bolt"));
  EXPECT_FALSE(has_option(g, "cast Test Salvo"));
  bool listed = false;
  for (const Unselectable& u : g.decision().unselectable) {
    listed |= u.label.find("Test Salvo") == 0;
  }
  EXPECT_TRUE(listed);
}

TEST(UpToTargetsTest, TwoFixedTargetsNoDoneAndEachIsDealtDamage) {
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Salvo"}, {"Lightning Bolt"}};  // the Bolt keeps p1 a choice
  pos.players[1].battlefield = {{"Hill Giant"}, {"Grizzly Bears"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Salvo");
  EXPECT_FALSE(has_option(g, "done"));
  answer(g, "target Hill Giant");  // the second is then the only one left: chosen without asking
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P2).graveyard, "Grizzly Bears"), 1u);
  EXPECT_EQ(battlefield_card(g, "Hill Giant")->damage, 2);
}

TEST(UpToTargetsTest, AnIllegalTargetIsSkippedAndTheOtherIsStillAffected) {
  // 608.2b: Grizzly Bears dies in response; the spell still resolves for Hill Giant.
  Position pos;
  pos.players[0].battlefield = {{"Grizzly Bears"}, {"Hill Giant"}, {"Forest"}};
  pos.players[0].hand = {{"Test Rally"}};
  pos.players[1].battlefield = {{"Mountain"}};
  pos.players[1].hand = {{"Lightning Bolt"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Rally");
  answer(g, "target Grizzly Bears");
  answer(g, "target Hill Giant");
  ASSERT_EQ(g.decision().player, PlayerId::P2);
  answer(g, "cast Lightning Bolt");
  answer(g, "target Grizzly Bears");
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P1).graveyard, "Grizzly Bears"), 1u);
  EXPECT_EQ(battlefield_card(g, "Hill Giant")->power, 5);
  EXPECT_TRUE(g.check()) << g.check().message();
}

TEST(UpToTargetsTest, AThreeModeCharmUsesItsThirdModesSlot) {
  // 700.2: one mode chosen; only that mode's target is asked, and only it happens.
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Charm"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Ornithopter"}, {"Grizzly Bears"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Charm");
  ASSERT_EQ(g.decision().kind, DecisionKind::ChooseMode);
  EXPECT_EQ(g.options().size(), 3u);
  answer(g, "mode: Destroy target artifact.");  // its one legal target is chosen without asking
  resolve_stack(g);
  EXPECT_EQ(count_named(g, state_of(g).player(PlayerId::P2).graveyard, "Ornithopter"), 1u);
  EXPECT_EQ(battlefield_card(g, "Grizzly Bears")->damage, 0);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, kStartingLife);
}

TEST(UpToTargetsTest, ACharmModeWithoutATargetIsTheOneThatHappens) {
  // 700.2: "You gain 3 life" has no target; only it happens, and the spell can't fizzle.
  Position pos;
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Charm"}, {"Lightning Bolt"}};
  pos.players[1].battlefield = {{"Ornithopter"}, {"Grizzly Bears"}};
  Game g = game_from(pos, db());
  answer(g, "cast Test Charm");
  answer(g, "mode: You gain 3 life.");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, kStartingLife + 3);
  EXPECT_EQ(count_named(g, state_of(g).battlefield, "Ornithopter"), 1u);
  EXPECT_EQ(battlefield_card(g, "Grizzly Bears")->damage, 0);
}

TEST(UpToTargetsTest, RefusesUnsupportedCounts) {
  CardDb local = builtin_card_db();
  EXPECT_EQ(refusal_reason(local,
                           "Name:Test Many\nManaCost:G\nTypes:Instant\n"
                           "A:SP$ Pump | Cost$ G | ValidTgts$ Creature | TargetMin$ 0 | "
                           "TargetMax$ 5 | NumAtt$ +1 | SpellDescription$ Up to five.\n",
                           "up_to_targets_test"),
            "more than 4 targets");
  EXPECT_NE(refusal_reason(local,
                           "Name:Test Any\nManaCost:G\nTypes:Instant\n"
                           "A:SP$ Pump | Cost$ G | ValidTgts$ Creature | TargetMin$ 0 | "
                           "TargetMax$ X | NumAtt$ +1 | SpellDescription$ Any number.\n"
                           "SVar:X:Count$xPaid\n",
                           "up_to_targets_test")
                .find("TargetMin$/TargetMax$ other than numbers"),
            std::string::npos);
}

}  // namespace
}  // namespace rwd
