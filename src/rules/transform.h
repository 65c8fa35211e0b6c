// Transforming a double-faced permanent (701.28, 712): Op::Transform. Internal to the rules
// engine. Thread-safe: functions of their arguments.
#pragma once

#include "rules/ctx.h"

namespace rwd {

// Permanent `id` turns over to its other face (CardDb::back_face / front_face): still the
// same object (no zone change, 712.9), its characteristics now the other face's. A permanent
// that isn't a double-faced card doesn't transform (701.28c). Emits EventKind::Transform
// first and recomputes what its static abilities affect.
void transform_permanent(Ctx& c, ObjectId id);

}  // namespace rwd
