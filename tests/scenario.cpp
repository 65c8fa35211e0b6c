#include "scenario.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "cards/counter_kind.h"
#include "game/game.h"
#include "game/game_internal.h"

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
      std::all_of(s.begin() + static_cast<long>(x) + 2, s.end(),
                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    s = trim(s.substr(0, x));
  return s;
}

// "Grizzly Bears (tapped; sick; damage 1) x2". Names with commas ("Isamaru, Hound of Konda")
// are recognised by looking the joined name up in the card pool.
Status parse_cards(const std::string& list, std::vector<PositionCard>& out, const CardDb& db) {
  std::vector<std::string> items;
  for (const std::string& part : split_list(list)) {
    if (!items.empty() && !db.find(item_name(items.back())) &&
        db.find(item_name(items.back() + ", " + part)))
      items.back() += ", " + part;
    else
      items.push_back(part);
  }
  for (std::string item : items) {
    int count = 1;
    size_t x = item.rfind(" x");
    if (x != std::string::npos && x + 2 < item.size() &&
        std::all_of(item.begin() + static_cast<long>(x) + 2, item.end(),
                    [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
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
        if (m == "tapped")
          pc.tapped = true;
        else if (m == "sick")
          pc.summoning_sick = true;
        else if (m == "attacking")
          pc.attacking = true;
        else if (m.rfind("damage ", 0) == 0)
          pc.damage = std::stoi(m.substr(7));
        else if (m.rfind("p1p1 ", 0) == 0)
          pc.counters[static_cast<int>(CounterKind::P1P1)] = std::stoi(m.substr(5));
        else if (m.rfind("m1m1 ", 0) == 0)
          pc.counters[static_cast<int>(CounterKind::M1M1)] = std::stoi(m.substr(5));
        else if (m.rfind("counters ", 0) == 0 && m.find(' ', 9) != std::string::npos) {
          const size_t sp = m.find(' ', 9);  // "counters CHARGE 2": a named kind (counter_kind.h)
          const int k = counter_kind_from_script(m.substr(9, sp - 9));
          if (k < 0) return Status::error("unknown counter kind in \"" + m + "\"");
          pc.counters[k] = std::stoi(m.substr(sp + 1));
        } else if (!m.empty())
          return Status::error("unknown card modifier \"" + m + "\"");
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

const std::map<std::string, Step> kSteps = {{"untap", Step::Untap},
                                            {"upkeep", Step::Upkeep},
                                            {"draw", Step::Draw},
                                            {"main1", Step::Main1},
                                            {"begin_combat", Step::BeginCombat},
                                            {"declare_attackers", Step::DeclareAttackers},
                                            {"declare_blockers", Step::DeclareBlockers},
                                            {"combat_damage", Step::CombatDamage},
                                            {"end_combat", Step::EndCombat},
                                            {"main2", Step::Main2},
                                            {"end", Step::End},
                                            {"cleanup", Step::Cleanup}};

// One answer or expectation line, in file order.
struct ScenarioStep {
  std::string kind, arg;
  int line;
};

// A scenario file read: the board, the steps, and test-only card scripts (text, first line).
struct ParsedScenario {
  Position pos;
  std::vector<ScenarioStep> steps;
  std::vector<std::pair<std::string, int>> extra_cards;
};

Status line_error(const std::string& source, int n, const std::string& what) {
  return Status::error(source + ":" + std::to_string(n) + ": " + what);
}

// "p1 battlefield: ...", "p2 life: 7", "p1 lands played: 1".
Status parse_player_line(const std::string& key, const std::string& val, int p, const CardDb& db,
                         Position& pos) {
  const std::string zone = key.substr(3);
  PositionPlayer& pp = pos.players[p];
  if (zone == "lands played") {
    pp.lands_played = std::stoi(val);
    return Status::ok();
  }
  if (zone == "life") {
    pp.life = std::stoi(val);
    return Status::ok();
  }
  std::vector<PositionCard>* target = zone == "battlefield" ? &pp.battlefield
                                      : zone == "hand"      ? &pp.hand
                                      : zone == "library"   ? &pp.library
                                      : zone == "graveyard" ? &pp.graveyard
                                                            : nullptr;
  if (!target) return Status::error("unknown zone \"" + zone + "\"");
  return parse_cards(val, *target, db);
}

// "turn: 3 p1 declare_attackers"
Status parse_turn_line(const std::string& val, Position& pos) {
  std::stringstream ts(val);
  std::string who, step;
  ts >> pos.turn >> who >> step;
  if (who != "p1" && who != "p2") return Status::error("turn: expected p1 or p2");
  pos.active = who == "p1" ? PlayerId::P1 : PlayerId::P2;
  auto it = kSteps.find(step);
  if (it == kSteps.end()) return Status::error("unknown step \"" + step + "\"");
  pos.step = it->second;
  return Status::ok();
}

Result<ParsedScenario> parse_scenario(const std::string& text, const std::string& source,
                                      const CardDb& db) {
  ParsedScenario sc;
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
    if (line[0] == '>' || line[0] == '!') {
      sc.steps.push_back({line[0] == '>' ? "answer" : "illegal", trim(line.substr(1)), n});
      continue;
    }
    const size_t colon = line.find(':');
    if (colon == std::string::npos)
      return line_error(source, n, "expected \"key: value\", \"> answer\" or \"! answer\"");
    const std::string key = trim(line.substr(0, colon));
    const std::string val = trim(line.substr(colon + 1));
    Status st = Status::ok();
    if (key.rfind("p1 ", 0) == 0 || key.rfind("p2 ", 0) == 0) {
      st = parse_player_line(key, val, key[1] == '1' ? 0 : 1, db, sc.pos);
    } else if (key == "turn") {
      st = parse_turn_line(val, sc.pos);
    } else if (key == "card") {
      // Test-only card definitions, Forge script lines: "card: Name:X" starts a card, further
      // "card: K:Trample" lines add to it. They are added to a copy of the card pool.
      if (val.rfind("Name:", 0) == 0 || sc.extra_cards.empty()) sc.extra_cards.push_back({"", n});
      sc.extra_cards.back().first += val + "\n";
    } else if (key == "seed") {
      sc.pos.seed = std::stoull(val);
    } else if (key.rfind("expect", 0) == 0) {
      sc.steps.push_back({key, val, n});
    } else {
      st = Status::error("unknown key \"" + key + "\"");
    }
    if (!st) return line_error(source, n, st.message());
  }
  if (!saw_cite)
    return Status::error(source + ": a scenario must cite the rule it checks (# CR 702.9b ...)");
  return sc;
}

// "tapped", "damage 1", "pt 3/3", "sources +1/+1 Crusade"...: one modifier of expect-zone.
Result<bool> card_has(const CardView& c, const std::string& m) {
  if (m == "tapped") return c.tapped;
  if (m == "untapped") return !c.tapped;
  if (m == "attacking") return c.attacking;
  if (m == "blocking") return c.blocking;
  if (m == "sick") return c.summoning_sick;
  if (m == "not sick") return !c.summoning_sick;
  if (m.rfind("damage ", 0) == 0) return c.damage == std::stoi(m.substr(7));
  if (m == "no counters") return c.counters.empty();
  if (m.rfind("counters ", 0) == 0)
    return c.counters.find(trim(m.substr(9))) != std::string::npos;  // "2 +1/+1"
  if (m.rfind("keyword ", 0) == 0) return lower(c.keywords).find(m.substr(8)) != std::string::npos;
  if (m.rfind("pt ", 0) == 0)
    return std::to_string(c.power) + "/" + std::to_string(c.toughness) == trim(m.substr(3));
  if (m.rfind("sources ", 0) == 0) {
    // The P/T breakdown contains this text (ids ignored); " | " stands for "; ".
    std::string want = trim(m.substr(8));
    for (size_t at; (at = want.find(" | ")) != std::string::npos;) want.replace(at, 3, "; ");
    return strip_ids(c.pt_sources).find(strip_ids(want)) != std::string::npos;
  }
  if (m == "no sources") return c.pt_sources.empty();
  return Status::error("unknown card modifier \"" + m + "\"");
}

// Plays a parsed scenario's steps against its game. Each check returns an error for a
// malformed line and records a failure (fail) for an expectation that does not hold.
class Runner {
 public:
  Runner(Game& game, const LogListener& log, const std::string& source, ScenarioResult& r)
      : game_(game), log_(log), source_(source), r_(r) {}

  // Runs one step; false: stop here (an answer was refused).
  Result<bool> step(const ScenarioStep& st) {
    Status ok = Status::ok();
    if (st.kind == "answer") return answer(st);
    if (st.kind == "illegal") return illegal(st);
    if (st.kind == "expect")
      expect_log(st);
    else if (st.kind == "expect-not")
      expect_not(st);
    else if (st.kind == "expect-life")
      expect_life(st);
    else if (st.kind == "expect-decision")
      expect_decision(st);
    else if (st.kind == "expect-option" || st.kind == "expect-no-option")
      expect_option(st);
    else if (st.kind == "expect-zone" || st.kind == "expect-zone-not")
      ok = expect_zone(st);
    else if (st.kind == "expect-count")
      ok = expect_count(st);
    else if (st.kind == "expect-library")
      ok = expect_library(st);
    else if (st.kind == "expect-step")
      expect_step(st);
    else if (st.kind == "expect-result")
      expect_result(st);
    else
      return line_error(source_, st.line, "unknown expectation \"" + st.kind + "\"");
    if (!ok) return ok;
    return true;
  }

 private:
  void fail(int line_no, const std::string& what) {
    r_.failures.push_back(source_ + ":" + std::to_string(line_no) + ": " + what);
  }

  bool answer(const ScenarioStep& st) {
    Result<int> a = game_.parse_answer(st.arg);
    if (!a) {
      fail(st.line, "answer \"" + st.arg + "\" rejected: " + a.message() +
                        " (decision: " + game_.decision().prompt + ")");
      return false;
    }
    Status s = game_.apply(*a);
    if (!s) fail(st.line, s.message());
    return s.is_ok();
  }

  bool illegal(const ScenarioStep& st) {
    const uint64_t before = game_.hash();
    if (game_.parse_answer(st.arg)) {
      fail(st.line, "answer \"" + st.arg + "\" was accepted, expected it to be illegal");
      return false;
    }
    if (game_.hash() != before) fail(st.line, "a rejected answer changed the game");
    return true;
  }

  void expect_log(const ScenarioStep& st) {
    const std::string want = strip_ids(st.arg);
    while (cursor_ < log_.lines.size())
      if (strip_ids(log_.lines[cursor_++]) == want) return;
    fail(st.line, "expected log line \"" + st.arg + "\" (in order) not found");
  }

  void expect_not(const ScenarioStep& st) {
    const std::string want = strip_ids(st.arg);
    for (const std::string& l : log_.lines)
      if (strip_ids(l).find(want) != std::string::npos)
        fail(st.line, "unexpected log line \"" + l + "\"");
  }

  void expect_life(const ScenarioStep& st) {
    std::stringstream ss(st.arg);
    std::string who;
    int life;
    ss >> who >> life;
    const int got = game_.view(PlayerId::None).players[who == "p1" ? 0 : 1].life;
    if (got != life)
      fail(st.line, who + " life is " + std::to_string(got) + ", expected " + std::to_string(life));
  }

  void expect_decision(const ScenarioStep& st) {
    const std::string got = decision_kind_name(game_.pending().kind);
    std::string want = st.arg, who;
    const size_t sp = want.find(' ');
    if (sp != std::string::npos) who = want.substr(sp + 1), want = want.substr(0, sp);
    if (got != want)
      fail(st.line,
           "decision is " + got + ", expected " + want + " (" + game_.decision().prompt + ")");
    if (!who.empty() && who != player_name(game_.pending().player))
      fail(st.line, std::string("decision is for ") + player_name(game_.pending().player) +
                        ", expected " + who);
  }

  void expect_option(const ScenarioStep& st) {
    // The whole label, or its part before a colon ("activate Prodigal Sorcerer" names every
    // ability of that permanent: "activate Prodigal Sorcerer: {T}: ...").
    bool found = false;
    const std::string want = strip_ids(st.arg);
    for (const Option& o : game_.options()) {
      const std::string label = strip_ids(game_.option_label(o));
      found |=
          label == want || (label.size() > want.size() &&
                            label.compare(0, want.size(), want) == 0 && label[want.size()] == ':');
    }
    if (st.kind == "expect-option" && !found) fail(st.line, "option \"" + st.arg + "\" missing");
    if (st.kind == "expect-no-option" && found) fail(st.line, "option \"" + st.arg + "\" present");
  }

  // "expect-zone: p2 graveyard: Grizzly Bears" or "p1 battlefield: Serra Angel (tapped)".
  // Modifiers (all must hold): card_has. Zones: battlefield (controller), graveyard, hand,
  // exile (owner). expect-zone-not: no such card there.
  Status expect_zone(const ScenarioStep& st) {
    const size_t c2 = st.arg.find(':');
    if (c2 == std::string::npos)
      return line_error(source_, st.line, st.kind + ": expected \"p1 zone: card\"");
    const std::string where = trim(st.arg.substr(0, c2));
    std::string what = trim(st.arg.substr(c2 + 1));
    std::vector<std::string> mods;
    const size_t paren = what.find('(');
    if (paren != std::string::npos) {
      const size_t close = what.find(')', paren);
      if (close == std::string::npos)
        return line_error(source_, st.line, "missing ')' in \"" + what + "\"");
      std::stringstream ms(what.substr(paren + 1, close - paren - 1));
      for (std::string m; std::getline(ms, m, ';');)
        if (!(m = lower(trim(m))).empty()) mods.push_back(m);
      what = trim(what.substr(0, paren));
    }
    const int who = where.rfind("p1", 0) == 0 ? 0 : 1;
    const std::string zone = trim(where.substr(2));
    const PlayerView v = game_.view(who == 0 ? PlayerId::P1 : PlayerId::P2);
    const std::vector<CardView>* cards = zone == "graveyard"     ? &v.players[who].graveyard
                                         : zone == "hand"        ? &v.players[who].hand
                                         : zone == "exile"       ? &v.players[who].exile
                                         : zone == "battlefield" ? &v.battlefield
                                                                 : nullptr;
    if (!cards) return line_error(source_, st.line, "unknown zone \"" + zone + "\"");
    bool found = false;
    for (const CardView& c : *cards) {
      if (lower(c.name) != lower(what) || (zone == "battlefield" && c.controller != who)) continue;
      bool match = true;
      for (const std::string& m : mods) {
        Result<bool> has = card_has(c, m);
        if (!has) return line_error(source_, st.line, has.message());
        if (!*has) {
          match = false;
          break;
        }
      }
      found |= match;
    }
    if (st.kind == "expect-zone" && !found) fail(st.line, "\"" + st.arg + "\" not found");
    if (st.kind == "expect-zone-not" && found) fail(st.line, "\"" + st.arg + "\" found");
    return Status::ok();
  }

  // "expect-count: p1 hand 7" (hand, library, graveyard, battlefield: cards controlled)
  Status expect_count(const ScenarioStep& st) {
    std::stringstream ss(st.arg);
    std::string who, zone;
    int want = -1;
    ss >> who >> zone >> want;
    const int w = who == "p1" ? 0 : 1;
    const PlayerView v = game_.view(PlayerId::None);
    const int got =
        zone == "hand"        ? v.players[w].hand_count
        : zone == "library"   ? v.players[w].library_count
        : zone == "graveyard" ? static_cast<int>(v.players[w].graveyard.size())
        : zone == "battlefield"
            ? static_cast<int>(std::count_if(v.battlefield.begin(), v.battlefield.end(),
                                             [&](const CardView& c) { return c.controller == w; }))
            : -1;
    if (got < 0 || want < 0)
      return line_error(source_, st.line, "expect-count: expected \"p1 hand 7\"");
    if (got != want)
      fail(st.line, who + " " + zone + " has " + std::to_string(got) + " cards, expected " +
                        std::to_string(want));
    return Status::ok();
  }

  // "expect-library: p1: Island, Forest" (the whole library, top card first; "" for empty).
  // Library order is hidden from every view, so this reads the state (game/game_internal.h).
  Status expect_library(const ScenarioStep& st) {
    const size_t colon = st.arg.find(':');
    const std::string who = st.arg.substr(0, colon);
    if (colon == std::string::npos || (who != "p1" && who != "p2"))
      return line_error(source_, st.line, "expect-library: expected \"p1: A, B\"");
    const GameState& s = state_of(game_);
    const auto& lib = s.player(who == "p1" ? PlayerId::P1 : PlayerId::P2).library;
    std::string got;
    for (size_t i = lib.size(); i-- > 0;)
      got += (got.empty() ? "" : ", ") + game_.db().get(s.obj(lib[i]).def).name();
    std::string want = st.arg.substr(colon + 1);
    while (!want.empty() && want.front() == ' ') want.erase(0, 1);
    if (lower(got) != lower(want))
      fail(st.line, who + " library is \"" + got + "\", expected \"" + want + "\"");
    return Status::ok();
  }

  // "expect-step: 4 main1": the game is in this turn and step now.
  void expect_step(const ScenarioStep& st) {
    std::stringstream ss(st.arg);
    int turn = -1;
    std::string step;
    ss >> turn >> step;
    const PlayerView v = game_.view(PlayerId::None);
    if (v.turn != turn || v.step != step)
      fail(st.line,
           "game is in turn " + std::to_string(v.turn) + " " + v.step + ", expected " + st.arg);
  }

  void expect_result(const ScenarioStep& st) {
    const std::string got = result_name(game_.result());
    if (got != st.arg) fail(st.line, "result is " + got + ", expected " + st.arg);
  }

  Game& game_;
  const LogListener& log_;
  const std::string& source_;
  ScenarioResult& r_;
  size_t cursor_ = 0;  // expect: log lines are matched in order
};

// The scenario's own cards, added to `db`; each must load and be supported.
Status add_extra_cards(const ParsedScenario& sc, const std::string& source, CardDb& db) {
  for (const auto& [script, line_no] : sc.extra_cards) {
    Status st = db.add_script(script, source, line_no - 1);
    if (!st) return line_error(source, line_no, st.message());
    const CardDef& d = db.get(static_cast<CardDefId>(db.size() - 1));
    if (!d.supported())
      return line_error(source, line_no,
                        "card \"" + d.name() + "\" is not supported: " + d.unsupported[0].text +
                            ": " + d.unsupported[0].reason);
  }
  return Status::ok();
}

}  // namespace

Result<ScenarioResult> run_scenario(const std::string& text, const std::string& source,
                                    const CardDb& db) {
  Result<ParsedScenario> sc = parse_scenario(text, source, db);
  if (!sc) return sc.status();
  const CardDb* use_db = &db;
  CardDb local_db;
  if (!sc->extra_cards.empty()) {
    local_db = db;
    if (Status st = add_extra_cards(*sc, source, local_db); !st) return st;
    use_db = &local_db;
  }
  LogListener log;
  Result<Game> game = Game::from_position(sc->pos, *use_db, &log);
  if (!game) return Status::error(source + ": " + game.message());
  ScenarioResult r;
  Runner runner(*game, log, source, r);
  for (const ScenarioStep& st : sc->steps) {
    Result<bool> go_on = runner.step(st);
    if (!go_on) return go_on.status();
    if (!*go_on) break;
  }
  r.log = log.lines;
  r.passed = r.failures.empty();
  return r;
}

}  // namespace rwd
