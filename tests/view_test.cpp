// Hidden information (DESIGN.md: bots see PlayerView only). Two games that differ only in
// what p1 cannot see — cards swapped between p2's hand and library, both libraries
// reordered — must give p1 byte-identical views, identical answers from every bot, and
// identical determinized games; and a determinized game must look, to its seat, exactly like
// the real one.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "bots/controller.h"
#include "bots/search.h"
#include "bots/seat.h"
#include "cards/builtin.h"
#include "cli/session.h"
#include "game/card_pool.h"
#include "game/game.h"
#include "game/game_internal.h"

namespace rwd {
namespace {

std::vector<PositionCard> cards(std::initializer_list<const char*> names) {
  std::vector<PositionCard> out;
  for (const char* n : names) out.push_back(PositionCard{n});
  return out;
}

Game make(const Position& pos) {
  Result<Game> g = Game::from_position(pos, builtin_card_db());
  EXPECT_TRUE(g.is_ok()) << g.message();
  return *g;
}

// p1 to act in its first main phase with lands and creatures to cast.
Position main_phase(bool swapped) {
  Position pos;
  pos.seed = 77;
  pos.active = PlayerId::P1;
  pos.step = Step::Main1;
  PositionPlayer& me = pos.players[0];
  me.battlefield = cards({"Forest", "Forest", "Plains", "Grizzly Bears"});
  me.hand = cards({"Forest", "Centaur Courser", "Savannah Lions", "Serra Angel"});
  me.library = swapped ? cards({"Plains", "Giant Spider", "Forest", "Grizzly Bears", "Forest"})
                       : cards({"Forest", "Grizzly Bears", "Plains", "Forest", "Giant Spider"});
  PositionPlayer& opp = pos.players[1];
  opp.battlefield = cards({"Mountain", "Swamp", "Hill Giant"});
  opp.hand = swapped ? cards({"Typhoid Rats", "Swamp"}) : cards({"Gray Ogre", "Mountain"});
  opp.library = swapped ? cards({"Mountain", "Hill Giant", "Gray Ogre", "Swamp"})
                        : cards({"Hill Giant", "Typhoid Rats", "Swamp", "Swamp"});
  // Same multisets: p2's hidden cards are Gray Ogre, Hill Giant, Typhoid Rats, 2 Swamp,
  // 2 Mountain either way.
  opp.library.push_back(PositionCard{"Mountain"});
  return pos;
}

// p2 attacks; p1 declares blockers.
Position blocking(bool swapped) {
  Position pos;
  pos.seed = 99;
  pos.active = PlayerId::P2;
  pos.step = Step::DeclareBlockers;
  PositionPlayer& me = pos.players[0];
  me.battlefield = cards({"Forest", "Grizzly Bears", "Giant Spider", "Savannah Lions"});
  me.hand = cards({"Plains"});
  me.library = swapped ? cards({"Forest", "Serra Angel"}) : cards({"Serra Angel", "Forest"});
  me.life = 5;
  PositionPlayer& opp = pos.players[1];
  opp.battlefield = cards({"Hill Giant", "Vampire Nighthawk", "Gray Ogre"});
  for (PositionCard& c : opp.battlefield) c.attacking = c.tapped = true;
  opp.hand = swapped ? cards({"Hill Giant"}) : cards({"Typhoid Rats"});
  opp.library = swapped ? cards({"Typhoid Rats", "Swamp"}) : cards({"Swamp", "Hill Giant"});
  return pos;
}

std::string view_bytes(const Game& g, PlayerId seat) { return nlohmann::json(g.view(seat)).dump(); }

void expect_indistinguishable(const Game& a, const Game& b) {
  ASSERT_FALSE(a == b) << "the two games should differ in hidden information";
  ASSERT_EQ(a.pending().player, PlayerId::P1);
  EXPECT_EQ(view_bytes(a, PlayerId::P1), view_bytes(b, PlayerId::P1));
  EXPECT_TRUE(a.view(PlayerId::P1) == b.view(PlayerId::P1));
  EXPECT_EQ(view_bytes(a, PlayerId::None), view_bytes(b, PlayerId::None));
  EXPECT_TRUE(a.view(PlayerId::None) == b.view(PlayerId::None));
  EXPECT_TRUE(a.view(PlayerId::P1, ViewText::ForBots) == b.view(PlayerId::P1, ViewText::ForBots));

  OptionList oa, ob;
  a.options(oa);
  b.options(ob);
  ASSERT_EQ(oa.size(), ob.size());
  for (size_t i = 0; i < oa.size(); ++i) EXPECT_EQ(a.option_label(oa[i]), b.option_label(ob[i]));

  for (const char* kind : {"random", "first", "heuristic", "search"}) {
    ControllerOptions opt;
    opt.budget = 80;
    auto ca = make_controller(kind, opt);
    auto cb = make_controller(kind, opt);
    ASSERT_TRUE(ca.is_ok() && cb.is_ok());
    Result<int> ra = (*ca)->choose(a, PlayerId::P1);
    Result<int> rb = (*cb)->choose(b, PlayerId::P1);
    ASSERT_TRUE(ra.is_ok() && rb.is_ok()) << kind;
    EXPECT_EQ(*ra, *rb) << kind << " answered differently in games that p1 cannot tell apart";
  }

  for (uint64_t seed : {1ull, 2ull, 12345ull}) {
    Game da = a.determinized(PlayerId::P1, seed);
    Game db = b.determinized(PlayerId::P1, seed);
    EXPECT_TRUE(da == db) << "determinized games differ for seed " << seed;
    EXPECT_EQ(da.hash(), db.hash());
    EXPECT_EQ(view_bytes(da, PlayerId::P1), view_bytes(a, PlayerId::P1));
  }
}

TEST(ViewTest, HiddenInformationDoesNotShowInMainPhase) {
  expect_indistinguishable(make(main_phase(false)), make(main_phase(true)));
}

TEST(ViewTest, HiddenInformationDoesNotShowWhenBlocking) {
  Game a = make(blocking(false));
  Game b = make(blocking(true));
  ASSERT_EQ(a.pending().kind, DecisionKind::DeclareBlockers);
  expect_indistinguishable(a, b);
}

TEST(ViewTest, DeterminizedSamplesDifferBySeed) {
  Game a = make(main_phase(false));
  int distinct = 0;
  Game first = a.determinized(PlayerId::P1, 1);
  for (uint64_t seed = 2; seed < 10; ++seed) distinct += !(a.determinized(PlayerId::P1, seed) == first);
  EXPECT_GE(distinct, 6);
}

std::map<int, int> hidden_multiset(const Game& g, PlayerId seat, int owner) {
  const GameState& s = state_of(g);
  std::map<int, int> m;
  for (ObjectId id : s.players[owner].library) ++m[raw(s.obj(id).def)];
  if (player_id(owner) != seat)
    for (ObjectId id : s.players[owner].hand) ++m[raw(s.obj(id).def)];
  return m;
}

// Over seeded games between random bots: a determinized game keeps the seat's view and
// options, keeps the hidden multisets, and keeps being playable.
TEST(ViewTest, DeterminizedGameLooksTheSameToItsSeat) {
  const auto& decks = CardPool::builtin_decks();
  for (int i = 0; i < 3; ++i) {
    GameSetup setup;
    for (int p = 0; p < kNumPlayers; ++p)
      setup.players[p] = *CardPool::builtin().deck(decks[(i + p) % decks.size()].id);
    setup.seed = 900 + static_cast<uint64_t>(i);
    Game g = *Game::create(setup, builtin_card_db());
    auto rnd = make_random_controller();
    while (!g.over() && g.inputs() < 3000) {
      PlayerId seat = g.pending().player;
      if (g.inputs() % 7 == 0) {
        Game d = g.determinized(seat, g.inputs());
        EXPECT_EQ(view_bytes(d, seat), view_bytes(g, seat)) << "input " << g.inputs();
        OptionList o1, o2;
        g.options(o1);
        d.options(o2);
        ASSERT_EQ(o1.size(), o2.size());
        for (size_t k = 0; k < o1.size(); ++k) EXPECT_EQ(o1[k], o2[k]);
        for (int p = 0; p < kNumPlayers; ++p) EXPECT_EQ(hidden_multiset(d, seat, p), hidden_multiset(g, seat, p));
        // The sample plays on like any game.
        auto r2 = make_random_controller();
        for (int k = 0; k < 50 && !d.over(); ++k) ASSERT_TRUE(d.apply(*r2->choose(d, d.pending().player)).is_ok());
      }
      ASSERT_TRUE(g.apply(*rnd->choose(g, seat)).is_ok());
    }
  }
}

// The bots' view (ViewText::ForBots) is the full view without the text for people: equal
// to it once the strings are cleared, so it drops no structured field and adds nothing.
void clear_text(CardView& c) {
  c.name.clear();
  c.type_line.clear();
  c.mana_cost.clear();
  c.keywords.clear();
  c.pt_sources.clear();
  c.counters.clear();
  c.chosen.clear();
  c.not_implemented.clear();
}

TEST(ViewTest, BotViewIsTheFullViewWithoutText) {
  const auto& decks = CardPool::builtin_decks();
  int compared = 0, with_text = 0;
  for (int i = 0; i < 6; ++i) {
    GameSetup setup;
    for (int p = 0; p < kNumPlayers; ++p)
      setup.players[p] = *CardPool::builtin().deck(decks[(i + p) % decks.size()].id);
    setup.seed = 4242 + static_cast<uint64_t>(i);
    Game g = *Game::create(setup, builtin_card_db());
    auto rnd = make_random_controller();
    while (!g.over() && g.inputs() < 2000) {
      for (PlayerId seat : {PlayerId::P1, PlayerId::P2, PlayerId::None}) {
        PlayerView full = g.view(seat);
        PlayerView bots = g.view(seat, ViewText::ForBots);
        with_text += !full.battlefield.empty() && !full.battlefield[0].name.empty();
        for (PlayerPublic& p : full.players) {
          for (CardView& c : p.hand) clear_text(c);
          for (CardView& c : p.graveyard) clear_text(c);
          for (CardView& c : p.exile) clear_text(c);
        }
        for (CardView& c : full.battlefield) clear_text(c);
        for (CardView& c : full.stack) clear_text(c);
        ASSERT_TRUE(full == bots) << "input " << g.inputs();
        ++compared;
      }
      ASSERT_TRUE(g.apply(*rnd->choose(g, g.pending().player)).is_ok());
    }
  }
  EXPECT_GT(compared, 1000);
  EXPECT_GT(with_text, 100);  // the full views had names to clear
}

}  // namespace
}  // namespace rwd
