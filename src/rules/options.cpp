// Legal options for each kind of decision, in canonical order: option 0 is "pass"/"done"
// where there is one, then by object id. Hand cards with the same definition are offered
// once (the lowest id): the choice between identical cards is not a choice.
#include "rules/options.h"

#include <utility>

#include "rules/engine_internal.h"
#include "rules/mana.h"
#include "rules/vm.h"
#include "rules/targeting.h"

namespace rwd {

namespace {

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
  // Insertion sort by id: hands are small.
  for (int i = 1; i < n; ++i)
    for (int j = i; j > 0 && raw(out[j]) < raw(out[j - 1]); --j) std::swap(out[j], out[j - 1]);
  return n;
}

// 601.2c: a spell whose program has a target slot with no legal choice cannot be cast.
bool spell_castable(const GameState& s, const CardDb& db, PlayerId p, ObjectId card) {
  const Program* prog = spell_program(db, s.obj(card));
  return !prog || prog->num_targets == 0 || targets_available(s, db, *prog, p, card);
}

void priority_options(const GameState& s, const CardDb& db, OptionList& out) {
  PlayerId p = s.pending.player;
  out.push_back({OptionKind::Pass});
  ObjectId cards[kMaxObjects];
  int n = distinct_hand_cards(s, p, cards);
  for (int i = 0; i < n; ++i)
    if (can_play_land_now(s, p, cards[i])) out.push_back({OptionKind::PlayLand, 0, cards[i]});
  AffordCheck afford(s, p);
  for (int i = 0; i < n; ++i)
    if (can_cast_now(s, p, cards[i]) && afford.can_pay(db.get(s.obj(cards[i]).def).front().cost) &&
        spell_castable(s, db, p, cards[i]))
      out.push_back({OptionKind::Cast, 0, cards[i]});
}

void hand_pick_options(const GameState& s, PlayerId p, OptionKind kind, OptionList& out) {
  ObjectId cards[kMaxObjects];
  int n = distinct_hand_cards(s, p, cards);
  for (int i = 0; i < n; ++i) out.push_back({kind, 0, cards[i]});
}

}  // namespace

bool priority_has_action(const GameState& s, const CardDb& db, PlayerId p) {
  // Same answers as can_play_land_now / can_cast_now for each hand card (a hand card is in
  // its owner's hand by invariant), with the timing worked out once.
  const bool sorcery = s.active == p && (s.step == Step::Main1 || s.step == Step::Main2) && s.stack.empty();
  const bool land_ok = sorcery && s.player(p).lands_played < 1;  // 305.2
  AffordCheck afford(s, p);
  for (ObjectId id : s.player(p).hand) {
    const Object& o = s.obj(id);
    if (is_land(o)) {
      if (land_ok) return true;
      continue;
    }
    if (!sorcery && !o.has(Keyword::Flash) && !is_instant(o)) continue;  // 307.1, 304.1, 702.8a
    if (afford.can_pay(db.get(o.def).front().cost) && spell_castable(s, db, p, id)) return true;
  }
  return false;
}

const char* hand_card_problem(const GameState& s, const CardDb& db, PlayerId p, ObjectId card) {
  const Object& o = s.obj(card);
  const bool sorcery = s.active == p && (s.step == Step::Main1 || s.step == Step::Main2) && s.stack.empty();
  if (is_land(o)) {
    if (!sorcery) return "a land is played only in your main phase with an empty stack (305.1)";
    if (s.player(p).lands_played >= 1) return "you have played a land this turn (305.2)";
    return nullptr;
  }
  if (!sorcery && !o.has(Keyword::Flash) && !is_instant(o))
    return "cast only in your main phase with an empty stack (307.1)";
  AffordCheck afford(s, p);
  if (!afford.can_pay(db.get(o.def).front().cost)) return "not enough mana (601.2g)";
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
      out.push_back({OptionKind::Keep});
      out.push_back({OptionKind::Mulligan});
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
      for (int x = 0; x <= max_x && !out.full(); ++x)
        out.push_back({OptionKind::ChooseX, 0, p.subject, ObjectId::None, static_cast<uint16_t>(x)});
      return;
    }
    case DecisionKind::DeclareAttackers:
    case DecisionKind::DeclareBlockers:
    case DecisionKind::AssignDamage:
      combat_options(s, out);
      return;
    case DecisionKind::LegendRule:
      sba_options(s, out);
      return;
    case DecisionKind::ChooseTarget:
      choose_target_options(s, db, out);
      return;
  }
}

}  // namespace rwd
