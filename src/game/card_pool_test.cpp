#include "game/card_pool.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

namespace rwd {

namespace {

// A fresh temporary directory, removed with everything in it at scope exit.
class TempDir {
 public:
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "rewind-pool-XXXXXX").string();
    if (mkdtemp(tmpl.data())) path_ = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    if (!path_.empty()) std::filesystem::remove_all(path_, ec);
  }
  std::string write(const std::string& rel, const std::string& text) const {
    std::filesystem::create_directories((path_ / rel).parent_path());
    std::ofstream(path_ / rel, std::ios::binary) << text;
    return (path_ / rel).string();
  }
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

constexpr const char* kOddity =
    "Name:Test Oddity\nManaCost:0\nTypes:Instant\n"
    "A:SP$ ReverseTurnOrder | SpellDescription$ Reverse the turn order.\n"
    "Oracle:Reverse the turn order.\n";

}  // namespace

TEST(CardPoolTest, BuiltinPoolsShareOneCardDb) {
  EXPECT_EQ(&CardPool::builtin().db(), &CardPool::builtin().db());
  EXPECT_GT(CardPool::builtin().size(), 300u);
  Result<CardPool> none = CardPool::with_scripts({});
  ASSERT_TRUE(none);
  EXPECT_EQ(&none->db(), &CardPool::builtin().db());
}

TEST(CardPoolTest, FindsBuiltinDecksByIdOrNameAndListsThem) {
  const CardPool pool = CardPool::builtin();
  ASSERT_GE(CardPool::builtin_decks().size(), 2u);
  const DeckInfo& first = CardPool::builtin_decks()[0];
  Result<PlayerSetup> by_id = pool.deck(first.id);
  ASSERT_TRUE(by_id) << by_id.message();
  EXPECT_EQ(by_id->deck_name, first.name);
  EXPECT_EQ(by_id->deck.size(), 60u);
  Result<PlayerSetup> by_name = pool.deck(first.name);
  ASSERT_TRUE(by_name) << by_name.message();
  EXPECT_EQ(by_name->deck, by_id->deck);
  const std::vector<std::string> defaults = CardPool::default_decks();
  ASSERT_EQ(defaults.size(), 2u);
  EXPECT_EQ(defaults[0], first.id);
}

TEST(CardPoolTest, DeckErrorsNameTheProblem) {
  const CardPool pool = CardPool::builtin();
  Result<PlayerSetup> missing = pool.deck("no-such-deck");
  ASSERT_FALSE(missing);
  EXPECT_NE(missing.message().find("neither a built-in deck"), std::string::npos)
      << missing.message();
  EXPECT_NE(missing.message().find(CardPool::builtin_decks()[0].id), std::string::npos);
  Result<PlayerSetup> unknown = pool.deck_text("4 Grizzly Bears\n4 Grizly Bears\n", "mine");
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.message().find("Grizly Bears"), std::string::npos) << unknown.message();
  Result<PlayerSetup> listed = pool.deck_text("4 Grizzly Bears\n56 Forest\n", "mine");
  ASSERT_TRUE(listed) << listed.message();
  EXPECT_EQ(listed->deck_name, "mine");
  EXPECT_EQ(listed->deck.size(), 60u);
}

// CR 100.2a: in constructed play a deck has at least sixty cards; the sideboard does not
// count. A casual game (asked for by the player) takes any size.
TEST(CardPoolTest, ConstructedDecksHaveSixtyCardsUnlessTheGameIsCasual) {
  const CardPool pool = CardPool::builtin();
  const std::string forty = "4 Grizzly Bears\n36 Forest\nSideboard\n20 Forest\n";
  Result<PlayerSetup> refused = pool.deck_text(forty, "forty");
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.message(),
            "deck \"forty\" has 40 cards: constructed play needs at least 60 (CR 100.2a); a "
            "casual game allows any size");
  Result<PlayerSetup> casual = pool.deck_text(forty, "forty", false, DeckFormat::Casual);
  ASSERT_TRUE(casual) << casual.message();
  EXPECT_EQ(casual->deck.size(), 40u);
  EXPECT_TRUE(pool.deck_text("1 Forest\n", "one", false, DeckFormat::Casual));
  EXPECT_FALSE(pool.deck_text("59 Forest\n", "59"));
  EXPECT_TRUE(pool.deck_text("60 Forest\n", "60"));
  TempDir dir;  // files are checked the same way
  const std::string path = dir.write("small.dck", "[Main]\n20 Forest\n");
  Result<PlayerSetup> file = pool.deck(path);
  ASSERT_FALSE(file);
  EXPECT_NE(file.message().find("has 20 cards"), std::string::npos) << file.message();
  EXPECT_TRUE(pool.deck(path, false, DeckFormat::Casual));
  for (const DeckInfo& d : CardPool::builtin_decks()) EXPECT_TRUE(pool.deck(d.id)) << d.id;
}

// CR 100.2a: a constructed deck holds at most four cards of one English name, other than
// basic lands; a card that says "a deck can have any number of cards named ..." is exempt.
// A casual game allows any number.
TEST(CardPoolTest, ConstructedDecksHoldAtMostFourOfACardButAnyNumberOfBasicLands) {
  const CardPool pool = CardPool::builtin();
  const std::string five = "4 Grizzly Bears\n30 Forest\n1 Grizzly Bears\n25 Forest\n";
  Result<PlayerSetup> refused = pool.deck_text(five, "five");
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.message(),
            "deck \"five\" has 5 cards named Grizzly Bears: constructed play allows at most 4 "
            "of a card other than basic lands (CR 100.2a); a casual game allows any number");
  EXPECT_TRUE(pool.deck_text(five, "five", false, DeckFormat::Casual));
  EXPECT_TRUE(pool.deck_text("4 Grizzly Bears\n56 Forest\n", "four"));
  // The sideboard is not counted.
  EXPECT_TRUE(pool.deck_text("4 Grizzly Bears\n56 Forest\nSideboard\n4 Grizzly Bears\n", "sb"));

  TempDir dir;  // a card written for this test, with the exemption's keyword
  dir.write("cards/t/test_swarm_rat.txt",
            "Name:Test Swarm Rat\nManaCost:1 B\nTypes:Creature Rat\nPT:1/1\n"
            "K:A deck can have any number of cards named CARDNAME.\n"
            "Oracle:A deck can have any number of cards named Test Swarm Rat.\n");
  dir.write("cards/t/test_lone_rat.txt",
            "Name:Test Lone Rat\nManaCost:1 B\nTypes:Creature Rat\nPT:1/1\n");
  Result<CardPool> rats = CardPool::with_scripts({dir.path() + "/cards"});
  ASSERT_TRUE(rats) << rats.message();
  ASSERT_FALSE(rats->first_unsupported()) << rats->first_unsupported()->reason;
  EXPECT_TRUE(rats->deck_text("30 Test Swarm Rat\n30 Swamp\n", "swarm"));
  Result<PlayerSetup> lone = rats->deck_text("30 Test Lone Rat\n30 Swamp\n", "lone");
  ASSERT_FALSE(lone);
  EXPECT_NE(lone.message().find("30 cards named Test Lone Rat"), std::string::npos)
      << lone.message();
}

TEST(CardPoolTest, DecksFromFiles) {
  TempDir dir;
  const std::string path =
      dir.write("d.dck", "[metadata]\nName=Bears\n[Main]\n4 Grizzly Bears\n56 Forest\n");
  Result<PlayerSetup> d = CardPool::builtin().deck(path);
  ASSERT_TRUE(d) << d.message();
  EXPECT_EQ(d->deck_name, "Bears");
  EXPECT_EQ(d->deck.size(), 60u);
}

TEST(CardPoolTest, ScriptsAddedFromAFolderAndUnsupportedCardsReported) {
  TempDir dir;
  dir.write("cards/t/test_oddity.txt", kOddity);
  dir.write("cards/g/grizzly_bears.txt",
            "Name:Grizzly Bears\nManaCost:1 G\nTypes:Creature Bear\nPT:9/9\n");
  std::vector<std::string> notes;
  Result<CardPool> pool = CardPool::with_scripts({dir.path() + "/cards"}, &notes);
  ASSERT_TRUE(pool) << pool.message();
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("1 added"), std::string::npos) << notes[0];
  EXPECT_NE(notes[0].find("1 already in the pool"), std::string::npos)
      << notes[0];  // built-in cards win
  EXPECT_TRUE(pool->card("Test Oddity"));
  Result<std::string> oddity = pool->playable_card("test oddity");
  ASSERT_FALSE(oddity);
  EXPECT_NE(oddity.message().find("ReverseTurnOrder"), std::string::npos) << oddity.message();
  EXPECT_EQ(*pool->playable_card("grizzly bears"), "Grizzly Bears");
  ASSERT_TRUE(pool->first_unsupported());
  EXPECT_EQ(pool->first_unsupported()->card, "Test Oddity");
  EXPECT_FALSE(CardPool::builtin().first_unsupported());

  Result<PlayerSetup> refused =
      pool->deck_text("4 Test Oddity\n", "odd", false, DeckFormat::Casual);
  EXPECT_FALSE(refused);
  Result<PlayerSetup> allowed = pool->deck_text("4 Test Oddity\n", "odd", true, DeckFormat::Casual);
  ASSERT_TRUE(allowed) << allowed.message();
  GameSetup setup;
  setup.players[0] = *allowed;
  setup.players[1] = *allowed;
  const std::vector<NotImplemented> missing = not_implemented(pool->db(), setup);
  ASSERT_EQ(missing.size(), 1u);  // once for both players
  EXPECT_EQ(missing[0].card, "Test Oddity");
  EXPECT_EQ(missing[0].line, 4);

  Result<CardPool> bad = CardPool::with_scripts({dir.path() + "/nowhere"});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.message().rfind(dir.path() + "/nowhere: ", 0), 0u) << bad.message();
}

TEST(CardPoolTest, ATableRebuildsTheSameIdsWithPlaceholders) {
  const CardPool pool = CardPool::builtin();
  const CardDefId bolt = *pool.card("Lightning Bolt"), bears = *pool.card("Grizzly Bears");
  const std::vector<CardScript> table = card_scripts(pool.db(), {bolt, bears, bolt});
  ASSERT_EQ(table.size(), 2u);
  EXPECT_LT(table[0].id, table[1].id);
  Result<CardPool> rebuilt = CardPool::from_table(table);
  ASSERT_TRUE(rebuilt) << rebuilt.message();
  EXPECT_EQ(card_name(rebuilt->db(), bolt), "Lightning Bolt");
  EXPECT_EQ(card_name(rebuilt->db(), bears), "Grizzly Bears");
  EXPECT_FALSE(rebuilt->first_unsupported());  // placeholders are not reported
  EXPECT_EQ(rebuilt->size(), static_cast<size_t>(std::max(raw(bolt), raw(bears))) + 1);
  std::vector<CardScript> backwards = {table[1], table[0]};
  Result<CardPool> refused = CardPool::from_table(backwards);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.message().find("not ascending"), std::string::npos) << refused.message();
}

TEST(CardPoolTest, OnePoolServesGamesOnSeveralThreads) {
  const CardPool pool = CardPool::builtin();
  GameSetup setup;
  for (int p = 0; p < kNumPlayers; ++p) setup.players[p] = *pool.deck(CardPool::default_decks()[p]);
  uint64_t hashes[2] = {};
  auto play = [&](int i) {
    GameSetup s = setup;
    s.seed = 7;
    Game g = *Game::create(s, pool.db());
    while (!g.over() && g.inputs() < 300) (void)g.apply(0);
    hashes[i] = g.hash();
  };
  std::thread a(play, 0), b(play, 1);
  a.join();
  b.join();
  EXPECT_EQ(hashes[0], hashes[1]);
}

}  // namespace rwd
