#include "cards/static_compiler.h"

#include <cctype>
#include <string>

#include "cards/ability_registry.h"
#include "cards/color.h"
#include "cards/filter_compiler.h"
#include "cards/keywords.h"
#include "cards/opcodes.h"
#include "cards/pump_extras.h"
#include "cards/static_condition.h"
#include "cards/static_families.h"
#include "cards/static_layers.h"
#include "cards/text.h"

namespace rwd {

const char* static_effect_name(StaticEffect e) {
  switch (e) {
    case StaticEffect::Continuous:
      return "Continuous";
    case StaticEffect::CantAttack:
      return "CantAttack";
    case StaticEffect::CantBlock:
      return "CantBlock";
    case StaticEffect::ETBTapped:
      return "ETBTapped";
    case StaticEffect::SkipUntap:
      return "SkipUntap";
    case StaticEffect::LandPlays:
      return "LandPlays";
    case StaticEffect::RaiseCost:
      return "RaiseCost";
    case StaticEffect::ReduceCost:
      return "ReduceCost";
    case StaticEffect::MaxHandSize:
      return "MaxHandSize";
  }
  return "?";
}

namespace {

// "+2", "-1", "3" -> the number; false for anything else (an SVar name, "X").
bool parse_amount(std::string_view v, int16_t& out) {
  v = trim(v);
  bool neg = false;
  if (!v.empty() && (v.front() == '+' || v.front() == '-')) {
    neg = v.front() == '-';
    v.remove_prefix(1);
  }
  if (v.empty() || v.size() > 3) return false;
  int n = 0;
  for (char c : v) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    n = n * 10 + (c - '0');
  }
  out = static_cast<int16_t>(neg ? -n : n);
  return true;
}

// The Valid expression of `key` as the permanents the static applies to.
Status read_affected(StaticReader& r, std::string_view key, StaticAbility& out) {
  const std::string* v = r.take(key);
  if (!v) return r.error(std::string(key) + "$ is missing");
  Result<Filter> f = compile_filter(*v, out.subtypes, FilterUse::SourceRelative);
  if (!f) return r.error(std::string(key) + "$: " + f.message());
  if (f->allows_players())
    return r.error(std::string(key) + "$ '" + *v + "': players are not supported");
  for (const FilterTerm& t : f->terms) {
    if (t.turn_facts)  // statics are not refreshed when these change
      return r.error(std::string(key) + "$ '" + *v + "': this-turn properties are not supported");
    if (t.stat >= 0)  // would depend on the P/T statics change (613.8)
      return r.error(std::string(key) + "$ '" + *v +
                     "': power/toughness tests are not supported (layer 7 dependency, 613.8)");
    if (t.keywords_all || t.keywords_none)  // would depend on the keywords statics grant (613.8)
      return r.error(
          std::string(key) + "$ '" + *v +
          "': keyword tests (with/without) are not supported (layer 6 dependency, 613.8)");
  }
  out.affected = std::move(*f);
  return Status::ok();
}

// Only the battlefield: the zone a permanent's static abilities work from (611.3a, 113.6);
// EffectZone$ All only for a characteristic-defining ability (604.3), which works everywhere.
Status read_zones(StaticReader& r, StaticAbility& st) {
  const std::string* cda = r.take("CharacteristicDefining");
  if (cda && !iequal(trim(*cda), "True"))
    return r.error("CharacteristicDefining$ " + *cda + " is not supported");
  for (std::string_view key : {"EffectZone", "AffectedZone"}) {
    const std::string* v = r.take(key);
    if (!v || iequal(trim(*v), "Battlefield")) continue;
    if (key == "EffectZone" && cda && iequal(trim(*v), "All")) {
      st.characteristic_defining = true;
      continue;
    }
    return r.error(std::string(key) + "$ " + *v +
                   " is not supported (only Battlefield; All for a characteristic-defining ability)");
  }
  if (cda && !st.characteristic_defining)
    return r.error("CharacteristicDefining$ needs EffectZone$ All (604.3)");
  return Status::ok();
}

// "Protection:Card.Black:Protection from black" with an optional
// ":Card.CardUID_HostCardUID" ("this effect doesn't remove CARDNAME").
Status read_protection(StaticReader& r, std::string_view word, StaticAbility& out) {
  std::vector<std::string_view> parts;
  for (size_t at = 0;;) {
    size_t colon = word.find(':', at);
    parts.push_back(word.substr(at, colon == std::string_view::npos ? colon : colon - at));
    if (colon == std::string_view::npos) break;
    at = colon + 1;
  }
  const std::string bad = "AddKeyword$ '" + std::string(word) + "' is not supported";
  if (parts.size() < 3 || parts.size() > 4 || parts[1].substr(0, 5) != "Card.") return r.error(bad);
  const int c = color_from_name(std::string(parts[1].substr(5)));
  if (c < 0 || !iequal(parts[2], "Protection from " + std::string(parts[1].substr(5)))) return r.error(bad);
  if (parts.size() == 4) {
    if (parts[3] != "Card.CardUID_HostCardUID") return r.error(bad);
    out.ward_self = true;
  }
  out.protection = static_cast<ColorMask>(out.protection | (1u << c));
  return Status::ok();
}

Status read_keywords(StaticReader& r, StaticAbility& out) {
  const std::string* v = r.take("AddKeyword");
  if (!v) return Status::ok();
  std::string_view rest = *v;
  while (true) {
    size_t amp = rest.find('&');
    std::string_view word = trim(rest.substr(0, amp));
    if (word.substr(0, 11) == "Protection:") {  // the Wards' form (702.16)
      if (Status s = read_protection(r, word, out); !s) return s;
      if (amp == std::string_view::npos) break;
      rest.remove_prefix(amp + 1);
      continue;
    }
    int k = -1;
    for (int i = 0; i < kNumKeywords; ++i)
      if (iequal(word, keyword_name(static_cast<Keyword>(i)))) k = i;
    int e = -1;
    for (int i = 0; i < kNumEvasion; ++i)
      if (iequal(word, evasion_name(i))) e = i;
    const int extra = pump_extra_bits(word) & ~kGrantEvasionMask;  // "Prevent all combat damage ..."
    if (e >= 0) {
      out.evasion = static_cast<uint8_t>(out.evasion | (1u << e));
    } else if (extra) {
      out.extra = static_cast<uint16_t>(out.extra | extra);
    } else if (k < 0) {
      return r.error("AddKeyword$ '" + std::string(word) +
                     "' is not a keyword the engine enforces");
    } else {
      out.keywords = static_cast<uint16_t>(out.keywords | (1u << k));
    }
    if (amp == std::string_view::npos) break;
    rest.remove_prefix(amp + 1);
  }
  return Status::ok();
}

// AddPower$/AddToughness$: a number into `out`, or an SVar that counts (with an optional
// sign) into `count`, setting st.counted_pt (613.4c: "+1/+1 for each ...").
Status read_pt(StaticReader& r, const char* key, int16_t& out, CondAmount& count,
               StaticAbility& st) {
  const std::string* v = r.take(key);
  if (!v) return Status::ok();
  if (parse_amount(*v, out)) return Status::ok();
  if (Status s = read_static_pt_amount(key, *v, r.script(), st, count); !s) return s;
  st.counted_pt = true;
  return Status::ok();
}

// RaiseCost / ReduceCost (601.2f): ValidCard$ (the spell, or the permanent whose ability it
// is), Type$ Spell|Ability, Amount$ N (a number), Activator$ You|Opponent|Player.
Status read_cost_mod(StaticReader& r, StaticAbility& st) {
  if (Status s = read_affected(r, "ValidCard", st); !s) return s;
  const std::string* type = r.take("Type");
  if (!type || (*type != "Spell" && *type != "Ability"))
    return r.error("Type$ " + (type ? *type : std::string("(missing)")) +
                   " is not supported (only Spell or Ability)");
  st.cost_of = *type == "Spell" ? CostModOf::Spell : CostModOf::Ability;
  const std::string* amount = r.take("Amount");
  if (!amount || !parse_amount(*amount, st.cost_amount) || st.cost_amount <= 0 ||
      (*amount)[0] == '+')
    return r.error("Amount$ " + (amount ? *amount : std::string("(missing)")) +
                   " is not supported (only a number)");
  if (const std::string* by = r.take("Activator")) {
    if (*by == "You")
      st.cost_by = CostModBy::You;
    else if (*by == "Opponent")
      st.cost_by = CostModBy::Opponent;
    else if (*by != "Player")
      return r.error("Activator$ " + *by + " is not supported (only You, Opponent or Player)");
  }
  return Status::ok();
}

}  // namespace

StaticReader::StaticReader(const AbilityNode& n, std::string_view mode, std::string_view script,
                           StaticAbility& out)
    : n_(n),
      mode_(mode),
      script_(script),
      out_(out),
      family_(static_family(n.static_mode)),
      used_(n.params.size(), false) {}

const std::string* StaticReader::take(std::string_view key) {
  if (!param_listed(kCommonStaticParams, key) && !(family_ && param_listed(family_->params, key)))
    return nullptr;  // not the mode's: left over, refused by name
  for (size_t i = 0; i < n_.params.size(); ++i)
    if (n_.params[i].key == key) {
      used_[i] = true;
      return &n_.params[i].value;
    }
  return nullptr;
}

Status StaticReader::leftovers() const {
  for (size_t i = 0; i < n_.params.size(); ++i)
    if (!used_[i] && !param_listed(kDescriptiveStaticParams, n_.params[i].key) &&
        !n_.params[i].key.empty())
      return error("parameter " + n_.params[i].key + "$ is not supported");
  return Status::ok();
}

namespace {

// "You have no maximum hand size" / "Your maximum hand size is N" (402.2) and "You may play
// an additional land on each of your turns" (AdjustLandPlays:N, 305.2), for Affected$ You or
// Player: st.effect becomes MaxHandSize or LandPlays, its player filter st.affected
// (rules/player_statics.h). Anything else leaves st as it is.
Status read_player_static(StaticReader& r, StaticAbility& st) {
  const AbilityNode& node = r.node();
  const std::string* a = node.param("Affected");
  if (!a || (*a != "You" && *a != "Player")) return Status::ok();
  const std::string* hand = node.param("SetMaxHandSize");
  const std::string* kw = node.param("AddKeyword");
  const bool lands = kw && kw->rfind("AdjustLandPlays:", 0) == 0;
  if (!hand && !lands) return Status::ok();
  if (hand && kw) return r.error("SetMaxHandSize$ with AddKeyword$ is not supported");
  Result<Filter> f = compile_filter(*a, st.subtypes, FilterUse::SourceRelative);
  if (!f) return r.error("Affected$: " + f.message());
  st.affected = std::move(*f);
  r.take("Affected");
  if (hand) {
    r.take("SetMaxHandSize");
    if (*hand != "Unlimited" && (!is_integer(*hand) || hand->size() > 2 || std::stoi(*hand) < 0))
      return r.error("SetMaxHandSize$ " + *hand + " is not supported (a number or Unlimited)");
    st.effect = StaticEffect::MaxHandSize;
    st.power = *hand == "Unlimited" ? kNoMaxHandSize : static_cast<int16_t>(std::stoi(*hand));
    return Status::ok();
  }
  r.take("AddKeyword");
  const std::string n = kw->substr(std::string("AdjustLandPlays:").size());
  if (!is_integer(n) || n.size() > 1 || std::stoi(n) < 1)
    return r.error("AddKeyword$ " + *kw + " is not supported (AdjustLandPlays:1 to 9)");
  st.effect = StaticEffect::LandPlays;
  st.power = static_cast<int16_t>(std::stoi(n));
  return Status::ok();
}

}  // namespace

// Continuous (611.3, 613): P/T changes and keywords (layers 7c, 6), control, types, colors
// and set P/T (layers 2, 4, 5, 7b), characteristic-defining abilities (604.3), and two forms
// about players: Stasis's "players skip their untap steps" and Cursed Rack's hand size.
Status compile_continuous_static(StaticReader& r) {
  const AbilityNode& node = r.node();
  StaticAbility& st = r.ability();
  st.effect = StaticEffect::Continuous;
  // "Players skip their untap steps" (Stasis): Affected$ Player with that one keyword.
  if (const std::string* a = node.param("Affected"), *k = node.param("AddKeyword");
      a && k && *a == "Player" && *k == "Skip your untap step.") {
    r.take("Affected");
    r.take("AddKeyword");
    st.effect = StaticEffect::SkipUntap;
    return Status::ok();
  }
  // "The chosen player's maximum hand size is four" (Cursed Rack): the player its source
  // chose (614.12); applied in the cleanup step (514.1).
  if (const std::string* a = node.param("Affected"), *h = node.param("SetMaxHandSize");
      a && h && *a == "Player.Chosen") {
    r.take("Affected");
    r.take("SetMaxHandSize");
    if (!is_integer(*h) || h->size() > 2 || std::stoi(*h) < 0)
      return r.error("SetMaxHandSize$ " + *h + " is not supported (a number)");
    st.effect = StaticEffect::MaxHandSize;
    st.power = static_cast<int16_t>(std::stoi(*h));
    return Status::ok();
  }
  if (Status s = read_player_static(r, st); !s || st.effect != StaticEffect::Continuous) return s;
  if (!st.characteristic_defining) {
    if (Status s = read_affected(r, "Affected", st); !s) return s;
  } else if (r.take("Affected")) {  // 604.3: it defines its own characteristics only
    return r.error("Affected$ with CharacteristicDefining$ is not supported");
  }
  const TakeParam take = [&r](std::string_view key) { return r.take(key); };
  if (Status s = read_layer_params(take, r.script(), st); !s) return s;
  if (Status s = read_pt(r, "AddPower", st.power, st.power_count, st); !s) return s;
  if (Status s = read_pt(r, "AddToughness", st.toughness, st.toughness_count, st); !s) return s;
  return read_keywords(r, st);
}

// CantAttack, CantBlock (508.1a, 509.1a): the creatures ValidCard$ names.
Status compile_cant_attack_block_static(StaticReader& r) {
  StaticAbility& st = r.ability();
  st.effect = r.node().static_mode == StaticMode::CantAttack ? StaticEffect::CantAttack
                                                             : StaticEffect::CantBlock;
  return read_affected(r, "ValidCard", st);
}

// ETBTapped (614.1c): "... enter the battlefield tapped" (Kismet).
Status compile_etb_tapped_static(StaticReader& r) {
  StaticAbility& st = r.ability();
  st.effect = StaticEffect::ETBTapped;
  return read_affected(r, "ValidCard", st);
}

// RaiseCost, ReduceCost (601.2f).
Status compile_cost_mod_static(StaticReader& r) {
  StaticAbility& st = r.ability();
  st.effect = r.node().static_mode == StaticMode::RaiseCost ? StaticEffect::RaiseCost
                                                            : StaticEffect::ReduceCost;
  return read_cost_mod(r, st);
}

Result<StaticAbility> compile_static(const AbilityNode& node, std::string_view script) {
  const StaticFamily* family = static_family(node.static_mode);  // ability_registry.cpp
  if (!family)
    return Status::error("static abilities (S:) Mode$ " + node.head + " are not supported yet");
  StaticAbility st;
  st.line = node.line;
  StaticReader r(node, static_mode_name(node.static_mode), script, st);
  if (const std::string* d = r.take("Description")) st.description = *d;
  if (Status s = read_zones(r, st); !s) return s;
  if (Status s = family->compile(r); !s) return s;
  // "As long as ..." (604.2): a condition of a Continuous effect on permanents.
  if (node.static_mode == StaticMode::Continuous && has_static_condition_params(node)) {
    if (st.effect != StaticEffect::Continuous || st.characteristic_defining)
      return r.error(
          "a condition (CheckSVar$, Condition$) is supported only on an effect on permanents");
    const TakeParam take = [&r](std::string_view key) { return r.take(key); };
    if (Status s = read_static_condition(take, script, st); !s) return s;
  }
  if (Status s = r.leftovers(); !s) return s;
  if (st.effect == StaticEffect::Continuous && st.power == 0 && st.toughness == 0 &&
      !st.counted_pt && st.keywords == 0 && st.evasion == 0 && st.extra == 0 && st.layers == 0 &&
      !st.attacks_despite_defender &&
      !st.lure && !st.cant_attack_or_block && !st.no_untap && st.protection == 0)
    return r.error("no AddPower$, AddToughness$, AddKeyword$ or layer change: nothing the engine can apply");
  // 604.3: a characteristic-defining ability sets power and toughness and nothing else here.
  if (st.characteristic_defining &&
      (st.layers != kLayerSetPT || st.power || st.toughness || st.counted_pt || st.keywords ||
       st.evasion || st.extra))
    return r.error("a characteristic-defining ability may only set power and toughness");
  return st;
}

}  // namespace rwd
