#include "cards/delayed_compiler.h"

#include <string>

#include "cards/ability_registry.h"
#include "cards/spell_compiler.h"

namespace rwd {

Result<Program> compile_delayed_trigger(const CardAbilities& abilities, int node,
                                        std::string_view card_name, TriggeredAbility& delayed) {
  const AbilityNode& n = abilities.nodes[node];
  auto error = [](const std::string& m) { return Status::error("DelayedTrigger: " + m); };
  const std::string_view known =
      effect_family(ApiType::DelayedTrigger)->params;  // ability_registry.cpp
  for (const Param& p : n.params)
    if (!param_listed(known, p.key)) return error("parameter " + p.key + "$ is not supported");
  if (n.sub >= 0) return error("SubAbility$ is not supported");
  const std::string* mode = n.param("Mode");
  if (!mode || *mode != "Phase")
    return error("Mode$ " + (mode ? *mode : std::string("(missing)")) + " is not supported");
  const std::string* phase = n.param("Phase");
  if (phase && *phase == "EndCombat")
    delayed.delayed_step = DelayedStep::EndCombat;  // 511.2
  else
    return error("Phase$ " + (phase ? *phase : std::string("(missing)")) + " is not supported");
  if (const std::string* vp = n.param("ValidPlayer"); vp && *vp != "Player")
    return error("ValidPlayer$ " + *vp + " is not supported");
  // RememberObjects$: the object the delayed ability refers to (Defined$
  // DelayTriggerRemembered), taken from what the triggering ability is about.
  uint8_t subject = 0;
  if (const std::string* r = n.param("RememberObjects")) {
    if (*r == "TriggeredAttacker" || *r == "TriggeredCard")
      subject = static_cast<uint8_t>(TriggerSubject::Card);
    else if (*r == "TriggeredBlocker")
      subject = static_cast<uint8_t>(TriggerSubject::Blocker);
    else
      return error("RememberObjects$ " + *r + " is not supported");
  }
  int exec = -1;
  for (const SVarRef& ref : n.refs)
    if (n.params[ref.param].key == "Execute") exec = ref.node;
  if (exec < 0) return error("Execute$ must name an ability SVar");
  Result<Program> inner = compile_trigger_effects(abilities, exec, false);
  if (!inner) return inner.status();
  if (inner->trigger_subject &&
      (!subject || inner->trigger_subject != static_cast<uint8_t>(TriggerSubject::Card)))
    return error("its effects name an object it does not remember");
  if (subject && !inner->trigger_subject)
    return error("RememberObjects$ without Defined$ DelayTriggerRemembered is not supported");
  delayed.event = TriggerEvent::Delayed;
  delayed.each_player = true;
  delayed.player = TriggerPlayer::Any;
  delayed.line = n.line;
  delayed.subject = inner->trigger_subject ? TriggerSubject::Card : TriggerSubject::None;
  if (const std::string* d = n.param("TriggerDescription")) {
    delayed.text = *d;
    for (size_t at = delayed.text.find("CARDNAME"); at != std::string::npos;
         at = delayed.text.find("CARDNAME", at))
      delayed.text.replace(at, 8, card_name);
  }
  inner->description = delayed.text;

  Program outer;
  outer.code.push_back(Instr{Op::DelayTrigger, static_cast<uint8_t>(delayed.delayed_step), 1});
  outer.code.push_back(Instr{Op::End, 0, 0});
  outer.resolve_pc = 0;
  outer.trigger_subject = subject;
  outer.svars.push_back(n.svar);
  for (const std::string& s : inner->svars) outer.svars.push_back(s);
  delayed.program = std::make_shared<const Program>(std::move(*inner));
  return outer;
}

}  // namespace rwd
