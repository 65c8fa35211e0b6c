// Flashback (702.34): "Flashback [cost]" means "You may cast this card from your graveyard if
// the resulting spell is a sorcery, or if it's an instant and you could cast it now, by
// paying [cost] rather than its mana cost" and "If the flashback cost was paid, exile this
// card instead of putting it anywhere else any time it would leave the stack" (702.34a).
// Test cards written from rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {"Name:Test Flash Bolt\nManaCost:R\nTypes:Instant\nK:Flashback 1 R\n"
       "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 2 | SpellDescription$ It deals 2 "
       "damage to any target.\nOracle:It deals 2 damage to any target. Flashback {1}{R}\n",
       "Name:Test Yard Growth\nManaCost:1 G\nTypes:Sorcery\nK:Flashback 2 G\n"
       "A:SP$ GainLife | Defined$ You | LifeAmount$ 3 | SpellDescription$ You gain 3 life.\n"
       "Oracle:You gain 3 life. Flashback {2}{G}\n",
       "Name:Test Blood Bolt\nManaCost:R\nTypes:Instant\nK:Flashback R PayLife<3>\n"
       "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 1 | SpellDescription$ It deals 1 "
       "damage to any target.\nOracle:It deals 1 damage to any target. Flashback {R}, Pay "
       "3 life.\n"},
      "flashback_test");
  return d;
}

// p1 in its main phase with `lands` Mountains (and as many Forests), `graveyard` and `hand`;
// p2 holds a Counterspell with two Islands.
Game game_with(int lands, std::vector<PositionCard> graveyard, std::vector<PositionCard> hand = {},
               Step step = Step::Main1, PlayerId active = PlayerId::P1) {
  Position pos;
  pos.active = active;
  pos.step = step;
  for (int i = 0; i < lands; ++i) {
    pos.players[0].battlefield.push_back({"Mountain"});
    pos.players[0].battlefield.push_back({"Forest"});
  }
  pos.players[0].graveyard = std::move(graveyard);
  pos.players[0].hand = std::move(hand);
  pos.players[0].library = {{"Island"}, {"Swamp"}, {"Forest"}};
  pos.players[1].battlefield = {{"Island"}, {"Island"}};
  pos.players[1].hand = {{"Counterspell"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

TEST(FlashbackTest, CastFromTheGraveyardForTheFlashbackCostThenExiled) {
  Game g = game_with(1, {{"Test Flash Bolt"}});
  ASSERT_TRUE(g.parse_answer("cast Test Flash Bolt with flashback"));
  answer(g, "cast Test Flash Bolt with flashback");
  answer(g, "target p2");  // the target
  // 702.34a: {1}{R} was paid, not {R}: both lands are tapped.
  const GameState& s = state_of(g);
  ASSERT_EQ(s.stack.size(), 1u);
  int tapped = 0;
  for (ObjectId id : s.battlefield) tapped += s.obj(id).has(kTapped);
  EXPECT_EQ(tapped, 2);
  // A snapshot with the flashback spell on the stack carries that it must be exiled.
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  answer(g, "pass");  // p2 passes without countering: it resolves
  resolve_stack(*thawed);
  const GameState& after = state_of(g);
  EXPECT_EQ(after.player(PlayerId::P2).life, kStartingLife - 2);
  EXPECT_EQ(count_named(g, after.player(PlayerId::P1).exile, "Test Flash Bolt"), 1u);
  EXPECT_EQ(count_named(g, after.player(PlayerId::P1).graveyard, "Test Flash Bolt"), 0u);
  EXPECT_EQ(thawed->hash(), g.hash());
}

TEST(FlashbackTest, CounteredFlashbackSpellIsExiledToo) {
  Game g = game_with(1, {{"Test Flash Bolt"}});
  answer(g, "cast Test Flash Bolt with flashback");
  answer(g, "target p2");          // 117.3c: p1 would only pass; p2 has priority
  answer(g, "cast Counterspell");  // p2 counters it (701.5a)
  resolve_stack(g);
  const GameState& s = state_of(g);
  EXPECT_EQ(s.player(PlayerId::P2).life, kStartingLife);
  // 702.34a: "any time it would leave the stack": countered, it is exiled, not put back.
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).exile, "Test Flash Bolt"), 1u);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Flash Bolt"), 0u);
}

TEST(FlashbackTest, CastFromTheHandItGoesToTheGraveyardAndCanBeFlashedBackLater) {
  Game g = game_with(2, {}, {{"Test Flash Bolt"}});
  answer(g, "cast Test Flash Bolt");
  answer(g, "target p2");
  answer(g, "pass");  // p2
  const GameState& s = state_of(g);
  EXPECT_EQ(count_named(g, s.player(PlayerId::P1).graveyard, "Test Flash Bolt"), 1u);
  // 702.34a: now in the graveyard, it can be cast again by its flashback cost.
  EXPECT_TRUE(g.parse_answer("cast Test Flash Bolt with flashback"));
}

TEST(FlashbackTest, TimingFollowsTheCardTypeAndTheCostMustBePayable) {
  // 702.34a, 307.1: a sorcery only in its owner's main phase with an empty stack.
  // p1 holds an instant so that it has a decision in p2's main phase (p2, with nothing to
  // do, passes; a step where neither player can do anything is not stopped in).
  Game opp_turn =
      game_with(2, {{"Test Yard Growth"}}, {{"Test Flash Bolt"}}, Step::Main1, PlayerId::P2);
  ASSERT_EQ(state_of(opp_turn).active, PlayerId::P2);
  ASSERT_EQ(opp_turn.pending().player, PlayerId::P1);
  EXPECT_TRUE(opp_turn.parse_answer("cast Test Flash Bolt"));
  EXPECT_FALSE(opp_turn.parse_answer("cast Test Yard Growth with flashback"));
  Game mine = game_with(2, {{"Test Yard Growth"}});
  answer(mine, "cast Test Yard Growth with flashback");
  resolve_stack(mine);
  EXPECT_EQ(state_of(mine).player(PlayerId::P1).life, kStartingLife + 3);
  EXPECT_EQ(count_named(mine, state_of(mine).player(PlayerId::P1).exile, "Test Yard Growth"), 1u);
  // {2}{G} with one Mountain and one Forest: not offered (601.2g).
  Game poor = game_with(1, {{"Test Yard Growth"}});
  EXPECT_FALSE(poor.parse_answer("cast Test Yard Growth with flashback"));
  // Only its owner's graveyard: p2 can't cast p1's card.
  Position pos;
  pos.players[0].library = {{"Island"}};
  pos.players[1].graveyard = {{"Test Flash Bolt"}};
  pos.players[1].library = {{"Island"}};
  pos.players[0].battlefield = {{"Mountain"}, {"Mountain"}};
  Result<Game> theirs = Game::from_position(pos, db());
  ASSERT_TRUE(theirs) << theirs.message();
  EXPECT_FALSE(theirs->parse_answer("cast Test Flash Bolt with flashback"));
}

TEST(FlashbackTest, PayLifeIsPartOfTheFlashbackCost) {
  Game g = game_with(1, {{"Test Blood Bolt"}});
  answer(g, "cast Test Blood Bolt with flashback");
  answer(g, "target p2");
  // 119.4, 601.2h: the life is paid as the spell is cast, before it resolves.
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, kStartingLife - 3);
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, kStartingLife - 1);
  // 119.4: a player can't pay more life than they have.
  Position pos;
  pos.players[0].life = 2;
  pos.players[0].battlefield = {{"Mountain"}};
  pos.players[0].graveyard = {{"Test Blood Bolt"}};
  pos.players[0].library = {{"Island"}};
  pos.players[1].library = {{"Island"}};
  Result<Game> low = Game::from_position(pos, db());
  ASSERT_TRUE(low) << low.message();
  EXPECT_FALSE(low->parse_answer("cast Test Blood Bolt with flashback"));
}

TEST(FlashbackTest, HandAndGraveyardCopiesAreTwoOptionsInIdOrder) {
  // The same card in hand and in the graveyard: two different choices (different costs).
  Game g = game_with(2, {{"Test Flash Bolt"}}, {{"Test Flash Bolt"}});
  OptionList opts;
  g.options(opts);
  int casts = 0;
  for (size_t i = 0; i < opts.size(); ++i) {
    if (opts[i].kind() != OptionKind::Cast) continue;
    ++casts;
    if (i > 0 && opts[i - 1].kind() == OptionKind::Cast) {
      EXPECT_LT(raw(opts[i - 1].object()), raw(opts[i].object()));
    }
  }
  EXPECT_EQ(casts, 2);
  EXPECT_TRUE(g.parse_answer("cast Test Flash Bolt"));
  EXPECT_TRUE(g.parse_answer("cast Test Flash Bolt with flashback"));
  EXPECT_NE(*g.parse_answer("cast Test Flash Bolt"),
            *g.parse_answer("cast Test Flash Bolt with flashback"));
}

TEST(FlashbackTest, RefusesCostsItCannotPayByName) {
  CardDb x = builtin_card_db();
  ASSERT_TRUE(x.add_script(
      "Name:Test Odd Flashback\nManaCost:W\nTypes:Sorcery\nK:Flashback Sac<1/Creature>\n"
      "A:SP$ GainLife | Defined$ You | LifeAmount$ 1 | SpellDescription$ x\nOracle:x\n",
      "t"));
  const CardDef& c = x.get(*x.find("Test Odd Flashback"));
  ASSERT_FALSE(c.supported());
  EXPECT_NE(c.unsupported[0].reason.find("Sac<1/Creature>"), std::string::npos)
      << c.unsupported[0].reason;
}

}  // namespace
}  // namespace rwd
