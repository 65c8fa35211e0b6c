#include "puzzle/puzzle.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

#include "core/text.h"
#include "core/text_file.h"

namespace rwd {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

Status line_error(int line, const std::string& message) {
  return Status::error("line " + std::to_string(line) + ": " + message);
}

bool parse_int(std::string_view s, int& out) {
  s = trim(s);
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

struct PhaseName {
  const char* forge;
  Step step;
};
constexpr PhaseName kPhases[] = {
    {"UNTAP", Step::Untap},
    {"UPKEEP", Step::Upkeep},
    {"DRAW", Step::Draw},
    {"MAIN1", Step::Main1},
    {"COMBAT_BEGIN", Step::BeginCombat},
    {"COMBAT_DECLARE_ATTACKERS", Step::DeclareAttackers},
    {"COMBAT_DECLARE_BLOCKERS", Step::DeclareBlockers},
    {"COMBAT_FIRST_STRIKE_DAMAGE", Step::FirstStrikeDamage},
    {"COMBAT_DAMAGE", Step::CombatDamage},
    {"COMBAT_END", Step::EndCombat},
    {"MAIN2", Step::Main2},
    {"END_OF_TURN", Step::End},
    {"CLEANUP", Step::Cleanup},
};

enum class ZoneKey { Hand, Battlefield, Graveyard, Library, Exile };

std::vector<PositionCard>* zone_of(PositionPlayer& p, ZoneKey z) {
  switch (z) {
    case ZoneKey::Hand: return &p.hand;
    case ZoneKey::Battlefield: return &p.battlefield;
    case ZoneKey::Graveyard: return &p.graveyard;
    case ZoneKey::Library: return &p.library;
    case ZoneKey::Exile: return &p.exile;
  }
  return nullptr;
}

// Forge's names of the counter kinds (its CounterType), as puzzle files write them.
constexpr std::string_view kCounterNames[] = {"P1P1",    "M1M1", "CHARGE", "DOOM", "CORPSE",
                                              "CARRION", "AGE",  "TIME",   "FADE", "ICE",
                                              "PLAGUE",  "M0M2", "P1P0"};
static_assert(std::size(kCounterNames) == kNumCounterKinds, "a name for every CounterKind");

// "P1P1=2,CHARGE=1" (Forge's Counters: modifier) into the card's counters (122).
Status parse_counters(std::string_view list, PositionCard& card) {
  if (trim(list).empty())
    return Status::error("no counters given (expected KIND=N, e.g. Counters:P1P1=2)");
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(',', start);
    if (end == std::string_view::npos) end = list.size();
    std::string_view item = trim(list.substr(start, end - start));
    size_t eq = item.find('=');
    int n = 0;
    if (eq == std::string_view::npos || !parse_int(item.substr(eq + 1), n) || n < 1 || n > 255)
      return Status::error("\"" + std::string(item) + "\" is not KIND=N with N from 1 to 255");
    std::string kind(trim(item.substr(0, eq)));
    for (char& c : kind) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const int k =
        static_cast<int>(std::find(std::begin(kCounterNames), std::end(kCounterNames), kind) -
                         std::begin(kCounterNames));
    if (k == kNumCounterKinds) {
      std::string known;
      for (int i = 0; i < kNumCounterKinds; ++i)
        known += (i ? ", " : "") + std::string(kCounterNames[i]);
      return Status::error("unknown counter kind \"" + kind + "\" (known: " + known + ")");
    }
    card.counters[k] += n;
    start = end + 1;
  }
  return Status::ok();
}

// "Grizzly Bears|Tapped|SummonSick;Forest" into cards, with each name checked.
Status parse_cards(std::string_view value, ZoneKey zone, const CardPool& pool, int line,
                   std::vector<PositionCard>& out) {
  value = trim(value);
  if (value.empty()) return Status::ok();
  size_t start = 0;
  while (start <= value.size()) {
    size_t end = value.find(';', start);
    if (end == std::string_view::npos) end = value.size();
    std::string_view item = trim(value.substr(start, end - start));
    start = end + 1;
    if (item.empty()) {
      if (end == value.size()) break;
      return line_error(line, "empty card entry (two ';' in a row)");
    }
    size_t bar = item.find('|');
    std::string name(trim(item.substr(0, bar)));
    Result<std::string> playable = pool.playable_card(name);
    if (!playable) return line_error(line, playable.message());
    PositionCard card;
    card.name = *playable;
    while (bar != std::string_view::npos) {
      size_t next = item.find('|', bar + 1);
      std::string_view mod = trim(item.substr(bar + 1, next == std::string_view::npos ? std::string_view::npos
                                                                                      : next - bar - 1));
      bar = next;
      std::string_view key = mod.substr(0, mod.find(':'));
      if (mod == "Tapped") {
        card.tapped = true;
      } else if (mod == "SummonSick" || mod == "SummoningSick") {
        card.summoning_sick = true;
      } else if (mod == "Attacking") {
        card.attacking = true;
      } else if (key == "Set" || key == "Id") {
        // The printing and Forge's cross-reference id change nothing in the game.
      } else if (key == "Counters") {
        if (zone != ZoneKey::Battlefield)
          return line_error(line, "modifier \"" + std::string(mod) + "\" on \"" + name +
                                      "\" applies only to cards on the battlefield");
        if (Status st = parse_counters(mod.substr(std::min(mod.size(), key.size() + 1)), card); !st)
          return line_error(
              line, "modifier \"" + std::string(mod) + "\" on \"" + name + "\": " + st.message());
      } else {
        return line_error(line, "unsupported modifier \"" + std::string(mod) + "\" on \"" + name + "\"");
      }
      if ((card.tapped || card.summoning_sick || card.attacking) && zone != ZoneKey::Battlefield)
        return line_error(line, "modifier \"" + std::string(mod) + "\" on \"" + name +
                                    "\" applies only to cards on the battlefield");
    }
    out.push_back(std::move(card));
    if (end == value.size()) break;
  }
  return Status::ok();
}

Status parse_state_line(std::string_view key_in, std::string_view value, const CardPool& pool,
                        int line, Puzzle& pz, bool& phase_set, bool& no_sickness) {
  const std::string key = lower(trim(key_in));
  value = trim(value);
  Position& pos = pz.position;
  auto player_key = [&](std::string_view rest, int& seat) -> std::string_view {
    if (key.rfind("human", 0) == 0) {
      seat = 0;
      return std::string_view(key).substr(5);
    }
    if (key.rfind("ai", 0) == 0) {
      seat = 1;
      return std::string_view(key).substr(2);
    }
    (void)rest;
    seat = -1;
    return {};
  };
  if (key == "turn") {
    int t = 0;
    if (!parse_int(value, t) || t < 1 || t > 10000) return line_error(line, "turn must be a number from 1");
    pos.turn = t;
    return Status::ok();
  }
  if (key == "activeplayer") {
    std::string v = lower(value);
    if (v == "human") pos.active = PlayerId::P1;
    else if (v == "ai") pos.active = PlayerId::P2;
    else return line_error(line, "activeplayer must be human or ai, not \"" + std::string(value) + "\"");
    return Status::ok();
  }
  if (key == "activephase") {
    std::string v(value);
    for (char& c : v) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const PhaseName& p : kPhases)
      if (v == p.forge) {
        pos.step = p.step;
        phase_set = true;
        return Status::ok();
      }
    return line_error(line, "unknown or unsupported activephase \"" + std::string(value) + "\"");
  }
  if (key == "removesummoningsickness") {
    std::string v = lower(value);
    if (v != "true" && v != "false") return line_error(line, "removesummoningsickness must be true or false");
    no_sickness = v == "true";
    return Status::ok();
  }
  int seat = -1;
  std::string_view rest = player_key(key, seat);
  if (seat >= 0) {
    PositionPlayer& pp = pos.players[seat];
    if (rest == "life") {
      int life = 0;
      if (!parse_int(value, life) || life > 1000000)
        return line_error(line, std::string(key_in) + " must be a number");
      if (life < 1)
        return line_error(line, std::string(key_in) +
                                    " must be at least 1: a player at 0 or less life has already "
                                    "lost (704.5a), so there is no puzzle to play");
      pp.life = life;
      return Status::ok();
    }
    if (rest == "landsplayed") {
      int n = 0;
      if (!parse_int(value, n) || n < 0 || n > 255) return line_error(line, std::string(key_in) + " must be a number");
      pp.lands_played = n;
      return Status::ok();
    }
    static constexpr std::pair<const char*, ZoneKey> kZones[] = {{"hand", ZoneKey::Hand},
                                                                 {"battlefield", ZoneKey::Battlefield},
                                                                 {"graveyard", ZoneKey::Graveyard},
                                                                 {"library", ZoneKey::Library},
                                                                 {"exile", ZoneKey::Exile}};
    for (const auto& [name, zone] : kZones)
      if (rest == name) return parse_cards(value, zone, pool, line, *zone_of(pp, zone));
  }
  return line_error(line, "unsupported [state] key \"" + std::string(trim(key_in)) + "\"");
}

Status parse_metadata_line(std::string_view key_in, std::string_view value, int line, Puzzle& pz) {
  const std::string key = lower(trim(key_in));
  value = trim(value);
  if (key == "name") pz.name = value;
  else if (key == "url") pz.url = value;
  else if (key == "difficulty") pz.difficulty = value;
  else if (key == "description") pz.description = value;
  else if (key == "goal") {
    if (lower(value) != "win")
      return line_error(line, "goal \"" + std::string(value) + "\" is not supported (only \"Win\")");
    pz.goal = "Win";
  } else if (key == "turns") {
    int t = 0;
    if (!parse_int(value, t) || t < 1 || t > 1000) return line_error(line, "Turns must be a number from 1");
    pz.turns = t;
  } else {
    return line_error(line, "unsupported [metadata] key \"" + std::string(trim(key_in)) + "\"");
  }
  return Status::ok();
}

}  // namespace

Result<Puzzle> parse_puzzle(std::string_view text, const CardPool& pool) {
  Puzzle pz;
  pz.position.turn = 1;
  pz.position.step = Step::Main1;
  enum class Section { None, Metadata, State } section = Section::None;
  bool saw_metadata = false, saw_state = false, phase_set = false, no_sickness = false;
  bool in_description = false;
  int line_no = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw_line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    std::string_view line = trim(raw_line);
    if (line.empty() || line[0] == '#') {
      if (end == text.size()) break;
      continue;
    }
    if (line.front() == '[') {
      std::string s = lower(line);
      in_description = false;
      if (s == "[metadata]") section = Section::Metadata, saw_metadata = true;
      else if (s == "[state]") section = Section::State, saw_state = true;
      else return line_error(line_no, "unknown section " + std::string(line));
    } else if (section == Section::None) {
      return line_error(line_no, "text before the [metadata] section");
    } else if (section == Section::Metadata) {
      size_t sep = line.find_first_of(":=");
      if (sep == std::string_view::npos) {
        if (in_description) {  // Forge lets a description run over several lines
          pz.description += "\n" + std::string(line);
        } else {
          return line_error(line_no, "expected Key:Value, got \"" + std::string(line) + "\"");
        }
      } else {
        Status st = parse_metadata_line(line.substr(0, sep), line.substr(sep + 1), line_no, pz);
        if (!st) return st;
        in_description = lower(trim(line.substr(0, sep))) == "description";
      }
    } else {
      size_t sep = line.find('=');
      if (sep == std::string_view::npos)
        return line_error(line_no, "expected key=value, got \"" + std::string(line) + "\"");
      Status st = parse_state_line(line.substr(0, sep), line.substr(sep + 1), pool, line_no, pz,
                                   phase_set, no_sickness);
      if (!st) return st;
    }
    if (end == text.size()) break;
  }
  if (!saw_metadata) return Status::error("no [metadata] section");
  if (!saw_state) return Status::error("no [state] section");
  if (!phase_set) return Status::error("[state] has no activephase");
  Position& p = pz.position;
  const Step s = p.step;
  const bool combat_declared = s == Step::DeclareBlockers || s == Step::FirstStrikeDamage || s == Step::CombatDamage;
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    for (PositionCard& c : p.players[seat].battlefield) {
      if (no_sickness) c.summoning_sick = false;
      if (!c.attacking) continue;
      if (player_id(seat) != p.active)
        return Status::error("\"" + c.name + "\" is Attacking but its controller is not the active player");
      if (!combat_declared)
        return Status::error("\"" + c.name + "\" is Attacking, so activephase must be COMBAT_DECLARE_BLOCKERS or a "
                             "combat damage step");
    }
  }
  return pz;
}

Result<Puzzle> load_puzzle_file(const std::string& path, const CardPool& pool) {
  Result<std::string> text = read_text_file(path);
  if (!text) return text.status();
  Result<Puzzle> pz = parse_puzzle(*text, pool);
  if (!pz) return Status::error(path + ": " + pz.message());
  return pz;
}

std::vector<CardDefId> puzzle_card_ids(const Puzzle& puzzle, const CardPool& pool) {
  std::vector<CardDefId> ids;
  for (const PositionPlayer& p : puzzle.position.players)
    for (const auto* zone : {&p.battlefield, &p.hand, &p.graveyard, &p.library, &p.exile})
      for (const PositionCard& c : *zone)
        if (Result<CardDefId> id = pool.card(c.name)) ids.push_back(*id);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

Result<PuzzleOutcome> play_puzzle(const Puzzle& puzzle, Game& game, const PuzzleChooser& choose) {
  if (game.over())
    return Status::error(std::string("the puzzle's position is already decided (") +
                         result_name(game.result()) + "), so there is nothing to solve");
  const int last = puzzle_last_turn(puzzle);
  PuzzleOutcome out;
  constexpr uint32_t kMaxDecisions = 100000;
  while (!game.over() && game.turn() <= last && game.inputs() < kMaxDecisions) {
    Result<int> answer = choose(game, game.pending().player);
    if (!answer) return answer.status();
    Status st = game.apply(*answer);
    if (!st) return st;
  }
  out.result = game.result();
  out.final_turn = game.turn();
  out.decisions = game.inputs();
  out.solved = out.result == GameResult::P1Wins && game.turn() <= last;
  return out;
}

Result<PuzzleOutcome> run_puzzle(const Puzzle& puzzle, const CardPool& pool,
                                 const PuzzleChooser& choose) {
  Result<Game> game = Game::from_position(puzzle.position, pool.db());
  if (!game) return game.status();
  return play_puzzle(puzzle, *game, choose);
}

}  // namespace rwd
