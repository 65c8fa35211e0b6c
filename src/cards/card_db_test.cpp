#include "cards/card_db.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace rwd {

namespace {

std::string creature(std::string_view name, std::string_view pt = "2/2") {
  return "Name:" + std::string(name) +
         "\nManaCost:1 G\nTypes:Creature Bear\nPT:" + std::string(pt) + "\nOracle:\n";
}

// A fresh temporary directory, removed with everything in it at scope exit.
class TempDir {
 public:
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "rewind-carddb-XXXXXX").string();
    if (mkdtemp(tmpl.data())) path_ = tmpl;
  }
  ~TempDir() {
    std::error_code ec;
    if (!path_.empty()) std::filesystem::remove_all(path_, ec);
  }
  const std::filesystem::path& path() const { return path_; }
  void write(const std::string& rel, const std::string& text) const {
    std::filesystem::create_directories((path_ / rel).parent_path());
    std::ofstream(path_ / rel, std::ios::binary) << text;
  }

 private:
  std::filesystem::path path_;
};

}  // namespace

TEST(CardDbTest, AddsAndFindsByExactThenCaseInsensitiveName) {
  CardDb db;
  ASSERT_TRUE(db.add_script(creature("Grizzly Bears"), "a.txt").is_ok());
  ASSERT_TRUE(db.add_script(creature("Runeclaw Bear"), "b.txt").is_ok());
  EXPECT_EQ(db.size(), 2u);
  ASSERT_TRUE(db.find("Runeclaw Bear").has_value());
  EXPECT_EQ(raw(*db.find("Runeclaw Bear")), 1);
  EXPECT_EQ(db.find("grizzly BEARS"), db.find("Grizzly Bears"));
  EXPECT_EQ(db.get(*db.find("grizzly bears")).name(), "Grizzly Bears");
  EXPECT_EQ(db.get(*db.find("grizzly bears")).source, "a.txt");
  EXPECT_FALSE(db.find("Grizzly").has_value());
  EXPECT_FALSE(db.find("").has_value());
}

TEST(CardDbTest, ExactCaseWinsOverFoldedMatch) {
  CardDb db;
  ASSERT_TRUE(db.add_script(creature("Odd Name"), "a.txt").is_ok());
  ASSERT_TRUE(db.add_script(creature("odd name"), "b.txt").is_ok());
  EXPECT_EQ(raw(*db.find("Odd Name")), 0);
  EXPECT_EQ(raw(*db.find("odd name")), 1);
  EXPECT_EQ(raw(*db.find("ODD NAME")), 0);  // first loaded wins among folded matches
}

TEST(CardDbTest, FindsEveryFaceName) {
  CardDb db;
  ASSERT_TRUE(db.add_script("Name:Fire\nManaCost:1 R\nTypes:Instant\nAlternateMode:Split\n"
                            "ALTERNATE\nName:Ice\nManaCost:1 U\nTypes:Instant\n",
                            "fire_ice.txt")
                  .is_ok());
  ASSERT_TRUE(db.add_script(creature("Ice"), "ice.txt").is_ok());  // a card's own name wins
  EXPECT_EQ(raw(*db.find("Fire")), 0);
  EXPECT_EQ(raw(*db.find("Fire // Ice")), 0);
  EXPECT_EQ(raw(*db.find("fire // ice")), 0);
  EXPECT_EQ(raw(*db.find("Ice")), 1);
}

TEST(CardDbTest, RejectsDuplicateNamesAndKeepsTheDbUnchanged) {
  CardDb db;
  ASSERT_TRUE(db.add_script(creature("Grizzly Bears"), "one.txt").is_ok());
  Status s = db.add_script(creature("Grizzly Bears", "3/3"), "two.txt");
  ASSERT_FALSE(s.is_ok());
  EXPECT_EQ(s.message(),
            "two.txt: duplicate card name \"Grizzly Bears\" (already loaded from one.txt)");
  EXPECT_EQ(db.size(), 1u);
  EXPECT_EQ(db.get(*db.find("Grizzly Bears")).front().power, 2);
}

TEST(CardDbTest, SyntaxErrorsAreReturnedAndNothingIsAdded) {
  CardDb db;
  Status s = db.add_script("Name:X\nTypes:Creature\nPT:two/2\n", "x.txt");
  ASSERT_FALSE(s.is_ok());
  EXPECT_EQ(s.message().rfind("x.txt:3: PT:", 0), 0u) << s.message();
  EXPECT_EQ(db.size(), 0u);
}

TEST(CardDbTest, KeepsUnsupportedCardsForReporting) {
  CardDb db;
  ASSERT_TRUE(
      db.add_script("Name:Shock\nManaCost:R\nTypes:Instant\nA:SP$ DealDamage\n", "s.txt").is_ok());
  EXPECT_FALSE(db.get(*db.find("Shock")).supported());
}

TEST(CardDbTest, BundleSplitsOnSeparatorLinesAndReportsBundleLines) {
  CardDb db;
  const std::string bundle = "# header comment\n---\n" + creature("A") + "---\r\n" + creature("B") +
                             "---\n---\n" + creature("C");
  ASSERT_TRUE(db.add_bundle(bundle, "pool.txt").is_ok());
  ASSERT_EQ(db.size(), 3u);
  EXPECT_EQ(db.get(CardDefId{1}).name(), "B");
  EXPECT_EQ(db.get(CardDefId{1}).script, creature("B"));

  CardDb bad;
  //            line 1..5               6     7       8              9
  Status s = bad.add_bundle(creature("A") + "---\nName:B\nTypes:Creature\nPT:x\n", "pool.txt");
  ASSERT_FALSE(s.is_ok());
  EXPECT_EQ(s.message().rfind("pool.txt:9: PT:", 0), 0u) << s.message();
  EXPECT_EQ(bad.size(), 1u);

  CardDb unsup;
  ASSERT_TRUE(
      unsup.add_bundle(creature("A") + "---\nName:B\nTypes:Artifact\nT:Mode$ X\n", "p").is_ok());
  EXPECT_EQ(unsup.get(*unsup.find("B")).unsupported.at(0).line, 9);
}

TEST(CardDbTest, LoadPathReadsADirectoryInSortedOrder) {
  TempDir dir;
  ASSERT_FALSE(dir.path().empty());
  dir.write("b.txt", creature("Bee"));
  dir.write("a.txt", creature("Ant"));
  dir.write("sub/c.txt", creature("Cat"));
  dir.write("sub/bundle.txt", creature("Dog") + "---\n" + creature("Eel"));
  dir.write("notes.md", "not a card");
  CardDb db;
  Status s = db.load_path(dir.path().string());
  ASSERT_TRUE(s.is_ok()) << s.message();
  ASSERT_EQ(db.size(), 5u);
  std::vector<std::string> names;
  for (const CardDef& c : db.cards()) names.push_back(c.name());
  EXPECT_EQ(names, (std::vector<std::string>{"Ant", "Bee", "Dog", "Eel", "Cat"}));
  EXPECT_EQ(db.get(CardDefId{0}).source, (dir.path() / "a.txt").string());

  CardDb one;
  ASSERT_TRUE(one.load_path((dir.path() / "b.txt").string()).is_ok());
  EXPECT_EQ(one.size(), 1u);
}

TEST(CardDbTest, LoadPathErrorsNameTheFile) {
  TempDir dir;
  dir.write("good.txt", creature("Good"));
  dir.write("zbad.txt", "Name:Bad\nTypes:Creature\nPT:1\n");
  CardDb db;
  Status s = db.load_path(dir.path().string());
  ASSERT_FALSE(s.is_ok());
  EXPECT_EQ(s.message().rfind((dir.path() / "zbad.txt").string() + ":3: PT:", 0), 0u)
      << s.message();
  EXPECT_EQ(db.size(), 1u);

  Status missing = db.load_path((dir.path() / "nope").string());
  ASSERT_FALSE(missing.is_ok());
  EXPECT_EQ(missing.message(), "card path not found: " + (dir.path() / "nope").string());
}

}  // namespace rwd
