// EventAdapter: turns rules events into rendered GameEvents for a GameListener.
// Internal to game/. Thread-safe: used on the thread that applies answers.
#pragma once

#include "game/game.h"
#include "rules/events.h"

namespace rwd {

class EventAdapter : public EventSink {
 public:
  EventAdapter(const Game& game, GameListener* listener) : game_(game), listener_(listener) {}
  void on_event(const GameState& s, const Event& e) override;

 private:
  const Game& game_;
  GameListener* listener_;
};

}  // namespace rwd
