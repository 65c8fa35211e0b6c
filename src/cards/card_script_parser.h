// The card-script parser's inside (card_script.h is its API), split by job over
// card_script.cpp (the lines of a face: name, cost, types, rules text, and the checks that a
// face is not left blank), card_script_abilities.cpp (compiling its A:, T:, S: and ability
// SVar lines) and card_keywords.cpp (its K: lines, through the registry's keyword table).
// Internal to src/cards. Thread-safe: a CardScriptParser parses one script, once.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cards/ability_ast.h"
#include "cards/card_def.h"
#include "core/status.h"

namespace rwd {

// Where each header line of a face was seen (0 = not seen), for messages.
struct FaceLines {
  int start = 0;  // the ALTERNATE line, or 1
  int name = 0, cost = 0, types = 0, pt = 0, oracle = 0;
  int enchant =
      0;  // a K:Enchant <what> line (an Aura's; its Attach spell says what it may enchant)
  int unsupported = 0;  // unsupported lines recorded for this face
  bool colors_set = false;
  bool variant_type = false;
  std::string types_text, pt_text, oracle_text;
};

// An A:SP$ line, or an SVar line holding an ability, decided after the whole script is
// read: the spell compiler accepts it (it becomes the face's program) or it is reported.
struct DeferredLine {
  int line;
  std::string text;
  std::string svar;  // "" for an A:SP$ or A:AB$ line
  size_t face;
  bool spell;
  bool activated = false;  // an A:AB$ line
  bool trigger = false;    // a T: line
  bool equip = false;      // a K:Equip:... line (text holds the keyword's value)
  bool cycling = false;    // a K:Cycling:COST line
  bool keyword_triggers = false;  // a K: line built into triggers (Prowess, Bushido, Soulshift)
  bool etb = false;  // a K:ETBReplacement:Other:<SVar> line ("as this enters, choose"; svar holds
                     // the SVar)
  bool kicked_check = false;  // a K:etbCounter:...:CheckSVar$ WasKicked line (svar: WasKicked)
  bool moved = false;  // an R:Event$ Moved line (with etb: its ReplaceWith$ SVar, read later)
};

class CardScriptParser;

// One K: line, as a keyword family's compile function sees it (ability_registry.h).
struct KeywordLine {
  CardScriptParser& parser;
  int n;                   // its line number
  std::string_view line;   // the whole line, for reports
  std::string_view value;  // after "K:", trimmed
  CardFace& face;
  FaceLines& fl;
};

class CardScriptParser {
 public:
  CardScriptParser(std::string_view source, int offset) : source_(source), offset_(offset) {}

  Result<CardDef> run(std::string_view text);

  // Records line `line` as unsupported, with the reason, on the current face.
  void unsupported(int line, std::string_view text, std::string reason);
  // Queues a line compiled once the whole script is read (compile_spells).
  void defer(DeferredLine d) { deferred_.push_back(std::move(d)); }
  size_t face_index() const { return def_.faces.size() - 1; }

 private:
  // card_script.cpp
  Status error(int line, const std::string& msg) const;
  void start_face(int line);
  Status once(int& seen, int line, std::string_view key) const;
  Status parse_line(int n, std::string_view raw);
  Status parse_types(int n, std::string_view line, std::string_view value, CardFace& face,
                     FaceLines& fl);
  Status parse_pt(int n, std::string_view value, CardFace& face) const;
  Status parse_colors(int n, std::string_view value, CardFace& face, FaceLines& fl) const;
  Status finish_face(size_t i);
  bool has_activated_line(size_t face) const;
  // card_keywords.cpp: a K: line, by the first keyword family that matches it.
  void parse_keyword_value(int n, std::string_view line, std::string_view value, CardFace& face,
                           FaceLines& fl);
  // card_script_abilities.cpp
  void compile_spells(std::string_view text);
  void compile_spell_line(const CardAbilities& ab, const DeferredLine& d,
                          std::vector<std::string>& used_svars);
  void refuse_line(const DeferredLine& d, std::string reason);
  void compile_activated_line(const CardAbilities& ab, const DeferredLine& d,
                              std::vector<std::string>& used_svars);
  void compile_etb_line(const CardAbilities& ab, const DeferredLine& d,
                        std::vector<std::string>& used);
  void compile_equip_line(const DeferredLine& d);
  void compile_cycling_line(const DeferredLine& d);
  void compile_keyword_trigger_line(const DeferredLine& d);
  bool compile_kicked_check(std::string_view text, const DeferredLine& d);
  void compile_trigger_line(const CardAbilities& ab, const DeferredLine& d,
                            std::vector<std::string>& used_svars);
  void compile_static_line(int n, std::string_view line, CardFace& face);

  std::string_view source_;
  int offset_;
  CardDef def_;
  std::vector<FaceLines> lines_;
  std::vector<DeferredLine> deferred_;
  std::vector<std::string> hint_svars_;    // the values of AI-hint SVars (NeedsToPlayVar:Z GE2)
  std::vector<std::string> static_svars_;  // SVars compiled static abilities read (SetPower$ X)
};

}  // namespace rwd
