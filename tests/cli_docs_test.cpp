// Issue 17, item 9: the example commands in README.md and docs/*.md cannot go stale.
//
// In every Markdown file, in document order:
//  - a fenced block whose info string is `sh` or `console` holds examples: each line that
//    starts with `build/rewind ` or `rewind ` (after `$ ` in a console block) is run with the
//    binary of this build, in a scratch folder (holding links to the repository's tests/,
//    docs/, src/ and scripts/, and ../shared when it exists), with "quit" on stdin (so an
//    interactive game ends at once), and must exit 0. In a console block, the lines after a
//    command up to the next `$ ` line are its stdout: each must match, where a line `...`
//    stands for any number of lines and `...` inside a line for any text. A trailing
//    `# comment` is left out. An `sh not-run` block is not run (measurements that take
//    minutes, commands with placeholders); its commands are checked like synopses.
//  - a fenced block with `file=NAME` in its info string is written to NAME first, so the
//    commands after it can use it.
//  - in any other fenced block, a line starting with `rewind ` is a synopsis: every `--option`
//    in it must be listed by `rewind SUBCOMMAND --help`.
// Commands that name ../shared are skipped, with a message, when ../shared is absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>

#include "cli_run.h"

namespace rwd {
namespace {

using namespace cli_run;

struct Step {
  enum class Kind { File, Run, Synopsis } kind = Kind::Run;
  int line = 0;
  std::string text;                   // the command, or the file's name
  std::string content;                // a file's content
  std::vector<std::string> expected;  // a console command's stdout
  bool has_expected = false;
};

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// The command without a trailing "# comment" (a '#' after a space, outside quotes).
std::string strip_comment(const std::string& line) {
  char quote_char = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (quote_char) {
      if (c == quote_char) quote_char = 0;
    } else if (c == '"' || c == '\'') {
      quote_char = c;
    } else if (c == '#' && i > 0 && (line[i - 1] == ' ' || line[i - 1] == '\t')) {
      return trim(line.substr(0, i));
    }
  }
  return trim(line);
}

bool is_command(const std::string& s) {
  return s.rfind("build/rewind ", 0) == 0 || s.rfind("rewind ", 0) == 0 || s == "build/rewind" ||
         s == "rewind";
}

std::vector<Step> parse_doc(const std::string& text) {
  std::vector<Step> steps;
  std::vector<std::string> ls = lines(text);
  for (size_t i = 0; i < ls.size(); ++i) {
    if (ls[i].rfind("```", 0) != 0) continue;
    const std::string info = trim(ls[i].substr(3));
    const int open_line = static_cast<int>(i) + 1;
    std::vector<std::string> body;
    for (++i; i < ls.size() && ls[i].rfind("```", 0) != 0; ++i) body.push_back(ls[i]);
    std::smatch m;
    if (std::regex_search(info, m, std::regex("(^| )file=(\\S+)"))) {
      Step s{Step::Kind::File, open_line, m[2], "", {}, false};
      for (const std::string& b : body) s.content += b + "\n";
      steps.push_back(s);
      continue;
    }
    const bool console = info == "console", runnable = info == "sh" || console;
    for (size_t k = 0; k < body.size(); ++k) {
      std::string l = trim(body[k]);
      if (console) {
        if (l.rfind("$ ", 0) != 0) continue;
        l = trim(l.substr(2));
      }
      if (!is_command(l)) continue;
      Step s{runnable ? Step::Kind::Run : Step::Kind::Synopsis,
             open_line + 1 + static_cast<int>(k),
             strip_comment(l),
             "",
             {},
             false};
      if (console) {
        s.has_expected = true;
        for (size_t e = k + 1; e < body.size() && body[e].rfind("$ ", 0) != 0; ++e)
          s.expected.push_back(body[e]);
      }
      steps.push_back(s);
    }
  }
  return steps;
}

// Lines match with `...` lines for any lines and `...` in a line for any text.
bool line_matches(const std::string& want, const std::string& got) {
  if (want.find("...") == std::string::npos) return trim(want) == trim(got);
  std::string re;
  const std::string w = trim(want);
  for (size_t i = 0; i < w.size(); ++i) {
    if (w.compare(i, 3, "...") == 0) {
      re += ".*";
      i += 2;
    } else if (std::string("\\^$.|?*+()[]{}").find(w[i]) != std::string::npos) {
      re += std::string("\\") + w[i];
    } else {
      re += w[i];
    }
  }
  return std::regex_match(trim(got), std::regex(re));
}

bool output_matches(const std::vector<std::string>& want, size_t wi,
                    const std::vector<std::string>& got, size_t gi) {
  if (wi == want.size()) return gi == got.size();
  if (trim(want[wi]) == "...") {
    for (size_t k = gi; k <= got.size(); ++k)
      if (output_matches(want, wi + 1, got, k)) return true;
    return false;
  }
  return gi < got.size() && line_matches(want[wi], got[gi]) &&
         output_matches(want, wi + 1, got, gi + 1);
}

// "rewind cards check ..." -> "cards check"; "rewind play ..." -> "play".
std::string subcommand(const std::string& command) {
  std::vector<std::string> words;
  std::string w;
  for (std::istringstream in(command); in >> w;) words.push_back(w);
  if (words.size() < 2) return "";
  if (words[1] == "cards" && words.size() > 2) return "cards " + words[2];
  return words[1];
}

std::string with_binary(const std::string& command) {
  const size_t skip = command.rfind("build/rewind", 0) == 0 ? 12 : 6;
  return quote(REWIND_BINARY) + command.substr(skip);
}

class CliDocsTest : public ::testing::TestWithParam<std::string> {};

TEST_P(CliDocsTest, ExampleCommandsRunAndPrintWhatTheDocsShow) {
  const fs::path doc = fs::path(REWIND_SOURCE_DIR) / GetParam();
  const fs::path shared = fs::path(REWIND_SHARED_DIR);
  const bool have_shared = fs::exists(shared);
  std::string name = GetParam();
  std::replace(name.begin(), name.end(), '/', '_');
  const fs::path base = scratch_dir() / ("docs-" + name), work = base / "work";
  fs::create_directories(work);
  for (const char* dir : {"tests", "docs", "src", "scripts"})
    fs::create_directory_symlink(fs::path(REWIND_SOURCE_DIR) / dir, work / dir);
  if (have_shared) fs::create_directory_symlink(fs::canonical(shared), base / "shared");
  std::map<std::string, std::string> help;  // subcommand -> its --help text
  int ran = 0;
  for (const Step& s : parse_doc(read_file(doc))) {
    const std::string where = GetParam() + ":" + std::to_string(s.line) + ": ";
    if (s.kind == Step::Kind::File) {
      std::ofstream(work / s.text, std::ios::binary) << s.content;
      continue;
    }
    if (s.kind == Step::Kind::Synopsis) {
      const std::string sub = subcommand(s.text);
      if (!help.count(sub)) help[sub] = rewind(sub + " --help").out;
      std::smatch m;
      std::string rest = s.text;
      while (std::regex_search(rest, m, std::regex("--[a-z][a-z0-9-]*"))) {
        EXPECT_TRUE(contains(help[sub], m[0].str()))
            << where << m[0] << " is not an option of `rewind " << sub << "`";
        rest = m.suffix();
      }
      continue;
    }
    if (contains(s.text, "../shared") && !have_shared) {
      std::cout << "skipped (needs ../shared, absent): " << where << s.text << "\n";
      continue;
    }
    const fs::path in = base / "stdin", out = base / "stdout", err = base / "stderr";
    std::ofstream(in) << "quit\n";
    // A command that does not end (a server) fails after kTimeout instead of hanging the suite.
    constexpr int kTimeout = 120;  // seconds
    const std::string cmd = "cd " + quote(work.string()) + " && timeout " +
                            std::to_string(kTimeout) + " " + with_binary(s.text) + " <" +
                            quote(in.string()) + " >" + quote(out.string()) + " 2>" +
                            quote(err.string());
    const int status = std::system(cmd.c_str());
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    ++ran;
    EXPECT_NE(code, 124) << where << s.text << ": still running after " << kTimeout
                         << " s (a command that does not end belongs in an `sh not-run` block)";
    EXPECT_EQ(code, 0) << where << s.text << "\nstderr: " << read_file(err);
    if (!s.has_expected) continue;
    std::vector<std::string> got = lines(read_file(out));
    EXPECT_TRUE(output_matches(s.expected, 0, got, 0))
        << where << s.text << ": the output differs from the documented one; it printed:\n"
        << read_file(out).substr(0, 4000);
  }
  std::cout << GetParam() << ": " << ran << " example commands run\n";
}

std::vector<std::string> doc_files() {
  std::vector<std::string> files{"README.md"};
  for (const auto& e : fs::directory_iterator(fs::path(REWIND_SOURCE_DIR) / "docs"))
    if (e.path().extension() == ".md") files.push_back("docs/" + e.path().filename().string());
  std::sort(files.begin(), files.end());
  return files;
}

INSTANTIATE_TEST_SUITE_P(Docs, CliDocsTest, ::testing::ValuesIn(doc_files()), [](const auto& info) {
  std::string n = info.param;
  for (char& c : n)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return n;
});

}  // namespace
}  // namespace rwd

namespace rwd {
namespace {

// Issue 17, item 10: the newcomer's script builds the binary it runs, not the test suite.
TEST(CliPlayScriptTest, BuildsOnlyTheRewindBinary) {
  const std::string script =
      cli_run::read_file(std::string(REWIND_SOURCE_DIR) + "/scripts/play.sh");
  int builds = 0;
  for (const std::string& l : cli_run::lines(script)) {
    if (l.rfind("#", 0) == 0 || !cli_run::contains(l, "cmake --build")) continue;
    ++builds;
    EXPECT_TRUE(cli_run::contains(l, "--target rewind"))
        << "scripts/play.sh builds more than the binary: " << l;
  }
  EXPECT_EQ(builds, 1) << script;
  EXPECT_TRUE(cli_run::contains(script, "build/rewind serve"));  // the web app's server
}

}  // namespace
}  // namespace rwd
