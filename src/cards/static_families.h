// The static compiler's inside (static_compiler.h is its API), shared with the registry's
// static table (ability_registry.cpp), which names the compile function of each supported
// Mode$. Internal to src/cards. Thread-safe: a StaticReader is used by one thread, once.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cards/ability_ast.h"
#include "cards/static_ability.h"
#include "core/status.h"

namespace rwd {

struct StaticFamily;

// The reading of one S: node's parameters, like the spell compiler's NodeReader: take()
// returns only parameters the mode's row declares (StaticFamily::params) or every static
// accepts (kCommonStaticParams); any other is left over and refused by name.
class StaticReader {
 public:
  StaticReader(const AbilityNode& n, std::string_view mode, std::string_view script,
               StaticAbility& out);

  const std::string* take(std::string_view key);
  // "<Mode>: <msg>".
  Status error(const std::string& msg) const {
    return Status::error(std::string(mode_) + ": " + msg);
  }
  // "<Mode>: parameter <Key>$ is not supported" for the first one not taken and not
  // descriptive; ok if none.
  Status leftovers() const;
  const AbilityNode& node() const { return n_; }
  std::string_view script() const { return script_; }  // the card's whole script (SVars)
  StaticAbility& ability() { return out_; }

 private:
  const AbilityNode& n_;
  std::string_view mode_;
  std::string_view script_;
  StaticAbility& out_;
  const StaticFamily* family_;
  std::vector<bool> used_;
};

// ---- The modes' compile functions (static_compiler.cpp).
using StaticFn = Status(StaticReader& r);
StaticFn compile_continuous_static, compile_cant_attack_block_static, compile_etb_tapped_static,
    compile_cost_mod_static;

}  // namespace rwd
