#include "cards/filter_compiler.h"

#include <algorithm>
#include <cctype>

#include "cards/card_def.h"
#include "cards/color.h"
#include "cards/count_expr.h"
#include "cards/keywords.h"
#include "cards/text.h"
#include "cards/valid_expr.h"

namespace rwd {

namespace {

int card_type_bit(std::string_view word) {
  for (int t = 0; t < static_cast<int>(CardType::Count); ++t)
    if (iequal(word, card_type_name(static_cast<CardType>(t))))
      return type_bit(static_cast<CardType>(t));
  return 0;
}

constexpr uint16_t kPermanentTypes = type_bit(CardType::Artifact) | type_bit(CardType::Creature) |
                                     type_bit(CardType::Enchantment) | type_bit(CardType::Land) |
                                     type_bit(CardType::Planeswalker) | type_bit(CardType::Battle);

// A word naming a type, a color or a subtype, applied to `t` (negated for "non").
Status apply_word(const std::string& word, bool negate, FilterTerm& t,
                  std::vector<std::string>& subtypes) {
  if (int bit = card_type_bit(word)) {
    if (negate)
      t.types_none = static_cast<uint16_t>(t.types_none | bit);
    else
      t.types_any = static_cast<uint16_t>(bit);  // "Creature" within a term: must be one
    return Status::ok();
  }
  if (iequal(word, "Permanent")) {
    if (negate) return Status::error("'nonPermanent' is not supported");
    t.types_any = kPermanentTypes;
    return Status::ok();
  }
  int color = color_from_name(word);
  if (color >= 0) {
    if (negate)
      t.colors_none = static_cast<ColorMask>(t.colors_none | (1u << color));
    else
      t.colors_any = static_cast<ColorMask>(t.colors_any | (1u << color));
    return Status::ok();
  }
  for (int st = 0; st < static_cast<int>(Supertype::Count); ++st)  // 205.4a: "Basic", "Legendary"
    if (iequal(word, supertype_name(static_cast<Supertype>(st)))) {
      uint8_t& bits = negate ? t.supertypes_none : t.supertypes_all;
      bits = static_cast<uint8_t>(bits | supertype_bit(static_cast<Supertype>(st)));
      return Status::ok();
    }
  if (word.empty() || !std::isupper(static_cast<unsigned char>(word[0])))
    return Status::error("'" + std::string(negate ? "non" : "") + word +
                         "' is not a type, color or subtype");
  // Negated words that are properties, not subtypes ("nonToken", "nonLegendary"), stay refused.
  for (std::string_view not_subtype : {"Token", "Legendary", "Basic", "Snow", "World", "Historic",
                                       "Colorless", "Multicolor", "Monocolored", "Ongoing"})
    if (negate && iequal(word, not_subtype))
      return Status::error("'non" + word + "' is not supported");
  if ((negate ? t.subtype_none : t.subtype) >= 0)
    return Status::error("two " + std::string(negate ? "excluded " : "") +
                         "subtypes in one term ('" + word + "')");
  auto it = std::find(subtypes.begin(), subtypes.end(), word);
  if (it == subtypes.end()) {
    if (subtypes.size() >= 100) return Status::error("too many subtypes");
    subtypes.push_back(word);
    it = subtypes.end() - 1;
  }
  (negate ? t.subtype_none : t.subtype) = static_cast<int8_t>(it - subtypes.begin());  // "nonWall"
  return Status::ok();
}

// "RedSource" (a red source, as Circles of Protection say): the color, or -1.
int source_color(std::string_view name) {
  if (name.size() <= 6 || !name.ends_with("Source")) return -1;
  return color_from_name(std::string(name.substr(0, name.size() - 6)));
}

// The flag properties of a Valid term ("Creature.tapped+YouCtrl"), one row each: the name as
// Forge writes it (case-sensitive), what it sets in the term, and what it means. Which uses
// may read a property is decided in compile_filter (Self, EnchantedBy, ChosenColor...).
struct FlagProperty {
  std::string_view name;
  void (*apply)(FilterTerm&);
  std::string_view doc;
};
constexpr FlagProperty kFlagProperties[] = {
    {"YouCtrl", [](FilterTerm& t) { t.control = FilterControl::You; },
     "its controller is you (relative to the ability's controller)"},
    {"OppCtrl", [](FilterTerm& t) { t.control = FilterControl::Opponent; },
     "an opponent controls it"},
    {"YouDontCtrl", [](FilterTerm& t) { t.control = FilterControl::Opponent; },
     "the same as OppCtrl (two players)"},
    {"YouOwn", [](FilterTerm& t) { t.owner = FilterControl::You; }, "you own it (108.3)"},
    {"OppOwn", [](FilterTerm& t) { t.owner = FilterControl::Opponent; }, "an opponent owns it"},
    {"YouDontOwn", [](FilterTerm& t) { t.owner = FilterControl::Opponent; }, "the same as OppOwn"},
    {"tapped", [](FilterTerm& t) { t.tapped = 1; }, "it is tapped"},
    {"untapped", [](FilterTerm& t) { t.tapped = 0; }, "it is untapped"},
    {"attacking", [](FilterTerm& t) { t.attacking = 1; }, "it is an attacking creature"},
    {"notattacking", [](FilterTerm& t) { t.attacking = 0; }, "it is not attacking"},
    {"attackingYou",
     [](FilterTerm& t) {
       t.attacking = 1;
       t.control = FilterControl::Opponent;
     },
     "it is attacking you: an attacking creature an opponent controls (two players, and "
     "nothing else can be attacked: 506.3)"},
    {"Self", [](FilterTerm& t) { t.self = 1; },
     "the source itself (statics, triggers; not a spell's)"},
    {"Other", [](FilterTerm& t) { t.self = 0; },
     "not the source (statics, triggers, an activated ability's target)"},
    {"EnchantedBy", [](FilterTerm& t) { t.enchanted = 1; },
     "what the source is attached to (statics, triggers)"},
    {"EquippedBy", [](FilterTerm& t) { t.enchanted = 1; }, "the same as EnchantedBy"},
    {"AttachedBy", [](FilterTerm& t) { t.enchanted = 1; }, "the same as EnchantedBy"},
    {"blocking", [](FilterTerm& t) { t.blocking = 1; }, "it is a blocking creature"},
    {"kicked", [](FilterTerm& t) { t.kicked = 1; },
     "it was kicked: a spell cast with its kicker, or the permanent it became (702.33d)"},
    {"notkicked", [](FilterTerm& t) { t.kicked = 0; }, "it was not kicked"},
    {"unenchanted", [](FilterTerm& t) { t.unenchanted = true; },
     "no Aura is attached to it (303.4; targets and counts only)"},
    {"attackedThisTurn", [](FilterTerm& t) { t.turn_facts |= 1; },
     "it attacked this turn (with Self only; CardFace::turn_facts)"},
    {"attackedThisCombat", [](FilterTerm& t) { t.turn_facts |= 1; },
     "read as attackedThisTurn: one combat phase per turn"},
    {"blockedThisCombat", [](FilterTerm& t) { t.blocking = 1; },
     "read as blocking, until the end of combat step ends (511.3)"},
    {"notAttackedThisTurn", [](FilterTerm& t) { t.turn_facts |= 2; },
     "it did not attack this turn (with Self only)"},
    {"dealtDamageToOppThisTurn", [](FilterTerm& t) { t.turn_facts |= 4; },
     "it dealt damage to an opponent this turn (with Self only)"},
    {"ChosenColor", [](FilterTerm& t) { t.chosen |= 1; },
     "it has the color its source chose (statics only, 614.12)"},
    {"ChosenType", [](FilterTerm& t) { t.chosen |= 2; },
     "it has the subtype its source chose (statics only)"},
};

const FlagProperty* flag_property(std::string_view name) {
  for (const FlagProperty& f : kFlagProperties)
    if (f.name == name) return &f;
  return nullptr;
}

// One property of a term (after its type).
Status apply_property(const ValidProp& p, FilterTerm& t, std::vector<std::string>& subtypes) {
  switch (p.kind) {
    case ValidPropKind::Type:
      return apply_word(p.name, false, t, subtypes);
    case ValidPropKind::NonType:
      return apply_word(p.name, true, t, subtypes);
    case ValidPropKind::Flag:
      if (const FlagProperty* f = flag_property(p.name)) {
        f->apply(t);
      } else if (int c = source_color(p.name); c >= 0) {  // "RedSource": a red source
        t.colors_any = static_cast<ColorMask>(t.colors_any | (1u << c));
      } else {
        return Status::error("property '" + p.text + "' is not supported");
      }
      return Status::ok();
    case ValidPropKind::Arg: {  // "withFlying", "withoutTrample"
      const bool with = p.name == "with", without = p.name == "without";
      int k = (with || without) ? keyword_index(p.operand) : -1;
      if (k < 0) return Status::error("property '" + p.text + "' is not supported");
      (with ? t.keywords_all : t.keywords_none) |= 1u << k;
      return Status::ok();
    }
    case ValidPropKind::Compare: {  // "powerLE2", "toughnessGE3", "cmcLE3" (202.3)
      static constexpr std::string_view kOps[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
      const int stat = p.name == "power" ? 0 : p.name == "toughness" ? 1 : p.name == "cmc" ? 2 : -1;
      int op = -1;
      for (int i = 0; i < 6; ++i)
        if (p.op == kOps[i]) op = i;
      if (stat < 0 || op < 0 || t.stat >= 0 || !is_integer(p.operand) || p.operand.size() > 3)
        return Status::error("comparison '" + p.text + "' is not supported");
      t.stat = static_cast<int8_t>(stat);
      t.stat_op = static_cast<uint8_t>(op);
      t.stat_n = static_cast<int16_t>(std::stoi(p.operand));
      return Status::ok();
    }
  }
  return Status::error("property '" + p.text + "' is not supported");
}

Result<FilterTerm> compile_term(const ValidTerm& vt, std::vector<std::string>& subtypes) {
  FilterTerm t;
  if (vt.negated) return Status::error("'!" + vt.type + "' (negated terms) is not supported");
  const std::string& head = vt.type;
  if (iequal(head, "Player")) {
    t.player = true;
  } else if (iequal(head, "Opponent")) {
    t.player = true;
    t.control = FilterControl::Opponent;
  } else if (iequal(head, "You")) {
    t.player = true;
    t.control = FilterControl::You;
  } else if (iequal(head, "Card")) {
    // any object
  } else if (head.size() > 3 && iequal(head.substr(0, 3), "non")) {
    if (Status s = apply_word(head.substr(3), true, t, subtypes); !s) return s;
  } else if (Status s = apply_word(head, false, t, subtypes); !s) {
    return s;
  }
  for (const ValidProp& p : vt.props) {
    if (t.player) return Status::error("player property '" + p.text + "' is not supported");
    if (Status s = apply_property(p, t, subtypes); !s) return s;
  }
  return t;
}

}  // namespace

Result<Filter> compile_filter(std::string_view valid_text, std::vector<std::string>& subtypes,
                              FilterUse use) {
  const bool allow_self = use != FilterUse::Spell;
  Filter f;
  f.text = std::string(valid_text);
  if (iequal(valid_text, "Any")) valid_text = "Creature,Player,Planeswalker";  // 115.4
  Result<ValidExpr> e = parse_valid_expr(valid_text);
  if (!e) return e.status();
  for (const ValidTerm& vt : e->alternatives) {
    Result<FilterTerm> t = compile_term(vt, subtypes);
    if (!t) return Status::error("Valid '" + f.text + "': " + t.message());
    if (t->self >= 0 && !allow_self)  // a spell's own card is on the stack, not a choice
      return Status::error("Valid '" + f.text + "': property '" + (t->self ? "Self" : "Other") +
                           "' is not supported");
    if (t->turn_facts && t->self != 1)  // tracked only by the card that reads them
      return Status::error("Valid '" + f.text +
                           "': this-turn properties are supported only with Self");
    if (t->enchanted >= 0 && !allow_self)
      return Status::error("Valid '" + f.text + "': property 'EnchantedBy' is not supported");
    if (t->chosen && use != FilterUse::SourceRelative)  // only statics read what their source chose
      return Status::error("Valid '" + f.text +
                           "': properties 'ChosenColor'/'ChosenType' are not supported here");
    if (t->unenchanted && use == FilterUse::SourceRelative)  // statics and triggers don't test it
      return Status::error("Valid '" + f.text + "': property 'unenchanted' is not supported");
    f.terms.push_back(*t);
  }
  return f;
}

std::vector<ValidPropertyDoc> valid_property_docs() {
  std::vector<ValidPropertyDoc> out;
  for (const FlagProperty& f : kFlagProperties) out.push_back({f.name, f.doc});
  return out;
}

}  // namespace rwd
