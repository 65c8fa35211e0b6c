// The turn (500-514) and the opening (103): steps in order with their turn-based actions,
// priority (117), mulligans (103.5), and `settle`, which advances the game until a decision
// with a real choice is pending.
#include "rules/turn.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "rules/answer.h"
#include "rules/casting.h"
#include "rules/combat.h"
#include "rules/combat_misc.h"
#include "rules/delayed.h"
#include "rules/entry_choice.h"
#include "rules/extra_turns.h"
#include "rules/hand_tally.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/prevention.h"
#include "rules/sba.h"
#include "rules/statics.h"
#include "rules/triggers.h"
#include "rules/vm.h"
#include "rules/vm_choice.h"
#include "rules/zones.h"

namespace rwd {

namespace {

bool step_has_priority(Step st) {
  return st != Step::Untap && st != Step::Cleanup;
}  // 117.3a

Step next_step(const GameState& s) {
  switch (s.step) {
    case Step::DeclareAttackers: {
      for (ObjectId id : s.battlefield)
        if (s.obj(id).has(kAttacking)) return Step::DeclareBlockers;
      return Step::EndCombat;  // 508.8
    }
    case Step::DeclareBlockers:
      return s.first_strike_step ? Step::FirstStrikeDamage : Step::CombatDamage;
    case Step::Cleanup:
      return s.cleanup_again ? Step::Cleanup : Step::Untap;
    default:
      return static_cast<Step>(static_cast<int>(s.step) + 1);
  }
}

void begin_new_turn(Ctx& c) {
  if (!c.s.activation_counts.empty()) c.s.activation_counts.clear();  // 602.5b: per turn
  GameState& s = c.s;
  if (s.turn > 0) s.active = take_next_turn(s);  // 500.1, 500.7
  ++s.turn;
  Player& ap = s.player(s.active);
  ap.last_turn_started = s.turn;
  ap.lands_played = 0;
  c.emit(EventKind::TurnBegin, s.active, ObjectId::None, s.turn);
}

// Turn-based actions at the start of a step (703). Returns true when they are all done;
// false when a decision became pending (the call is repeated after it is answered).
bool run_turn_based_actions(Ctx& c) {
  GameState& s = c.s;
  switch (s.step) {
    case Step::Untap:
      begin_new_turn(c);
      c.emit(EventKind::StepBegin, s.active, ObjectId::None, static_cast<int>(s.step));
      // "Players skip their untap steps" (Stasis): nothing untaps.
      if (!(statics_active(s) && untap_step_skipped(c))) {
        for (ObjectId id : s.battlefield) {  // 502.3
          Object& o = s.obj(id);
          if (o.controller != raw(s.active)) continue;
          // "doesn't untap during its controller's next untap step": this one, then it's over.
          const bool skip_once = o.has(kSkipNextUntap);
          o.clear(kSkipNextUntap);
          if (o.has(kTapped) && !o.has(kNoUntap) && !skip_once) o.clear(kTapped);
        }
      }
      // The untapped permanents, and the active player's creatures that are no longer
      // summoning sick (their turn began, 302.6), count as mana sources again.
      recount_mana_tally(s, raw(s.active));
      refresh_statics(c);  // "untapped creatures get ..."
      return true;
    case Step::Draw:
      c.emit(EventKind::StepBegin, s.active, ObjectId::None, static_cast<int>(s.step));
      // 103.8a: the starting player skips the draw step of their first turn.
      if (!(s.turn == 1 && s.active == s.starting_player)) draw_card(c, s.active);  // 504.1
      if (s.any_triggered) queue_step_triggers(c);  // 504.2: "at the beginning of the draw step"
      return true;
    case Step::DeclareAttackers:
      if (s.step_stage == 0) {
        c.emit(EventKind::StepBegin, s.active, ObjectId::None, static_cast<int>(s.step));
        s.step_stage = 1;
        int n = 0;
        for (ObjectId id : s.battlefield) n += can_attack(s, s.obj(id));
        if (n > 0) {
          s.pending = Pending{DecisionKind::DeclareAttackers, s.active, 0,
                              static_cast<uint8_t>(std::min(n, 255))};
          return false;
        }
      }
      return true;
    case Step::DeclareBlockers:
      if (s.step_stage == 0) {
        c.emit(EventKind::StepBegin, s.active, ObjectId::None, static_cast<int>(s.step));
        s.step_stage = 1;
        int n = 0;
        for (ObjectId id : s.battlefield) {
          const Object& b = s.obj(id);
          if (b.controller == raw(opponent(s.active)) && is_creature(b) && !b.has(kTapped) &&
              !b.has(kCantBlock))
            ++n;
        }
        if (n > 0 && any_block_possible(s, c.db)) {
          s.pending = Pending{DecisionKind::DeclareBlockers, opponent(s.active), 0,
                              static_cast<uint8_t>(std::min(n, 255))};
          return false;
        }
      }
      s.first_strike_step = needs_first_strike_step(s);  // 510.4
      if (s.any_triggered) queue_unblocked_triggers(c);  // 509.1h: blockers are declared
      return true;
    case Step::FirstStrikeDamage:
    case Step::CombatDamage:
      if (s.step_stage == 0) {
        c.emit(EventKind::StepBegin, s.active, ObjectId::None, static_cast<int>(s.step));
        s.step_stage = 1;
        if (s.step == Step::FirstStrikeDamage) {
          for (ObjectId id : s.battlefield) {
            Object& o = s.obj(id);
            if ((o.has(kAttacking) || o.has(kBlocking)) &&
                (o.has(Keyword::FirstStrike) || o.has(Keyword::DoubleStrike)))
              o.set(kFirstStriker);
          }
        }
      }
      return !run_combat_damage(c);
    case Step::Cleanup:
      if (s.step_stage == 0) {
        c.emit(EventKind::StepBegin, s.active, ObjectId::None, static_cast<int>(s.step));
        s.step_stage = 1;
        s.cleanup_again = false;
        int excess = static_cast<int>(s.player(s.active).hand.size()) - max_hand_size(c, s.active);
        if (excess > 0) {  // 514.1
          s.pending = Pending{DecisionKind::Discard, s.active, 0, static_cast<uint8_t>(excess)};
          return false;
        }
      }
      for (ObjectId id : s.battlefield) {  // 514.2
        Object& o = s.obj(id);
        o.damage = 0;
        o.clear(kDeathtouchDamaged);
        o.clear(kAttackedThisTurn);  // "this turn" facts (CardFace::turn_facts)
        o.clear(kDealtDamageToOppThisTurn);
      }
      end_turn_effects(c);  // 514.2: at the same time as damage wears off
      end_turn_shields(s);
      return true;
    default:
      c.emit(EventKind::StepBegin, s.active, ObjectId::None, static_cast<int>(s.step));
      if (s.step == Step::Upkeep && !s.effects.empty()) end_upkeep_effects(c);
      if (s.any_triggered && (s.step == Step::Upkeep || s.step == Step::End ||
                              s.step == Step::EndCombat || s.step == Step::BeginCombat))
        queue_step_triggers(c);  // "at the beginning of ..." (507.1) / "at end of combat" (511.1)
      if (!s.delayed.empty()) queue_delayed_triggers(c);  // 603.7
      return true;
  }
}

}  // namespace

void end_step(Ctx& c) {
  GameState& s = c.s;
  for (Player& p : s.players) p.pool = ManaPool{};  // 500.4
  if (s.step == Step::EndCombat) {
    remove_from_combat(c);  // 511.3
    end_combat_effects(c);  // "until end of combat" effects end with it
  }
  if (s.step == Step::CombatDamage) s.first_strike_step = false;
  s.step = next_step(s);
  s.step_stage = 0;
  s.passes = 0;
  s.priority = s.active;
}

void pass_priority(Ctx& c) {
  GameState& s = c.s;
  c.emit(EventKind::PassPriority, s.priority);
  if (++s.passes < kNumPlayers) {
    s.priority = opponent(s.priority);
    return;
  }
  s.passes = 0;
  if (!s.stack.empty()) {
    resolve_top(c);  // 117.4, 608
  } else {
    end_step(c);
  }
}

namespace {

// 103.5: London mulligan, in rounds: the starting player declares first, then the other;
// then everyone who chose to mulligan does so at once (shuffle the hand back, draw seven).
// A player decides with the seven cards in hand, as the London mulligan is played; once
// they keep, they put as many cards on the bottom as mulligans taken (answer.cpp, Keep),
// before the next player declares. (103.5's text has the cards put on the bottom as part of
// each mulligan; the choices and the information are the same, without a bottoming that a
// further mulligan would shuffle away.)
void run_mulligans(Ctx& c) {
  GameState& s = c.s;
  for (int i = 0; i < kNumPlayers; ++i) {
    PlayerId p = player_id((raw(s.starting_player) + i) % kNumPlayers);
    Player& pl = s.player(p);
    if (pl.bottom_owed > 0) {
      s.pending = Pending{DecisionKind::BottomCard, p, 0, pl.bottom_owed};
      return;
    }
  }
  for (int i = 0; i < kNumPlayers; ++i) {
    PlayerId p = player_id((raw(s.starting_player) + i) % kNumPlayers);
    Player& pl = s.player(p);
    if (pl.mulligan != MulliganState::Undecided) continue;
    if (pl.mulligans >= kStartingHand) {  // a further mulligan would leave zero cards: kept
      pl.mulligan = MulliganState::Kept;
      pl.bottom_owed =
          static_cast<uint8_t>(std::min<int>(pl.mulligans, static_cast<int>(pl.hand.size())));
      if (pl.bottom_owed > 0) {
        s.pending = Pending{DecisionKind::BottomCard, p, 0, pl.bottom_owed};
        return;
      }
      continue;
    }
    s.pending = Pending{DecisionKind::Mulligan, p};
    return;
  }
  bool any = false;
  for (int i = 0; i < kNumPlayers; ++i) {
    PlayerId p = player_id((raw(s.starting_player) + i) % kNumPlayers);
    Player& pl = s.player(p);
    if (pl.mulligan != MulliganState::WillMulligan) continue;
    any = true;
    ++pl.mulligans;
    c.emit(EventKind::Mulligan, p, ObjectId::None, pl.mulligans);
    while (!pl.hand.empty()) move_to_zone(c, pl.hand.back(), Zone::Library);
    shuffle_library(c, p);
    for (int k = 0; k < kStartingHand; ++k) draw_card(c, p);
    pl.mulligan = MulliganState::Undecided;
  }
  if (any) return;
  s.in_mulligans = false;
  s.step = Step::Untap;
  s.step_stage = 0;
  s.active = s.starting_player;
  s.priority = s.active;
}

}  // namespace

#if defined(REWIND_CHECK_STATE)
// Checks settle's shortcut: the full option list for this priority decision is just "pass".
static void verify_only_pass(Ctx& c) {
  GameState& s = c.s;
  s.pending = Pending{DecisionKind::Priority, s.priority};
  OptionList all;
  legal_options(s, c.db, all);
  s.pending = Pending{};
  if (all.size() != 1 || all[0].kind() != OptionKind::Pass) {
    std::fprintf(stderr, "settle: only_pass_possible disagrees with legal_options\n");
    std::abort();
  }
  if (!hand_tallies_ok(s)) {
    std::fprintf(stderr, "settle: the hand tallies differ from a recount\n");
    std::abort();
  }
  if (!mana_tallies_ok(s)) {
    std::fprintf(stderr, "settle: the mana source tallies differ from a recount\n");
    std::abort();
  }
}
#endif

// 104.4b: a game that enters a loop of mandatory actions with no way to stop is a draw.
// settle() runs only while no player has a choice (decisions with one legal answer are taken,
// a player who can only pass passes), so a settle that goes on for kMandatoryLoopSteps
// steps is such a loop: no optional action is in it. A whole game of forced passes ends by
// decking in a few thousand steps. Both players leave the game at once; the result is a draw.
static void draw_by_mandatory_loop(Ctx& c) {
  GameState& s = c.s;
  for (int p = 0; p < kNumPlayers; ++p) {
    s.players[p].lost = true;
    c.emit(EventKind::Lose, player_id(p), ObjectId::None,
           static_cast<int>(LoseReason::MandatoryLoop));
  }
  s.result = GameResult::Draw;
  c.emit(EventKind::GameOver, PlayerId::None, ObjectId::None, static_cast<int>(s.result));
}

void settle(Ctx& c, OptionList* next) {
  GameState& s = c.s;
  OptionList local;
  OptionList& options = next ? *next : local;  // ends as the pending decision's options
  for (uint32_t steps = 0;; ++steps) {
    if (steps == kMandatoryLoopSteps && !s.over()) draw_by_mandatory_loop(c);
    if (s.over()) {
      s.pending = Pending{DecisionKind::GameOver, PlayerId::None};
      options.clear();
      return;
    }
    // 614.12: a permanent that has just arrived makes its entry choice before anything else.
    if (s.entry_choices && s.pending.kind == DecisionKind::None && begin_entry_choice(c)) continue;
    if (s.pending.kind == DecisionKind::None && !s.interactions.empty()) {
      run_interaction(c);  // an ability being cast or resolved goes on
      continue;
    }
    if (s.pending.kind != DecisionKind::None) {
      legal_options(s, c.db, options);
      if (options.size() != 1) return;
      const Option only = options[0];
      apply_answer(c, only);  // exactly one legal answer: not asked
      continue;
    }
    if (s.in_mulligans) {
      run_mulligans(c);
      continue;
    }
    if (s.step_stage != kStageDone) {
      if (run_turn_based_actions(c)) s.step_stage = kStageDone;
      continue;
    }
    if (s.step == Step::Cleanup && !s.cleanup_again) {
      // 514.3a: players get priority in cleanup only if state-based actions happen.
      bool performed = false;
      if (!check_state_based_actions(c, &performed)) continue;
      if (!performed) {
        end_step(c);
        continue;
      }
      s.cleanup_again = true;
    }
    if (!step_has_priority(s.step) && !(s.step == Step::Cleanup && s.cleanup_again)) {
      end_step(c);
      continue;
    }
    // 117.5: state-based actions are checked whenever a player would receive priority.
    if (!check_state_based_actions(c, nullptr) || s.over()) continue;
    if (!s.triggers.empty()) {  // 117.5, 603.3: triggered abilities go on the stack first
      place_triggers(c);
      continue;
    }
    if (only_pass_possible(s, c.db, s.priority)) {  // the one legal answer: not asked
#if defined(REWIND_CHECK_STATE)
      verify_only_pass(c);
#endif
      pass_priority(c);
      // 117.3d: the other player receives priority. A pass changes none of what the checks
      // above read (no state-based action, decision or trigger follows from it), so when
      // that player too can only pass, they pass here without going round the loop.
      if (s.passes == 1 && s.triggers.empty() && only_pass_possible(s, c.db, s.priority)) {
#if defined(REWIND_CHECK_STATE)
        verify_only_pass(c);
#endif
        pass_priority(c);
      }
      continue;
    }
    s.pending = Pending{DecisionKind::Priority, s.priority};
  }
}

}  // namespace rwd
