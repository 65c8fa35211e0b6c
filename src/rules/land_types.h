// Subtypes of objects after layer-4 effects that set a land's basic land types (305.7:
// "All Mountains are Plains", "Enchanted land is a Swamp"): Object::land_types. Thread-safe:
// functions of their arguments.
#pragma once

#include <string>

#include "cards/card_db.h"
#include "rules/state.h"

namespace rwd {

// The index 0-4 of basic land type `name` (Plains Island Swamp Mountain Forest, the order of
// the colors of mana they make, 305.6), or -1.
int basic_land_type_index(const std::string& name);

// True iff object `o` has subtype `name` now: its card's subtypes, except that the basic
// land types of a land whose land types were set (kLandTypesSet) are those bits, and it has
// no other land type (305.7).
bool object_has_subtype(const CardDb& db, const Object& o, const std::string& name);

}  // namespace rwd
