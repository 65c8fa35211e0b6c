// The interpreter: a program suspended in the middle of resolving is part of the game
// state, so a copy can be answered differently from the original; each opcode's effect.
#include "rules/vm.h"

#include <gtest/gtest.h>

#include <sstream>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/state_codec.h"
#include "rules/state_hash.h"

namespace rwd {
namespace {

// The built-in pool plus test cards that need a choice while resolving.
const CardDb& test_db() {
  static const CardDb db = [] {
    CardDb d = builtin_card_db();
    Status s = d.add_script(
        "Name:Test Mind Rot\nManaCost:2 B\nTypes:Sorcery\n"
        "A:SP$ Discard | ValidTgts$ Player | NumCards$ 2 | Mode$ TgtChoose | SubAbility$ DBDraw\n"
        "SVar:DBDraw:DB$ Draw | NumCards$ 1\n"
        "Oracle:Target player discards two cards. You draw a card.\n",
        "vm_test");
    EXPECT_TRUE(s) << s.message();
    for (const char* script :
         {"Name:Test Drain\nManaCost:B\nTypes:Sorcery\nA:SP$ LoseLife | ValidTgts$ Player | "
          "LifeAmount$ 3 | "
          "SubAbility$ DBGain\nSVar:DBGain:DB$ GainLife | LifeAmount$ 3\nOracle:x\n",
          "Name:Test Exile\nManaCost:W\nTypes:Instant\nA:SP$ ChangeZone | ValidTgts$ Creature | "
          "Origin$ Battlefield | "
          "Destination$ Exile\nOracle:x\n",
          "Name:Test Tuck\nManaCost:U\nTypes:Instant\nA:SP$ ChangeZone | ValidTgts$ "
          "Permanent.nonLand | "
          "Origin$ Battlefield | Destination$ Library | LibraryPosition$ 0\nOracle:x\n",
          "Name:Test Insight\nManaCost:U\nTypes:Sorcery\nA:SP$ Draw | ValidTgts$ Player | "
          "NumCards$ 2\nOracle:x\n",
          "Name:Test Frost\nManaCost:U\nTypes:Instant\nA:SP$ Tap | ValidTgts$ Creature\nOracle:x\n",
          "Name:Test Thaw\nManaCost:G\nTypes:Instant\nA:SP$ Untap | ValidTgts$ "
          "Creature\nOracle:x\n",
          "Name:Test Counter Growth\nManaCost:G\nTypes:Instant\nA:SP$ PutCounter | ValidTgts$ "
          "Creature | "
          "CounterType$ P1P1 | CounterNum$ 2\nOracle:x\n",
          "Name:Test Counter Theft\nManaCost:U\nTypes:Instant\nA:SP$ RemoveCounter | ValidTgts$ "
          "Creature | "
          "CounterType$ P1P1 | CounterNum$ 5\nOracle:x\n",
          "Name:Test Counter Rain\nManaCost:B\nTypes:Sorcery\nA:SP$ PutCounterAll | ValidCards$ "
          "Creature.OppCtrl | "
          "CounterType$ M1M1 | CounterNum$ 1\nOracle:x\n"}) {
      Status t = d.add_script(script, "vm_test");
      EXPECT_TRUE(t) << t.message();
    }
    return d;
  }();
  return db;
}

PositionCard card(const char* name) {
  return PositionCard{name};
}

Game mind_rot_game() {
  Position pos;
  pos.players[0].battlefield = {card("Swamp"), card("Swamp"), card("Swamp")};
  pos.players[0].hand = {card("Test Mind Rot")};
  pos.players[0].library = {card("Swamp"), card("Swamp")};
  pos.players[1].hand = {card("Grizzly Bears"), card("Craw Wurm"), card("Forest")};
  pos.players[1].library = {card("Forest"), card("Forest")};
  Result<Game> g = Game::from_position(pos, test_db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

int option(const Game& g, const std::string& label) {
  Result<int> r = g.parse_answer(label);
  EXPECT_TRUE(r) << label << ": " << r.message();
  return r ? *r : -1;
}

bool in_graveyard(const Game& g, PlayerId p, const std::string& name) {
  for (ObjectId id : state_of(g).player(p).graveyard)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return true;
  return false;
}

TEST(VmTest, SuspendedMidAbilityCopiesAnswerIndependently) {
  Game g = mind_rot_game();
  ASSERT_TRUE(g.apply(option(g, "cast Test Mind Rot")));
  ASSERT_TRUE(g.apply(option(g, "target p2")));
  // p1 passes with Mind Rot on the stack (no other action); p2 has nothing to answer with.
  // Resolution suspends at the discard: p2 chooses, "card 1 of 2".
  ASSERT_EQ(g.pending().kind, DecisionKind::Discard);
  EXPECT_EQ(g.pending().player, PlayerId::P2);
  EXPECT_EQ(g.decision().total, 2);
  ASSERT_EQ(state_of(g).interactions.size(), 1u);
  EXPECT_EQ(state_of(g).interactions.back().phase, RunPhase::Resolving);
  const uint16_t pc = state_of(g).interactions.back().pc;
  EXPECT_NE(g.decision().prompt.find("Test Mind Rot"), std::string::npos) << g.decision().prompt;

  // The suspended program survives a copy and a snapshot round trip.
  Game copy = g;
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  EXPECT_EQ(state_of(*thawed).interactions.back().pc, pc);

  ASSERT_TRUE(g.apply(option(g, "discard Grizzly Bears")));
  ASSERT_TRUE(g.apply(option(g, "discard Craw Wurm")));
  ASSERT_TRUE(copy.apply(option(copy, "discard Forest")));
  ASSERT_TRUE(copy.apply(option(copy, "discard Craw Wurm")));
  for (Game* x : {&g, &copy}) {
    // The program resumed after the discards: p1 drew (the sub-ability), the spell is gone.
    EXPECT_TRUE(state_of(*x).interactions.empty());
    EXPECT_TRUE(in_graveyard(*x, PlayerId::P1, "Test Mind Rot"));
    EXPECT_EQ(state_of(*x).player(PlayerId::P2).hand.size(), 1u);
  }
  EXPECT_TRUE(in_graveyard(g, PlayerId::P2, "Grizzly Bears"));
  EXPECT_FALSE(in_graveyard(g, PlayerId::P2, "Forest"));
  EXPECT_TRUE(in_graveyard(copy, PlayerId::P2, "Forest"));
  EXPECT_FALSE(in_graveyard(copy, PlayerId::P2, "Grizzly Bears"));
  EXPECT_NE(g.hash(), copy.hash());
  // And the thawed snapshot answers like the original.
  ASSERT_TRUE(thawed->apply(option(*thawed, "discard Grizzly Bears")));
  ASSERT_TRUE(thawed->apply(option(*thawed, "discard Craw Wurm")));
  EXPECT_EQ(thawed->hash(), g.hash());
}

TEST(VmTest, AnIllegalAnswerInsideAnAbilityChangesNothing) {
  Game g = mind_rot_game();
  ASSERT_TRUE(g.apply(option(g, "cast Test Mind Rot")));
  const uint64_t before = g.hash();
  OptionList opts;
  g.options(opts);
  EXPECT_FALSE(g.apply(static_cast<int>(opts.size())));
  EXPECT_EQ(g.hash(), before);
}

TEST(VmTest, TraceModePrintsEachInstructionAsItRuns) {
  Game g = mind_rot_game();
  std::ostringstream trace;
  set_ability_trace(&trace);
  ASSERT_TRUE(g.apply(option(g, "cast Test Mind Rot")));
  ASSERT_TRUE(g.apply(option(g, "target p2")));
  set_ability_trace(nullptr);
  const std::string t = trace.str();
  EXPECT_NE(t.find("[vm] Test Mind Rot: 0000  target        t0 f0 (Player)"), std::string::npos)
      << t;
  EXPECT_NE(t.find("check.targets"), std::string::npos) << t;
  EXPECT_NE(t.find("discard       t0 flags=0"), std::string::npos) << t;
}

TEST(VmTest, SnapshotsRejectAProgramCounterOutsideTheProgram) {
  Game g = mind_rot_game();
  ASSERT_TRUE(g.apply(option(g, "cast Test Mind Rot")));
  ASSERT_TRUE(g.apply(option(g, "target p2")));
  GameState s = state_of(g);
  s.interactions.back().pc = 999;
  Result<Game> bad = Game::from_snapshot(encode_state(s), g.db());
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.message().find("does not fit"), std::string::npos) << bad.message();
}

// One spell cast by p1 in its main phase with plenty of mana; returns the game after it
// resolved (p2 holds nothing, so nothing interrupts).
// With `hold`, p1 also holds a Grizzly Bears it can still cast, so the game stops at p1's
// priority right after the spell resolved (before "until end of turn" effects end).
Game after_spell(const char* spell, std::vector<PositionCard> p2_battlefield,
                 const std::vector<std::string>& answers, bool hold = false) {
  Position pos;
  pos.players[0].battlefield = {card("Island"), card("Swamp"), card("Plains"), card("Forest"),
                                card("Mountain")};
  pos.players[0].hand = {card(spell)};
  if (hold) pos.players[0].hand.push_back(card("Grizzly Bears"));
  pos.players[0].library = {card("Island"), card("Island"), card("Island")};
  pos.players[1].battlefield = std::move(p2_battlefield);
  pos.players[1].library = {card("Forest"), card("Forest"), card("Forest")};
  Game g = *Game::from_position(pos, test_db());
  EXPECT_TRUE(g.apply(option(g, std::string("cast ") + spell)));
  for (const std::string& a : answers) {
    if (g.pending().kind == DecisionKind::ChooseTarget ||
        g.pending().kind == DecisionKind::ChooseX) {
      EXPECT_TRUE(g.apply(option(g, a))) << a;
    }
  }
  EXPECT_TRUE(state_of(g).interactions.empty());
  return g;
}

int zone_count(const Game& g, PlayerId p, Zone z) {
  const Player& pl = state_of(g).player(p);
  switch (z) {
    case Zone::Hand:
      return static_cast<int>(pl.hand.size());
    case Zone::Library:
      return static_cast<int>(pl.library.size());
    case Zone::Graveyard:
      return static_cast<int>(pl.graveyard.size());
    case Zone::Exile:
      return static_cast<int>(pl.exile.size());
    default:
      return -1;
  }
}

TEST(VmTest, LifeOpcodesMoveLifeAndSubAbilitiesRunInOrder) {
  Game g = after_spell("Test Drain", {}, {"target p2"});
  EXPECT_EQ(state_of(g).player(PlayerId::P2).life, 17);  // lose.life t0
  EXPECT_EQ(state_of(g).player(PlayerId::P1).life, 23);  // gain.life you
  Game s = after_spell("Stream of Life", {}, {"X=3", "target p1"});
  EXPECT_EQ(state_of(s).player(PlayerId::P1).life, 23);  // push.x, gain.life t0
}

TEST(VmTest, MoveOpcodePutsTheTargetIntoItsZone) {
  Game ex =
      after_spell("Test Exile", {card("Grizzly Bears"), card("Craw Wurm")}, {"target Craw Wurm"});
  EXPECT_EQ(zone_count(ex, PlayerId::P2, Zone::Exile), 1);
  EXPECT_EQ(state_of(ex).battlefield.size(), 6u);
  Game tuck =
      after_spell("Test Tuck", {card("Grizzly Bears"), card("Forest")}, {"target Grizzly Bears"});
  const Player& p2 = state_of(tuck).player(PlayerId::P2);
  // On top of its owner's library: p2 draws it in its next turn, which has begun.
  EXPECT_EQ(tuck.db()
                .get(state_of(tuck).obj(p2.hand.empty() ? p2.library.back() : p2.hand.back()).def)
                .name(),
            "Grizzly Bears");
}

ObjectId find_on_battlefield(const Game& g, const std::string& name) {
  for (ObjectId id : state_of(g).battlefield)
    if (g.db().get(state_of(g).obj(id).def).name() == name) return id;
  return ObjectId::None;
}

TEST(VmTest, TapAndUntapOpcodesTurnTheTarget) {
  Game t = after_spell("Test Frost", {card("Grizzly Bears"), card("Craw Wurm")},
                       {"target Craw Wurm"}, true);
  EXPECT_TRUE(state_of(t).obj(find_on_battlefield(t, "Craw Wurm")).has(kTapped));  // tap t0
  EXPECT_FALSE(
      state_of(t).obj(find_on_battlefield(t, "Grizzly Bears")).has(kTapped));  // only the target
  PositionCard tapped = card("Craw Wurm");
  tapped.tapped = true;
  Game u = after_spell("Test Thaw", {card("Grizzly Bears"), tapped}, {"target Craw Wurm"}, true);
  EXPECT_FALSE(state_of(u).obj(find_on_battlefield(u, "Craw Wurm")).has(kTapped));  // untap t0
}

TEST(VmTest, RegenerateOpcodeGivesTheTargetOneShield) {
  Game g = after_spell("Death Ward", {card("Grizzly Bears"), card("Craw Wurm")},
                       {"target Craw Wurm"}, true);
  const ObjectId wurm = find_on_battlefield(g, "Craw Wurm");
  int shields = 0;
  for (const ContinuousEffect& e : state_of(g).effects)
    shields += e.kind == EffectKind::RegenerationShield && e.object == wurm;
  EXPECT_EQ(shields, 1);
  EXPECT_EQ(state_of(g).effects.size(), 1u);               // nothing on the other creature
  EXPECT_EQ(g.view(PlayerId::P1).battlefield.size(), 7u);  // and no P/T change shown for it
  for (const CardView& c : g.view(PlayerId::P1).battlefield) EXPECT_EQ(c.pt_sources, "") << c.name;
}

PositionCard with_counters(const char* name, int p1p1, int m1m1) {
  PositionCard c{name};
  c.counters[static_cast<int>(CounterKind::P1P1)] = p1p1;
  c.counters[static_cast<int>(CounterKind::M1M1)] = m1m1;
  return c;
}

// p2's battlefield starts at object 9 in after_spell's position.
constexpr ObjectId kP2First = static_cast<ObjectId>(9);

TEST(VmTest, PutCounterAddsToPowerAndToughness) {
  Game g = after_spell("Test Counter Growth", {card("Grizzly Bears")}, {"target Grizzly Bears"});
  const GameState& s = state_of(g);
  EXPECT_EQ(s.counters_on(kP2First, CounterKind::P1P1), 2);
  EXPECT_EQ(s.obj(kP2First).power, 4);
  EXPECT_EQ(s.obj(kP2First).toughness, 4);
}

TEST(VmTest, RemoveCounterRemovesAtMostThoseThere) {
  Game g = after_spell("Test Counter Theft", {with_counters("Grizzly Bears", 3, 0)},
                       {"target Grizzly Bears"});
  EXPECT_EQ(state_of(g).counters_on(kP2First, CounterKind::P1P1), 0);
  EXPECT_TRUE(state_of(g).counters.empty());  // an entry with no counters left is erased
  EXPECT_EQ(state_of(g).obj(kP2First).power, 2);
}

TEST(VmTest, PutCounterAllHitsEachMatchingPermanentAndSbasFollow) {
  // Llanowar Elves gets a -1/-1 counter and dies (704.5f); Grizzly Bears's +1/+1 counter and
  // its -1/-1 counter annihilate (704.5q).
  Game g = after_spell("Test Counter Rain",
                       {card("Llanowar Elves"), with_counters("Grizzly Bears", 1, 0)}, {});
  const GameState& s = state_of(g);
  EXPECT_EQ(s.obj(kP2First).zone, Zone::Graveyard);
  EXPECT_TRUE(s.counters.empty()) << s.counters.size();
  const ObjectId bears = static_cast<ObjectId>(10);
  EXPECT_EQ(s.obj(bears).zone, Zone::Battlefield);
  EXPECT_EQ(s.obj(bears).power, 2);
}

TEST(VmTest, CountersRoundTripThroughSnapshotsAndHashes) {
  Game g = after_spell("Test Counter Growth", {card("Grizzly Bears")}, {"target Grizzly Bears"});
  Result<Game> thawed = Game::from_snapshot(encode_state(state_of(g)), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_TRUE(state_of(*thawed) == state_of(g));
  GameState other = state_of(g);
  other.counters[0].count = 1;
  EXPECT_FALSE(other == state_of(g));
  EXPECT_NE(hash_state(other), hash_state(state_of(g)));
  other.counters[0].count = 0;  // an entry with no counters is malformed
  EXPECT_FALSE(Game::from_snapshot(encode_state(other), g.db()));
}

TEST(VmTest, UnsupportedCounterTypesAreRefusedByName) {
  CardDb d;
  Status s = d.add_script(
      "Name:Test Loyal\nManaCost:G\nTypes:Instant\nA:SP$ PutCounter | ValidTgts$ Creature | "
      "CounterType$ LOYALTY | CounterNum$ 1\nOracle:x\n",
      "vm_test");
  const CardDef* def = d.find("Test Loyal") ? &d.get(*d.find("Test Loyal")) : nullptr;
  ASSERT_NE(def, nullptr) << s.message();
  ASSERT_FALSE(def->unsupported.empty());
  EXPECT_EQ(def->unsupported[0].reason, "PutCounter: CounterType$ LOYALTY is not supported");
}

TEST(VmTest, DrawOpcodeDrawsForTheTargetPlayer) {
  Game g = after_spell("Test Insight", {}, {"target p1"});
  EXPECT_EQ(zone_count(g, PlayerId::P1, Zone::Hand), 2);
  EXPECT_EQ(zone_count(g, PlayerId::P1, Zone::Library), 1);
}

TEST(VmTest, PumpLastsUntilCleanupAndShowsItsSource) {
  Position pos;
  pos.players[0].battlefield = {card("Grizzly Bears"), card("Forest"), card("Forest")};
  pos.players[0].hand = {card("Giant Growth")};
  pos.players[0].library = {card("Forest"), card("Forest")};
  pos.players[1].library = {card("Forest"), card("Forest")};
  pos.players[1].hand = {card("Craw Wurm")};  // gives p2 something to decide in its turn
  pos.players[1].battlefield = {card("Forest"), card("Forest"), card("Forest"), card("Forest"),
                                card("Forest")};
  Game g = *Game::from_position(pos, test_db());
  ASSERT_TRUE(g.apply(option(g, "cast Giant Growth")));
  const ObjectId bears = object_id(0);
  ASSERT_EQ(state_of(g).effects.size(), 1u);
  EXPECT_EQ(state_of(g).obj(bears).power, 5);
  EXPECT_EQ(state_of(g).obj(bears).toughness, 5);
  PlayerView v = g.view(PlayerId::P2);
  std::string sources;
  for (const CardView& c : v.battlefield)
    if (c.id == 0) sources = c.pt_sources;
  EXPECT_EQ(sources, "2/2 printed; +3/+3 Giant Growth#3 until end of turn");
  // The effect is part of the state: a snapshot keeps it.
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());
  EXPECT_EQ(state_of(*thawed).obj(bears).power, 5);
  // Play on to p2's turn: the cleanup step ended it (514.2).
  while (!g.over() && state_of(g).active == PlayerId::P1) ASSERT_TRUE(g.apply(0));
  EXPECT_TRUE(state_of(g).effects.empty());
  EXPECT_EQ(state_of(g).obj(bears).power, 2);
  EXPECT_EQ(state_of(g).obj(bears).toughness, 2);
}

std::string reason_for(const Decision& d, const std::string& name) {
  for (const Unselectable& u : d.unselectable)
    if (u.label.rfind(name + "#", 0) == 0) return u.reason;
  return "(selectable or absent)";
}

TEST(VmTest, DecisionsSayWhyCardsAreNotSelectable) {
  Position pos;
  pos.players[0].battlefield = {card("Swamp"), card("Swamp")};
  pos.players[0].hand = {card("Terror"), card("Serra Angel"), card("Swamp")};
  pos.players[0].lands_played = 1;
  pos.players[0].library = {card("Swamp")};
  pos.players[1].battlefield = {card("Grizzly Bears"), card("Craw Wurm"), card("Black Knight"),
                                card("White Knight"), card("Ornithopter")};
  pos.players[1].library = {card("Forest")};
  Game g = *Game::from_position(pos, test_db());
  Decision d = g.decision();
  ASSERT_EQ(d.kind, DecisionKind::Priority);
  EXPECT_EQ(reason_for(d, "Serra Angel"), "not enough mana (601.2g)");
  EXPECT_EQ(reason_for(d, "Swamp"), "you have played a land this turn (305.2)");
  EXPECT_EQ(reason_for(d, "Terror"), "(selectable or absent)");
  ASSERT_TRUE(g.apply(option(g, "cast Terror")));
  d = g.decision();
  ASSERT_EQ(d.kind, DecisionKind::ChooseTarget);
  EXPECT_EQ(reason_for(d, "Black Knight"), "of an excluded color");
  EXPECT_EQ(reason_for(d, "Ornithopter"), "of an excluded type");
  EXPECT_EQ(reason_for(d, "White Knight"), "protection from the spell's color (702.16b)");
  EXPECT_EQ(reason_for(d, "Swamp"), "not of the required type");
  EXPECT_EQ(reason_for(d, "Grizzly Bears"), "(selectable or absent)");
  EXPECT_EQ(d.prompt,
            "p1: choose target nonartifact, nonblack creature for Terror#2 (target 1 of 1)");
}

}  // namespace
}  // namespace rwd

namespace rwd {
namespace {

// An "unless you pay" question suspends the upkeep trigger inside the state: a copy and a
// snapshot can be answered differently, and paying spends the mana.
TEST(VmTest, UnlessPayQuestionSuspendsAndCopiesAnswerIndependently) {
  Position pos;
  pos.step = Step::Upkeep;
  pos.turn = 3;
  pos.players[0].battlefield = {card("Junun Efreet"), card("Swamp"), card("Swamp")};
  pos.players[0].library = {card("Swamp"), card("Swamp")};
  pos.players[1].library = {card("Forest"), card("Forest")};
  Result<Game> made = Game::from_position(pos, test_db());
  ASSERT_TRUE(made) << made.message();
  Game g = *made;
  ASSERT_EQ(g.pending().kind, DecisionKind::YesNo);
  EXPECT_EQ(g.pending().player, PlayerId::P1);
  EXPECT_NE(g.decision().prompt.find("pay {B}{B}"), std::string::npos) << g.decision().prompt;
  Game copy = g;
  Result<Game> thawed = Game::from_snapshot(g.snapshot(), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(thawed->hash(), g.hash());

  ASSERT_TRUE(g.apply(option(g, "pay {B}{B}")));
  ASSERT_TRUE(copy.apply(option(copy, "don't pay")));
  ASSERT_TRUE(thawed->apply(option(*thawed, "pay {B}{B}")));
  EXPECT_TRUE(state_of(g).interactions.empty());
  EXPECT_FALSE(in_graveyard(g, PlayerId::P1, "Junun Efreet"));
  EXPECT_TRUE(in_graveyard(copy, PlayerId::P1, "Junun Efreet"));
  int tapped = 0;
  for (ObjectId id : state_of(g).battlefield) tapped += state_of(g).obj(id).has(kTapped);
  EXPECT_EQ(tapped, 2);
  EXPECT_EQ(thawed->hash(), g.hash());
}

// Prevention shields are part of the state: they survive a snapshot round trip, and a
// snapshot whose shield names a missing object is refused.
TEST(VmTest, PreventionShieldsRoundTripAndBadOnesAreRefused) {
  Game g = mind_rot_game();
  GameState s = state_of(g);
  PreventionShield sh;
  sh.target = Target{TargetKind::Player, 1};
  sh.amount = 3;
  s.shields.push_back(sh);
  Result<Game> thawed = Game::from_snapshot(encode_state(s), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_EQ(state_of(*thawed).shields.size(), 1u);
  EXPECT_EQ(state_of(*thawed).shields[0], sh);
  EXPECT_NE(hash_state(s), g.hash());
  s.shields[0].from = static_cast<ObjectId>(kMaxObjects - 1);
  EXPECT_FALSE(Game::from_snapshot(encode_state(s), g.db()));
  s.shields[0].from = ObjectId::None;
  s.shields[0].amount = 0;  // a used-up shield is gone, never stored
  EXPECT_FALSE(Game::from_snapshot(encode_state(s), g.db()));
}

// Delayed triggers (603.7) and this turn's activation counts (602.5b) are part of the state:
// they change the hash, take part in equality, survive a snapshot round trip, and a snapshot
// whose entry names a missing object is refused.
TEST(VmTest, DelayedTriggersAndActivationCountsRoundTrip) {
  Game g = mind_rot_game();
  GameState s = state_of(g);
  DelayedTrigger d;
  d.trig.source = static_cast<ObjectId>(0);
  d.trig.index = 1;
  d.trig.about = Target{TargetKind::Object, 0, static_cast<ObjectId>(1), 0};
  d.step = Step::EndCombat;
  s.delayed.push_back(d);
  s.activation_counts.push_back(ActivationCount{static_cast<ObjectId>(0), 0, 0, 2});
  EXPECT_NE(hash_state(s), g.hash());
  EXPECT_FALSE(s == state_of(g));
  Result<Game> thawed = Game::from_snapshot(encode_state(s), g.db());
  ASSERT_TRUE(thawed) << thawed.message();
  EXPECT_TRUE(state_of(*thawed) == s);
  EXPECT_EQ(thawed->hash(), hash_state(s));
  GameState bad = s;
  bad.delayed[0].trig.source = static_cast<ObjectId>(kMaxObjects - 1);
  EXPECT_FALSE(Game::from_snapshot(encode_state(bad), g.db()));
  bad = s;
  bad.activation_counts[0].count = 0;
  EXPECT_FALSE(Game::from_snapshot(encode_state(bad), g.db()));
}

}  // namespace
}  // namespace rwd
