// EventAdapter: turns rules events into rendered GameEvents for a GameListener.
// Internal to game/ (front ends may not include it: scripts/check_structure.py). Thread-safe: used
// on the thread that applies answers.
#pragma once

#include "cards/card_db.h"
#include "game/game.h"
#include "game/game_internal.h"
#include "rules/events.h"

namespace rwd {

// A chosen value in words (labels.cpp): "p2", "blue", "3", or the option's text from `spec`
// (nullptr: "option N").
std::string chosen_value_text(int kind, int value, const ChoiceSpec* spec);
// The choice spec of the running Op::Choose (the innermost interaction), or nullptr.
const ChoiceSpec* running_choice(const GameState& s, const CardDb& db);
// The instruction a YesNo decision answers (Op::Ask, Op::UnlessPay or Op::UnlessLife), or
// nullptr.
const Instr* yes_no_instr(const GameState& s, const CardDb& db);
// The cost unless.pay `i` of `prog` asks for, with a spell's X as its value ("{3}" for
// Power Sink's {X}).
std::string unless_cost_text(const Program& prog, int i, const GameState& s);

class EventAdapter : public EventSink {
 public:
  EventAdapter(const Game& game, GameListener* listener) : game_(game), listener_(listener) {}
  void on_event(const GameState& s, const Event& e) override;

 private:
  const Game& game_;
  GameListener* listener_;
};

}  // namespace rwd
