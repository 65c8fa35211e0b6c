// State-based actions (704): losing at 0 life or after drawing from an empty library, the
// draw when both lose at once (104.4a), creatures with 0 toughness, lethal damage or
// deathtouch damage, and the legend rule.
#include "rules/engine_internal.h"

namespace rwd {

namespace {

// 704.5j: the first player (in turn order from the active player) who controls two or more
// legendary permanents with the same name; the name is the card definition.
bool find_legend_conflict(const GameState& s, PlayerId* who, CardDefId* def) {
  for (int i = 0; i < kNumPlayers; ++i) {
    PlayerId p = player_id((raw(s.active) + i) % kNumPlayers);
    for (size_t x = 0; x < s.battlefield.size(); ++x) {
      const Object& a = s.obj(s.battlefield[x]);
      if (a.controller != raw(p) || !(a.supertypes & supertype_bit(Supertype::Legendary))) continue;
      for (size_t y = x + 1; y < s.battlefield.size(); ++y) {
        const Object& b = s.obj(s.battlefield[y]);
        if (b.controller == raw(p) && b.def == a.def &&
            (b.supertypes & supertype_bit(Supertype::Legendary))) {
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

bool check_state_based_actions(Ctx& c, bool* performed) {
  GameState& s = c.s;
  for (;;) {
    if (s.over()) return false;
    // 704.5a, 704.5b
    bool lost[kNumPlayers] = {};
    bool any_lost = false;
    for (int p = 0; p < kNumPlayers; ++p) {
      Player& pl = s.players[p];
      if (pl.life <= 0 || pl.drew_from_empty) {
        lost[p] = true;
        any_lost = true;
        pl.lost = true;
        c.emit(EventKind::Lose, player_id(p), ObjectId::None,
               static_cast<int>(pl.life <= 0 ? LoseReason::Life : LoseReason::EmptyLibrary));
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
    if (find_legend_conflict(s, &who, &def)) {
      s.pending = Pending{DecisionKind::LegendRule, who};
      return false;
    }

    // 704.5f, 704.5g, 704.5h: decided for all creatures first, then performed at once.
    ObjectId doomed[kMaxObjects];
    bool destroyed[kMaxObjects];
    int n = 0;
    for (ObjectId id : s.battlefield) {
      const Object& o = s.obj(id);
      if (!is_creature(o)) continue;
      if (o.toughness <= 0) {
        destroyed[n] = false;
        doomed[n++] = id;
      } else if ((o.damage >= o.toughness || o.has(kDeathtouchDamaged)) &&
                 !o.has(Keyword::Indestructible)) {  // 702.12b
        destroyed[n] = true;
        doomed[n++] = id;
      }
    }
    for (ObjectId id : s.battlefield) s.obj(id).clear(kDeathtouchDamaged);
    if (n == 0) return true;
    if (performed) *performed = true;
    for (int i = 0; i < n; ++i) {
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
    if (o.controller == raw(who) && o.def == def) out.push_back({OptionKind::KeepLegend, 0, id});
  }
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
