// Token definitions in the card db: made when a token-making card is loaded, with ids that
// depend only on that card's id (so a db rebuilt from a record's card table agrees).
#include <gtest/gtest.h>

#include "cards/card_db.h"

namespace rwd {
namespace {

constexpr const char* kHive =
    "Name:Test Hive\nManaCost:5\nTypes:Artifact\n"
    "A:AB$ Token | Cost$ 5 T | TokenAmount$ 1 | TokenName$ Wasp | TokenTypes$ "
    "Artifact,Creature,Insect | "
    "TokenOwner$ You | TokenColors$ Colorless | TokenPower$ 1 | TokenToughness$ 1 | TokenKeywords$ "
    "Flying | "
    "SpellDescription$ Create a Wasp.\n"
    "Oracle:{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named "
    "Wasp.\n";

// Each card that creates tokens gets the next slot of token ids: the first, slot 0.
TEST(TokenDbTest, TokenMakersGetTokenDefinitionsBySlot) {
  CardDb db;
  ASSERT_TRUE(db.add_script("Name:Test Land\nTypes:Land\n", "t"));
  ASSERT_TRUE(db.add_script(kHive, "t"));
  const CardDefId hive = *db.find("Test Hive");
  ASSERT_TRUE(db.get(hive).supported()) << db.get(hive).unsupported[0].reason;
  const CardDefId wasp = db.token_def(hive, 1, 0);  // activated ability 0 is ability number 1
  EXPECT_EQ(raw(wasp), CardDb::kTokenBase);
  ASSERT_TRUE(db.has(wasp));
  const CardFace& f = db.get(wasp).front();
  EXPECT_EQ(f.name, "Wasp");
  EXPECT_TRUE(f.is(CardType::Creature));
  EXPECT_TRUE(f.is(CardType::Artifact));
  EXPECT_EQ(f.power, 1);
  EXPECT_TRUE(f.keywords.has(Keyword::Flying));
  EXPECT_EQ(db.size(), 2u);  // tokens are not cards of the db
  EXPECT_FALSE(db.find("Wasp"));
  EXPECT_FALSE(db.has(static_cast<CardDefId>(raw(wasp) + 1)));

  CardDb rebuilt;  // the same card at the same id: the same token id
  ASSERT_TRUE(rebuilt.add_script("Name:Other Land\nTypes:Land\n", "t"));
  ASSERT_TRUE(rebuilt.add_script(kHive, "t"));
  EXPECT_EQ(rebuilt.token_def(*rebuilt.find("Test Hive"), 1, 0), wasp);
}

// A token maker far down a big pool (a whole corpus loaded after the built-in cards) still
// creates tokens: slots count token makers, not cards.
TEST(TokenDbTest, ATokenMakerAfterThousandsOfCardsCreatesTokens) {
  CardDb db;
  for (size_t i = 0; i < CardDb::kMaxTokenMakers + 10; ++i)
    ASSERT_TRUE(db.add_script("Name:Test Land " + std::to_string(i) + "\nTypes:Land\n", "t"));
  ASSERT_TRUE(db.add_script(kHive, "t"));
  const CardDefId hive = *db.find("Test Hive");
  ASSERT_GT(raw(hive), CardDb::kMaxTokenMakers);
  ASSERT_TRUE(db.get(hive).supported()) << db.get(hive).unsupported[0].reason;
  const CardDefId wasp = db.token_def(hive, 1, 0);
  ASSERT_TRUE(db.has(wasp));
  EXPECT_EQ(db.get(wasp).front().name, "Wasp");
}

}  // namespace
}  // namespace rwd
