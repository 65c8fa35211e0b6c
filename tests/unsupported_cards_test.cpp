// Cards with lines the engine cannot run: refused in decks and games unless the game allows
// them (`--allow-unsupported`); then they play without those abilities, every view shows
// what is not implemented, and records keep the permission so they replay. Also
// add_card_scripts (`--cards PATH`): the built-in card wins over a same-named script.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cards/builtin.h"
#include "cards/card_pool.h"
#include "cards/deck.h"
#include "game/game.h"
#include "record/record_file.h"
#include "record/record_json.h"
#include "record/recorder.h"
#include "record/replay.h"

namespace rwd {
namespace {

// Test cards written for this test. ReverseTurnOrder is a Forge ApiType the engine does not
// run (and has no reason to in two-player games).
constexpr const char* kOddity =
    "Name:Test Oddity\nManaCost:0\nTypes:Instant\n"
    "A:SP$ ReverseTurnOrder | SpellDescription$ Reverse the turn order.\n"
    "Oracle:Reverse the turn order.\n";

CardDb pool_with_oddity() {
  CardDb db = builtin_card_db();
  Status s = db.add_script(kOddity, "test");
  EXPECT_TRUE(s.is_ok()) << s.message();
  return db;
}

GameSetup oddity_setup(const CardDb& db) {
  GameSetup setup;
  setup.seed = 5;
  for (int p = 0; p < kNumPlayers; ++p) {
    setup.players[p].deck_name = "oddities";
    setup.players[p].deck.assign(40, *db.find("Test Oddity"));
    setup.players[p].deck.insert(setup.players[p].deck.end(), 20, *db.find("Island"));
  }
  return setup;
}

TEST(UnsupportedCardsTest, DecksRefuseThemUnlessAllowed) {
  CardDb db = pool_with_oddity();
  ASSERT_FALSE(db.get(*db.find("Test Oddity")).supported());
  DeckList deck;
  deck.name = "d";
  deck.main.push_back(DeckEntry{4, "Test Oddity", 1});
  Result<std::vector<CardDefId>> refused = resolve_deck(deck, db);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.message().find("Test Oddity"), std::string::npos);
  EXPECT_NE(refused.message().find("ReverseTurnOrder"), std::string::npos);
  EXPECT_NE(refused.message().find("allowing unsupported cards"), std::string::npos);
  Result<std::vector<CardDefId>> allowed = resolve_deck(deck, db, true);
  ASSERT_TRUE(allowed) << allowed.message();
  EXPECT_EQ(allowed->size(), 4u);
}

TEST(UnsupportedCardsTest, GamesRefuseThemUnlessAllowed) {
  CardDb db = pool_with_oddity();
  GameSetup setup = oddity_setup(db);
  Result<Game> refused = Game::create(setup, db);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.message().find("Test Oddity"), std::string::npos);
  setup.allow_unsupported = true;
  Result<Game> allowed = Game::create(setup, db);
  ASSERT_TRUE(allowed) << allowed.message();
}

// The missing ability is shown to both players; the spell resolves doing nothing.
TEST(UnsupportedCardsTest, TheMissingAbilityIsShownAndDoesNothing) {
  CardDb db = pool_with_oddity();
  GameSetup setup = oddity_setup(db);
  setup.allow_unsupported = true;
  Result<Game> g = Game::create(setup, db);
  ASSERT_TRUE(g);
  Game& game = *g;
  // Keep both hands, then cast a Test Oddity at the first chance.
  bool cast = false;
  for (int guard = 0; guard < 200 && !cast; ++guard) {
    OptionList opts;
    game.options(opts);
    int pick = 0;
    for (size_t i = 0; i < opts.size(); ++i) {
      std::string label = game.option_label(opts[i]);
      if (label.starts_with("keep 7") || label.starts_with("cast Test Oddity"))
        pick = static_cast<int>(i);
      if (label.starts_with("cast Test Oddity")) cast = true;
    }
    ASSERT_TRUE(game.apply(pick).is_ok());
  }
  ASSERT_TRUE(cast);
  // Both seats see the card on the stack marked as not implemented, with the reason.
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    PlayerView v = game.view(player_id(seat));
    ASSERT_EQ(v.stack.size(), 1u);
    EXPECT_NE(v.stack[0].not_implemented.find("A:SP$ ReverseTurnOrder"), std::string::npos)
        << v.stack[0].not_implemented;
    EXPECT_NE(v.stack[0].not_implemented.find("ReverseTurnOrder"), std::string::npos);
  }
  const int graveyard_before = game.view(PlayerId::P1).players[0].graveyard.size() +
                               game.view(PlayerId::P1).players[1].graveyard.size();
  const int active = game.view(PlayerId::P1).active;
  // Both pass: it resolves to its owner's graveyard; the turn order is unchanged.
  for (int guard = 0; guard < 4 && !game.view(PlayerId::P1).stack.empty(); ++guard)
    ASSERT_TRUE(game.apply(0).is_ok());
  PlayerView after = game.view(PlayerId::P1);
  EXPECT_TRUE(after.stack.empty());
  EXPECT_EQ(static_cast<int>(after.players[0].graveyard.size() + after.players[1].graveyard.size()),
            graveyard_before + 1);
  EXPECT_EQ(after.active, active);
}

TEST(UnsupportedCardsTest, RecordsKeepThePermission) {
  CardDb db = pool_with_oddity();
  GameSetup setup = oddity_setup(db);
  setup.allow_unsupported = true;
  Result<Game> g = Game::create(setup, db);
  ASSERT_TRUE(g);
  RecordSeat seats[kNumPlayers];
  Recorder rec(new_game_record(setup, db, *g, seats));
  for (int i = 0; i < 30 && !g->over(); ++i) {
    rec.input(g->pending().player, 0);
    ASSERT_TRUE(g->apply(0).is_ok());
    rec.frame(*g);
  }
  GameRecord record = rec.finish(*g);
  EXPECT_TRUE(record.allow_unsupported);
  Result<GameRecord> back = parse_record(encode_record_json(record));
  ASSERT_TRUE(back) << back.message();
  EXPECT_TRUE(back->allow_unsupported);
  Result<Replay> replay = Replay::open(*back);
  ASSERT_TRUE(replay) << replay.message();
  EXPECT_TRUE(replay->verify().ok);
  // Without the permission the same record is refused, naming the card.
  back->allow_unsupported = false;
  Result<Replay> refused = Replay::open(*back);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.message().find("Test Oddity"), std::string::npos);
}

TEST(UnsupportedCardsTest, AddCardScriptsKeepsBuiltinCardsAndCountsRefusals) {
  namespace fs = std::filesystem;
  fs::path dir =
      fs::temp_directory_path() /
      ("rewind-card-pool-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  fs::remove_all(dir);
  fs::create_directories(dir / "sub");
  std::ofstream(dir / "oddity.txt") << kOddity;
  std::ofstream(dir / "sub" / "bears.txt")
      << "Name:Grizzly Bears\nManaCost:G\nTypes:Creature Bear\nPT:9/9\nOracle:\n";
  std::ofstream(dir / "sub" / "broken.txt") << "this is not a card script\n";
  CardDb db = builtin_card_db();
  const size_t before = db.size();
  Result<CardScriptsAdded> added = add_card_scripts(db, dir.string());
  fs::remove_all(dir);
  ASSERT_TRUE(added) << added.message();
  EXPECT_EQ(added->added, 1);
  EXPECT_EQ(added->duplicates, 1);
  EXPECT_EQ(added->refused, 1);
  EXPECT_NE(added->first_refusal.find("broken.txt"), std::string::npos) << added->first_refusal;
  EXPECT_EQ(db.size(), before + 1);
  EXPECT_EQ(db.get(*db.find("Grizzly Bears")).front().power, 2);  // the built-in card
  EXPECT_TRUE(db.find("Test Oddity").has_value());
  EXPECT_FALSE(add_card_scripts(db, "/no/such/folder"));
}

}  // namespace
}  // namespace rwd
