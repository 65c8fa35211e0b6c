// The heuristic bot's combat math and decisions, on small boards.
#include "bots/heuristic.h"

#include <gtest/gtest.h>

#include "bots/heuristic_combat.h"
#include "cards/builtin.h"
#include "cards/card_db.h"

namespace rwd {
namespace {

Unit unit(int id, int controller, int p, int t, std::initializer_list<Keyword> kws = {}) {
  Unit u;
  u.id = id;
  u.controller = controller;
  u.power = p;
  u.toughness = t;
  for (Keyword k : kws)
    u.keywords = static_cast<uint16_t>(u.keywords | (1u << static_cast<int>(k)));
  return u;
}

TEST(HeuristicCombatTest, FirstStrikeKillsBeforeRegularDamage) {
  Unit a = unit(1, 0, 2, 2, {Keyword::FirstStrike});
  Unit b = unit(2, 1, 2, 2);
  const Unit* bs[] = {&b};
  FightOutcome o = fight(a, bs, 1);
  EXPECT_FALSE(o.attacker_dies);
  EXPECT_EQ(o.blockers_die, 1u);
}

TEST(HeuristicCombatTest, DeathtouchBlockerKillsBigAttacker) {
  Unit a = unit(1, 0, 6, 6);
  Unit b = unit(2, 1, 1, 1, {Keyword::Deathtouch});
  const Unit* bs[] = {&b};
  FightOutcome o = fight(a, bs, 1);
  EXPECT_TRUE(o.attacker_dies);
  EXPECT_EQ(o.blockers_die, 1u);
}

TEST(HeuristicCombatTest, TrampleAssignsLethalThenThePlayer) {
  Unit a = unit(1, 0, 5, 5, {Keyword::Trample});
  Unit b = unit(2, 1, 1, 2);
  const Unit* bs[] = {&b};
  EXPECT_EQ(fight(a, bs, 1).player_damage, 3);
}

TEST(HeuristicCombatTest, DoubleStrikeWithLifelinkGainsTwice) {
  Unit a = unit(1, 0, 2, 2, {Keyword::DoubleStrike, Keyword::Lifelink});
  FightOutcome o = fight(a, nullptr, 0);
  EXPECT_EQ(o.player_damage, 4);
  EXPECT_EQ(o.attacker_lifelink, 4);
}

TEST(HeuristicCombatTest, BlocksForValueNotChumps) {
  std::vector<Unit> attackers = {unit(1, 0, 3, 3)};
  std::vector<Unit> blockers = {unit(10, 1, 1, 1), unit(11, 1, 4, 4)};
  auto plan = plan_blocks(attackers, blockers, 20);
  ASSERT_EQ(plan.size(), 1u);
  EXPECT_EQ(blockers[plan[0].first].id, 11);  // the 4/4 eats the 3/3; the 1/1 does not chump
}

TEST(HeuristicCombatTest, ChumpBlocksOnlyWhenLethalIsComing) {
  std::vector<Unit> attackers = {unit(1, 0, 5, 5)};
  std::vector<Unit> blockers = {unit(10, 1, 1, 1)};
  EXPECT_TRUE(plan_blocks(attackers, blockers, 20).empty());
  auto plan = plan_blocks(attackers, blockers, 5);
  ASSERT_EQ(plan.size(), 1u);
}

TEST(HeuristicCombatTest, NeverBlocksMenaceAlone) {
  std::vector<Unit> attackers = {unit(1, 0, 2, 1, {Keyword::Menace})};
  std::vector<Unit> blockers = {unit(10, 1, 3, 3)};
  EXPECT_TRUE(plan_blocks(attackers, blockers, 2).empty());
  blockers.push_back(unit(11, 1, 1, 1));
  EXPECT_EQ(plan_blocks(attackers, blockers, 2).size(), 2u);
}

TEST(HeuristicCombatTest, NoSuicidalAttack) {
  Board b;
  b.me = 0;
  b.life[0] = b.life[1] = 20;
  b.units = {unit(1, 0, 2, 2), unit(2, 1, 3, 3)};
  EXPECT_TRUE(plan_attack(b, 0, {1}, {}).empty());
}

TEST(HeuristicCombatTest, AttacksIntoAnEmptyBoardAndGoesAllInForLethal) {
  Board b;
  b.me = 0;
  b.life[0] = 20;
  b.life[1] = 4;
  b.units = {unit(1, 0, 2, 2), unit(2, 0, 2, 2), unit(3, 0, 1, 1), unit(4, 1, 2, 2)};
  // 2 + 2 + 1 against one blocker: at least 3 gets through... not lethal (4 life) if the
  // 2/2 blocks a 2/2; but with the 1/1 too: 5 power, the best block stops 2: 3 < 4.
  std::vector<int> plan = plan_attack(b, 0, {1, 2, 3}, {});
  EXPECT_FALSE(plan.empty());
  b.life[1] = 3;
  plan = plan_attack(b, 0, {1, 2, 3}, {});
  EXPECT_EQ(plan.size(), 3u) << "5 power against one blocker is lethal at 3 life";
}

Game make(const Position& pos) {
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  EXPECT_TRUE(g.is_ok()) << g.message();
  return *g;
}

TEST(HeuristicTest, PlaysALandThenCastsTheBiggestSpell) {
  Position pos;
  pos.players[0].battlefield = {{"Forest"}, {"Forest"}, {"Plains"}};
  pos.players[0].hand = {{"Forest"}, {"Grizzly Bears"}, {"Centaur Courser"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].library = {{"Forest"}};
  Game g = make(pos);
  SeatHandle seat(g, PlayerId::P1);
  OptionList opts;
  g.options(opts);
  int k = heuristic_choice(seat);
  EXPECT_EQ(opts[k].kind(), OptionKind::PlayLand);
  ASSERT_TRUE(g.apply(k).is_ok());
  g.options(opts);
  k = heuristic_choice(SeatHandle(g, PlayerId::P1));
  EXPECT_EQ(g.option_label(opts[k]).find("cast Centaur Courser"), 0u) << g.option_label(opts[k]);
}

TEST(HeuristicTest, PingsACreatureItKillsAtTheOpponentsEndStep) {
  // p2's end step: p1's Prodigal Sorcerer can kill Llanowar Elves (1 toughness) but not Craw
  // Wurm; it must not hit its own Grizzly Bears or wait (its {T} untaps next turn anyway).
  Position pos;
  pos.active = PlayerId::P2;
  pos.step = Step::End;
  pos.players[0].battlefield = {{"Prodigal Sorcerer"}, {"Grizzly Bears"}};
  pos.players[0].library = {{"Island"}};
  pos.players[1].battlefield = {{"Craw Wurm"}, {"Llanowar Elves"}};
  pos.players[1].library = {{"Forest"}};
  Game g = make(pos);
  ASSERT_EQ(g.pending().player, PlayerId::P1);
  OptionList opts;
  g.options(opts);
  int k = heuristic_choice(SeatHandle(g, PlayerId::P1));
  EXPECT_EQ(opts[k].kind(), OptionKind::Activate) << g.option_label(opts[k]);
  ASSERT_TRUE(g.apply(k).is_ok());
  ASSERT_EQ(g.pending().kind, DecisionKind::ChooseTarget);
  g.options(opts);
  k = heuristic_choice(SeatHandle(g, PlayerId::P1));
  EXPECT_EQ(g.option_label(opts[k]).find("target Llanowar Elves"), 0u) << g.option_label(opts[k]);
}

// Cycling (702.29): at the opponent's end step, with mana that would go unused, the bot
// cycles a spell it cannot cast for turns, and keeps one it can cast soon.
TEST(HeuristicTest, CyclesADeadCardAtTheOpponentsEndStep) {
  CardDb db = builtin_card_db();
  ASSERT_TRUE(
      db.add_script("Name:Test Colossus\nManaCost:7 W\nTypes:Creature Giant\nPT:8/8\n"
                    "K:Cycling:2\nOracle:Cycling {2}\n",
                    "test"));
  ASSERT_TRUE(
      db.add_script("Name:Test Squire\nManaCost:2 W\nTypes:Creature Human\nPT:2/2\n"
                    "K:Cycling:2\nOracle:Cycling {2}\n",
                    "test"));
  for (const char* held : {"Test Colossus", "Test Squire"}) {
    Position pos;
    pos.active = PlayerId::P2;
    pos.step = Step::End;
    pos.players[0].battlefield = {{"Plains"}, {"Plains"}};
    pos.players[0].hand = {{held}};
    pos.players[0].library = {{"Plains"}, {"Plains"}};
    pos.players[1].library = {{"Plains"}};
    Result<Game> made = Game::from_position(pos, db);
    ASSERT_TRUE(made.is_ok()) << made.message();
    Game g = *made;
    ASSERT_EQ(g.pending().player, PlayerId::P1);
    OptionList opts;
    g.options(opts);
    const int k = heuristic_choice(SeatHandle(g, PlayerId::P1));
    const bool cycles = std::string(held) == "Test Colossus";  // 8 mana against 2 lands
    EXPECT_EQ(opts[k].kind() == OptionKind::Activate, cycles)
        << held << ": " << g.option_label(opts[k]);
  }
}

TEST(HeuristicTest, SacrificesTheSmallestCreature) {
  CardDb db;
  for (const char* script : {"Name:Swamp\nTypes:Basic Land Swamp\n",
                             "Name:Test Bear\nManaCost:1 G\nTypes:Creature Bear\nPT:2/2\n",
                             "Name:Test Giant\nManaCost:3 R\nTypes:Creature Giant\nPT:3/3\n",
                             "Name:Test Edict\nManaCost:B\nTypes:Sorcery\nA:SP$ Sacrifice | Cost$ "
                             "B | ValidTgts$ Player | SacValid$ Creature | "
                             "SpellDescription$ Target player sacrifices a "
                             "creature.\nOracle:Target player sacrifices a creature.\n"})
    ASSERT_TRUE(db.add_script(script, "test"));
  Position pos;
  pos.players[0].battlefield = {{"Swamp"}};
  pos.players[0].hand = {{"Test Edict"}};
  pos.players[0].library = {{"Swamp"}};
  pos.players[1].battlefield = {{"Test Giant"}, {"Test Bear"}};
  pos.players[1].library = {{"Swamp"}};
  Result<Game> made = Game::from_position(pos, db);
  ASSERT_TRUE(made.is_ok()) << made.message();
  Game g = *made;
  OptionList opts;
  for (const char* answer : {"cast Test Edict", "target p2"}) {
    g.options(opts);
    bool found = false;
    for (size_t i = 0; i < opts.size() && !found; ++i)
      if (g.option_label(opts[i]).find(answer) == 0) {
        ASSERT_TRUE(g.apply(static_cast<int>(i)).is_ok());
        found = true;
      }
    ASSERT_TRUE(found) << answer;
  }
  ASSERT_EQ(g.pending().kind, DecisionKind::Sacrifice);
  ASSERT_EQ(g.pending().player, PlayerId::P2);
  g.options(opts);
  ASSERT_EQ(opts.size(), 2u);
  const int k = heuristic_choice(SeatHandle(g, PlayerId::P2));
  EXPECT_EQ(g.option_label(opts[k]).find("sacrifice Test Bear"), 0u) << g.option_label(opts[k]);
}

}  // namespace
}  // namespace rwd
