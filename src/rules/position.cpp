#include "rules/position.h"

#include <algorithm>

#include "rules/hand_tally.h"
#include "rules/mana_tally.h"
#include "rules/object_facts.h"
#include "rules/state_check.h"
#include "rules/statics.h"
#include "rules/turn.h"
#include "rules/zones.h"

namespace rwd {

Result<GameState> build_position(const Position& pos, const CardDb& db, EventSink* sink) {
  GameState s;
  s.seed = pos.seed;
  s.rng = Rng::from_seed(pos.seed);
  Ctx c{s, db, sink};
  for (int p = 0; p < kNumPlayers; ++p) {
    const PositionPlayer& pp = pos.players[p];
    const std::vector<PositionCard>* zones[] = {&pp.battlefield, &pp.hand, &pp.library,
                                                &pp.graveyard, &pp.exile};
    const Zone zone_of[] = {Zone::Battlefield, Zone::Hand, Zone::Library, Zone::Graveyard,
                            Zone::Exile};
    for (int z = 0; z < 5; ++z) {
      const auto& cards = *zones[z];
      for (size_t i = 0; i < cards.size(); ++i) {
        // The library is listed top first; the top card is the back of the list.
        const PositionCard& pc =
            zone_of[z] == Zone::Library ? cards[cards.size() - 1 - i] : cards[i];
        std::optional<CardDefId> def = db.find(pc.name);
        if (!def) return Status::error("unknown card \"" + pc.name + "\"");
        const CardDef& d = db.get(*def);
        if (!d.supported() && !pos.allow_unsupported)
          return Status::error("card \"" + d.name() + "\" cannot be used: line " +
                               std::to_string(d.unsupported[0].line) + " \"" +
                               d.unsupported[0].text + "\": " + d.unsupported[0].reason);
        if (s.num_objects >= kMaxObjects) return Status::error("too many cards in the position");
        const bool attachment = d.front().has_subtype("Aura") || d.front().has_subtype("Equipment");
        if (zone_of[z] == Zone::Battlefield && d.front().has_subtype("Aura") && pc.attached_to < 0)
          return Status::error("card \"" + d.name() +
                               "\": an Aura starts on the battlefield only attached to a "
                               "permanent (303.4)");
        if (pc.attached_to >= 0 && (zone_of[z] != Zone::Battlefield || !attachment))
          return Status::error("card \"" + d.name() +
                               "\" is attached to something, but only an Aura or Equipment on "
                               "the battlefield can be");
        if (pc.owner >= 0 && (pc.owner >= kNumPlayers || zone_of[z] != Zone::Battlefield))
          return Status::error("card \"" + d.name() +
                               "\": another owner can be given only for a permanent");
        ObjectId id = object_id(s.num_objects++);
        Object& o = s.obj(id);
        o.def = *def;
        o.owner = o.controller = static_cast<uint8_t>(p);
        if (pc.owner >= 0) o.owner = static_cast<uint8_t>(pc.owner);  // controlled by p (108.4)
        o.zone = Zone::None;
        s.any_activated |= !d.front().activated.empty() || d.front().flashback;
        s.any_triggered |= !d.front().triggered.empty();
        s.any_static |= !d.front().statics.empty();
        if (const CardDefId b = db.back_face(*def);
            b != CardDefId::None) {  // 712: it may transform
          s.any_activated |= !db.get(b).front().activated.empty();
          s.any_triggered |= !db.get(b).front().triggered.empty();
          s.any_static |= !db.get(b).front().statics.empty();
        }
        refresh_characteristics(c, id);
        Player& pl = s.players[p];
        o.zone = zone_of[z];
        switch (zone_of[z]) {
          case Zone::Battlefield:
            s.battlefield.push_back(id);
            o.timestamp = s.next_timestamp++;
            o.controlled_since_turn = pc.summoning_sick ? static_cast<uint16_t>(pos.turn) : 0;
            if (pc.tapped) o.set(kTapped);
            // Echo (702.30a): one that came under p's control this turn is still to be paid for.
            if (pc.summoning_sick && d.front().echo) o.set(kEchoDue);
            if (pc.attacking && (o.types & type_bit(CardType::Creature))) o.set(kAttacking);
            o.damage = static_cast<int16_t>(pc.damage);
            if (pc.owner >= 0 && pc.owner != p) {  // p controls it by an effect (layer 2, 613.1b)
              if (s.effects.full()) return Status::error("too many effects in the position");
              ContinuousEffect e;
              e.object = e.source = id;
              e.zone_changes = o.zone_changes;
              e.duration = EffectDuration::Permanent;
              e.control = static_cast<uint8_t>(p + 1);
              e.timestamp = s.next_timestamp++;
              s.effects.push_back(e);
            }
            for (int k = 0; k < kNumCounterKinds; ++k)
              if (pc.counters[k] > 0 && !s.counters.full())
                s.counters.push_back(CounterEntry{id, static_cast<CounterKind>(k), 0,
                                                  static_cast<int16_t>(pc.counters[k])});
            refresh_characteristics(c, id);
            break;
          case Zone::Hand:
            pl.hand.push_back(id);
            break;
          case Zone::Library:
            pl.library.push_back(id);
            break;
          case Zone::Graveyard:
            pl.graveyard.push_back(id);
            break;
          default:
            pl.exile.push_back(id);
            break;
        }
      }
    }
    s.players[p].poison = static_cast<uint8_t>(std::clamp(pp.poison, 0, 255));
    for (int m = 0; m < 6; ++m)
      s.players[p].pool.amount[m] = static_cast<uint8_t>(std::clamp(pp.mana[m], 0, 255));
    s.players[p].life = pp.life;
    s.players[p].lands_played = static_cast<uint8_t>(pp.lands_played);
    s.players[p].mulligan = MulliganState::Kept;
  }
  // Attachments (303.4, 301.5), once every object has its id: by index in id order.
  int index = 0;
  for (int p = 0; p < kNumPlayers; ++p) {
    const PositionPlayer& pp = pos.players[p];
    for (const auto* zone : {&pp.battlefield, &pp.hand, &pp.library, &pp.graveyard, &pp.exile}) {
      for (const PositionCard& pc : *zone) {
        const int at = index++;
        if (pc.attached_to < 0) continue;
        if (pc.attached_to >= s.num_objects || pc.attached_to == at ||
            s.obj(object_id(pc.attached_to)).zone != Zone::Battlefield)
          return Status::error("card \"" + pc.name +
                               "\" is attached to something that is not another permanent");
        s.obj(object_id(at)).attach_to(object_id(pc.attached_to));
      }
    }
  }
  s.in_mulligans = false;
  s.turn = static_cast<uint16_t>(pos.turn);
  s.active = s.priority = pos.active;
  s.starting_player = (pos.turn % 2 == 1) ? pos.active : opponent(pos.active);
  s.player(pos.active).last_turn_started = static_cast<uint16_t>(pos.turn);
  s.player(opponent(pos.active)).last_turn_started =
      static_cast<uint16_t>(pos.turn > 1 ? pos.turn - 1 : 0);
  s.step = pos.step;
  s.step_stage = 0;
  if (pos.step == Step::Untap) {
    // Untap begins a new turn: start from the end of the previous one.
    s.turn = static_cast<uint16_t>(pos.turn - 1);
    s.active = pos.turn > 1 ? opponent(pos.active)
                            : pos.active;  // begin_new_turn flips it only after turn 0
  }
  refresh_battlefield(c);  // static abilities (statics.h) now that every permanent is placed
  recount_hands(s);
  recount_mana_tallies(s);
  settle(c);
#if defined(REWIND_CHECK_STATE)
  abort_on_state_problem(s, db, nullptr, "build_position");
#endif
  return s;
}

}  // namespace rwd
