#include "rules/vm_repeat.h"

#include "rules/sacrifice.h"

namespace rwd {

namespace {

int16_t pop_value(Interaction& it) {
  return it.sp > 0 ? it.stack[--it.sp] : 0;
}
void push_value(Interaction& it, int v) {
  if (it.sp < kVmStackDepth) it.stack[it.sp++] = static_cast<int16_t>(v);
}
int16_t clamp16(int v) {
  return static_cast<int16_t>(v < -32768 ? -32768 : v > 32767 ? 32767 : v);
}

bool compare(int v, int op, int n) {
  switch (op) {
    case 0:
      return v == n;
    case 1:
      return v != n;
    case 2:
      return v < n;
    case 3:
      return v <= n;
    case 4:
      return v > n;
    default:
      return v >= n;
  }
}

}  // namespace

void run_register_op(Ctx& c, Interaction& it, const Program& prog, const Instr& in, PlayerId p) {
  GameState& s = c.s;
  const int reg = in.a < kVmVars ? in.a : 0;
  switch (in.op) {
    case Op::VarSet:
      it.vars[reg] = pop_value(it);
      break;
    case Op::VarGet:
      push_value(it, it.vars[reg]);
      break;
    case Op::AddN:
      push_value(it, clamp16(pop_value(it) + in.b));
      break;
    case Op::Compare:
      push_value(it, compare(pop_value(it), in.a, in.b) ? 1 : 0);
      break;
    case Op::EachPlayer:  // 101.4: in APNAP order, starting with the active player
      it.vars[kVarItem] = static_cast<int16_t>((raw(s.active) + in.b) % kNumPlayers);
      it.vars[kVarRemembered] = 1;  // RepeatEach remembers the player it is at
      break;
    case Op::MoveHand: {  // all at once: the list is made first
      if (p == PlayerId::None) break;
      ObjectId moved[kMaxObjects];
      int k = 0;
      for (ObjectId id : s.player(p).hand) moved[k++] = id;
      sort_ids(moved, k);
      const int zone = in.b & 7;
      const Zone to = zone == kZoneHand        ? Zone::Hand
                      : zone == kZoneExile     ? Zone::Exile
                      : zone == kZoneGraveyard ? Zone::Graveyard
                                               : Zone::Library;
      for (int i = 0; i < k; ++i) {
        move_to_zone(c, moved[i], to);
        c.emit(EventKind::Move, player_id(s.obj(moved[i]).owner), moved[i], static_cast<int>(to));
      }
      if (zone == kZoneLibraryShuffle) shuffle_library(c, p);  // 701.24a
      if (in.b & 8) it.vars[kVarRemembered] = clamp16(it.vars[kVarRemembered] + k);
      break;
    }
    case Op::VarMark: {
      const int who = it.vars[kVarItem];
      if (who >= 0 && who < kNumPlayers)
        it.vars[reg] = static_cast<int16_t>(it.vars[reg] | (1 << who));
      break;
    }
    case Op::SacrificeCount: {  // 701.17a: as many as they can, up to n
      const int n = it.sp > 0 ? it.stack[it.sp - 1] : 0;
      ObjectId ids[kMaxObjects];
      const int k = p == PlayerId::None || n <= 0
                        ? 0
                        : sacrifice_candidates(s, c.db, prog, prog.filters[in.b],
                                               player_id(it.controller), p, ids, it.source);
      it.vars[kVarRemembered] = clamp16(it.vars[kVarRemembered] + (k < n ? k : n));
      break;
    }
    default:
      break;
  }
}

}  // namespace rwd
