#include "cards/deck.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace rwd {

namespace {

DeckList parse_ok(std::string_view text) {
  Result<DeckList> r = parse_deck(text, "test.dck");
  EXPECT_TRUE(r.is_ok()) << (r ? "" : r.message());
  return r ? *r : DeckList{};
}

std::string parse_error(std::string_view text) {
  Result<DeckList> r = parse_deck(text, "test.dck");
  EXPECT_FALSE(r.is_ok());
  return r ? "" : r.message();
}

CardDb small_db() {
  CardDb db;
  for (const char* name : {"Forest", "Grizzly Bears", "Giant Spider"}) {
    std::string types = std::string(name) == "Forest" ? "Basic Land Forest" : "Creature Beast";
    std::string pt = std::string(name) == "Forest" ? "" : "PT:2/2\n";
    EXPECT_TRUE(
        db.add_script(std::string("Name:") + name + "\nTypes:" + types + "\n" + pt, "db").is_ok());
  }
  EXPECT_TRUE(db.add_script("Name:Twin Elves\nManaCost:G\nTypes:Creature Elf Druid\nPT:1/1\n"
                            "A:AB$ Mana | Cost$ T | Produced$ Any | Amount$ 2\n",
                            "twin_elves.txt")
                  .is_ok());
  return db;
}

}  // namespace

TEST(DeckTest, ParsesForgeDck) {
  DeckList d = parse_ok(
      "[shop]\nCredits=100\n"
      "[metadata]\nName=Forest Friends\nDescription=Bears, mostly.\nDeck Type=constructed\n"
      "[Main]\n20 Forest|M10\n4 Grizzly Bears|M10|1\n\n4 Giant Spider+\n"
      "[Sideboard]\n2 Llanowar Elves|M19\n"
      "[Avatar]\n1 Some Avatar\n");
  EXPECT_EQ(d.name, "Forest Friends");
  ASSERT_EQ(d.main.size(), 3u);
  EXPECT_EQ(d.main[0].count, 20);
  EXPECT_EQ(d.main[0].card, "Forest");
  EXPECT_EQ(d.main[0].line, 8);
  EXPECT_EQ(d.main[1].card, "Grizzly Bears");
  EXPECT_EQ(d.main[2].line, 11);
  EXPECT_EQ(d.main[2].card, "Giant Spider");  // Forge's foil marker "+" dropped
  ASSERT_EQ(d.sideboard.size(), 1u);
  EXPECT_EQ(d.sideboard[0].card, "Llanowar Elves");
}

TEST(DeckTest, SectionNamesIgnoreCaseAndMayShareALine) {
  DeckList d = parse_ok("[metadata]\nName=X\n[main]\n1 Forest\n[sideboard][duel]\n1 Ignored\n");
  ASSERT_EQ(d.main.size(), 1u);
  EXPECT_TRUE(d.sideboard.empty());
}

TEST(DeckTest, ParsesPlainList) {
  DeckList d = parse_ok(
      "# my deck\n// also a comment\n20 Forest\n4x Grizzly Bears\r\n4X Giant Spider\n\n"
      "SB: 1 Llanowar Elves\nSideboard\n3 Giant Spider\n");
  EXPECT_EQ(d.name, "test.dck");
  ASSERT_EQ(d.main.size(), 3u);
  EXPECT_EQ(d.main[1].count, 4);
  EXPECT_EQ(d.main[1].card, "Grizzly Bears");
  EXPECT_EQ(d.main[2].card, "Giant Spider");
  ASSERT_EQ(d.sideboard.size(), 2u);
  EXPECT_EQ(d.sideboard[0].card, "Llanowar Elves");
  EXPECT_EQ(d.sideboard[0].line, 7);
  EXPECT_EQ(d.sideboard[1].count, 3);
}

TEST(DeckTest, MalformedLinesAreErrorsNamingTheLine) {
  EXPECT_EQ(parse_error("4 Forest\nGrizzly Bears\n"),
            "test.dck:2: expected \"<count> <card name>\", got \"Grizzly Bears\"");
  EXPECT_EQ(parse_error("[Main]\n0 Forest\n"),
            "test.dck:2: card count must be between 1 and 250, got \"0\"");
  EXPECT_EQ(parse_error("251 Forest\n"),
            "test.dck:1: card count must be between 1 and 250, got \"251\"");
  EXPECT_EQ(parse_error("99999999999999999999 Forest\n").rfind("test.dck:1: card count", 0), 0u);
  EXPECT_EQ(parse_error("1\n2x\n"), "test.dck:1: missing card name after the count in \"1\"");
  EXPECT_EQ(parse_error("4Forest\n").rfind("test.dck:1: expected", 0), 0u);
  EXPECT_EQ(parse_error("4 |M10\n").rfind("test.dck:1: missing card name", 0), 0u);
}

TEST(DeckTest, LoadDeckFile) {
  Result<DeckList> missing = load_deck_file("/nonexistent/dir/x.dck");
  ASSERT_FALSE(missing.is_ok());
  EXPECT_EQ(missing.message(), "deck file not found: /nonexistent/dir/x.dck");

  std::string tmpl = (std::filesystem::temp_directory_path() / "rewind-deck-XXXXXX").string();
  ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
  const std::filesystem::path dir = tmpl;
  std::ofstream(dir / "bears.txt") << "4 Grizzly Bears\n";
  std::ofstream(dir / "named.dck") << "[metadata]\nName=Named Deck\n[main]\n4 Forest\n";
  std::ofstream(dir / "bad.txt") << "4 Forest\nbad line\n";
  Result<DeckList> bears = load_deck_file((dir / "bears.txt").string());
  Result<DeckList> named = load_deck_file((dir / "named.dck").string());
  Result<DeckList> bad = load_deck_file((dir / "bad.txt").string());
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(bears.is_ok());
  EXPECT_EQ(bears->name, "bears");
  ASSERT_TRUE(named.is_ok());
  EXPECT_EQ(named->name, "Named Deck");
  ASSERT_FALSE(bad.is_ok());
  EXPECT_EQ(bad.message().rfind((dir / "bad.txt").string() + ":2: expected", 0), 0u);
}

TEST(DeckTest, ResolveExpandsTheMainDeckInListOrder) {
  CardDb db = small_db();
  DeckList d = parse_ok("2 Grizzly Bears\n1 forest\n1 Giant Spider\nSideboard\n1 Nonexistent\n");
  Result<std::vector<CardDefId>> ids = resolve_deck(d, db);
  ASSERT_TRUE(ids.is_ok()) << ids.message();
  std::vector<CardDefId> want = {*db.find("Grizzly Bears"), *db.find("Grizzly Bears"),
                                 *db.find("Forest"), *db.find("Giant Spider")};
  EXPECT_EQ(*ids, want);
}

TEST(DeckTest, ResolveNamesUnknownCards) {
  CardDb db = small_db();
  DeckList d = parse_ok("[metadata]\nName=Typos\n[main]\n4 Forest\n4 Grizly Bears\n");
  Result<std::vector<CardDefId>> ids = resolve_deck(d, db);
  ASSERT_FALSE(ids.is_ok());
  EXPECT_EQ(ids.message(), "deck Typos line 5: unknown card \"Grizly Bears\"");
}

TEST(DeckTest, ResolveRefusesUnsupportedCardsNamingTheLine) {
  CardDb db = small_db();
  DeckList d = parse_ok("[metadata]\nName=Elves\n[main]\n4 Forest\n4 Twin Elves\n");
  Result<std::vector<CardDefId>> ids = resolve_deck(d, db);
  ASSERT_FALSE(ids.is_ok());
  EXPECT_EQ(ids.message(),
            "deck Elves line 5: card \"Twin Elves\" is not supported: twin_elves.txt "
            "line 5 \"A:AB$ Mana | Cost$ T | Produced$ Any | Amount$ 2\": Mana: Produced$ Any is not "
            "supported with this cost (only one color, C, or one of any color) (allowing unsupported cards, e.g. `--allow-unsupported`, plays it "
            "without that ability)");
  Result<std::vector<CardDefId>> allowed = resolve_deck(d, db, true);
  ASSERT_TRUE(allowed.is_ok()) << allowed.message();
  EXPECT_EQ(allowed->size(), 8u);
}

TEST(DeckTest, ResolveRefusesEmptyAndOversizedDecks) {
  CardDb db = small_db();
  Result<std::vector<CardDefId>> empty = resolve_deck(parse_ok("Sideboard\n4 Forest\n"), db);
  ASSERT_FALSE(empty.is_ok());
  EXPECT_EQ(empty.message(), "deck test.dck: the main deck is empty");
  Result<std::vector<CardDefId>> big =
      resolve_deck(parse_ok("200 Forest\n40 Grizzly Bears\n11 Giant Spider\n"), db);
  ASSERT_FALSE(big.is_ok());
  EXPECT_EQ(big.message(), "deck test.dck: the main deck has more than 250 cards");
  EXPECT_TRUE(resolve_deck(parse_ok("200 Forest\n40 Grizzly Bears\n10 Giant Spider\n"), db));
  DeckList handmade{"Hand", {{-1, "Forest", 1}}, {}};
  Result<std::vector<CardDefId>> negative = resolve_deck(handmade, db);
  ASSERT_FALSE(negative.is_ok());
  EXPECT_EQ(negative.message(), "deck Hand line 1: card count must be at least 1");
}

// Measurement over Forge's 2019 quest decks (../shared/corpus; absent in a fresh clone).
TEST(CorpusTest, EveryQuestDeckParses) {
  namespace fs = std::filesystem;
  const fs::path tarball = fs::path(REWIND_SHARED_DIR) / "corpus" / "forge-decks-quest-2019.tar.gz";
  if (!fs::exists(tarball)) GTEST_SKIP() << "corpus not present: " << tarball.string();
  std::string tmpl = (fs::temp_directory_path() / "rewind-decks-XXXXXX").string();
  ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
  const fs::path dir = tmpl;
  std::string cmd = "tar -xzf '" + tarball.string() + "' -C '" + dir.string() + "'";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::vector<fs::path> files;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".dck") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  int ok = 0, with_main = 0;
  std::string errors;
  for (const fs::path& p : files) {
    Result<DeckList> d = load_deck_file(p.string());
    if (!d) {
      errors += "  " + d.message() + "\n";
      continue;
    }
    ++ok;
    if (!d->main.empty()) ++with_main;
  }
  fs::remove_all(dir);
  std::cout << "[ corpus ] " << files.size() << " decks: " << ok << " parsed, " << with_main
            << " with a main deck\n"
            << errors;
  ASSERT_GT(files.size(), 900u);
  EXPECT_EQ(ok, static_cast<int>(files.size()));
}

}  // namespace rwd
