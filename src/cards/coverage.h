// Coverage: how much of a pool of card scripts the engine can run, and which missing
// features block the most cards. The counting behind `rewind cards check`, usable without
// the CLI. Thread-safe: pure functions; a CoverageCounter is a plain value.
#pragma once

#include <array>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "cards/support_registry.h"
#include "core/status.h"

namespace rwd {

struct ScriptText {
  std::string name;  // path inside the folder or archive ("a/abundance.txt")
  std::string text;
};

// Card scripts from `path`: a folder (every *.txt beneath it, sorted by path), one script
// file, a .tar.gz / .tgz (read through `gzip -dc`, nothing extracted) or a .zip (extracted
// by the `unzip` program into a temporary folder that is removed afterwards). Errors:
// "cannot read PATH", "PATH: not a folder, script, .tar.gz or .zip", "cannot read .zip
// files: the 'unzip' program is not installed".
Result<std::vector<ScriptText>> read_scripts(const std::string& path);
// Deck files from `path`, read the same ways: a folder (every *.dck beneath it), one deck
// file (whatever its name), or a .tar.gz / .zip of *.dck files. Errors as read_scripts, and
// "PATH: holds no .dck file" for a folder or archive without one.
Result<std::vector<ScriptText>> read_deck_files(const std::string& path);

// One card's verdict.
struct CardCoverage {
  std::string source;                   // where the script came from
  std::string name;                     // the card's name ("" if it did not load)
  std::string error;                    // the card-level syntax error, or ""
  std::vector<Diagnostic> diagnostics;  // the ability grammar's diagnostics
  std::vector<Feature> blockers;        // unimplemented features, sorted by label, unique
  bool supported = false;               // loads, no diagnostic, no blocker, CardDef::supported()

  bool loaded() const { return error.empty(); }
  bool parsed() const { return error.empty() && diagnostics.empty(); }
};

// Parses one script (parse_card_script, then parse_abilities over the same text).
CardCoverage check_script(std::string_view text, std::string_view source);
// The verdict for an already loaded card (its script text is parsed for abilities).
CardCoverage check_card(const CardDef& def);
// The unimplemented features of a loaded card, given its parsed abilities. Every line that
// CardDef reports as unsupported is accounted for by at least one feature.
std::vector<Feature> blocking_features(const CardDef& def, const CardAbilities& abilities);

struct BlockerCount {
  Feature feature;
  int cards = 0;               // cards this feature blocks (with or without others)
  int sole_blocker_cards = 0;  // cards it alone blocks: implementing it would unblock them
};

struct CoverageReport {
  int scripts = 0;      // scripts read
  int loaded = 0;       // no card-level syntax error
  int parsed = 0;       // loaded and no ability diagnostic
  int supported = 0;    // fully supported
  int card_errors = 0;  // scripts = loaded + card_errors
  int scripts_with_diagnostics = 0;
  std::array<int, kNumDiagKinds> diagnostics_by_kind{};  // diagnostics, not scripts
  std::vector<BlockerCount> blockers;  // most cards first, then most sole, then label
  std::vector<std::string> messages;   // every card error and diagnostic, "source:line: ..."
};

// Adds verdicts one by one; report() ranks the blockers.
class CoverageCounter {
 public:
  void add(const CardCoverage& card);
  CoverageReport report() const;

 private:
  CoverageReport r_;
  std::map<std::string, BlockerCount> counts_;  // by label
};

}  // namespace rwd
