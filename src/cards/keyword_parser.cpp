// K: lines of the ability parser (ability_parser.h parse_keyword_line): Forge's keywords,
// their argument shapes, and the diagnostics for what does not parse. Which keywords the
// engine implements is another question (ability_registry.h).
#include <string>
#include <vector>

#include "cards/ability_parser.h"
#include "cards/ability_text.h"

namespace rwd {

namespace {
using namespace ability_text;  // NOLINT: starts_with, shown, split_names, lowered
}  // namespace

// ---- Keywords (K: lines).

namespace {

// Argument shapes of K: values, after the keyword name and ':'.
enum class KwArgs : uint8_t {
  None,        // Flying
  Cost,        // Equip:<cost>[:...], Kicker:<cost>[:<cost>]
  Amount,      // Bushido:<N>
  AmountCost,  // Suspend:<N>:<cost>, Awaken, Reinforce, Monstrosity, Adapt
  Text,        // Affinity:<type>, Champion:<type>
  TypeCost,    // Splice:<type>:<cost>, TypeCycling:<type>:<cost>
  AmountText,  // Amplify:<N>:<types>
  CostCost,    // AlternateAdditionalCost:<cost>:<cost>
  SVar,        // Haunt:<SVar>, MayEffectFromOpeningHand:<SVar>[:...]
  Etb,         // ETBReplacement:<Copy|Other|...>:<SVar>[:Optional]
  Chapters,    // Saga:<N>:<SVar>,<SVar>,...
  Valid,       // Hexproof:<valid>:<description>, CantEquip:<valid>
  Counter,     // etbCounter:<counter type>:<N>[:<condition>:<description>]
  Any,         // free arguments
};

struct KeywordInfo {
  std::string_view name;
  KwArgs args;
  bool optional;  // the arguments may be left out ("Hexproof" and "Hexproof:Card.Red:red")
};

// Keywords Forge reads from K: lines (2019 forms and current ones).
constexpr KeywordInfo kKeywords[] = {
    {"Flying", KwArgs::None, false},
    {"Trample", KwArgs::None, false},
    {"Haste", KwArgs::None, false},
    {"First Strike", KwArgs::None, false},
    {"Double Strike", KwArgs::None, false},
    {"Defender", KwArgs::None, false},
    {"Vigilance", KwArgs::None, false},
    {"Flash", KwArgs::None, false},
    {"Reach", KwArgs::None, false},
    {"Lifelink", KwArgs::None, false},
    {"Deathtouch", KwArgs::None, false},
    {"Menace", KwArgs::None, false},
    {"Indestructible", KwArgs::None, false},
    {"Devoid", KwArgs::None, false},
    {"Convoke", KwArgs::None, false},
    {"Infect", KwArgs::None, false},
    {"Unblockable", KwArgs::None, false},
    {"Fear", KwArgs::None, false},
    {"Prowess", KwArgs::None, false},
    {"Shroud", KwArgs::None, false},
    {"Shadow", KwArgs::None, false},
    {"Exalted", KwArgs::None, false},
    {"Flanking", KwArgs::None, false},
    {"Horsemanship", KwArgs::None, false},
    {"Changeling", KwArgs::None, false},
    {"Aftermath", KwArgs::None, false},
    {"Wither", KwArgs::None, false},
    {"Banding", KwArgs::None, false},
    {"Intimidate", KwArgs::None, false},
    {"Ascend", KwArgs::None, false},
    {"Delve", KwArgs::None, false},
    {"Rebound", KwArgs::None, false},
    {"Persist", KwArgs::None, false},
    {"Storm", KwArgs::None, false},
    {"Soulbond", KwArgs::None, false},
    {"Undying", KwArgs::None, false},
    {"Sunburst", KwArgs::None, false},
    {"Improvise", KwArgs::None, false},
    {"Fuse", KwArgs::None, false},
    {"Cascade", KwArgs::None, false},
    {"Split second", KwArgs::None, false},
    {"Hidden agenda", KwArgs::None, false},
    {"Double agenda", KwArgs::None, false},
    {"Unleash", KwArgs::None, false},
    {"Mentor", KwArgs::None, false},
    {"Extort", KwArgs::None, false},
    {"Evolve", KwArgs::None, false},
    {"Cipher", KwArgs::None, false},
    {"Totem armor", KwArgs::None, false},
    {"Retrace", KwArgs::None, false},
    {"Phasing", KwArgs::None, false},
    {"Riot", KwArgs::None, false},
    {"Skulk", KwArgs::None, false},
    {"MayFlashSac", KwArgs::None, false},
    {"Living Weapon", KwArgs::None, false},
    {"Jump-start", KwArgs::None, false},
    {"Exploit", KwArgs::None, false},
    {"Conspire", KwArgs::None, false},
    {"Ingest", KwArgs::None, false},
    {"Provoke", KwArgs::None, false},
    {"Dethrone", KwArgs::None, false},
    {"Melee", KwArgs::None, false},
    {"Battle cry", KwArgs::None, false},
    {"Undaunted", KwArgs::None, false},
    {"Myriad", KwArgs::None, false},
    {"Epic", KwArgs::None, false},
    {"Gravestorm", KwArgs::None, false},
    {"Haunt", KwArgs::SVar, true},
    {"Hideaway", KwArgs::Amount, true},
    {"Partner", KwArgs::Text, true},
    {"Hexproof", KwArgs::Valid, true},
    {"Protection", KwArgs::Valid, false},
    {"Ward", KwArgs::Cost, false},
    {"Decayed", KwArgs::None, false},
    {"Daybound", KwArgs::None, false},
    {"Nightbound", KwArgs::None, false},
    {"Training", KwArgs::None, false},
    {"Enlist", KwArgs::None, false},
    {"Ravenous", KwArgs::None, false},
    {"Read ahead", KwArgs::None, false},
    {"Compleated", KwArgs::None, false},
    {"Bargain", KwArgs::None, false},
    {"Equip", KwArgs::Cost, false},
    {"Cycling", KwArgs::Cost, false},
    {"Morph", KwArgs::Cost, false},
    {"Megamorph", KwArgs::Cost, false},
    {"Kicker", KwArgs::Cost, false},
    {"Multikicker", KwArgs::Cost, false},
    {"Cumulative upkeep", KwArgs::Cost, false},
    {"UpkeepCost", KwArgs::Cost, false},
    {"Echo", KwArgs::Cost, false},
    {"Madness", KwArgs::Cost, false},
    {"Buyback", KwArgs::Cost, false},
    {"Bestow", KwArgs::Cost, false},
    {"Level up", KwArgs::Cost, false},
    {"Entwine", KwArgs::Cost, false},
    {"Unearth", KwArgs::Cost, false},
    {"Strive", KwArgs::Cost, false},
    {"Evoke", KwArgs::Cost, false},
    {"Dash", KwArgs::Cost, false},
    {"Embalm", KwArgs::Cost, false},
    {"Eternalize", KwArgs::Cost, false},
    {"Transmute", KwArgs::Cost, false},
    {"Transfigure", KwArgs::Cost, false},
    {"Surge", KwArgs::Cost, false},
    {"Scavenge", KwArgs::Cost, false},
    {"Miracle", KwArgs::Cost, false},
    {"Spectacle", KwArgs::Cost, false},
    {"Ninjutsu", KwArgs::Cost, false},
    {"Emerge", KwArgs::Cost, false},
    {"Replicate", KwArgs::Cost, false},
    {"Prowl", KwArgs::Cost, false},
    {"Outlast", KwArgs::Cost, false},
    {"Escalate", KwArgs::Cost, false},
    {"Recover", KwArgs::Cost, false},
    {"Fortify", KwArgs::Cost, false},
    {"Aura swap", KwArgs::Cost, false},
    {"MayFlashCost", KwArgs::Cost, false},
    {"Flashback", KwArgs::Cost, false},
    {"Forecast", KwArgs::Cost, false},
    {"Mutate", KwArgs::Cost, false},
    {"Foretell", KwArgs::Cost, true},
    {"Disturb", KwArgs::Cost, false},
    {"Blitz", KwArgs::Cost, false},
    {"Encore", KwArgs::Cost, false},
    {"Squad", KwArgs::Cost, false},
    {"Reconfigure", KwArgs::Cost, false},
    {"Cleave", KwArgs::Cost, false},
    {"Plot", KwArgs::Cost, false},
    {"Offspring", KwArgs::Cost, false},
    {"Disguise", KwArgs::Cost, false},
    {"Absorb", KwArgs::Amount, false},
    {"Afflict", KwArgs::Amount, false},
    {"Afterlife", KwArgs::Amount, false},
    {"Annihilator", KwArgs::Amount, false},
    {"Bloodthirst", KwArgs::Amount, false},
    {"Bushido", KwArgs::Amount, false},
    {"Crew", KwArgs::Amount, false},
    {"Devour", KwArgs::Amount, false},
    {"Dredge", KwArgs::Amount, false},
    {"Fabricate", KwArgs::Amount, false},
    {"Fading", KwArgs::Amount, false},
    {"Graft", KwArgs::Amount, false},
    {"Modular", KwArgs::Amount, false},
    {"Rampage", KwArgs::Amount, false},
    {"Renown", KwArgs::Amount, false},
    {"Ripple", KwArgs::Amount, false},
    {"Soulshift", KwArgs::Amount, false},
    {"Tribute", KwArgs::Amount, false},
    {"Vanishing", KwArgs::Amount, true},
    {"Frenzy", KwArgs::Amount, false},
    {"Poisonous", KwArgs::Amount, false},
    {"Toxic", KwArgs::Amount, false},
    {"Casualty", KwArgs::Amount, false},
    {"Backup", KwArgs::Amount, false},
    {"Saddle", KwArgs::Amount, false},
    {"Suspend", KwArgs::AmountCost, true},
    {"Awaken", KwArgs::AmountCost, false},
    {"Reinforce", KwArgs::AmountCost, false},
    {"Monstrosity", KwArgs::AmountCost, false},
    {"Adapt", KwArgs::AmountCost, false},
    {"Affinity", KwArgs::Text, false},
    {"Champion", KwArgs::Text, false},
    {"Presence", KwArgs::Text, false},
    {"IfReach", KwArgs::Text, false},
    {"Companion", KwArgs::Any, false},
    {"ManaConvert", KwArgs::Any, false},
    {"Splice", KwArgs::TypeCost, false},
    {"TypeCycling", KwArgs::TypeCost, false},
    {"Amplify", KwArgs::AmountText, false},
    {"AlternateAdditionalCost", KwArgs::CostCost, false},
    {"MayEffectFromOpeningHand", KwArgs::SVar, false},
    {"ETBReplacement", KwArgs::Etb, false},
    {"Saga", KwArgs::Chapters, false},
    {"CantEquip", KwArgs::Valid, false},
    {"SpellCantTarget", KwArgs::Valid, false},
    {"MustBeBlockedByAll", KwArgs::Valid, false},
    {"Panharmonicon", KwArgs::Valid, false},
    {"Dieharmonicon", KwArgs::Valid, false},
    {"etbCounter", KwArgs::Counter, false},
};

// Keywords written "<Name> <argument>" rather than with ':'.
struct SpacedKeyword {
  std::string_view prefix;  // including the space
  std::string_view name;
  KwArgs args;
};
constexpr SpacedKeyword kSpaced[] = {
    {"Enchant ", "Enchant", KwArgs::Text},
    {"Protection from ", "Protection", KwArgs::Text},
    {"Flashback ", "Flashback", KwArgs::Cost},
    {"CantBlock ", "CantBlock", KwArgs::Valid},
    {"CantBeBlockedByAmount ", "CantBeBlockedByAmount", KwArgs::Text},
    {"CantBeBlockedBy ", "CantBeBlockedBy", KwArgs::Valid},
};

bool amount_word(std::string_view s) {
  return is_integer(s) || (!s.empty() && std::isalpha(static_cast<unsigned char>(s[0])) &&
                           s.find(' ') == std::string_view::npos);
}

class KeywordParser {
 public:
  KeywordParser(AbilityNode& node, std::vector<Diagnostic>& diags, std::string_view text)
      : node_(node), diags_(diags), text_(text) {}

  void bad(const std::string& msg) {
    diags_.push_back({DiagKind::BadKeyword, node_.line, "K:" + shown(text_) + ": " + msg});
  }

  uint16_t add_arg(std::string_view v) {
    node_.params.push_back({"", std::string(trim(v))});
    return static_cast<uint16_t>(node_.params.size() - 1);
  }

  void cost_arg(std::string_view v) {
    uint16_t i = add_arg(v);
    Result<CostAst> c = parse_cost(node_.params[i].value);
    if (c)
      node_.costs.emplace_back(i, std::move(*c));
    else
      bad(c.message());
  }

  void valid_arg(std::string_view v) {
    uint16_t i = add_arg(v);
    Result<ValidExpr> e = parse_valid_expr(node_.params[i].value);
    if (e)
      node_.valids.emplace_back(i, std::move(*e));
    else
      bad(e.message());
  }

  void amount_arg(std::string_view v) {
    uint16_t i = add_arg(v);
    if (!amount_word(node_.params[i].value))
      bad("expected a number or an SVar name, got '" + shown(v) + "'");
  }

  void svar_arg(std::string_view v) {
    uint16_t i = add_arg(v);
    for (std::string_view name : split_names(node_.params[i].value, ","))
      node_.refs.push_back({i, std::string(name), -1});
  }

  // Parses `args` (the ':'-separated arguments) of shape `shape`.
  void parse_args(KwArgs shape, const std::vector<std::string_view>& args, bool optional) {
    auto need = [&](size_t n, const char* what) {
      if (args.size() >= n) return true;
      if (!(optional && args.empty())) bad(std::string("expected ") + what);
      return false;
    };
    switch (shape) {
      case KwArgs::None:
        if (!args.empty()) bad("takes no arguments");
        break;
      case KwArgs::Cost:
        if (!need(1, "a cost after ':'")) break;
        cost_arg(args[0]);
        for (size_t i = 1; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::Amount:
        if (!need(1, "a number after ':'")) break;
        amount_arg(args[0]);
        for (size_t i = 1; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::AmountCost:
        if (!need(2, "<N>:<cost>")) break;
        amount_arg(args[0]);
        cost_arg(args[1]);
        for (size_t i = 2; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::Text:
      case KwArgs::Any:
        if (shape == KwArgs::Text && !need(1, "an argument after ':'")) break;
        for (std::string_view a : args) add_arg(a);
        break;
      case KwArgs::TypeCost:
        if (!need(2, "<type>:<cost>")) break;
        add_arg(args[0]);
        cost_arg(args[1]);
        for (size_t i = 2; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::AmountText:
        if (!need(2, "<N>:<types>")) break;
        amount_arg(args[0]);
        for (size_t i = 1; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::CostCost:
        if (!need(2, "<cost>:<cost>")) break;
        cost_arg(args[0]);
        cost_arg(args[1]);
        for (size_t i = 2; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::SVar:
        if (!need(1, "an SVar name after ':'")) break;
        svar_arg(args[0]);
        for (size_t i = 1; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::Etb:
        if (!need(2, "<kind>:<SVar>[:Optional]")) break;
        add_arg(args[0]);
        svar_arg(args[1]);
        for (size_t i = 2; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::Chapters:
        if (!need(2, "<chapters>:<SVar>,<SVar>...")) break;
        amount_arg(args[0]);
        svar_arg(args[1]);
        for (size_t i = 2; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::Valid:
        if (!need(1, "a Valid expression after ':'")) break;
        valid_arg(args[0]);
        for (size_t i = 1; i < args.size(); ++i) add_arg(args[i]);
        break;
      case KwArgs::Counter:
        if (!need(2, "<counter type>:<N>")) break;
        add_arg(args[0]);
        amount_arg(args[1]);
        for (size_t i = 2; i < args.size(); ++i) add_arg(args[i]);
        break;
    }
  }

 private:
  AbilityNode& node_;
  std::vector<Diagnostic>& diags_;
  std::string_view text_;
};

std::vector<std::string_view> split_colons(std::string_view s) {
  std::vector<std::string_view> out;
  size_t pos = 0;
  while (pos <= s.size()) {
    size_t c = s.find(':', pos);
    if (c == std::string_view::npos) c = s.size();
    out.push_back(s.substr(pos, c - pos));
    pos = c + 1;
  }
  return out;
}

}  // namespace

AbilityNode parse_keyword_line(std::string_view value, int line,
                               std::vector<Diagnostic>& diagnostics) {
  AbilityNode node;
  node.kind = NodeKind::Keyword;
  node.line = line;
  std::string_view text = trim(value);
  node.text = std::string(text);
  KeywordParser kp(node, diagnostics, text);
  if (text.empty()) {
    node.head = "";
    kp.bad("expected a keyword");
    return node;
  }
  // Hidden keywords: rules text the engine reads as a whole ("CARDNAME can't block.").
  if (text.find("CARDNAME") != std::string_view::npos || text.back() == '.') {
    node.head = std::string(text);
    return node;
  }
  for (const SpacedKeyword& s : kSpaced) {
    if (!starts_with(text, s.prefix) || text.size() == s.prefix.size()) continue;
    node.head = std::string(s.name);
    std::vector<std::string_view> args = split_colons(text.substr(s.prefix.size()));
    if (s.args == KwArgs::Text) args = {text.substr(s.prefix.size())};
    kp.parse_args(s.args, args, false);
    return node;
  }
  std::vector<std::string_view> parts = split_colons(text);
  std::string_view name = trim(parts[0]);
  parts.erase(parts.begin());
  for (const KeywordInfo& k : kKeywords) {
    if (!iequal(name, k.name)) continue;
    node.head = std::string(k.name);
    kp.parse_args(k.args, parts, k.optional);
    return node;
  }
  // Landwalk ("Swampwalk", "Snow forestwalk", "Legendary landwalk") and offering ("Goblin
  // offering"): the type is part of the name.
  std::string lname = lowered(name);
  if ((lname.size() > 4 && lname.substr(lname.size() - 4) == "walk") ||
      (lname.size() > 9 && lname.substr(lname.size() - 9) == " offering")) {
    node.head = std::string(name);
    kp.parse_args(KwArgs::None, parts, false);
    return node;
  }
  node.head = std::string(text);
  if (name.find(' ') == std::string_view::npos) kp.bad("unknown keyword '" + shown(name) + "'");
  return node;  // a hidden keyword written as a phrase
}

}  // namespace rwd
