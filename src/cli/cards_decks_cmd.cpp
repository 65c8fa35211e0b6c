#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cards/builtin.h"
#include "cards/coverage.h"
#include "cards/deck_coverage.h"
#include "cli/cards_decks.h"

namespace rwd {

namespace {

using nlohmann::json;

std::string percent(int n, int of) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", of ? 100.0 * n / of : 0.0);
  return buf;
}

json feature_json(const Feature& f) {
  return {{"feature", f.label()}, {"kind", feature_kind_name(f.kind)}, {"name", f.name}};
}

json report_json(const DeckCheckOptions& o, const std::vector<DeckCoverage>& decks,
                 const DeckCoverageReport& r, int pool_cards, int pool_supported, double secs) {
  json blockers = json::array();
  for (const DeckBlockerCount& b : r.blockers) {
    json j = feature_json(b.feature);
    j["sole_decks"] = b.sole_decks;
    j["decks"] = b.decks;
    j["cards"] = b.cards;
    blockers.push_back(j);
  }
  json order = json::array();
  for (const UnlockStep& s : r.unlock_order) {
    json j = feature_json(s.feature);
    j["unlocked"] = s.unlocked;
    j["playable"] = s.playable;
    order.push_back(j);
  }
  json list = json::array();
  for (const DeckCoverage& d : decks) {
    json fs = json::array();
    for (const Feature& f : d.blockers) fs.push_back(f.label());
    list.push_back({{"source", d.source},
                    {"name", d.name},
                    {"error", d.error},
                    {"cards", d.cards},
                    {"supported", d.supported()},
                    {"blocked_cards", d.blocked_cards},
                    {"blockers", fs}});
  }
  return {{"decks_source", o.decks},
          {"card_sources", o.cards},
          {"pool", {{"cards", pool_cards}, {"supported", pool_supported}}},
          {"decks", r.decks},
          {"parsed", r.parsed},
          {"supported", r.supported},
          {"blockers", blockers},
          {"unlock_order", order},
          {"errors", r.errors},
          {"deck_verdicts", list},
          {"seconds", secs}};
}

void print_report(const DeckCheckOptions& o, const DeckCoverageReport& r, int pool_cards,
                  int pool_supported, double secs) {
  std::printf("cards check --decks: %s\n", o.decks.c_str());
  std::string sources = "built-in pool";
  for (const std::string& c : o.cards) sources += " + " + c;
  std::printf("  cards             %s: %d cards, %d fully supported\n", sources.c_str(), pool_cards,
              pool_supported);
  std::printf("  decks read        %6d\n", r.decks);
  std::printf("  parsed            %6d   (%zu with errors)\n", r.parsed, r.errors.size());
  std::printf("  fully supported   %6d   %s\n", r.supported, percent(r.supported, r.decks).c_str());
  std::printf("  time              %.2f s\n", secs);
  if (!r.blockers.empty()) {
    int n = std::min<int>(o.top, static_cast<int>(r.blockers.size()));
    std::printf(
        "\nTop %d of %zu blockers by decks held back   (alone: decks blocked by it only; "
        "decks: decks it appears in; cards: deck cards it blocks)\n",
        n, r.blockers.size());
    std::printf("  %-4s %-52s %6s %6s %6s\n", "#", "feature", "alone", "decks", "cards");
    for (int i = 0; i < n; ++i) {
      const DeckBlockerCount& b = r.blockers[i];
      std::printf("  %-4d %-52s %6d %6d %6d\n", i + 1, b.feature.label().c_str(), b.sole_decks,
                  b.decks, b.cards);
    }
  }
  if (!r.unlock_order.empty()) {
    std::printf(
        "\nUnlock order (greedy: each step the feature that makes the most decks playable)\n");
    std::printf("  %-4s %-52s %8s %9s\n", "#", "feature", "+decks", "playable");
    for (size_t i = 0; i < r.unlock_order.size(); ++i) {
      const UnlockStep& s = r.unlock_order[i];
      std::printf("  %-4zu %-52s %8d %9d\n", i + 1, s.feature.label().c_str(), s.unlocked,
                  s.playable);
    }
  }
  if (!r.errors.empty()) {
    std::printf("\nDecks that did not parse (%zu):\n", r.errors.size());
    for (size_t i = 0; i < r.errors.size() && i < 10; ++i)
      std::printf("  %s\n", r.errors[i].c_str());
  }
}

}  // namespace

int cmd_cards_check_decks(const DeckCheckOptions& o) {
  auto t0 = std::chrono::steady_clock::now();
  Result<std::vector<ScriptText>> files = read_deck_files(o.decks);
  if (!files) {
    std::cerr << "error: " << files.message() << "\n";
    return 1;
  }
  CardVerdicts pool;
  int pool_supported = 0;
  auto add = [&](const CardCoverage& c) {
    const int before = pool.size();
    pool.add(c);
    if (pool.size() > before && c.supported) ++pool_supported;
  };
  for (const CardDef& def : builtin_card_db().cards()) add(check_card(def));
  for (const std::string& path : o.cards) {
    Result<std::vector<ScriptText>> scripts = read_scripts(path);
    if (!scripts) {
      std::cerr << "error: " << scripts.message() << "\n";
      return 1;
    }
    for (const ScriptText& s : *scripts) add(check_script(s.text, s.name));
  }
  std::vector<DeckCoverage> decks;
  decks.reserve(files->size());
  for (const ScriptText& f : *files) decks.push_back(check_deck(f, pool));
  DeckCoverageReport r = deck_coverage(decks, o.unlock);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (o.json)
    std::cout << report_json(o, decks, r, pool.size(), pool_supported, secs).dump() << "\n";
  else
    print_report(o, r, pool.size(), pool_supported, secs);
  return 0;
}

}  // namespace rwd
