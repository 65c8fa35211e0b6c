#include "cards/deck_coverage.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "cards/deck.h"

namespace rwd {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

void sort_unique(std::vector<Feature>& fs) {
  std::sort(fs.begin(), fs.end(),
            [](const Feature& a, const Feature& b) { return a.label() < b.label(); });
  fs.erase(std::unique(fs.begin(), fs.end()), fs.end());
}

// The features of every deck as small numbers (index into `features`, sorted by label).
struct Indexed {
  std::vector<Feature> features;
  std::vector<std::vector<int>> deck_features;  // per parsed, unplayable deck
};

Indexed index_features(const std::vector<DeckCoverage>& decks) {
  Indexed ix;
  std::map<std::string, int> id;
  for (const DeckCoverage& d : decks)
    for (const Feature& f : d.blockers)
      if (id.emplace(f.label(), 0).second) ix.features.push_back(f);
  sort_unique(ix.features);
  for (int i = 0; i < static_cast<int>(ix.features.size()); ++i) id[ix.features[i].label()] = i;
  for (const DeckCoverage& d : decks) {
    if (!d.error.empty() || d.supported()) continue;
    std::vector<int> fs;
    for (const Feature& f : d.blockers) fs.push_back(id.at(f.label()));
    ix.deck_features.push_back(std::move(fs));
  }
  return ix;
}

std::vector<UnlockStep> unlock_order(const Indexed& ix, int playable, int steps) {
  std::vector<UnlockStep> out;
  std::vector<char> done(ix.features.size(), 0);
  std::vector<int> missing;  // per deck: features it still lacks
  for (const std::vector<int>& fs : ix.deck_features)
    missing.push_back(static_cast<int>(fs.size()));
  while (static_cast<int>(out.size()) < steps) {
    std::vector<int> sole(ix.features.size(), 0);
    std::vector<double> closer(ix.features.size(), 0);
    bool any = false;
    for (size_t d = 0; d < ix.deck_features.size(); ++d) {
      if (missing[d] == 0) continue;
      any = true;
      for (int f : ix.deck_features[d]) {
        if (done[f]) continue;
        if (missing[d] == 1) ++sole[f];
        closer[f] += 1.0 / missing[d];
      }
    }
    if (!any) break;
    int best = -1;
    for (int f = 0; f < static_cast<int>(ix.features.size()); ++f) {
      if (done[f]) continue;
      if (best < 0 || sole[f] > sole[best] || (sole[f] == sole[best] && closer[f] > closer[best]))
        best = f;
    }
    if (best < 0) break;
    done[best] = 1;
    for (size_t d = 0; d < ix.deck_features.size(); ++d)
      for (int f : ix.deck_features[d])
        if (f == best) --missing[d];
    playable += sole[best];
    out.push_back({ix.features[best], sole[best], playable});
  }
  return out;
}

}  // namespace

void CardVerdicts::add(const CardCoverage& card) {
  if (card.name.empty()) return;  // a script that did not load names no card
  const int at = static_cast<int>(cards_.size());
  bool used = false;
  auto index = [&](std::string_view name) {
    if (!name.empty()) used |= by_name_.emplace(lower(name), at).second;
  };
  index(card.name);
  const size_t split = card.name.find(" // ");
  if (split != std::string::npos) index(std::string_view(card.name).substr(0, split));
  if (used) cards_.push_back(card);
}

const CardCoverage* CardVerdicts::find(std::string_view name) const {
  auto it = by_name_.find(lower(name));
  if (it == by_name_.end()) {
    const size_t split = name.find(" // ");
    if (split == std::string_view::npos) return nullptr;
    it = by_name_.find(lower(name.substr(0, split)));
    if (it == by_name_.end()) return nullptr;
  }
  return &cards_[it->second];
}

Feature missing_card_feature(std::string_view name) {
  return {FeatureKind::Card, "no script: " + std::string(name)};
}

DeckCoverage check_deck(const ScriptText& file, const CardVerdicts& pool) {
  DeckCoverage d;
  d.source = file.name;
  Result<DeckList> list = parse_deck(file.text, file.name);
  if (!list) {
    d.error = list.message();
    return d;
  }
  d.name = list->name;
  std::set<std::string> seen;
  for (const DeckEntry& e : list->main) {
    if (!seen.insert(lower(e.card)).second) continue;
    ++d.cards;
    const CardCoverage* c = pool.find(e.card);
    if (c && c->supported) continue;
    d.blocked_cards.push_back(e.card);
    std::vector<Feature> why;
    if (!c)
      why.push_back(missing_card_feature(e.card));
    else
      why = c->blockers;
    if (why.empty())  // not supported for a reason blocking_features does not name
      why.push_back({FeatureKind::Card, c->error.empty() ? "unsupported card" : c->error});
    sort_unique(why);
    d.blockers.insert(d.blockers.end(), why.begin(), why.end());
    d.card_blockers.push_back(std::move(why));
  }
  if (d.cards == 0) d.error = file.name + ": the main deck is empty";
  sort_unique(d.blockers);
  return d;
}

DeckCoverageReport deck_coverage(const std::vector<DeckCoverage>& decks, int unlock_steps) {
  DeckCoverageReport r;
  std::map<std::string, DeckBlockerCount> counts;
  std::map<std::string, std::set<std::string>> cards_of;  // feature label -> deck cards
  for (const DeckCoverage& d : decks) {
    ++r.decks;
    if (!d.error.empty()) {
      r.errors.push_back(d.error);
      continue;
    }
    ++r.parsed;
    if (d.supported()) ++r.supported;
    for (const Feature& f : d.blockers) {
      DeckBlockerCount& b = counts[f.label()];
      b.feature = f;
      ++b.decks;
      if (d.blockers.size() == 1) ++b.sole_decks;
    }
  }
  // The cards each feature blocks, counted once across decks.
  for (const DeckCoverage& d : decks)
    for (size_t i = 0; i < d.blocked_cards.size() && d.error.empty(); ++i)
      for (const Feature& f : d.card_blockers[i])
        cards_of[f.label()].insert(lower(d.blocked_cards[i]));
  for (auto& [label, b] : counts) {
    b.cards = static_cast<int>(cards_of[label].size());
    r.blockers.push_back(b);
  }
  std::sort(r.blockers.begin(), r.blockers.end(),
            [](const DeckBlockerCount& a, const DeckBlockerCount& b) {
              if (a.sole_decks != b.sole_decks) return a.sole_decks > b.sole_decks;
              if (a.decks != b.decks) return a.decks > b.decks;
              if (a.cards != b.cards) return a.cards > b.cards;
              return a.feature.label() < b.feature.label();
            });
  r.unlock_order = unlock_order(index_features(decks), r.supported, unlock_steps);
  return r;
}

}  // namespace rwd
