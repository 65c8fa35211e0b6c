// Conditional static abilities (604.2, 611.3a): "as long as ..." — the effect applies only
// while the condition holds, and the condition is tested again each time continuous effects are
// recomputed, counting from the point of view of the static's controller (rules/
// static_conditions.h). CheckSVar$/SVarCompare$ and the ability words of Condition$ (207.2c:
// threshold, hellbent, delirium; whose turn it is). Test cards written from the rules text.
#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const char* const kScripts[] = {
    "Name:Test Pack Leader\nManaCost:2 G\nTypes:Creature Wolf\nPT:2/2\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | AddToughness$ 2 | CheckSVar$ X | "
    "SVarCompare$ GE2 | Description$ As long as you control two or more other creatures, "
    "CARDNAME gets +2/+2.\nSVar:X:Count$Valid Creature.YouCtrl+Other\n",
    "Name:Test Outnumbered Knight\nManaCost:1 W\nTypes:Creature Human Knight\nPT:2/2\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Flying | CheckSVar$ Mine | "
    "SVarCompare$ LTTheirs | Description$ As long as an opponent controls more creatures than "
    "you, CARDNAME has flying.\nSVar:Mine:Count$Valid Creature.YouCtrl\n"
    "SVar:Theirs:Count$Valid Creature.OppCtrl\n",
    "Name:Test Threshold Cat\nManaCost:1 B\nTypes:Creature Cat\nPT:1/1\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 | "
    "Condition$ Threshold | Description$ CARDNAME gets +1/+1 as long as seven or more cards are "
    "in your graveyard.\n",
    "Name:Test Hellbent Imp\nManaCost:1 B\nTypes:Creature Imp\nPT:1/1\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | Condition$ Hellbent | "
    "Description$ CARDNAME gets +2/+0 as long as you have no cards in hand.\n",
    "Name:Test Delirium Hound\nManaCost:1 G\nTypes:Creature Dog\nPT:2/2\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 | "
    "Condition$ Delirium | Description$ CARDNAME gets +1/+1 as long as there are four or more "
    "card types among cards in your graveyard.\n",
    "Name:Test Metal Smith\nManaCost:1 R\nTypes:Creature Human Artificer\nPT:1/1\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | Condition$ Metalcraft | "
    "Description$ CARDNAME gets +2/+0 as long as you control three or more artifacts.\n",
    "Name:Test Turn Warden\nManaCost:1 W\nTypes:Creature Human Soldier\nPT:1/1\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ First Strike | "
    "Condition$ PlayerTurn | Description$ As long as it's your turn, CARDNAME has first strike.\n",
    "Name:Test Grave Thief\nManaCost:B\nTypes:Instant\n"
    "A:SP$ ChangeZone | Origin$ Graveyard | Destination$ Hand | ValidTgts$ Creature.OppOwn | "
    "TgtPrompt$ Select target creature card in an opponent's graveyard | SpellDescription$ "
    "Return target creature card from an opponent's graveyard to its owner's hand.\n",
    "Name:Test Spirit Call\nManaCost:W\nTypes:Sorcery\n"
    "A:SP$ Token | TokenAmount$ 1 | TokenName$ Spirit | TokenTypes$ Creature,Spirit | "
    "TokenOwner$ You | TokenColors$ White | TokenPower$ 1 | TokenToughness$ 1 | "
    "SpellDescription$ Create a 1/1 white Spirit creature token.\n",
    // Refused: amounts and conditions the engine does not test in a static.
    "Name:Test Life Angel\nManaCost:3 W\nTypes:Creature Angel\nPT:3/3\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | CheckSVar$ X | SVarCompare$ GE30 | "
    "Description$ As long as you have 30 or more life, CARDNAME gets +2/+0.\n"
    "SVar:X:Count$YourLifeTotal\n",
    "Name:Test Fateful Guard\nManaCost:1 W\nTypes:Creature Human\nPT:1/1\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | Condition$ FatefulHour | "
    "Description$ As long as you have 5 or less life, CARDNAME gets +2/+0.\n",
    "Name:Test Ferocious Scout\nManaCost:1 G\nTypes:Creature Human\nPT:1/1\n"
    "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Trample | CheckSVar$ X | "
    "Description$ As long as you control a creature with power 4 or greater, CARDNAME has "
    "trample.\nSVar:X:Count$Valid Creature.YouCtrl+powerGE4\n",
};

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* script : kScripts) {
      Status st = x.add_script(script, "conditional_static_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

// The one object named `name` whose controller is `p`, in any zone.
ObjectId find(const Game& g, const std::string& name, PlayerId p) {
  const GameState& s = state_of(g);
  for (int i = 0; i < s.num_objects; ++i)
    if (g.db().get(s.objects[i].def).name() == name && s.objects[i].controller == raw(p))
      return object_id(i);
  return ObjectId::None;
}

Game start(const Position& pos) {
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

std::string pt(const Game& g, ObjectId id) {
  const Object& o = state_of(g).obj(id);
  return std::to_string(o.power) + "/" + std::to_string(o.toughness);
}

TEST(ConditionalStaticTest, SupportedScriptsCompile) {
  for (const char* name : {"Test Pack Leader", "Test Outnumbered Knight", "Test Threshold Cat",
                           "Test Hellbent Imp", "Test Delirium Hound", "Test Metal Smith",
                           "Test Turn Warden", "Test Grave Thief", "Test Spirit Call"}) {
    const CardDef& d = db().get(*db().find(name));
    EXPECT_TRUE(d.supported()) << name << ": " << d.unsupported.front().reason;
  }
}

// 604.2, 611.3a: "as long as you control two or more other creatures": a creature without any
// static ability of its own arriving turns it on, that creature dying turns it off; the
// opponent's creatures never count ("you" is the static's controller).
TEST(ConditionalStaticTest, CountOfCreaturesYouControlIsRecheckedAsTheyComeAndGo) {
  Position pos;
  pos.players[0].battlefield = {
      {"Test Pack Leader"}, {"Grizzly Bears"}, {"Forest"}, {"Forest"}, {"Mountain"}};
  pos.players[0].hand = {{"Grizzly Bears"}, {"Lightning Bolt"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}, {"Grizzly Bears"}, {"Grizzly Bears"}};
  pos.players[1].library = {{"Forest"}};
  Game g = start(pos);
  const ObjectId leader = find(g, "Test Pack Leader", PlayerId::P1);
  // One other creature of its controller's; p2's three don't count.
  EXPECT_EQ(pt(g, leader), "2/2");
  answer(g, "cast Grizzly Bears");
  resolve_stack(g);
  EXPECT_EQ(pt(g, leader), "4/4");  // two others now
  EXPECT_TRUE(g.check()) << g.check().message();
  // Lightning Bolt kills p1's first Grizzly Bears (object 1): one other creature again.
  answer(g, "cast Lightning Bolt");
  answer(g, "target Grizzly Bears#1");
  resolve_stack(g);
  ASSERT_EQ(state_of(g).obj(object_id(1)).zone, Zone::Graveyard);
  EXPECT_EQ(pt(g, leader), "2/2");
  EXPECT_TRUE(g.check()) << g.check().message();
}

// 613.1d, 604.2: Living Lands makes the Forests creatures (layer 4) as it arrives; the
// condition is tested on the permanents as they are after that, whatever the order in which
// the battlefield is recomputed (the Leader comes before the Forests).
TEST(ConditionalStaticTest, ConditionSeesTypesOtherStaticsGive) {
  Position pos;
  pos.players[0].battlefield = {
      {"Test Pack Leader"}, {"Forest"}, {"Forest"}, {"Forest"}, {"Forest"}};
  pos.players[0].hand = {{"Living Lands"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].library = {{"Forest"}};
  Game g = start(pos);
  const ObjectId leader = find(g, "Test Pack Leader", PlayerId::P1);
  EXPECT_EQ(pt(g, leader), "2/2");
  answer(g, "cast Living Lands");
  resolve_stack(g);
  EXPECT_EQ(pt(g, leader), "4/4");
  EXPECT_TRUE(g.check()) << g.check().message();
}

// SVarCompare$ against another SVar ("more creatures than you"), each counted relative to the
// static's controller: the same card under each player sees the board the other way round;
// when p1 takes a creature (613.1b, layer 2) both change.
TEST(ConditionalStaticTest, ComparisonWithAnotherCountIsRelativeToTheController) {
  Position pos;
  pos.players[0].battlefield = {
      {"Test Outnumbered Knight"}, {"Mountain"}, {"Mountain"}, {"Mountain"}};
  pos.players[0].hand = {{"Act of Treason"}};
  pos.players[0].library = {{"Mountain"}};
  pos.players[1].battlefield = {{"Test Outnumbered Knight"}, {"Grizzly Bears"}};
  pos.players[1].library = {{"Forest"}};
  Game g = start(pos);
  const ObjectId mine = find(g, "Test Outnumbered Knight", PlayerId::P1);
  const ObjectId theirs = find(g, "Test Outnumbered Knight", PlayerId::P2);
  EXPECT_TRUE(state_of(g).obj(mine).has(Keyword::Flying));     // 1 creature against 2
  EXPECT_FALSE(state_of(g).obj(theirs).has(Keyword::Flying));  // 2 against 1
  answer(g, "cast Act of Treason");
  answer(g, "target Grizzly Bears");
  resolve_stack(g);
  EXPECT_FALSE(state_of(g).obj(mine).has(Keyword::Flying));   // 2 against 1
  EXPECT_TRUE(state_of(g).obj(theirs).has(Keyword::Flying));  // 1 against 2
  EXPECT_TRUE(g.check()) << g.check().message();
}

// Threshold (207.2c ability word: seven or more cards in your graveyard) and hellbent (no
// cards in your hand): casting p1's last card empties the hand and, as it resolves, makes the
// seventh card of the graveyard; p2 then takes a card out of p1's graveyard and threshold
// stops. Each player's graveyard counts for that player's creature only.
TEST(ConditionalStaticTest, ThresholdAndHellbentFollowTheCardsInYourZones) {
  Position pos;
  pos.players[0].battlefield = {{"Test Threshold Cat"}, {"Test Hellbent Imp"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  pos.players[0].graveyard = {{"Grizzly Bears"}, {"Forest"}, {"Forest"},
                              {"Forest"},        {"Forest"}, {"Forest"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].battlefield = {{"Swamp"}, {"Test Threshold Cat"}};
  pos.players[1].hand = {{"Test Grave Thief"}};
  pos.players[1].graveyard = {{"Forest"}, {"Forest"}, {"Forest"}, {"Forest"},
                              {"Forest"}, {"Forest"}, {"Forest"}};
  pos.players[1].library = {{"Swamp"}};
  Game g = start(pos);
  const ObjectId cat = find(g, "Test Threshold Cat", PlayerId::P1);
  const ObjectId imp = find(g, "Test Hellbent Imp", PlayerId::P1);
  const ObjectId their_cat = find(g, "Test Threshold Cat", PlayerId::P2);
  EXPECT_EQ(pt(g, cat), "1/1");        // six cards; p2's seven are not "your graveyard"
  EXPECT_EQ(pt(g, their_cat), "2/2");  // p2's seven are its controller's
  EXPECT_EQ(pt(g, imp), "1/1");        // a card in hand
  answer(g, "cast Lightning Bolt");
  answer(g, "target p2");
  EXPECT_EQ(pt(g, imp), "3/1");  // the hand is empty once the Bolt is on the stack (601.2a)
  EXPECT_EQ(pt(g, cat), "1/1");  // not yet in the graveyard
  EXPECT_TRUE(g.check()) << g.check().message();
  // p2 answers with Grave Thief on the Bears in p1's graveyard: it resolves first, the Bolt
  // after it, so the graveyard goes 6 -> 5 -> 6 and threshold never holds.
  answer(g, "pass");
  answer(g, "cast Test Grave Thief");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).graveyard.size(), 6u);
  EXPECT_EQ(pt(g, cat), "1/1");
  EXPECT_EQ(pt(g, imp), "1/1");  // the Bears came back to p1's hand
  EXPECT_EQ(pt(g, their_cat), "2/2");
  EXPECT_TRUE(g.check()) << g.check().message();
}

// The seventh card arrives while the creature is on the battlefield (the condition is not fixed
// when it entered), and a card leaving the graveyard ends it again.
TEST(ConditionalStaticTest, ThresholdStartsAndStopsWhileTheCreatureStays) {
  Position pos;
  pos.players[0].battlefield = {{"Test Threshold Cat"}, {"Mountain"}};
  pos.players[0].hand = {{"Lightning Bolt"}};
  pos.players[0].graveyard = {{"Grizzly Bears"}, {"Forest"}, {"Forest"},
                              {"Forest"},        {"Forest"}, {"Forest"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].battlefield = {{"Swamp"}};
  pos.players[1].hand = {{"Test Grave Thief"}};
  pos.players[1].library = {{"Swamp"}};
  Game g = start(pos);
  const ObjectId cat = find(g, "Test Threshold Cat", PlayerId::P1);
  answer(g, "cast Lightning Bolt");
  answer(g, "target p2");
  resolve_stack(g);  // p2 passes; the Bolt is the seventh card
  EXPECT_EQ(pt(g, cat), "2/2");
  EXPECT_TRUE(g.check()) << g.check().message();
  // p1 passes with an empty stack, and p2 receives priority (117.3d).
  for (int guard = 0; guard < 4 && state_of(g).priority != PlayerId::P2; ++guard) answer(g, "pass");
  ASSERT_EQ(state_of(g).priority, PlayerId::P2);
  answer(g, "cast Test Grave Thief");
  resolve_stack(g);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).graveyard.size(), 6u);
  EXPECT_EQ(pt(g, cat), "1/1");
  EXPECT_TRUE(g.check()) << g.check().message();
}

// A token that dies is a card in the graveyard until state-based actions make it cease to
// exist (704.5d): threshold holds in between and stops with it.
TEST(ConditionalStaticTest, ATokenCeasingToExistLeavesTheGraveyardCount) {
  Position pos;
  pos.players[0].battlefield = {{"Test Threshold Cat"}, {"Plains"}, {"Mountain"}};
  pos.players[0].hand = {{"Test Spirit Call"}, {"Lightning Bolt"}};
  pos.players[0].graveyard = {{"Forest"}, {"Forest"}, {"Forest"}, {"Forest"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].library = {{"Forest"}};
  Game g = start(pos);
  const ObjectId cat = find(g, "Test Threshold Cat", PlayerId::P1);
  answer(g, "cast Test Spirit Call");
  resolve_stack(g);
  answer(g, "cast Lightning Bolt");
  answer(g, "target Spirit");
  resolve_stack(g);
  // Four Forests, the sorcery and the Bolt: the Spirit came and went.
  EXPECT_EQ(state_of(g).player(PlayerId::P1).graveyard.size(), 6u);
  EXPECT_EQ(pt(g, cat), "1/1");
  EXPECT_TRUE(g.check()) << g.check().message();
}

// Delirium (207.2c): four or more card types among the cards in your graveyard (205.2a); a
// land and a creature card count one type each, however many of them.
TEST(ConditionalStaticTest, DeliriumCountsCardTypes) {
  for (bool four : {false, true}) {
    Position pos;
    pos.players[0].battlefield = {{"Test Delirium Hound"}};
    pos.players[0].graveyard = {
        {"Forest"}, {"Forest"}, {"Grizzly Bears"}, {"Grizzly Bears"}, {"Lightning Bolt"}};
    if (four) pos.players[0].graveyard.push_back({"Stone Rain"});
    pos.players[0].library = {{"Forest"}};
    pos.players[1].graveyard = {{"Stone Rain"}};
    pos.players[1].library = {{"Forest"}};
    Game g = start(pos);
    EXPECT_EQ(pt(g, find(g, "Test Delirium Hound", PlayerId::P1)), four ? "3/3" : "2/2") << four;
  }
}

// Metalcraft (207.2c): three or more artifacts you control; the opponent's don't count.
TEST(ConditionalStaticTest, MetalcraftCountsYourArtifacts) {
  Position pos;
  pos.players[0].battlefield = {{"Test Metal Smith"}, {"Ornithopter"}, {"Memnite"}};
  pos.players[0].hand = {{"Phyrexian Walker"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].battlefield = {{"Ornithopter"}, {"Memnite"}, {"Phyrexian Walker"}};
  pos.players[1].library = {{"Forest"}};
  Game g = start(pos);
  const ObjectId smith = find(g, "Test Metal Smith", PlayerId::P1);
  EXPECT_EQ(pt(g, smith), "1/1");
  answer(g, "cast Phyrexian Walker");
  resolve_stack(g);
  EXPECT_EQ(pt(g, smith), "3/1");
  EXPECT_TRUE(g.check()) << g.check().message();
}

// "As long as it's your turn": the active player's copy has first strike, the other's not.
TEST(ConditionalStaticTest, PlayerTurnIsTheControllersTurn) {
  Position pos;
  pos.active = PlayerId::P2;
  pos.players[0].battlefield = {{"Test Turn Warden"}};
  pos.players[0].library = {{"Forest"}};
  pos.players[1].battlefield = {{"Test Turn Warden"}};
  pos.players[1].library = {{"Forest"}};
  Game g = start(pos);
  EXPECT_FALSE(
      state_of(g).obj(find(g, "Test Turn Warden", PlayerId::P1)).has(Keyword::FirstStrike));
  EXPECT_TRUE(state_of(g).obj(find(g, "Test Turn Warden", PlayerId::P2)).has(Keyword::FirstStrike));
}

// What the engine cannot test exactly is refused, naming the parameter and the SVar (this is
// the reason `rewind cards check` reports).
TEST(ConditionalStaticTest, UnsupportedConditionsAreRefusedByName) {
  const struct {
    const char* name;
    const char* reason;
  } kRefused[] = {
      {"Test Life Angel", "CheckSVar$ X = Count$YourLifeTotal is not supported"},
      {"Test Fateful Guard", "Condition$ FatefulHour is not supported"},
      {"Test Ferocious Scout", "tests power, toughness or mana value"},
  };
  for (const auto& r : kRefused) {
    const CardDef& d = db().get(*db().find(r.name));
    ASSERT_FALSE(d.supported()) << r.name;
    EXPECT_NE(d.unsupported.front().reason.find(r.reason), std::string::npos)
        << r.name << ": " << d.unsupported.front().reason;
  }
}

}  // namespace
}  // namespace rwd
