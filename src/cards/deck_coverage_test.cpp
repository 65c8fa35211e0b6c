#include "cards/deck_coverage.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "cards/builtin.h"

namespace rwd {
namespace {

namespace fs = std::filesystem;

// A card verdict made by hand: supported, or blocked by the features named.
CardCoverage card(const std::string& name, std::vector<std::string> blockers = {}) {
  CardCoverage c;
  c.name = name;
  c.source = name + ".txt";
  for (const std::string& b : blockers) c.blockers.push_back({FeatureKind::Keyword, b});
  c.supported = blockers.empty();
  return c;
}

DeckCoverage deck_with(std::vector<std::string> blockers) {
  DeckCoverage d;
  d.name = "d";
  d.cards = 10;
  for (const std::string& b : blockers) {
    d.blocked_cards.push_back("card with " + b);
    d.card_blockers.push_back({{FeatureKind::Keyword, b}});
    d.blockers.push_back({FeatureKind::Keyword, b});
  }
  return d;
}

TEST(DeckCoverageTest, VerdictsByNameCaseInsensitiveFirstWins) {
  CardVerdicts v;
  v.add(card("Grizzly Bears"));
  v.add(card("Grizzly Bears", {"Banding"}));  // a same-named script later: the first stays
  v.add(card("Fire // Ice", {"Split"}));
  ASSERT_NE(v.find("grizzly bears"), nullptr);
  EXPECT_TRUE(v.find("GRIZZLY BEARS")->supported);
  ASSERT_NE(v.find("Fire"), nullptr);  // a split card by its front face's name
  EXPECT_EQ(v.find("Fire")->name, "Fire // Ice");
  EXPECT_EQ(v.find("fire // ice")->name, "Fire // Ice");
  EXPECT_EQ(v.find("Ice"), nullptr);
  EXPECT_EQ(v.find("Llanowar Elves"), nullptr);
  EXPECT_EQ(v.size(), 2);
}

TEST(DeckCoverageTest, ADeckIsPlayableIffEveryMainCardIsSupported) {
  CardVerdicts v;
  v.add(card("Forest"));
  v.add(card("Grizzly Bears"));
  v.add(card("Knight", {"Banding", "Flanking"}));
  DeckCoverage ok = check_deck({"ok.dck",
                                "[Main]\n20 Forest\n40 Grizzly Bears\n"
                                "[Sideboard]\n4 Knight\n"},
                               v);
  EXPECT_TRUE(ok.supported()) << ok.error;
  EXPECT_EQ(ok.cards, 2);  // the sideboard is not played
  DeckCoverage bad = check_deck(
      {"bad.dck", "[Main]\n20 Forest\n4 Knight\n4 knight\n4 Unheard Of\n36 Grizzly Bears\n"}, v);
  EXPECT_FALSE(bad.supported());
  EXPECT_EQ(bad.cards, 4);  // Knight and knight are one card
  EXPECT_EQ(bad.blocked_cards, (std::vector<std::string>{"Knight", "Unheard Of"}));
  std::vector<std::string> labels;
  for (const Feature& f : bad.blockers) labels.push_back(f.label());
  EXPECT_EQ(labels, (std::vector<std::string>{"Card no script: Unheard Of", "Keyword Banding",
                                              "Keyword Flanking"}));
  DeckCoverage broken = check_deck({"broken.dck", "[Main]\nfour Forest\n"}, v);
  EXPECT_FALSE(broken.error.empty());
  EXPECT_NE(broken.error.find("broken.dck:2"), std::string::npos) << broken.error;
  DeckCoverage empty = check_deck({"empty.dck", "[Main]\n[Sideboard]\n2 Forest\n"}, v);
  EXPECT_EQ(empty.error, "empty.dck: the main deck is empty");
}

TEST(DeckCoverageTest, BlockersRankedByDecksHeldBackAlone) {
  std::vector<DeckCoverage> decks = {deck_with({"A"}), deck_with({"A", "B"}), deck_with({"B"}),
                                     deck_with({"B"}), deck_with({"C", "B"}), deck_with({})};
  decks.push_back(DeckCoverage{});
  decks.back().error = "x.dck:3: bad line";
  DeckCoverageReport r = deck_coverage(decks, 10);
  EXPECT_EQ(r.decks, 7);
  EXPECT_EQ(r.parsed, 6);
  EXPECT_EQ(r.supported, 1);
  EXPECT_EQ(r.errors, (std::vector<std::string>{"x.dck:3: bad line"}));
  ASSERT_EQ(r.blockers.size(), 3u);
  EXPECT_EQ(r.blockers[0].feature.name, "B");
  EXPECT_EQ(r.blockers[0].sole_decks, 2);
  EXPECT_EQ(r.blockers[0].decks, 4);
  EXPECT_EQ(r.blockers[0].cards, 1);  // "card with B" in every deck: one card
  EXPECT_EQ(r.blockers[1].feature.name, "A");
  EXPECT_EQ(r.blockers[1].sole_decks, 1);
  EXPECT_EQ(r.blockers[1].decks, 2);
  EXPECT_EQ(r.blockers[2].feature.name, "C");
  EXPECT_EQ(r.blockers[2].sole_decks, 0);
  // Greedy: B unlocks 2 decks; then A unlocks {A} and {A,B}; then C unlocks {C,B}.
  ASSERT_EQ(r.unlock_order.size(), 3u);
  EXPECT_EQ(r.unlock_order[0].feature.name, "B");
  EXPECT_EQ(r.unlock_order[0].unlocked, 2);
  EXPECT_EQ(r.unlock_order[0].playable, 3);
  EXPECT_EQ(r.unlock_order[1].feature.name, "A");
  EXPECT_EQ(r.unlock_order[1].unlocked, 2);
  EXPECT_EQ(r.unlock_order[2].feature.name, "C");
  EXPECT_EQ(r.unlock_order[2].playable, 6);
  EXPECT_EQ(deck_coverage(decks, 1).unlock_order.size(), 1u);
}

TEST(DeckCoverageTest, GreedyPrefersTheFeatureClosestToUnlockingWhenNoneUnlocksAlone) {
  // No deck lacks one feature only; X appears in three decks of two, Y and Z in one each.
  std::vector<DeckCoverage> decks = {deck_with({"X", "Y"}), deck_with({"X", "Z"}),
                                     deck_with({"X", "W"})};
  DeckCoverageReport r = deck_coverage(decks, 1);
  ASSERT_EQ(r.unlock_order.size(), 1u);
  EXPECT_EQ(r.unlock_order[0].feature.name, "X");
  EXPECT_EQ(r.unlock_order[0].unlocked, 0);
}

TEST(DeckCoverageTest, ReadsDeckFilesFromAFolderOrOneFile) {
  fs::path dir = fs::temp_directory_path() / ("rewind-decks-" + std::to_string(getpid()));
  fs::create_directories(dir / "sub");
  std::ofstream(dir / "b.dck") << "[Main]\n60 Forest\n";
  std::ofstream(dir / "sub" / "a.dck") << "[Main]\n60 Island\n";
  std::ofstream(dir / "notes.txt") << "not a deck\n";
  Result<std::vector<ScriptText>> files = read_deck_files(dir.string());
  ASSERT_TRUE(files) << files.message();
  ASSERT_EQ(files->size(), 2u);
  EXPECT_EQ((*files)[0].name, "b.dck");
  EXPECT_EQ((*files)[1].name, "sub/a.dck");
  Result<std::vector<ScriptText>> one = read_deck_files((dir / "notes.txt").string());
  ASSERT_TRUE(one);  // a file named on the command line is read whatever its name
  EXPECT_EQ(one->size(), 1u);
  fs::create_directories(dir / "none");
  Result<std::vector<ScriptText>> none = read_deck_files((dir / "none").string());
  EXPECT_FALSE(none);
  EXPECT_NE(none.message().find("holds no .dck file"), std::string::npos);
  EXPECT_FALSE(read_deck_files((dir / "missing").string()));
  fs::remove_all(dir);
}

// Measurement over Forge's 2019 quest decks (../shared/corpus; absent in a fresh clone):
// every deck file is read from the archive and parses; with the built-in pool alone, a deck
// is playable only if each of its cards is built in.
TEST(DeckCoverageTest, QuestDecksOfTheCorpusAllParse) {
  const fs::path tarball = fs::path(REWIND_SHARED_DIR) / "corpus" / "forge-decks-quest-2019.tar.gz";
  if (!fs::exists(tarball)) GTEST_SKIP() << "corpus not present: " << tarball.string();
  Result<std::vector<ScriptText>> files = read_deck_files(tarball.string());
  ASSERT_TRUE(files) << files.message();
  EXPECT_EQ(files->size(), 925u);
  CardVerdicts builtin;
  for (const CardDef& def : builtin_card_db().cards()) builtin.add(check_card(def));
  std::vector<DeckCoverage> decks;
  for (const ScriptText& f : *files) decks.push_back(check_deck(f, builtin));
  DeckCoverageReport r = deck_coverage(decks, 5);
  EXPECT_EQ(r.parsed, r.decks) << (r.errors.empty() ? "" : r.errors[0]);
  for (const DeckCoverage& d : decks) EXPECT_EQ(d.supported(), d.blocked_cards.empty()) << d.source;
  std::cout << "[ corpus ] " << r.decks << " quest decks, " << r.supported
            << " playable with the built-in pool\n";
}

}  // namespace
}  // namespace rwd
