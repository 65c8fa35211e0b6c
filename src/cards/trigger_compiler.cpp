#include "cards/trigger_compiler.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "cards/delayed_compiler.h"
#include "cards/spell_compiler.h"

namespace rwd {

namespace {

bool is_self(const std::string* v) {
  return v && (*v == "Card.Self" || *v == "Creature.Self");
}

// The parameters a supported trigger may have; anything else refuses it by name.
bool known_param(std::string_view key) {
  for (std::string_view k : {"Mode",
                             "Origin",
                             "Destination",
                             "ValidCard",
                             "Phase",
                             "ValidPlayer",
                             "TriggerZones",
                             "Execute",
                             "TriggerDescription",
                             "Secondary",
                             "AILogic",
                             "ValidSource",
                             "ValidTarget",
                             "CombatDamage",
                             "ValidBlocker",
                             "ValidActivatingPlayer",
                             "TriggerController",
                             "IsPresent",
                             "PresentCompare",
                             "PresentZone",
                             "NoTimestampCheck",
                             "OptionalDecider"})
    if (k == key) return true;
  return false;
}

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

class TriggerReader {
 public:
  TriggerReader(const AbilityNode& n, std::string mode, Program& prog, TriggeredAbility& t)
      : n_(n), mode_(std::move(mode)), prog_(prog), t_(t) {}

  Status error(const std::string& what) const { return Status::error(mode_ + " trigger: " + what); }

  // A Valid filter parameter, compiled into the program's filters (Self/Other/EnchantedBy
  // allowed): its index; -1 if the parameter is absent or names just the source.
  Result<int> filter(std::string_view key, bool players_ok) {
    const std::string* v = n_.param(key);
    if (!v || is_self(v)) return -1;
    Result<Filter> f = compile_filter(*v, prog_.subtypes, FilterUse::SourceRelative);
    if (!f) return error(std::string(key) + "$: " + f.message());
    for (const FilterTerm& t : f->terms)
      if (t.chosen) return error(std::string(key) + "$ " + *v + ": the chosen color is not supported in triggers");
    if (f->allows_players() && !players_ok)
      return error(std::string(key) + "$ " + *v + ": players are not allowed here");
    if (prog_.filters.size() >= 100) return error("too many filters");
    prog_.filters.push_back(std::move(*f));
    return static_cast<int>(prog_.filters.size()) - 1;
  }

  Status card(std::string_view key = "ValidCard") {
    Result<int> f = filter(key, false);
    if (!f) return f.status();
    t_.card_filter = static_cast<int8_t>(*f);
    return Status::ok();
  }

  // ValidPlayer$ / ValidActivatingPlayer$: You (default), Player, Opponent.
  Status player(std::string_view key, bool enchanted_ok) {
    const std::string* who = n_.param(key);
    if (!who || *who == "You")
      t_.player = TriggerPlayer::You;
    else if (*who == "Player")
      t_.player = TriggerPlayer::Any;
    else if (*who == "Opponent")
      t_.player = TriggerPlayer::Opponent;
    else if (enchanted_ok && *who == "EnchantedController")
      t_.player = TriggerPlayer::EnchantedController;
    else if (enchanted_ok && *who == "Player.Chosen")  // the player its source chose (614.12)
      t_.player = TriggerPlayer::Chosen;
    else
      return error(std::string(key) + "$ " + *who + " is not supported");
    return Status::ok();
  }

 private:
  const AbilityNode& n_;
  std::string mode_;
  Program& prog_;
  TriggeredAbility& t_;
};

// IsPresent$ (603.4 intervening "if"): a count of permanents compared with PresentCompare$.
Status read_present(const AbilityNode& n, TriggerReader& r, TriggeredAbility& t) {
  if (!n.param("IsPresent")) {
    if (n.param("PresentCompare") || n.param("PresentZone"))
      return r.error("PresentCompare$/PresentZone$ need IsPresent$");
    return Status::ok();
  }
  if (const std::string* z = n.param("PresentZone"); z && *z != "Battlefield")
    return r.error("PresentZone$ " + *z + " is not supported (only Battlefield)");
  Result<int> f = r.filter("IsPresent", false);
  if (!f) return f.status();
  if (*f < 0) {  // "if CARDNAME is on the battlefield": always true for a battlefield trigger
    return r.error("IsPresent$ " + *n.param("IsPresent") + " is not supported");
  }
  t.present_filter = static_cast<int8_t>(*f);
  if (const std::string* c = n.param("PresentCompare")) {
    static constexpr std::string_view kOps[] = {"EQ", "NE", "LT", "LE", "GT", "GE"};
    int op = -1;
    for (int i = 0; i < 6; ++i)
      if (c->size() > 2 && c->compare(0, 2, kOps[i]) == 0) op = i;
    const std::string num = op >= 0 ? c->substr(2) : std::string();
    if (op < 0 || num.empty() || num.size() > 2 || !std::all_of(num.begin(), num.end(), ::isdigit))
      return r.error("PresentCompare$ " + *c + " is not supported");
    t.present_cmp = static_cast<Compare>(op);
    t.present_n = static_cast<int8_t>(std::stoi(num));
  }
  return Status::ok();
}

// Whether a Valid parameter names one object: the source itself or what it is attached to.
bool names_one_object(const std::string* v) {
  return v && (is_self(v) || *v == "Card.AttachedBy" || *v == "Creature.AttachedBy" ||
               *v == "Card.EnchantedBy" || *v == "Creature.EnchantedBy");
}

// DamageDealtOnce ("Whenever [source] deals damage", ValidSource$) and DamageDoneOnce
// ("Whenever [target] is dealt damage", ValidTarget$): once for all the damage dealt at the
// same time, with the total (120.3, 603.2c). The once-side must name one object (the source
// itself or the permanent it is attached to), so one waiting trigger per ability holds the
// batch; the other side is an optional filter.
Status compile_damage_once(const AbilityNode& n, TriggerReader& r, TriggeredAbility& t) {
  const bool dealt = n.canonical_head() == "DamageDealtOnce";
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

std::string_view subject_word(TriggerSubject s) {
  switch (s) {
    case TriggerSubject::None:
      return "";
    case TriggerSubject::Card:
      return "TriggeredCard";
    case TriggerSubject::Player:
      return "TriggeredPlayer";
    case TriggerSubject::Target:
      return "TriggeredTarget";
    case TriggerSubject::CardController:
      return "TriggeredCardController";
    case TriggerSubject::SourceController:
      return "TriggeredSourceController";
    case TriggerSubject::Blocker:
      return "TriggeredBlocker";
  }
  return "";
}

// Whether the event of `t` has what its subject names.
bool subject_available(const TriggeredAbility& t) {
  const TriggerEvent e = t.event;
  if (e == TriggerEvent::DamageDealtOnce || e == TriggerEvent::DamageDoneOnce)
    return t.subject == TriggerSubject::None;  // only the amount
  const bool step =
      e == TriggerEvent::Upkeep || e == TriggerEvent::EndStep || e == TriggerEvent::DrawStep ||
      e == TriggerEvent::EndCombatStep;
  const bool player_event =
      e == TriggerEvent::Drawn || e == TriggerEvent::LifeGained || e == TriggerEvent::SpellCast;
  if (e == TriggerEvent::TapsForMana)  // the land, or the player who tapped it for mana
    return t.subject == TriggerSubject::None || t.subject == TriggerSubject::Card ||
           t.subject == TriggerSubject::Player || t.subject == TriggerSubject::CardController;
  switch (t.subject) {
    case TriggerSubject::None:
      return true;
    case TriggerSubject::Card:
    case TriggerSubject::CardController:
      return !step && !player_event && e != TriggerEvent::DamageDone;
    case TriggerSubject::Player:
      return step || player_event;
    case TriggerSubject::Target:
    case TriggerSubject::SourceController:
      return e == TriggerEvent::DamageDone;
    case TriggerSubject::Blocker:
      return e == TriggerEvent::AttackerBlockedBy;
  }
  return false;
}

}  // namespace

Result<TriggeredAbility> compile_trigger(const CardAbilities& abilities, int node,
                                         std::string_view card_name) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size()))
    return Status::error("no such trigger");
  const AbilityNode& n = abilities.nodes[node];
  if (n.kind != NodeKind::Trigger) return Status::error("not a triggered ability (T:)");
  const std::string mode(n.canonical_head());
  for (const Param& p : n.params)
    if (!known_param(p.key))
      return Status::error(mode + " trigger: parameter " + p.key + "$ is not supported");
  TriggeredAbility t;
  t.line = n.line;
  Program trig;  // the trigger's own filters, moved into its program below
  TriggerReader r(n, mode, trig, t);
  if (const std::string* z = n.param("TriggerZones"); z && *z != "Battlefield")
    return r.error("TriggerZones$ " + *z + " is not supported");
  if (const std::string* tc = n.param("TriggerController"); tc && *tc != "TriggeredCardController")
    return r.error("TriggerController$ " + *tc + " is not supported");
  if (mode != "ChangesZone" && (n.param("TriggerController") || n.param("NoTimestampCheck")))
    return r.error("TriggerController$ and NoTimestampCheck$ are supported only for ChangesZone");
  const bool damage_once = mode == "DamageDealtOnce" || mode == "DamageDoneOnce";
  if (mode != "DamageDone" && !damage_once &&
      (n.param("ValidSource") || n.param("ValidTarget") || n.param("CombatDamage")))
    return r.error(
        "ValidSource$, ValidTarget$ and CombatDamage$ are supported only for DamageDone, "
        "DamageDealtOnce and DamageDoneOnce");
  if (mode != "AttackerBlockedByCreature" && n.param("ValidBlocker"))
    return r.error("ValidBlocker$ is supported only for AttackerBlockedByCreature");
  if (mode != "SpellCast" && n.param("ValidActivatingPlayer"))
    return r.error("ValidActivatingPlayer$ is supported only for SpellCast");
  if (mode != "Phase" &&
      (n.param("Phase") || (n.param("ValidPlayer") && mode != "Drawn" && mode != "LifeGained")))
    return r.error("Phase$ and ValidPlayer$ are not supported for this mode");
  if (mode != "ChangesZone" && (n.param("Origin") || n.param("Destination")))
    return r.error("Origin$ and Destination$ are supported only for ChangesZone");
  if (Status s = read_present(n, r, t); !s) return s;
  if (mode == "ChangesZone") {
    const std::string* origin = n.param("Origin");
    const std::string* dest = n.param("Destination");
    // 603.10a: leaves-the-battlefield abilities look back in time; the controller is the
    // permanent's then (TriggerController$ TriggeredCardController says so).
    if (is_self(n.param("ValidCard")) && dest && *dest == "Battlefield" &&
        (!origin || *origin == "Any")) {
      t.event = TriggerEvent::EntersBattlefield;
    } else if (is_self(n.param("ValidCard")) && origin && *origin == "Battlefield" && dest &&
               *dest == "Graveyard") {
      t.event = TriggerEvent::Dies;
    } else {
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
    }
  } else if (mode == "Phase") {
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
    else
      return r.error("Phase$ " + *phase + " is not supported");
    if (Status s = r.player("ValidPlayer", true); !s) return s;
    // Without ValidPlayer$ a step trigger is "each" (Forge's default): "At the beginning of
    // each end step" (Whirling Dervish), "At the beginning of the end step" (Ball Lightning).
    if (!n.param("ValidPlayer")) t.player = TriggerPlayer::Any;
    t.each_player = t.player == TriggerPlayer::Any;
    if (t.player == TriggerPlayer::Opponent)
      return r.error("ValidPlayer$ Opponent is not supported");
  } else if (mode == "Attacks" || mode == "Blocks" || mode == "AttackerBlocked" ||
             mode == "AttackerUnblocked" || mode == "Taps" || mode == "TapsForMana") {
    t.event = mode == "Attacks"             ? TriggerEvent::Attacks
              : mode == "Blocks"            ? TriggerEvent::Blocks
              : mode == "AttackerBlocked"   ? TriggerEvent::AttackerBlocked
              : mode == "AttackerUnblocked" ? TriggerEvent::AttackerUnblocked
              : mode == "Taps"              ? TriggerEvent::Taps
                                            : TriggerEvent::TapsForMana;
    if (!n.param("ValidCard")) return r.error("needs ValidCard$");
    if (Status s = r.card(); !s) return s;
  } else if (mode == "AttackerBlockedByCreature") {
    t.event = TriggerEvent::AttackerBlockedBy;
    if (!n.param("ValidCard")) return r.error("needs ValidCard$");
    if (Status s = r.card(); !s) return s;
    Result<int> b = r.filter("ValidBlocker", false);
    if (!b) return b.status();
    t.other_filter = static_cast<int8_t>(*b);
    if (*b < 0 && n.param("ValidBlocker")) t.other_filter = kFilterSelf;  // "blocks": CARDNAME
  } else if (mode == "DamageDone") {
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
  } else if (damage_once) {
    if (Status s = compile_damage_once(n, r, t); !s) return s;
  } else if (mode == "SpellCast") {
    t.event = TriggerEvent::SpellCast;
    if (n.param("ValidCard")) {
      if (is_self(n.param("ValidCard"))) return r.error("ValidCard$ Card.Self is not supported");
      if (Status s = r.card(); !s) return s;
    } else {
      Result<Filter> any = compile_filter("Card", trig.subtypes, FilterUse::SourceRelative);
      trig.filters.push_back(std::move(*any));
      t.card_filter = static_cast<int8_t>(trig.filters.size() - 1);
    }
    if (Status s = r.player("ValidActivatingPlayer", false); !s) return s;
    if (!n.param("ValidActivatingPlayer")) t.player = TriggerPlayer::Any;
  } else if (mode == "Drawn" || mode == "LifeGained") {
    t.event = mode == "Drawn" ? TriggerEvent::Drawn : TriggerEvent::LifeGained;
    if (mode == "Drawn") {
      // ValidCard$ Card.YouCtrl / Card.OppCtrl: whose draw (a drawn card is its owner's).
      const std::string* v = n.param("ValidCard");
      if (!v || *v == "Card")
        t.player = TriggerPlayer::Any;
      else if (*v == "Card.YouCtrl" || *v == "Card.YouOwn")
        t.player = TriggerPlayer::You;
      else if (*v == "Card.OppCtrl" || *v == "Card.OppOwn")
        t.player = TriggerPlayer::Opponent;
      else
        return r.error("ValidCard$ " + *v + " is not supported");
    } else {
      if (n.param("ValidCard")) return r.error("ValidCard$ is not supported");
      if (Status s = r.player("ValidPlayer", false); !s) return s;
    }
  } else {
    return Status::error("triggered abilities (T:) Mode$ " + mode + " are not supported yet");
  }
  int exec = -1;
  for (const SVarRef& ref : n.refs)
    if (n.params[ref.param].key == "Execute") exec = ref.node;
  if (exec < 0) return Status::error(mode + " trigger: Execute$ must name an ability SVar");
  const std::string* decider = n.param("OptionalDecider");
  if (decider && *decider != "You")
    return Status::error(mode + " trigger: OptionalDecider$ " + *decider + " is not supported");
  TriggeredAbility delayed;  // 603.7: an Execute$ DelayedTrigger creates one
  Result<Program> prog =
      abilities.nodes[exec].api == ApiType::DelayedTrigger && !decider
          ? compile_delayed_trigger(abilities, exec, card_name, delayed)
          : compile_trigger_effects(abilities, exec, decider != nullptr);
  if (!prog) return prog.status();
  if (mode != "Blocks")  // the spell compiler reads TriggeredBlocker as the Blocks trigger's card
    for (const AbilityNode& other : abilities.nodes)
      if (const std::string* d = other.param("Defined"); d && *d == "TriggeredBlocker")
        return r.error("Defined$ TriggeredBlocker is supported only for Mode$ Blocks");
  // The trigger's filters follow the effects' (their indexes move by as many), sharing the
  // subtype names.
  const int base = static_cast<int>(prog->filters.size());
  for (Filter& f : trig.filters) {
    for (FilterTerm& term : f.terms)
      for (int8_t* sub : {&term.subtype, &term.subtype_none})
        if (*sub >= 0) {
          const std::string& name = trig.subtypes[*sub];
          auto it = std::find(prog->subtypes.begin(), prog->subtypes.end(), name);
          if (it == prog->subtypes.end()) {
            prog->subtypes.push_back(name);
            it = prog->subtypes.end() - 1;
          }
          *sub = static_cast<int8_t>(it - prog->subtypes.begin());
        }
    prog->filters.push_back(std::move(f));
  }
  if (base + trig.filters.size() > 120) return r.error("too many filters");
  for (int8_t* idx : {&t.card_filter, &t.other_filter, &t.present_filter})
    if (*idx >= 0) *idx = static_cast<int8_t>(*idx + base);
  if (prog->trigger_subject) {
    if (prog->num_targets >= kMaxTargets)
      return r.error("Defined$ Triggered... with " + std::to_string(kMaxTargets) +
                     " targets is not supported");
    t.subject = static_cast<TriggerSubject>(prog->trigger_subject);
    if (!subject_available(t))
      return r.error("Defined$ " + std::string(subject_word(t.subject)) +
                     " is not supported for this mode");
  }
  if (t.present_filter >= 0)  // 603.4: checked again as it resolves
    prog->code.insert(prog->code.begin() + prog->resolve_pc, Instr{Op::CheckIf, 0, 0});
  if (prog->uses_trigger_amount && t.event != TriggerEvent::DamageDone &&
      t.event != TriggerEvent::DamageDealtOnce && t.event != TriggerEvent::DamageDoneOnce)
    return r.error("TriggerCount$DamageAmount needs Mode$ DamageDone");
  if (const std::string* d = n.param("TriggerDescription")) {
    t.text = *d;
    for (size_t at = t.text.find("CARDNAME"); at != std::string::npos;
         at = t.text.find("CARDNAME", at))
      t.text.replace(at, 8, card_name);
  }
  prog->description = t.text;
  if (decider) prog->questions[0] = t.text;
  t.program = std::make_shared<const Program>(std::move(*prog));
  if (delayed.program) t.delayed = std::make_shared<const TriggeredAbility>(std::move(delayed));
  return t;
}

}  // namespace rwd
