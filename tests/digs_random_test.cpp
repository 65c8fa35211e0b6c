// Looking at the top cards of a library and moving them (701.20e) and scrying several cards
// (701.22a) in whole games: seeded random games with decks of Impulse, Ancestral Memories,
// Lead the Stampede, Preordain and Opt, and Memory Plunder casting the opponent's spells from
// their graveyard (608.2g). At every decision the state codec round-trips; while a dig or a
// scry waits for its player, a determinized copy for that player (the search bot's sample)
// offers the same options with the same labels: the looked-at cards stay where they are.
#include <gtest/gtest.h>

#include "bots/controller.h"
#include "cards/builtin.h"
#include "deck_of.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/state_codec.h"

namespace rwd {
namespace {

std::vector<std::string> labels(const Game& g) {
  std::vector<std::string> out;
  for (const Option& o : g.options()) out.push_back(g.option_label(o));
  return out;
}

TEST(DigsRandomTest, WaitingDigsAndFreeCastsSnapshotAndDeterminizeConsistently) {
  const CardDb& db = builtin_card_db();
  GameSetup setup;
  setup.players[0] = deck_of(db, {{"Impulse", 4},
                                  {"Ancestral Memories", 3},
                                  {"Preordain", 4},
                                  {"Opt", 3},
                                  {"Wind Drake", 4},
                                  {"Lightning Bolt", 4},
                                  {"Island", 14},
                                  {"Mountain", 4}});
  setup.players[1] = deck_of(db, {{"Lead the Stampede", 4},
                                  {"Grizzly Bears", 8},
                                  {"Craw Wurm", 4},
                                  {"Memory Plunder", 4},
                                  {"Forest", 10},
                                  {"Swamp", 6}});
  auto rnd = make_random_controller();
  int waiting = 0, moved = 0, plundered = 0;
  for (int gi = 0; gi < 40; ++gi) {
    setup.seed = 901 + static_cast<uint64_t>(gi);
    Result<Game> created = Game::create(setup, db);
    ASSERT_TRUE(created.is_ok()) << created.message();
    Game g = *created;
    while (!g.over() && g.inputs() < 3000) {
      GameState thawed;
      Status st = decode_state(encode_state(state_of(g)), thawed);
      ASSERT_TRUE(st) << "game " << gi << " after " << g.inputs() << " inputs: " << st.message();
      ASSERT_TRUE(thawed == state_of(g)) << "game " << gi << " after " << g.inputs() << " inputs";
      // A spell cast by Memory Plunder: its casting waits above Memory Plunder's resolution.
      plundered += state_of(g).interactions.size() == 2 &&
                   state_of(g).interactions[0].source != state_of(g).interactions[1].source &&
                   state_of(g).interactions[1].cast_flags == kCastWithoutManaCost;
      if (g.pending().kind == DecisionKind::ChooseCard) {
        ++waiting;
        Game sample = g.determinized(g.pending().player, 77 + g.inputs());
        ASSERT_EQ(labels(sample), labels(g))
            << "game " << gi << " after " << g.inputs() << " inputs";
      }
      const size_t library = state_of(g).player(PlayerId::P1).library.size() +
                             state_of(g).player(PlayerId::P2).library.size();
      Result<int> pick = rnd->choose(g, g.pending().player);
      ASSERT_TRUE(pick.is_ok()) << pick.message();
      ASSERT_TRUE(g.apply(*pick).is_ok());
      const size_t after = state_of(g).player(PlayerId::P1).library.size() +
                           state_of(g).player(PlayerId::P2).library.size();
      moved +=
          after + 1 < library;  // more than a draw left the libraries at once (Ancestral Memories)
    }
  }
  EXPECT_GT(waiting, 200);  // the decks cast their digs and scries often
  EXPECT_GT(moved, 5);
  EXPECT_GT(plundered, 0);  // Memory Plunder cast a Lightning Bolt, choosing its target
}

}  // namespace
}  // namespace rwd
