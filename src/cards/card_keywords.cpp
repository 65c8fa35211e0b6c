#include "cards/card_keywords.h"

#include <memory>
#include <string>

#include "cards/choice_compiler.h"
#include "cards/color.h"
#include "cards/counter_kind.h"
#include "cards/filter_compiler.h"
#include "cards/keywords.h"
#include "cards/text.h"
#include "cards/upkeep_cost.h"

namespace rwd {

namespace {

bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

}  // namespace

bool keyword_named(const KeywordFamily& family, std::string_view value) {
  return iequal(trim(value), family.name);
}

bool keyword_rule_text(const KeywordFamily& family, std::string_view value) {
  return trim(value) == family.name;
}

bool keyword_protection(const KeywordFamily&, std::string_view value) {  // "Protection from red"
  KeywordSet probe;
  constexpr std::string_view kPro = "Protection from ";
  value = trim(value);
  return value.size() > kPro.size() && iequal(value.substr(0, kPro.size()), kPro) &&
         parse_keyword(value, probe);
}

bool keyword_prefixed(const KeywordFamily& family, std::string_view value) {
  return value.size() > family.name.size() && starts_with(value, family.name) &&
         value[family.name.size()] == ':';
}

bool keyword_enchant(const KeywordFamily&, std::string_view value) {
  return starts_with(value, "Enchant ");
}




bool keyword_flashback(const KeywordFamily&, std::string_view value) {
  return starts_with(value, "Flashback ") || starts_with(value, "Flashback:");
}

bool keyword_etb_replacement(const KeywordFamily&, std::string_view value) {
  return starts_with(value, "ETBReplacement:");
}

bool etb_replacement_supported(std::string_view value) {
  return starts_with(value, "ETBReplacement:Other:");
}

bool keyword_upkeep_cost(const KeywordFamily&, std::string_view value) {
  return is_upkeep_cost(value);
}

bool keyword_echo(const KeywordFamily&, std::string_view value) {
  return is_echo(value);
}

namespace {

// "etbCounter:P1P1:2:CheckSVar$ WasKicked:If CARDNAME was kicked, ...": the keyword without
// its condition and description, and whether the condition is "if it was kicked"; the value
// itself when there is no condition.
std::string_view etb_counter_head(std::string_view value, bool* if_kicked) {
  constexpr std::string_view kKicked = ":CheckSVar$ WasKicked:";
  *if_kicked = false;
  const size_t first = value.find(':'), second = value.find(':', first + 1);
  if (first == std::string_view::npos || second == std::string_view::npos) return value;
  const size_t third = value.find(':', second + 1);
  if (third == std::string_view::npos) return value;
  *if_kicked = value.substr(third, kKicked.size()) == kKicked;
  return value.substr(0, third);
}

}  // namespace

bool keyword_etb_counter(const KeywordFamily&, std::string_view value) {
  CounterKind kind = CounterKind::P1P1;
  int n = 0;
  bool if_kicked = false;
  const std::string_view head = etb_counter_head(value, &if_kicked);
  return (head.size() == value.size() || if_kicked) && parse_etb_counter(head, &kind, &n);
}





bool keyword_cant_be_blocked_by(const KeywordFamily&, std::string_view value) {
  return starts_with(value, "CantBeBlockedBy ");
}

bool keyword_cant_block(const KeywordFamily&, std::string_view value) {
  return starts_with(value, "CantBlock ");
}

// Flying, landwalk, "Protection from <color or card type>": KeywordSet bits (keywords.h).
void compile_keyword_bit(const KeywordFamily&, KeywordLine& k) {
  parse_keyword(k.value, k.face.keywords);
}

// "CARDNAME can't block." and the other rules of the permanent itself (CardFace::self_rules).
void compile_face_rule(const KeywordFamily& family, KeywordLine& k) {
  for (int i = 0; i < kNumFaceRules; ++i)
    if (family.name == kFaceRuleText[i])
      k.face.self_rules = static_cast<uint8_t>(k.face.self_rules | (1 << i));
}

// "A deck can have any number of cards named CARDNAME." (CR 100.2a's exception).
void compile_deck_any_number(const KeywordFamily&, KeywordLine& k) {
  k.face.deck_any_number = true;
}

// Devoid (702.114a): "This object is colorless", a characteristic-defining ability (604.3),
// so it applies in every zone and wins over the colors of the mana cost (202.2).
void compile_devoid(const KeywordFamily&, KeywordLine& k) {
  k.face.colors = 0;
  k.fl.colors_set = true;
  k.face.devoid = true;
}

// Changeling (702.73a): "This object is every creature type", a characteristic-defining
// ability (604.3): CardFace::has_subtype answers yes for each creature type (205.3m).
void compile_changeling(const KeywordFamily&, KeywordLine& k) {
  k.face.changeling = true;
}

void compile_enchant(const KeywordFamily&, KeywordLine& k) {
  k.fl.enchant = k.n;  // checked in finish_face: only an Aura with an A:SP$ Attach line
}

void compile_equip(const KeywordFamily&, KeywordLine& k) {
  DeferredLine d{k.n, std::string(k.line), "", k.parser.face_index(), false};
  d.equip = true;
  k.parser.defer(std::move(d));  // compiled with the abilities, once the types are known
}

// "Cycling [cost]" (702.29a): an activated ability of the card in its hand.
void compile_cycling(const KeywordFamily&, KeywordLine& k) {
  DeferredLine d{k.n, std::string(k.line), "", k.parser.face_index(), false};
  d.cycling = true;
  k.parser.defer(std::move(d));  // compiled with the abilities
}

// "Flashback [cost]" (702.34a): the mana symbols, then at most one PayLife<N>; any other
// cost (tapXType, Sac, Discard) is refused by name.
void compile_flashback(const KeywordFamily&, KeywordLine& k) {
  std::string_view rest = trim(k.value.substr(std::string_view("Flashback").size() + 1));
  std::string mana;
  int life = 0;
  while (!rest.empty()) {
    const size_t end = rest.find(' ');
    const std::string_view word = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : trim(rest.substr(end + 1));
    if (starts_with(word, "PayLife<") && word.back() == '>' && life == 0) {
      const std::string_view n = word.substr(8, word.size() - 9);
      bool digits = !n.empty() && n.size() <= 2;
      for (char ch : n) digits = digits && ch >= '0' && ch <= '9';
      if (digits) life = std::stoi(std::string(n));
      if (life > 0) continue;
    }
    if (word.find('<') != std::string_view::npos)
      return k.parser.unsupported(k.n, k.line,
                                  "Flashback: cost '" + std::string(word) +
                                      "' is not supported (only mana and PayLife<N>)");
    mana += (mana.empty() ? "" : " ") + std::string(word);
  }
  if (mana.empty() && life == 0)
    return k.parser.unsupported(k.n, k.line, "Flashback: expected Flashback COST");
  Result<ManaCost> cost = parse_mana_cost(mana.empty() ? "0" : mana);
  if (!cost) return k.parser.unsupported(k.n, k.line, "Flashback: " + cost.message());
  if (k.face.flashback)
    return k.parser.unsupported(k.n, k.line, "two Flashback keywords are not supported");
  k.face.flashback = true;
  k.face.flashback_cost = *cost;
  k.face.flashback_life = static_cast<uint8_t>(life);
}

// "As this enters, choose ..." (614.12).
void compile_etb_replacement(const KeywordFamily&, KeywordLine& k) {
  Result<std::string> svar = etb_choice_svar(k.value);
  if (!svar) return k.parser.unsupported(k.n, k.line, svar.message());
  DeferredLine d{k.n, std::string(k.line), *svar, k.parser.face_index(), false};
  d.etb = true;
  k.parser.defer(std::move(d));  // compiled with the abilities
}

namespace {

// Adds the trigger a keyword builds to the face, or reports why it can't be: true iff added.
bool add_built_trigger(KeywordLine& k, Result<TriggeredAbility> t) {
  if (!t) {
    k.parser.unsupported(k.n, k.line, t.message());
    return false;
  }
  if (k.face.triggered.size() >= kMaxTriggeredAbilities) {
    k.parser.unsupported(k.n, k.line,
                         "more than " + std::to_string(kMaxTriggeredAbilities) +
                             " triggered abilities on one face");
    return false;
  }
  t->line = k.n;
  k.face.triggered.push_back(std::move(*t));
  return true;
}

}  // namespace

// "Sacrifice it unless you pay": a built upkeep trigger.
void compile_upkeep_cost(const KeywordFamily&, KeywordLine& k) {
  add_built_trigger(k, upkeep_cost_trigger(k.value, k.face.name));
}

// Prowess (702.108a), Bushido N (702.45a), Soulshift N (702.46a): built triggers, compiled
// with the abilities.
void compile_keyword_triggers(const KeywordFamily&, KeywordLine& k) {
  DeferredLine d{k.n, std::string(k.line), "", k.parser.face_index(), false};
  d.keyword_triggers = true;
  k.parser.defer(std::move(d));
}

// Echo (702.30a): a built upkeep trigger that only the permanent's first upkeep under a
// controller sets off (kEchoDue).
void compile_echo(const KeywordFamily&, KeywordLine& k) {
  if (k.face.echo) return k.parser.unsupported(k.n, k.line, "two Echo keywords on one face");
  k.face.echo = add_built_trigger(k, echo_trigger(k.value, k.face.name));
}

// "etbCounter:P1P1:3": it enters with the counters (614.1c).
// "etbCounter:P1P1:2:CheckSVar$ WasKicked:...": only if it was kicked (702.33e), WasKicked
// checked with the abilities (CardScriptParser::compile_kicked_check).
void compile_etb_counter(const KeywordFamily&, KeywordLine& k) {
  CounterKind kind = CounterKind::P1P1;
  int n = 0;
  bool if_kicked = false;
  parse_etb_counter(etb_counter_head(k.value, &if_kicked), &kind, &n);
  if (k.face.etb_counters > 0)
    return k.parser.unsupported(k.n, k.line, "two etbCounter keywords are not supported");
  k.face.etb_counters = static_cast<uint8_t>(n);
  k.face.etb_counter_kind = static_cast<uint8_t>(kind);
  k.face.etb_counters_if_kicked = if_kicked;
  if (if_kicked) {
    constexpr std::string_view kCond = ":CheckSVar$ WasKicked:";
    const size_t at = k.value.find(kCond);
    k.face.etb_counter_text = std::string(trim(k.value.substr(at + kCond.size())));
    DeferredLine d{k.n, std::string(k.line), "WasKicked", k.parser.face_index(), false};
    d.kicked_check = true;
    k.parser.defer(std::move(d));
  }
}

// "Kicker:COST" (702.33a): an optional additional mana cost. Two kicker costs (702.33b),
// costs other than mana symbols and X in it are refused by name.
void compile_kicker(const KeywordFamily&, KeywordLine& k) {
  const bool buyback = starts_with(k.value, "Buyback:");
  const std::string_view cost =
      trim(k.value.substr(std::string_view(buyback ? "Buyback:" : "Kicker:").size()));
  if (buyback && !k.face.is(CardType::Instant) && !k.face.is(CardType::Sorcery))
    return k.parser.unsupported(k.n, k.line, "Buyback on a card that is not an instant or sorcery");
  if (k.face.kicker)
    return k.parser.unsupported(k.n, k.line,
                                k.face.buyback || buyback
                                    ? "Kicker and Buyback on one card are not supported"
                                    : "two Kicker keywords are not supported");
  if (buyback) {
    if (cost.find('<') != std::string_view::npos)
      return k.parser.unsupported(
          k.n, k.line, "Buyback: cost '" + std::string(cost) + "' is not supported (only mana)");
    Result<ManaCost> mana = parse_mana_cost(cost);
    if (!mana || mana->x_count > 0 || mana->num_hybrid > 0 || mana->mana_value() == 0)
      return k.parser.unsupported(
          k.n, k.line,
          "Buyback: cost '" + std::string(cost) + "' is not supported (only fixed mana symbols)");
    k.face.kicker = k.face.buyback = true;
    k.face.kicker_cost = *mana;
    return;
  }
  if (cost.find(':') != std::string_view::npos)
    return k.parser.unsupported(
        k.n, k.line, "Kicker: two kicker costs ('" + std::string(cost) + "', 702.33b) are not supported");
  if (cost.find('<') != std::string_view::npos)
    return k.parser.unsupported(
        k.n, k.line, "Kicker: cost '" + std::string(cost) + "' is not supported (only mana)");
  Result<ManaCost> mana = parse_mana_cost(cost);
  if (!mana) return k.parser.unsupported(k.n, k.line, "Kicker: " + mana.message());
  if (mana->x_count > 0 || mana->num_hybrid > 0 || mana->mana_value() == 0)
    return k.parser.unsupported(
        k.n, k.line,
        "Kicker: cost '" + std::string(cost) + "' is not supported (only fixed mana symbols)");
  k.face.kicker = true;
  k.face.kicker_cost = *mana;
}

namespace {

// Adds "can't be blocked by <valid>" to the face (509.1b).
void add_cant_be_blocked_by(KeywordLine& k, std::string_view valid) {
  std::shared_ptr<Program> prog = std::make_shared<Program>();
  if (k.face.cant_be_blocked_by) *prog = *k.face.cant_be_blocked_by;
  Result<Filter> f = compile_filter(valid, prog->subtypes);
  if (!f) return k.parser.unsupported(k.n, k.line, "CantBeBlockedBy: " + f.message());
  if (f->allows_players())
    return k.parser.unsupported(k.n, k.line,
                                "CantBeBlockedBy: blockers are creatures, not players");
  prog->filters.push_back(std::move(*f));
  k.face.cant_be_blocked_by = std::move(prog);
}

}  // namespace

// "CantBeBlockedBy <Valid>": creatures that can't block it (509.1b).
void compile_cant_be_blocked_by(const KeywordFamily&, KeywordLine& k) {
  add_cant_be_blocked_by(k, trim(k.value.substr(16)));
}

// "Unblockable": "CARDNAME can't be blocked." (509.1b): no creature may block it.
void compile_unblockable(const KeywordFamily&, KeywordLine& k) {
  add_cant_be_blocked_by(k, "Creature");
}

// "CantBlock <Valid>:<text>": "CARDNAME can't block <text>." (509.1a).
void compile_cant_block(const KeywordFamily&, KeywordLine& k) {
  const std::string_view rest = trim(k.value.substr(10));
  const size_t colon = rest.find(':');
  std::shared_ptr<Program> prog = std::make_shared<Program>();
  Result<Filter> f = compile_filter(trim(rest.substr(0, colon)), prog->subtypes);
  if (colon == std::string_view::npos)
    return k.parser.unsupported(k.n, k.line, "CantBlock: needs <Valid>:<description>");
  if (k.face.cant_block)
    return k.parser.unsupported(k.n, k.line, "two CantBlock keywords are not supported");
  if (!f) return k.parser.unsupported(k.n, k.line, "CantBlock: " + f.message());
  if (f->allows_players())
    return k.parser.unsupported(k.n, k.line, "CantBlock: attackers are creatures, not players");
  prog->filters.push_back(std::move(*f));
  prog->description = std::string(trim(rest.substr(colon + 1)));
  k.face.cant_block = std::move(prog);
}

void CardScriptParser::parse_keyword_value(int n, std::string_view line, std::string_view value,
                                           CardFace& face, FaceLines& fl) {
  KeywordLine k{*this, n, line, value, face, fl};
  if (const KeywordFamily* family = keyword_family(value))
    return family->compile(*family, k);  // ability_registry.cpp
  std::string_view name = trim(value.substr(0, value.find(':')));
  KeywordSet probe;
  if (name.size() < value.size() && parse_keyword(name, probe))  // "Hexproof:Card.Red:red"
    unsupported(n, line,
                "keyword '" + std::string(name) + "' with parameters is not supported yet");
  else
    unsupported(n, line, "keyword '" + std::string(name) + "' is not supported yet");
}

}  // namespace rwd
