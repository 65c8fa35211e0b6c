#include "bots/heuristic.h"

#include <algorithm>

#include "bots/evaluate.h"
#include "bots/heuristic_combat.h"
#include "bots/heuristic_spells.h"

namespace rwd {

namespace {

const CardView* find_card(const std::vector<CardView>& cards, int id) {
  for (const CardView& c : cards)
    if (c.id == id) return &c;
  return nullptr;
}

int find_option(const OptionList& opts, OptionKind kind) {
  for (size_t i = 0; i < opts.size(); ++i)
    if (opts[i].kind() == kind) return static_cast<int>(i);
  return -1;
}

int find_option(const OptionList& opts, OptionKind kind, int a, int b = -2) {
  for (size_t i = 0; i < opts.size(); ++i) {
    const Option& o = opts[i];
    if (o.kind() != kind || raw(o.object()) != a) continue;
    if (b != -2 && raw(o.attacker()) != b) continue;
    return static_cast<int>(i);
  }
  return -1;
}

bool is_step(const PlayerView& v, Step s) {
  return v.step_id == static_cast<int>(s);
}

// London mulligan (103.5): keep two to five lands in seven; keep anything after two mulligans.
int choose_mulligan(const PlayerView& v, int me, const OptionList& opts) {
  const PlayerPublic& p = v.players[me];
  int lands = 0;
  for (const CardView& c : p.hand) lands += c.is_land;
  const int n = static_cast<int>(p.hand.size());
  const int spells = n - lands;
  bool keep = p.mulligans >= 2 || (lands >= 2 && lands <= 5 && spells >= 1);
  int k = find_option(opts, keep ? OptionKind::Keep : OptionKind::Mulligan);
  return k >= 0 ? k : 0;
}

// A card to put away (bottom after a mulligan, or discard): a surplus land, else the spell
// least worth keeping (the most expensive one we cannot cast soon, else the weakest).
int choose_card_to_lose(const PlayerView& v, int me, const OptionList& opts, int lands_in_play) {
  const PlayerPublic& p = v.players[me];
  int lands = 0;
  for (const CardView& c : p.hand) lands += c.is_land;
  const int n = static_cast<int>(p.hand.size());
  const bool too_many_lands =
      lands_in_play + lands >= 7 || (lands_in_play == 0 && lands * 2 > n + 1);
  int best = -1;
  double best_score = 0.0;
  for (size_t i = 0; i < opts.size(); ++i) {
    const CardView* c = find_card(p.hand, raw(opts[i].object()));
    if (!c) continue;
    double score;
    if (c->is_land) {
      score = too_many_lands ? 100.0 : (lands <= 2 ? -100.0 : -10.0);
    } else {
      score = c->mana_value > lands_in_play + lands ? 20.0 + c->mana_value : 0.0;
      score -= creature_value(unit_from(*c)) * 0.5;
    }
    if (best < 0 || score > best_score) {
      best = static_cast<int>(i);
      best_score = score;
    }
  }
  return best >= 0 ? best : 0;
}

int choose_land(const PlayerView& v, int me, const OptionList& opts) {
  const PlayerPublic& p = v.players[me];
  int supply[5] = {}, demand[5] = {};
  for (const CardView& c : v.battlefield)
    if (c.controller == me && c.is_land)
      for (int k = 0; k < 5; ++k) supply[k] += (c.land_mana >> k) & 1;
  for (const CardView& c : p.hand)
    if (!c.is_land)
      for (int k = 0; k < 5; ++k) demand[k] += (c.cost_colors >> k) & 1;
  int best = -1;
  double best_score = -1.0;
  for (size_t i = 0; i < opts.size(); ++i) {
    if (opts[i].kind() != OptionKind::PlayLand) continue;
    const CardView* c = find_card(p.hand, raw(opts[i].object()));
    double score = 0.0;
    if (c)
      for (int k = 0; k < 5; ++k)
        if ((c->land_mana >> k) & 1) score += demand[k] / (1.0 + supply[k]);
    if (score > best_score) {
      best = static_cast<int>(i);
      best_score = score;
    }
  }
  return best;
}

int choose_priority(const SeatHandle& seat, const PlayerView& v, int me, const OptionList& opts) {
  const int pass = std::max(0, find_option(opts, OptionKind::Pass));
  const int land = choose_land(v, me, opts);
  if (land >= 0) return land;
  const bool my_turn = v.active == me;
  const PlayerPublic& p = v.players[me];
  bool opp_attacking = false;
  for (const CardView& c : v.battlefield) opp_attacking |= c.attacking && c.controller != me;
  int best = -1;
  double best_key = -1.0;
  for (size_t i = 0; i < opts.size(); ++i) {
    if (opts[i].kind() == OptionKind::Activate) {
      const CardView* src = find_card(v.battlefield, raw(opts[i].object()));
      if (src && ability_worth_activating(seat, v, *src, opts[i].ability()) && 5e5 > best_key)
        best = static_cast<int>(i), best_key = 5e5;
      const CardView* held = src ? nullptr : find_card(p.hand, raw(opts[i].object()));
      if (held && hand_ability_worth_activating(seat, v, *held, opts[i].ability()) &&
          4e5 > best_key)
        best = static_cast<int>(i), best_key = 4e5;
      continue;
    }
    if (opts[i].kind() != OptionKind::Cast) continue;
    const CardView* c = find_card(p.hand, raw(opts[i].object()));
    if (!c) c = find_card(p.graveyard, raw(opts[i].object()));  // flashback (702.34a)
    if (!c) continue;
    Unit u = unit_from(*c);
    const bool flash = u.has(Keyword::Flash);
    bool now;
    if (!c->is_creature && seat.effect(c->def, AbilityKind::Spell)) {
      // Instants and sorceries: heuristic_spells.h decides; removal goes before creatures.
      if (spell_worth_casting(seat, v, *c)) {
        double key = 1e6 + c->mana_value;
        if (key > best_key) best = static_cast<int>(i), best_key = key;
      }
      continue;
    }
    if (my_turn) {
      // Everything at sorcery speed in the first main phase (our own creatures then count
      // as defenders when we plan the attack); flash creatures wait for the opponent's turn.
      now = !flash || (v.stack.empty() && p.hand_count >= 7 && is_step(v, Step::Main2));
    } else {
      // Flash: ambush an attack, or come in at the end of the turn.
      now =
          flash && ((is_step(v, Step::DeclareAttackers) && opp_attacking) || is_step(v, Step::End));
    }
    if (!now) continue;
    double key = c->mana_value * 100.0 + (c->is_creature ? creature_value(u) : 0.0);
    if (key > best_key) {
      best = static_cast<int>(i);
      best_key = key;
    }
  }
  return best >= 0 ? best : pass;
}

int choose_attack(const PlayerView& v, int me, const OptionList& opts) {
  const int done = std::max(0, find_option(opts, OptionKind::Done));
  std::vector<int> candidates, forced;
  for (const CardView& c : v.battlefield)
    if (c.controller == me && c.attacking) forced.push_back(c.id);
  for (const Option& o : opts)
    if (o.kind() == OptionKind::Attack) candidates.push_back(raw(o.object()));
  if (candidates.empty()) return done;
  Board b = read_board(v, me);
  for (Unit& u : b.units)
    if (u.controller == me) u.attacking = false;
  std::vector<int> all = forced;
  all.insert(all.end(), candidates.begin(), candidates.end());
  std::sort(all.begin(), all.end());
  // The plan is made without the attackers already declared (a pure function of the board,
  // attack flags aside, and of the creatures able to attack), so the picks of one
  // declaration share it instead of planning again each time; only when a declared attacker
  // is not in it (another player's pick, in search) is the plan redone around them. The
  // memo only saves work: the answer does not depend on what was asked before, on this
  // thread or any other, so the bot stays stateless.
  std::vector<int> sig{me, b.life[0], b.life[1]};
  for (const Unit& u : b.units)
    sig.insert(sig.end(), {u.id, u.controller, u.power, u.toughness, u.damage, u.keywords,
                           u.protection, u.colors, u.tapped, u.sick});
  sig.push_back(-1);
  sig.insert(sig.end(), all.begin(), all.end());
  thread_local std::vector<int> memo_sig;
  thread_local std::vector<int> memo_plan;
  if (sig != memo_sig) {
    memo_plan = plan_attack(b, me, all, {});
    memo_sig = std::move(sig);
  }
  bool fits = true;
  for (int id : forced)
    fits = fits && std::find(memo_plan.begin(), memo_plan.end(), id) != memo_plan.end();
  const std::vector<int> plan = fits ? memo_plan : plan_attack(b, me, all, forced);
  for (int id : plan) {
    if (std::find(forced.begin(), forced.end(), id) != forced.end()) continue;
    int k = find_option(opts, OptionKind::Attack, id);
    if (k >= 0) return k;
  }
  return done;
}

int choose_block(const PlayerView& v, int me, const OptionList& opts) {
  Board b = read_board(v, me);
  std::vector<Unit> attackers, blockers;
  for (const Unit& u : b.units) {
    if (u.controller != me && u.attacking) attackers.push_back(u);
    if (u.controller == me && !u.tapped) blockers.push_back(u);
  }
  auto plan = plan_blocks(attackers, blockers, b.life[me]);
  auto planned = [&](int blocker_id, int attacker_id) {
    for (auto& [j, i] : plan)
      if (blockers[j].id == blocker_id && attackers[i].id == attacker_id) return true;
    return false;
  };
  for (const Unit& u : blockers) {
    if (!u.blocking || planned(u.id, u.blocking_id)) continue;
    int k = find_option(opts, OptionKind::Unblock, u.id);
    if (k >= 0) return k;
  }
  for (auto& [j, i] : plan) {
    if (blockers[j].blocking) continue;
    int k = find_option(opts, OptionKind::Block, blockers[j].id, attackers[i].id);
    if (k >= 0) return k;
  }
  int done = find_option(opts, OptionKind::Done);
  if (done >= 0) return done;
  int unblock = find_option(opts, OptionKind::Unblock);
  return unblock >= 0 ? unblock : 0;
}

// Dividing an attacker's combat damage (510.1c): trample over if we can, else kill the
// most valuable blockers we can, one lethal share at a time.
int choose_damage(const SeatHandle& seat, const PlayerView& v, const OptionList& opts) {
  int k = find_option(opts, OptionKind::AssignLethalRest);
  if (k >= 0) return k;
  for (size_t i = 0; i < opts.size(); ++i)
    if (opts[i].kind() == OptionKind::AssignDamage && opts[i].object() == ObjectId::None)
      return static_cast<int>(i);
  const Pending& p = seat.pending();
  const int r = p.remaining;
  const CardView* attacker = find_card(v.battlefield, raw(p.subject));
  const bool deathtouch =
      attacker && (attacker->keyword_bits & (1u << static_cast<int>(Keyword::Deathtouch)));
  int best = -1, fallback = -1;
  double best_value = -1.0, fallback_value = -1.0;
  for (const CardView& c : v.battlefield) {
    if (!c.blocking || c.blocking_id != raw(p.subject)) continue;
    int middle = -1, one = -1, all = -1;
    for (size_t i = 0; i < opts.size(); ++i) {
      const Option& o = opts[i];
      if (o.kind() != OptionKind::AssignDamage || raw(o.object()) != c.id) continue;
      if (o.amount() == 1) one = static_cast<int>(i);
      if (o.amount() == r) all = static_cast<int>(i);
      if (o.amount() > 1 && o.amount() < r) middle = static_cast<int>(i);
    }
    const int est = deathtouch ? 1 : c.toughness - c.damage;
    int pick = -1;
    if (middle >= 0)
      pick = middle;
    else if (est <= 1)
      pick = one >= 0 ? one : all;
    else if (est >= r)
      pick = -1;  // cannot kill it with what is left
    else
      continue;  // already assigned lethal damage
    double value = creature_value(unit_from(c));
    if (pick >= 0 && value > best_value) best = pick, best_value = value;
    if (all >= 0 && value > fallback_value) fallback = all, fallback_value = value;
  }
  if (best >= 0) return best;
  if (fallback >= 0) return fallback;
  return 0;
}

}  // namespace

int heuristic_choice(const SeatHandle& seat, const OptionList& opts, const PlayerView& v) {
  if (opts.size() <= 1) return 0;
  const int me = raw(seat.seat());
  switch (seat.pending().kind) {
    case DecisionKind::Mulligan:
      return choose_mulligan(v, me, opts);
    case DecisionKind::BottomCard:
      return choose_card_to_lose(v, me, opts, 0);
    case DecisionKind::Discard: {
      int lands = 0;
      for (const CardView& c : v.battlefield) lands += c.controller == me && c.is_land;
      return choose_card_to_lose(v, me, opts, lands);
    }
    case DecisionKind::Priority:
      return choose_priority(seat, v, me, opts);
    case DecisionKind::ChooseX:
      return choose_spell_x(seat, v, opts);
    case DecisionKind::ChooseTarget:
      return choose_spell_target(seat, v, opts);
    case DecisionKind::DeclareAttackers:
      return choose_attack(v, me, opts);
    case DecisionKind::DeclareBlockers:
      return choose_block(v, me, opts);
    case DecisionKind::AssignDamage:
      return choose_damage(seat, v, opts);
    case DecisionKind::Sacrifice: {
      // Give up the permanent worth least: a land or noncreature before a creature, then
      // the smallest creature (power + toughness), then the lowest id.
      int best = 0, best_score = 1 << 20;
      for (size_t i = 0; i < opts.size(); ++i) {
        const CardView* c = find_card(v.battlefield, raw(opts[i].object()));
        const int score = !c ? 1 << 19 : c->is_creature ? 100 + c->power + c->toughness : 10;
        if (score < best_score) best = static_cast<int>(i), best_score = score;
      }
      return best;
    }
    case DecisionKind::LegendRule: {
      // Keep the untapped, undamaged copy.
      int best = 0, best_score = -1000;
      for (size_t i = 0; i < opts.size(); ++i) {
        const CardView* c = find_card(v.battlefield, raw(opts[i].object()));
        int score = c ? (c->tapped ? 0 : 10) - c->damage : -999;
        if (score > best_score) best = static_cast<int>(i), best_score = score;
      }
      return best;
    }
    default:
      return 0;
  }
}

int heuristic_choice(const SeatHandle& seat) {
  OptionList opts;
  seat.options(opts);
  if (opts.size() <= 1) return 0;
  return heuristic_choice(seat, opts, seat.view());
}

namespace {

class HeuristicController : public Controller {
 public:
  std::string_view kind() const override { return "heuristic"; }
  Result<int> choose(const Game& game, PlayerId seat) override {
    SeatHandle handle(game, seat);
    OptionList opts;
    handle.options(opts);
    if (opts.empty()) return Status::error("no legal options");
    return heuristic_choice(handle, opts, handle.view());
  }
};

}  // namespace

std::unique_ptr<Controller> make_heuristic_controller() {
  return std::make_unique<HeuristicController>();
}

}  // namespace rwd
