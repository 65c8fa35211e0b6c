// GameEvent: a rendered game event for front ends (text log, JSON). Thread-safe: values;
// a GameListener is called on the thread that applies answers.
#pragma once

#include <string>

namespace rwd {

struct GameEvent {
  std::string type;         // event_kind_name(): "cast", "combat_damage", ...
  int player = -1;          // 0 or 1; -1 if none
  int object = -1;          // object id; -1 if none
  std::string object_label; // "Grizzly Bears#31"
  int target = -1;
  std::string target_label;
  int amount = 0;
  std::string text;         // one readable line: "p1 casts Grizzly Bears#31"
  bool hidden = false;      // true iff the event involves a card only `player` may see
};

class GameListener {
 public:
  virtual ~GameListener() = default;
  virtual void on_event(const GameEvent& e) = 0;
};

}  // namespace rwd
