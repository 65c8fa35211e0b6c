#include "scenario.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "cards/counter_kind.h"
#include "game/game.h"

namespace rwd {

namespace {

std::string trim(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  return s.substr(i);
}

std::string lower(const std::string& s) {
  std::string o;
  for (char c : s) o += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return o;
}

// Log lines are compared without object ids: "Grizzly Bears#3" == "Grizzly Bears".
std::string strip_ids(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '#') {
      while (i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]))) ++i;
      continue;
    }
    out += s[i];
  }
  return lower(out);
}

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  std::stringstream ss(s);
  while (std::getline(ss, cur, ',')) {
    cur = trim(cur);
    if (!cur.empty()) out.push_back(cur);
  }
  return out;
}

// The card name in a list item: "Grizzly Bears (tapped) x2" -> "Grizzly Bears".
std::string item_name(const std::string& item) {
  std::string s = item;
  size_t paren = s.find('(');
  if (paren != std::string::npos) s = s.substr(0, paren);
  s = trim(s);
  size_t x = s.rfind(" x");
  if (x != std::string::npos && x + 2 < s.size() &&
      std::all_of(s.begin() + static_cast<long>(x) + 2, s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    s = trim(s.substr(0, x));
  return s;
}

// "Grizzly Bears (tapped; sick; damage 1) x2". Names with commas ("Isamaru, Hound of Konda")
// are recognised by looking the joined name up in the card pool.
Status parse_cards(const std::string& list, std::vector<PositionCard>& out, const CardDb& db) {
  std::vector<std::string> items;
  for (const std::string& part : split_list(list)) {
    if (!items.empty() && !db.find(item_name(items.back())) && db.find(item_name(items.back() + ", " + part)))
      items.back() += ", " + part;
    else
      items.push_back(part);
  }
  for (std::string item : items) {
    int count = 1;
    size_t x = item.rfind(" x");
    if (x != std::string::npos && x + 2 < item.size() &&
        std::all_of(item.begin() + static_cast<long>(x) + 2, item.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      count = std::stoi(item.substr(x + 2));
      item = trim(item.substr(0, x));
    }
    PositionCard pc;
    size_t paren = item.find('(');
    if (paren != std::string::npos) {
      size_t close = item.find(')', paren);
      if (close == std::string::npos) return Status::error("missing ')' in \"" + item + "\"");
      std::string mods = item.substr(paren + 1, close - paren - 1);
      item = trim(item.substr(0, paren));
      std::stringstream ms(mods);
      std::string m;
      while (std::getline(ms, m, ';')) {
        m = trim(m);
        if (m == "tapped") pc.tapped = true;
        else if (m == "sick") pc.summoning_sick = true;
        else if (m == "attacking") pc.attacking = true;
        else if (m.rfind("damage ", 0) == 0) pc.damage = std::stoi(m.substr(7));
        else if (m.rfind("p1p1 ", 0) == 0) pc.counters[static_cast<int>(CounterKind::P1P1)] = std::stoi(m.substr(5));
        else if (m.rfind("m1m1 ", 0) == 0) pc.counters[static_cast<int>(CounterKind::M1M1)] = std::stoi(m.substr(5));
        else if (m.rfind("counters ", 0) == 0 && m.find(' ', 9) != std::string::npos) {
          const size_t sp = m.find(' ', 9);  // "counters CHARGE 2": a named kind (counter_kind.h)
          const int k = counter_kind_from_script(m.substr(9, sp - 9));
          if (k < 0) return Status::error("unknown counter kind in \"" + m + "\"");
          pc.counters[k] = std::stoi(m.substr(sp + 1));
        }
        else if (!m.empty()) return Status::error("unknown card modifier \"" + m + "\"");
      }
    }
    pc.name = item;
    for (int i = 0; i < count; ++i) out.push_back(pc);
  }
  return Status::ok();
}

class LogListener : public GameListener {
 public:
  std::vector<std::string> lines;
  void on_event(const GameEvent& e) override {
    if (e.type == "pass_priority") return;
    lines.push_back(e.text);
  }
};

const std::map<std::string, Step> kSteps = {
    {"untap", Step::Untap}, {"upkeep", Step::Upkeep}, {"draw", Step::Draw}, {"main1", Step::Main1},
    {"begin_combat", Step::BeginCombat}, {"declare_attackers", Step::DeclareAttackers},
    {"declare_blockers", Step::DeclareBlockers}, {"combat_damage", Step::CombatDamage},
    {"end_combat", Step::EndCombat}, {"main2", Step::Main2}, {"end", Step::End}, {"cleanup", Step::Cleanup}};

}  // namespace

Result<ScenarioResult> run_scenario(const std::string& text, const std::string& source, const CardDb& db) {
  Position pos;
  struct Step_ {
    std::string kind, arg;
    int line;
  };
  std::vector<Step_> steps;  // answers and expectations, in file order
  std::vector<std::pair<std::string, int>> extra_cards;  // script text, first line number
  std::stringstream in(text);
  std::string line;
  int n = 0;
  bool saw_cite = false;
  while (std::getline(in, line)) {
    ++n;
    line = trim(line);
    if (line.empty()) continue;
    if (line[0] == '#') {
      if (line.find("CR ") != std::string::npos) saw_cite = true;
      continue;
    }
    size_t colon = line.find(':');
    if (line[0] == '>') {
      steps.push_back({"answer", trim(line.substr(1)), n});
      continue;
    }
    if (line[0] == '!') {
      steps.push_back({"illegal", trim(line.substr(1)), n});
      continue;
    }
    if (colon == std::string::npos)
      return Status::error(source + ":" + std::to_string(n) + ": expected \"key: value\", \"> answer\" or \"! answer\"");
    std::string key = trim(line.substr(0, colon));
    std::string val = trim(line.substr(colon + 1));
    auto player_zone = [&](const std::string& k, std::string* zone) -> int {
      if (k.rfind("p1 ", 0) == 0) return *zone = k.substr(3), 0;
      if (k.rfind("p2 ", 0) == 0) return *zone = k.substr(3), 1;
      return -1;
    };
    std::string zone;
    int p = player_zone(key, &zone);
    if (p >= 0 && zone == "lands played") {
      pos.players[p].lands_played = std::stoi(val);
    } else if (p >= 0 && zone != "life") {
      PositionPlayer& pp = pos.players[p];
      std::vector<PositionCard>* target = zone == "battlefield" ? &pp.battlefield
                                          : zone == "hand"      ? &pp.hand
                                          : zone == "library"   ? &pp.library
                                          : zone == "graveyard" ? &pp.graveyard
                                                                : nullptr;
      if (!target) return Status::error(source + ":" + std::to_string(n) + ": unknown zone \"" + zone + "\"");
      Status st = parse_cards(val, *target, db);
      if (!st) return Status::error(source + ":" + std::to_string(n) + ": " + st.message());
    } else if (p >= 0) {
      pos.players[p].life = std::stoi(val);
    } else if (key == "turn") {
      // "turn: 3 p1 declare_attackers"
      std::stringstream ts(val);
      std::string who, step;
      ts >> pos.turn >> who >> step;
      if (who != "p1" && who != "p2") return Status::error(source + ":" + std::to_string(n) + ": turn: expected p1 or p2");
      pos.active = who == "p1" ? PlayerId::P1 : PlayerId::P2;
      auto it = kSteps.find(step);
      if (it == kSteps.end()) return Status::error(source + ":" + std::to_string(n) + ": unknown step \"" + step + "\"");
      pos.step = it->second;
    } else if (key == "card") {
      // Test-only card definitions, Forge script lines: "card: Name:X" starts a card, further
      // "card: K:Trample" lines add to it. They are added to a copy of the card pool.
      if (val.rfind("Name:", 0) == 0 || extra_cards.empty()) extra_cards.push_back({"", n});
      extra_cards.back().first += val + "\n";
    } else if (key == "seed") {
      pos.seed = std::stoull(val);
    } else if (key.rfind("expect", 0) == 0) {
      steps.push_back({key, val, n});
    } else {
      return Status::error(source + ":" + std::to_string(n) + ": unknown key \"" + key + "\"");
    }
  }
  if (!saw_cite) return Status::error(source + ": a scenario must cite the rule it checks (# CR 702.9b ...)");

  const CardDb* use_db = &db;
  CardDb local_db;
  if (!extra_cards.empty()) {
    local_db = db;
    for (const auto& [script, line_no] : extra_cards) {
      Status st = local_db.add_script(script, source, line_no - 1);
      if (!st) return Status::error(source + ":" + std::to_string(line_no) + ": " + st.message());
      const CardDef& d = local_db.get(static_cast<CardDefId>(local_db.size() - 1));
      if (!d.supported())
        return Status::error(source + ":" + std::to_string(line_no) + ": card \"" + d.name() +
                             "\" is not supported: " + d.unsupported[0].text + ": " + d.unsupported[0].reason);
    }
    use_db = &local_db;
  }
  LogListener log;
  Result<Game> game = Game::from_position(pos, *use_db, &log);
  if (!game) return Status::error(source + ": " + game.message());
  ScenarioResult r;
  size_t log_cursor = 0;
  auto fail = [&](int line_no, const std::string& what) {
    r.failures.push_back(source + ":" + std::to_string(line_no) + ": " + what);
  };
  for (const Step_& st : steps) {
    if (st.kind == "answer") {
      Result<int> a = game->parse_answer(st.arg);
      if (!a) {
        fail(st.line, "answer \"" + st.arg + "\" rejected: " + a.message() + " (decision: " + game->decision().prompt + ")");
        break;
      }
      Status s = game->apply(*a);
      if (!s) {
        fail(st.line, s.message());
        break;
      }
    } else if (st.kind == "illegal") {
      uint64_t before = game->hash();
      Result<int> a = game->parse_answer(st.arg);
      if (a) {
        fail(st.line, "answer \"" + st.arg + "\" was accepted, expected it to be illegal");
        break;
      }
      if (game->hash() != before) fail(st.line, "a rejected answer changed the game");
    } else if (st.kind == "expect") {
      std::string want = strip_ids(st.arg);
      bool found = false;
      while (log_cursor < log.lines.size()) {
        if (strip_ids(log.lines[log_cursor++]) == want) {
          found = true;
          break;
        }
      }
      if (!found) fail(st.line, "expected log line \"" + st.arg + "\" (in order) not found");
    } else if (st.kind == "expect-not") {
      std::string want = strip_ids(st.arg);
      for (const std::string& l : log.lines)
        if (strip_ids(l).find(want) != std::string::npos) fail(st.line, "unexpected log line \"" + l + "\"");
    } else if (st.kind == "expect-life") {
      std::stringstream ss(st.arg);
      std::string who;
      int life;
      ss >> who >> life;
      int got = game->view(PlayerId::None).players[who == "p1" ? 0 : 1].life;
      if (got != life) fail(st.line, who + " life is " + std::to_string(got) + ", expected " + std::to_string(life));
    } else if (st.kind == "expect-decision") {
      std::string got = decision_kind_name(game->pending().kind);
      std::string want = st.arg;
      std::string who;
      size_t sp = want.find(' ');
      if (sp != std::string::npos) who = want.substr(sp + 1), want = want.substr(0, sp);
      if (got != want) fail(st.line, "decision is " + got + ", expected " + want + " (" + game->decision().prompt + ")");
      if (!who.empty() && who != player_name(game->pending().player))
        fail(st.line, std::string("decision is for ") + player_name(game->pending().player) + ", expected " + who);
    } else if (st.kind == "expect-option" || st.kind == "expect-no-option") {
      OptionList opts;
      game->options(opts);
      // The whole label, or its part before a colon ("activate Prodigal Sorcerer" names every
      // ability of that permanent: "activate Prodigal Sorcerer: {T}: ...").
      bool found = false;
      const std::string want = strip_ids(st.arg);
      for (const Option& o : opts) {
        const std::string label = strip_ids(game->option_label(o));
        found |= label == want || (label.size() > want.size() && label.compare(0, want.size(), want) == 0 &&
                                   label[want.size()] == ':');
      }
      if (st.kind == "expect-option" && !found) fail(st.line, "option \"" + st.arg + "\" missing");
      if (st.kind == "expect-no-option" && found) fail(st.line, "option \"" + st.arg + "\" present");
    } else if (st.kind == "expect-zone" || st.kind == "expect-zone-not") {
      // "expect-zone: p2 graveyard: Grizzly Bears" or "p1 battlefield: Serra Angel (tapped)".
      // Modifiers (all must hold): tapped, untapped, damage N, attacking, blocking, sick,
      // keyword K (shown in the card's computed keywords), pt 3/3 (computed power and
      // toughness), sources TEXT (the P/T breakdown contains TEXT, " | " for "; "), no sources.
      // Zones: battlefield (controller), graveyard, hand, exile (owner). expect-zone-not: no such
      // card there.
      size_t c2 = st.arg.find(':');
      if (c2 == std::string::npos)
        return Status::error(source + ":" + std::to_string(st.line) + ": " + st.kind + ": expected \"p1 zone: card\"");
      std::string where = trim(st.arg.substr(0, c2)), what = trim(st.arg.substr(c2 + 1));
      std::vector<std::string> mods;
      size_t paren = what.find('(');
      if (paren != std::string::npos) {
        size_t close = what.find(')', paren);
        if (close == std::string::npos)
          return Status::error(source + ":" + std::to_string(st.line) + ": missing ')' in \"" + what + "\"");
        std::stringstream ms(what.substr(paren + 1, close - paren - 1));
        std::string m;
        while (std::getline(ms, m, ';')) {
          m = lower(trim(m));
          if (!m.empty()) mods.push_back(m);
        }
        what = trim(what.substr(0, paren));
      }
      int who = where.rfind("p1", 0) == 0 ? 0 : 1;
      std::string zone = trim(where.substr(2));
      PlayerView v = game->view(who == 0 ? PlayerId::P1 : PlayerId::P2);
      const std::vector<CardView>* cards = zone == "graveyard" ? &v.players[who].graveyard
                                           : zone == "hand"    ? &v.players[who].hand
                                           : zone == "exile"   ? &v.players[who].exile
                                           : zone == "battlefield" ? &v.battlefield
                                                                   : nullptr;
      if (!cards) return Status::error(source + ":" + std::to_string(st.line) + ": unknown zone \"" + zone + "\"");
      auto matches = [&](const CardView& c) -> Result<bool> {
        if (lower(c.name) != lower(what)) return false;
        if (zone == "battlefield" && c.controller != who) return false;
        for (const std::string& m : mods) {
          if (m == "tapped") { if (!c.tapped) return false; }
          else if (m == "untapped") { if (c.tapped) return false; }
          else if (m == "attacking") { if (!c.attacking) return false; }
          else if (m == "blocking") { if (!c.blocking) return false; }
          else if (m == "sick") { if (!c.summoning_sick) return false; }
          else if (m == "not sick") { if (c.summoning_sick) return false; }
          else if (m.rfind("damage ", 0) == 0) { if (c.damage != std::stoi(m.substr(7))) return false; }
          else if (m == "no counters") { if (!c.counters.empty()) return false; }
          else if (m.rfind("counters ", 0) == 0) {  // the counters string contains this ("2 +1/+1")
            if (c.counters.find(trim(m.substr(9))) == std::string::npos) return false;
          } else if (m.rfind("keyword ", 0) == 0) {
            if (lower(c.keywords).find(m.substr(8)) == std::string::npos) return false;
          } else if (m.rfind("pt ", 0) == 0) {
            if (std::to_string(c.power) + "/" + std::to_string(c.toughness) != trim(m.substr(3)))
              return false;
          } else if (m.rfind("sources ", 0) == 0) {
            // The P/T breakdown contains this text (ids ignored); " | " stands for "; ".
            std::string want = trim(m.substr(8));
            for (size_t at; (at = want.find(" | ")) != std::string::npos;)
              want.replace(at, 3, "; ");
            if (strip_ids(c.pt_sources).find(strip_ids(want)) == std::string::npos) return false;
          } else if (m == "no sources") {
            if (!c.pt_sources.empty()) return false;
          } else {
            return Status::error("unknown card modifier \"" + m + "\"");
          }
        }
        return true;
      };
      bool found = false;
      for (const CardView& c : *cards) {
        Result<bool> m = matches(c);
        if (!m) return Status::error(source + ":" + std::to_string(st.line) + ": " + m.message());
        found |= *m;
      }
      if (st.kind == "expect-zone" && !found) fail(st.line, "\"" + st.arg + "\" not found");
      if (st.kind == "expect-zone-not" && found) fail(st.line, "\"" + st.arg + "\" found");
    } else if (st.kind == "expect-count") {
      // "expect-count: p1 hand 7" (hand, library, graveyard, battlefield: cards controlled)
      std::stringstream ss(st.arg);
      std::string who, zone;
      int want = -1;
      ss >> who >> zone >> want;
      int w = who == "p1" ? 0 : 1;
      PlayerView v = game->view(PlayerId::None);
      int got = zone == "hand"        ? v.players[w].hand_count
                : zone == "library"   ? v.players[w].library_count
                : zone == "graveyard" ? static_cast<int>(v.players[w].graveyard.size())
                : zone == "battlefield"
                    ? static_cast<int>(std::count_if(v.battlefield.begin(), v.battlefield.end(),
                                                     [&](const CardView& c) { return c.controller == w; }))
                    : -1;
      if (got < 0 || want < 0) return Status::error(source + ":" + std::to_string(st.line) + ": expect-count: expected \"p1 hand 7\"");
      if (got != want) fail(st.line, who + " " + zone + " has " + std::to_string(got) + " cards, expected " + std::to_string(want));
    } else if (st.kind == "expect-library") {
      // "expect-library: p1: Island, Forest" (the whole library, top card first; "" for empty)
      const size_t colon = st.arg.find(':');
      const std::string who = st.arg.substr(0, colon);
      if (colon == std::string::npos || (who != "p1" && who != "p2"))
        return Status::error(source + ":" + std::to_string(st.line) + ": expect-library: expected \"p1: A, B\"");
      const auto& lib = game->state().player(who == "p1" ? PlayerId::P1 : PlayerId::P2).library;
      std::string got;
      for (size_t i = lib.size(); i-- > 0;)
        got += (got.empty() ? "" : ", ") + game->db().get(game->state().obj(lib[i]).def).name();
      std::string want = st.arg.substr(colon + 1);
      while (!want.empty() && want.front() == ' ') want.erase(0, 1);
      if (lower(got) != lower(want)) fail(st.line, who + " library is \"" + got + "\", expected \"" + want + "\"");
    } else if (st.kind == "expect-step") {
      // "expect-step: 4 main1": the game is in this turn and step now.
      std::stringstream ss(st.arg);
      int turn = -1;
      std::string step;
      ss >> turn >> step;
      PlayerView v = game->view(PlayerId::None);
      if (v.turn != turn || v.step != step)
        fail(st.line, "game is in turn " + std::to_string(v.turn) + " " + v.step + ", expected " + st.arg);
    } else if (st.kind == "expect-result") {
      std::string got = result_name(game->result());
      if (got != st.arg) fail(st.line, "result is " + got + ", expected " + st.arg);
    } else {
      return Status::error(source + ":" + std::to_string(st.line) + ": unknown expectation \"" + st.kind + "\"");
    }
  }
  r.log = log.lines;
  r.passed = r.failures.empty();
  return r;
}

}  // namespace rwd
