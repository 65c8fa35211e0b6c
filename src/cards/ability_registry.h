// The ability registry: every ability family the engine implements, registered once. A family
// is an ApiType (the effect of an SP$/AB$/DB$ ability), a trigger mode (T:), a static mode
// (S:), a replacement event (R:) or a keyword (K:); its row gives the parameters it accepts,
// the function that compiles it and one line of documentation. Everything else reads these
// tables: compile dispatch (spell, trigger, static and keyword compilers), the support
// verdicts of `rewind cards check` (support_registry.h, coverage.h) and the generated tables
// of docs/card-abilities.md (registry_docs.h). A family that is not here is refused with
// "... is not supported yet"; a parameter its row does not list is refused by name.
// How to add one: docs/architecture.md, the cards room. Thread-safe: constant tables.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "cards/ability_ast.h"
#include "core/status.h"

namespace rwd {

class EffectCompiler;  // cards/effect_compiler.h
class NodeReader;
class TriggerReader;  // cards/trigger_families.h
class StaticReader;   // cards/static_families.h
struct KeywordLine;   // cards/card_keywords.h

// True iff `key` is one of the space-separated names in `list` ("ValidTgts Defined NumDmg").
bool param_listed(std::string_view list, std::string_view key);

// ---- Effects (ApiTypes).

struct EffectFamily {
  ApiType api;
  // The parameters it accepts besides kCommonEffectParams and the descriptive ones.
  std::string_view params;
  // Emits node n's code (effect_compiler.h); nullptr for a family compiled only as part of
  // another one (`doc` says which): anywhere else the node is "not supported yet".
  Status (*compile)(EffectCompiler& c, NodeReader& r, int n);
  std::string_view doc;  // one line of Markdown: what it does and which values it accepts
};
// Parameters every effect accepts, read around its family's compile function: conditions,
// "you may", "unless pays", costs and restrictions of an activated ability, the chain.
extern const std::string_view kCommonEffectParams;
// Parameters that only describe an ability to people or guide Forge's AI: any value.
extern const std::string_view kDescriptiveEffectParams;
std::span<const EffectFamily> effect_families();
// The family of `api`, or nullptr if the engine does not implement it.
const EffectFamily* effect_family(ApiType api);

// ---- Triggered abilities (T: Mode$).

struct TriggerFamily {
  TriggerMode mode;
  std::string_view params;  // besides kCommonTriggerParams
  // Sets the event and filters of the ability (trigger_families.h).
  Status (*compile)(TriggerReader& r);
  std::string_view doc;
};
extern const std::string_view kCommonTriggerParams;
std::span<const TriggerFamily> trigger_families();
const TriggerFamily* trigger_family(TriggerMode mode);
// True iff some supported trigger mode accepts `key` (or every one does).
bool trigger_param_known(std::string_view key);

// ---- Static abilities (S: Mode$).

struct StaticFamily {
  StaticMode mode;
  std::string_view params;             // besides kCommonStaticParams and the descriptive ones
  Status (*compile)(StaticReader& r);  // static_families.h
  std::string_view doc;
};
extern const std::string_view kCommonStaticParams;
extern const std::string_view kDescriptiveStaticParams;
std::span<const StaticFamily> static_families();
const StaticFamily* static_family(StaticMode mode);

// ---- Replacement effects (R: Event$, or an SVar an ability names).

struct ReplacementFamily {
  ReplacementEvent event;
  std::string_view params;
  // Where it compiles: an R: line (only the forms the doc names), or only inside the family
  // named here (e.g. an Effect's ReplacementEffects$).
  std::string_view compiled_by;
  std::string_view doc;
};
std::span<const ReplacementFamily> replacement_families();
const ReplacementFamily* replacement_family(ReplacementEvent event);

// ---- Keywords (K: lines).

struct KeywordFamily {
  std::string_view name;  // as coverage names the keyword ("Flying", "Equip", "etbCounter")
  std::string_view form;  // how its K: value is written, for the docs ("Equip:COST[:VALID:TEXT]")
  // True iff the K: value (trimmed) is this keyword; families are tried in table order.
  bool (*matches)(const KeywordFamily& family, std::string_view value);
  // True iff the value loads (for coverage); nullptr: every value it matches does, or is
  // refused by `compile` with the reason.
  bool (*supported)(std::string_view value);
  void (*compile)(const KeywordFamily& family, KeywordLine& line);  // card_keywords.h
  std::string_view doc;
};
std::span<const KeywordFamily> keyword_families();
// The family whose K: values `value` is one of, or nullptr.
const KeywordFamily* keyword_family(std::string_view value);

}  // namespace rwd
