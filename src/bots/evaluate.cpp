#include "bots/evaluate.h"

#include <algorithm>
#include <cmath>

namespace rwd {

Unit unit_from(const CardView& c) {
  Unit u;
  u.id = c.id;
  u.controller = c.controller;
  u.power = c.power;
  u.toughness = c.toughness;
  u.damage = c.damage;
  u.keywords = c.keyword_bits;
  u.protection = c.protection;
  u.colors = c.colors;
  u.tapped = c.tapped;
  u.attacking = c.attacking;
  u.blocking = c.blocking;
  u.blocked = c.blocked;
  u.sick = c.summoning_sick;
  u.blocking_id = c.blocking_id;
  u.mana_value = c.mana_value;
  return u;
}

Board read_board(const PlayerView& v, int me) {
  Board b;
  b.me = me;
  b.active = v.active;
  b.step = v.step_id;
  b.turn = v.turn;
  for (int p = 0; p < 2; ++p) {
    b.life[p] = v.players[p].life;
    b.hand[p] = v.players[p].hand_count;
    b.library[p] = v.players[p].library_count;
  }
  b.units.reserve(v.battlefield.size());
  for (const CardView& c : v.battlefield) {
    if (c.is_land) {
      ++b.lands[c.controller];
      if (!c.tapped) ++b.untapped_lands[c.controller];
    }
    if (c.is_creature) b.units.push_back(unit_from(c));
  }
  return b;
}

double creature_value(const Unit& u) {
  const double p = std::max(0, u.power);
  const double t = std::max(0, u.toughness);
  double v = 1.0 + 1.5 * p + 1.0 * t;
  if (u.has(Keyword::Flying)) v += 0.8 * p + 0.3;
  if (u.has(Keyword::Reach)) v += 0.4;
  if (u.has(Keyword::DoubleStrike)) v += 1.3 * p;
  else if (u.has(Keyword::FirstStrike)) v += 0.6 * p + 0.3;
  if (u.has(Keyword::Deathtouch)) v += 1.5 + (p > 0 ? 1.0 : 0.0);
  if (u.has(Keyword::Lifelink)) v += 0.6 * p;
  if (u.has(Keyword::Trample)) v += 0.25 * p;
  if (u.has(Keyword::Vigilance)) v += 0.3 * p + 0.3;
  if (u.has(Keyword::Menace)) v += 0.4 * p;
  if (u.has(Keyword::Haste)) v += 0.2;
  if (u.has(Keyword::Hexproof) || u.has(Keyword::Shroud)) v += 0.5;
  if (u.has(Keyword::Indestructible)) v += 3.0;
  if (u.has(Keyword::Defender)) v -= 1.2 * p;
  for (int c = 0; c < 5; ++c)
    if (u.protection & (1u << c)) v += 0.7;
  return v;
}

double life_score(int life) {
  if (life <= 0) return -200.0;
  const double l = life;
  return l + 10.0 * (1.0 - std::exp(-l / 5.0));
}

double evaluate(const Board& b, int me) {
  const int opp = 1 - me;
  double score = life_score(b.life[me]) - life_score(b.life[opp]);
  for (const Unit& u : b.units) score += (u.controller == me ? 1.0 : -1.0) * creature_value(u);
  score += 2.0 * (b.hand[me] - b.hand[opp]);
  score += 1.2 * (std::min(b.lands[me], 7) - std::min(b.lands[opp], 7));
  // Decking (704.5b) looms.
  if (b.library[me] < 3) score -= 4.0 * (3 - b.library[me]);
  if (b.library[opp] < 3) score += 4.0 * (3 - b.library[opp]);
  return score;
}

double squash(double score) { return 0.5 + 0.5 * std::tanh(score / 25.0); }

}  // namespace rwd
