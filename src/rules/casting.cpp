// Casting spells (601.2), playing lands (305), and resolving the top of the stack (608).
#include "rules/casting.h"

#include "rules/activation.h"
#include "rules/cost_mods.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/statics.h"
#include "rules/triggers.h"
#include "rules/vm.h"
#include "rules/zones.h"

namespace rwd {

namespace {

bool main_phase(Step st) {
  return st == Step::Main1 || st == Step::Main2;
}

// Sorcery timing (307.1): own main phase, empty stack.
bool sorcery_timing(const GameState& s, PlayerId p) {
  return s.active == p && main_phase(s.step) && s.stack.empty();
}

}  // namespace

bool can_cast_now(const GameState& s, PlayerId p, ObjectId card) {
  const Object& o = s.obj(card);
  if (o.zone != Zone::Hand || o.owner != raw(p) || is_land(o)) return false;
  if (!o.has(Keyword::Flash) && !is_instant(o) && !sorcery_timing(s, p))
    return false;  // 307.1, 304.1, 702.8a
  return true;
}

ManaCost spell_mana_cost(const GameState& s, const CardDb& db, ObjectId card, bool kicked) {
  const Object& o = s.obj(card);
  const CardFace& f = db.get(o.def).front();
  ManaCost cost = o.zone == Zone::Graveyard && f.flashback ? f.flashback_cost : f.cost;
  if (kicked && f.kicker) {  // the kicker cost has mana symbols only (cards/card_keywords.cpp)
    cost.has_cost = true;
    cost.generic = static_cast<uint8_t>(cost.generic + f.kicker_cost.generic);
    for (int i = 0; i < kNumColors; ++i)
      cost.colored[i] = static_cast<uint8_t>(cost.colored[i] + f.kicker_cost.colored[i]);
    cost.colorless = static_cast<uint8_t>(cost.colorless + f.kicker_cost.colorless);
  }
  return cost;
}

bool casting_kicked(const GameState& s, ObjectId card) {
  if (!s.interactions.empty()) {
    const Interaction& it = s.interactions.back();
    if (it.source == card && it.phase == RunPhase::Casting && it.ability == 0)
      return it.cast_flags & kCastKicked;
  }
  // A spell without a program announcing X: the pending decision carries it.
  return s.pending.kind == DecisionKind::ChooseX && s.pending.subject == card &&
         s.pending.total == 1;
}

bool can_flashback_now(const GameState& s, const CardDb& db, PlayerId p, ObjectId card) {
  const Object& o = s.obj(card);
  const CardFace& f = db.get(o.def).front();
  if (!f.flashback || o.zone != Zone::Graveyard || o.owner != raw(p) || is_land(o)) return false;
  if (f.flashback_life > s.player(p).life) return false;  // 119.4
  return o.has(Keyword::Flash) || is_instant(o) || sorcery_timing(s, p);  // 307.1, 304.1
}

int max_x_for(const GameState& s, const CardDb& db, PlayerId p, ObjectId card) {
  if (!s.interactions.empty() && s.interactions.back().source == card &&
      s.interactions.back().ability > 0 && s.interactions.back().ability < kTriggeredAbilityBase)
    return activation_max_x(s, db, card, s.interactions.back().ability - 1);
  const ManaCost cost = spell_mana_cost(s, db, card, casting_kicked(s, card));
  ManaUnits units;
  collect_mana_units(s, p, units);
  const CostChange ch = cost_change(s, db, p, card, /*spell=*/true);  // 601.2f
  if (ch.any()) return max_x_with_change(cost, ch, units, kMaxManaUnits);
  return max_payable_x(cost, units, kMaxManaUnits);
}

void spend_mana(Ctx& c, PlayerId p, const ManaUnits& units, const ManaPayment& pay) {
  GameState& s = c.s;
  Player& pl = s.player(p);
  for (size_t u = 0; u < units.size(); ++u) {
    int color = pay.color_of_unit[u];
    if (color < 0) continue;
    if (units[u].source != ObjectId::None) {
      set_tapped(s, units[u].source, true);
      c.emit(EventKind::TapForMana, p, units[u].source, color);
      queue_tap_triggers(c, units[u].source);
      queue_mana_tap_triggers(c, units[u].source, p);  // Manabarbs (106.12)
      // The mana goes to the pool and is spent at once (601.2g-h).
    } else {
      --pl.pool.amount[color];
    }
  }
}

// 601.2a-h with the engine choosing the mana sources: the card moves to the stack, X is the
// announced value, the player's lands are tapped for mana (mana abilities, 605) and the
// total cost is paid from the pool.
void cast_spell(Ctx& c, PlayerId p, ObjectId card, int x, const Target* targets,
                uint8_t flags) {
  GameState& s = c.s;
  const bool without_mana_cost = flags & kCastWithoutManaCost;
  const bool kicked = (flags & kCastKicked) && c.db.get(s.obj(card).def).front().kicker;
  const ManaCost cost = spell_mana_cost(s, c.db, card, kicked);
  // 702.34a: cast from the graveyard (only flashback allows that unless an effect lets it be
  // cast without paying its mana cost, which is then not its flashback).
  const bool flashback = !without_mana_cost && s.obj(card).zone == Zone::Graveyard;
  ManaUnits units;
  ManaPayment pay;
  if (without_mana_cost) {
    x = 0;  // 107.3b
  } else {
    collect_mana_units(s, p, units);
    const CostChange ch = cost_change(s, c.db, p, card, /*spell=*/true);  // 601.2f: the total cost
    bool ok = ch.any() ? solve_payment(apply_cost_change(cost, x, ch), 0, units, &pay)
                       : solve_payment(cost, x, units, &pay);
    (void)ok;
  }

  move_to_zone(c, card, Zone::Stack);
  s.obj(card).controller = raw(p);
  if (flashback) s.obj(card).set(kFlashbackCast);
  if (kicked) s.obj(card).set(kKicked);  // 702.33d
  StackItem item{card, raw(p), 0, static_cast<uint16_t>(x), {}};
  if (targets)
    for (int i = 0; i < kMaxTargets; ++i) item.targets[i] = targets[i];
  s.stack.push_back(item);
  c.emit(EventKind::Cast, p, card, x);
  queue_target_triggers(c, item);  // 601.2c

  spend_mana(c, p, units, pay);
  if (flashback) {
    if (const int life = c.db.get(s.obj(card).def).front().flashback_life; life > 0) {
      s.player(p).life -= life;  // 119.4: paid as part of the total cost (601.2h)
      s.sba_dirty = true;
      c.emit(EventKind::LifeLoss, p, ObjectId::None, life);
    }
  }
  refresh_statics(c);  // lands tapped for mana: statics that test "untapped"
  s.passes = 0;
  s.priority = p;  // 117.3c
}

void resolve_top(Ctx& c) {
  GameState& s = c.s;
  StackItem item = s.stack.back();
  Object& o = s.obj(item.object);
  c.emit(EventKind::Resolve, player_id(item.controller), item.object, item.ability);
  if (item.ability > 0 || spell_program(c.db, o)) {
    begin_resolution(c, item);  // settle() runs it; it ends by putting the card away
    return;
  }
  if (is_creature(o) || (o.types & (type_bit(CardType::Artifact) | type_bit(CardType::Enchantment) |
                                    type_bit(CardType::Land)))) {
    // 608.3: a permanent spell becomes a permanent under its controller's control.
    move_to_zone(c, item.object, Zone::Battlefield);
    set_controller(s, item.object, item.controller);
    c.emit(EventKind::EnterBattlefield, player_id(item.controller), item.object);
  } else {
    move_to_zone(c, item.object, Zone::Graveyard);  // 608.2n
  }
  s.passes = 0;
  s.priority = s.active;  // 117.3b
}

}  // namespace rwd
