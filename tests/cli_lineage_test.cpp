// Issue 17, item 7: `replay --info` prints a record's own hash and walks its ancestry (a
// fork's parent, found by record hash among the records in the search folders), in text
// and JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;
using nlohmann::json;

json info(const std::string& args) {
  Output r = rewind("replay " + args + " --info --json");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return json::parse(r.out);
}

TEST(CliLineageTest, InfoWalksTheForksBackToTheOriginalGame) {
  fs::create_directories(scratch_dir() / "tree");
  ASSERT_EQ(
      rewind("play --p1 random --p2 random --seed 12 --record tree/root.json --force").exit_code,
      0);
  ASSERT_EQ(rewind("fork tree/root.json --frame 30 --out tree/child.rwr --force").exit_code, 0);
  ASSERT_EQ(rewind("play --from tree/child.rwr --record tree/child-played.json --force").exit_code,
            0);
  ASSERT_EQ(
      rewind("fork tree/child-played.json --frame 50 --reseed 9 --out tree/grandchild.json --force")
          .exit_code,
      0);
  json root = info("tree/root.json"), child = info("tree/child.rwr"),
       played = info("tree/child-played.json");
  EXPECT_TRUE(root["ancestry"].empty());
  EXPECT_EQ(root["ancestry_complete"], true);
  ASSERT_EQ(child["ancestry"].size(), 1u);
  EXPECT_EQ(child["ancestry"][0]["record_hash"], root["record_hash"]);
  EXPECT_EQ(child["ancestry"][0]["forked_at_frame"], 30);
  EXPECT_EQ(child["ancestry"][0]["file"], "tree/root.json");
  json g = info("tree/grandchild.json");
  ASSERT_EQ(g["ancestry"].size(), 2u) << g.dump();
  EXPECT_EQ(g["ancestry"][0]["record_hash"], played["record_hash"]);
  EXPECT_EQ(g["ancestry"][0]["forked_at_frame"], 50);
  EXPECT_EQ(g["ancestry"][0]["reseed"], 9);
  EXPECT_EQ(g["ancestry"][1]["file"], "tree/root.json");
  EXPECT_EQ(g["ancestry_complete"], true);
  // The hash printed is the binary file's checksum: the same for either encoding.
  ASSERT_EQ(rewind("replay tree/root.json --export root.rwr --force").exit_code, 0);
  EXPECT_EQ(info("root.rwr")["record_hash"], root["record_hash"]);
  // Text, and an ancestor that is not in the searched folder.
  Output text = rewind("replay tree/grandchild.json --info --search .");
  EXPECT_TRUE(contains(text.out, "record " + g["record_hash"].get<std::string>())) << text.out;
  EXPECT_TRUE(contains(text.out, "forked at frame 50 (reseeded 9) from record " +
                                     played["record_hash"].get<std::string>() + ": not found"))
      << text.out;
  EXPECT_EQ(info("tree/grandchild.json --search .")["ancestry_complete"], false);
}

}  // namespace
}  // namespace rwd
