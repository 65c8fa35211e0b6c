// Issue 17, item 1: outputs never replace their own input, and never an existing file
// unless --force; every file is written through a temporary file and a rename.
// (`rewind fork g.json --frame 5 --out g.json` replaced a 158-frame record with a 1-frame
// fork.)
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;

// A finished game's record, g.json, and its bytes.
std::string make_game(const std::string& name = "g.json") {
  Output r = rewind("play --p1 random --p2 random --seed 4 --record " + name + " --force");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return read_file(scratch_dir() / name);
}

bool no_temporary_files() {
  for (const auto& e : fs::directory_iterator(scratch_dir()))
    if (e.path().extension() == ".tmp") return false;
  return true;
}

TEST(CliFilesTest, ForkRefusesToOverwriteItsInputByAnyName) {
  const std::string before = make_game();
  Output same = rewind("fork g.json --frame 5 --out g.json");
  EXPECT_EQ(same.exit_code, 1);
  EXPECT_TRUE(contains(same.err, "is the input file")) << same.err;
  // --force does not make the input replaceable.
  EXPECT_EQ(rewind("fork g.json --frame 5 --out g.json --force").exit_code, 1);
  // Another name for the same file: ./g.json, a hard link, a symbolic link.
  EXPECT_EQ(rewind("fork g.json --frame 5 --out ./g.json --force").exit_code, 1);
  fs::create_hard_link(scratch_dir() / "g.json", scratch_dir() / "hard.json");
  fs::create_symlink(scratch_dir() / "g.json", scratch_dir() / "soft.json");
  Output hard = rewind("fork g.json --frame 5 --out hard.json --force");
  EXPECT_EQ(hard.exit_code, 1);
  EXPECT_TRUE(contains(hard.err, "is the input file")) << hard.err;
  EXPECT_EQ(rewind("fork soft.json --frame 5 --out g.json --force").exit_code, 1);
  EXPECT_EQ(read_file(scratch_dir() / "g.json"), before);
  EXPECT_TRUE(no_temporary_files());
}

TEST(CliFilesTest, OutputsReplaceAnExistingFileOnlyWithForce) {
  make_game();
  write_file("precious.json", "keep me");
  Output fork = rewind("fork g.json --frame 5 --out precious.json");
  EXPECT_EQ(fork.exit_code, 1);
  EXPECT_TRUE(contains(fork.err, "--out precious.json: the file exists (give --force")) << fork.err;
  Output exp = rewind("replay g.json --export precious.json");
  EXPECT_EQ(exp.exit_code, 1);
  Output play = rewind("play --p1 random --p2 random --record precious.json");
  EXPECT_EQ(play.exit_code, 1);
  EXPECT_TRUE(contains(play.err, "--record precious.json: the file exists")) << play.err;
  EXPECT_EQ(read_file(scratch_dir() / "precious.json"), "keep me");
  // Asked with --force, each writes.
  ASSERT_EQ(rewind("fork g.json --frame 5 --out precious.json --force").exit_code, 0);
  EXPECT_EQ(rewind("replay precious.json --verify").exit_code, 0);
  ASSERT_EQ(rewind("replay g.json --export precious.rwr").exit_code, 0);
  EXPECT_EQ(rewind("replay g.json --export precious.rwr").exit_code, 1);
  EXPECT_EQ(rewind("replay g.json --export precious.rwr --force").exit_code, 0);
  // sim checks every record it would write before playing.
  ASSERT_EQ(rewind("sim --games 2 --seed 50 --record-dir sim").exit_code, 0);
  Output again = rewind("sim --games 3 --seed 51 --record-dir sim");
  EXPECT_EQ(again.exit_code, 1);
  EXPECT_TRUE(contains(again.err, "seed-51.rwr: the file exists")) << again.err;
  EXPECT_FALSE(fs::exists(scratch_dir() / "sim" / "seed-53.rwr"));
  EXPECT_EQ(rewind("sim --games 3 --seed 51 --record-dir sim --force").exit_code, 0);
  EXPECT_TRUE(no_temporary_files());
}

// resume's files may be the file it continues (that is the agent loop), but no other
// existing file unless --force.
TEST(CliFilesTest, ResumeMayRewriteTheFileItContinues) {
  ASSERT_EQ(rewind("play --p1 random --p2 random --seed 5 --stop-every both:choice:4 "
                   "--snapshot-out s.json --force")
                .exit_code,
            0);
  EXPECT_EQ(rewind("resume s.json --stop-every both:choice:4 --snapshot-out s.json").exit_code, 0);
  write_file("other.json", "other");
  Output r = rewind("resume s.json --stop-every both:choice:4 --snapshot-out other.json");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(read_file(scratch_dir() / "other.json"), "other");
  Output info = rewind("replay s.json --info --json");
  ASSERT_EQ(info.exit_code, 0) << info.err;
  EXPECT_EQ(nlohmann::json::parse(info.out)["last_frame"], 8);
}

TEST(CliFilesTest, AWriteIntoAMissingFolderFailsAndLeavesNothing) {
  make_game();
  Output r = rewind("fork g.json --frame 5 --out no/such/folder/f.json");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(contains(r.err, "cannot write")) << r.err;
  EXPECT_TRUE(no_temporary_files());
}

}  // namespace
}  // namespace rwd
