// Game::effect and Game::fits: the effect summaries bots read, and the test of a viewed card
// against a summary's filter (types, colors, controller, tapped, printed subtypes).
#include <gtest/gtest.h>

#include <string>

#include "game/card_pool.h"
#include "game/game.h"

namespace rwd {

namespace {

Game board() {
  Position pos;
  pos.players[0].battlefield = {{"Ali Baba"}, {"Grizzly Bears", true}};
  pos.players[0].hand = {{"Terror"}, {"Lightning Bolt"}};
  pos.players[0].library = {{"Island"}};
  pos.players[1].battlefield = {{"Wall of Wood"}, {"Black Knight"}, {"Alpha Myr"}};
  pos.players[1].library = {{"Island"}};
  Result<Game> g = Game::from_position(pos, CardPool::builtin().db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

const CardView& card(const PlayerView& v, const std::string& name) {
  for (const CardView& c : v.battlefield)
    if (c.name == name) return c;
  for (const CardView& c : v.players[0].hand)
    if (c.name == name) return c;
  ADD_FAILURE() << name;
  return v.battlefield.front();
}

}  // namespace

TEST(GameEffectsTest, LooksUpEachKindOfAbility) {
  Game g = board();
  const PlayerView v = g.view(PlayerId::P1);
  const int bolt = card(v, "Lightning Bolt").def, ali = card(v, "Ali Baba").def,
            bears = card(v, "Grizzly Bears").def;
  const EffectSummary* spell = g.effect(bolt, AbilityKind::Spell);
  ASSERT_NE(spell, nullptr);
  EXPECT_EQ(spell->first().type, EffectType::Damage);
  EXPECT_EQ(g.effect(bolt, AbilityKind::Spell, 1), nullptr);  // a card has one spell ability
  EXPECT_EQ(g.effect(bolt, AbilityKind::Activated), nullptr);
  EXPECT_EQ(g.effect(bears, AbilityKind::Spell), nullptr);  // a creature card has none
  const EffectSummary* tap = g.effect(ali, AbilityKind::Activated, 0);
  ASSERT_NE(tap, nullptr);
  EXPECT_EQ(tap->first().type, EffectType::Tap);
  EXPECT_EQ(g.effect(ali, AbilityKind::Activated, 1), nullptr);
  EXPECT_EQ(g.effect(-1, AbilityKind::Spell), nullptr);
  EXPECT_EQ(g.effect(1 << 20, AbilityKind::Spell), nullptr);
}

TEST(GameEffectsTest, FitsTestsTypesColorsAndPrintedSubtypes) {
  Game g = board();
  const PlayerView v = g.view(PlayerId::P1);
  // Ali Baba: "tap target Wall" (Creature.Wall): a printed subtype the view does not show.
  const FilterSummary& wall =
      g.effect(card(v, "Ali Baba").def, AbilityKind::Activated)->targets.at(0);
  EXPECT_TRUE(g.fits(wall, card(v, "Wall of Wood"), PlayerId::P1));
  EXPECT_FALSE(g.fits(wall, card(v, "Black Knight"), PlayerId::P1));
  // Terror: nonartifact, nonblack creature.
  const FilterSummary& terror = g.effect(card(v, "Terror").def, AbilityKind::Spell)->targets.at(0);
  EXPECT_TRUE(g.fits(terror, card(v, "Wall of Wood"), PlayerId::P1));
  EXPECT_FALSE(g.fits(terror, card(v, "Black Knight"), PlayerId::P1));  // black
  EXPECT_FALSE(g.fits(terror, card(v, "Alpha Myr"), PlayerId::P1));     // an artifact
  EXPECT_TRUE(g.fits(terror, card(v, "Grizzly Bears"), PlayerId::P1));
  // Lightning Bolt's "any target" fits every creature; its player term is not an object's.
  const FilterSummary& any =
      g.effect(card(v, "Lightning Bolt").def, AbilityKind::Spell)->targets.at(0);
  EXPECT_TRUE(any.allows_players());
  EXPECT_TRUE(g.fits(any, card(v, "Alpha Myr"), PlayerId::P2));
}

TEST(GameEffectsTest, FitsTestsControllerAndTappedRelativeToTheAbilitysController) {
  Game g = board();
  const PlayerView v = g.view(PlayerId::P1);
  FilterSummary yours;
  yours.terms.resize(1);
  yours.terms[0].control = FilterControl::You;
  yours.terms[0].tapped = 1;
  EXPECT_TRUE(g.fits(yours, card(v, "Grizzly Bears"), PlayerId::P1));  // p1's, tapped
  EXPECT_FALSE(g.fits(yours, card(v, "Grizzly Bears"), PlayerId::P2));
  EXPECT_FALSE(g.fits(yours, card(v, "Ali Baba"), PlayerId::P1));  // untapped
  FilterSummary none;
  EXPECT_FALSE(g.fits(none, card(v, "Ali Baba"), PlayerId::P1));  // no term, no fit
}

}  // namespace rwd
