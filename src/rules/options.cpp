// Legal options for each kind of decision, in canonical order: option 0 is "pass"/"done"
// where there is one, then by object id. Hand cards with the same definition are offered
// once (the lowest id): the choice between identical cards is not a choice.
#include "rules/options.h"

#include <algorithm>
#include <utility>

#include "rules/activation.h"
#include "rules/casting.h"
#include "rules/combat.h"
#include "rules/cost_mods.h"
#include "rules/mana.h"
#include "rules/object_facts.h"
#include "rules/player_statics.h"
#include "rules/sacrifice.h"
#include "rules/sba.h"
#include "rules/targeting.h"
#include "rules/triggers.h"
#include "rules/vm.h"
#include "rules/vm_ask.h"
#include "rules/vm_choice.h"
#include "rules/vm_dig.h"
#include "rules/vm_library.h"

namespace rwd {

namespace {

// When a hand card may be played (307.1, 304.1, 702.8a, 305.1-2): a land in its owner's
// main phase with an empty stack and no land played yet; a sorcery-speed spell at the same
// times; an instant or a card with flash whenever its owner has priority. Every property
// checked belongs to the card's definition.
// 305.2: whether p may play another land this turn (a LandPlays static); kept out of the
// PlayTiming constructor's inlined code.
[[gnu::noinline]] bool more_lands_allowed(const GameState& s, const CardDb& db, PlayerId p) {
  return s.player(p).lands_played < land_plays_allowed(s, db, p);
}

struct PlayTiming {
  bool sorcery, land_ok;
  PlayTiming(const GameState& s, const CardDb& db, PlayerId p)
      : sorcery(s.active == p && (s.step == Step::Main1 || s.step == Step::Main2) &&
                s.stack.empty()),
        land_ok(sorcery && s.player(p).lands_played < 1) {
    // The statics are read only if some card can let a player play more lands (305.2): this
    // runs before most decisions, so it stays out of line.
    if (sorcery && !land_ok && db.any_land_plays()) [[unlikely]]
      land_ok = more_lands_allowed(s, db, p);
  }
  bool allows(const Object& o) const {
    return is_land(o) ? land_ok : sorcery || o.has(Keyword::Flash) || is_instant(o);
  }
};

// Hand cards sorted by id, skipping repeats of a definition already listed.
int distinct_hand_cards(const GameState& s, PlayerId p, ObjectId* out) {
  const auto& hand = s.player(p).hand;
  int n = 0;
  for (ObjectId id : hand) {
    CardDefId def = s.obj(id).def;
    int k = 0;
    for (; k < n; ++k)
      if (s.obj(out[k]).def == def) break;
    if (k < n) {
      if (raw(id) < raw(out[k])) out[k] = id;  // keep the lowest id of each definition
      continue;
    }
    out[n++] = id;
  }
  sort_ids(out, n);
  return n;
}

// Spell Blast: its target must have mana value X (FilterTerm::kStatIsX), so X can only be
// announced as the mana value of a spell on the stack (107.3, 601.2b-c).
bool x_is_target_mana_value(const Program* prog) {
  if (!prog) return false;
  for (const Filter& f : prog->filters)
    if (!f.terms.empty() && f.terms[0].stat == 2 && f.terms[0].stat_n == FilterTerm::kStatIsX)
      return true;
  return false;
}

bool spell_on_stack_with_mana_value(const GameState& s, const CardDb& db, int x) {
  for (const StackItem& item : s.stack) {
    if (item.ability != 0) continue;  // abilities are not spells (113.1)
    const ManaCost& c = db.get(s.obj(item.object).def).front().cost;
    if (c.mana_value() + c.x_count * item.x == x) return true;
  }
  return false;
}

// 601.2c: a spell whose program has a target slot with no legal choice cannot be cast.
bool spell_castable(const GameState& s, const CardDb& db, PlayerId p, ObjectId card) {
  const Program* prog = spell_program(db, s.obj(card));
  if (prog && prog->num_targets > 0 && x_is_target_mana_value(prog)) {
    const int max_x = max_x_for(s, db, p, card);
    for (int x = 0; x <= max_x; ++x)
      if (spell_on_stack_with_mana_value(s, db, x)) return true;
    return false;
  }
  return !prog || prog->num_targets == 0 || targets_available(s, db, *prog, p, card);
}

// The spell's mana cost, changed by static abilities (601.2f), can be paid (601.2g).
bool spell_affordable(const GameState& s, const CardDb& db, PlayerId p, ObjectId card,
                      AffordCheck& afford, bool mods, bool kicked = false) {
  const ManaCost cost = spell_mana_cost(s, db, card, kicked);
  if (!mods) return afford.can_pay(cost);
  const CostChange ch = cost_change(s, db, p, card, /*spell=*/true);
  return ch.any() ? afford.can_pay(apply_cost_change(cost, 0, ch)) : afford.can_pay(cost);
}

// Casting `card` if its cost can be paid and it can be cast (601.2c), then casting it kicked
// if its kicker cost can be paid as well (702.33a).
void push_casts(const GameState& s, const CardDb& db, PlayerId p, ObjectId card,
                AffordCheck& afford, bool mods, OptionList& out) {
  if (!spell_affordable(s, db, p, card, afford, mods) || !spell_castable(s, db, p, card)) return;
  out.push_back(Option::cast(card));
  if (db.get(s.obj(card).def).front().kicker &&
      spell_affordable(s, db, p, card, afford, mods, /*kicked=*/true))
    out.push_back(Option::cast(card, /*kicked=*/true));
}

// 702.34a: each card in p's graveyard that may be cast by its flashback now, one per
// definition (the lowest id), after the cards in hand.
void flashback_options(const GameState& s, const CardDb& db, PlayerId p, OptionList& out) {
  const auto& yard = s.player(p).graveyard;
  ObjectId cards[kMaxObjects];
  int n = 0;
  for (ObjectId id : yard) {
    if (!can_flashback_now(s, db, p, id)) continue;
    int k = 0;
    while (k < n && s.obj(cards[k]).def != s.obj(id).def) ++k;
    if (k < n) {
      if (raw(id) < raw(cards[k])) cards[k] = id;
      continue;
    }
    cards[n++] = id;
  }
  if (n == 0) return;
  sort_ids(cards, n);
  AffordCheck afford(s, p);
  const bool mods = cost_mods_active(s, db);
  for (int i = 0; i < n; ++i) push_casts(s, db, p, cards[i], afford, mods, out);
}

// 117.1: pass, each land that can be played (by id), then each spell that can be cast (by
// id); one option per card definition (the lowest id). The timing (307.1, 304.1, 702.8a,
// 305.2) is worked out once and filters the hand before anything costlier: outside its
// controller's main phase a hand without instants or flash costs one pass over it. Every
// property used here belongs to the card's definition, so filtering before keeping one
// card per definition keeps the same cards as can_play_land_now / can_cast_now would.
void priority_options(const GameState& s, const CardDb& db, OptionList& out) {
  const PlayerId p = s.pending.player;
  out.push_back(Option::pass());
  const PlayTiming timing(s, db, p);
  ObjectId cards[kMaxObjects];
  CardDefId defs[kMaxObjects];  // defs[k] == s.obj(cards[k]).def
  int n = 0;
  size_t casts_from = out.size();
  for (ObjectId id : s.player(p).hand) {
    const Object& o = s.obj(id);
    if (!timing.allows(o)) continue;
    const CardDefId def = o.def;
    int k = 0;
    while (k < n && defs[k] != def) ++k;
    if (k < n) {
      if (raw(id) < raw(cards[k])) cards[k] = id;
      continue;
    }
    defs[n] = def;
    cards[n++] = id;
  }
  if (n > 0) {
    sort_ids(cards, n);
    for (int i = 0; i < n; ++i)
      if (is_land(s.obj(cards[i]))) out.push_back(Option::play_land(cards[i]));
    casts_from = out.size();
    AffordCheck afford(s, p);
    const bool mods = cost_mods_active(s, db);  // 601.2f: RaiseCost / ReduceCost on the battlefield
    for (int i = 0; i < n; ++i)
      if (!is_land(s.obj(cards[i]))) push_casts(s, db, p, cards[i], afford, mods, out);
  }
  // 602.2: activated abilities of permanents (none in most games: the pool says so once);
  // flashback (702.34a) counts as one there.
  if (s.any_activated) {
    const size_t before = out.size();
    flashback_options(s, db, p, out);
    if (out.size() > before && before > casts_from)  // by id among all casts
      std::sort(out.begin() + casts_from, out.end(),
                [](const Option& a, const Option& b) { return a.order_key() < b.order_key(); });
    activation_options(s, db, p, out);
  }
}

void hand_pick_options(const GameState& s, PlayerId p, OptionKind kind, OptionList& out) {
  ObjectId cards[kMaxObjects];
  int n = distinct_hand_cards(s, p, cards);
  for (int i = 0; i < n; ++i) out.push_back(Option::of(kind, cards[i]));
}

}  // namespace

namespace {

// Some nonland card in p's hand may be cast now (`timing`). Pass is still the only answer
// when none of them can be paid for (601.2g): priority_options' affordability test, without
// cost changes (when some static changes costs, the full list decides). Kept out of line:
// most calls of only_pass_possible never get here and then need no AffordCheck on the stack.
[[gnu::noinline]] bool nothing_affordable(const GameState& s, const CardDb& db, PlayerId p,
                                          const PlayTiming& timing) {
  if (cost_mods_active(s, db)) return false;
  AffordCheck afford(s, p);
  for (ObjectId id : s.player(p).hand) {
    const Object& o = s.obj(id);
    if (!is_land(o) && timing.allows(o) && afford.can_pay(db.get(o.def).front().cost)) return false;
  }
  return true;
}

}  // namespace

bool only_pass_possible(const GameState& s, const CardDb& db, PlayerId p) {
  if (s.any_activated) return false;  // abilities: the full option list decides
  // PlayTiming::allows over the hand, read from its tallies (rules/hand_tally.h): at sorcery
  // speed every nonland card and, while land_ok, every land; otherwise instants and flash.
  const PlayTiming timing(s, db, p);
  const Player& pl = s.player(p);
  if (timing.sorcery) {
    if (pl.hand_lands > 0 && timing.land_ok) return false;  // a land can be played (305.1)
    if (pl.hand.size() == pl.hand_lands) return true;
  } else if (pl.hand_instant_speed == 0) {
    return true;
  }
  return nothing_affordable(s, db, p, timing);
}

const char* hand_card_problem(const GameState& s, const CardDb& db, PlayerId p, ObjectId card) {
  const Object& o = s.obj(card);
  const bool sorcery = PlayTiming(s, db, p).sorcery;
  if (is_land(o)) {
    if (!sorcery) return "a land is played only in your main phase with an empty stack (305.1)";
    if (s.player(p).lands_played >= land_plays_allowed(s, db, p))
      return s.player(p).lands_played == 1 ? "you have played a land this turn (305.2)"
                                            : "you have played your lands this turn (305.2)";
    return nullptr;
  }
  if (!sorcery && !o.has(Keyword::Flash) && !is_instant(o))
    return "cast only in your main phase with an empty stack (307.1)";
  AffordCheck afford(s, p);
  if (!spell_affordable(s, db, p, card, afford, cost_mods_active(s, db)))
    return "not enough mana (601.2g)";
  if (!spell_castable(s, db, p, card)) return "no legal target (601.2c)";
  return nullptr;
}

void legal_options(const GameState& s, const CardDb& db, OptionList& out) {
  out.clear();
  const Pending& p = s.pending;
  switch (p.kind) {
    case DecisionKind::None:
    case DecisionKind::GameOver:
      return;
    case DecisionKind::Mulligan:
      out.push_back(Option::keep());
      out.push_back(Option::mulligan());
      return;
    case DecisionKind::BottomCard:
      hand_pick_options(s, p.player, OptionKind::BottomCard, out);
      return;
    case DecisionKind::Discard:
      hand_pick_options(s, p.player, OptionKind::Discard, out);
      return;
    case DecisionKind::Priority:
      priority_options(s, db, out);
      return;
    case DecisionKind::ChooseX: {
      int max_x = max_x_for(s, db, p.player, p.subject);
      const bool x_mv = x_is_target_mana_value(spell_program(db, s.obj(p.subject)));
      for (int x = 0; x <= max_x && !out.full(); ++x)
        if (!x_mv || spell_on_stack_with_mana_value(s, db, x))
          out.push_back(Option::choose_x(p.subject, x));
      return;
    }
    case DecisionKind::DeclareAttackers:
    case DecisionKind::DeclareBlockers:
    case DecisionKind::AssignDamage:
      combat_options(s, db, out);
      return;
    case DecisionKind::LegendRule:
      sba_options(s, out);
      return;
    case DecisionKind::ChooseTarget:
      choose_target_options(s, db, out);
      return;
    case DecisionKind::OrderTriggers:
      order_trigger_options(s, out);
      return;
    case DecisionKind::Sacrifice:
      sacrifice_options(s, db, out);
      return;
    case DecisionKind::ChooseSource:
      choose_source_options(s, db, out);
      return;
    case DecisionKind::ChooseCard:
      if (dig_waiting(s, db))
        dig_options(s, db, out);
      else
        choose_card_options(s, db, out);
      return;
    case DecisionKind::Choose:
      choice_options(s, db, out);
      return;
    case DecisionKind::ChooseMode:
      choose_mode_options(s, db, out);
      return;
    case DecisionKind::YesNo:
      out.push_back(Option::yes(p.subject));
      out.push_back(Option::no(p.subject));
      return;
  }
}

}  // namespace rwd
