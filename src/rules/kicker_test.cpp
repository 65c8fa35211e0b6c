// Kicker (702.33): "Kicker [cost]" means "You may pay an additional [cost] as you cast this
// spell" (702.33a); a spell whose kicker was paid "has been kicked" (702.33d), and the
// abilities linked to it say what happens if it was (702.33e). Test cards written from rules
// text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = builtin_db_with(
      {// Burst Lightning's shape: 2 damage, 4 if kicked.
       "Name:Test Kicked Bolt\nManaCost:R\nTypes:Instant\nK:Kicker:4\n"
       "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ WasKicked | SpellDescription$ It "
       "deals 2 damage to any target. If it was kicked, it deals 4 damage instead.\n"
       "SVar:WasKicked:Count$Kicked.4.2\nOracle:Kicker {4}\n",
       // "You gain 2 life. If this spell was kicked, draw a card."
       "Name:Test Kicked Growth\nManaCost:G\nTypes:Sorcery\nK:Kicker:1 G\n"
       "A:SP$ GainLife | Defined$ You | LifeAmount$ 2 | SubAbility$ DBDraw | "
       "SpellDescription$ You gain 2 life. If this spell was kicked, draw a card.\n"
       "SVar:DBDraw:DB$ Draw | NumCards$ 1 | Condition$ Kicked | ConditionDescription$ If "
       "this spell was kicked,\nOracle:Kicker {1}{G}\n",
       // "If this was kicked, it enters with two +1/+1 counters on it."
       "Name:Test Kicked Drake\nManaCost:1 G\nTypes:Creature Drake\nPT:2/2\nK:Kicker:2\n"
       "K:etbCounter:P1P1:2:CheckSVar$ WasKicked:If CARDNAME was kicked, it enters the "
       "battlefield with two +1/+1 counters on it.\nSVar:WasKicked:Count$Kicked.1.0\n"
       "Oracle:Kicker {2}\n",
       // "When this enters, if it was kicked, you gain 3 life."
       "Name:Test Kicked Herald\nManaCost:G\nTypes:Creature Elf\nPT:1/1\nK:Kicker:G\n"
       "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ "
       "Card.Self+kicked | Execute$ TrigGain | TriggerDescription$ When CARDNAME enters, "
       "if it was kicked, you gain 3 life.\n"
       "SVar:TrigGain:DB$ GainLife | Defined$ You | LifeAmount$ 3\nOracle:Kicker {G}\n"},
      "kicker_test");
  return d;
}

// p1 in its first main phase with `lands` Mountains and as many Forests and `hand`; p2 holds a
// Counterspell with two Islands, so that it is asked before a spell resolves.
Game game_with(int lands, std::vector<PositionCard> hand) {
  Position pos;
  for (int i = 0; i < lands; ++i) {
    pos.players[0].battlefield.push_back({"Mountain"});
    pos.players[0].battlefield.push_back({"Forest"});
  }
  pos.players[0].hand = std::move(hand);
  pos.players[0].library = {{"Island"}, {"Swamp"}, {"Forest"}};
  pos.players[1].battlefield = {{"Island"}, {"Island"}};
  pos.players[1].hand = {{"Counterspell"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

int tapped_lands(const Game& g) {
  int n = 0;
  for (ObjectId id : state_of(g).battlefield)
    n += state_of(g).obj(id).has(kTapped) && state_of(g).obj(id).controller == 0;
  return n;
}

ObjectId on_battlefield(const Game& g, const char* name) {
  for (ObjectId id : state_of(g).battlefield)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return id;
  return ObjectId::None;
}

TEST(KickerTest, KickedSpellPaysTheKickerAndUsesTheKickedAmount) {
  // 702.33a: the kicker is an additional cost; 702.33d-e: "if it was kicked" reads it.
  Game plain = game_with(3, {{"Test Kicked Bolt"}});
  answer(plain, "cast Test Kicked Bolt");
  answer(plain, "target p2");
  EXPECT_EQ(tapped_lands(plain), 1);
  resolve_stack(plain);
  EXPECT_EQ(state_of(plain).player(PlayerId::P2).life, kStartingLife - 2);

  Game kicked = game_with(3, {{"Test Kicked Bolt"}});
  answer(kicked, "cast Test Kicked Bolt with kicker");
  answer(kicked, "target p2");
  EXPECT_EQ(tapped_lands(kicked), 5);  // {R} + {4} (601.2f: the total cost)
  ASSERT_EQ(state_of(kicked).stack.size(), 1u);
  EXPECT_TRUE(state_of(kicked).obj(state_of(kicked).stack[0].object).has(kKicked));
  // A snapshot with the kicked spell on the stack resolves the same way.
  Result<Game> thawed = Game::from_snapshot(kicked.snapshot(), kicked.db());
  ASSERT_TRUE(thawed) << thawed.message();
  resolve_stack(kicked);
  resolve_stack(*thawed);
  EXPECT_EQ(state_of(kicked).player(PlayerId::P2).life, kStartingLife - 4);
  EXPECT_EQ(thawed->hash(), kicked.hash());
  // 400.7: in the graveyard it is a new object, no longer kicked.
  for (ObjectId id : state_of(kicked).player(PlayerId::P1).graveyard)
    EXPECT_FALSE(state_of(kicked).obj(id).has(kKicked));
}

TEST(KickerTest, KickedIsOfferedOnlyWhenTheTotalCostCanBePaid) {
  // 601.2g-h: {R} and {4} need five mana; four lands pay only the spell.
  Game poor = game_with(2, {{"Test Kicked Bolt"}});
  EXPECT_TRUE(poor.parse_answer("cast Test Kicked Bolt"));
  EXPECT_FALSE(poor.parse_answer("cast Test Kicked Bolt with kicker"));
  Game rich = game_with(3, {{"Test Kicked Bolt"}});
  Result<int> a = rich.parse_answer("cast Test Kicked Bolt");
  Result<int> b = rich.parse_answer("cast Test Kicked Bolt with kicker");
  ASSERT_TRUE(a);
  ASSERT_TRUE(b);
  EXPECT_EQ(*b, *a + 1);  // the same card: plain, then kicked
}

TEST(KickerTest, ConditionKickedRunsThePartOnlyIfKicked) {
  for (bool kick : {false, true}) {
    Game g = game_with(2, {{"Test Kicked Growth"}});
    const size_t hand_before = state_of(g).player(PlayerId::P1).hand.size();
    answer(g, kick ? "cast Test Kicked Growth with kicker" : "cast Test Kicked Growth");
    resolve_stack(g);
    const GameState& s = state_of(g);
    EXPECT_EQ(s.player(PlayerId::P1).life, kStartingLife + 2) << kick;
    // The spell left the hand; kicked, a card was drawn (702.33e).
    EXPECT_EQ(s.player(PlayerId::P1).hand.size(), hand_before - 1 + (kick ? 1 : 0)) << kick;
  }
}

TEST(KickerTest, KickedPermanentEntersWithItsCounters) {
  // 702.33e, 614.1c: "if it was kicked, it enters with two +1/+1 counters".
  for (bool kick : {false, true}) {
    Game g = game_with(2, {{"Test Kicked Drake"}});
    answer(g, kick ? "cast Test Kicked Drake with kicker" : "cast Test Kicked Drake");
    resolve_stack(g);
    const ObjectId drake = on_battlefield(g, "Test Kicked Drake");
    ASSERT_NE(drake, ObjectId::None);
    const GameState& s = state_of(g);
    EXPECT_EQ(s.counters_on(drake, CounterKind::P1P1), kick ? 2 : 0);
    EXPECT_EQ(s.obj(drake).power, kick ? 4 : 2);
    EXPECT_EQ(s.obj(drake).has(kKicked), kick);  // the permanent the kicked spell became
    // Public: both seats' views say so (601.2b: the kicker was announced).
    for (PlayerId seat : {PlayerId::P1, PlayerId::P2}) {
      const PlayerView v = g.view(seat);
      bool seen = false;
      for (const CardView& c : v.battlefield)
        if (c.id == static_cast<int>(raw(drake))) seen = c.kicked;
      EXPECT_EQ(seen, kick);
    }
  }
}

TEST(KickerTest, IfItWasKickedTriggerSeesTheKickedPermanent) {
  // 603.4 with 702.33e: "When this enters, if it was kicked, ..." (ValidCard$ Card.Self+kicked).
  for (bool kick : {false, true}) {
    Game g = game_with(2, {{"Test Kicked Herald"}});
    answer(g, kick ? "cast Test Kicked Herald with kicker" : "cast Test Kicked Herald");
    resolve_stack(g);
    EXPECT_EQ(state_of(g).player(PlayerId::P1).life, kStartingLife + (kick ? 3 : 0)) << kick;
  }
}

TEST(KickerTest, SnapshotWhileChoosingTargetsKeepsTheKicker) {
  // The kicker is announced before the targets (601.2b-c): a snapshot taken while the target
  // is chosen carries it.
  Game g = game_with(3, {{"Test Kicked Bolt"}});
  answer(g, "cast Test Kicked Bolt with kicker");
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  answer(*thawed, "target p2");
  EXPECT_EQ(tapped_lands(*thawed), 5);
  resolve_stack(*thawed);
  EXPECT_EQ(state_of(*thawed).player(PlayerId::P2).life, kStartingLife - 4);
}

TEST(KickerTest, RefusesWhatItCannotRunByName) {
  CardDb x = builtin_card_db();
  const auto reason = [&](const std::string& script) {
    return refusal_reason(x, script, "kicker_test");
  };
  EXPECT_NE(reason("Name:Test Sac Kicker\nManaCost:R\nTypes:Instant\nK:Kicker:Sac<1/Land>\n"
                   "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 2\n")
                .find("Sac<1/Land>"),
            std::string::npos);
  EXPECT_NE(reason("Name:Test Two Kickers\nManaCost:R\nTypes:Instant\nK:Kicker:1 U:B\n"
                   "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 2\n")
                .find("702.33b"),
            std::string::npos);
  // 702.33f: targets chosen only if kicked.
  EXPECT_NE(reason("Name:Test Kicked Target\nManaCost:R\nTypes:Sorcery\nK:Kicker:1\n"
                   "A:SP$ GainLife | Defined$ You | LifeAmount$ 1 | SubAbility$ DBDmg\n"
                   "SVar:DBDmg:DB$ DealDamage | ValidTgts$ Any | NumDmg$ 2 | Condition$ Kicked\n")
                .find("702.33f"),
            std::string::npos);
  EXPECT_NE(reason("Name:Test Threshold Cond\nManaCost:R\nTypes:Sorcery\n"
                   "A:SP$ GainLife | Defined$ You | LifeAmount$ 1 | Condition$ Threshold\n")
                .find("Condition$ Threshold"),
            std::string::npos);
}

}  // namespace
}  // namespace rwd
