// One unit test per opcode of the ability interpreter (cards/opcodes.h), each through a
// built-in card whose program uses it, and a check that every opcode in the table names the
// test that covers it (a new opcode without a test fails here).
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "cards/builtin.h"
#include "cards/opcodes.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

PositionCard card(const char* name) {
  return PositionCard{name};
}

// p1 in its main phase with two of each basic land and `hand` plus a Grizzly Bears it can
// still cast (so the game stops at p1's priority after a spell resolves, before the turn goes
// on and "until end of turn" effects and damage end); p2 with `p2_battlefield` and `p2_hand`.
Game position(const std::vector<const char*>& hand, std::vector<PositionCard> p2_battlefield,
              std::vector<PositionCard> p2_hand = {}) {
  Position pos;
  for (const char* land : {"Plains", "Island", "Swamp", "Mountain", "Forest"})
    for (int i = 0; i < 2; ++i) pos.players[0].battlefield.push_back(card(land));
  for (const char* c : hand) pos.players[0].hand.push_back(card(c));
  pos.players[0].hand.push_back(card("Grizzly Bears"));
  pos.players[0].library = {card("Island"), card("Island"), card("Island")};
  pos.players[1].battlefield = std::move(p2_battlefield);
  pos.players[1].hand = std::move(p2_hand);
  pos.players[1].library = {card("Forest"), card("Forest"), card("Forest")};
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// Answers in order, then passes until the stack is empty and no ability is running.
void play(Game& g, const std::vector<std::string>& answers) {
  for (const std::string& a : answers) answer(g, a);
  for (int guard = 0; guard < 8 && !state_of(g).stack.empty(); ++guard) answer(g, "pass");
  ASSERT_TRUE(state_of(g).stack.empty());
  ASSERT_TRUE(state_of(g).interactions.empty());
}

ObjectId on_battlefield(const Game& g, const std::string& name) {
  for (ObjectId id : state_of(g).battlefield)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return id;
  return ObjectId::None;
}

bool in_graveyard(const Game& g, PlayerId p, const std::string& name) {
  for (ObjectId id : state_of(g).player(p).graveyard)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return true;
  return false;
}

// push 3, target, check.targets, damage t0, end (Lightning Bolt).
TEST(VmOpcodeTest, DamageMarksDamageOnTheTarget) {
  Game g = position({"Lightning Bolt"}, {card("Craw Wurm")});
  play(g, {"cast Lightning Bolt", "target Craw Wurm"});
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Craw Wurm")).damage, 3);  // 120.3e
  EXPECT_TRUE(in_graveyard(g, PlayerId::P1, "Lightning Bolt"));          // 608.2n
}

// 608.2b: the only target left the battlefield: the spell does nothing.
TEST(VmOpcodeTest, CheckTargetsStopsASpellWhoseTargetsAreAllIllegal) {
  Game g = position({"Lightning Bolt", "Unsummon"}, {card("Grizzly Bears")});
  // p1 targets the Bears, then (holding priority, 117.3c) returns them with Unsummon first.
  play(g, {"cast Lightning Bolt", "target Grizzly Bears", "cast Unsummon"});  // its only target
  EXPECT_EQ(on_battlefield(g, "Grizzly Bears"), ObjectId::None);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).hand.size(), 1u);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 20);
  EXPECT_TRUE(in_graveyard(g, PlayerId::P1, "Lightning Bolt"));
}

// push.x, damage.all (Earthquake: each creature without flying and each player).
TEST(VmOpcodeTest, DamageAllHitsEachMatchingCreatureAndThePlayers) {
  Game g = position({"Earthquake"}, {card("Craw Wurm"), card("Wind Drake")});
  play(g, {"cast Earthquake", "X=2"});
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Craw Wurm")).damage, 2);
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Wind Drake")).damage, 0);
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 18);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 18);
}

TEST(VmOpcodeTest, DestroyPutsTheTargetIntoItsOwnersGraveyard) {
  Game g = position({"Terror"}, {card("Grizzly Bears"), card("Craw Wurm")});
  play(g, {"cast Terror", "target Grizzly Bears"});
  EXPECT_TRUE(in_graveyard(g, PlayerId::P2, "Grizzly Bears"));
  EXPECT_NE(on_battlefield(g, "Craw Wurm"), ObjectId::None);
}

TEST(VmOpcodeTest, DestroyAllDestroysEveryMatchingPermanent) {
  Game g = position({"Wrath of God"}, {card("Grizzly Bears"), card("Craw Wurm"), card("Forest")});
  play(g, {"cast Wrath of God"});
  EXPECT_TRUE(in_graveyard(g, PlayerId::P2, "Grizzly Bears"));
  EXPECT_TRUE(in_graveyard(g, PlayerId::P2, "Craw Wurm"));
  EXPECT_NE(on_battlefield(g, "Forest"), ObjectId::None);  // not a creature
}

// discard with flags&1: at random (Mind Twist, X=2).
TEST(VmOpcodeTest, DiscardAtRandomTakesThatManyCards) {
  Game g = position({"Mind Twist"}, {}, {card("Grizzly Bears"), card("Craw Wurm"), card("Forest")});
  play(g, {"cast Mind Twist", "X=2", "target p2"});
  EXPECT_EQ(state_of(g).player(PlayerId::P2).hand.size(), 1u);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).graveyard.size(), 2u);
}

// add.mana: the mana stays in the pool until the step ends (106.4).
TEST(VmOpcodeTest, AddManaFillsTheControllersPool) {
  Game g = position({"Dark Ritual", "Craw Wurm"}, {});
  play(g, {"cast Dark Ritual"});
  EXPECT_EQ(state_of(g).player(PlayerId::P1).pool.amount[2], 3);  // B
  EXPECT_EQ(state_of(g).player(PlayerId::P1).pool.total(), 3);
}

// pump.all: each creature matching the filter (Marsh Gas: -2/-0 until end of turn).
TEST(VmOpcodeTest, PumpAllChangesEveryMatchingCreature) {
  Game g = position({"Marsh Gas", "Craw Wurm"}, {card("Grizzly Bears"), card("Craw Wurm")});
  play(g, {"cast Marsh Gas"});
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Grizzly Bears")).power, 0);
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Grizzly Bears")).toughness, 2);
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Craw Wurm")).power, 4);
}

// attach: the Aura enters attached to its target (303.4f) and its static applies.
TEST(VmOpcodeTest, AttachPutsTheAuraOntoItsTarget) {
  Game g = position({"Holy Strength"}, {card("Grizzly Bears"), card("Craw Wurm")});
  play(g, {"cast Holy Strength", "target Grizzly Bears"});
  const ObjectId aura = on_battlefield(g, "Holy Strength");
  ASSERT_NE(aura, ObjectId::None);
  EXPECT_EQ(state_of(g).obj(aura).attached_to(), on_battlefield(g, "Grizzly Bears"));
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Grizzly Bears")).power, 3);
  EXPECT_EQ(state_of(g).obj(on_battlefield(g, "Craw Wurm")).power, 6);
}

// counter: the target spell leaves the stack for its owner's graveyard (701.5a).
TEST(VmOpcodeTest, CounterRemovesTheTargetSpell) {
  Game g = position({"Lightning Bolt", "Counterspell"}, {});
  play(g, {"cast Lightning Bolt", "target p2", "cast Counterspell"});  // the only spell to target
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 20);
  EXPECT_TRUE(in_graveyard(g, PlayerId::P1, "Lightning Bolt"));
  EXPECT_TRUE(in_graveyard(g, PlayerId::P1, "Counterspell"));
}

// attach.source: the equip ability attaches its Equipment (still on the battlefield) to the
// target; equipping the creature it is already on does nothing (701.3b).
TEST(VmOpcodeTest, AttachSourceMovesTheEquipment) {
  Position pos;
  pos.players[0].battlefield = {card("Vulshok Morningstar"),
                                card("Grizzly Bears"),
                                card("Savannah Lions"),
                                card("Plains"),
                                card("Plains"),
                                card("Plains"),
                                card("Plains")};
  pos.players[0].hand = {card("Grizzly Bears")};
  pos.players[0].library = {card("Plains"), card("Plains")};
  pos.players[1].library = {card("Forest"), card("Forest")};
  Game g = *Game::from_position(pos, builtin_card_db());
  const ObjectId star = static_cast<ObjectId>(0), bears = static_cast<ObjectId>(1),
                 lions = static_cast<ObjectId>(2);
  play(g, {"activate Vulshok Morningstar", "target Grizzly Bears#1"});
  EXPECT_EQ(state_of(g).obj(star).attached_to(), bears);
  EXPECT_EQ(state_of(g).obj(bears).power, 4);
  play(g, {"activate Vulshok Morningstar", "target Savannah Lions"});
  EXPECT_EQ(state_of(g).obj(star).attached_to(), lions);
  EXPECT_EQ(state_of(g).obj(bears).power, 2);
  EXPECT_EQ(state_of(g).obj(lions).toughness, 3);
  EXPECT_EQ(state_of(g).obj(star).zone, Zone::Battlefield);
}

// check.if (603.4): Howling Mine's "if it is untapped" is checked again on resolution; tapped
// in response (Icy Manipulator), its ability does nothing, untapped it draws.
TEST(VmOpcodeTest, CheckIfStopsATriggerWhoseConditionBecameFalse) {
  for (bool tap_it : {false, true}) {
    Position pos;
    pos.active = PlayerId::P2;
    pos.step = Step::Draw;
    pos.turn = 4;
    pos.players[0].battlefield = {card("Icy Manipulator"), card("Plains")};
    pos.players[0].library = {card("Plains"), card("Plains")};
    pos.players[1].battlefield = {card("Howling Mine")};
    pos.players[1].library = {card("Plains"), card("Plains"), card("Plains")};
    Game g = *Game::from_position(pos, builtin_card_db());
    ASSERT_EQ(state_of(g).stack.size(), 1u);  // the trigger, its condition true now
    if (tap_it)
      play(g, {"activate Icy Manipulator", "target Howling Mine"});
    else
      play(g, {"pass"});
    EXPECT_EQ(state_of(g).player(PlayerId::P2).hand.size(), tap_it ? 1u : 2u) << tap_it;
  }
}

// Test cards for opcodes no built-in card reaches alone.
const CardDb& test_db() {
  static const CardDb db = [] {
    CardDb d = builtin_card_db();
    for (const char* script : {"Name:Test Edict\nManaCost:B\nTypes:Sorcery\nA:SP$ Sacrifice | "
                               "ValidTgts$ Player | SacValid$ Creature\n"
                               "Oracle:Target player sacrifices a creature.\n",
                               "Name:Test Census\nManaCost:G\nTypes:Sorcery\nA:SP$ GainLife | "
                               "LifeAmount$ X\nSVar:X:Count$Valid Creature\n"
                               "Oracle:You gain 1 life for each creature on the battlefield.\n"}) {
      Status s = d.add_script(script, "vm_opcodes_test");
      EXPECT_TRUE(s) << s.message();
    }
    return d;
  }();
  return db;
}

Game test_position(const char* spell, std::vector<PositionCard> p2_battlefield) {
  Position pos;
  for (const char* land : {"Swamp", "Forest", "Plains", "Plains", "Plains", "Plains", "Plains"})
    pos.players[0].battlefield.push_back(card(land));
  pos.players[0].battlefield.push_back(card("Grizzly Bears"));
  pos.players[0].hand = {card(spell), card("Craw Wurm")};
  pos.players[0].library = {card("Plains"), card("Plains")};
  pos.players[1].battlefield = std::move(p2_battlefield);
  pos.players[1].library = {card("Forest"), card("Forest"), card("Forest"), card("Forest")};
  Result<Game> g = Game::from_position(pos, test_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// token: The Hive creates a 1/1 Wasp token with flying under its controller's control (111.2).
TEST(VmOpcodeTest, TokenCreatesTheTokenOnTheBattlefield) {
  Game g = position({}, {});
  Position pos;
  pos.players[0].battlefield = {card("The Hive")};
  for (int i = 0; i < 5; ++i) pos.players[0].battlefield.push_back(card("Plains"));
  pos.players[0].hand = {card("Savannah Lions")};
  pos.players[0].library = {card("Plains")};
  pos.players[1].library = {card("Forest")};
  g = *Game::from_position(pos, builtin_card_db());
  play(g, {"activate The Hive"});
  const ObjectId wasp = on_battlefield(g, "Wasp");
  ASSERT_NE(wasp, ObjectId::None);
  EXPECT_EQ(state_of(g).obj(wasp).controller, 0);
  EXPECT_EQ(state_of(g).obj(wasp).power, 1);
  EXPECT_TRUE(state_of(g).obj(wasp).has(Keyword::Flying));
}

// sacrifice (self): Ball Lightning is sacrificed at the beginning of the end step.
TEST(VmOpcodeTest, SacrificeSelfPutsTheSourceIntoTheGraveyard) {
  Position pos;
  pos.step = Step::Main2;
  pos.players[0].battlefield = {card("Ball Lightning"), card("Mountain")};
  pos.players[0].hand = {card("Lightning Bolt")};
  pos.players[0].library = {card("Mountain"), card("Mountain")};
  pos.players[1].library = {card("Forest"), card("Forest")};
  Game g = *Game::from_position(pos, builtin_card_db());
  answer(g, "pass");  // to the end step: the trigger goes on the stack and resolves
  for (int guard = 0; guard < 4 && !state_of(g).stack.empty(); ++guard) answer(g, "pass");
  EXPECT_TRUE(in_graveyard(g, PlayerId::P1, "Ball Lightning"));
}

// sacrifice.choose: the player chooses which creature to sacrifice (suspends, 701.17a).
TEST(VmOpcodeTest, SacrificeChooseLetsThePlayerPick) {
  Game g = test_position("Test Edict", {card("Grizzly Bears"), card("Hill Giant"), card("Forest")});
  answer(g, "cast Test Edict");
  answer(g, "target p2");
  ASSERT_EQ(g.pending().kind, DecisionKind::Sacrifice);
  EXPECT_EQ(g.pending().player, PlayerId::P2);
  answer(g, "sacrifice Grizzly Bears");
  EXPECT_TRUE(in_graveyard(g, PlayerId::P2, "Grizzly Bears"));
  EXPECT_FALSE(in_graveyard(g, PlayerId::P2, "Hill Giant"));
}

// mill: Millstone puts the top two cards of the target player's library into their graveyard.
TEST(VmOpcodeTest, MillMovesTheTopCardsToTheGraveyard) {
  Position pos;
  pos.players[0].battlefield = {card("Millstone"), card("Plains"), card("Plains"), card("Plains")};
  pos.players[0].hand = {card("Savannah Lions")};
  pos.players[0].library = {card("Plains")};
  pos.players[1].library = {card("Forest"), card("Island"), card("Swamp"), card("Mountain")};
  Game g = *Game::from_position(pos, builtin_card_db());
  play(g, {"activate Millstone", "target p2"});
  EXPECT_EQ(state_of(g).player(PlayerId::P2).library.size(), 2u);
  EXPECT_TRUE(
      in_graveyard(g, PlayerId::P2, "Forest"));  // the top two (a position lists the top first)
  EXPECT_TRUE(in_graveyard(g, PlayerId::P2, "Island"));
  EXPECT_FALSE(in_graveyard(g, PlayerId::P2, "Swamp"));
}

// push.count: Count$Valid Creature counts the creatures on the battlefield (both players').
TEST(VmOpcodeTest, PushCountCountsMatchingObjects) {
  Game g =
      test_position("Test Census", {card("Hill Giant"), card("Llanowar Elves"), card("Forest")});
  play(g, {"cast Test Census"});
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life,
            23);  // Grizzly Bears, Hill Giant, Llanowar Elves
}

// push.prop: Swords to Plowshares: the exiled creature's controller gains life equal to its power.
TEST(VmOpcodeTest, PushPropReadsAnObjectsProperty) {
  Game g = position({"Swords to Plowshares"}, {card("Craw Wurm")});
  play(g, {"cast Swords to Plowshares"});
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 26);
  EXPECT_EQ(state_of(g).player(PlayerId::P2).exile.size(), 1u);
}

// move.all: Hurkyl's Recall returns all artifacts the target player owns to their hand.
TEST(VmOpcodeTest, MoveAllMovesEveryMatchingObject) {
  Game g = position({"Hurkyl's Recall"},
                    {card("Millstone"), card("Ornithopter"), card("Grizzly Bears")});
  play(g, {"cast Hurkyl's Recall", "target p2"});
  EXPECT_EQ(state_of(g).player(PlayerId::P2).hand.size(), 2u);
  EXPECT_NE(on_battlefield(g, "Grizzly Bears"), ObjectId::None);
}

// Each opcode and the test that covers it (here, in vm_test.cpp, or a scenario of the card
// family that uses it: "Files/ScenarioTest.Passes/<file name>"). A new opcode must be listed
// with its test.
const std::map<std::string, std::string>& covering_tests() {
  static const std::map<std::string, std::string> m = {
      {"end", "VmOpcodeTest.DamageMarksDamageOnTheTarget"},
      {"push", "VmOpcodeTest.DamageMarksDamageOnTheTarget"},
      {"push.x", "VmOpcodeTest.DamageAllHitsEachMatchingCreatureAndThePlayers"},
      {"target", "VmOpcodeTest.DamageMarksDamageOnTheTarget"},
      {"check.targets", "VmOpcodeTest.CheckTargetsStopsASpellWhoseTargetsAreAllIllegal"},
      {"damage", "VmOpcodeTest.DamageMarksDamageOnTheTarget"},
      {"damage.all", "VmOpcodeTest.DamageAllHitsEachMatchingCreatureAndThePlayers"},
      {"destroy", "VmOpcodeTest.DestroyPutsTheTargetIntoItsOwnersGraveyard"},
      {"destroy.all", "VmOpcodeTest.DestroyAllDestroysEveryMatchingPermanent"},
      {"move", "VmTest.MoveOpcodePutsTheTargetIntoItsZone"},
      {"gain.life", "VmTest.LifeOpcodesMoveLifeAndSubAbilitiesRunInOrder"},
      {"lose.life", "VmTest.LifeOpcodesMoveLifeAndSubAbilitiesRunInOrder"},
      {"draw", "VmTest.DrawOpcodeDrawsForTheTargetPlayer"},
      {"discard", "VmOpcodeTest.DiscardAtRandomTakesThatManyCards"},
      {"add.mana", "VmOpcodeTest.AddManaFillsTheControllersPool"},
      {"pump", "VmTest.PumpLastsUntilCleanupAndShowsItsSource"},
      {"pump.all", "VmOpcodeTest.PumpAllChangesEveryMatchingCreature"},
      {"tap", "VmTest.TapAndUntapOpcodesTurnTheTarget"},
      {"untap", "VmTest.TapAndUntapOpcodesTurnTheTarget"},
      {"regenerate", "VmTest.RegenerateOpcodeGivesTheTargetOneShield"},
      {"attach", "VmOpcodeTest.AttachPutsTheAuraOntoItsTarget"},
      {"counter", "VmOpcodeTest.CounterRemovesTheTargetSpell"},
      {"counter.put", "VmTest.PutCounterAddsToPowerAndToughness"},
      {"counter.remove", "VmTest.RemoveCounterRemovesAtMostThoseThere"},
      {"counter.put.all", "VmTest.PutCounterAllHitsEachMatchingPermanentAndSbasFollow"},
      {"attach.source", "VmOpcodeTest.AttachSourceMovesTheEquipment"},
      {"check.if", "VmOpcodeTest.CheckIfStopsATriggerWhoseConditionBecameFalse"},
      {"token", "VmOpcodeTest.TokenCreatesTheTokenOnTheBattlefield"},
      {"sacrifice", "VmOpcodeTest.SacrificeSelfPutsTheSourceIntoTheGraveyard"},
      {"sacrifice.choose", "VmOpcodeTest.SacrificeChooseLetsThePlayerPick"},
      {"mill", "VmOpcodeTest.MillMovesTheTopCardsToTheGraveyard"},
      {"push.count", "VmOpcodeTest.PushCountCountsMatchingObjects"},
      {"push.prop", "VmOpcodeTest.PushPropReadsAnObjectsProperty"},
      {"move.all", "VmOpcodeTest.MoveAllMovesEveryMatchingObject"},
      {"prevent", "Files/ScenarioTest.Passes/615_7_oasis_prevents_one_damage_to_a_creature"},
      {"fog", "Files/ScenarioTest.Passes/615_1_fog_prevents_all_combat_damage"},
      {"ask", "Files/ScenarioTest.Passes/603_5_optional_trigger_you_may"},
      {"unless.pay", "VmTest.UnlessPayQuestionSuspendsAndCopiesAnswerIndependently"},
      {"branch", "Files/ScenarioTest.Passes/603_5_optional_trigger_declined"},
      {"mode.choose", "Files/ScenarioTest.Passes/700_2_healing_salve_prevent_mode"},
      {"mode.skip", "Files/ScenarioTest.Passes/700_2_healing_salve_gain_life_mode"},
      {"skip.unchosen", "Files/ScenarioTest.Passes/700_2_elemental_blasts_choose_a_legal_mode"},
      {"source.choose",
       "Files/ScenarioTest.Passes/615_7_circle_of_protection_red_chooses_the_bolt"},
      {"prevent.next.from",
       "Files/ScenarioTest.Passes/615_7_circle_of_protection_blue_stops_a_ping"},
      {"poison", "Files/ScenarioTest.Passes/704_5c_marsh_vipers_give_ten_poison_counters"},
      {"grant", "Files/ScenarioTest.Passes/509_1b_dwarven_warriors_make_a_creature_unblockable"},
      {"debuff", "Files/ScenarioTest.Passes/613_1f_radjan_spirit_removes_flying"},
      {"pump.combat", "Files/ScenarioTest.Passes/511_3_murk_dwellers_pump_ends_with_combat"},
      {"delay.trigger",
       "Files/ScenarioTest.Passes/"
       "603_7_thicket_basilisk_destroys_blocked_attacker_at_end_of_combat"},
      {"search", "Files/ScenarioTest.Passes/701_23a_untamed_wilds_searches_for_a_basic_land"},
      {"shuffle",
       "Files/ScenarioTest.Passes/701_20e_visions_looks_at_the_top_five_and_may_shuffle"},
      {"flip", "Files/ScenarioTest.Passes/705_2_bottle_of_suleiman_flip_won_makes_a_djinn"},
      {"scry", "Files/ScenarioTest.Passes/701_22a_preordain_keeps_both_on_top_in_a_chosen_order"},
      {"look", "Files/ScenarioTest.Passes/701_20e_glasses_of_urza_looks_at_a_hand"},
      {"draw.reveal", "Files/ScenarioTest.Passes/701_20a_sindbad_discards_a_revealed_nonland_card"},
      {"discard.if", "Files/ScenarioTest.Passes/701_20a_sindbad_discards_a_revealed_nonland_card"},
      {"animate", "AnimateTest.SorceressQueenSetsBasePowerAndToughness"},
      {"transform", "Files/ScenarioTest.Passes/701_28_thraben_gargoyle_transforms"},
      {"dig",
       "Files/ScenarioTest.Passes/701_20e_impulse_takes_one_and_orders_the_rest_on_the_bottom"},
      {"play", "Files/ScenarioTest.Passes/608_2g_memory_plunder_casts_an_opponents_bolt_for_free"},
      {"var.set", "VmRepeatTest.RepeatLoopsUntilBothCoinsComeUpHeads"},
      {"var.get", "VmRepeatTest.EachPlayerShufflesTheirHandAwayAndDrawsThatMany"},
      {"add", "VmRepeatTest.EachPlayerShufflesTheirHandAwayAndDrawsThatMany"},
      {"compare", "VmRepeatTest.SacrificeCountRemembersWhetherOneWasSacrificed"},
      {"each.player", "VmRepeatTest.EachPlayerShufflesTheirHandAwayAndDrawsThatMany"},
      {"move.hand", "VmRepeatTest.EachPlayerShufflesTheirHandAwayAndDrawsThatMany"},
      {"var.mark", "VmRepeatTest.RepeatLoopsUntilBothCoinsComeUpHeads"},
      {"damage.marked", "VmRepeatTest.RepeatLoopsUntilBothCoinsComeUpHeads"},
      {"sacrifice.count", "VmRepeatTest.SacrificeCountRemembersWhetherOneWasSacrificed"},
      {"replace.next.from",
       "Files/ScenarioTest.Passes/614_9_jade_monolith_redirects_damage_to_its_controller"},
      {"counter.put.upto",
       "Files/ScenarioTest.Passes/107_3_x_activation_cost_puts_counters_up_to_a_maximum"},
      {"tap.lands", "Files/ScenarioTest.Passes/118_12_power_sink_unpaid_taps_all_lands"},
      {"mana.drain", "Files/ScenarioTest.Passes/106_4_power_sink_empties_the_mana_pool"},
      {"tap.choose", "Files/ScenarioTest.Passes/302_6_tap_an_untapped_creature_as_a_cost"},
      {"choose", "VmChoiceTest.ChooseSuspendsWithTwoAnswersAndTheAnswerIsRemembered"},
      {"chosen.set", "VmChoiceTest.ChooseAsItEntersRemembersTheOnlyOpponent"},
      {"enter", "VmChoiceTest.ChooseAsItEntersRemembersTheOnlyOpponent"},
      {"push.chosen", "VmChoiceTest.PushChosenAndMathReadTheChosenPlayersHand"},
      {"math", "VmChoiceTest.PushChosenAndMathReadTheChosenPlayersHand"},
      {"gain.control", "ControlTest.ActOfTreasonTakesControlUntilCleanup"},
      {"animate.color", "ControlTest.ChaoslaceMakesASpellRedAndItsPermanentStaysRed"},
      {"tap.all", "TapAllTest.TapAllAndUntapAllTurnEveryMatchingPermanent"},
      {"animate.kw", "AnimateKeywordsTest.AKeyruneGainsTypesColorsAndKeywordsUntilEndOfTurn"},
      {"stay.tapped", "StaysTappedTest.NextUntapStepOnlyThenItUntaps"},
      {"unless.life", "EntryChoiceTest.PayingTwoLifeItEntersUntapped"},
      {"enter.tapped", "EntryChoiceTest.NotPayingItEntersTapped"},
      {"return.linked", "ExileLinkTest.TheCardReturnsWhenTheSourceLeaves"},
      {"turn.extra", "ExtraTurnTest.TheCasterTakesTheNextTurn"},
      {"fight", "Files/ScenarioTest.Passes/701_12_the_targets_fight"},
  };
  return m;
}

TEST(VmOpcodeTest, EveryOpcodeHasAUnitTest) {
  std::map<std::string, bool> registered;
  const ::testing::UnitTest& u = *::testing::UnitTest::GetInstance();
  for (int i = 0; i < u.total_test_suite_count(); ++i) {
    const ::testing::TestSuite& suite = *u.GetTestSuite(i);
    for (int j = 0; j < suite.total_test_count(); ++j)
      registered[std::string(suite.name()) + "." + suite.GetTestInfo(j)->name()] = true;
  }
  for (int op = 0; op < kNumOps; ++op) {
    const std::string mnemonic(op_info(static_cast<Op>(op)).mnemonic);
    auto it = covering_tests().find(mnemonic);
    if (it == covering_tests().end()) {
      ADD_FAILURE() << "opcode " << mnemonic << " has no unit test listed in covering_tests()";
      continue;
    }
    EXPECT_TRUE(registered.count(it->second)) << mnemonic << ": no test named " << it->second;
  }
}

}  // namespace
}  // namespace rwd
