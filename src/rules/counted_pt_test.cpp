// Static abilities whose bonus counts something (613.4c, layer 7c: "gets +1/+1 for each
// artifact you control"): AddPower$ X / AddToughness$ X with X an SVar that counts. The count
// is made again whenever continuous effects are recomputed (611.3a: a static ability's effect
// is not locked in), from the point of view of the static's controller. Test cards written
// from rules text.
#include <gtest/gtest.h>

#include <optional>
#include <random>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// "Test Tinkerer gets +1/+1 for each artifact you control."
       "Name:Test Tinkerer\nManaCost:1 W\nTypes:Creature Human Artificer\nPT:1/1\n"
       "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | "
       "Description$ CARDNAME gets +1/+1 for each artifact you control.\n"
       "SVar:X:Count$Valid Artifact.YouCtrl\n",
       // "Creatures you control get +2/+0 for each card in your hand" (Times), and
       // "-0/-1 for each card in your hand" (a negative amount).
       "Name:Test Hoard\nManaCost:2 R\nTypes:Enchantment\n"
       "S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ X | AddToughness$ -Y | "
       "Description$ Creatures you control get +2/-1 for each card in your hand.\n"
       "SVar:X:Count$InYourHand/Times.2\nSVar:Y:Count$InYourHand\n",
       // "{T}: Put a charge counter on Test Battery. Creatures you control get +1/+0 for each
       // charge counter on Test Battery."
       "Name:Test Battery\nManaCost:3\nTypes:Artifact\n"
       "A:AB$ PutCounter | Cost$ T | Defined$ Self | CounterType$ CHARGE | CounterNum$ 1 | "
       "SpellDescription$ Put a charge counter on CARDNAME.\n"
       "S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ X | "
       "Description$ Creatures you control get +1/+0 for each charge counter on CARDNAME.\n"
       "SVar:X:Count$CardCounters.CHARGE\n",
       // "Test Scavenger gets +1/+1 for each creature card in all graveyards."
       "Name:Test Scavenger\nManaCost:2 B\nTypes:Creature Zombie\nPT:0/1\n"
       "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | "
       "Description$ CARDNAME gets +1/+1 for each creature card in all graveyards.\n"
       "SVar:X:Count$TypeInAllYards.Creature\n",
       // "Domain — Test Surveyor gets +1/+1 for each basic land type among lands you control."
       "Name:Test Surveyor\nManaCost:1 G\nTypes:Creature Human Scout\nPT:1/1\n"
       "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | "
       "Description$ CARDNAME gets +1/+1 for each basic land type among lands you control.\n"
       "SVar:X:Count$Domain\n"},
      "counted_pt_test");
  return d;
}

TEST(CountedPtTest, CountsTheControllersArtifactsAsTheyChange) {
  // 613.4c: +1/+1 for each artifact you control; the opponent's Ornithopter doesn't count.
  Position pos;
  pos.players[0].battlefield = {
      {"Test Tinkerer"}, {"Ornithopter"}, {"Ornithopter"}, {"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Shatter"}};
  pos.players[1].battlefield = {{"Ornithopter"}};
  Game g = game_from(pos, db());
  std::optional<CardView> t = battlefield_card(g, "Test Tinkerer");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->power, 3);
  EXPECT_EQ(t->toughness, 3);
  EXPECT_EQ(t->pt_sources, "1/1 printed; +2/+2 Test Tinkerer#0");
  // 611.3a: destroying one of them changes the count at once.
  answer(g, "cast Shatter");
  answer(g, "target Ornithopter#1");
  resolve_stack(g);
  t = battlefield_card(g, "Test Tinkerer");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->power, 2);
  EXPECT_EQ(t->toughness, 2);
}

TEST(CountedPtTest, TimesAndNegativeAmountsFollowTheHand) {
  Position pos;
  pos.players[0].battlefield = {{"Test Hoard"}, {"Hill Giant"}, {"Mountain"}};  // a 3/3
  pos.players[0].hand = {{"Forest"}, {"Lightning Bolt"}};
  Game g = game_from(pos, db());
  std::optional<CardView> h = battlefield_card(g, "Hill Giant");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->power, 7);      // +2 for each of the two cards
  EXPECT_EQ(h->toughness, 1);  // -1 for each
  EXPECT_EQ(h->pt_sources, "3/3 printed; +4/-2 Test Hoard#0");
  // 611.3a: a land played from the hand is no longer counted.
  answer(g, "play Forest");
  h = battlefield_card(g, "Hill Giant");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->power, 5);
  EXPECT_EQ(h->toughness, 2);
  // Nor is a spell cast from it (601.2a: it moves to the stack first): the printed 3/3.
  answer(g, "cast Lightning Bolt");
  answer(g, "target p2");
  h = battlefield_card(g, "Hill Giant");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->power, 3);
  EXPECT_EQ(h->toughness, 3);
}

TEST(CountedPtTest, CountsCountersOnItsSource) {
  Position pos;
  PositionCard battery{"Test Battery"};
  battery.counters[static_cast<int>(CounterKind::Charge)] = 1;
  pos.players[0].battlefield = {battery, {"Grizzly Bears"}};
  Game g = game_from(pos, db());
  std::optional<CardView> b = battlefield_card(g, "Grizzly Bears");
  ASSERT_TRUE(b);
  EXPECT_EQ(b->power, 3);
  EXPECT_EQ(b->toughness, 2);
  // A second counter on the source (122.1): every creature it affects gets +1/+0 more.
  answer(g, "activate Test Battery");
  resolve_stack(g);
  b = battlefield_card(g, "Grizzly Bears");
  ASSERT_TRUE(b);
  EXPECT_EQ(b->power, 4);
  EXPECT_EQ(b->toughness, 2);
}

TEST(CountedPtTest, CountsCreatureCardsInEveryGraveyard) {
  Position pos;
  pos.players[0].battlefield = {{"Test Scavenger"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  pos.players[0].graveyard = {{"Grizzly Bears"}, {"Forest"}};
  pos.players[1].graveyard = {{"Hill Giant"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}};
  Game g = game_from(pos, db());
  std::optional<CardView> z = battlefield_card(g, "Test Scavenger");
  ASSERT_TRUE(z);
  EXPECT_EQ(z->power, 2);
  EXPECT_EQ(z->toughness, 3);
  // The opponent's Grizzly Bears dies (704.5g): one more creature card in a graveyard.
  answer(g, "cast Lightning Bolt");
  answer(g, "target Grizzly Bears");
  resolve_stack(g);
  z = battlefield_card(g, "Test Scavenger");
  ASSERT_TRUE(z);
  EXPECT_EQ(z->power, 3);
  EXPECT_EQ(z->toughness, 4);
}

TEST(CountedPtTest, DomainCountsBasicLandTypesAmongYourLands) {
  // Domain (207.2c) counts basic land types (305.6), not lands: two Forests are one type; the
  // opponent's Plains is not among the lands you control.
  Position pos;
  pos.players[0].battlefield = {{"Test Surveyor"}, {"Forest"}, {"Forest"}, {"Mountain"}};
  pos.players[0].hand = {{"Island"}};
  pos.players[1].battlefield = {{"Plains"}};
  Game g = game_from(pos, db());
  std::optional<CardView> d = battlefield_card(g, "Test Surveyor");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->power, 3);
  EXPECT_EQ(d->toughness, 3);
  answer(g, "play Island");  // a third type
  d = battlefield_card(g, "Test Surveyor");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->power, 4);
  EXPECT_EQ(d->toughness, 4);
}

TEST(CountedPtTest, RandomGamesKeepCharacteristicsExact) {
  // Whatever the random line, every permanent's power and toughness is what a recomputation
  // from scratch gives (the state checker's characteristics check): no count goes stale.
  for (uint32_t seed = 1; seed <= 20; ++seed) {
    Position pos;
    pos.players[0].battlefield = {{"Test Tinkerer"}, {"Test Battery"}, {"Mountain"}, {"Forest"}};
    pos.players[1].battlefield = {{"Test Scavenger"}, {"Test Hoard"}, {"Mountain"}, {"Forest"}};
    for (PositionPlayer& pl : pos.players) {
      pl.hand = {{"Shatter"}, {"Lightning Bolt"}, {"Ornithopter"}, {"Grizzly Bears"}};
      for (const char* name : {"Mountain", "Ornithopter", "Lightning Bolt", "Forest", "Hill Giant",
                               "Shatter", "Mountain", "Grizzly Bears", "Forest", "Ornithopter"})
        pl.library.push_back({name});
    }
    Game g = game_from(pos, db());
    std::mt19937 rng(seed);
    OptionList opts;
    for (int step = 0; step < 400 && !g.over(); ++step) {
      g.options(opts);
      ASSERT_FALSE(opts.empty());
      ASSERT_TRUE(g.apply(static_cast<int>(rng() % opts.size())));
      Status st = g.check();
      ASSERT_TRUE(st) << "seed " << seed << " step " << step << ": " << st.message();
    }
  }
}

TEST(CountedPtTest, RefusesWhatItCannotCountExactly) {
  CardDb x = builtin_card_db();
  const auto reason = [&](const std::string& script) {
    return refusal_reason(x, script, "counted_pt_test");
  };
  // Counted for each affected creature rather than for the source: refused by name.
  EXPECT_NE(
      reason("Name:Test Pack\nManaCost:G\nTypes:Enchantment\n"
             "S:Mode$ Continuous | Affected$ Creature | AddPower$ AffectedX | Description$ x\n"
             "SVar:AffectedX:Count$Valid Creature.Other\n")
          .find("AffectedX is counted for each affected object"),
      std::string::npos);
  // Power is what this layer computes: a count that tests it is refused (613.8).
  EXPECT_NE(reason("Name:Test Flock\nManaCost:G\nTypes:Enchantment\n"
                   "S:Mode$ Continuous | Affected$ Creature | AddPower$ X | Description$ x\n"
                   "SVar:X:Count$Valid Creature.powerGE2\n")
                .find("tests power"),
            std::string::npos);
  // A count the engine doesn't make (your life total) names the SVar.
  EXPECT_NE(reason("Name:Test Realm\nManaCost:G\nTypes:Enchantment\n"
                   "S:Mode$ Continuous | Affected$ Creature | AddPower$ X | Description$ x\n"
                   "SVar:X:Count$YourLifeTotal\n")
                .find("X = Count$YourLifeTotal"),
            std::string::npos);
}

}  // namespace
}  // namespace rwd
