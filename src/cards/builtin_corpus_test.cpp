// Every built-in card we wrote that also exists in the measurement corpus agrees with it on
// what is printed: mana cost, power/toughness and rules text (reminder text, punctuation
// and line breaks aside). Catches cards written from a misremembered card (a wrong cost, a
// -1/-1 that should be -2/-0). Skips when ../shared is absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>

#include "cards/builtin.h"
#include "cards/coverage.h"

namespace rwd {
namespace {

struct Printed {
  std::string cost, pt, oracle;
};

// The first Name/ManaCost/PT/Oracle lines of a script (its front face).
std::map<std::string, std::string> header(const std::string& script) {
  std::map<std::string, std::string> out;
  std::istringstream in(script);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.starts_with("ALTERNATE")) break;
    const size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    const std::string key = line.substr(0, colon);
    if ((key == "Name" || key == "ManaCost" || key == "PT" || key == "Oracle") && !out.count(key))
      out[key] = line.substr(colon + 1);
  }
  return out;
}

// "{2}{W/U}" and "2 W/U" and "2 WU" all become "2 wu"-like tokens, sorted.
std::string cost_key(std::string c) {
  std::string out;
  for (char ch : c)
    if (std::isalnum(static_cast<unsigned char>(ch)) || ch == ' ')
      out += static_cast<char>(std::tolower(ch));
  std::istringstream in(out);
  std::vector<std::string> parts;
  for (std::string p; in >> p;) parts.push_back(p);
  std::sort(parts.begin(), parts.end());
  std::string key;
  for (const std::string& p : parts) key += p + " ";
  return key;
}

// Lowercase words in order, without reminder text (parentheses) or punctuation.
std::string oracle_key(const std::string& o) {
  std::string out;
  int depth = 0;
  for (size_t i = 0; i < o.size(); ++i) {
    if (o.compare(i, 2, "\\n") == 0) {
      out += ' ';
      ++i;
      continue;
    }
    const char ch = o[i];
    if (ch == '(') ++depth;
    if (ch == ')') {
      depth = std::max(0, depth - 1);
      continue;
    }
    if (depth > 0) continue;
    out += std::isalnum(static_cast<unsigned char>(ch)) || ch == '{' || ch == '}' || ch == '/' ||
                   ch == '+' || ch == '-'
               ? static_cast<char>(std::tolower(static_cast<unsigned char>(ch)))
               : ' ';
  }
  std::istringstream in(out);
  std::string key;
  for (std::string w; in >> w;) key += w + " ";
  // Oracle wording updated since the corpus was written (same rules): "mana value" (2021)
  // for "converted mana cost", "mill" (2020) for putting top cards into the graveyard.
  auto replace_all = [&](const std::string& from, const std::string& to) {
    for (size_t at; (at = key.find(from)) != std::string::npos;) key.replace(at, from.size(), to);
  };
  replace_all("converted mana cost ", "mana value ");
  for (const char* n :
       {"a card", "two cards", "three cards", "four cards", "five cards", "ten cards", "x cards"}) {
    const std::string what = std::string(n) == "a card"
                                 ? "card "
                                 : std::string(n).substr(std::string(n).find(' ') + 1) + " ";
    const std::string count = std::string(n).substr(0, std::string(n).find(' '));
    replace_all("puts the top " + (count == "a" ? std::string("") : count + " ") + what +
                    "of their library into their graveyard ",
                "mills " + std::string(n) + " ");
    replace_all("puts the top " + (count == "a" ? std::string("") : count + " ") + what +
                    "of his or her library into his or her graveyard ",
                "mills " + std::string(n) + " ");
  }
  return key;
}

TEST(BuiltinCorpusTest, BuiltinCardsMatchTheirPrintedCostPowerAndText) {
  namespace fs = std::filesystem;
  const fs::path tarball = fs::path(REWIND_SHARED_DIR) / "corpus" / "forge-cardsfolder-2019.tar.gz";
  if (!fs::exists(tarball)) GTEST_SKIP() << "no corpus at " << tarball;
  Result<std::vector<ScriptText>> scripts = read_scripts(tarball.string());
  ASSERT_TRUE(scripts) << scripts.message();
  std::map<std::string, Printed> corpus;
  for (const ScriptText& s : *scripts) {
    auto h = header(s.text);
    if (h.count("Name")) corpus[h["Name"]] = {h["ManaCost"], h["PT"], h["Oracle"]};
  }
  int compared = 0;
  for (const CardDef& def : builtin_card_db().cards()) {
    if (def.front().is(Supertype::Basic)) continue;  // our basic lands carry no reminder line
    auto it = corpus.find(def.name());
    if (it == corpus.end()) continue;
    auto h = header(def.script);
    ++compared;
    EXPECT_EQ(cost_key(h["ManaCost"]), cost_key(it->second.cost)) << def.name() << " mana cost";
    EXPECT_EQ(h["PT"], it->second.pt) << def.name() << " power/toughness";
    EXPECT_EQ(oracle_key(h["Oracle"]), oracle_key(it->second.oracle))
        << def.name() << " rules text";
  }
  EXPECT_GT(compared, 150);
}

}  // namespace
}  // namespace rwd
