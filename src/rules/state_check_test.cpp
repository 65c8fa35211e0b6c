// The state checker (rules/state_check.h): real frames pass it, and each invariant, broken
// one at a time in a copy of a real frame, is reported with its own message.
#include "rules/state_check.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  return builtin_card_db();
}

Game from(const Position& pos) {
  Result<Game> g = Game::from_position(pos, db());
  EXPECT_TRUE(g) << g.message();
  return *g;
}

// p1 in its first main phase: Grizzly Bears, Prodigal Sorcerer and three Mountains on the
// battlefield, Lightning Bolt and a Forest in hand; p2 has a Grizzly Bears. Bad Moon and
// Onulet wait in the libraries (so the game has static and triggered abilities).
Position main_phase() {
  Position pos;
  pos.players[0].battlefield = {PositionCard{"Grizzly Bears"}, PositionCard{"Prodigal Sorcerer"},
                                PositionCard{"Mountain"}, PositionCard{"Mountain"},
                                PositionCard{"Mountain"}};
  pos.players[0].hand = {PositionCard{"Lightning Bolt"}, PositionCard{"Forest"}};
  pos.players[0].library = {PositionCard{"Mountain"}, PositionCard{"Bad Moon"},
                            PositionCard{"Mountain"}};
  pos.players[1].battlefield = {PositionCard{"Grizzly Bears"}};
  pos.players[1].library = {PositionCard{"Forest"}, PositionCard{"Onulet"}, PositionCard{"Forest"}};
  return pos;
}

// The same board in combat: p1's Grizzly Bears attacks; p2 declares blockers.
Position blocking() {
  Position pos = main_phase();
  pos.players[0].battlefield[0].attacking = true;
  pos.step = Step::DeclareBlockers;
  return pos;
}

ObjectId find(const GameState& s, const char* name, int owner, Zone zone) {
  for (int i = 0; i < s.num_objects; ++i) {
    const Object& o = s.objects[i];
    if (o.owner == owner && o.zone == zone && db().get(o.def).name() == name) return object_id(i);
  }
  ADD_FAILURE() << "no " << name << " of p" << owner + 1 << " in " << zone_name(zone);
  return ObjectId::None;
}

StackItem item_of(ObjectId object, uint8_t controller = 0, uint8_t ability = 0) {
  StackItem item;
  item.object = object;
  item.controller = controller;
  item.ability = ability;
  return item;
}

PendingTrigger trigger_of(ObjectId source) {
  PendingTrigger t;
  t.source = source;
  return t;
}

// A broken copy of a frame and the words the checker must find in its report.
struct Breakage {
  const char* what;
  std::function<void(GameState&)> breaks;
  const char* expect;
};

void expect_each_found(const Game& g, const std::vector<Breakage>& cases,
                       const StateCheckOptions& opt = {}) {
  ASSERT_EQ(state_problem(state_of(g), g.db(), opt), "");
  for (const Breakage& b : cases) {
    GameState s = state_of(g);
    b.breaks(s);
    const std::string problem = state_problem(s, g.db(), opt);
    EXPECT_NE(problem.find(b.expect), std::string::npos)
        << b.what << ": expected \"" << b.expect << "\", got \"" << problem << "\"";
  }
}

TEST(StateCheckTest, RealFramesPass) {
  Game g = from(main_phase());
  StateCheckOptions opt;
  opt.options = &g.options();
  opt.characteristics = true;
  EXPECT_EQ(state_problem(state_of(g), g.db(), opt), "");
  answer(g, "cast Lightning Bolt");  // an ability runs: a ChooseTarget decision
  opt.options = &g.options();
  EXPECT_EQ(state_problem(state_of(g), g.db(), opt), "");
  Game c = from(blocking());
  opt.options = &c.options();
  EXPECT_EQ(state_problem(state_of(c), c.db(), opt), "");
}

TEST(StateCheckTest, FindsBrokenZones) {
  Game g = from(main_phase());
  const GameState& s0 = state_of(g);
  const ObjectId bolt = find(s0, "Lightning Bolt", 0, Zone::Hand);
  const ObjectId bears = find(s0, "Grizzly Bears", 0, Zone::Battlefield);
  const ObjectId forest = find(s0, "Forest", 0, Zone::Hand);
  expect_each_found(
      g,
      {
          {"too many objects", [](GameState& s) { s.num_objects = kMaxObjects + 1; },
           "exceeds capacity"},
          {"a listed id past the objects",
           [](GameState& s) { s.players[0].hand.push_back(object_id(s.num_objects + 3)); },
           ">= num_objects"},
          {"an object in two lists", [&](GameState& s) { s.players[0].graveyard.push_back(bolt); },
           "is in two zones: hand and graveyard"},
          {"a zone field that disagrees", [&](GameState& s) { s.obj(bolt).zone = Zone::Graveyard; },
           "is listed in hand but its zone is graveyard"},
          {"a card in another's hand", [&](GameState& s) { s.obj(bolt).owner = 1; },
           "is in p1's hand but owned by p2"},
          {"a stack item's bad object",
           [](GameState& s) { s.stack.push_back(item_of(object_id(kMaxObjects - 1))); },
           "stack item 0 has a bad object id"},
          {"a stack item's bad controller",
           [&](GameState& s) { s.stack.push_back(item_of(bears, 7)); }, "has controller 7"},
          {"a stack item's bad target",
           [&](GameState& s) {
             StackItem item = item_of(bears, 0, 1);
             item.targets[0] = Target{TargetKind::Player, 9};
             s.stack.push_back(item);
           },
           "stack item 0 has a bad target"},
          {"an ability its source lacks",
           [&](GameState& s) { s.stack.push_back(item_of(bears, 0, 9)); },
           "names ability 9, which it lacks"},
          {"a spell on the stack and in a hand",
           [&](GameState& s) { s.stack.push_back(item_of(bolt)); }, "is on the stack and in hand"},
          {"a spell whose zone is not the stack",
           [&](GameState& s) {
             s.players[0].hand.erase_value(bolt);
             s.stack.push_back(item_of(bolt));
           },
           "is on the stack but its zone is hand"},
          {"a spell controlled by another than its item's controller",
           [&](GameState& s) {
             s.players[0].hand.erase_value(bolt);
             s.obj(bolt).zone = Zone::Stack;
             s.stack.push_back(item_of(bolt, 1));
           },
           "stack item's controller differs"},
          {"a card in no zone",
           [&](GameState& s) {
             s.players[0].hand.erase_value(forest);
             s.obj(forest).zone = Zone::None;
           },
           "is a card in no zone"},
          {"a zone out of range",
           [&](GameState& s) {
             s.players[0].hand.erase_value(forest);
             s.obj(forest).zone = static_cast<Zone>(9);
           },
           "has zone 9"},
          {"an object missing from its list",
           [&](GameState& s) { s.players[0].hand.erase_value(forest); },
           "has zone hand but is in no zone list"},
          {"a ceased token still listed",
           [&](GameState& s) {
             s.obj(bears).set(kToken);
             s.obj(bears).zone = Zone::None;
           },
           "is listed in battlefield but its zone is none"},
      });
}

TEST(StateCheckTest, FindsBrokenObjects) {
  Game g = from(main_phase());
  const GameState& s0 = state_of(g);
  const ObjectId bolt = find(s0, "Lightning Bolt", 0, Zone::Hand);
  const ObjectId bears = find(s0, "Grizzly Bears", 0, Zone::Battlefield);
  CardDefId back = CardDefId::None;  // some double-faced card's back face (712)
  for (size_t i = 0; i < db().size() && back == CardDefId::None; ++i)
    back = db().back_face(static_cast<CardDefId>(i));
  ASSERT_NE(back, CardDefId::None) << "the built-in pool has a transforming card";
  expect_each_found(
      g, {
             {"a combat damage assignment of 0",
              [&](GameState& s) {
                s.combat_damage.push_back({bears, bears, 0, 0, 0});
              },
              "combat damage assignment of 0"},
             {"combat damage from a bad object",
              [&](GameState& s) {
                s.combat_damage.push_back({object_id(kMaxObjects - 1), bears, 0, 0, 2});
              },
              "combat damage from a bad object id"},
             {"combat damage to a bad object",
              [&](GameState& s) {
                s.combat_damage.push_back({bears, object_id(kMaxObjects - 1), 0, 0, 2});
              },
              "combat damage to a bad object id"},
             {"a bad controller", [&](GameState& s) { s.obj(bears).controller = 3; },
              "bad owner or controller"},
             {"a bad card definition",
              [&](GameState& s) { s.obj(bears).def = static_cast<CardDefId>(30000); },
              "has a bad card definition"},
             {"a back face in a hand", [&](GameState& s) { s.obj(bolt).def = back; },
              "is not a card's front face"},
             {"assigned damage nobody assigned", [&](GameState& s) { s.obj(bears).assigned = 3; },
              "has assigned 3 but the assignments add to 0"},
             {"a hand card controlled by a non-owner",
              [&](GameState& s) { s.obj(bolt).controller = 1; }, "(108.4a)"},
             {"a tapped card in hand", [&](GameState& s) { s.obj(bolt).set(kTapped); },
              "has permanent flags 1"},
             {"damage on a card in hand", [&](GameState& s) { s.obj(bolt).damage = 1; },
              "in hand has damage marked"},
             {"a card in hand blocking", [&](GameState& s) { s.obj(bolt).blocking = bears; },
              "in hand is blocking"},
             {"a card in hand attached", [&](GameState& s) { s.obj(bolt).attach_to(bears); },
              "in hand is attached"},
             {"negative damage", [&](GameState& s) { s.obj(bears).damage = -1; },
              "has negative damage"},
             {"a timestamp from the future",
              [&](GameState& s) { s.obj(bears).timestamp = s.next_timestamp; },
              "timestamp from the future"},
             {"attached to a bad object",
              [&](GameState& s) { s.obj(bears).attach_to(object_id(kMaxObjects - 1)); },
              "is attached to a bad object id"},
             {"attached to itself", [&](GameState& s) { s.obj(bears).attach_to(bears); },
              "is attached to itself"},
             {"a counter on a card in hand",
              [&](GameState& s) {
                s.counters.push_back({bolt, CounterKind::P1P1, 0, 1});
              },
              "has counters in hand"},
             {"a counter on a bad object",
              [](GameState& s) {
                s.counters.push_back({object_id(kMaxObjects - 1), CounterKind::P1P1, 0, 1});
              },
              "a counter entry names a bad object id"},
             {"a counter of a bad kind",
              [&](GameState& s) {
                s.counters.push_back({bears, static_cast<CounterKind>(99), 0, 1});
              },
              "counters of a bad kind"},
             {"an empty counter entry",
              [&](GameState& s) {
                s.counters.push_back({bears, CounterKind::P1P1, 0, 0});
              },
              "has 0 counters of one kind"},
             {"two entries of one kind",
              [&](GameState& s) {
                s.counters.push_back({bears, CounterKind::P1P1, 0, 1});
                s.counters.push_back({bears, CounterKind::P1P1, 0, 1});
              },
              "two counter entries of one kind"},
             {"an effect on a bad object",
              [](GameState& s) {
                ContinuousEffect e;
                e.object = object_id(kMaxObjects - 1);
                e.timestamp = 1;
                s.effects.push_back(e);
              },
              "a continuous effect names a bad object id"},
             {"an effect out of timestamp order",
              [&](GameState& s) {
                ContinuousEffect e;
                e.object = e.source = bears;
                e.timestamp = s.next_timestamp;
                s.effects.push_back(e);
              },
              "not in timestamp order"},
             {"a choice of a bad object",
              [](GameState& s) {
                {
                  ChosenEntry e;
                  e.object = object_id(kMaxObjects - 1);
                  s.chosen.push_back(e);
                };
              },
              "a remembered choice names a bad object"},
             {"a shield for a bad player",
              [&](GameState& s) {
                PreventionShield sh;
                sh.target = Target{TargetKind::Player, 5};
                sh.source = bears;
                s.shields.push_back(sh);
              },
              "a prevention shield names a bad object or player"},
             {"a trigger of a bad source",
              [](GameState& s) { s.triggers.push_back(trigger_of(object_id(kMaxObjects - 1))); },
              "a waiting trigger names a bad source"},
             {"a delayed trigger of a bad source",
              [](GameState& s) {
                DelayedTrigger d;
                d.trig.source = object_id(kMaxObjects - 1);
                s.delayed.push_back(d);
              },
              "a delayed trigger names a bad source"},
             {"an activation count of a bad object",
              [](GameState& s) {
                s.activation_counts.push_back({object_id(kMaxObjects - 1), 0, 0, 1});
              },
              "an activation count names a bad object id"},
         });
}

TEST(StateCheckTest, FindsBrokenCombat) {
  Game g = from(blocking());
  const GameState& s0 = state_of(g);
  const ObjectId attacker = find(s0, "Grizzly Bears", 0, Zone::Battlefield);
  const ObjectId sorcerer = find(s0, "Prodigal Sorcerer", 0, Zone::Battlefield);
  const ObjectId blocker = find(s0, "Grizzly Bears", 1, Zone::Battlefield);
  ASSERT_TRUE(s0.obj(attacker).has(kAttacking));
  expect_each_found(
      g, {
             {"an attacker of the defending player",
              [&](GameState& s) { s.obj(blocker).set(kAttacking); },
              "attacks but is not the active player's"},
             {"attacking and blocking", [&](GameState& s) { s.obj(attacker).set(kBlocking); },
              "both attacking and blocking"},
             {"a blocker of the active player",
              [&](GameState& s) {
                s.obj(sorcerer).set(kBlocking);
                s.obj(sorcerer).blocking = attacker;
              },
              "blocks but is not the defending player's"},
             {"a blocker blocking nothing", [&](GameState& s) { s.obj(blocker).set(kBlocking); },
              "is blocking nothing"},
             {"a blocker of a creature that is not attacking",
              [&](GameState& s) {
                s.obj(blocker).set(kBlocking);
                s.obj(blocker).blocking = sorcerer;
              },
              "which is not attacking"},
             {"a blocking target without the flag",
              [&](GameState& s) { s.obj(blocker).blocking = attacker; },
              "a blocking target without the blocking flag"},
             {"damage assigned and never dealt",
              [&](GameState& s) {
                s.combat_damage.push_back({attacker, ObjectId::None, 1, 0, 2});
              },
              "combat damage is assigned but not dealt"},
             {"combat outside combat", [](GameState& s) { s.step = Step::Main2; },
              "has a combat flag outside combat"},
             {"blockers picked past the maximum",
              [](GameState& s) { s.pending.picked = s.pending.total + 1; },
              "more blockers picked than the maximum"},
         });
}

TEST(StateCheckTest, FindsBrokenTalliesAndFlags) {
  Game g = from(main_phase());
  const ObjectId bears = find(state_of(g), "Grizzly Bears", 0, Zone::Battlefield);
  expect_each_found(
      g,
      {
          {"a hand tally", [](GameState& s) { ++s.players[0].hand_lands; }, "hand tallies differ"},
          {"a mana tally", [](GameState& s) { ++s.players[0].mana_sources.total; },
           "mana source tallies differ"},
          {"a token the game does not know of", [&](GameState& s) { s.obj(bears).set(kToken); },
           "any_tokens is clear"},
          {"activated abilities not flagged", [](GameState& s) { s.any_activated = false; },
           "any_activated is clear"},
          {"triggered abilities not flagged", [](GameState& s) { s.any_triggered = false; },
           "any_triggered is clear"},
          {"static abilities not flagged", [](GameState& s) { s.any_static = false; },
           "any_static is clear"},
          {"a legend not flagged",
           [&](GameState& s) {
             s.obj(bears).supertypes |= supertype_bit(Supertype::Legendary);
             s.any_legendary = false;
           },
           "any_legendary is clear"},
      });
  // Each player's cards are conserved, when the checker is told how many there were.
  int decks[kNumPlayers] = {0, 0};
  for (int i = 0; i < state_of(g).num_objects; ++i) ++decks[state_of(g).objects[i].owner];
  StateCheckOptions opt;
  opt.deck_sizes = decks;
  EXPECT_EQ(state_problem(state_of(g), g.db(), opt), "");
  --decks[1];
  EXPECT_NE(state_problem(state_of(g), g.db(), opt).find("p2 owns"), std::string::npos);
}

TEST(StateCheckTest, FindsBrokenInteractions) {
  Game g = from(main_phase());
  answer(g, "cast Lightning Bolt");
  ASSERT_EQ(g.pending().kind, DecisionKind::ChooseTarget);
  const ObjectId bears = find(state_of(g), "Grizzly Bears", 0, Zone::Battlefield);
  expect_each_found(
      g, {
             {"a bad source",
              [](GameState& s) { s.interactions.back().source = object_id(kMaxObjects - 1); },
              "interaction 0 has a bad source"},
             {"an ability the source lacks",
              [](GameState& s) { s.interactions.back().ability = 77; }, "has no ability 77"},
             {"a pc past the program", [](GameState& s) { s.interactions.back().pc = 999; },
              "pc 999 is past its program"},
             {"a machine stack past its depth",
              [](GameState& s) { s.interactions.back().sp = kVmStackDepth + 1; },
              "machine stack, controller or waiting flag out of range"},
             {"a bad target",
              [](GameState& s) {
                s.interactions.back().targets[0] = Target{TargetKind::Player, 9};
              },
              "interaction 0 has a bad target"},
             {"an interaction under another that is not casting",
              [](GameState& s) { s.interactions.push_back(s.interactions.back()); },
              "is not casting a card (Op::Play)"},
             {"a question asked but not waiting",
              [](GameState& s) { s.interactions.back().waiting = 0; },
              "is at target while the pending decision is choose_target"},
             {"an X announced for another object",
              [&](GameState& s) {
                s.pending.kind = DecisionKind::ChooseX;
                s.pending.subject = bears;
              },
              "not the spell or ability whose X is announced"},
             {"a priority decision while an ability runs",
              [](GameState& s) {
                s.interactions.back().waiting = 0;
                s.pending = Pending{DecisionKind::Priority, s.priority};
              },
              "an ability is running during a priority decision"},
             {"sba_dirty clear with lethal damage",
              [&](GameState& s) {
                s.obj(bears).damage = 2;
                s.sba_dirty = false;
              },
              "sba_dirty is clear"},
         });
}

TEST(StateCheckTest, FindsBrokenDecisions) {
  Game g = from(main_phase());
  const ObjectId bears = find(state_of(g), "Grizzly Bears", 0, Zone::Battlefield);
  const ObjectId bolt = find(state_of(g), "Lightning Bolt", 0, Zone::Hand);
  const ObjectId mountain = find(state_of(g), "Mountain", 0, Zone::Battlefield);
  expect_each_found(
      g,
      {
          {"a step out of range", [](GameState& s) { s.step = Step::Count; },
           "step 13 out of range"},
          {"no active player", [](GameState& s) { s.active = PlayerId::None; },
           "active, priority or starting player"},
          {"two passes and no resolution", [](GameState& s) { s.passes = 2; }, "2 passes in a row"},
          {"absurd life", [](GameState& s) { s.players[0].life = 5000; }, "p1 life 5000"},
          {"an absurd mana pool", [](GameState& s) { s.players[1].pool.amount[2] = 200; },
           "p2 has an absurd mana pool"},
          {"too many mulligans", [](GameState& s) { s.players[0].mulligans = 9; },
           "took too many mulligans"},
          {"a loser without a result", [](GameState& s) { s.players[1].lost = true; },
           "lost flags say 1 (104.4a)"},
          {"a result without game_over",
           [](GameState& s) {
             s.players[1].lost = true;
             s.result = GameResult::P1Wins;
           },
           "the game is over but the decision is not game_over"},
          {"no decision", [](GameState& s) { s.pending = Pending{}; },
           "the game goes on but the decision is none"},
          {"a decision without a player", [](GameState& s) { s.pending.player = PlayerId::None; },
           "has no player"},
          {"a decision about a bad object",
           [](GameState& s) { s.pending.subject = object_id(kMaxObjects - 1); },
           "subject is a bad object id"},
          {"mulligans in a main phase", [](GameState& s) { s.in_mulligans = true; },
           "in_mulligans is true during a priority"},
          {"turn 0 after mulligans", [](GameState& s) { s.turn = 0; }, "turn 0 after mulligans"},
          {"0 life", [](GameState& s) { s.players[0].life = 0; },
           "p1 is at 0 life (704.5a), but the game goes on"},
          {"a draw from an empty library",
           [](GameState& s) { s.players[1].drew_from_empty = true; }, "(704.5b)"},
          {"ten poison counters", [](GameState& s) { s.players[1].poison = 10; }, "(704.5c)"},
          {"a token in a hand",
           [&](GameState& s) {
             s.obj(bolt).set(kToken);
             s.any_tokens = true;
           },
           "(704.5d)"},
          {"toughness 0", [&](GameState& s) { s.obj(bears).toughness = 0; },
           "toughness 0 (704.5f)"},
          {"lethal damage", [&](GameState& s) { s.obj(bears).damage = 2; },
           "has lethal damage (2) (704.5g)"},
          {"deathtouch damage", [&](GameState& s) { s.obj(bears).set(kDeathtouchDamaged); },
           "(704.5h)"},
          {"two legends of one name",
           [&](GameState& s) {
             for (ObjectId id : s.battlefield)
               if (s.obj(id).def == s.obj(mountain).def)
                 s.obj(id).supertypes |= supertype_bit(Supertype::Legendary);
             s.any_legendary = true;
           },
           "a state-based action applies (704.5j"},
          {"priority for the other player", [](GameState& s) { s.pending.player = PlayerId::P2; },
           "a priority decision for the player without priority"},
          {"priority with triggers waiting",
           [&](GameState& s) { s.triggers.push_back(trigger_of(bears)); },
           "while triggered abilities wait"},
          {"attackers in a main phase",
           [](GameState& s) { s.pending.kind = DecisionKind::DeclareAttackers; },
           "attackers declared by the wrong player or in the wrong step"},
          {"blockers in a main phase",
           [](GameState& s) {
             s.pending = Pending{DecisionKind::DeclareBlockers, PlayerId::P2};
           },
           "blockers declared by the wrong player or in the wrong step"},
          {"damage assigned by the defender",
           [](GameState& s) {
             s.pending = Pending{DecisionKind::AssignDamage, PlayerId::P2};
           },
           "combat damage assigned by the non-active player"},
          {"damage assigned with none left",
           [](GameState& s) {
             s.pending = Pending{DecisionKind::AssignDamage, PlayerId::P1};
           },
           "with nothing left to assign"},
          {"damage assigned for a creature not attacking",
           [&](GameState& s) {
             s.pending = Pending{DecisionKind::AssignDamage, PlayerId::P1, 0, 2, bears, 2};
           },
           "for a creature that is not attacking"},
          {"a discard in a main phase",
           [](GameState& s) {
             s.pending = Pending{DecisionKind::Discard, PlayerId::P1, 0, 1};
           },
           "a discard outside the active player's cleanup"},
          {"a discard with nothing to discard",
           [](GameState& s) {
             s.step = Step::Cleanup;
             s.pending = Pending{DecisionKind::Discard, PlayerId::P1, 1, 1};
           },
           "with nothing left to discard"},
          {"a bottom card owed by nobody",
           [](GameState& s) {
             s.in_mulligans = true;
             s.turn = 0;
             s.pending = Pending{DecisionKind::BottomCard, PlayerId::P1};
           },
           "with nothing owed (103.5)"},
          {"triggers to order, one of them",
           [&](GameState& s) {
             s.triggers.push_back(trigger_of(bears));
             s.pending = Pending{DecisionKind::OrderTriggers, PlayerId::P1};
           },
           "fewer than two waiting (603.3b)"},
          {"a question with no ability running",
           [](GameState& s) { s.pending.kind = DecisionKind::YesNo; },
           "a yes_no decision with no ability running"},
      });
}

TEST(StateCheckTest, FindsBrokenOptionsAndCharacteristics) {
  Game g = from(main_phase());
  const ObjectId bears = find(state_of(g), "Grizzly Bears", 0, Zone::Battlefield);
  OptionList kept = g.options();
  StateCheckOptions opt;
  opt.options = &kept;
  ASSERT_EQ(state_problem(state_of(g), g.db(), opt), "");
  kept.erase_at(kept.size() - 1);
  EXPECT_EQ(state_problem(state_of(g), g.db(), opt),
            "the kept options differ from freshly generated ones");
  // A decision with one legal answer is never asked: p2 can only pass.
  GameState s = state_of(g);
  s.priority = s.pending.player = PlayerId::P2;
  legal_options(s, g.db(), kept);
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_EQ(state_problem(s, g.db(), opt), "a priority decision with 1 option(s)");
  // Options kept once the game is over.
  s = state_of(g);
  s.players[1].lost = true;
  s.result = GameResult::P1Wins;
  s.pending = Pending{DecisionKind::GameOver};
  kept = g.options();
  EXPECT_EQ(state_problem(s, g.db(), opt), "the game is over but options are kept");
  // The canonical order (rules/options.h).
  const OptionList fine = g.options();
  ASSERT_EQ(options_order_problem(state_of(g), g.db(), fine), "");
  ASSERT_GE(fine.size(), 3u);
  ASSERT_EQ(fine[0].kind(), OptionKind::Pass);
  kept = fine;
  std::swap(kept[0], kept[1]);
  EXPECT_NE(
      options_order_problem(state_of(g), g.db(), kept).find("is a pass or done, which comes first"),
      std::string::npos);
  kept = fine;
  std::swap(kept[1], kept[2]);
  EXPECT_NE(options_order_problem(state_of(g), g.db(), kept).find("canonical order"),
            std::string::npos);
  kept = fine;
  kept.push_back(kept[1]);
  EXPECT_NE(options_order_problem(state_of(g), g.db(), kept).find("comes before"),
            std::string::npos);
  // A search, dig or scry (a ChooseCard decision) offers "done" after the cards; no other.
  GameState searching = state_of(g);
  kept.clear();
  kept.push_back(Option::choose_card(object_id(3)));
  kept.push_back(Option::choose_card(object_id(5)));
  kept.push_back(Option::done());
  EXPECT_NE(
      options_order_problem(searching, g.db(), kept).find("option 2 (done) is a pass or done"),
      std::string::npos);
  searching.pending.kind = DecisionKind::ChooseCard;
  EXPECT_EQ(options_order_problem(searching, g.db(), kept), "");
  kept.clear();
  const ObjectId bolt = find(state_of(g), "Lightning Bolt", 0, Zone::Hand);
  GameState two = state_of(g);
  const ObjectId forest = find(two, "Forest", 0, Zone::Hand);
  two.obj(forest).def = two.obj(bolt).def;  // two Lightning Bolts
  kept.push_back(Option::cast(std::min(bolt, forest)));
  kept.push_back(Option::cast(std::max(bolt, forest)));
  EXPECT_NE(options_order_problem(two, g.db(), kept).find("are the same card"), std::string::npos);
  // Cached characteristics against a recomputation (layers, 613).
  StateCheckOptions deep;
  deep.characteristics = true;
  s = state_of(g);
  ASSERT_EQ(state_problem(s, g.db(), deep), "");
  s.obj(bears).power = 5;
  EXPECT_NE(state_problem(s, g.db(), deep).find("power 5, recomputed 2"), std::string::npos);
}

}  // namespace
}  // namespace rwd
