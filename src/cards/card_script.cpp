#include "cards/card_script.h"

#include "cards/ability_parser.h"
#include "cards/ability_compiler.h"
#include "cards/counter_kind.h"
#include "cards/spell_compiler.h"
#include "cards/trigger_compiler.h"
#include "cards/static_compiler.h"
#include "cards/choice_compiler.h"
#include "cards/upkeep_cost.h"
#include "cards/text.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <string>
#include <vector>

namespace rwd {

namespace {

bool is_space(char c) {
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

std::vector<std::string_view> split_words(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && is_space(s[i])) ++i;
    size_t j = i;
    while (j < s.size() && !is_space(s[j])) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// Quotes a value for messages, cut short so a huge line cannot flood a report.
std::string quote_text(std::string_view s) {
  constexpr size_t kMax = 80;
  std::string out = "\"";
  out.append(s.substr(0, kMax));
  if (s.size() > kMax) out += "...";
  return out + "\"";
}

// One side of a PT line: "2", "-1", "*", "1+*", "7-*" (a star means a characteristic-defining
// ability sets the value, rule 604.3; the number is then only the printed base).
bool parse_pt_part(std::string_view s, int8_t& value, bool& star) {
  star = false;
  value = 0;
  if (s == "*") return star = true;
  if (s.size() >= 2 && (s.substr(s.size() - 2) == "+*" || s.substr(s.size() - 2) == "-*")) {
    star = true;
    s.remove_suffix(2);
  }
  bool neg = !s.empty() && s.front() == '-';
  if (neg) s.remove_prefix(1);
  if (s.empty() || s.size() > 3) return false;
  int v = 0;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    v = v * 10 + (c - '0');
  }
  if (neg) v = -v;
  if (v < -128 || v > 127) return false;
  value = static_cast<int8_t>(v);
  return true;
}

struct TypeWord {
  std::string_view word;
  bool super;
  int index;
};
constexpr TypeWord kTypeWords[] = {
    {"Basic", true, static_cast<int>(Supertype::Basic)},
    {"Legendary", true, static_cast<int>(Supertype::Legendary)},
    {"Snow", true, static_cast<int>(Supertype::Snow)},
    {"World", true, static_cast<int>(Supertype::World)},
    {"Ongoing", true, static_cast<int>(Supertype::Ongoing)},
    {"Artifact", false, static_cast<int>(CardType::Artifact)},
    {"Battle", false, static_cast<int>(CardType::Battle)},
    {"Creature", false, static_cast<int>(CardType::Creature)},
    {"Enchantment", false, static_cast<int>(CardType::Enchantment)},
    {"Instant", false, static_cast<int>(CardType::Instant)},
    {"Kindred", false, static_cast<int>(CardType::Kindred)},
    {"Tribal", false, static_cast<int>(CardType::Kindred)},  // Forge's older name (rule 308)
    {"Land", false, static_cast<int>(CardType::Land)},
    {"Planeswalker", false, static_cast<int>(CardType::Planeswalker)},
    {"Sorcery", false, static_cast<int>(CardType::Sorcery)},
};
// Card types of casual variants (rule 313, 314, 310, 311, 312, 309): real syntax, not playable.
constexpr std::string_view kVariantTypes[] = {"Vanguard",   "Plane",   "Phenomenon", "Scheme",
                                              "Conspiracy", "Dungeon", "Emblem"};

// Basic land types and the mana they tap for (rule 305.6).
constexpr std::pair<std::string_view, Color> kBasicLandTypes[] = {{"Plains", Color::White},
                                                                  {"Island", Color::Blue},
                                                                  {"Swamp", Color::Black},
                                                                  {"Mountain", Color::Red},
                                                                  {"Forest", Color::Green}};

// SVar names that carry pictures or AI hints only.
bool cosmetic_svar(std::string_view name) {
  return name == "Picture" || starts_with(name, "Rem") || starts_with(name, "AI") ||
         starts_with(name, "PlayMain") || starts_with(name, "NeedsToPlay") || name == "BuffedBy" ||
         name == "SacMe" || starts_with(name, "Has");
}

// True iff the value starts with a Forge parameter ("DB$ ...", "Count$...", "Mode$ ...").
bool ability_value(std::string_view v) {
  size_t i = 0;
  while (i < v.size() && std::isalpha(static_cast<unsigned char>(v[i]))) ++i;
  return i > 0 && i < v.size() && v[i] == '$';
}

// Oracle text with reminder text (parenthesised) removed, split into clauses.
std::vector<std::string> oracle_clauses(std::string_view oracle) {
  std::string text;
  int depth = 0;
  for (char c : oracle) {
    if (c == '(')
      ++depth;
    else if (c == ')' && depth > 0)
      --depth;
    else if (depth == 0)
      text += c;
  }
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    std::string_view t = trim(cur);
    if (!t.empty()) out.emplace_back(t);
    cur.clear();
  };
  for (char c : text) {
    if (c == ',' || c == ';' || c == '.' || c == '\n')
      flush();
    else
      cur += c;
  }
  flush();
  return out;
}

// The FaceRule bit a K: value states ("CARDNAME can't block."), or 0.
int face_rule(std::string_view value) {
  for (int i = 0; i < 3; ++i)
    if (trim(value) == kFaceRuleText[i]) return 1 << i;
  return 0;
}

// True iff the clause names a keyword the face has ("flying", "protection from black").
bool clause_is_keyword(std::string_view clause, const KeywordSet& k) {
  for (int i = 0; i < kNumKeywords; ++i)
    if (k.has(static_cast<Keyword>(i)) && iequal(clause, keyword_name(static_cast<Keyword>(i))))
      return true;
  for (int i = 0; i < kNumEvasion; ++i)
    if ((k.evasion & (1u << i)) && iequal(clause, evasion_name(i))) return true;
  constexpr std::string_view kPro = "protection from ";
  std::string l = lower(clause);
  if (starts_with(l, kPro)) {
    int c = color_from_name(std::string(trim(std::string_view(l).substr(kPro.size()))));
    return c >= 0 && k.protected_from(static_cast<ColorMask>(1u << c));
  }
  return false;
}

// Where each header line of a face was seen (0 = not seen), for messages.
struct FaceLines {
  int start = 0;  // the ALTERNATE line, or 1
  int name = 0, cost = 0, types = 0, pt = 0, oracle = 0;
  int enchant = 0;  // a K:Enchant <what> line (an Aura's; its Attach spell says what it may enchant)
  int unsupported = 0;  // unsupported lines recorded for this face
  bool colors_set = false;
  bool variant_type = false;
  std::string types_text, pt_text, oracle_text;
};

class Parser {
 public:
  Parser(std::string_view source, int offset) : source_(source), offset_(offset) {}

  Result<CardDef> run(std::string_view text) {
    def_.script = std::string(text);
    def_.source = std::string(source_);
    if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 byte order mark
    start_face(1 + offset_);
    int n = 0;
    size_t pos = 0;
    while (pos <= text.size()) {
      size_t end = text.find('\n', pos);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(pos, end - pos);
      pos = end + 1;
      ++n;
      if (Status s = parse_line(n + offset_, line); !s) return s;
    }
    for (size_t i = 0; i < def_.faces.size(); ++i)
      if (Status s = finish_face(i); !s) return s;
    compile_spells(text);
    std::stable_sort(
        def_.unsupported.begin(), def_.unsupported.end(),
        [](const UnsupportedLine& a, const UnsupportedLine& b) { return a.line < b.line; });
    return std::move(def_);
  }

 private:
  Status error(int line, const std::string& msg) const {
    return Status::error(std::string(source_) + ":" + std::to_string(line) + ": " + msg);
  }

  void unsupported(int line, std::string_view text, std::string reason) {
    def_.unsupported.push_back({line, std::string(text), std::move(reason)});
    ++lines_.back().unsupported;
  }

  // An A:SP$ line, or an SVar line holding an ability, decided after the whole script is
  // read: the spell compiler accepts it (it becomes the face's program) or it is reported.
  struct Deferred {
    int line;
    std::string text;
    std::string svar;  // "" for an A:SP$ or A:AB$ line
    size_t face;
    bool spell;
    bool activated = false;  // an A:AB$ line
    bool trigger = false;    // a T: line
    bool equip = false;      // a K:Equip:... line (text holds the keyword's value)
    bool etb = false;        // a K:ETBReplacement:Other:<SVar> line ("as this enters, choose"; svar holds the SVar)
  };

  void compile_spells(std::string_view text) {
    if (deferred_.empty()) return;
    bool any_spell = false;
    for (const Deferred& d : deferred_) {
      if (d.equip) compile_equip_line(d);
      any_spell |= d.spell || d.activated || d.trigger || d.etb;
    }
    std::vector<std::string> used_svars[2];
    if (any_spell) {
      CardAbilities ab = parse_abilities(text, offset_);
      for (const Deferred& d : deferred_) {
        if (d.activated) compile_activated_line(ab, d, used_svars[d.face % 2]);
        if (d.trigger) compile_trigger_line(ab, d, used_svars[d.face % 2]);
      }
      for (const Deferred& d : deferred_) {
        if (!d.spell) continue;
        CardFace& face = def_.faces[d.face];
        auto refuse = [&](std::string reason) {
          def_.unsupported.push_back({d.line, d.text, std::move(reason)});
          ++lines_[d.face].unsupported;
        };
        const bool aura = face.is(CardType::Enchantment) && face.has_subtype("Aura");
        if (!face.is(CardType::Instant) && !face.is(CardType::Sorcery) && !aura) {
          refuse("spell abilities (A:SP$) on permanent cards are not supported yet");
          continue;
        }
        if (face.spell) {
          refuse("a second spell ability on one face is not supported yet");
          continue;
        }
        int node = -1;
        for (size_t i = 0; i < ab.nodes.size(); ++i)
          if (ab.nodes[i].line == d.line && ab.nodes[i].kind == NodeKind::Spell && ab.nodes[i].svar.empty())
            node = static_cast<int>(i);
        if (node < 0) {
          refuse("the spell ability could not be parsed");
          continue;
        }
        bool diag = false;
        for (const Diagnostic& dg : ab.diagnostics)
          if (dg.line == d.line) {
            refuse(dg.message);
            diag = true;
            break;
          }
        if (diag) continue;
        Result<Program> prog = compile_spell(ab, node);
        if (!prog) {
          refuse(prog.message());
          continue;
        }
        if (aura) {  // 303.4: an Aura spell's one effect is to attach itself to its target
          bool attach = false;
          for (const Instr& in : prog->code) attach |= in.op == Op::Attach;
          if (!attach || prog->num_targets != 1) {
            refuse("an Aura's spell ability must be one Attach with one target");
            continue;
          }
        }
        for (const std::string& name : prog->svars) used_svars[d.face % 2].push_back(name);
        face.spell = std::make_shared<const Program>(std::move(*prog));
      }
    }
    if (any_spell)
      for (const Deferred& d : deferred_)
        if (d.etb) compile_etb_line(parse_abilities(text, offset_), d, used_svars[d.face % 2]);
    for (const Deferred& d : deferred_) {
      if (d.spell || d.activated || d.trigger || d.equip || d.etb) continue;
      const auto& used = used_svars[d.face % 2];
      if (std::find(used.begin(), used.end(), d.svar) != used.end()) continue;
      if (std::find(static_svars_.begin(), static_svars_.end(), d.svar) != static_svars_.end()) continue;
      def_.unsupported.push_back({d.line, d.text, "ability SVar '" + d.svar + "' is not supported yet"});
      ++lines_[d.face].unsupported;
    }
    // An instant or sorcery whose spell ability did not compile has no rules left.
    for (size_t i = 0; i < def_.faces.size(); ++i) {
      CardFace& face = def_.faces[i];
      if ((face.is(CardType::Instant) || face.is(CardType::Sorcery)) && !face.spell && lines_[i].unsupported == 0) {
        def_.unsupported.push_back({lines_[i].types, "Types:" + lines_[i].types_text,
                                    "instant/sorcery spell abilities are not supported yet"});
        ++lines_[i].unsupported;
      }
    }
  }

  // An A:AB$ line: the ability compiler accepts it (an activated ability of the face, or a
  // mana source) or it is reported with the compiler's reason.
  // The AST node of deferred line `d` (a script line, not an SVar) of `kind`, or -1.
  static int line_node(const CardAbilities& ab, const Deferred& d, NodeKind kind) {
    int node = -1;
    for (size_t i = 0; i < ab.nodes.size(); ++i)
      if (ab.nodes[i].line == d.line && ab.nodes[i].kind == kind && ab.nodes[i].svar.empty())
        node = static_cast<int>(i);
    return node;
  }

  void refuse_line(const Deferred& d, std::string reason) {
    def_.unsupported.push_back({d.line, d.text, std::move(reason)});
    ++lines_[d.face].unsupported;
  }

  void compile_activated_line(const CardAbilities& ab, const Deferred& d, std::vector<std::string>& used_svars) {
    CardFace& face = def_.faces[d.face];
    auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
    const int node = line_node(ab, d, NodeKind::Activated);
    if (node < 0) return refuse("the activated ability could not be parsed");
    if (face.is(CardType::Instant) || face.is(CardType::Sorcery))
      return refuse("activated abilities of instants and sorceries are not supported yet");
    for (const Diagnostic& dg : ab.diagnostics)
      if (dg.line == d.line) return refuse(dg.message);
    if (face.activated.size() >= kMaxActivatedAbilities)
      return refuse("more than " + std::to_string(kMaxActivatedAbilities) + " activated abilities on one face");
    Result<CompiledActivated> c = compile_activated(ab, node, face.name);
    if (!c) return refuse(c.message());
    if (c->mana_colors) {
      face.ability_mana = static_cast<ColorMask>(face.ability_mana | c->mana_colors);
      return;
    }
    for (const std::string& name : c->ability.program->svars) used_svars.push_back(name);
    if (c->mana_each) {  // one ability per color, the color chosen as it is activated (605.3b)
      for (int k = 0; k < kNumColors; ++k) {
        if (!(c->mana_each & (1u << k))) continue;
        if (face.activated.size() >= kMaxActivatedAbilities)
          return refuse("more than " + std::to_string(kMaxActivatedAbilities) + " activated abilities on one face");
        ActivatedAbility a = c->ability;
        a.mana_color = static_cast<uint8_t>(k);
        a.text = a.cost_text + ": Add {" + kColorLetters[k] + "}.";  // "{2}, {T}: Add {G}."
        if (a.program) {
          Program p = *a.program;
          p.description = a.text;
          a.program = std::make_shared<const Program>(std::move(p));
        }
        face.activated.push_back(std::move(a));
      }
      return;
    }
    face.activated.push_back(std::move(c->ability));
  }

  // K:Equip:COST[:VALID:DESCRIPTION] (702.6a): "COST: Attach to target creature you control.
  // Equip only as a sorcery." It is compiled as the activated Attach ability it stands for.
  // K:ETBReplacement:Other:<SVar> (614.12): the SVar's choices become the permanent spell's
  // resolution (cards/choice_compiler.h): choose, then enter the battlefield.
  void compile_etb_line(const CardAbilities& ab, const Deferred& d, std::vector<std::string>& used) {
    CardFace& face = def_.faces[d.face];
    auto refuse = [&](std::string reason) {
      def_.unsupported.push_back({d.line, d.text, std::move(reason)});
      ++lines_[d.face].unsupported;
    };
    const SVarDef* sv = ab.find_svar(d.svar, static_cast<int>(d.face));
    if (!sv || sv->node < 0 || ab.nodes[sv->node].kind != NodeKind::Sub)
      return refuse("ETBReplacement: " + d.svar + " is not a DB$ ability SVar");
    if (face.spell) return refuse("ETBReplacement: a card with a spell ability (an Aura) is not supported");
    for (const Diagnostic& dg : ab.diagnostics)
      if (dg.line == sv->line) return refuse(dg.message);
    Result<Program> prog = compile_spell(ab, sv->node);
    if (!prog) return refuse(prog.message());
    if (Status st = make_etb_choice_program(*prog); !st) return refuse(st.message());
    for (const std::string& name : prog->svars) used.push_back(name);
    face.spell = std::make_shared<const Program>(std::move(*prog));
  }

  void compile_equip_line(const Deferred& d) {
    CardFace& face = def_.faces[d.face];
    auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
    if (!face.has_subtype("Equipment")) return refuse("Equip on a card that is not an Equipment (301.5)");
    std::string_view value = trim(std::string_view(d.text).substr(d.text.find(':') + 1));
    value.remove_prefix(std::string_view("Equip:").size());
    std::vector<std::string_view> parts;
    for (size_t pos = 0;;) {
      const size_t colon = value.find(':', pos);
      parts.push_back(trim(value.substr(pos, colon == std::string_view::npos ? colon : colon - pos)));
      if (colon == std::string_view::npos) break;
      pos = colon + 1;
    }
    if (parts[0].empty()) return refuse("Equip: expected a cost after \"Equip:\"");
    if (parts.size() == 2 || parts.size() > 3) return refuse("Equip: expected Equip:COST or Equip:COST:VALID:DESCRIPTION");
    const std::string valid = parts.size() == 3 ? std::string(parts[1]) : "Creature.YouCtrl";
    const std::string what = parts.size() == 3 ? std::string(parts[2]) : "creature you control";
    const std::string ability = "A:AB$ Attach | Cost$ " + std::string(parts[0]) + " | ValidTgts$ " + valid +
                                " | TgtPrompt$ Select target " + what + " | SorcerySpeed$ True";
    CardAbilities ab = parse_abilities(ability, d.line - 1);
    const int node = line_node(ab, d, NodeKind::Activated);
    if (node < 0) return refuse("Equip: the cost could not be parsed");
    for (const Diagnostic& dg : ab.diagnostics) return refuse("Equip: " + dg.message);
    if (face.activated.size() >= kMaxActivatedAbilities)
      return refuse("more than " + std::to_string(kMaxActivatedAbilities) + " activated abilities on one face");
    Result<CompiledActivated> c = compile_activated(ab, node, face.name);
    if (!c) return refuse("Equip: " + c.message());
    c->ability.text = "Equip " + c->ability.cost_text + (parts.size() == 3 ? " (" + what + ")" : "");
    face.activated.push_back(std::move(c->ability));
  }

  // A T: line: the trigger compiler accepts it or it is reported with its reason.
  void compile_trigger_line(const CardAbilities& ab, const Deferred& d, std::vector<std::string>& used_svars) {
    CardFace& face = def_.faces[d.face];
    auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
    const int node = line_node(ab, d, NodeKind::Trigger);
    if (node < 0) return refuse("the triggered ability could not be parsed");
    for (const Diagnostic& dg : ab.diagnostics)
      if (dg.line == d.line) return refuse(dg.message);
    if (face.is(CardType::Instant) || face.is(CardType::Sorcery))
      return refuse("triggered abilities of instants and sorceries are not supported yet");
    if (face.triggered.size() >= kMaxTriggeredAbilities)
      return refuse("more than " + std::to_string(kMaxTriggeredAbilities) + " triggered abilities on one face");
    Result<TriggeredAbility> t = compile_trigger(ab, node, face.name);
    if (!t) return refuse(t.message());
    if (t->delayed && face.triggered.size() + 2 > kMaxTriggeredAbilities)
      return refuse("more than " + std::to_string(kMaxTriggeredAbilities) + " triggered abilities on one face");
    for (const std::string& name : t->program->svars) used_svars.push_back(name);
    std::shared_ptr<const TriggeredAbility> delayed = t->delayed;
    face.triggered.push_back(std::move(*t));
    if (delayed) face.triggered.push_back(*delayed);  // 603.7: right after the one creating it
  }

  void start_face(int line) {
    def_.faces.emplace_back();
    lines_.emplace_back();
    lines_.back().start = line;
  }

  Status once(int& seen, int line, std::string_view key) const {
    if (seen)
      return error(line, "duplicate " + std::string(key) + ": line (first at line " +
                             std::to_string(seen) + ")");
    seen = line;
    return Status::ok();
  }

  Status parse_line(int n, std::string_view raw) {
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
    std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#' || starts_with(line, "//"))
      return Status::ok();  // blank or comment
    if (line == "ALTERNATE") {
      if (def_.faces.size() >= 2)
        return error(n, "a card has at most two faces, but this is a second ALTERNATE line");
      start_face(n);
      return Status::ok();
    }
    size_t colon = line.find(':');
    if (colon == std::string_view::npos)
      return error(n, "expected <Key>:<Value> or ALTERNATE, got " + quote_text(line));
    std::string_view key = trim(line.substr(0, colon));
    std::string_view value = trim(line.substr(colon + 1));
    CardFace& face = def_.faces.back();
    FaceLines& fl = lines_.back();

    if (key == "Name") {
      if (Status s = once(fl.name, n, key); !s) return s;
      if (value.empty()) return error(n, "Name: expected a card name, got nothing");
      face.name = std::string(value);
    } else if (key == "ManaCost") {
      if (Status s = once(fl.cost, n, key); !s) return s;
      Result<ManaCost> cost = parse_mana_cost(value);
      if (cost)
        face.cost = *cost;
      else
        unsupported(n, line, cost.message());
    } else if (key == "Types") {
      if (Status s = once(fl.types, n, key); !s) return s;
      return parse_types(n, line, value, face, fl);
    } else if (key == "PT") {
      if (Status s = once(fl.pt, n, key); !s) return s;
      fl.pt_text = std::string(value);
      return parse_pt(n, value, face);
    } else if (key == "K") {
      CounterKind etb_kind;
      int etb_n = 0;
      if (starts_with(value, "Enchant ")) {
        fl.enchant = n;  // checked in finish_face: only an Aura with an A:SP$ Attach line
      } else if (starts_with(value, "Equip:")) {
        Deferred d{n, std::string(line), "", def_.faces.size() - 1, false};
        d.equip = true;
        deferred_.push_back(std::move(d));  // compiled with the abilities, once the types are known
      } else if (starts_with(value, "ETBReplacement:")) {  // "as this enters, choose ..." (614.12)
        Result<std::string> svar = etb_choice_svar(value);
        if (!svar) {
          unsupported(n, line, svar.message());
        } else {
          Deferred d{n, std::string(line), *svar, def_.faces.size() - 1, false};
          d.etb = true;
          deferred_.push_back(std::move(d));  // compiled with the abilities
        }
      } else if (is_upkeep_cost(value)) {  // "sacrifice it unless you pay": a built upkeep trigger
        Result<TriggeredAbility> t = upkeep_cost_trigger(value, face.name);
        if (!t)
          unsupported(n, line, t.message());
        else if (face.triggered.size() >= kMaxTriggeredAbilities)
          unsupported(n, line, "more than " + std::to_string(kMaxTriggeredAbilities) + " triggered abilities on one face");
        else {
          t->line = n;
          face.triggered.push_back(std::move(*t));
        }
      } else if (parse_etb_counter(value, &etb_kind, &etb_n)) {
        if (face.etb_counters > 0) unsupported(n, line, "two etbCounter keywords are not supported");
        face.etb_counters = static_cast<uint8_t>(etb_n);
        face.etb_counter_kind = static_cast<uint8_t>(etb_kind);
      } else if (starts_with(value, "CantBeBlockedBy ")) {
        std::shared_ptr<Program> prog = std::make_shared<Program>();
        if (face.cant_be_blocked_by) *prog = *face.cant_be_blocked_by;
        Result<Filter> f = compile_filter(trim(value.substr(16)), prog->subtypes);
        if (!f)
          unsupported(n, line, "CantBeBlockedBy: " + f.message());
        else if (f->allows_players())
          unsupported(n, line, "CantBeBlockedBy: blockers are creatures, not players");
        else {
          prog->filters.push_back(std::move(*f));
          face.cant_be_blocked_by = std::move(prog);
        }
      } else if (starts_with(value, "CantBlock ")) {  // "CARDNAME can't block <text>." (509.1a)
        const std::string_view rest = trim(value.substr(10));
        const size_t colon = rest.find(':');
        std::shared_ptr<Program> prog = std::make_shared<Program>();
        Result<Filter> f = compile_filter(trim(rest.substr(0, colon)), prog->subtypes);
        if (colon == std::string_view::npos)
          unsupported(n, line, "CantBlock: needs <Valid>:<description>");
        else if (face.cant_block)
          unsupported(n, line, "two CantBlock keywords are not supported");
        else if (!f)
          unsupported(n, line, "CantBlock: " + f.message());
        else if (f->allows_players())
          unsupported(n, line, "CantBlock: attackers are creatures, not players");
        else {
          prog->filters.push_back(std::move(*f));
          prog->description = std::string(trim(rest.substr(colon + 1)));
          face.cant_block = std::move(prog);
        }
      } else if (int rule = face_rule(value); rule != 0) {
        face.self_rules = static_cast<uint8_t>(face.self_rules | rule);
      } else if (!parse_keyword(value, face.keywords)) {
        std::string_view name = trim(value.substr(0, value.find(':')));
        KeywordSet probe;
        if (name.size() < value.size() && parse_keyword(name, probe))  // "Hexproof:Card.Red:red"
          unsupported(n, line,
                      "keyword '" + std::string(name) + "' with parameters is not supported yet");
        else
          unsupported(n, line, "keyword '" + std::string(name) + "' is not supported yet");
      }
    } else if (key == "Oracle") {
      if (Status s = once(fl.oracle, n, key); !s) return s;
      fl.oracle_text = std::string(value);
      face.oracle = unescape(value);
    } else if (key == "Colors") {
      return parse_colors(n, value, face, fl);
    } else if (key == "AlternateMode") {
      def_.alternate_mode = std::string(value);
    } else if (key == "A") {
      if (starts_with(value, "SP$"))
        deferred_.push_back({n, std::string(line), "", def_.faces.size() - 1, true});  // compiled in run()
      else if (starts_with(value, "AB$"))
        deferred_.push_back({n, std::string(line), "", def_.faces.size() - 1, false, true});
      else
        unsupported(n, line, "activated abilities without the stack (A:ST$) are not supported yet");
    } else if (key == "T") {
      deferred_.push_back({n, std::string(line), "", def_.faces.size() - 1, false, false, true});
    } else if (key == "S") {
      compile_static_line(n, line, face);
    } else if (key == "R") {
      unsupported(n, line, "replacement effects (R:) are not supported yet");
    } else if (key == "SVar") {
      size_t c = value.find(':');
      std::string_view name = trim(value.substr(0, c));
      std::string_view v =
          c == std::string_view::npos ? std::string_view() : trim(value.substr(c + 1));
      if (!cosmetic_svar(name) && ability_value(v))  // supported iff a compiled spell uses it
        deferred_.push_back({n, std::string(line), std::string(name), def_.faces.size() - 1, false});
    } else if (key == "Loyalty") {
      unsupported(n, line, "planeswalkers (Loyalty:) are not supported yet");
    } else if (key == "Defense") {
      unsupported(n, line, "battles (Defense:) are not supported yet");
    } else if (key == "Text" || key == "DeckHints" || key == "DeckNeeds" || key == "DeckHas" ||
               key == "AI" || key == "HandLifeModifier" || key == "MeldPair" || key == "Variant" ||
               key == "SetInfo" || key == "Picture") {
      // Display text, deck-building and AI hints: no rules meaning.
    } else {
      unsupported(n, line, "script key '" + std::string(key) + "' is not supported yet");
    }
    return Status::ok();
  }

  // An S: line: compiled on its own (it names no SVar the engine supports) into the face's
  // static abilities, or reported with the compiler's reason.
  void compile_static_line(int n, std::string_view line, CardFace& face) {
    CardAbilities ab = parse_abilities(line, n - 1);
    const AbilityNode* node = nullptr;
    for (const AbilityNode& nd : ab.nodes)
      if (nd.kind == NodeKind::Static && nd.svar.empty()) node = &nd;
    // The line is parsed alone, so SVars it names look missing: the compiler reports those
    // parameters itself ("AddPower$ 'X' is not supported").
    for (const Diagnostic& dg : ab.diagnostics)
      if (dg.line == n && dg.kind != DiagKind::MissingSVar && dg.kind != DiagKind::WrongSVarKind)
        return unsupported(n, line, dg.message);
    if (!node) return unsupported(n, line, "the static ability could not be parsed");
    Result<StaticAbility> st = compile_static(*node, def_.script);
    if (!st) return unsupported(n, line, st.message());
    for (std::string_view key : {"SetPower", "SetToughness"})  // the amount SVars it read
      if (const std::string* v = node->param(key)) static_svars_.push_back(*v);
    face.statics.push_back(std::move(*st));
  }

  Status parse_types(int n, std::string_view line, std::string_view value, CardFace& face,
                     FaceLines& fl) {
    fl.types_text = std::string(value);
    for (std::string_view w : split_words(value)) {
      if (w == "-" || w == "\xE2\x80\x94" || w == "\xE2\x80\x93") continue;  // -, em/en dash
      bool known = false;
      for (const TypeWord& t : kTypeWords) {
        if (!iequal(w, t.word)) continue;
        known = true;
        if (t.super)
          face.supertypes = static_cast<uint8_t>(face.supertypes | (1u << t.index));
        else
          face.types = static_cast<uint16_t>(face.types | (1u << t.index));
      }
      for (std::string_view v : kVariantTypes) {
        if (!iequal(w, v)) continue;
        known = true;
        fl.variant_type = true;
        unsupported(n, line,
                    "card type '" + std::string(v) + "' (a casual variant) is not supported");
      }
      if (!known) face.subtypes.emplace_back(w);
    }
    if (face.types == 0 && !fl.variant_type)
      return error(n,
                   "Types: expected at least one card type (Artifact, Battle, Creature, "
                   "Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery), got " +
                       quote_text(value));
    return Status::ok();
  }

  Status parse_pt(int n, std::string_view value, CardFace& face) const {
    size_t slash = value.find('/');
    bool ok = slash != std::string_view::npos &&
              parse_pt_part(trim(value.substr(0, slash)), face.power, face.power_star) &&
              parse_pt_part(trim(value.substr(slash + 1)), face.toughness, face.toughness_star);
    if (!ok) return error(n, "PT: expected <power>/<toughness>, got " + quote_text(value));
    face.has_pt = true;
    return Status::ok();
  }

  Status parse_colors(int n, std::string_view value, CardFace& face, FaceLines& fl) const {
    ColorMask m = 0;
    std::string words(value);
    std::replace(words.begin(), words.end(), ',', ' ');
    for (std::string_view w : split_words(words)) {
      if (iequal(w, "colorless")) continue;
      int c = color_from_name(std::string(w));
      if (c < 0)
        return error(n,
                     "Colors: expected color names (white, blue, black, red, green, "
                     "colorless) separated by commas, got " +
                         quote_text(value));
      m = static_cast<ColorMask>(m | (1u << c));
    }
    face.colors = m;  // a later Colors: line replaces an earlier one
    fl.colors_set = true;
    return Status::ok();
  }

  // Forge writes paragraph breaks in Oracle text as a literal backslash-n.
  static std::string unescape(std::string_view v) {
    std::string out;
    for (size_t i = 0; i < v.size(); ++i) {
      if (v[i] == '\\' && i + 1 < v.size() && v[i + 1] == 'n') {
        out += '\n';
        ++i;
      } else if (v[i] == '\\' && i + 1 < v.size() && v[i + 1] == 'r') {
        ++i;
      } else {
        out += v[i];
      }
    }
    return out;
  }

  Status finish_face(size_t i) {
    CardFace& face = def_.faces[i];
    FaceLines& fl = lines_[i];
    std::string which = i == 0
                            ? std::string("card")
                            : "face 2 (after ALTERNATE at line " + std::to_string(fl.start) + ")";
    if (!fl.name) return error(fl.start, which + " has no Name: line");
    if (!fl.types) return error(fl.start, which + " \"" + face.name + "\" has no Types: line");
    if (face.is(CardType::Creature) && !face.has_pt)
      return error(fl.types, "Types: a creature needs a PT: line");
    if (!fl.colors_set) face.colors = face.cost.colors();  // rule 202.2
    if (face.is(CardType::Land))
      for (const auto& [sub, color] : kBasicLandTypes)
        if (face.has_subtype(std::string(sub))) face.land_mana |= color_bit(color);

    // Static abilities work from the battlefield only (611.3a): a spell's would do nothing.
    if ((face.is(CardType::Instant) || face.is(CardType::Sorcery)) && !face.statics.empty()) {
      for (const StaticAbility& st : face.statics)
        def_.unsupported.push_back({st.line, "S:Mode$ " + std::string(static_effect_name(st.effect)),
                                    "static abilities of instants and sorceries are not supported"});
      fl.unsupported += static_cast<int>(face.statics.size());
      face.statics.clear();
    }

    // A face must not load as a blank card: its rules must be expressed by supported lines.
    // Only the first missing piece is reported; any one unsupported line refuses the card.
    if (fl.unsupported > 0) return Status::ok();
    auto add = [&](int line, const std::string& text, std::string reason) {
      def_.unsupported.push_back({line, text, std::move(reason)});
      ++fl.unsupported;
    };
    std::string types_line = "Types:" + fl.types_text;
    if (face.is(CardType::Instant) || face.is(CardType::Sorcery)) {
      bool has_spell_line = false;
      for (const Deferred& d : deferred_) has_spell_line |= d.spell && d.face == i;
      if (!has_spell_line) add(fl.types, types_line, "instant/sorcery spell abilities are not supported yet");
      // Otherwise compile_spells decides: the spell ability is the card's rules text.
    } else if (face.is(CardType::Planeswalker))
      add(fl.types, types_line, "planeswalkers are not supported yet");
    else if (face.is(CardType::Battle))
      add(fl.types, types_line, "battles are not supported yet");
    else if (face.is(CardType::Enchantment) && face.has_subtype("Aura")) {
      bool has_spell_line = false;
      for (const Deferred& d : deferred_) has_spell_line |= d.spell && d.face == i;
      if (!has_spell_line) add(fl.types, types_line, "an Aura needs an A:SP$ Attach line (its target)");
      // Otherwise compile_spells decides; the Enchant line and statics are its rules text.
    } else if (fl.enchant)
      add(fl.enchant, "K:Enchant", "'Enchant' belongs to Auras only");
    else if ((face.power_star || face.toughness_star) && !has_cda(face))  // 604.3
      add(fl.pt, "PT:" + fl.pt_text,
          "a '*' power or toughness needs a characteristic-defining ability, not supported yet");
    else if (!has_activated_line(i) && !oracle_expressed(face))  // else the A:AB$ lines express it
      add(fl.oracle, "Oracle:" + fl.oracle_text, "rules text not expressed by any supported line");
    return Status::ok();
  }

  // 604.3: a static ability defines the '*' power and toughness.
  static bool has_cda(const CardFace& face) {
    for (const StaticAbility& st : face.statics)
      if (st.characteristic_defining && st.set_power.kind != SetAmount::None &&
          st.set_toughness.kind != SetAmount::None)
        return true;
    return false;
  }

  bool has_activated_line(size_t face) const {
    for (const Deferred& d : deferred_)
      if ((d.activated || d.trigger || d.equip || d.etb) && d.face == face) return true;
    return false;
  }

  // Every clause of the rules text is a keyword the face has or a clause of a compiled
  // static ability's Description$ (CARDNAME standing for the card's name).
  static bool oracle_expressed(const CardFace& face) {
    std::vector<std::string> described;
    std::vector<std::string> texts;
    for (const StaticAbility& st : face.statics) texts.push_back(st.description);
    for (int i = 0; i < 3; ++i)
      if (face.self_rules & (1 << i)) texts.push_back(kFaceRuleText[i]);
    for (std::string d : texts) {
      for (size_t at; (at = d.find("CARDNAME")) != std::string::npos;) d.replace(at, 8, face.name);
      for (std::string& c : oracle_clauses(d)) described.push_back(lower(c));
    }
    // K:CantBeBlockedBy states the face's "CARDNAME can't be blocked by ..." clause.
    const std::string unblockable = lower(face.name + " can't be blocked");
    if (face.cant_block)  // K:CantBlock <Valid>:<text>: "CARDNAME can't block <text>."
      for (std::string& c : oracle_clauses(face.name + " can't block " + face.cant_block->description))
        described.push_back(lower(c));
    for (const TriggeredAbility& t : face.triggered)  // built from a keyword (K:UpkeepCost)
      for (std::string& c : oracle_clauses(t.text)) described.push_back(lower(c));
    for (const std::string& clause : oracle_clauses(face.oracle))
      if (!clause_is_keyword(clause, face.keywords) &&
          !(face.cant_be_blocked_by && starts_with(lower(clause), unblockable)) &&
          std::find(described.begin(), described.end(), lower(clause)) == described.end())
        return false;
    return true;
  }

  std::string_view source_;
  int offset_;
  CardDef def_;
  std::vector<FaceLines> lines_;
  std::vector<Deferred> deferred_;
  std::vector<std::string> static_svars_;  // SVars compiled static abilities read (SetPower$ X)
};

}  // namespace

Result<CardDef> parse_card_script(std::string_view text, std::string_view source, int line_offset) {
  return Parser(source, line_offset).run(text);
}

}  // namespace rwd
