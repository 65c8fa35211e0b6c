// The trigger compiler's inside (trigger_compiler.h is its API), shared with the registry's
// trigger table (ability_registry.cpp), which names the compile function of each supported
// Mode$. Internal to src/cards. Thread-safe: a TriggerReader is used by one thread, once.
#pragma once

#include <string>
#include <string_view>

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// One T: node being compiled: its parameters, the TriggeredAbility being filled in and the
// program that holds the trigger's own filters (merged into the effects' program later).
class TriggerReader {
 public:
  TriggerReader(const AbilityNode& n, std::string mode, Program& prog, TriggeredAbility& t)
      : n_(n), mode_(std::move(mode)), prog_(prog), t_(t) {}

  // "<Mode> trigger: <what>".
  Status error(const std::string& what) const { return Status::error(mode_ + " trigger: " + what); }
  // A Valid filter parameter, compiled into the trigger's filters (Self/Other/EnchantedBy
  // allowed): its index; -1 if the parameter is absent or names just the source.
  Result<int> filter(std::string_view key, bool players_ok);
  // `key` (ValidCard$ by default) as TriggeredAbility::card_filter.
  Status card(std::string_view key = "ValidCard");
  // ValidPlayer$ / ValidActivatingPlayer$: You (default), Player, Opponent; with
  // `enchanted_ok` also EnchantedController and Player.Chosen.
  Status player(std::string_view key, bool enchanted_ok);

  const AbilityNode& node() const { return n_; }
  Program& prog() { return prog_; }
  TriggeredAbility& ability() { return t_; }

 private:
  const AbilityNode& n_;
  std::string mode_;
  Program& prog_;
  TriggeredAbility& t_;
};

// True iff `v` names the source itself: Card.Self or Creature.Self.
bool is_self_valid(const std::string* v);

// ---- The modes' compile functions (trigger_families.cpp): each sets the ability's event,
// filters and players from the node's mode-specific parameters.
using TriggerFn = Status(TriggerReader& r);
TriggerFn compile_changes_zone_trigger, compile_phase_trigger, compile_card_event_trigger,
    compile_becomes_target_trigger,
    compile_blocked_by_trigger, compile_damage_done_trigger, compile_damage_once_trigger,
    compile_spell_cast_trigger, compile_drawn_trigger, compile_life_gained_trigger,
    compile_cycled_trigger, compile_discarded_trigger;

}  // namespace rwd
