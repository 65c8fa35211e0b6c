// "Each opponent" (Defined$ Player.Opponent, ValidPlayers$ Player.Opponent, RepeatPlayers$
// Player.Opponent, a phase trigger's ValidPlayer$ Opponent): in a two-player game each
// opponent is the one other player (102.2, 102.3), who is not targeted (115.1). Test cards
// written from the rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "cards/effect_summary.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"
#include "rules/state_codec.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* script :
         {"Name:Test Breath\nManaCost:1\nTypes:Instant\n"
          "A:SP$ DealDamage | Cost$ 1 | Defined$ Player.Opponent | NumDmg$ 3 | SpellDescription$ "
          "Test Breath deals 3 damage to each opponent.\n"
          "Oracle:Test Breath deals 3 damage to each opponent.\n",
          "Name:Test Leech\nManaCost:1\nTypes:Sorcery\n"
          "A:SP$ LoseLife | Cost$ 1 | Defined$ Player.Opponent | LifeAmount$ 2 | SubAbility$ Gain | "
          "SpellDescription$ Each opponent loses 2 life and you gain 2 life.\n"
          "SVar:Gain:DB$ GainLife | Defined$ You | LifeAmount$ 2\n"
          "Oracle:Each opponent loses 2 life and you gain 2 life.\n",
          "Name:Test Scorch\nManaCost:1\nTypes:Instant\n"
          "A:SP$ DamageAll | Cost$ 1 | ValidCards$ Creature.OppCtrl | ValidPlayers$ "
          "Player.Opponent | NumDmg$ 2 | SpellDescription$ Test Scorch deals 2 damage to each "
          "opponent and each creature your opponents control.\n"
          "Oracle:Test Scorch deals 2 damage to each opponent and each creature your opponents "
          "control.\n",
          "Name:Test Sting\nManaCost:1\nTypes:Instant\n"
          "A:SP$ DamageAll | Cost$ 1 | ValidPlayers$ Player.Opponent | NumDmg$ 1 | "
          "SpellDescription$ Test Sting deals 1 damage to each opponent.\n"
          "Oracle:Test Sting deals 1 damage to each opponent.\n",
          "Name:Test Gift\nManaCost:1\nTypes:Sorcery\n"
          "A:SP$ RepeatEach | Cost$ 1 | RepeatPlayers$ Player.Opponent | RepeatSubAbility$ Draw | "
          "SpellDescription$ Each opponent draws two cards.\n"
          "SVar:Draw:DB$ Draw | Defined$ Remembered | NumCards$ 2\n"
          "Oracle:Each opponent draws two cards.\n",
          "Name:Test Toll\nManaCost:1\nTypes:Enchantment\n"
          "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | TriggerZones$ Battlefield | "
          "Execute$ Toll | TriggerDescription$ At the beginning of each opponent's upkeep, that "
          "player loses 1 life.\n"
          "SVar:Toll:DB$ LoseLife | Defined$ Player.Opponent | LifeAmount$ 1\n"
          "Oracle:At the beginning of each opponent's upkeep, that player loses 1 life.\n"}) {
      Status st = x.add_script(script, "opponent_player_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

Game start(std::vector<PositionCard> battlefield, std::vector<PositionCard> hand) {
  Position pos;
  pos.turn = 3;
  pos.players[0].battlefield = std::move(battlefield);
  pos.players[0].hand = std::move(hand);
  pos.players[0].hand.push_back({"Swamp"});  // p1 keeps something to do after resolving
  pos.players[0].library = {{"Swamp"}, {"Swamp"}, {"Swamp"}, {"Swamp"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}};
  pos.players[1].library = {{"Forest"}, {"Forest"}, {"Forest"}, {"Forest"}};
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

int life(const Game& g, PlayerId p) { return state_of(g).player(p).life; }

int creatures(const Game& g, PlayerId p) {
  int n = 0;
  for (ObjectId id : state_of(g).battlefield)
    if (state_of(g).obj(id).controller == raw(p) && g.db().get(state_of(g).obj(id).def).name() ==
                                                         "Grizzly Bears")
      ++n;
  return n;
}

void pass_turn(Game& g) {
  const int turn = state_of(g).turn;
  for (int guard = 0; guard < 200 && state_of(g).turn == turn; ++guard) ASSERT_TRUE(g.apply(0));
  ASSERT_GT(state_of(g).turn, turn);
}

TEST(OpponentPlayerTest, TheTestCardsAreSupported) {
  for (const char* name :
       {"Test Breath", "Test Leech", "Test Scorch", "Test Sting", "Test Gift", "Test Toll"}) {
    const CardDef& def = db().get(*db().find(name));
    EXPECT_TRUE(def.supported()) << name << ": "
                                 << (def.unsupported.empty() ? "" : def.unsupported[0].reason);
  }
}

// What a client and the bots read: "and each opponent", not "and each player".
TEST(OpponentPlayerTest, TheSummarySaysEachOpponent) {
  const EffectSummary& s = db().get(*db().find("Test Scorch")).faces[0].spell_effect;
  ASSERT_EQ(s.effects.size(), 1u);
  EXPECT_TRUE(s.effects[0].players_too);
  EXPECT_TRUE(s.effects[0].opponents_only);
  EXPECT_EQ(describe(s), "damage_all 2 [Creature.OppCtrl] and each opponent");
}

// 102.2, 120.3: "deals 3 damage to each opponent" hits the other player, never its caster,
// and chooses no target (115.1): the spell is cast without a target decision.
TEST(OpponentPlayerTest, DamageToEachOpponentHitsTheOtherPlayerOnly) {
  Game g = start({{"Swamp"}}, {{"Test Breath"}});
  answer(g, "cast Test Breath");
  resolve_stack(g);
  EXPECT_EQ(life(g, PlayerId::P2), 17);
  EXPECT_EQ(life(g, PlayerId::P1), 20);
  EXPECT_TRUE(g.check()) << g.check().message();
}

// 119.3, 102.2: each opponent loses 2 life; the caster gains 2.
TEST(OpponentPlayerTest, EachOpponentLosesLife) {
  Game g = start({{"Swamp"}}, {{"Test Leech"}});
  answer(g, "cast Test Leech");
  resolve_stack(g);
  EXPECT_EQ(life(g, PlayerId::P2), 18);
  EXPECT_EQ(life(g, PlayerId::P1), 22);
}

// 120.3: "each opponent and each creature your opponents control": the opponent's Bears die
// (704.5g), the caster's Bears and the caster are untouched. Without ValidCards$ only the
// opponent is dealt damage.
TEST(OpponentPlayerTest, DamageAllToOpponentsAndTheirCreatures) {
  Game g = start({{"Swamp"}, {"Swamp"}, {"Grizzly Bears"}}, {{"Test Scorch"}, {"Test Sting"}});
  answer(g, "cast Test Scorch");
  resolve_stack(g);
  EXPECT_EQ(life(g, PlayerId::P2), 18);
  EXPECT_EQ(life(g, PlayerId::P1), 20);
  EXPECT_EQ(creatures(g, PlayerId::P2), 0);
  EXPECT_EQ(creatures(g, PlayerId::P1), 1);
  answer(g, "cast Test Sting");
  resolve_stack(g);
  EXPECT_EQ(life(g, PlayerId::P2), 17);
  EXPECT_EQ(life(g, PlayerId::P1), 20);
}

// 101.4: RepeatEach over the opponents visits the one other player: it draws two cards.
TEST(OpponentPlayerTest, RepeatEachOpponentVisitsTheOtherPlayer) {
  Game g = start({{"Swamp"}}, {{"Test Gift"}});
  const size_t p1_hand = state_of(g).player(PlayerId::P1).hand.size();
  const size_t p2_hand = state_of(g).player(PlayerId::P2).hand.size();
  answer(g, "cast Test Gift");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).hand.size(), p2_hand + 2);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).hand.size(), p1_hand - 1);  // the spell left it
}

// 503.1a, 603.2: "at the beginning of each opponent's upkeep" triggers in the opponent's
// upkeep only, not its controller's; the trigger survives a snapshot round trip.
TEST(OpponentPlayerTest, PhaseTriggerForEachOpponentTriggersOnTheirUpkeepOnly) {
  Game g = start({{"Test Toll"}}, {});
  pass_turn(g);  // into p2's turn 4: its upkeep trigger resolves as both pass
  for (int guard = 0; guard < 20 && life(g, PlayerId::P2) == 20; ++guard) ASSERT_TRUE(g.apply(0));
  EXPECT_EQ(life(g, PlayerId::P2), 19);
  GameState copy;
  ASSERT_TRUE(decode_state(encode_state(state_of(g)), copy));
  EXPECT_TRUE(copy == state_of(g));
  pass_turn(g);  // p1's turn 5: its upkeep passes with no trigger for the controller
  for (int guard = 0; guard < 20 && state_of(g).step < Step::Main1; ++guard)
    ASSERT_TRUE(g.apply(0));
  ASSERT_EQ(state_of(g).turn, 5);
  ASSERT_EQ(state_of(g).step, Step::Main1);
  EXPECT_TRUE(state_of(g).stack.empty());
  EXPECT_EQ(life(g, PlayerId::P1), 20);
  EXPECT_EQ(life(g, PlayerId::P2), 19);
  pass_turn(g);  // p2's turn 6: it triggers again
  for (int guard = 0; guard < 20 && life(g, PlayerId::P2) == 19; ++guard) ASSERT_TRUE(g.apply(0));
  EXPECT_EQ(life(g, PlayerId::P2), 18);
}

}  // namespace
}  // namespace rwd
