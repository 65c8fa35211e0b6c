#include "bots/heuristic_combat.h"

#include <algorithm>
#include <cassert>

namespace rwd {

namespace {

bool first_striker(const Unit& u) { return u.has(Keyword::FirstStrike) || u.has(Keyword::DoubleStrike); }

// Deals in this step: the first-strike step (702.7b) or the regular one (702.4c, 510.4).
bool deals_in(const Unit& u, bool first_step, bool has_first_step) {
  if (!has_first_step) return true;
  if (first_step) return first_striker(u);
  return !first_striker(u) || u.has(Keyword::DoubleStrike);
}

bool lethal(const Unit& u, int damage, bool deathtouch_hit) {
  if (u.has(Keyword::Indestructible)) return false;
  return damage >= u.toughness || deathtouch_hit;
}

double marginal_life(int life) { return life_score(life) - life_score(life - 1); }

}  // namespace

bool can_block_unit(const Unit& b, const Unit& a) {
  if (a.has(Keyword::Flying) && !b.has(Keyword::Flying) && !b.has(Keyword::Reach)) return false;  // 702.9b
  if (a.protection & b.colors) return false;                                                       // 702.16f
  return true;
}

int unblocked_damage(const Unit& a) {
  int p = std::max(0, a.power);
  return a.has(Keyword::DoubleStrike) ? 2 * p : p;
}

FightOutcome fight(const Unit& a, const Unit* const* bs, int n) {
  assert(n <= 8);
  FightOutcome r;
  if (n == 0) {
    r.player_damage = unblocked_damage(a);
    if (a.has(Keyword::Lifelink)) r.attacker_lifelink = r.player_damage;
    return r;
  }
  bool has_first = first_striker(a);
  for (int i = 0; i < n; ++i) has_first |= first_striker(*bs[i]);
  int a_damage = a.damage;
  bool a_dt = false, a_dead = false;
  int b_damage[8];
  bool b_dt[8] = {}, b_dead[8] = {};
  for (int i = 0; i < n; ++i) b_damage[i] = bs[i]->damage;

  for (int step = has_first ? 0 : 1; step < 2; ++step) {
    const bool first = step == 0;
    int to_b[8] = {};
    int to_a = 0;
    bool dt_to_a = false;
    if (!a_dead && deals_in(a, first, has_first)) {
      int rem = std::max(0, a.power);
      int last_alive = -1;
      for (int i = 0; i < n; ++i)
        if (!b_dead[i]) last_alive = i;
      for (int i = 0; i < n && rem > 0; ++i) {
        if (b_dead[i]) continue;
        int need = a.has(Keyword::Deathtouch) ? 1 : std::max(0, bs[i]->toughness - b_damage[i]);
        int give = (i == last_alive && !a.has(Keyword::Trample)) ? rem : std::min(rem, need);
        to_b[i] = give;
        rem -= give;
      }
      int dealt = 0;
      if (rem > 0 && a.has(Keyword::Trample)) {  // 702.19b
        r.player_damage += rem;
        dealt += rem;
      }
      for (int i = 0; i < n; ++i) {
        if (bs[i]->protection & a.colors) to_b[i] = 0;  // 702.16e: prevented
        dealt += to_b[i];
      }
      if (a.has(Keyword::Lifelink)) r.attacker_lifelink += dealt;
    }
    for (int i = 0; i < n; ++i) {
      if (b_dead[i] || !deals_in(*bs[i], first, has_first)) continue;
      int d = std::max(0, bs[i]->power);
      if (a.protection & bs[i]->colors) d = 0;
      to_a += d;
      if (d > 0 && bs[i]->has(Keyword::Deathtouch)) dt_to_a = true;
      if (bs[i]->has(Keyword::Lifelink)) r.blocker_lifelink += d;
    }
    // 510.2: dealt simultaneously.
    for (int i = 0; i < n; ++i) {
      if (to_b[i] <= 0) continue;
      b_damage[i] += to_b[i];
      if (a.has(Keyword::Deathtouch)) b_dt[i] = true;
      if (lethal(*bs[i], b_damage[i], b_dt[i])) b_dead[i] = true;
    }
    if (to_a > 0) {
      a_damage += to_a;
      a_dt |= dt_to_a;
      if (lethal(a, a_damage, a_dt)) a_dead = true;
    }
  }
  r.attacker_dies = a_dead;
  for (int i = 0; i < n; ++i)
    if (b_dead[i]) r.blockers_die |= 1u << i;
  return r;
}

std::vector<std::pair<int, int>> plan_blocks(const std::vector<Unit>& attackers, const std::vector<Unit>& blockers,
                                             int life) {
  std::vector<std::pair<int, int>> plan;
  const int na = static_cast<int>(attackers.size());
  const int nb = static_cast<int>(blockers.size());
  if (na == 0 || nb == 0) return plan;
  std::vector<int> blocker_of(nb, -1);
  std::vector<int> blocks_on(na, 0);
  std::vector<double> av(na), bv(nb);
  for (int i = 0; i < na; ++i) av[i] = creature_value(attackers[i]);
  for (int j = 0; j < nb; ++j) bv[j] = creature_value(blockers[j]);
  const double lw = marginal_life(life);

  // Attackers by threat, most dangerous first; ties by id for a canonical plan.
  std::vector<int> order(na);
  for (int i = 0; i < na; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](int x, int y) {
    if (av[x] != av[y]) return av[x] > av[y];
    return attackers[x].id < attackers[y].id;
  });

  // 1. Single blocks that win value: kill and survive, trade evenly or up, or block safely.
  for (int i : order) {
    const Unit& a = attackers[i];
    if (a.has(Keyword::Menace)) continue;  // 702.111b: needs two
    int best = -1;
    double best_gain = 0.0;
    for (int j = 0; j < nb; ++j) {
      if (blocker_of[j] >= 0 || !can_block_unit(blockers[j], a)) continue;
      const Unit* b = &blockers[j];
      FightOutcome o = fight(a, &b, 1);
      bool b_dies = o.blockers_die & 1u;
      double prevented = (unblocked_damage(a) - o.player_damage) * lw;
      double gain;
      if (o.attacker_dies && !b_dies) gain = av[i] + prevented + 1.0;
      else if (o.attacker_dies && b_dies) gain = av[i] - bv[j] + prevented;
      else if (!b_dies) gain = prevented * 0.5 + 0.01;
      else continue;  // a chump block: only for lethal, below
      if (gain > best_gain + 1e-9) {
        best_gain = gain;
        best = j;
      }
    }
    if (best >= 0) {
      blocker_of[best] = i;
      ++blocks_on[i];
    }
  }

  // 2. Double blocks that kill a big attacker for less than it is worth.
  for (int i : order) {
    if (blocks_on[i] > 0) continue;
    const Unit& a = attackers[i];
    int bj = -1, bk = -1;
    double best_gain = 0.0;
    for (int j = 0; j < nb; ++j) {
      if (blocker_of[j] >= 0 || !can_block_unit(blockers[j], a)) continue;
      for (int k = j + 1; k < nb; ++k) {
        if (blocker_of[k] >= 0 || !can_block_unit(blockers[k], a)) continue;
        const Unit* pair[2] = {&blockers[j], &blockers[k]};
        FightOutcome o = fight(a, pair, 2);
        if (!o.attacker_dies) continue;
        double lost = ((o.blockers_die & 1u) ? bv[j] : 0.0) + ((o.blockers_die & 2u) ? bv[k] : 0.0);
        double gain = av[i] - lost + (unblocked_damage(a) - o.player_damage) * lw * 0.5 - 0.5;
        if (gain > best_gain + 1e-9) {
          best_gain = gain;
          bj = j;
          bk = k;
        }
      }
    }
    if (bj >= 0) {
      blocker_of[bj] = blocker_of[bk] = i;
      blocks_on[i] = 2;
    }
  }

  // 3. Chump blocks, only when the damage coming through is lethal.
  auto incoming = [&] {
    int total = 0;
    for (int i = 0; i < na; ++i) {
      if (blocks_on[i] == 0) {
        total += unblocked_damage(attackers[i]);
        continue;
      }
      const Unit* bs[8];
      int n = 0;
      for (int j = 0; j < nb && n < 8; ++j)
        if (blocker_of[j] == i) bs[n++] = &blockers[j];
      total += fight(attackers[i], bs, n).player_damage;
    }
    return total;
  };
  int dmg = incoming();
  while (dmg >= life) {
    // The unblocked attacker dealing the most damage, chumped by the cheapest blocker(s).
    int target = -1;
    for (int i : order) {
      if (blocks_on[i] != 0) continue;  // blocked, or known to be unblockable (-1)
      if (target < 0 || unblocked_damage(attackers[i]) > unblocked_damage(attackers[target])) target = i;
    }
    if (target < 0) break;
    const Unit& a = attackers[target];
    const int need = a.has(Keyword::Menace) ? 2 : 1;
    std::vector<int> cheap;
    for (int j = 0; j < nb; ++j)
      if (blocker_of[j] < 0 && can_block_unit(blockers[j], a)) cheap.push_back(j);
    std::sort(cheap.begin(), cheap.end(), [&](int x, int y) {
      if (bv[x] != bv[y]) return bv[x] < bv[y];
      return blockers[x].id < blockers[y].id;
    });
    if (static_cast<int>(cheap.size()) >= need) {
      for (int k = 0; k < need; ++k) blocker_of[cheap[k]] = target;
      blocks_on[target] = need;
    } else {
      blocks_on[target] = -1;  // cannot be blocked: skip it from now on
    }
    dmg = incoming();
  }

  for (int j = 0; j < nb; ++j)
    if (blocker_of[j] >= 0 && blocks_on[blocker_of[j]] > 0) plan.emplace_back(j, blocker_of[j]);
  return plan;
}

namespace {

struct AttackEval {
  double score = 0.0;
  bool lethal = false;
};

// Predicts the opponent's blocks for `attacking` and scores the result for `me`, with the
// danger of the opponent's next attack against the creatures left untapped.
AttackEval score_attack(const Board& b, int me, const std::vector<int>& attacking) {
  const int opp = 1 - me;
  std::vector<Unit> attackers, blockers;
  for (int id : attacking)
    for (const Unit& u : b.units)
      if (u.id == id) attackers.push_back(u);
  for (const Unit& u : b.units)
    if (u.controller == opp && !u.tapped) blockers.push_back(u);
  auto blocks = plan_blocks(attackers, blockers, b.life[opp]);

  double score = 0.0;
  int damage = 0, my_gain = 0, opp_gain = 0;
  std::vector<bool> a_dead(attackers.size()), b_dead(blockers.size());
  for (size_t i = 0; i < attackers.size(); ++i) {
    const Unit* bs[8];
    int idx[8];
    int n = 0;
    for (auto& [bj, ai] : blocks)
      if (ai == static_cast<int>(i) && n < 8) idx[n] = bj, bs[n++] = &blockers[bj];
    FightOutcome o = fight(attackers[i], bs, n);
    damage += o.player_damage;
    my_gain += o.attacker_lifelink;
    opp_gain += o.blocker_lifelink;
    a_dead[i] = o.attacker_dies;
    for (int k = 0; k < n; ++k)
      if (o.blockers_die & (1u << k)) b_dead[idx[k]] = true;
  }
  AttackEval e;
  if (damage >= b.life[opp] + opp_gain && damage > 0) {
    e.lethal = true;
    e.score = 1000.0 + damage;
    return e;
  }
  for (size_t i = 0; i < attackers.size(); ++i)
    if (a_dead[i]) score -= creature_value(attackers[i]);
  for (size_t j = 0; j < blockers.size(); ++j)
    if (b_dead[j]) score += creature_value(blockers[j]);
  const int opp_life = b.life[opp] + opp_gain - damage;
  const int my_life = b.life[me] + my_gain;
  score += life_score(b.life[opp]) - life_score(opp_life);
  score += life_score(my_life) - life_score(b.life[me]);

  // Crack-back: the opponent's survivors all untap; mine that attacked without vigilance
  // stay tapped. Each of my untapped creatures stops the biggest attacker it can block.
  std::vector<Unit> their;
  for (size_t j = 0; j < blockers.size(); ++j)
    if (!b_dead[j] && blockers[j].attacker_type()) their.push_back(blockers[j]);
  for (const Unit& u : b.units)
    if (u.controller == opp && u.tapped && u.attacker_type()) their.push_back(u);
  std::vector<const Unit*> guards;
  for (const Unit& u : b.units) {
    if (u.controller != me) continue;
    bool attacked = false, died = false;
    for (size_t i = 0; i < attackers.size(); ++i)
      if (attackers[i].id == u.id) attacked = true, died = a_dead[i];
    if (died) continue;
    if (attacked ? u.has(Keyword::Vigilance) : !u.tapped) guards.push_back(&u);
  }
  std::sort(their.begin(), their.end(), [](const Unit& x, const Unit& y) {
    if (unblocked_damage(x) != unblocked_damage(y)) return unblocked_damage(x) > unblocked_damage(y);
    return x.id < y.id;
  });
  std::vector<bool> stopped(their.size());
  for (const Unit* g : guards) {
    for (size_t k = 0; k < their.size(); ++k) {
      if (stopped[k] || !can_block_unit(*g, their[k]) || their[k].has(Keyword::Menace)) continue;
      stopped[k] = true;
      break;
    }
  }
  int threat = 0;
  for (size_t k = 0; k < their.size(); ++k)
    if (!stopped[k]) threat += unblocked_damage(their[k]);
  if (threat >= my_life) score -= 80.0;
  else score -= 0.5 * (life_score(my_life) - life_score(my_life - threat));
  e.score = score;
  return e;
}

}  // namespace

std::vector<int> plan_attack(const Board& b, int me, const std::vector<int>& candidates,
                             const std::vector<int>& forced) {
  std::vector<int> set = forced;
  AttackEval cur = score_attack(b, me, set);
  std::vector<int> rest;
  for (int c : candidates)
    if (std::find(set.begin(), set.end(), c) == set.end()) rest.push_back(c);
  // All in: the alpha strike, compared at the end.
  std::vector<int> all = set;
  all.insert(all.end(), rest.begin(), rest.end());
  AttackEval all_in = score_attack(b, me, all);
  if (all_in.lethal) return all;

  while (!rest.empty()) {
    int best = -1;
    AttackEval best_eval;
    for (size_t k = 0; k < rest.size(); ++k) {
      std::vector<int> trial = set;
      trial.push_back(rest[k]);
      AttackEval e = score_attack(b, me, trial);
      if (best < 0 || e.score > best_eval.score + 1e-9) {
        best = static_cast<int>(k);
        best_eval = e;
      }
    }
    if (best_eval.score <= cur.score + 0.05) break;
    set.push_back(rest[best]);
    rest.erase(rest.begin() + best);
    cur = best_eval;
  }
  if (all_in.score > cur.score + 0.05) return all;
  return set;
}

}  // namespace rwd
