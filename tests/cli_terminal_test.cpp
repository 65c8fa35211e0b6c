// Issue 17, item 4: terminal play as a person sees it, driving `rewind play` through its
// stdin: help, show CARD, quit (asks, then saves a resumable stop file), saving on end of
// input and on Ctrl-C, keywords and power/toughness in every card line, the other seat's
// moves in words, and the small ones (`keep 1 card`, no stray space in `[Plains#12]`).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <regex>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;

const std::string kPlay = "play --p1 human --p2 heuristic --seed 1";

TEST(CliTerminalTest, CardLinesShowTypeKeywordsAndPowerToughness) {
  Output r = rewind(kPlay, "0\n");
  // seed 1: p1's opening hand holds Storm Crow#30 (a 1/2 flyer) and Plains#22.
  EXPECT_TRUE(contains(r.out, "[Storm Crow#30 {1}{U} Creature — Bird 1/2 (Flying)]"))
      << r.out.substr(0, 2000);
  EXPECT_TRUE(contains(r.out, "[Plains#22 Basic Land — Plains]")) << r.out.substr(0, 2000);
  EXPECT_FALSE(std::regex_search(r.out, std::regex(" \\]"))) << "a stray space before ]";
  EXPECT_FALSE(contains(r.out, "chooses:")) << "bot moves are told in words";
}

TEST(CliTerminalTest, HelpAndShowExplainCards) {
  Output r = rewind(kPlay, "help\nshow Storm Crow#30\nshow 30\nshow Unicorn\nquit\ny\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  for (const char* s : {"help        this text", "show CARD", "quit        stop playing"})
    EXPECT_TRUE(contains(r.out, s)) << s;
  EXPECT_TRUE(contains(r.out, "Storm Crow#30, in your hand (owner p1, controller p1)")) << r.out;
  EXPECT_TRUE(contains(r.out, "power/toughness: 1/2 (printed)")) << r.out;
  EXPECT_TRUE(contains(r.out, "keywords: Flying")) << r.out;
  EXPECT_TRUE(contains(r.out, "text: Flying")) << r.out;
  EXPECT_TRUE(contains(r.out, "error: no card \"Unicorn\" that you can see")) << r.out;
}

// Power and toughness are explained by their sources (here: counters from a puzzle).
TEST(CliTerminalTest, ShowGivesTheSourcesOfComputedPowerAndToughness) {
  write_file(
      "counters.pzl",
      "[metadata]\nName:Counters\nGoal:Win\nTurns:1\n[state]\nhumanlife=20\nailife=2\nturn=1\n"
      "activeplayer=human\nactivephase=MAIN1\nhumanbattlefield=Grizzly Bears|Counters:P1P1=2\n");
  Output r = rewind("puzzle counters.pzl --p1 human", "show Grizzly Bears\nquit\n");
  EXPECT_TRUE(contains(r.out, "power/toughness: 4/4 (2/2 printed; +2/+2 two +1/+1 counters)"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "[Grizzly Bears#0 4/4 counters 2 +1/+1]")) << r.out;
}

TEST(CliTerminalTest, QuitAsksThenSavesAResumableStopFile) {
  // "n" keeps playing; "y" quits and saves.
  Output r = rewind(kPlay + " --record q.json --force", "0\nquit\nn\n0\nquit\ny\n");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "quit this game? the game so far is saved to q.json [y/n]")) << r.out;
  EXPECT_TRUE(contains(r.out, "game saved to q.json at frame")) << r.out;
  EXPECT_EQ(r.err, "");
  ASSERT_EQ(rewind("replay q.json --verify").exit_code, 0);
  // It resumes where it stopped, as p1 sees it; quitting again saves the longer game.
  Output more = rewind("resume q.json", "0\nquit\ny\n");
  EXPECT_EQ(more.exit_code, 0) << more.err;
  EXPECT_TRUE(contains(more.out, "game saved to q.json")) << more.out;
  EXPECT_TRUE(contains(rewind("replay q.json --info").out, "a stop file: shown as p1 sees it"));
}

TEST(CliTerminalTest, EndOfInputSavesTheRecordAndSaysSo) {
  Output r = rewind(kPlay + " --record eof.json --force", "0\n0\n");
  EXPECT_EQ(r.exit_code, 1);
  ASSERT_EQ(lines(r.err).size(), 1u) << r.err;
  EXPECT_TRUE(contains(
      r.err, "error: input ended before the game did (the game so far is saved to eof.json)"))
      << r.err;
  Output v = rewind("replay eof.json --timeline");
  ASSERT_EQ(v.exit_code, 0) << v.err;
  EXPECT_EQ(std::regex_search(v.out, std::regex("p1 [a-z_]+  -> 0: .*\\(human\\)")), true) << v.out;
  EXPECT_TRUE(contains(lines(v.out).back(), "p1")) << "saved before p1's next decision: " << v.out;
}

// Runs `rewind ARGS...` with a pipe on stdin, waits for the first prompt, sends SIGINT;
// `out` receives stdout and stderr.
int interrupt_at_first_prompt(const std::vector<std::string>& args, std::string* out) {
  const std::string dir = scratch_dir().string();  // before fork: the name holds the test's pid
  int in_pipe[2], out_pipe[2];
  if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) return -1;
  pid_t pid = fork();
  if (pid == 0) {
    sigset_t none;  // the test runner's signal state is not the terminal's
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    signal(SIGINT, SIG_DFL);
    dup2(in_pipe[0], 0);
    dup2(out_pipe[1], 1);
    dup2(out_pipe[1], 2);
    close(in_pipe[1]);
    close(out_pipe[0]);
    if (chdir(dir.c_str()) != 0) _exit(99);
    std::vector<char*> argv{const_cast<char*>(REWIND_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(REWIND_BINARY, argv.data());
    _exit(98);
  }
  close(in_pipe[0]);
  close(out_pipe[1]);
  char buf[4096];
  bool sent = false;
  for (ssize_t n; (n = read(out_pipe[0], buf, sizeof buf)) > 0;) {
    out->append(buf, static_cast<size_t>(n));
    if (!sent && contains(*out, "\n> ")) {
      kill(pid, SIGINT);
      sent = true;
    }
  }
  close(in_pipe[1]);
  close(out_pipe[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(CliTerminalTest, CtrlCSavesTheRecordSoFar) {
  std::string out;
  int code = interrupt_at_first_prompt(
      {"play", "--p1", "human", "--p2", "random", "--record", "int.json", "--force"}, &out);
  EXPECT_EQ(code, 130) << out;
  EXPECT_TRUE(contains(out, "game saved to int.json")) << out;
  EXPECT_TRUE(contains(out, "error: interrupted (the game so far is saved to int.json)")) << out;
  EXPECT_EQ(rewind("replay int.json --verify").exit_code, 0);
  EXPECT_EQ(rewind("resume int.json", "quit\n").exit_code, 0);
}

TEST(CliTerminalTest, TheOtherSeatsMovesAreWords) {
  std::string passes;
  for (int i = 0; i < 60; ++i) passes += "0\n";
  Output r = rewind("play --p1 human --p2 random --seed 2", passes);
  EXPECT_TRUE(std::regex_search(
      r.out, std::regex("p2 passes \\((upkeep|draw|first main phase|second main phase|end step|"
                        "beginning of combat|declare blockers|end of combat)\\)|p2 passes with")))
      << r.out.substr(0, 3000);
  EXPECT_FALSE(contains(r.out, "chooses: pass"));
}

TEST(CliTerminalTest, OneCardIsACardNotCards) {
  write_file("one.txt", "1 Forest\n");
  Output r = rewind("play one.txt one.txt --p1 first --p2 first --json --casual");
  EXPECT_TRUE(contains(r.out, "\"label\":\"keep 1 card\"")) << r.out.substr(0, 500);
  EXPECT_TRUE(contains(r.out, "keeps 1 card\"")) << r.out.substr(0, 500);
  EXPECT_FALSE(contains(r.out, "1 cards"));
}

}  // namespace
}  // namespace rwd
