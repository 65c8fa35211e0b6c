// The spell compiler's inside (spell_compiler.h is its API), shared by the files that compile
// one family of effects each (effects_*.cpp) and by the registry's effect table
// (ability_registry.cpp), which names each family's compile function. Internal to src/cards.
//
// A program is compiled from a chain of nodes (the root, then each SubAbility$): first every
// node's targets (601.2c), then each node's effect (608.2). EffectCompiler holds what the
// chain has compiled so far (the program, which node holds which target slot, what earlier
// nodes remember); a family's compile function reads the node's parameters through a
// NodeReader and emits code. Thread-safe: an EffectCompiler is used by one thread, once.
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cards/ability_ast.h"
#include "cards/ability_registry.h"
#include "cards/card_def.h"
#include "cards/filter_compiler.h"
#include "cards/library_compiler.h"
#include "cards/program.h"
#include "core/status.h"

namespace rwd {

// The reading of one node's parameters: each must be taken by the effect's compile function
// or be descriptive; a leftover is an unsupported parameter. take() returns only parameters
// the node's family declares in the registry (EffectFamily::params) or every effect accepts
// (kCommonEffectParams): a family reading anything else gets nullptr, so the parameter stays
// a leftover and is refused by name.
class NodeReader {
 public:
  NodeReader(const CardAbilities& ab, const AbilityNode& n);

  // The value of parameter `key` (marked used), or nullptr if the node has none or the
  // family does not declare it.
  const std::string* take(std::string_view key);
  // "<ApiType>: parameter <Key>$ is not supported" for the first parameter (in written order)
  // not taken and not descriptive; ok if there is none.
  Status leftovers() const;
  const CardAbilities& abilities() const { return ab_; }
  const AbilityNode& node() const { return n_; }
  // The family compiling the node; nullptr for an ApiType the engine does not implement.
  const EffectFamily* family() const { return family_; }

 private:
  const CardAbilities& ab_;
  const AbilityNode& n_;
  const EffectFamily* family_;
  std::vector<bool> used_;
};

// True iff `key` only describes the ability to people or guides Forge's AI (any value is
// accepted): kDescriptiveEffectParams.
bool descriptive_effect_param(std::string_view key);

class EffectCompiler {
 public:
  // `permanent_source`: a triggered ability's effects (its source is a permanent, Defined$
  // Triggered... may be used); `optional`: the whole ability is "you may" (603.5).
  explicit EffectCompiler(const CardAbilities& ab, bool permanent_source = false,
                          bool optional = false)
      : ab_(ab),
        permanent_source_(permanent_source),
        trigger_(permanent_source),
        optional_(optional) {}

  // Compiles the chain rooted at abilities.nodes[root] (effect_compiler.cpp).
  Result<Program> run(int root);

  // ---- For the families' compile functions.

  void emit(Op op, int a = 0, int b = 0) {
    prog_.code.push_back(Instr{op, static_cast<uint8_t>(a), static_cast<int16_t>(b)});
  }
  // The chain rooted at `root` (the root, then each SubAbility$), appended to `chain`.
  Status chain_of(int root, std::vector<int>& chain);
  // Node n's effect with the choices around it (Optional$, UnlessCost$, conditions).
  Status effect(NodeReader& r, int n);
  // The parameter reader library_compiler.h's functions take.
  static TakeParam taker(NodeReader& r) {
    return [&r](std::string_view k) { return r.take(k); };
  }

  // Operands (effect_operands.cpp): what a node's effect applies to.
  enum class Want { Player, Object, Either };  // what a Defined$ must name
  Result<int> own_slot(NodeReader& r, int n);
  // The filter of target slot `slot` (several slots may share one: "two target creatures").
  Filter& slot_filter(int slot);
  Result<int> trigger_subject(NodeReader& r, const std::string* d, Want want);
  // `players_ok`: Defined$ Targeted may name a slot that holds a player or an object ("any
  // target"); the opcodes emitted for it then do nothing to a player (object_target_legal).
  Result<int> object_slot_or_self(NodeReader& r, int n, bool players_ok = false);
  Result<int> defined_targeted(NodeReader& r, bool players_ok = false);
  Result<int> damage_recipient(NodeReader& r, int n);
  Result<int> who(NodeReader& r, int n);
  Result<int> object_filter(NodeReader& r, const char* key);
  int extra_slots(NodeReader& r, int n);
  Result<int> defined_slot(std::string_view which);
  Status hoist(int n);

  // Amounts (effect_amounts.cpp).
  Status emit_svar_amount(const std::string& key, const SVarDef* sv, int depth);
  Status each_player_body(NodeReader& r, int n);
  Status push_amount(NodeReader& r, std::string_view key, int fallback);
  // push_amount of `value` (the parameter's text, already taken; null: absent).
  Status push_amount_value(NodeReader& r, std::string_view key, const std::string* value,
                           int fallback);
  Status push_signed(NodeReader& r, std::string_view key);

  // Chains inside an effect (effects_flow.cpp).
  Status sub_chain(NodeReader& r, int n, std::string_view key);
  Status init_stored(int root);

  // ---- What the chain has compiled so far.
  const CardAbilities& ab_;
  Program prog_;
  std::map<int, int> slot_of_node_;  // node -> its (first) target slot
  std::map<int, int>
      more_slots_;               // node -> its slots after the first (TargetMin$ = TargetMax$ = N)
  int destroyed_node_ = -1;      // the Destroy node with RememberDestroyed$ True, or -1
  bool destroyed_used_ = false;  // a later node's ConditionDefined$ Remembered read its result
  int remember_node_ = -1;       // the node whose target later nodes call "Remembered"
  int current_node_ = -1;
  std::set<std::pair<int, std::string>> hoisted_;  // (node, amount key) pushed by hoist()
  std::set<int> hoisted_who_;                      // nodes whose player was pushed by hoist()
  int root_ = -1;  // the chain's root node (run)
  std::set<int> remembered_player_;  // nodes whose DefinedPlayer$ hoist() kept in kVarItem
  int hoisted_count_ = 0;
  bool permanent_source_ = false;  // a triggered ability's effects: the source is a permanent
  bool trigger_ = false;           // likewise: Defined$ Triggered... may be used
  bool sacrifice_self_cost_ = false;  // trigger_cost: "you may sacrifice CARDNAME. If you do"
  bool optional_ = false;  // the whole ability is optional ("you may", OptionalDecider$ You)
  std::vector<size_t> chain_end_skips_;  // branches to the end of the chain (UnlessResolveSubs$)
  bool drawn_remembered_ =
      false;  // a Draw | Reveal$ pushed the drawn card's id for a Discard | Mode$ Defined
  bool activated_ =
      false;  // compiling an activated or triggered ability (its source is a permanent)
  bool in_repeat_ = false;       // compiling RepeatEach's sub-ability: Remembered is its player
  bool each_defined_ = false;    // compiling a Defined$ Player node once per player (kWhoItem)
  bool remember_count_ = false;  // the Remembered register counts what this ability remembers
  bool flips_marked_ = false;    // a flip marks its player (RememberResult$) in register kVarMarked
  std::string stored_;           // the SVar StoreSVar writes (register kVarStored), or ""
  bool initializing_ = false;    // emitting stored_'s defined value

 private:
  Result<Program> run_charm(int root);
  Status targets_of(NodeReader& r, int n);
  Status effect_conditions(NodeReader& r, std::vector<size_t>& skips);
  Status effect_choices(NodeReader& r, int n, std::vector<size_t>& own_skips);
  Status effect_body(NodeReader& r, int n);
  Status repeat_for_more_targets(ApiType api, int n, size_t from, int more);
  Status trigger_cost(const AbilityNode& root);
  Status mana_cost_only(NodeReader& r);
  Status x_is_target_mana_value(NodeReader& r);
};

// ---- The families' compile functions, by file; the registry (ability_registry.cpp) names
// which ApiType each compiles. Each reads node n through `r` and emits its code; the caller
// then refuses the node's leftover parameters.
using EffectFn = Status(EffectCompiler& c, NodeReader& r, int n);

// effects_damage.cpp: damage, prevention, life and poison.
EffectFn compile_deal_damage, compile_damage_all, compile_prevent_damage, compile_fog, compile_life,
    compile_poison, compile_add_turn, compile_fight;
// effects_objects.cpp: what happens to a permanent or spell.
EffectFn compile_destroy, compile_destroy_all, compile_tap_untap_regenerate, compile_tap_or_untap,
    compile_pump, compile_debuff, compile_counters, compile_animate, compile_gain_control,
    compile_set_state, compile_attach, compile_counter_spell, compile_sacrifice;
// effects_zones.cpp: moving cards, drawing, discarding, tokens, mana, libraries.
EffectFn compile_change_zone, compile_change_zone_all, compile_mill, compile_token, compile_play,
    compile_draw, compile_discard, compile_mana, compile_tap_all_drain, compile_scry_effect,
    compile_library_look;
// effects_flow.cpp: choices, coins, repetition and registers.
EffectFn compile_cleanup, compile_flip, compile_repeat_each, compile_repeat, compile_store_svar,
    compile_generic_choice, compile_choose;
// effects_shields.cpp: a chosen source and the shields made from it.
EffectFn compile_choose_source, compile_effect;

}  // namespace rwd
