// Prevention shields (615): "prevent the next N damage that would be dealt to <target> this
// turn" (615.7) and "prevent all combat damage that would be dealt this turn" (Fog).
#include "rules/prevention.h"

#include <algorithm>

namespace rwd {

namespace {

// The shield covers damage to `to`: its target (the same object, 400.7), or everything.
bool covers(const GameState& s, const PreventionShield& sh, ObjectId source, const Target& to,
            bool combat) {
  if (sh.from != ObjectId::None && sh.from != source) return false;
  if ((sh.flags & kShieldCombatOnly) && !combat) return false;
  switch (sh.target.kind) {
    case TargetKind::None:
      return true;
    case TargetKind::Player:
      return to.kind == TargetKind::Player && to.player == sh.target.player;
    case TargetKind::Object:
      return to.kind == TargetKind::Object && to.object == sh.target.object &&
             s.obj(to.object).zone_changes == sh.target.zone_changes;
  }
  return false;
}

// Damage from `source` to player p (a replacement's new or extra damage), after the shields
// that cover it.
void damage_player(Ctx& c, ObjectId source, uint8_t p, int amount, bool combat) {
  GameState& s = c.s;
  if (!s.shields.empty())
    amount = prevent_damage(c, source, Target{TargetKind::Player, p}, amount, combat);
  if (amount <= 0) return;
  s.players[p].life -= amount;
  s.sba_dirty = true;
  c.emit(combat ? EventKind::CombatDamage : EventKind::Damage, player_id(p), source, amount);
}

// Applies replacement shield `used` to `amount` damage from `source`: true iff the damage is
// no longer dealt to its original recipient. kShieldRedirect (614.9): it is dealt to the
// shield's player instead (combat damage stays combat damage). kShieldReflect: it is still
// dealt, and the shield's source deals that much damage to the source's controller.
bool replace_damage(Ctx& c, const PreventionShield& used, ObjectId source, int amount,
                    bool combat) {
  if (used.flags & kShieldRedirect) {
    damage_player(c, source, (used.flags & kShieldToP2) ? 1 : 0, amount, combat);
    return true;
  }
  damage_player(c, used.source, c.s.obj(source).controller, amount, false);
  return false;
}

}  // namespace

int prevent_damage(Ctx& c, ObjectId source, const Target& to, int amount, bool combat) {
  GameState& s = c.s;
  int prevented = 0, gain = 0;
  for (size_t i = 0; i < s.shields.size() && amount > 0;) {
    PreventionShield& sh = s.shields[i];
    if (!covers(s, sh, source, to, combat)) {
      ++i;
      continue;
    }
    if (sh.flags & (kShieldRedirect | kShieldReflect)) {  // a replacement (614), used once
      const PreventionShield used = sh;
      s.shields.erase_at(i);
      if (replace_damage(c, used, source, amount, combat)) return 0;
      continue;
    }
    if (sh.flags & kShieldGainLife)
      gain += sh.amount == kPreventAll ? amount : std::min(amount, static_cast<int>(sh.amount));
    if (sh.amount == kPreventAll) {
      prevented += amount;
      amount = 0;
      if (sh.flags & kShieldOnce) s.shields.erase_at(i);  // "the next time ...": used up
      break;
    }
    const int n = amount < sh.amount ? amount : sh.amount;
    prevented += n;
    amount -= n;
    sh.amount = static_cast<int16_t>(sh.amount - n);
    if (sh.amount == 0)
      s.shields.erase_at(i);  // used up (615.7)
    else
      ++i;
  }
  if (prevented > 0) {
    const PlayerId p = to.kind == TargetKind::Player ? player_id(to.player) : PlayerId::None;
    c.emit(EventKind::DamagePrevented, p, source, prevented,
           to.kind == TargetKind::Object ? to.object : ObjectId::None);
  }
  if (gain > 0 && to.kind == TargetKind::Player) {  // "you gain life equal to the damage prevented"
    s.players[to.player].life += gain;
    c.emit(EventKind::LifeGain, player_id(to.player), ObjectId::None, gain);
  }
  return amount;
}

void end_turn_shields(GameState& s) {
  s.shields.clear();
}

}  // namespace rwd
