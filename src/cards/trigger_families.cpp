#include "cards/trigger_families.h"

#include "cards/filter_compiler.h"
#include "core/text.h"

namespace rwd {

namespace {

// Bit of rules Zone (rules/state.h order) for a ChangesZone Origin$/Destination$ word; 0 for
// Any; -1 if not a zone.
int zone_bits(const std::string& z) {
  static constexpr std::string_view kZones[] = {"Library",   "Hand",  "Battlefield",
                                                "Graveyard", "Stack", "Exile"};
  if (z == "Any") return 0;
  for (int i = 0; i < 6; ++i)
    if (z == kZones[i]) return 1 << i;
  return -1;
}

// Whether a Valid parameter names one object: the source itself or what it is attached to.
bool names_one_object(const std::string* v) {
  return v && (is_self_valid(v) || *v == "Card.AttachedBy" || *v == "Creature.AttachedBy" ||
               *v == "Card.EnchantedBy" || *v == "Creature.EnchantedBy");
}

}  // namespace

bool is_self_valid(const std::string* v) {
  return v && (*v == "Card.Self" || *v == "Creature.Self");
}

Result<int> TriggerReader::filter(std::string_view key, bool players_ok) {
  const std::string* v = n_.param(key);
  if (!v || is_self_valid(v)) return -1;
  Result<Filter> f = compile_filter(*v, prog_.subtypes, FilterUse::SourceRelative);
  if (!f) return error(std::string(key) + "$: " + f.message());
  for (const FilterTerm& t : f->terms)
    if (t.chosen)
      return error(std::string(key) + "$ " + *v +
                   ": the chosen color is not supported in triggers");
  if (f->allows_players() && !players_ok)
    return error(std::string(key) + "$ " + *v + ": players are not allowed here");
  if (prog_.filters.size() >= 100) return error("too many filters");
  prog_.filters.push_back(std::move(*f));
  return static_cast<int>(prog_.filters.size()) - 1;
}

Status TriggerReader::card(std::string_view key) {
  Result<int> f = filter(key, false);
  if (!f) return f.status();
  t_.card_filter = static_cast<int8_t>(*f);
  return Status::ok();
}

Status TriggerReader::player(std::string_view key, bool enchanted_ok) {
  const std::string* who = n_.param(key);
  if (!who || *who == "You")
    t_.player = TriggerPlayer::You;
  else if (*who == "Player")
    t_.player = TriggerPlayer::Any;
  else if (*who == "Opponent" || *who == "Player.Opponent")
    t_.player = TriggerPlayer::Opponent;
  else if (enchanted_ok && *who == "EnchantedController")
    t_.player = TriggerPlayer::EnchantedController;
  else if (enchanted_ok && *who == "Player.Chosen")  // the player its source chose (614.12)
    t_.player = TriggerPlayer::Chosen;
  else
    return error(std::string(key) + "$ " + *who + " is not supported");
  return Status::ok();
}

// ChangesZone: "When CARDNAME enters the battlefield" (603.6a), "When CARDNAME dies" (700.4),
// or "Whenever [Valid] moves from Origin$ to Destination$" (603.6, 603.10a).
Status compile_changes_zone_trigger(TriggerReader& r) {
  const AbilityNode& n = r.node();
  TriggeredAbility& t = r.ability();
  const std::string* origin = n.param("Origin");
  const std::string* dest = n.param("Destination");
  // 603.10a: leaves-the-battlefield abilities look back in time; the controller is the
  // permanent's then (TriggerController$ TriggeredCardController says so).
  if (is_self_valid(n.param("ValidCard")) && dest && *dest == "Battlefield" &&
      (!origin || *origin == "Any")) {
    t.event = TriggerEvent::EntersBattlefield;
    return Status::ok();
  }
  if (is_self_valid(n.param("ValidCard")) && origin && *origin == "Battlefield" && dest &&
      *dest == "Graveyard") {
    t.event = TriggerEvent::Dies;
    return Status::ok();
  }
  if (!n.param("ValidCard")) return r.error("needs ValidCard$");
  t.event = TriggerEvent::ZoneChange;
  const int o = origin ? zone_bits(*origin) : 0, d = dest ? zone_bits(*dest) : 0;
  if (o < 0) return r.error("Origin$ " + *origin + " is not supported");
  if (d < 0) return r.error("Destination$ " + *dest + " is not supported");
  if (o == 0 && d == 0) return r.error("needs Origin$ or Destination$");
  t.origin = static_cast<uint8_t>(o);
  t.destination = static_cast<uint8_t>(d);
  if (Status s = r.card(); !s) return s;
  // A trigger of a permanent that leaves the battlefield itself is the only kind that
  // looks back in time (603.10a); other objects are watched only from the battlefield.
  if (t.card_filter < 0 && o != (1 << 2))
    return r.error(
        "ValidCard$ Card.Self is supported only for entering, dying or leaving the "
        "battlefield");
  return Status::ok();
}

// Phase: "At the beginning of [your / each] upkeep, draw step, end step" and "at end of
// combat" (503.1, 504.2, 513.1, 511.1).
Status compile_phase_trigger(TriggerReader& r) {
  const AbilityNode& n = r.node();
  TriggeredAbility& t = r.ability();
  const std::string* phase = n.param("Phase");
  if (!phase) return r.error("needs Phase$");
  if (*phase == "Upkeep")
    t.event = TriggerEvent::Upkeep;
  else if (*phase == "End of Turn" || *phase == "End Step")
    t.event = TriggerEvent::EndStep;
  else if (*phase == "Draw")
    t.event = TriggerEvent::DrawStep;
  else if (*phase == "EndCombat")  // 511.1 (Clockwork Beast)
    t.event = TriggerEvent::EndCombatStep;
  else if (*phase == "BeginCombat")  // 507.1
    t.event = TriggerEvent::BeginCombatStep;
  else
    return r.error("Phase$ " + *phase + " is not supported");
  if (Status s = r.player("ValidPlayer", true); !s) return s;
  // Without ValidPlayer$ a step trigger is "each" (Forge's default): "At the beginning of
  // each end step" (Whirling Dervish), "At the beginning of the end step" (Ball Lightning).
  if (!n.param("ValidPlayer")) t.player = TriggerPlayer::Any;
  t.each_player = t.player == TriggerPlayer::Any;
  return Status::ok();
}

// Attacks, Blocks, AttackerBlocked, AttackerUnblocked, Taps, TapsForMana: an event about one
// card, which ValidCard$ names (508.1, 509.1, 509.1h, 701.21, 106.12).
Status compile_card_event_trigger(TriggerReader& r) {
  TriggeredAbility& t = r.ability();
  switch (r.node().trigger) {
    case TriggerMode::Attacks:
      t.event = TriggerEvent::Attacks;
      break;
    case TriggerMode::Blocks:
      t.event = TriggerEvent::Blocks;
      break;
    case TriggerMode::AttackerBlocked:
      t.event = TriggerEvent::AttackerBlocked;
      break;
    case TriggerMode::AttackerUnblocked:
      t.event = TriggerEvent::AttackerUnblocked;
      break;
    case TriggerMode::Taps:
      t.event = TriggerEvent::Taps;
      break;
    case TriggerMode::TapsForMana:
      t.event = TriggerEvent::TapsForMana;
      break;
    default:
      return r.error("not an event about one card");
  }
  if (!r.node().param("ValidCard")) return r.error("needs ValidCard$");
  if (const std::string* alone = r.node().param("Alone")) {  // "attacks alone" (506.5)
    if (*alone != "True" || t.event != TriggerEvent::Attacks)
      return r.error("Alone$ " + *alone + " is supported only as True for Mode$ Attacks");
    t.attacks_alone = true;
  }
  return r.card();
}

// BecomesTarget: "Whenever [ValidTarget$] becomes the target of a spell or ability" (115.1):
// once for each object targeted, as the spell is cast (601.2c, 601.2i), the ability
// activated (602.2b) or the triggered ability put on the stack (603.3d). ValidSource$: what
// the spell or the ability's source must be ("an opponent controls", Card.OppCtrl);
// SourceType$ Spell: spells only.
Status compile_becomes_target_trigger(TriggerReader& r) {
  const AbilityNode& n = r.node();
  TriggeredAbility& t = r.ability();
  t.event = TriggerEvent::BecomesTarget;
  if (!n.param("ValidTarget")) return r.error("needs ValidTarget$");
  if (const std::string* first = n.param("FirstTime"))
    return r.error("FirstTime$ " + *first + " is not supported");
  if (Status s = r.card("ValidTarget"); !s) return s;
  Result<int> src = r.filter("ValidSource", false);
  if (!src) return src.status();
  if (*src < 0 && n.param("ValidSource")) return r.error("ValidSource$ Card.Self is not supported");
  t.other_filter = static_cast<int8_t>(*src);
  if (const std::string* type = n.param("SourceType")) {
    if (!iequal(*type, "Spell")) return r.error("SourceType$ " + *type + " is not supported");
    t.spells_only = true;
  }
  return Status::ok();
}

// AttackerBlockedByCreature: "Whenever [Valid] becomes blocked by a [Valid]" (509.1h), once
// per blocker; ValidBlocker$ Card.Self: "blocks or becomes blocked by" CARDNAME.
Status compile_blocked_by_trigger(TriggerReader& r) {
  const AbilityNode& n = r.node();
  TriggeredAbility& t = r.ability();
  t.event = TriggerEvent::AttackerBlockedBy;
  if (!n.param("ValidCard")) return r.error("needs ValidCard$");
  if (Status s = r.card(); !s) return s;
  Result<int> b = r.filter("ValidBlocker", false);
  if (!b) return b.status();
  t.other_filter = static_cast<int8_t>(*b);
  if (*b < 0 && n.param("ValidBlocker")) t.other_filter = kFilterSelf;  // "blocks": CARDNAME
  return Status::ok();
}

// DamageDone: "Whenever [Valid source] deals (combat) damage to [Valid target]" (120.3).
Status compile_damage_done_trigger(TriggerReader& r) {
  const AbilityNode& n = r.node();
  TriggeredAbility& t = r.ability();
  t.event = TriggerEvent::DamageDone;
  if (!n.param("ValidSource")) return r.error("needs ValidSource$");
  if (Status s = r.card("ValidSource"); !s) return s;
  Result<int> f = r.filter("ValidTarget", true);
  if (!f) return f.status();
  if (*f < 0 && n.param("ValidTarget")) return r.error("ValidTarget$ Card.Self is not supported");
  t.other_filter = static_cast<int8_t>(*f);
  if (const std::string* cd = n.param("CombatDamage")) {
    if (*cd != "True") return r.error("CombatDamage$ " + *cd + " is not supported");
    t.combat_only = true;
  }
  return Status::ok();
}

// DamageDealtOnce ("Whenever [source] deals damage", ValidSource$) and DamageDoneOnce
// ("Whenever [target] is dealt damage", ValidTarget$): once for all the damage dealt at the
// same time, with the total (120.3, 603.2c). The once-side must name one object (the source
// itself or the permanent it is attached to), so one waiting trigger per ability holds the
// batch; the other side is an optional filter.
Status compile_damage_once_trigger(TriggerReader& r) {
  const AbilityNode& n = r.node();
  TriggeredAbility& t = r.ability();
  const bool dealt = n.trigger == TriggerMode::DamageDealtOnce;
  const char* once_key = dealt ? "ValidSource" : "ValidTarget";
  const char* other_key = dealt ? "ValidTarget" : "ValidSource";
  t.event = dealt ? TriggerEvent::DamageDealtOnce : TriggerEvent::DamageDoneOnce;
  if (!names_one_object(n.param(once_key)))
    return r.error(std::string(once_key) + "$ must be Card.Self or Card.AttachedBy");
  if (Status s = r.card(once_key); !s) return s;
  Result<int> f = r.filter(other_key, dealt);
  if (!f) return f.status();
  if (*f < 0 && n.param(other_key))
    return r.error(std::string(other_key) + "$ Card.Self is not supported");
  t.other_filter = static_cast<int8_t>(*f);
  if (const std::string* cd = n.param("CombatDamage")) {
    if (*cd != "True") return r.error("CombatDamage$ " + *cd + " is not supported");
    t.combat_only = true;
  }
  return Status::ok();
}

// SpellCast: "Whenever [player] casts a [Valid] spell" (601.2i).
Status compile_spell_cast_trigger(TriggerReader& r) {
  const AbilityNode& n = r.node();
  TriggeredAbility& t = r.ability();
  t.event = TriggerEvent::SpellCast;
  if (n.param("ValidCard")) {
    if (is_self_valid(n.param("ValidCard")))
      return r.error("ValidCard$ Card.Self is not supported");
    if (Status s = r.card(); !s) return s;
  } else {
    Result<Filter> any = compile_filter("Card", r.prog().subtypes, FilterUse::SourceRelative);
    r.prog().filters.push_back(std::move(*any));
    t.card_filter = static_cast<int8_t>(r.prog().filters.size() - 1);
  }
  if (Status s = r.player("ValidActivatingPlayer", false); !s) return s;
  if (!n.param("ValidActivatingPlayer")) t.player = TriggerPlayer::Any;
  return Status::ok();
}

// Drawn: "Whenever [player] draws a card" (121.1); ValidCard$ Card.YouCtrl / Card.OppCtrl
// says whose draw (a drawn card is its owner's).
Status compile_drawn_trigger(TriggerReader& r) {
  TriggeredAbility& t = r.ability();
  t.event = TriggerEvent::Drawn;
  const std::string* v = r.node().param("ValidCard");
  if (!v || *v == "Card")
    t.player = TriggerPlayer::Any;
  else if (*v == "Card.YouCtrl" || *v == "Card.YouOwn")
    t.player = TriggerPlayer::You;
  else if (*v == "Card.OppCtrl" || *v == "Card.OppOwn")
    t.player = TriggerPlayer::Opponent;
  else
    return r.error("ValidCard$ " + *v + " is not supported");
  return Status::ok();
}

// LifeGained: "Whenever [player] gains life" (119.9).
Status compile_life_gained_trigger(TriggerReader& r) {
  r.ability().event = TriggerEvent::LifeGained;
  if (r.node().param("ValidCard")) return r.error("ValidCard$ is not supported");
  return r.player("ValidPlayer", false);
}

// Cycled (702.29d): "When you cycle CARDNAME" (ValidCard$ Card.Self: the card, by then in its
// owner's graveyard, is the source) or "Whenever a player cycles a card" (TriggerZones$
// Battlefield: a permanent watches, ValidCard$ says which cards).
Status compile_cycled_trigger(TriggerReader& r) {
  TriggeredAbility& t = r.ability();
  t.event = TriggerEvent::Cycled;
  const std::string* v = r.node().param("ValidCard");
  const bool watches = r.node().param("TriggerZones") != nullptr;
  if (is_self_valid(v)) {
    if (watches) return r.error("TriggerZones$ with ValidCard$ Card.Self is not supported");
    t.card_filter = -1;
    return Status::ok();
  }
  if (!watches) return r.error("ValidCard$ other than Card.Self needs TriggerZones$ Battlefield");
  if (!v) return r.error("ValidCard$ is required");
  return r.card();
}

// Discarded (701.9): "Whenever [an opponent] discards [a card]", a permanent watching
// (TriggerZones$ Battlefield); ValidCard$ says which cards (Card.YouOwn: yours; a discarded
// card is its owner's). The discarded card's own triggers (Card.Self) and ValidCause$ (what
// made the player discard) are not supported.
Status compile_discarded_trigger(TriggerReader& r) {
  TriggeredAbility& t = r.ability();
  t.event = TriggerEvent::Discarded;
  const std::string* v = r.node().param("ValidCard");
  if (!r.node().param("TriggerZones"))
    return r.error("only a permanent watching (TriggerZones$ Battlefield) is supported");
  if (is_self_valid(v)) return r.error("ValidCard$ Card.Self is not supported");
  if (v) return r.card();
  Result<Filter> any = compile_filter("Card", r.prog().subtypes, FilterUse::SourceRelative);
  r.prog().filters.push_back(std::move(*any));
  t.card_filter = static_cast<int8_t>(r.prog().filters.size() - 1);
  return Status::ok();
}

}  // namespace rwd
