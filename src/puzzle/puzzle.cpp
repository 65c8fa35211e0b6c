#include "puzzle/puzzle.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
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
    case ZoneKey::Hand:
      return &p.hand;
    case ZoneKey::Battlefield:
      return &p.battlefield;
    case ZoneKey::Graveyard:
      return &p.graveyard;
    case ZoneKey::Library:
      return &p.library;
    case ZoneKey::Exile:
      return &p.exile;
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

// Forge modifiers the engine cannot represent yet, refused by name with the reason.
struct Unsupported {
  const char* key;
  const char* why;
};
constexpr Unsupported kUnsupportedModifiers[] = {
    {"FaceDown", "face-down cards (morph, manifest, cloak, foretell) are not supported yet"},
    {"Foretold", "face-down cards (morph, manifest, cloak, foretell) are not supported yet"},
    {"ForetoldThisTurn", "foretell is not supported yet"},
    {"Transformed", "a position cannot start with a card transformed yet"},
    {"Flipped", "flip cards are not supported yet"},
    {"Meld", "meld is not supported yet"},
    {"Modal", "a position cannot start with a modal double-faced card's back face yet"},
    {"Renowned", "renown is not supported yet"},
    {"Monstrous", "monstrosity is not supported yet"},
    {"PhasedOut", "phasing is not supported yet"},
    {"Solved", "Cases are not supported yet"},
    {"Suspected", "suspect is not supported yet"},
    {"Saddled", "saddle is not supported yet"},
    {"EnchantingPlayer", "Auras that enchant players are not supported yet"},
    {"ChosenColor", "a position cannot give a card's choices yet"},
    {"ChosenType", "a position cannot give a card's choices yet"},
    {"ChosenType2", "a position cannot give a card's choices yet"},
    {"ChosenCards", "a position cannot give a card's choices yet"},
    {"NamedCard", "a position cannot give a card's choices yet"},
    {"NamedCard2", "a position cannot give a card's choices yet"},
    {"RememberedCards", "a position cannot give what a card remembers yet"},
    {"Imprinting", "a position cannot give imprinted cards yet"},
    {"ExiledWith", "a position cannot give what exiled a card yet"},
    {"MergedCards", "mutate is not supported yet"},
    {"ClassLevel", "Classes are not supported yet"},
    {"UnlockedRoom", "Rooms are not supported yet"},
    {"IsCommander", "the command zone is not supported"},
    {"IsRingBearer", "the Ring is not supported"},
    {"OnAdventure", "adventures are not supported yet"},
    {"ExecuteScript", "running scripts while setting up is not supported"},
    {"Ability", "abilities defined in a puzzle file are not supported"},
    {"IsToken", "tokens in a position are not supported yet"},
};

// A card's Id:N and AttachedTo:N, resolved once every zone is read.
struct CardRef {
  int seat = 0;
  ZoneKey zone = ZoneKey::Hand;
  size_t index = 0;
  int line = 0;
};
struct IdTable {
  std::vector<std::pair<int, CardRef>> ids;          // Id:N -> the card
  std::vector<std::pair<CardRef, int>> attachments;  // the card -> AttachedTo:N
};

// "Grizzly Bears|Tapped|SummonSick;Forest" into cards, with each name checked.
Status parse_cards(std::string_view value, ZoneKey zone, int seat, const CardPool& pool,
                   bool allow_unsupported, int line, std::vector<PositionCard>& out,
                   IdTable& table) {
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
    if (name.rfind("t:", 0) == 0 || name.rfind("T:", 0) == 0)
      return line_error(line, "token \"" + name + "\": tokens in a position are not supported yet");
    // With allow_unsupported any known card goes in (its unsupported lines do nothing).
    Result<std::string> playable = pool.playable_card(name, allow_unsupported);
    if (!playable) return line_error(line, playable.message());
    PositionCard card;
    card.name = *playable;
    const CardRef self{seat, zone, out.size(), line};
    const bool on_battlefield = zone == ZoneKey::Battlefield;
    while (bar != std::string_view::npos) {
      size_t next = item.find('|', bar + 1);
      std::string_view mod = trim(item.substr(
          bar + 1, next == std::string_view::npos ? std::string_view::npos : next - bar - 1));
      bar = next;
      const size_t colon = mod.find(':');
      std::string_view key = mod.substr(0, colon);
      std::string_view arg = colon == std::string_view::npos ? "" : trim(mod.substr(colon + 1));
      auto bad = [&](const std::string& why) {
        return line_error(line,
                          "modifier \"" + std::string(mod) + "\" on \"" + name + "\": " + why);
      };
      auto battlefield_only = [&]() -> Status {
        return on_battlefield ? Status::ok() : bad("applies only to cards on the battlefield");
      };
      int n = 0;
      if (mod == "Tapped" || mod == "SummonSick" || mod == "SummoningSick" || mod == "Attacking") {
        if (Status st = battlefield_only(); !st) return st;
        if (mod == "Tapped")
          card.tapped = true;
        else if (mod == "Attacking")
          card.attacking = true;
        else
          card.summoning_sick = true;
      } else if (key == "Set" || key == "Art" || mod == "NoETBTrigs") {
        // The printing changes nothing in the game; a position's permanents never enter
        // the battlefield (no enters triggers), so NoETBTrigs is what always happens.
      } else if (key == "Id") {
        if (!parse_int(arg, n)) return bad("Id must be a number");
        for (const auto& [id, ref] : table.ids)
          if (id == n)
            return bad("Id " + std::to_string(n) + " is given twice (first on line " +
                       std::to_string(ref.line) + ")");
        table.ids.push_back({n, self});
      } else if (key == "AttachedTo" || key == "Attaching") {
        if (Status st = battlefield_only(); !st) return st;
        if (!parse_int(arg, n)) return bad("expected AttachedTo:ID, the Id of a permanent");
        table.attachments.push_back({self, n});
      } else if (key == "Damage") {
        if (Status st = battlefield_only(); !st) return st;
        if (!parse_int(arg, n) || n < 0 || n > 999)
          return bad("expected Damage:N, N from 0 to 999");
        card.damage = n;
      } else if (key == "Owner") {
        if (Status st = battlefield_only(); !st) return st;
        const std::string who = lower(arg);
        if (who == "human" || who == "p0")
          card.owner = 0;
        else if (who == "ai" || who == "p1")
          card.owner = 1;
        else
          return bad("the owner is Human or AI");
        if (card.owner == seat) card.owner = -1;
      } else if (key == "Counters") {
        if (Status st = battlefield_only(); !st) return st;
        if (Status st = parse_counters(arg, card); !st) return bad(st.message());
      } else if (key == "Attacking") {
        return bad("attacking a planeswalker or battle is not supported yet");
      } else {
        const auto* u =
            std::find_if(std::begin(kUnsupportedModifiers), std::end(kUnsupportedModifiers),
                         [&](const Unsupported& x) { return key == x.key; });
        if (u != std::end(kUnsupportedModifiers)) return bad(u->why);
        return line_error(line,
                          "unknown modifier \"" + std::string(mod) + "\" on \"" + name + "\"");
      }
    }
    out.push_back(std::move(card));
    if (end == value.size()) break;
  }
  return Status::ok();
}

// Forge's player counters ("POISON=3"): poison only (122.1f).
Status parse_player_counters(std::string_view list, PositionPlayer& p) {
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(',', start);
    if (end == std::string_view::npos) end = list.size();
    std::string_view item = trim(list.substr(start, end - start));
    start = end + 1;
    if (item.empty()) {
      if (end == list.size()) break;
      continue;
    }
    size_t eq = item.find('=');
    int n = 0;
    if (eq == std::string_view::npos || !parse_int(item.substr(eq + 1), n) || n < 0 || n > 255)
      return Status::error("\"" + std::string(item) + "\" is not KIND=N with N from 0 to 255");
    std::string kind(trim(item.substr(0, eq)));
    for (char& c : kind) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (kind != "POISON")
      return Status::error("player counter kind \"" + kind + "\" is not supported (only POISON)");
    p.poison = n;
    if (end == list.size()) break;
  }
  return Status::ok();
}

// Forge's mana pool: "W W U C" (one symbol per mana, spaces between).
Status parse_mana_pool(std::string_view list, PositionPlayer& p) {
  constexpr std::string_view kSymbols = "WUBRGC";
  for (char c : list) {
    if (std::isspace(static_cast<unsigned char>(c)) || c == ',') continue;
    const size_t m = kSymbols.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    if (m == std::string_view::npos)
      return Status::error(std::string("unknown mana symbol '") + c + "' (W, U, B, R, G or C)");
    if (++p.mana[m] > 255) return Status::error("more than 255 mana of one kind");
  }
  return Status::ok();
}

// [state] keys of Forge's format the engine cannot represent, refused by name.
constexpr Unsupported kUnsupportedStateKeys[] = {
    {"activephaseadvance",
     "advancing to another phase while setting up is not supported; give that phase as "
     "activephase"},
    {"precast",
     "casting spells while setting up is not supported; give their results in the state"},
    {"putonstack", "a position cannot start with objects on the stack yet"},
    {"persistentmana", "mana that stays in the pool between steps is not supported"},
    {"numringtemptedyou", "the Ring is not supported"},
    {"speed", "speed is not supported"},
};

Status parse_state_line(std::string_view key_in, std::string_view value, const CardPool& pool,
                        int line, Puzzle& pz, bool& phase_set, bool& no_sickness, IdTable& table) {
  const std::string key = lower(trim(key_in));
  value = trim(value);
  Position& pos = pz.position;
  if (key == "turn") {
    int t = 0;
    if (!parse_int(value, t) || t < 1 || t > 10000)
      return line_error(line, "turn must be a number from 1");
    pos.turn = t;
    return Status::ok();
  }
  if (key == "activeplayer") {
    std::string v = lower(value);
    if (v == "human")
      pos.active = PlayerId::P1;
    else if (v == "ai")
      pos.active = PlayerId::P2;
    else
      return line_error(line,
                        "activeplayer must be human or ai, not \"" + std::string(value) + "\"");
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
    if (v != "true" && v != "false")
      return line_error(line, "removesummoningsickness must be true or false");
    no_sickness = v == "true";
    return Status::ok();
  }
  if (key.rfind("ability", 0) == 0)
    return line_error(line, "[state] key \"" + std::string(trim(key_in)) +
                                "\": abilities defined in a puzzle file are not supported");
  int seat = -1;
  std::string_view rest;
  if (key.rfind("human", 0) == 0)
    seat = 0, rest = std::string_view(key).substr(5);
  else if (key.rfind("ai", 0) == 0)
    seat = 1, rest = std::string_view(key).substr(2);
  for (const Unsupported& u : kUnsupportedStateKeys)
    if (key == u.key || (seat >= 0 && rest == u.key))
      return line_error(line, "[state] key \"" + std::string(trim(key_in)) + "\": " + u.why);
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
    if (rest == "landsplayed" || rest == "landsplayedlastturn") {
      int n = 0;
      if (!parse_int(value, n) || n < 0 || n > 255)
        return line_error(line, std::string(key_in) + " must be a number");
      if (rest == "landsplayed")
        pp.lands_played = n;
      else if (n != 0)
        return line_error(
            line, std::string(key_in) +
                      ": the engine does not keep the lands played last turn (only 0 is accepted)");
      return Status::ok();
    }
    if (rest == "counters") {
      if (Status st = parse_player_counters(value, pp); !st)
        return line_error(line, std::string(key_in) + ": " + st.message());
      return Status::ok();
    }
    if (rest == "manapool") {
      if (Status st = parse_mana_pool(value, pp); !st)
        return line_error(line, std::string(key_in) + ": " + st.message());
      return Status::ok();
    }
    if (rest == "command" || rest == "sideboard") {
      if (value.empty()) return Status::ok();
      return line_error(line, "[state] key \"" + std::string(trim(key_in)) + "\": the " +
                                  std::string(rest) +
                                  " is not supported in a position (only empty)");
    }
    static constexpr std::pair<const char*, ZoneKey> kZones[] = {
        {"hand", ZoneKey::Hand},        {"battlefield", ZoneKey::Battlefield},
        {"play", ZoneKey::Battlefield}, {"graveyard", ZoneKey::Graveyard},
        {"library", ZoneKey::Library},  {"exile", ZoneKey::Exile}};
    for (const auto& [name, zone] : kZones)
      if (rest == name) {
        std::vector<PositionCard>& cards = *zone_of(pp, zone);
        if (!cards.empty())
          return line_error(line,
                            "[state] key \"" + std::string(trim(key_in)) + "\" is given twice");
        return parse_cards(value, zone, seat, pool, pz.position.allow_unsupported, line, cards,
                           table);
      }
  }
  return line_error(line, "unknown [state] key \"" + std::string(trim(key_in)) + "\"");
}

struct MetadataLines {
  int goal = 0, targets = 0, target_count = 0, turns = 0;
};

Status parse_metadata_line(std::string_view key_in, std::string_view value, int line, Puzzle& pz,
                           MetadataLines& at) {
  const std::string key = lower(trim(key_in));
  value = trim(value);
  if (key == "name")
    pz.name = value;
  else if (key == "url")
    pz.url = value;
  else if (key == "difficulty")
    pz.difficulty = value;
  else if (key == "description")
    pz.description = value;
  else if (key == "goal") {
    Result<PuzzleGoal> g = puzzle_goal(value);
    if (!g) return line_error(line, g.message());
    pz.kind = *g;
    pz.goal = value;
    at.goal = line;
  } else if (key == "turns") {
    int t = 0;
    if (!parse_int(value, t) || t < 1 || t > 10000)
      return line_error(line, "Turns must be a number from 1");
    pz.turns = t;
    at.turns = line;
  } else if (key == "targets") {
    pz.targets = value;
    at.targets = line;
  } else if (key == "targetcount") {
    int n = 0;
    if (!parse_int(value, n) || n < 1 || n > 1000)
      return line_error(line, "TargetCount must be a number from 1");
    pz.target_count = n;
    at.target_count = line;
  } else {
    return line_error(line, "unknown [metadata] key \"" + std::string(trim(key_in)) + "\"");
  }
  return Status::ok();
}

// The index, in Position's id order (p1's battlefield, hand, library, graveyard, exile, then
// p2's), of the card `r` names.
int position_index(const Position& p, const CardRef& r) {
  int index = 0;
  for (int seat = 0; seat < r.seat; ++seat) {
    const PositionPlayer& pp = p.players[seat];
    index += static_cast<int>(pp.battlefield.size() + pp.hand.size() + pp.library.size() +
                              pp.graveyard.size() + pp.exile.size());
  }
  return index + static_cast<int>(r.index);  // attachments are all on the battlefield
}

}  // namespace

Result<Puzzle> parse_puzzle(std::string_view text, const CardPool& pool, bool allow_unsupported) {
  Puzzle pz;
  pz.position.allow_unsupported = allow_unsupported;
  pz.position.turn = 1;
  pz.position.step = Step::Main1;
  enum class Section { None, Metadata, State } section = Section::None;
  bool saw_metadata = false, saw_state = false, phase_set = false, no_sickness = false;
  MetadataLines at;
  IdTable table;
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
      if (s == "[metadata]")
        section = Section::Metadata, saw_metadata = true;
      else if (s == "[state]")
        section = Section::State, saw_state = true;
      else
        return line_error(line_no, "unknown section " + std::string(line));
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
        Status st = parse_metadata_line(line.substr(0, sep), line.substr(sep + 1), line_no, pz, at);
        if (!st) return st;
        in_description = lower(trim(line.substr(0, sep))) == "description";
      }
    } else {
      size_t sep = line.find('=');
      if (sep == std::string_view::npos)
        return line_error(line_no, "expected key=value, got \"" + std::string(line) + "\"");
      Status st = parse_state_line(line.substr(0, sep), line.substr(sep + 1), pool, line_no, pz,
                                   phase_set, no_sickness, table);
      if (!st) return st;
    }
    if (end == text.size()) break;
  }
  if (!saw_metadata) return Status::error("no [metadata] section");
  if (!saw_state) return Status::error("no [state] section");
  if (!phase_set) return Status::error("[state] has no activephase");
  Position& p = pz.position;
  // Forge's Turns is the number of the last turn; without it, the puzzle's own turn.
  if (at.turns == 0) pz.turns = p.turn;
  if (pz.turns < p.turn)
    return line_error(at.turns,
                      "Turns " + std::to_string(pz.turns) + " is before the puzzle's turn " +
                          std::to_string(p.turn) +
                          " (Turns is the number of the last turn, as in Forge, not a count)");
  if (pz.targets.empty()) pz.targets = default_targets(pz.kind);
  if (pz.kind == PuzzleGoal::Win || pz.kind == PuzzleGoal::Survive) {
    if (at.targets)
      return line_error(at.targets, "Targets is for the goals about permanents, not " + pz.goal);
  } else if (pz.targets.empty()) {
    return line_error(at.goal,
                      "goal \"" + pz.goal + "\" needs Targets: the permanents it is about");
  } else {
    Result<TargetFilter> f = parse_targets(pz.targets, pool);
    if (!f) return at.targets ? line_error(at.targets, f.message()) : f.status();
    pz.filter = std::move(*f);
  }
  if (at.target_count && pz.kind != PuzzleGoal::PutOnBattlefield)
    return line_error(
        at.target_count,
        "TargetCount is for the goal \"Put the specified permanent on the battlefield\"");
  for (const auto& [card, id] : table.attachments) {
    const auto it = std::find_if(table.ids.begin(), table.ids.end(),
                                 [&](const auto& e) { return e.first == id; });
    if (it == table.ids.end())
      return line_error(
          card.line, "AttachedTo:" + std::to_string(id) + ": no card has Id:" + std::to_string(id));
    if (it->second.zone != ZoneKey::Battlefield)
      return line_error(card.line, "AttachedTo:" + std::to_string(id) +
                                       ": the card with that Id is not on the battlefield");
    if (it->second.seat == card.seat && it->second.index == card.index)
      return line_error(card.line, "a card cannot be attached to itself");
    p.players[card.seat].battlefield[card.index].attached_to = position_index(p, it->second);
  }
  const Step s = p.step;
  const bool combat_declared =
      s == Step::DeclareBlockers || s == Step::FirstStrikeDamage || s == Step::CombatDamage;
  for (int seat = 0; seat < kNumPlayers; ++seat) {
    for (PositionCard& c : p.players[seat].battlefield) {
      if (no_sickness) c.summoning_sick = false;
      if (!c.attacking) continue;
      if (player_id(seat) != p.active)
        return Status::error("\"" + c.name +
                             "\" is Attacking but its controller is not the active player");
      if (!combat_declared)
        return Status::error("\"" + c.name +
                             "\" is Attacking, so activephase must be COMBAT_DECLARE_BLOCKERS or a "
                             "combat damage step");
    }
  }
  return pz;
}

Result<Puzzle> load_puzzle_file(const std::string& path, const CardPool& pool,
                                bool allow_unsupported) {
  Result<std::string> text = read_text_file(path);
  if (!text) return text.status();
  Result<Puzzle> pz = parse_puzzle(*text, pool, allow_unsupported);
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

namespace {

// Watches a puzzle game's events for the end of its time: the cleanup step of the last turn
// (Survive: the next turn), and which objects events touched after it.
class DeadlineWatch : public GameListener {
 public:
  DeadlineWatch(GameListener* forward, int last, bool survive, int turn, bool passed)
      : forward_(forward), last_(last), survive_(survive), turn_(turn), passed_(passed) {}
  void on_event(const GameEvent& e) override {
    if (forward_) forward_->on_event(e);
    if (e.type == "turn_begin") {
      turn_ = e.amount;
      if (turn_ > last_) passed_ = true;
    } else if (e.type == "step_begin" && !survive_ && turn_ == last_ &&
               e.amount == static_cast<int>(Step::Cleanup)) {
      passed_ = true;
    }
    if (passed_ && e.object >= 0) late_.push_back(e.object);
  }
  bool passed() const { return passed_; }
  const std::vector<int>& late_objects() const { return late_; }

 private:
  GameListener* forward_;
  int last_;
  bool survive_;
  int turn_;
  bool passed_;
  std::vector<int> late_;
};

}  // namespace

Result<PuzzleOutcome> play_puzzle(const Puzzle& puzzle, Game& game, const PuzzleChooser& choose,
                                  GameListener* listener) {
  if (game.over())
    return Status::error(std::string("the puzzle's position is already decided (") +
                         result_name(game.result()) + "), so there is nothing to solve");
  const int last = puzzle_last_turn(puzzle);
  const bool survive = puzzle.kind == PuzzleGoal::Survive;
  const bool about_permanents = !survive && puzzle.kind != PuzzleGoal::Win;
  std::optional<GoalTracker> tracker;
  if (about_permanents) tracker.emplace(puzzle.kind, puzzle.filter, puzzle.target_count, game);
  // The time is up at the cleanup step of the last turn (Forge: "at the beginning of your
  // cleanup step on the specified turn, you lose"); Survive lasts through that turn.
  // Frame 0 may already be past it: the position settles until someone has a choice.
  const bool late = game.turn() > last || (!survive && game.turn() == last &&
                                           game.view(PlayerId::None, ViewText::ForBots).step_id ==
                                               static_cast<int>(Step::Cleanup));
  DeadlineWatch watch(listener, last, survive, game.turn(), late);
  game.set_listener(&watch);
  PuzzleOutcome out;
  bool reached = false;
  constexpr uint32_t kMaxDecisions = 100000;
  Status failed = Status::ok();
  while (!game.over() && !reached && !watch.passed() && game.inputs() < kMaxDecisions) {
    Result<int> answer = choose(game, game.pending().player);
    if (!answer) {
      failed = answer.status();
      break;
    }
    if (Status st = game.apply(*answer); !st) {
      failed = st;
      break;
    }
    // Reached at this frame, and by events before the time was up.
    if (tracker && tracker->reached(game))
      reached = std::none_of(watch.late_objects().begin(), watch.late_objects().end(),
                             [&](int id) { return tracker->involves(id); });
  }
  game.set_listener(listener);
  if (!failed) return failed;
  out.result = game.result();
  out.final_turn = game.turn();
  out.decisions = game.inputs();
  const bool won = out.result == GameResult::P1Wins && !watch.passed();
  out.solved = won || reached || (survive && out.result == GameResult::Ongoing && watch.passed());
  return out;
}

std::string puzzle_goal_text(const Puzzle& p) {
  std::string s = puzzle_goal_name(p.kind);
  if (p.kind == PuzzleGoal::PutOnBattlefield && p.target_count > 1)
    s += " (" + std::to_string(p.target_count) + " of " + p.targets + ")";
  else if (!p.targets.empty())
    s += " (" + p.targets + ")";
  return s + (p.kind == PuzzleGoal::Survive ? " to the end of turn " : " by the end of turn ") +
         std::to_string(puzzle_last_turn(p));
}

Result<PuzzleOutcome> run_puzzle(const Puzzle& puzzle, const CardPool& pool,
                                 const PuzzleChooser& choose) {
  Result<Game> game = Game::from_position(puzzle.position, pool.db());
  if (!game) return game.status();
  return play_puzzle(puzzle, *game, choose);
}

}  // namespace rwd
