#include "cards/valid_expr.h"

#include <algorithm>
#include <cctype>

namespace rwd {

namespace {

bool upper(char c) {
  return std::isupper(static_cast<unsigned char>(c)) != 0;
}
bool lower(char c) {
  return std::islower(static_cast<unsigned char>(c)) != 0;
}
bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}
std::string quoted(std::string_view s) {
  constexpr size_t kMax = 60;
  return "'" + std::string(s.substr(0, kMax)) + (s.size() > kMax ? "...'" : "'");
}

// Lower-case properties without argument (Forge's CardProperty / PlayerProperty names).
constexpr std::string_view kFlags[] = {"attacking",
                                       "attackingLKI",
                                       "attackingYou",
                                       "attackingYouOrYourPW",
                                       "notattacking",
                                       "blocking",
                                       "notblocking",
                                       "blocked",
                                       "unblocked",
                                       "blockingSource",
                                       "blockedBySource",
                                       "blockedSource",
                                       "blockingRemembered",
                                       "blockedByRemembered",
                                       "isBlockedByRemembered",
                                       "blockedRemembered",
                                       "blockingCreatureYouCtrl",
                                       "blockedThisCombat",
                                       "blockedThisTurn",
                                       "notBlockedThisTurn",
                                       "gotBlockedThisTurn",
                                       "blockedByThisTurn",
                                       "blockedBySourceThisTurn",
                                       "attackedThisTurn",
                                       "notAttackedThisTurn",
                                       "attackedThisCombat",
                                       "attackedLastTurn",
                                       "attackedBySourceThisCombat",
                                       "attackersBandedWith",
                                       "sharesBlockingAssignmentWith",
                                       "blockedOrBeenBlockedSinceYourLastUpkeep",
                                       "attackedOrBlockedSinceYourLastUpkeep",
                                       "tapped",
                                       "untapped",
                                       "startedTheTurnUntapped",
                                       "token",
                                       "nontoken",
                                       "nonToken",
                                       "faceDown",
                                       "faceUp",
                                       "kicked",
                                       "notkicked",
                                       "enchanted",
                                       "unenchanted",
                                       "equipped",
                                       "equipping",
                                       "suspended",
                                       "sameName",
                                       "wasCast",
                                       "wasNotCast",
                                       "wasCastFromHand",
                                       "wasNotCastFromHand",
                                       "wasCastFromGraveyard",
                                       "wasCastFromLibrary",
                                       "prowled",
                                       "surged",
                                       "spectacle",
                                       "madness",
                                       "convoked",
                                       "wasDealtDamageThisTurn",
                                       "dealtDamageToYouThisTurn",
                                       "dealtDamageToOppThisTurn",
                                       "dealtDamageThisTurn",
                                       "dealtDamageThisGame",
                                       "notFirstTurnControlled",
                                       "enteredBattlefieldThisTurn",
                                       "notEnteredBattlefieldThisTurn",
                                       "notExertedThisTurn",
                                       "hasNonManaActivatedAbility",
                                       "hasActivatedAbilityWithTapCost",
                                       "hasManaAbility",
                                       "hasXCost",
                                       "hasMoreLife",
                                       "hasMoreLifeThanActive",
                                       "hasMoreCardsInHandThanActive",
                                       "hasFewerCreaturesInYardThanActive",
                                       "withMoreCreaturesThanActive",
                                       "withMoreLandsThanActive",
                                       "withMoreCreaturesThanYou",
                                       "withMostPermanentInPlay",
                                       "unequalPT",
                                       "canProduceSameManaTypeWith",
                                       "controllerWasDealtCombatDamageByThisTurn",
                                       "nonChosenCard",
                                       "greatestPower",
                                       "greatestPowerControlledByYou",
                                       "leastPower",
                                       "lowestCMC",
                                       "greatestRememberedCMC",
                                       "lowestRememberedCMC",
                                       "sharesCreatureTypeWith",
                                       "sharesCardTypeWith",
                                       "sharesColorWith",
                                       "sharesPermanentTypeWith",
                                       "sharesNameWith",
                                       "sharesControllerWith",
                                       "sharesOwnerWith",
                                       "sharesTypeWith",
                                       "unequipped",
                                       "canProduceMana"};

// Lower-case properties followed by an argument, glued or after a space. Longest first wins.
constexpr std::string_view kArgPrefixes[] = {"named",
                                             "notnamed",
                                             "with",
                                             "without",
                                             "sharesNameWith",
                                             "doesNotShareNameWith",
                                             "sharesCreatureTypeWith",
                                             "sharesCardTypeWith",
                                             "sharesColorWith",
                                             "notSharesColorWith",
                                             "sharesControllerWith",
                                             "sharesOwnerWith",
                                             "sharesTypeWith",
                                             "sharesPermanentTypeWith",
                                             "sharesCMCWith",
                                             "inZone",
                                             "inRealZone",
                                             "set",
                                             "wasDealtDamageThisTurnBy",
                                             "wasDealtCombatDamageThisTurnBy",
                                             "blockedValidThisTurn",
                                             "blockedByValidThisTurn",
                                             "dealtCombatDamageThisCombat",
                                             "notDealtCombatDamageThisTurn",
                                             "controls",
                                             "greatestCMC_",
                                             "hasKeyword",
                                             "canProduceManaColor"};

// Lower-case comparison stats: <stat><OP><operand> ("powerLE2", "cmcEQX", "totalPT_EQX").
constexpr std::string_view kStats[] = {"power",   "toughness", "cmc",
                                       "leftcmc", "rightcmc",  "totalPT"};
constexpr std::string_view kOps[] = {"LT", "LE", "EQ", "NE", "GE", "GT", "M2"};

// Capitalised names that are properties, not type words (classification only: unknown
// capitalised words are type tests, as in Forge).
constexpr std::string_view kUpperFlags[] = {"Self",
                                            "Other",
                                            "StrictlySelf",
                                            "StrictlyOther",
                                            "Historic",
                                            "MonoColor",
                                            "MultiColor",
                                            "Split",
                                            "NotSplit",
                                            "Kicked",
                                            "Sacrificed",
                                            "Imprinted",
                                            "Above",
                                            "DirectlyAbove",
                                            "Paired",
                                            "PairedWith",
                                            "CastSa",
                                            "NoAbilities",
                                            "NoCounters",
                                            "CostsPhyrexianMana",
                                            "LostLifeThisTurn",
                                            "DiscardedThisTurn",
                                            "SecondSpellCastThisTurn",
                                            "ThisTurnCast",
                                            "ThisTurnEntered",
                                            "DeclaredAttackerThisTurn",
                                            "RememberMap",
                                            "OpponentOf",
                                            "OpponentToActive",
                                            "MostProminentColor",
                                            "CanEnchantSource",
                                            "CanEnchantRemembered",
                                            "OtherThanSourceOwner",
                                            "NameNotEnchantingEnchantedPlayer",
                                            "AnyChosenColor",
                                            "FortifiedBy",
                                            "ValidGraveyard",
                                            "Attached",
                                            "Damaged",
                                            "NamedCard",
                                            "NamedByRememberedPlayer",
                                            "ExiledWithSource",
                                            "EffectSource",
                                            "TopLibrary",
                                            "TopGraveyard",
                                            "TopGraveyardCreature",
                                            "BottomGraveyard",
                                            "OwnedBy",
                                            "ControlledBy",
                                            "HasSubtype",
                                            "HasNoSubtype",
                                            "HasCounters",
                                            "Active"};
// Capitalised property families: a prefix followed by more capitalised words.
constexpr std::string_view kUpperPrefixes[] = {
    "Is",         "Not",        "Has",      "You",       "Opp",          "Triggered",
    "Remembered", "Chosen",     "Targeted", "Enchanted", "Equipped",     "Attached",
    "Damaged",    "Controller", "Defender", "Defending", "ActivePlayer", "Shares",
    "Named",      "Exiled",     "Paired",   "Owner",     "Can"};
constexpr std::string_view kColorSources[] = {"WhiteSource",      "BlueSource",  "BlackSource",
                                              "RedSource",        "GreenSource", "ColorlessSource",
                                              "ChosenColorSource"};

bool is_flag(std::string_view p) {
  return std::find(std::begin(kFlags), std::end(kFlags), p) != std::end(kFlags);
}

bool upper_flag(std::string_view p) {
  if (std::find(std::begin(kUpperFlags), std::end(kUpperFlags), p) != std::end(kUpperFlags))
    return true;
  if (std::find(std::begin(kColorSources), std::end(kColorSources), p) != std::end(kColorSources))
    return true;
  for (std::string_view pre : kUpperPrefixes)
    if (p.size() > pre.size() && starts_with(p, pre) && upper(p[pre.size()])) return true;
  return false;
}

// "powerLE2" -> stat "power", op "LE", operand "2". False if `p` is not a comparison.
bool split_compare(std::string_view p, ValidProp& out) {
  if (starts_with(p, "counters_")) {  // counters_GE1_P1P1 (op, number, counter type)
    std::string_view rest = p.substr(9);
    for (std::string_view op : kOps) {
      if (!starts_with(rest, op)) continue;
      out.name = "counters";
      out.op = std::string(op);
      out.operand = std::string(rest.substr(op.size()));
      return true;
    }
    return false;
  }
  for (std::string_view stat : kStats) {
    if (!starts_with(p, stat)) continue;
    std::string_view rest = p.substr(stat.size());
    if (!rest.empty() && rest.front() == '_') rest.remove_prefix(1);
    for (std::string_view op : kOps) {
      if (!starts_with(rest, op) || rest.size() == op.size()) continue;
      out.name = std::string(stat);
      out.op = std::string(op);
      out.operand = std::string(rest.substr(op.size()));
      return true;
    }
  }
  return false;
}

Status parse_prop(std::string_view p, ValidProp& out) {
  out.text = std::string(p);
  if (p.empty()) return Status::error("empty property");
  if (starts_with(p, "non") && p.size() > 3 && !is_flag(p)) {
    out.kind = ValidPropKind::NonType;
    out.name = std::string(p.substr(3));
    return Status::ok();
  }
  if (upper(p[0])) {
    size_t sp = p.find(' ');
    std::string_view word = p.substr(0, sp);
    if (sp != std::string_view::npos) {
      out.kind = ValidPropKind::Arg;
      out.name = std::string(word);
      out.operand = std::string(p.substr(sp + 1));
      return Status::ok();
    }
    out.kind = upper_flag(word) ? ValidPropKind::Flag : ValidPropKind::Type;
    out.name = std::string(word);
    return Status::ok();
  }
  if (!lower(p[0])) return Status::error("bad property " + quoted(p));
  if (is_flag(p)) {
    out.kind = ValidPropKind::Flag;
    out.name = std::string(p);
    return Status::ok();
  }
  if (size_t sp = p.find(' '); sp != std::string_view::npos && is_flag(p.substr(0, sp))) {
    out.kind = ValidPropKind::Arg;  // "kicked 1", "sharesColorWith Enchanted"
    out.name = std::string(p.substr(0, sp));
    out.operand = std::string(p.substr(sp + 1));
    return Status::ok();
  }
  if (split_compare(p, out)) {
    out.kind = ValidPropKind::Compare;
    return Status::ok();
  }
  std::string_view best;
  for (std::string_view pre : kArgPrefixes)
    if (starts_with(p, pre) && p.size() > pre.size() && pre.size() > best.size()) best = pre;
  if (!best.empty()) {
    out.kind = ValidPropKind::Arg;
    out.name = std::string(best);
    std::string_view arg = p.substr(best.size());
    if (!arg.empty() && arg.front() == ' ') arg.remove_prefix(1);
    out.operand = std::string(arg);
    return Status::ok();
  }
  std::string_view word = p.substr(0, p.find(' '));
  std::string capitalised(word);
  capitalised[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(capitalised[0])));
  std::string hint = upper_flag(capitalised) ? " (did you mean '" + capitalised +
                                                   "'? "
                                                   "properties are case-sensitive)"
                                             : "";
  return Status::error("unknown property " + quoted(word) + hint);
}

bool type_word(std::string_view t) {
  if (t.empty()) return false;
  for (char c : t)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-') return false;
  return true;
}

}  // namespace

Result<ValidExpr> parse_valid_expr(std::string_view text) {
  ValidExpr expr;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t comma = text.find(',', pos);
    if (comma == std::string_view::npos) comma = text.size();
    std::string_view alt = text.substr(pos, comma - pos);
    pos = comma + 1;
    while (!alt.empty() && alt.front() == ' ') alt.remove_prefix(1);
    while (!alt.empty() && alt.back() == ' ') alt.remove_suffix(1);
    if (alt.empty())
      return Status::error(text.empty() ? "empty valid expression"
                                        : "empty alternative in " + quoted(text));
    ValidTerm term;
    if (alt.front() == '!') {
      term.negated = true;
      alt.remove_prefix(1);
    }
    size_t dot = alt.find('.');
    std::string_view type = alt.substr(0, dot);
    if (!type_word(type)) return Status::error("bad type word " + quoted(type));
    term.type = std::string(type);
    if (dot != std::string_view::npos) {
      std::string_view props = alt.substr(dot + 1);
      size_t p = 0;
      while (p <= props.size()) {
        size_t plus = props.find('+', p);
        if (plus == std::string_view::npos) plus = props.size();
        ValidProp prop;
        if (Status s = parse_prop(props.substr(p, plus - p), prop); !s)
          return Status::error(s.message() + " in " + quoted(alt));
        term.props.push_back(std::move(prop));
        p = plus + 1;
      }
    }
    expr.alternatives.push_back(std::move(term));
  }
  return expr;
}

std::vector<std::string_view> valid_property_names() {
  std::vector<std::string_view> out(std::begin(kFlags), std::end(kFlags));
  out.insert(out.end(), std::begin(kArgPrefixes), std::end(kArgPrefixes));
  out.insert(out.end(), std::begin(kUpperFlags), std::end(kUpperFlags));
  return out;
}

}  // namespace rwd
