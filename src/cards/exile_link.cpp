#include "cards/exile_link.h"

namespace rwd {

bool is_linked_return(const AbilityNode& n) {
  const std::string *d = n.param("Defined"), *o = n.param("Origin"), *to = n.param("Destination");
  return n.api == ApiType::ChangeZone && !n.param("ValidTgts") && d &&
         (*d == "Remembered" || *d == "DirectRemembered") && o && *o == "Exile" && to &&
         *to == "Battlefield";
}

bool card_returns_linked(const CardAbilities& ab) {
  for (const AbilityNode& n : ab.nodes)
    if (is_linked_return(n)) return true;
  return false;
}

bool executed_on_leaving(const CardAbilities& ab, int root) {
  if (root < 0 || root >= static_cast<int>(ab.nodes.size()) || ab.nodes[root].svar.empty())
    return false;
  for (const AbilityNode& t : ab.nodes) {
    if (t.kind != NodeKind::Trigger || t.trigger != TriggerMode::ChangesZone) continue;
    const std::string *exec = t.param("Execute"), *origin = t.param("Origin"),
                      *dest = t.param("Destination"), *card = t.param("ValidCard");
    if (exec && *exec == ab.nodes[root].svar && origin && *origin == "Battlefield" && card &&
        *card == "Card.Self" && (!dest || *dest == "Any"))
      return true;
  }
  return false;
}

}  // namespace rwd
