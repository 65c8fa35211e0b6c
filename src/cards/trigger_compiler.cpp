#include "cards/trigger_compiler.h"

#include <string>

#include "cards/spell_compiler.h"

namespace rwd {

namespace {

bool is_self(const std::string* v) {
  return v && (*v == "Card.Self" || *v == "Creature.Self");
}

// The parameters a supported trigger may have; anything else refuses it by name.
bool known_param(std::string_view key) {
  for (std::string_view k :
       {"Mode", "Origin", "Destination", "ValidCard", "Phase", "ValidPlayer", "TriggerZones",
        "Execute", "TriggerDescription", "Secondary", "AILogic", "OptionalDecider"})
    if (k == key) return true;
  return false;
}

}  // namespace

Result<TriggeredAbility> compile_trigger(const CardAbilities& abilities, int node,
                                         std::string_view card_name) {
  if (node < 0 || node >= static_cast<int>(abilities.nodes.size()))
    return Status::error("no such trigger");
  const AbilityNode& n = abilities.nodes[node];
  if (n.kind != NodeKind::Trigger) return Status::error("not a triggered ability (T:)");
  const std::string mode(n.canonical_head());
  for (const Param& p : n.params)
    if (!known_param(p.key))
      return Status::error(mode + " trigger: parameter " + p.key + "$ is not supported");
  TriggeredAbility t;
  t.line = n.line;
  if (mode == "ChangesZone") {
    const std::string* origin = n.param("Origin");
    const std::string* dest = n.param("Destination");
    if (!is_self(n.param("ValidCard")))
      return Status::error(
          "ChangesZone trigger: only ValidCard$ Card.Self (this permanent) is supported");
    if (dest && *dest == "Battlefield" && (!origin || *origin == "Any")) {
      t.event = TriggerEvent::EntersBattlefield;
    } else if (origin && *origin == "Battlefield" && dest && *dest == "Graveyard") {
      t.event = TriggerEvent::Dies;
    } else {
      return Status::error(
          "ChangesZone trigger: only entering the battlefield or dying is supported");
    }
  } else if (mode == "Phase") {
    const std::string* phase = n.param("Phase");
    if (!phase) return Status::error("Phase trigger: needs Phase$");
    if (*phase == "Upkeep")
      t.event = TriggerEvent::Upkeep;
    else if (*phase == "End of Turn" || *phase == "End Step")
      t.event = TriggerEvent::EndStep;
    else
      return Status::error("Phase trigger: Phase$ " + *phase + " is not supported");
    const std::string* who = n.param("ValidPlayer");
    if (!who || *who == "Player")
      t.each_player = true;
    else if (*who != "You")
      return Status::error("Phase trigger: ValidPlayer$ " + *who + " is not supported");
    if (const std::string* z = n.param("TriggerZones"); z && *z != "Battlefield")
      return Status::error("Phase trigger: TriggerZones$ " + *z + " is not supported");
  } else {
    return Status::error("triggered abilities (T:) Mode$ " + mode + " are not supported yet");
  }
  int exec = -1;
  for (const SVarRef& ref : n.refs)
    if (n.params[ref.param].key == "Execute") exec = ref.node;
  if (exec < 0) return Status::error(mode + " trigger: Execute$ must name an ability SVar");
  const std::string* decider = n.param("OptionalDecider");
  if (decider && *decider != "You")
    return Status::error(mode + " trigger: OptionalDecider$ " + *decider + " is not supported");
  Result<Program> prog = compile_trigger_effects(abilities, exec, decider != nullptr);
  if (!prog) return prog.status();
  if (const std::string* d = n.param("TriggerDescription")) {
    t.text = *d;
    for (size_t at = t.text.find("CARDNAME"); at != std::string::npos;
         at = t.text.find("CARDNAME", at))
      t.text.replace(at, 8, card_name);
  }
  prog->description = t.text;
  if (decider) prog->questions[0] = t.text;
  t.program = std::make_shared<const Program>(std::move(*prog));
  return t;
}

}  // namespace rwd
