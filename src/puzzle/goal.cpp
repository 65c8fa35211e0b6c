#include "puzzle/goal.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"

namespace rwd {

namespace {

// Lower case, single spaces, without the word "the": Forge's goal names come with and
// without it ("Put the specified permanent on the battlefield").
std::string goal_words(std::string_view s) {
  std::string out, word;
  auto flush = [&] {
    if (!word.empty() && word != "the") out += (out.empty() ? "" : " ") + word;
    word.clear();
  };
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c)))
      flush();
    else
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  flush();
  return out;
}

struct GoalName {
  const char* words;  // as goal_words() gives it
  PuzzleGoal goal;
};
constexpr GoalName kGoals[] = {
    {"win", PuzzleGoal::Win},
    {"survive", PuzzleGoal::Survive},
    {"destroy specified permanents", PuzzleGoal::Destroy},
    {"destroy specified creatures", PuzzleGoal::Destroy},
    {"kill specified creatures", PuzzleGoal::Destroy},
    {"remove specified permanents from battlefield", PuzzleGoal::Destroy},
    {"put specified permanent on battlefield", PuzzleGoal::PutOnBattlefield},
    {"put specified permanents on battlefield", PuzzleGoal::PutOnBattlefield},
    {"put specified permanent onto battlefield", PuzzleGoal::PutOnBattlefield},
    {"play specified permanent", PuzzleGoal::PutOnBattlefield},
    {"play specified permanents", PuzzleGoal::PutOnBattlefield},
    {"gain control of specified permanents", PuzzleGoal::GainControl},
    {"gain control of specified permanent", PuzzleGoal::GainControl},
};

struct TypeWord {
  const char* word;
  uint16_t bits;
};
constexpr TypeWord kTypes[] = {
    {"card", 0},
    {"permanent", 0},
    {"creature", type_bit(CardType::Creature)},
    {"land", type_bit(CardType::Land)},
    {"artifact", type_bit(CardType::Artifact)},
    {"enchantment", type_bit(CardType::Enchantment)},
    {"planeswalker", type_bit(CardType::Planeswalker)},
    {"battle", type_bit(CardType::Battle)},
};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

const TypeWord* type_word(std::string_view w) {
  const std::string l = lower(w);
  for (const TypeWord& t : kTypes)
    if (l == t.word) return &t;
  return nullptr;
}

Status parse_property(std::string_view prop, const CardPool& pool, TargetTerm& t) {
  const std::string l = lower(prop);
  if (l == "youctrl")
    t.controller = 0;
  else if (l == "oppctrl")
    t.controller = 1;
  else if (l == "youown")
    t.owner = 0;
  else if (l == "oppown")
    t.owner = 1;
  else if (l == "tapped")
    t.tapped = 1;
  else if (l == "untapped")
    t.tapped = 0;
  else if (l == "inzonebattlefield") {  // a goal looks at the battlefield only
  } else if (l.rfind("named", 0) == 0) {
    Result<CardDefId> id = pool.card(prop.substr(5));
    if (!id) return Status::error("Targets: " + id.message());
    t.def = static_cast<int>(*id);
  } else if (l.rfind("non", 0) == 0 && type_word(l.substr(3)) && type_word(l.substr(3))->bits) {
    t.not_types |= type_word(l.substr(3))->bits;
  } else if (const TypeWord* w = type_word(l); w && w->bits) {
    t.types |= w->bits;
  } else {
    return Status::error("Targets: unknown property \"" + std::string(prop) +
                         "\" (known: YouCtrl, OppCtrl, YouOwn, OppOwn, Tapped, Untapped, "
                         "inZoneBattlefield, namedNAME, a card type, nonTYPE)");
  }
  return Status::ok();
}

}  // namespace

Result<PuzzleGoal> puzzle_goal(std::string_view name) {
  const std::string w = goal_words(name);
  for (const GoalName& g : kGoals)
    if (w == g.words) return g.goal;
  return Status::error("unknown goal \"" + std::string(trim(name)) +
                       "\" (known: Win, Survive, Destroy specified permanents, Destroy "
                       "specified creatures, Kill specified creatures, Remove specified "
                       "permanents from the battlefield, Put the specified permanent on the "
                       "battlefield, Play the specified permanent, Gain control of specified "
                       "permanents)");
}

const char* puzzle_goal_name(PuzzleGoal g) {
  switch (g) {
    case PuzzleGoal::Win:
      return "Win";
    case PuzzleGoal::Survive:
      return "Survive";
    case PuzzleGoal::Destroy:
      return "Destroy specified permanents";
    case PuzzleGoal::PutOnBattlefield:
      return "Put the specified permanent on the battlefield";
    case PuzzleGoal::GainControl:
      return "Gain control of specified permanents";
  }
  return "?";
}

const char* default_targets(PuzzleGoal g) {
  switch (g) {
    case PuzzleGoal::Destroy:
      return "Creature.OppCtrl";  // Forge: every creature of theirs
    case PuzzleGoal::GainControl:
      return "Card.inZoneBattlefield+OppCtrl";  // all of theirs
    default:
      return "";
  }
}

Result<TargetFilter> parse_targets(std::string_view text, const CardPool& pool) {
  TargetFilter f;
  text = trim(text);
  if (text.empty()) return Status::error("Targets is empty");
  // A plain card name (which may hold a comma: "Jace, Memory Adept").
  if (text.find('.') == std::string_view::npos && !type_word(text))
    if (Result<CardDefId> id = pool.card(text)) {
      f.terms.push_back(TargetTerm{0, 0, static_cast<int>(*id), -1, -1, -1});
      return f;
    }
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view item = trim(text.substr(start, end - start));
    start = end + 1;
    if (item.empty()) return Status::error("Targets: an empty alternative (two ',' in a row)");
    TargetTerm t;
    const size_t dot = item.find('.');
    const std::string_view head = item.substr(0, dot);
    if (const TypeWord* w = type_word(head)) {
      t.types = w->bits;
      if (dot != std::string_view::npos) {
        std::string_view props = item.substr(dot + 1);
        size_t p = 0;
        while (p <= props.size()) {
          size_t q = props.find('+', p);
          if (q == std::string_view::npos) q = props.size();
          if (Status st = parse_property(trim(props.substr(p, q - p)), pool, t); !st) return st;
          p = q + 1;
        }
      }
    } else if (Result<CardDefId> id = pool.card(item); id && dot == std::string_view::npos) {
      t.def = static_cast<int>(*id);
    } else {
      return Status::error("Targets: \"" + std::string(item) +
                           "\" is neither TYPE.PROPERTIES (Card, Permanent, Creature, Land, "
                           "Artifact, Enchantment, Planeswalker, Battle) nor a known card");
    }
    f.terms.push_back(std::move(t));
    if (end == text.size()) break;
  }
  return f;
}

bool TargetFilter::matches(const CardView& c) const {
  for (const TargetTerm& t : terms) {
    if (t.types && !(c.types & t.types)) continue;
    if (c.types & t.not_types) continue;
    if (t.def >= 0 && c.def != t.def) continue;
    if (t.controller >= 0 && c.controller != t.controller) continue;
    if (t.owner >= 0 && c.owner != t.owner) continue;
    if (t.tapped >= 0 && c.tapped != (t.tapped == 1)) continue;
    return true;
  }
  return false;
}

GoalTracker::GoalTracker(PuzzleGoal goal, TargetFilter filter, int count, const Game& start)
    : goal_(goal), filter_(std::move(filter)), count_(count) {
  matching_ = scan(start, &battlefield_);
}

std::vector<GoalTracker::Seen> GoalTracker::scan(const Game& g,
                                                 std::vector<Seen>* battlefield) const {
  std::vector<Seen> out;
  battlefield->clear();
  const PlayerView v = g.view(PlayerId::None, ViewText::ForBots);
  for (const CardView& c : v.battlefield) {
    battlefield->push_back({c.id, c.controller});
    if (filter_.matches(c)) out.push_back({c.id, c.controller});
  }
  auto by_id = [](const Seen& a, const Seen& b) { return a.id < b.id; };
  std::sort(out.begin(), out.end(), by_id);
  std::sort(battlefield->begin(), battlefield->end(), by_id);
  return out;
}

bool GoalTracker::reached(const Game& g) {
  previous_ = std::move(matching_);
  std::vector<Seen> field_before = std::move(battlefield_);
  matching_ = scan(g, &battlefield_);
  const std::vector<Seen>& before = previous_;
  auto find = [](const std::vector<Seen>& v, int id) -> const Seen* {
    auto it =
        std::lower_bound(v.begin(), v.end(), id, [](const Seen& s, int x) { return s.id < x; });
    return it != v.end() && it->id == id ? &*it : nullptr;
  };
  switch (goal_) {
    case PuzzleGoal::Destroy:  // one of them has left the battlefield, and none is left
      if (!matching_.empty()) return false;
      for (const Seen& s : before)
        if (!find(battlefield_, s.id)) return true;
      return false;
    case PuzzleGoal::PutOnBattlefield:  // one of them has just entered, and enough are there
      if (static_cast<int>(matching_.size()) < count_) return false;
      for (const Seen& s : matching_)
        if (!find(field_before, s.id)) return true;
      return false;
    case PuzzleGoal::GainControl:  // one of them has come under p1's control, none is left
      if (!matching_.empty()) return false;
      for (const Seen& s : before)
        if (const Seen* now = find(battlefield_, s.id); now && now->controller == 0) return true;
      return false;
    default:
      return false;
  }
}

bool GoalTracker::involves(int id) const {
  auto has = [id](const std::vector<Seen>& v) {
    return std::any_of(v.begin(), v.end(), [id](const Seen& s) { return s.id == id; });
  };
  return has(matching_) || has(previous_);
}

}  // namespace rwd
