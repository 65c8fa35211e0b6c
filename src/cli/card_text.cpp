#include "cli/card_text.h"

#include <algorithm>
#include <cctype>
#include <ostream>

namespace rwd {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// The permanent's state, as words joined by ", ".
std::string state_words(const CardView& c) {
  std::vector<std::string> w;
  if (c.tapped) w.push_back("tapped");
  if (c.damage) w.push_back(std::to_string(c.damage) + " damage");
  if (c.is_creature && c.summoning_sick) w.push_back("summoning sick");
  if (c.attacking) w.push_back(c.blocked ? "attacking, blocked" : "attacking");
  if (c.blocking) w.push_back("blocking #" + std::to_string(c.blocking_id));
  if (c.attached_to >= 0) w.push_back("attached to #" + std::to_string(c.attached_to));
  if (!c.counters.empty()) w.push_back("counters " + c.counters);
  if (!c.chosen.empty()) w.push_back("chose " + c.chosen);
  if (c.kicked) w.push_back("kicked");
  if (c.flashback) w.push_back("cast with flashback");
  std::string out;
  for (const std::string& s : w) out += (out.empty() ? "" : ", ") + s;
  return out;
}

}  // namespace

std::string card_brief(const CardView& c, CardPlace place) {
  std::string s = "[" + c.name + "#" + std::to_string(c.id);
  if (place == CardPlace::Other) {
    if (!c.mana_cost.empty()) s += " " + c.mana_cost;
    if (!c.type_line.empty()) s += " " + c.type_line;
  }
  if (c.is_creature) s += " " + std::to_string(c.power) + "/" + std::to_string(c.toughness);
  if (!c.keywords.empty()) s += " (" + c.keywords + ")";
  if (place == CardPlace::Battlefield)
    if (std::string st = state_words(c); !st.empty()) s += " " + st;
  if (!c.not_implemented.empty()) s += " NOT IMPLEMENTED: " + c.not_implemented;
  return s + "]";
}

void print_card_list(std::ostream& out, const std::string& title,
                     const std::vector<CardView>& cards, CardPlace place) {
  out << "  " << title << ":";
  if (cards.empty()) out << " (none)";
  for (const CardView& c : cards) out << " " << card_brief(c, place);
  out << "\n";
}

FoundCard find_visible_card(const PlayerView& v, const std::string& query_in, std::string* error) {
  std::string query = trim(query_in);
  if (!query.empty() && query[0] == '#') query.erase(0, 1);
  std::vector<FoundCard> all;
  auto add = [&](const std::vector<CardView>& cards, const std::string& where) {
    for (const CardView& c : cards) all.push_back({&c, where});
  };
  const int me = v.viewer;
  auto whose = [&](int p, const std::string& zone) {
    return p == me ? "in your " + zone : std::string("in p") + std::to_string(p + 1) + "'s " + zone;
  };
  add(v.battlefield, "on the battlefield");
  add(v.stack, "on the stack");
  for (int p = 0; p < 2; ++p) add(v.players[p].hand, whose(p, "hand"));
  for (int p = 0; p < 2; ++p) add(v.players[p].graveyard, whose(p, "graveyard"));
  for (int p = 0; p < 2; ++p) add(v.players[p].exile, whose(p, "exile"));
  if (query.empty()) {
    *error =
        "show which card? give its number (show 31), its label (show Grizzly Bears#31) or its name";
    return {};
  }
  const bool digits = std::all_of(query.begin(), query.end(), [](char ch) {
    return std::isdigit(static_cast<unsigned char>(ch));
  });
  std::vector<FoundCard> hits;
  for (const FoundCard& f : all) {
    const std::string label = f.card->name + "#" + std::to_string(f.card->id);
    if ((digits && query == std::to_string(f.card->id)) || lower(query) == lower(label)) return f;
    if (lower(query) == lower(f.card->name)) hits.push_back(f);
  }
  if (hits.size() == 1) return hits[0];
  if (hits.size() > 1) {
    std::string ids;
    for (const FoundCard& f : hits)
      ids += (ids.empty() ? "" : ", ") + f.card->name + "#" + std::to_string(f.card->id);
    *error = "\"" + query + "\" names several cards (" + ids + "): give the number";
    return {};
  }
  *error = "no card \"" + query +
           "\" that you can see (cards on the battlefield, on the stack, in your hand, in "
           "graveyards or exile)";
  return {};
}

std::string card_details(const FoundCard& f, const CardDb& db) {
  const CardView& c = *f.card;
  std::string s = c.name + "#" + std::to_string(c.id) + ", " + f.where + " (owner p" +
                  std::to_string(c.owner + 1) + ", controller p" +
                  std::to_string(c.controller + 1) + ")\n";
  std::string head = trim((c.mana_cost.empty() ? std::string() : c.mana_cost + "  ") + c.type_line);
  if (!head.empty()) s += "  " + head + "\n";
  if (c.is_creature) {
    s += "  power/toughness: " + std::to_string(c.power) + "/" + std::to_string(c.toughness);
    s += c.pt_sources.empty() ? " (printed)\n" : " (" + c.pt_sources + ")\n";
  }
  if (!c.keywords.empty()) s += "  keywords: " + c.keywords + "\n";
  if (std::string st = state_words(c); !st.empty() && f.where == "on the battlefield")
    s += "  now: " + st + "\n";
  if (!c.not_implemented.empty()) s += "  NOT IMPLEMENTED: " + c.not_implemented + "\n";
  if (c.def >= 0) {
    const std::vector<FaceText> faces = card_faces_text(db, static_cast<CardDefId>(c.def));
    for (const FaceText& face : faces) {
      if (faces.size() > 1) s += "  " + face.name + ":\n";
      std::string text = face.text.empty() ? "(no rules text)" : face.text;
      for (size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 9))
        text.replace(at, 1, "\n        ");
      s += "  text: " + text + "\n";
    }
  }
  return s;
}

}  // namespace rwd
