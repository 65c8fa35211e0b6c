// `rewind cards check` and `rewind cards show`, run as users run them: the binary of this
// build directory (REWIND_BINARY), its stdout, stderr and exit code.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

namespace rwd {
namespace {

namespace fs = std::filesystem;

struct CommandRun {
  int exit_code = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream f(p);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// A scratch folder for one test, removed at its end.
struct Scratch {
  fs::path dir =
      fs::temp_directory_path() / ("rewind_cards_cmd_test_" + std::to_string(::getpid()) + "_" +
                                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
  Scratch() { fs::create_directories(dir); }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  fs::path write(const std::string& name, const std::string& text) const {
    fs::create_directories((dir / name).parent_path());
    std::ofstream(dir / name) << text;
    return dir / name;
  }
  CommandRun rewind(const std::string& args) const {
    fs::path out = dir / "stdout", err = dir / "stderr";
    std::string cmd = std::string("'") + REWIND_BINARY + "' " + args + " >'" + out.string() +
                      "' 2>'" + err.string() + "'";
    int status = std::system(cmd.c_str());
    CommandRun r;
    if (status != -1 && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  }
};

TEST(CardsCommandTest, BuiltinPoolIsFullySupported) {
  Scratch s;
  CommandRun r = s.rewind("cards check --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_GT(j["scripts"].get<int>(), 0);
  EXPECT_EQ(j["supported"], j["scripts"]);
  EXPECT_EQ(j["parsed"], j["scripts"]);
  EXPECT_TRUE(j["blockers"].empty());
  EXPECT_TRUE(j["diagnostics"].contains("missing-svar"));
}

TEST(CardsCommandTest, CheckAFolderRanksBlockers) {
  Scratch s;
  s.write("pool/growth.txt",
          "Name:Giant Growth\nManaCost:G\nTypes:Instant\n"
          "A:SP$ Explore | Cost$ G | ValidTgts$ Creature\nOracle:x\n");
  s.write("pool/shock.txt",
          "Name:Shock\nManaCost:R\nTypes:Instant\n"
          "A:SP$ Explore | Cost$ R | ValidTgts$ Creature | SubAbility$ Gone\n"
          "Oracle:x\n");
  s.write("pool/bears.txt", "Name:Grizzly Bears\nManaCost:1 G\nTypes:Creature Bear\nPT:2/2\n");
  CommandRun r = s.rewind("cards check '" + (s.dir / "pool").string() + "' --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["scripts"], 3);
  EXPECT_EQ(j["parsed"], 2);
  EXPECT_EQ(j["supported"], 1);
  EXPECT_EQ(j["diagnostics"]["missing-svar"], 1);
  ASSERT_FALSE(j["blockers"].empty());
  EXPECT_EQ(j["blockers"][0]["feature"], "ApiType Explore");
  EXPECT_EQ(j["blockers"][0]["cards"], 2);
  EXPECT_EQ(j["blockers"][0]["sole_blocker_cards"], 1);
  ASSERT_EQ(j["messages"].size(), 1u);
  EXPECT_NE(j["messages"][0].get<std::string>().find("shock.txt:4: SubAbility$ Gone: no SVar "
                                                     "named Gone"),
            std::string::npos);

  CommandRun text = s.rewind("cards check '" + (s.dir / "pool").string() + "'");
  ASSERT_EQ(text.exit_code, 0);
  EXPECT_NE(text.out.find("fully supported"), std::string::npos);
  EXPECT_NE(text.out.find("ApiType Explore"), std::string::npos);
}

TEST(CardsCommandTest, BlockedByListsTheCardsAFeatureBlocks) {
  Scratch s;
  s.write("pool/fight.txt",
          "Name:Prey Upon\nManaCost:G\nTypes:Sorcery\n"
          "A:SP$ Explore | Cost$ G | ValidTgts$ Creature\nOracle:x\n");
  s.write("pool/both.txt",
          "Name:Explore Ballot\nManaCost:G\nTypes:Sorcery\n"
          "A:SP$ Explore | Cost$ G | ValidTgts$ Creature | SubAbility$ DBVote\n"
          "SVar:DBVote:DB$ Vote | Defined$ You\nOracle:x\n");
  s.write("pool/bears.txt", "Name:Grizzly Bears\nManaCost:1 G\nTypes:Creature Bear\nPT:2/2\n");
  CommandRun r =
      s.rewind("cards check '" + (s.dir / "pool").string() + "' --blocked-by Explore --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["blocked_by"], "Explore");
  ASSERT_EQ(j["cards"].size(), 2u);  // not the bears
  EXPECT_EQ(j["cards"][0]["name"], "Explore Ballot");
  EXPECT_EQ(j["cards"][0]["blockers"],
            nlohmann::json::parse(R"(["ApiType Explore", "ApiType Vote"])"));
  EXPECT_EQ(j["cards"][1]["name"], "Prey Upon");
  EXPECT_EQ(j["cards"][1]["blockers"], nlohmann::json::parse(R"(["ApiType Explore"])"));

  CommandRun text = s.rewind("cards check '" + (s.dir / "pool").string() + "' --blocked-by Vote");
  ASSERT_EQ(text.exit_code, 0);
  EXPECT_NE(text.out.find("1 cards blocked by a feature matching 'Vote' (0 by it alone)"),
            std::string::npos)
      << text.out;
  EXPECT_EQ(text.out.find("Prey Upon"), std::string::npos);
}

TEST(CardsCommandTest, CheckReportsUnreadablePaths) {
  Scratch s;
  CommandRun r = s.rewind("cards check '" + (s.dir / "missing").string() + "'");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find("error: cannot read"), std::string::npos);
}

TEST(CardsCommandTest, ShowPrintsTheParsedAbilities) {
  Scratch s;
  fs::path card = s.write("zap.txt",
                          "Name:Zap\nManaCost:2 R\nTypes:Instant\n"
                          "A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature.nonBlack | "
                          "NumDmg$ X | SubAbility$ DBDraw\n"
                          "SVar:DBDraw:DB$ Draw | NumCards$ 1\nSVar:X:Count$CardsInYourHand\n"
                          "Oracle:x\n");
  CommandRun r = s.rewind("cards show zap --cards '" + card.string() + "' --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["name"], "Zap");
  EXPECT_EQ(j["supported"], false);
  ASSERT_EQ(j["abilities"].size(), 2u);
  EXPECT_EQ(j["abilities"][0]["canonical"], "DealDamage");
  EXPECT_EQ(j["abilities"][0]["sub"], 1);
  EXPECT_EQ(j["abilities"][1]["svar"], "DBDraw");
  EXPECT_EQ(j["blockers"], (nlohmann::json{"Amount Count$CardsInYourHand",
                                           "Card NumDmg$ X = Count$CardsInYourHand is not supported"}));
  EXPECT_FALSE(j.contains("disasm"));

  CommandRun text = s.rewind("cards show Zap --cards '" + card.string() + "' --disasm");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("SVar DBDraw: DB Draw"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("valid Creature{non-Black}"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("no program: the spell ability did not compile"), std::string::npos) << text.out;
}

TEST(CardsCommandTest, DisasmPrintsTheCompiledProgram) {
  Scratch s;
  CommandRun r = s.rewind("cards show \"Lightning Bolt\" --disasm");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("0000  target        t0 f0 (Any)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0002  push          3"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("0003  damage        t0"), std::string::npos) << r.out;
  CommandRun j = s.rewind("cards show \"Lightning Bolt\" --disasm --json");
  ASSERT_EQ(j.exit_code, 0) << j.err;
  EXPECT_NE(nlohmann::json::parse(j.out)["disasm"].get<std::string>().find("check.targets"), std::string::npos);
}

TEST(CardsCommandTest, ShowFindsBuiltinCardsAndReportsUnknownNames) {
  Scratch s;
  CommandRun r = s.rewind("cards show 'grizzly bears'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("supported: yes"), std::string::npos) << r.out;
  CommandRun missing = s.rewind("cards show 'No Such Card'");
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_NE(missing.err.find("no card named \"No Such Card\""), std::string::npos);
}

// `cards features`: the registry's features; --markdown the generated tables of
// docs/card-abilities.md; --update-docs rewrites a document's generated regions.
TEST(CardsCommandTest, FeaturesListTheRegistryAndUpdateADocument) {
  Scratch s;
  CommandRun r = s.rewind("cards features");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("ApiType DealDamage\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Trigger ChangesZone\n"), std::string::npos);
  EXPECT_EQ(r.out.find("ApiType Explore\n"), std::string::npos);
  CommandRun md = s.rewind("cards features --markdown");
  ASSERT_EQ(md.exit_code, 0) << md.err;
  EXPECT_NE(md.out.find("| DealDamage | `ValidTgts$`"), std::string::npos) << md.out;
  fs::path doc =
      s.write("doc.md",
              "# x\n<!-- generated: replacements -->\nold\n<!-- end generated: replacements -->\n");
  CommandRun up = s.rewind("cards features --update-docs '" + doc.string() + "'");
  ASSERT_EQ(up.exit_code, 0) << up.err;
  EXPECT_NE(slurp(doc).find("| DamageDone |"), std::string::npos) << slurp(doc);
  EXPECT_EQ(slurp(doc).find("old"), std::string::npos);
  CommandRun again = s.rewind("cards features --update-docs '" + doc.string() + "'");
  EXPECT_NE(again.out.find("up to date"), std::string::npos) << again.out;
  fs::path bad = s.write("bad.md", "<!-- generated: nothing -->\n");
  EXPECT_EQ(s.rewind("cards features --update-docs '" + bad.string() + "'").exit_code, 1);
}

// `cards show --all --disasm`: every card of a pool with its verdict and bytecode (comparing
// two builds' outputs shows any change in what the compilers emit), load errors included.
TEST(CardsCommandTest, ShowAllPrintsEveryCardsBytecode) {
  Scratch s;
  CommandRun r = s.rewind("cards show --all --disasm");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("== Lightning Bolt (builtin"), std::string::npos) << r.out.substr(0, 500);
  EXPECT_NE(r.out.find("0003  damage        t0"), std::string::npos);
  EXPECT_EQ(r.out.find("unsupported"), std::string::npos);
  s.write("pool/bolt.txt",
          "Name:Zap\nManaCost:R\nTypes:Instant\nA:SP$ DealDamage | ValidTgts$ Any | NumDmg$ "
          "1\nOracle:x\n");
  s.write("pool/broken.txt", "Name:Broken\nPT:2/2\n");
  CommandRun pool = s.rewind("cards show --all --cards '" + (s.dir / "pool").string() + "'");
  ASSERT_EQ(pool.exit_code, 0) << pool.err;
  EXPECT_NE(pool.out.find("== Zap (bolt.txt): supported"), std::string::npos) << pool.out;
  EXPECT_NE(pool.out.find("== (broken.txt): "), std::string::npos) << pool.out;
  EXPECT_EQ(s.rewind("cards show").exit_code, 1);
}

}  // namespace
}  // namespace rwd
