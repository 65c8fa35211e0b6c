// Ctx: what every rules function that changes a game is given (the state, the card data and
// where events go), and Ctx::emit, through which every event passes: to the triggered
// abilities it may trigger (603.2) and to the front end's sink. Not for use outside rules/.
// Thread-safe: a Ctx is used by the one thread that advances its game.
#pragma once

#include <cstdint>

#include "cards/card_db.h"
#include "rules/events.h"
#include "rules/state.h"

namespace rwd {

struct Ctx;
// triggers.cpp (rules/triggers.h): notes the triggered abilities event `e` triggers (603.2):
// attacks, blocks, damage, draws, spells cast, life gained. Called by Ctx::emit when
// s.any_triggered.
void event_triggers(Ctx& c, const Event& e);

// Everything a rules function needs: the state, the card data and where events go.
struct Ctx {
  GameState& s;
  const CardDb& db;
  EventSink* sink;

  void emit(EventKind k, PlayerId p = PlayerId::None, ObjectId o = ObjectId::None,
            int32_t amount = 0, ObjectId target = ObjectId::None) {
    if (s.any_triggered) event_triggers(*this, Event{k, p, o, target, amount});
    if (sink) sink->on_event(s, Event{k, p, o, target, amount});
  }
};

}  // namespace rwd
