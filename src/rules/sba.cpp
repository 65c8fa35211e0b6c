// State-based actions (704): losing at 0 life or after drawing from an empty library, the
// draw when both lose at once (104.4a), creatures with 0 toughness, lethal damage or
// deathtouch damage, and the legend rule.
#include "rules/sba.h"

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstdlib>

#include "rules/object_facts.h"
#include "rules/statics.h"
#include "rules/targeting.h"
#include "rules/tokens.h"
#include "rules/zones.h"

namespace rwd {

namespace {

// 704.5j: the first player (in turn order from the active player) who controls two or more
// legendary permanents with the same name; the name is the card definition.
bool find_legend_conflict(const GameState& s, PlayerId* who, CardDefId* def) {
  ObjectId legends[kMaxObjects];
  int n = 0;
  for (ObjectId id : s.battlefield)
    if (s.obj(id).supertypes & supertype_bit(Supertype::Legendary)) legends[n++] = id;
  if (n < 2) return false;
  for (int i = 0; i < kNumPlayers; ++i) {
    PlayerId p = player_id((raw(s.active) + i) % kNumPlayers);
    for (int x = 0; x < n; ++x) {
      const Object& a = s.obj(legends[x]);
      if (a.controller != raw(p)) continue;
      for (int y = x + 1; y < n; ++y) {
        const Object& b = s.obj(legends[y]);
        if (b.controller == raw(p) && b.def == a.def) {
          *who = p;
          *def = a.def;
          return true;
        }
      }
    }
  }
  return false;
}

}  // namespace

namespace {
// 704.5m, 303.4d: an Aura stays only while attached to an object on the battlefield that
// its Enchant ability (its Attach spell's target filter) allows and that has no protection
// from its colors (702.16c). 704.5n, 301.5c: an Equipment only while attached to a creature
// on the battlefield without protection from its colors.
bool is_equipment(const CardDb& db, const Object& o) {
  return db.get(o.def).front().has_subtype("Equipment");
}

// 702.16: a Ward's protection "doesn't remove" the Ward itself: the host's protection from
// the Aura's colors comes only from the Aura's own ward_self static (not printed on the host).
// Another static granting the same protection is not told apart (it would be ignored too).
bool ward_exempt(const CardDb& db, const Object& aura, const Object& host) {
  ColorMask own = 0;
  for (const StaticAbility& st : db.get(aura.def).front().statics)
    if (st.ward_self) own = static_cast<ColorMask>(own | st.protection);
  const ColorMask printed = db.get(host.def).front().keywords.protection;
  return own && !(printed & aura.colors & own) &&
         !((host.keywords.protection & aura.colors) & ~own);
}

bool attachment_legal(const GameState& s, const CardDb& db, const Object& aura) {
  const Object& host = s.obj(aura.attached_to());
  if (host.zone != Zone::Battlefield) return false;
  if (protected_from(host, aura) && !ward_exempt(db, aura, host)) return false;
  if (is_equipment(db, aura)) return (host.types & type_bit(CardType::Creature)) != 0;
  const Program* prog = db.get(aura.def).front().spell.get();
  if (!prog) return false;
  for (const Instr& in : prog->code)
    if (in.op == Op::Target)
      return !filter_mismatch(s, db, *prog, prog->filters[in.b], player_id(aura.controller), host);
  return false;
}
}  // namespace

bool any_sba_applies(const GameState& s, const CardDb& db) {
  for (const Player& p : s.players)
    if (p.life <= 0 || p.drew_from_empty || p.poison >= kPoisonToLose) return true;
  PlayerId who;
  CardDefId def;
  if (find_legend_conflict(s, &who, &def)) return true;
  for (const CounterEntry& e : s.counters)
    if (e.kind == CounterKind::P1P1 && s.counters_on(e.object, CounterKind::M1M1) > 0) return true;
  if (token_outside_battlefield(s)) return true;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.attached_to() != ObjectId::None && !attachment_legal(s, db, o)) return true;
    if (is_creature(o) &&
        (o.toughness <= 0 || ((o.damage >= o.toughness || o.has(kDeathtouchDamaged)) &&
                              !o.has(Keyword::Indestructible))))
      return true;
  }
  return false;
}

bool check_state_based_actions_now(Ctx& c, bool* performed) {
  GameState& s = c.s;
  if (!s.sba_dirty) {
#if defined(REWIND_CHECK_STATE)
    // Checked even with NDEBUG (sanitizer builds are RelWithDebInfo).
    if (any_sba_applies(s, c.db)) {
      std::fprintf(stderr, "state_ok: a state change forgot to set sba_dirty\n");
      std::abort();
    }
#endif
    return !s.over();
  }
  for (;;) {
    if (s.over()) return false;
    // 704.5a, 704.5b, 704.5c
    bool lost[kNumPlayers] = {};
    bool any_lost = false;
    for (int p = 0; p < kNumPlayers; ++p) {
      Player& pl = s.players[p];
      if (pl.life <= 0 || pl.drew_from_empty || pl.poison >= kPoisonToLose) {  // 704.5c: poison
        lost[p] = true;
        any_lost = true;
        pl.lost = true;
        c.emit(EventKind::Lose, player_id(p), ObjectId::None,
               static_cast<int>(pl.life <= 0         ? LoseReason::Life
                                : pl.drew_from_empty ? LoseReason::EmptyLibrary
                                                     : LoseReason::Poison));
      }
    }
    if (any_lost) {
      if (performed) *performed = true;
      s.result = lost[0] && lost[1] ? GameResult::Draw  // 104.4a
                 : lost[0]          ? GameResult::P2Wins
                                    : GameResult::P1Wins;
      c.emit(EventKind::GameOver, PlayerId::None, ObjectId::None, static_cast<int>(s.result));
      return false;
    }

    PlayerId who;
    CardDefId def;
    if (s.any_legendary && find_legend_conflict(s, &who, &def)) {
      s.pending = Pending{DecisionKind::LegendRule, who};
      return false;
    }

    // 704.5q: N +1/+1 and N -1/-1 counters are removed from a permanent that has both (it
    // changes neither power nor toughness, so doing it before 704.5f-h is the same as at once).
    bool annihilated = false;
    for (size_t i = 0; i < s.counters.size(); ++i) {
      const CounterEntry e = s.counters[i];
      if (e.kind != CounterKind::P1P1) continue;
      const int n = std::min<int>(e.count, s.counters_on(e.object, CounterKind::M1M1));
      if (n <= 0) continue;
      remove_counters(c, e.object, CounterKind::P1P1, n);
      remove_counters(c, e.object, CounterKind::M1M1, n);
      annihilated = true;
      i = static_cast<size_t>(-1);  // entries moved: look again from the start
    }
    if (annihilated && performed) *performed = true;
    if (tokens_cease(c) && performed) *performed = true;  // 704.5d

    // 704.5f, 704.5g, 704.5h: decided for all creatures first, then performed at once.
    ObjectId doomed[kMaxObjects];
    bool destroyed[kMaxObjects];
    int n = 0;
    ObjectId fallen[kMaxObjects];  // 704.5m: Auras attached illegally go to the graveyard
    int nf = 0;
    for (ObjectId id : s.battlefield) {
      Object& o = s.obj(id);
      if (o.attached_to() != ObjectId::None && !attachment_legal(s, c.db, o)) fallen[nf++] = id;
      if (!is_creature(o)) continue;
      bool deathtouched = o.has(kDeathtouchDamaged);
      o.clear(kDeathtouchDamaged);  // "since the last time state-based actions were checked"

      if (o.toughness <= 0) {
        destroyed[n] = false;
        doomed[n++] = id;
      } else if ((o.damage >= o.toughness || deathtouched) &&
                 !o.has(Keyword::Indestructible)) {  // 702.12b
        destroyed[n] = true;
        doomed[n++] = id;
      }
    }
    if (n == 0 && nf == 0) {
      s.sba_dirty = false;
      return true;
    }
    if (performed) *performed = true;
    for (int i = 0; i < nf; ++i) {
      const PlayerId controller = player_id(s.obj(fallen[i]).controller);
      if (is_equipment(c.db,
                       s.obj(fallen[i]))) {  // 704.5n: it stays on the battlefield, unattached
        s.obj(fallen[i]).attach_to(ObjectId::None);
        c.emit(EventKind::Attach, controller, fallen[i]);
        refresh_battlefield(c);
        continue;
      }
      move_to_zone(c, fallen[i], Zone::Graveyard);
      c.emit(EventKind::Dies, controller, fallen[i]);
    }
    for (int i = 0; i < n; ++i) {
      if (destroyed[i] && !s.effects.empty() && regenerate(c, doomed[i]))
        continue;  // 701.15a replaces it
      if (destroyed[i]) c.emit(EventKind::Destroy, PlayerId::None, doomed[i]);
      PlayerId controller = player_id(s.obj(doomed[i]).controller);
      move_to_zone(c, doomed[i], Zone::Graveyard);
      c.emit(EventKind::Dies, controller, doomed[i]);
    }
  }
}

void sba_options(const GameState& s, OptionList& out) {
  PlayerId who;
  CardDefId def;
  if (!find_legend_conflict(s, &who, &def)) return;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (o.controller == raw(who) && o.def == def) out.push_back(Option::keep_legend(id));
  }
  // Canonical order (options.h): by object id, not by arrival on the battlefield.
  std::sort(out.begin(), out.end(),
            [](const Option& a, const Option& b) { return raw(a.object()) < raw(b.object()); });
}

void apply_legend_choice(Ctx& c, ObjectId keep) {
  GameState& s = c.s;
  const Object& k = s.obj(keep);
  PlayerId who = player_id(k.controller);
  CardDefId def = k.def;
  ObjectId gone[kMaxObjects];
  int n = 0;
  for (ObjectId id : s.battlefield) {
    const Object& o = s.obj(id);
    if (id != keep && o.controller == raw(who) && o.def == def) gone[n++] = id;
  }
  for (int i = 0; i < n; ++i) {
    move_to_zone(c, gone[i], Zone::Graveyard);
    c.emit(EventKind::LegendRule, who, gone[i]);
  }
  s.pending = Pending{};
}

}  // namespace rwd
