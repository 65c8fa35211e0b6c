// docs/card-abilities.md holds the tables the registry generates (registry_docs.h): this fails
// when a row of the registry, the opcode table or the Valid properties changed and the
// document was not regenerated (`build/rewind cards features --update-docs
// docs/card-abilities.md`).
#include "cards/registry_docs.h"

#include <gtest/gtest.h>

#include "cards/card_db.h"

namespace rwd {
namespace {

TEST(RegistryDocsTest, CardAbilitiesDocumentHoldsTheGeneratedTables) {
  const std::string path = std::string(REWIND_SOURCE_DIR) + "/docs/card-abilities.md";
  Result<std::string> doc = read_text_file(path);
  ASSERT_TRUE(doc) << doc.message();
  for (std::string_view name : generated_table_names())
    EXPECT_NE(doc->find("<!-- generated: " + std::string(name) + " -->"), std::string::npos)
        << "docs/card-abilities.md has no generated table " << name;
  Result<std::string> regenerated = with_generated_tables(*doc);
  ASSERT_TRUE(regenerated) << regenerated.message();
  EXPECT_TRUE(*regenerated == *doc) << "docs/card-abilities.md differs from the registry: run "
                                       "build/rewind cards features --update-docs "
                                       "docs/card-abilities.md";
}

TEST(RegistryDocsTest, RegionsAreReplacedAndBadOnesRefused) {
  Result<std::string> out = with_generated_tables(
      "intro\n<!-- generated: replacements -->\nold text\n<!-- end generated: replacements "
      "-->\nafter\n");
  ASSERT_TRUE(out) << out.message();
  EXPECT_EQ(*out, "intro\n<!-- generated: replacements -->\n" + *generated_table("replacements") +
                      "<!-- end generated: replacements -->\nafter\n");
  EXPECT_NE(out->find("| DamageDone |"), std::string::npos);
  EXPECT_FALSE(
      with_generated_tables("<!-- generated: nothing -->\n<!-- end generated: nothing -->\n"));
  EXPECT_FALSE(with_generated_tables("<!-- generated: effects -->\nno end\n"));
  EXPECT_FALSE(generated_table("nothing"));
}

}  // namespace
}  // namespace rwd
