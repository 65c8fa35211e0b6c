#include "rules/static_conditions.h"

#include <bit>

#include "rules/land_types.h"
#include "rules/statics.h"

namespace rwd {

namespace {

// The objects of `ids` that `a.filter` matches, for a static of `source` (`src`).
int count_in(const GameState& s, const CardDb& db, const StaticAbility& st, const CondAmount& a,
             ObjectId source, const Object& src, const FixedVec<ObjectId, kMaxObjects>& ids) {
  int n = 0;
  for (ObjectId id : ids)
    n += static_filter_matches(s, db, a.filter, st.subtypes, source, src, id, s.obj(id));
  return n;
}

// The count `a` makes now (before its math), from the point of view of the static's
// controller.
int count_of(const GameState& s, const CardDb& db, const StaticAbility& st, const CondAmount& a,
             ObjectId source, const Object& src) {
  const Player& you = s.player(player_id(src.controller));
  switch (a.kind) {
    case CondCount::Number:
      return 0;
    case CondCount::Battlefield:
      return count_in(s, db, st, a, source, src, s.battlefield);
    case CondCount::Graveyards: {
      int n = 0;
      for (const Player& pl : s.players) n += count_in(s, db, st, a, source, src, pl.graveyard);
      return n;
    }
    case CondCount::YourGraveyard:
      return count_in(s, db, st, a, source, src, you.graveyard);
    case CondCount::YourHand:
      return count_in(s, db, st, a, source, src, you.hand);
    case CondCount::YourGraveyardTypes: {  // 205.2a: the card types among them
      uint16_t types = 0;
      for (ObjectId id : you.graveyard) types = static_cast<uint16_t>(types | s.obj(id).types);
      return std::popcount(types);
    }
    case CondCount::SourceCounters:
      return s.counters_on(source, static_cast<CounterKind>(a.counter));
    case CondCount::Domain: {  // 305.6: Plains, Island, Swamp, Mountain, Forest
      static const std::string kBasic[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
      int found = 0;
      for (ObjectId id : s.battlefield) {
        const Object& o = s.obj(id);
        if (o.controller != src.controller || !(o.types & type_bit(CardType::Land))) continue;
        for (int k = 0; k < 5; ++k)
          if (!(found & (1 << k)) && object_has_subtype(db, o, kBasic[k])) found |= 1 << k;
      }
      return std::popcount(static_cast<unsigned>(found));
    }
  }
  return 0;
}

}  // namespace

int static_amount(const GameState& s, const CardDb& db, const StaticAbility& st,
                  const CondAmount& a, ObjectId source) {
  const Object& src = s.obj(source);
  if (a.kind == CondCount::Number) return a.n;
  return count_of(s, db, st, a, source, src) * a.times + a.n;
}

bool static_condition_holds(const GameState& s, const CardDb& db, const StaticAbility& st,
                            ObjectId source) {
  const Object& src = s.obj(source);
  const StaticCondition& c = st.condition;
  if (c.your_turn >= 0 && (s.active == player_id(src.controller)) != (c.your_turn == 1))
    return false;
  for (const StaticCheck& k : c.checks)
    if (!compare(static_cast<Compare>(k.op), static_amount(s, db, st, k.lhs, source),
                 static_amount(s, db, st, k.rhs, source)))
      return false;
  return true;
}

bool conditional_statics_active(const GameState& s) {
  if (!s.any_static) return false;  // no card in this game has a static ability
  for (ObjectId id : s.battlefield)
    if (s.obj(id).has(kCondStaticSource)) return true;
  return false;
}

void refresh_conditional_statics(Ctx& c) {
  if (conditional_statics_active(c.s)) refresh_battlefield(c);
}

}  // namespace rwd
