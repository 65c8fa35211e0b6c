// Applying one answer to the pending decision (rules/answer.h).
#include "rules/answer.h"

#include <algorithm>

#include "rules/activation.h"
#include "rules/casting.h"
#include "rules/combat.h"
#include "rules/mana_tally.h"
#include "rules/sacrifice.h"
#include "rules/sba.h"
#include "rules/triggers.h"
#include "rules/turn.h"
#include "rules/vm.h"
#include "rules/vm_ask.h"
#include "rules/vm_choice.h"
#include "rules/vm_dig.h"
#include "rules/vm_library.h"
#include "rules/zones.h"

namespace rwd {

void apply_answer(Ctx& c, const Option& o) {
  GameState& s = c.s;
  Pending& p = s.pending;
  PlayerId who = p.player;
  if (p.kind == DecisionKind::ChooseCard) {  // a card found, or done (rules/vm_library.h, vm_dig.h)
    if (dig_waiting(s, c.db))
      answer_dig(c, o);
    else
      answer_choose_card(c, o);
    return;
  }
  switch (o.kind()) {
    case OptionKind::Pass:
      p = Pending{};
      pass_priority(c);
      return;
    case OptionKind::PlayLand:  // 305.1: a special action; the player keeps priority (117.3c)
      p = Pending{};
      move_to_zone(c, o.object(), Zone::Battlefield);
      set_controller(s, o.object(), raw(who));
      ++s.player(who).lands_played;
      s.passes = 0;
      c.emit(EventKind::PlayLand, who, o.object());
      return;
    case OptionKind::Cast: {
      const ManaCost cost = spell_mana_cost(s, c.db, o.object());
      const uint8_t flags = o.kicked() ? kCastKicked : 0;  // 702.33a, 601.2b: announced first
      if (spell_program(c.db, s.obj(o.object()))) {
        // 601.2b-c: announce X, then choose targets, run by the spell's program.
        p = cost.x_count > 0 ? Pending{DecisionKind::ChooseX, who, 0, 0, o.object()} : Pending{};
        begin_cast(c, who, o.object());
        s.interactions.back().cast_flags = flags;
        return;
      }
      if (cost.x_count > 0) {  // Pending::total says the kicker was announced
        p = Pending{DecisionKind::ChooseX, who, 0, static_cast<uint8_t>(o.kicked()), o.object()};
        return;
      }
      p = Pending{};
      cast_spell(c, who, o.object(), 0, nullptr, flags);
      return;
    }
    case OptionKind::PutTrigger:
      answer_put_trigger(c, o);
      return;
    case OptionKind::Activate:  // 602.2: announce, then targets (settle runs them), then costs
      p = activation_announces_x(s, c.db, o.object(), o.ability())
              ? Pending{DecisionKind::ChooseX, who, 0, 0, o.object()}
              : Pending{};
      begin_activation(c, who, o.object(), o.ability());
      return;
    case OptionKind::ChooseX: {
      ObjectId card = p.subject;
      const uint8_t flags = p.total == 1 ? kCastKicked : 0;  // a spell without a program
      p = Pending{};
      if (!s.interactions.empty() && s.interactions.back().source == card &&
          s.interactions.back().phase == RunPhase::Casting) {
        s.interactions.back().x =
            static_cast<uint16_t>(o.amount());  // the program goes on to its targets
        return;
      }
      cast_spell(c, who, card, o.amount(), nullptr, flags);
      return;
    }
    case OptionKind::Keep: {  // 103.5: kept; then one card to the bottom per mulligan taken
      Player& pl = s.player(who);
      pl.mulligan = MulliganState::Kept;
      pl.bottom_owed =
          static_cast<uint8_t>(std::min<int>(pl.mulligans, static_cast<int>(pl.hand.size())));
      c.emit(EventKind::Keep, who, ObjectId::None, static_cast<int>(pl.hand.size()));
      p = Pending{};
      return;
    }
    case OptionKind::Mulligan:
      s.player(who).mulligan = MulliganState::WillMulligan;
      p = Pending{};
      return;
    case OptionKind::BottomCard: {
      move_to_zone(c, o.object(), Zone::Library, /*to_bottom=*/true);
      c.emit(EventKind::PutOnBottom, who, o.object());
      Player& pl = s.player(who);
      --pl.bottom_owed;
      ++p.picked;
      if (pl.bottom_owed == 0) p = Pending{};
      return;
    }
    case OptionKind::Discard:
      move_to_zone(c, o.object(), Zone::Graveyard);
      c.emit(EventKind::Discard, who, o.object());
      if (++p.picked >= p.total) p = Pending{};
      return;
    case OptionKind::Target:
      answer_target(c, o);
      return;
    case OptionKind::Sacrifice:
      sacrifice_permanent(c, who, o.object());
      if (++p.picked >= p.total) p = Pending{};
      return;
    case OptionKind::Mode:
      answer_mode(c, o.mode_number());
      c.s.interactions.back().mode = static_cast<uint16_t>(o.mode_number() + 1);  // 700.2
      return;
    case OptionKind::Source:
      answer_mode(c, raw(o.object()));  // the chosen object's id goes on the machine's stack
      return;
    case OptionKind::ChooseCard:  // only in a ChooseCard decision, answered above
    case OptionKind::TopCard:
      return;
    case OptionKind::Choice:
      answer_choice(c, o);
      return;
    case OptionKind::Yes:
    case OptionKind::No:
      answer_yes_no(c, o.kind() == OptionKind::Yes);
      return;
    case OptionKind::KeepLegend:
      apply_legend_choice(c, o.object());
      return;
    case OptionKind::Attack:
    case OptionKind::Block:
    case OptionKind::Unblock:
    case OptionKind::Done:
    case OptionKind::AssignDamage:
    case OptionKind::AssignLethalRest:
      apply_combat_option(c, o);
      return;
  }
}

}  // namespace rwd
