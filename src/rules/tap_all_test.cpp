// TapAll and UntapAll (701.21): "Tap all creatures your opponents control", "Untap all
// creatures you control": every permanent matching ValidCards$ as the spell resolves, relative
// to its controller. Test cards written from the rules text.
#include <gtest/gtest.h>

#include "cards/builtin.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/game_test_util.h"

namespace rwd {
namespace {

const CardDb& db() {
  static const CardDb d = [] {
    CardDb x = builtin_card_db();
    for (const char* script :
         {"Name:Test Slumber\nManaCost:U\nTypes:Instant\n"
          "A:SP$ TapAll | Cost$ U | ValidCards$ Creature.OppCtrl | SpellDescription$ Tap all "
          "creatures your opponents control.\n"
          "Oracle:Tap all creatures your opponents control.\n",
          "Name:Test Second Wind\nManaCost:G\nTypes:Instant\n"
          "A:SP$ UntapAll | Cost$ G | ValidCards$ Creature.YouCtrl | SpellDescription$ Untap "
          "all creatures you control.\n"
          "Oracle:Untap all creatures you control.\n"}) {
      Status st = x.add_script(script, "tap_all_test");
      EXPECT_TRUE(st) << st.message();
    }
    return x;
  }();
  return d;
}

int tapped(const Game& g, PlayerId p, std::string_view name) {
  const GameState& s = state_of(g);
  int n = 0;
  for (ObjectId id : s.battlefield)
    n += s.obj(id).controller == raw(p) && s.obj(id).has(kTapped) &&
         g.db().get(s.obj(id).def).name() == name;
  return n;
}

TEST(TapAllTest, TapAllAndUntapAllTurnEveryMatchingPermanent) {
  for (const char* name : {"Test Slumber", "Test Second Wind"})
    ASSERT_TRUE(db().get(*db().find(name)).supported()) << name;
  Position pos;
  PositionCard tapped_bears{"Grizzly Bears"};
  tapped_bears.tapped = true;
  PositionCard tapped_forest{"Forest"};
  tapped_forest.tapped = true;
  pos.players[0].battlefield = {{"Island"}, {"Forest"}, tapped_bears, tapped_bears};
  pos.players[0].hand = {{"Test Slumber"}, {"Test Second Wind"}, {"Craw Wurm"}};
  pos.players[0].library = {{"Island"}};
  pos.players[1].battlefield = {{"Grizzly Bears"}, {"Craw Wurm"}, {"Forest"}, tapped_forest};
  pos.players[1].library = {{"Island"}};
  Result<Game> g = Game::from_position(pos, db());
  ASSERT_TRUE(g) << g.message();
  answer(*g, "cast Test Slumber");
  resolve_stack(*g);
  // 701.21: the opponent's creatures, tapped; their untapped land and our own creatures not.
  EXPECT_EQ(tapped(*g, PlayerId::P2, "Grizzly Bears"), 1);
  EXPECT_EQ(tapped(*g, PlayerId::P2, "Craw Wurm"), 1);
  EXPECT_EQ(tapped(*g, PlayerId::P2, "Forest"), 1);  // only the one already tapped
  EXPECT_EQ(tapped(*g, PlayerId::P1, "Grizzly Bears"), 2);
  answer(*g, "cast Test Second Wind");
  resolve_stack(*g);
  EXPECT_EQ(tapped(*g, PlayerId::P1, "Grizzly Bears"), 0);  // ours, untapped
  EXPECT_EQ(tapped(*g, PlayerId::P2, "Grizzly Bears"), 1);  // theirs stay tapped
  EXPECT_TRUE(g->check()) << g->check().message();
}

}  // namespace
}  // namespace rwd
