#include "cards/color.h"
#include "cards/dig_compiler.h"
#include "cards/effect_compiler.h"
#include "cards/exile_link.h"
#include "cards/library_compiler.h"
#include "cards/text.h"
#include "cards/token_compiler.h"

namespace rwd {

namespace {

// ChangeZoneAll | Origin$ Hand | Defined$ You / Player.IsRemembered (in RepeatEach) |
// Destination$ Library (Shuffle$ True) / Graveyard / Exile | RememberChanged$ True: every card
// in that player's hand moves (then the library is shuffled, 701.24a).
Status move_hand(EffectCompiler& c, NodeReader& r, int n) {
  r.take("Origin");
  if (const std::string* t = r.take("ChangeType"); t && !iequal(*t, "Card"))
    return Status::error("ChangeZoneAll: Origin$ Hand with ChangeType$ " + *t +
                         " is not supported");
  if (r.node().param("ValidTgts"))
    return Status::error("ChangeZoneAll: Origin$ Hand with a target is not supported");
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  const std::string* dest = r.take("Destination");
  const std::string* shuffle = r.take("Shuffle");
  const std::string* pos = r.take("LibraryPosition");
  const bool shuffled = shuffle && iequal(*shuffle, "True");
  int zone;
  if (dest && iequal(*dest, "Library") && shuffled)
    zone = kZoneLibraryShuffle;
  else if (dest && iequal(*dest, "Graveyard") && !shuffle)
    zone = kZoneGraveyard;
  else if (dest && iequal(*dest, "Exile") && !shuffle)
    zone = kZoneExile;
  else
    return Status::error("ChangeZoneAll: Origin$ Hand to " +
                         (dest ? *dest : std::string("nowhere")) +
                         (shuffled ? "" : " without Shuffle$ True") + " is not supported");
  if (pos && zone != kZoneLibraryShuffle)
    return Status::error("ChangeZoneAll: LibraryPosition$ is not supported here");
  int flags = zone;
  if (const std::string* rc = r.take("RememberChanged")) {
    if (!iequal(*rc, "True"))
      return Status::error("ChangeZoneAll: RememberChanged$ " + *rc + " is not supported");
    flags |= 8;
    c.remember_count_ = true;
  }
  c.emit(Op::MoveHand, *w, flags);
  return Status::ok();
}

bool aura_excluded(const Filter& f) {
  const uint16_t non_aura =
      type_bit(CardType::Creature) | type_bit(CardType::Artifact) | type_bit(CardType::Land);
  for (const FilterTerm& t : f.terms)
    if (!t.types_any || (t.types_any & ~non_aura)) return false;
  return true;
}

// Every card the filter allows is the ability controller's own (YouCtrl or YouOwn: in a
// graveyard a card's controller is its owner, 108.4a).
bool only_yours(const Filter& f) {
  for (const FilterTerm& t : f.terms)
    if (t.control != FilterControl::You && t.owner != FilterControl::You) return false;
  return true;
}

// Where a ChangeZone puts its one object (Op::Move operand b): Destination$ Hand, Exile,
// Library (LibraryPosition$ 0 the top, the default; 1 second from the top; -1 the bottom; Shuffle$ True: then that
// library is shuffled, 701.24a) or Battlefield for a target card in a graveyard (`gy_target`:
// its filter), Tapped$ True, under its owner's control (GainControl$ True: your own cards only).
Result<int> move_destination(NodeReader& r, const std::string& dest, const Filter* gy_target) {
  const std::string api(api_type_name(r.node().api));
  if (iequal(dest, "Hand")) return kZoneHand;
  if (iequal(dest, "Exile")) return kZoneExile;
  if (iequal(dest, "Library")) {
    const std::string* pos = r.take("LibraryPosition");
    const std::string* shuffle = r.take("Shuffle");
    if (shuffle && iequal(*shuffle, "True")) {
      if (pos) return Status::error(api + ": LibraryPosition$ with Shuffle$ True is not supported");
      return kZoneLibraryShuffle;
    }
    if (shuffle) return Status::error(api + ": Shuffle$ " + *shuffle + " is not supported");
    if (!pos || *pos == "0") return kZoneLibraryTop;
    if (*pos == "-1") return kZoneLibraryBottom;
    if (*pos == "1") return kZoneLibraryTop | kMoveSecondFromTop;
    return Status::error(api + ": LibraryPosition$ " + *pos +
                         " is not supported (0 the top, 1 second from the top, -1 the bottom)");
  }
  if (iequal(dest, "Battlefield")) {
    if (!gy_target)
      return Status::error(api +
                           ": Destination$ Battlefield is supported only for a target card in a "
                           "graveyard");
    // 303.4f: an Aura put onto the battlefield this way needs an object to enchant, chosen as
    // it enters: not implemented, so the target must not be able to be an Aura.
    if (!aura_excluded(*gy_target))
      return Status::error(api +
                           ": Destination$ Battlefield needs a target of creature, artifact or "
                           "land cards (an Aura would need something to enchant, 303.4f)");
    int zone = kZoneBattlefield;
    if (const std::string* t = r.take("Tapped")) {
      if (!iequal(*t, "True")) return Status::error(api + ": Tapped$ " + *t + " is not supported");
      zone |= kMoveTapped;
    }
    // 110.2a: it enters under its owner's control, or with GainControl$ True under yours,
    // which is the same only for your own cards: another player's card entering under your
    // control is not implemented (layer 2 starts from the owner, rules/zones.cpp).
    if (const std::string* g = r.take("GainControl")) {
      if (!iequal(*g, "True"))
        return Status::error(api + ": GainControl$ " + *g + " is not supported");
      if (!only_yours(*gy_target))
        return Status::error(api +
                             ": GainControl$ True (another player's card put onto the "
                             "battlefield under your control, 110.2a) is not supported");
    }
    return zone;
  }
  return Status::error(api + ": Destination$ " + dest + " is not supported");
}

// kMoveLinkSource if this exile is the first half of "exile ... until CARDNAME leaves the
// battlefield" (it remembers what it exiles, forgetting others, and the card has the
// returning half); 0 otherwise. The returning half puts the card onto the battlefield, so the
// target must not be able to be an Aura (303.4f: it would need something to enchant).
Result<int> exile_link(EffectCompiler& c, NodeReader& r, int zone, const Filter* target) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  const std::string* forget_t = r.take("ForgetOtherTargets");
  const std::string* forget_r = r.take("ForgetOtherRemembered");
  const std::string *rt = node.param("RememberTargets"), *rc = node.param("RememberChanged");
  const bool remembers = (rt && iequal(*rt, "True")) || (rc && iequal(*rc, "True"));
  if (!card_returns_linked(r.abilities())) {
    if (forget_t || forget_r)
      return Status::error(api + ": ForgetOther...$ without an ability returning the exiled card is not supported");
    return 0;
  }
  if (zone != kZoneExile || !target || !remembers || !(forget_t || forget_r) ||
      (forget_t && !iequal(*forget_t, "True")) || (forget_r && !iequal(*forget_r, "True")))
    return Status::error(api +
                         ": an exile linked to a return needs a targeted permanent exiled with "
                         "RememberTargets$ or RememberChanged$ True and ForgetOther...$ True");
  if (!c.activated_)
    return Status::error(api + ": an exile linked to a return must be a permanent's ability");
  if (!aura_excluded(*target))
    return Status::error(api +
                         ": an exiled Aura returning to the battlefield would need something to "
                         "enchant (303.4f): only creature, artifact or land targets are supported");
  return kMoveLinkSource;
}

}  // namespace

Status compile_change_zone(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  if (is_library_search(node)) {  // 701.23: cards/library_compiler.cpp
    // NoShuffle$ True: the next node searches the same library and shuffles it.
    if (node.param("NoShuffle")) {
      const AbilityNode* next = node.sub >= 0 ? &r.abilities().nodes[node.sub] : nullptr;
      const std::string* o = next ? next->param("Origin") : nullptr;
      if (!next || !is_library_search(*next) || !o || *o != "Library" || next->param("NoShuffle") ||
          next->param("DefinedPlayer") || node.param("DefinedPlayer"))
        return Status::error(api + ": NoShuffle$ True needs a next node searching the same library");
    }
    Result<int> w = c.remembered_player_.count(n) ? Result<int>(static_cast<int>(kWhoRememberedController))
                                                  : c.who(r, n);
    if (!w) return w.status();
    r.take("DefinedPlayer");  // checked by hoist()
    if (Status s = compile_library_search(EffectCompiler::taker(r), *w, c.prog_, c.activated_); !s) return s;
    return Status::ok();
  }
  if (is_linked_return(node)) {
    // "When CARDNAME leaves the battlefield, return the exiled card to the battlefield under
    // its owner's control" (607.2a, 610.3c): what the linked exile put there.
    if (!c.trigger_ || !executed_on_leaving(r.abilities(), c.root_))
      return Status::error(api + ": Defined$ " + *node.param("Defined") +
                           " from exile is supported only in a \"when CARDNAME leaves the "
                           "battlefield\" trigger");
    for (const char* k : {"Defined", "Origin", "Destination"}) r.take(k);
    c.emit(Op::ReturnLinked);
    return Status::ok();
  }
  if (const std::string* d = node.param("Defined");
      d && *d == "ChosenCard" && !node.param("ValidTgts")) {
    // The card a ChooseCard before it chose (cards/choice_compiler.h), not targeted.
    r.take("Defined");
    const std::string* origin = r.take("Origin");
    const std::string* dest = r.take("Destination");
    if (!origin || !dest || (!iequal(*origin, "Graveyard") && !iequal(*origin, "Battlefield")) ||
        (!iequal(*dest, "Hand") && !iequal(*dest, "Exile")))
      return Status::error(api +
                           ": Defined$ ChosenCard is supported from the battlefield or a graveyard "
                           "to a hand or exile");
    c.emit(Op::Move, kSlotChosenCard, iequal(*dest, "Hand") ? kZoneHand : kZoneExile);
    return Status::ok();
  }
  // "Return CARDNAME to its owner's hand" (an activated or triggered ability of a permanent,
  // no target: Forge's default Defined$ is the source): the source itself, if it is still the
  // same permanent as the ability resolves (400.7; kSlotSelf).
  // Or "Shuffle CARDNAME into its owner's library" / "Exile CARDNAME" as a spell resolves
  // (Origin$ Stack): the spell itself leaves the stack there, not for its graveyard (608.2n).
  const std::string *o = node.param("Origin"), *d = node.param("Defined");
  const bool self = !node.param("ValidTgts") && !node.param("Hidden") &&
                    !node.param("ChangeType") && o && (!d || *d == "Self");
  const bool self_from_bf = self && c.activated_ && iequal(*o, "Battlefield");
  const bool self_from_stack = self && !c.activated_ && !c.trigger_ && iequal(*o, "Stack");
  if (self_from_bf || self_from_stack) {
    r.take("Origin");
    r.take("Defined");
    const std::string* dest = r.take("Destination");
    if (!dest) return Status::error(api + ": needs Destination$");
    Result<int> zone = move_destination(r, *dest, nullptr);
    if (!zone) return zone.status();
    c.emit(Op::Move, kSlotSelf, *zone | (self_from_stack ? kMoveSpellSelf : 0));
    return Status::ok();
  }
  // Defined$ TriggeredCard: the card the trigger is about, where the event put it.
  Result<int> sub = node.param("ValidTgts")
                        ? Result<int>(0)
                        : c.trigger_subject(r, node.param("Defined"), EffectCompiler::Want::Object);
  if (!sub) return sub.status();
  Result<int> slot = *sub ? Result<int>(static_cast<int>(kSlotTriggered)) : c.own_slot(r, n);
  if (!slot) return slot.status();
  const std::string* origin = r.take("Origin");
  const std::string* dest = r.take("Destination");
  if (!origin || !dest) return Status::error(api + ": needs Origin$ and Destination$");
  const bool from_bf = iequal(*origin, "Battlefield"), from_gy = iequal(*origin, "Graveyard");
  if (*sub) {
    if (!from_bf && !from_gy)
      return Status::error(api + ": Origin$ " + *origin + " is not supported");
  } else {
    const Filter& f = c.slot_filter(*slot);
    if (f.allows_players()) return Status::error(api + ": cannot move a player");
    if (!(from_bf && f.zone == FilterZone::Battlefield) &&
        !(from_gy && f.zone == FilterZone::Graveyard))
      return Status::error(api + ": Origin$ " + *origin + " is not supported with this target");
  }
  Result<int> zone =
      move_destination(r, *dest, from_gy && !*sub ? &c.slot_filter(*slot) : nullptr);
  if (!zone) return zone.status();
  // The exiling half of "exile ... until CARDNAME leaves the battlefield" (607.2a).
  if (Result<int> link = exile_link(c, r, *zone, from_bf && !*sub ? &c.slot_filter(*slot) : nullptr); !link)
    return link.status();
  else
    *zone |= *link;
  c.emit(Op::Move, *slot, *zone);
  for (int k = 1; k <= c.extra_slots(r, n); ++k) c.emit(Op::Move, *slot + k, *zone);
  return Status::ok();
}

Status compile_change_zone_all(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  if (const std::string* o = node.param("Origin"); o && iequal(*o, "Hand")) {
    if (Status s = move_hand(c, r, n); !s) return s;
    return Status::ok();
  }
  const std::string* type = r.take("ChangeType");
  const std::string* origin = r.take("Origin");
  const std::string* dest = r.take("Destination");
  if (!type || !origin || !dest)
    return Status::error(api + ": needs ChangeType$, Origin$ and Destination$");
  Result<Filter> f = compile_filter(*type, c.prog_.subtypes);
  if (!f) return Status::error(api + ": " + f.message());
  if (f->allows_players()) return Status::error(api + ": ChangeType$ must not name players");
  if (iequal(*origin, "Graveyard"))
    f->zone = FilterZone::Graveyard;
  else if (!iequal(*origin, "Battlefield"))
    return Status::error(api + ": Origin$ " + *origin + " is not supported");
  int zone;
  const std::string* shuffle = r.take("Shuffle");
  const bool shuffled = shuffle && iequal(*shuffle, "True");
  if (iequal(*dest, "Hand"))
    zone = kZoneHand;
  else if (iequal(*dest, "Exile"))
    zone = kZoneExile;
  else if (iequal(*dest, "Graveyard"))
    zone = kZoneGraveyard;
  else if (iequal(*dest, "Library") && shuffled)
    zone = kZoneLibraryShuffle;
  else
    return Status::error(api + ": Destination$ " + *dest +
                         (shuffled ? "" : " without Shuffle$ True") + " is not supported");
  if (shuffle && zone != kZoneLibraryShuffle)
    return Status::error(api + ": Shuffle$ is supported only with Destination$ Library");
  if ((zone == kZoneGraveyard) == (f->zone == FilterZone::Graveyard) && zone == kZoneGraveyard)
    return Status::error(api + ": from a graveyard to a graveyard");
  // The owner: the targeted player ("all artifacts target player owns"), else anyone's.
  if (auto it = c.slot_of_node_.find(n); it != c.slot_of_node_.end()) {
    r.take("ValidTgts");
    if (c.slot_filter(it->second).allows_objects())
      return Status::error(api + ": the target must be a player");
    c.emit(Op::PushProp, it->second, kPropPlayer);
  } else {
    if (node.param("Defined"))
      return Status::error(api + ": Defined$ " + *node.param("Defined") + " is not supported");
    c.emit(Op::Push, 0, -1);
  }
  c.prog_.filters.push_back(std::move(*f));
  c.emit(Op::MoveAll, static_cast<int>(c.prog_.filters.size()) - 1, zone);
  return Status::ok();
}

// 701.13
Status compile_mill(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  const std::string* d = r.take("Destination");
  if (d && !iequal(*d, "Graveyard") && !iequal(*d, "Exile"))
    return Status::error(api + ": Destination$ " + *d + " is not supported");
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  if (Status s = c.push_amount(r, "NumCards", 1); !s) return s;
  c.emit(Op::Mill, *w, d && iequal(*d, "Exile") ? 1 : 0);  // exile the top N cards
  return Status::ok();
}

// 111.2: the player who creates a token owns and controls it
Status compile_token(EffectCompiler& c, NodeReader& r, int) {
  const std::string api(api_type_name(r.node().api));
  r.take("TokenImage");  // pictures: no rules meaning
  r.take("TokenAltImages");
  if (const std::string* owner = r.take("TokenOwner"); owner && !iequal(*owner, "You"))
    return Status::error(api + ": TokenOwner$ " + *owner + " is not supported");
  Result<TokenSpec> t = Status::error("");
  if (const std::string* script = r.take("TokenScript")) {
    if (script->find(',') != std::string::npos)
      return Status::error(api + ": several TokenScript$ are not supported");
    t = token_from_script(*script);
  } else {
    t = token_from_params([&](std::string_view key) { return r.take(key); });
  }
  if (!t) return t.status();
  if (c.prog_.tokens.size() >= 8) return Status::error(api + ": too many tokens in one ability");
  if (Status s = c.push_amount(r, "TokenAmount", 1); !s) return s;
  c.prog_.tokens.push_back(std::move(*t));
  c.emit(Op::Token, static_cast<int>(c.prog_.tokens.size()) - 1, kWhoYou);
  return Status::ok();
}

// 608.2g: "you may cast target ... without paying its mana cost"
Status compile_play(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  const std::string* free = r.take("WithoutManaCost");
  if (!free || !iequal(*free, "True"))
    return Status::error(api +
                         ": only WithoutManaCost$ True is supported (paying for a spell cast this "
                         "way needs a payment step)");
  if (const std::string* who = r.take("Controller"); who && *who != "You")
    return Status::error(api + ": Controller$ " + *who + " is not supported (only You)");
  if (const std::string* d = node.param("Defined");
      d && *d == "TopOfLibrary" && !node.param("ValidTgts")) {
    r.take("Defined");
    c.emit(Op::Play, 0, kPlayTopOfLibrary);
    return Status::ok();
  }
  Result<int> slot = c.object_slot_or_self(r, n);
  if (!slot) return slot.status();
  if (*slot == kSlotSelf || *slot == kSlotEnchanted || *slot == kSlotTriggered)
    return Status::error(api + ": only a targeted card or Defined$ TopOfLibrary is supported");
  c.emit(Op::Play, *slot, 0);
  return Status::ok();
}

Status compile_draw(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  if (const std::string* rev =
          r.take("Reveal")) {  // "draw a card and reveal it": its id is remembered
    const std::string* num = r.take("NumCards");
    const std::string* rem = r.take("RememberDrawn");
    if (!iequal(*rev, "True") || (num && *num != "1") || !rem || !iequal(*rem, "True"))
      return Status::error(api +
                           ": Reveal$ is supported only with NumCards$ 1 and RememberDrawn$ True");
    c.emit(Op::DrawReveal, *w);
    c.drawn_remembered_ = true;
    return Status::ok();
  }
  if (Status s = c.push_amount(r, "NumCards", 1); !s) return s;
  c.emit(Op::Draw, *w);
  return Status::ok();
}

Status compile_discard(EffectCompiler& c, NodeReader& r, int n) {
  const std::string api(api_type_name(r.node().api));
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  if (Status s = c.push_amount(r, "NumCards", 1); !s) return s;
  const std::string* mode = r.take("Mode");
  if (!mode) return Status::error(api + ": needs Mode$");
  if (iequal(*mode,
             "Defined")) {  // "if it isn't a land card, discard it": the card drawn and revealed
    const std::string* cards = r.take("DefinedCards");
    const std::string* cond_on = r.take("ConditionDefined");
    const std::string* present = r.take("ConditionPresent");
    const std::string* cmp = r.take("ConditionCompare");
    if (!c.drawn_remembered_ || !cards || *cards != "Remembered" ||
        (cond_on && *cond_on != "Remembered") || (cmp && *cmp != "EQ1") || (present && !cond_on) ||
        r.node().param("NumCards"))
      return Status::error(
          api +
          ": Mode$ Defined is supported only for the card an earlier Draw | Reveal$ remembered");
    c.prog_.code
        .pop_back();  // the NumCards amount pushed above: the remembered card is on the stack
    Result<Filter> f = compile_filter(present ? *present : std::string("Card"), c.prog_.subtypes);
    if (!f) return Status::error(api + ": " + f.message());
    c.prog_.filters.push_back(std::move(*f));
    c.emit(Op::DiscardIf, 0, static_cast<int>(c.prog_.filters.size()) - 1);
    c.drawn_remembered_ = false;
    return Status::ok();
  }
  int flags;
  if (iequal(*mode, "Hand")) {  // "discards their hand": every card, no choice (701.9a)
    if (r.node().param("NumCards"))
      return Status::error(api + ": Mode$ Hand with NumCards$ is not supported");
    c.prog_.code.back().b = 1000;  // the amount pushed above: more than any hand holds
    c.emit(Op::Discard, *w, 0);
    return Status::ok();
  }
  if (iequal(*mode, "TgtChoose"))
    flags = 0;
  else if (iequal(*mode, "Random"))
    flags = 1;
  else
    return Status::error(api + ": Mode$ " + *mode + " is not supported");
  c.emit(Op::Discard, *w, flags);
  return Status::ok();
}

Status compile_mana(EffectCompiler& c, NodeReader& r, int) {
  const std::string api(api_type_name(r.node().api));
  const std::string* produced = r.take("Produced");
  if (!produced || produced->size() != 1)
    return Status::error(api + ": Produced$ must be one mana symbol");
  int color = (*produced)[0] == 'C' ? 5 : color_from_letter((*produced)[0]);
  if (color < 0) return Status::error(api + ": Produced$ " + *produced + " is not supported");
  if (Status s = c.push_amount(r, "Amount", 1); !s) return s;
  c.emit(Op::AddMana, color);
  return Status::ok();
}

// Power Sink: "that player taps all lands with mana abilities ..."
// "... and loses all unspent mana" (106.4)
Status compile_tap_all_drain(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  if (node.api == ApiType::TapAll || node.api == ApiType::UntapAll) {
    const std::string* v = node.param("ValidCards");
    if (!v) return Status::error(api + ": needs ValidCards$");
    if (node.api == ApiType::UntapAll || (*v != "Land.hasManaAbility" && !node.param("ValidTgts") &&
                                          !node.param("Defined"))) {
      // "Tap all creatures without flying", "untap all creatures you control" (701.21)
      Result<int> f = c.object_filter(r, "ValidCards");
      if (!f) return f.status();
      c.emit(Op::TapAll, node.api == ApiType::UntapAll ? 1 : 0, *f);
      return Status::ok();
    }
    if (*v != "Land.hasManaAbility" && node.param("ValidTgts")) {
      // "Tap all creatures target player controls" (701.21)
      Result<int> w = c.who(r, n);
      if (!w) return w.status();
      if (*w < 0 || *w >= kMaxTargets) return Status::error(api + ": the target must be a player");
      Result<int> f = c.object_filter(r, "ValidCards");
      if (!f) return f.status();
      c.emit(Op::PushProp, *w, kPropPlayer);
      c.emit(Op::TapAll, kTapAllOfPopped, *f);
      return Status::ok();
    }
    if (*v != "Land.hasManaAbility")
      return Status::error(api + ": with a player, only ValidCards$ Land.hasManaAbility is supported");
    r.take("ValidCards");
  }
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  c.emit(node.api == ApiType::TapAll ? Op::TapLands : Op::DrainMana, *w);
  return Status::ok();
}

// 701.22: cards/library_compiler.cpp
Status compile_scry_effect(EffectCompiler& c, NodeReader& r, int n) {
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  if (Status s = compile_scry(EffectCompiler::taker(r), *w, c.prog_); !s) return s;
  return Status::ok();
}

// 701.24
// "look at target player's hand"
// Dig | NoMove$ True: "look at the top N cards"
Status compile_library_look(EffectCompiler& c, NodeReader& r, int n) {
  const AbilityNode& node = r.node();
  const std::string api(api_type_name(node.api));
  Result<int> w = c.who(r, n);
  if (!w) return w.status();
  if (node.api == ApiType::Shuffle) {
    c.emit(Op::Shuffle, *w);
  } else if (node.api == ApiType::RevealHand) {
    c.emit(Op::LookAt, *w, 0);
  } else {
    const std::string* no_move = r.take("NoMove");
    if (no_move && !iequal(*no_move, "True"))
      return Status::error(api + ": NoMove$ " + *no_move + " is not supported");
    if (Status s = c.push_amount(r, "DigNum", 1); !s) return s;
    if (no_move) {
      c.emit(Op::LookAt, *w, 2);
    } else if (Status s = compile_dig(EffectCompiler::taker(r), *w, c.prog_);
               !s) {  // cards/dig_compiler.cpp
      return s;
    }
  }
  return Status::ok();
}

}  // namespace rwd
