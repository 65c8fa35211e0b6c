// `rewind cards check [PATH]`: how much of a card pool the engine supports and what blocks
// the rest; `rewind cards show NAME`: one card's definition and parsed abilities; `rewind
// cards features`: what the engine implements (the ability registry). Output formats in
// docs/card-scripts.md.
#include <strings.h>

#include <CLI/CLI.hpp>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "cards/ability_parser.h"
#include "cards/builtin.h"
#include "cards/card_script.h"
#include "cards/coverage.h"
#include "cards/disasm.h"
#include "cards/registry_docs.h"
#include "cli/cards_decks.h"
#include "cli/commands.h"

namespace rwd {

namespace {

using nlohmann::json;

struct CardsOptions {
  std::string path;   // check: folder, script, .tar.gz or .zip; "" = built-in pool
  std::string name;   // show: the card
  std::string cards;  // show: where to look ("" = built-in pool)
  bool json = false;
  bool messages = false;  // check: print every error and diagnostic
  bool disasm = false;    // show: the compiled program
  bool all = false;       // show: every card of the pool
  int top = 20;           // check: blockers listed in text output
  std::string blocked_by;  // check: list the cards a feature whose label holds this blocks
  bool markdown = false;  // features: the tables of docs/card-abilities.md
  std::string update;     // features: a document whose generated tables are rewritten
};

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

std::string percent(int n, int of) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f%%", of ? 100.0 * n / of : 0.0);
  return buf;
}

// ---- Renderings of the AST (text and JSON).

std::string valid_text(const ValidExpr& v) {
  std::string s;
  for (const ValidTerm& t : v.alternatives) {
    if (!s.empty()) s += " | ";
    if (t.negated) s += "not ";
    s += t.type;
    if (t.props.empty()) continue;
    s += "{";
    for (size_t i = 0; i < t.props.size(); ++i) {
      const ValidProp& p = t.props[i];
      if (i) s += ", ";
      switch (p.kind) {
        case ValidPropKind::Type:
          s += p.name;
          break;
        case ValidPropKind::NonType:
          s += "non-" + p.name;
          break;
        case ValidPropKind::Flag:
          s += p.name;
          break;
        case ValidPropKind::Compare:
          s += p.name + " " + p.op + " " + p.operand;
          break;
        case ValidPropKind::Arg:
          s += p.name + "(" + p.operand + ")";
          break;
      }
    }
    s += "}";
  }
  return s;
}

std::string cost_text(const CostAst& c) {
  std::string s;
  for (const CostPart& p : c.parts) {
    if (!s.empty()) s += ", ";
    s += std::string(cost_part_name(p.kind));
    if (p.kind == CostPartKind::Mana) {
      s += "{" + p.text + "}";
      continue;
    }
    if (p.args.empty()) continue;
    s += "(";
    for (size_t i = 0; i < p.args.size(); ++i) s += (i ? ", " : "") + p.args[i];
    s += ")";
  }
  if (c.mandatory) s += " [Mandatory]";
  if (c.x_cant_be_0) s += " [XCantBe0]";
  return s;
}

std::string amount_text(const AmountExpr& a) {
  std::string s = a.source_name + "$";
  if (a.source == AmountSource::Number) {
    s += std::to_string(a.number);
  } else {
    s += a.count.property;
    for (const std::string& arg : a.count.args) s += " <" + arg + ">";
  }
  if (a.math) s += " /" + a.math->op + (a.math->operand.empty() ? "" : " " + a.math->operand);
  return s;
}

json valid_json(const ValidExpr& v) {
  static constexpr const char* kKinds[] = {"type", "non_type", "flag", "compare", "arg"};
  json alts = json::array();
  for (const ValidTerm& t : v.alternatives) {
    json props = json::array();
    for (const ValidProp& p : t.props) {
      json jp = {{"kind", kKinds[static_cast<int>(p.kind)]}, {"text", p.text}, {"name", p.name}};
      if (!p.op.empty()) jp["op"] = p.op;
      if (!p.operand.empty()) jp["operand"] = p.operand;
      props.push_back(jp);
    }
    alts.push_back({{"negated", t.negated}, {"type", t.type}, {"properties", props}});
  }
  return alts;
}

json cost_json(const CostAst& c) {
  json parts = json::array();
  for (const CostPart& p : c.parts)
    parts.push_back({{"part", cost_part_name(p.kind)}, {"text", p.text}, {"args", p.args}});
  return {{"parts", parts}, {"mandatory", c.mandatory}, {"x_cant_be_0", c.x_cant_be_0}};
}

json node_json(const AbilityNode& n, int index) {
  json params = json::array();
  for (const Param& p : n.params) params.push_back({p.key, p.value});
  json costs = json::array(), valids = json::array(), refs = json::array();
  for (const auto& [i, c] : n.costs) costs.push_back({{"param", i}, {"cost", cost_json(c)}});
  for (const auto& [i, v] : n.valids) valids.push_back({{"param", i}, {"valid", valid_json(v)}});
  for (const SVarRef& r : n.refs)
    refs.push_back({{"param", r.param}, {"svar", r.name}, {"node", r.node}});
  json j = {{"index", index}, {"kind", node_kind_code(n.kind)},
            {"head", n.head}, {"canonical", n.canonical_head()},
            {"line", n.line}, {"face", n.face},
            {"svar", n.svar}, {"params", params},
            {"costs", costs}, {"valids", valids},
            {"refs", refs},   {"sub", n.sub}};
  if (n.kind == NodeKind::Keyword) j["text"] = n.text;
  return j;
}

json diagnostics_json(const std::vector<Diagnostic>& ds) {
  json out = json::array();
  for (const Diagnostic& d : ds)
    out.push_back({{"kind", diag_kind_id(d.kind)}, {"line", d.line}, {"message", d.message}});
  return out;
}

json features_json(const std::vector<Feature>& fs) {
  json out = json::array();
  for (const Feature& f : fs) out.push_back(f.label());
  return out;
}

// Prints node `i` and, indented below, the nodes its SVar references reach.
void print_node(const CardAbilities& a, int i, int depth, std::set<int>& shown) {
  const AbilityNode& n = a.nodes[i];
  std::string pad(2 + 4 * depth, ' ');
  std::cout << pad << "line " << n.line << "  ";
  if (!n.svar.empty()) std::cout << "SVar " << n.svar << ": ";
  std::cout << node_kind_code(n.kind) << " " << n.canonical_head() << "\n";
  if (!shown.insert(i).second) {
    std::cout << pad << "    (shown above)\n";
    return;
  }
  for (size_t p = 0; p < n.params.size(); ++p) {
    const Param& param = n.params[p];
    std::string key = param.key.empty() ? "arg" : param.key + "$";
    std::cout << pad << "    " << key << " " << param.value << "\n";
    for (const auto& [pi, c] : n.costs)
      if (pi == p) std::cout << pad << "      = cost " << cost_text(c) << "\n";
    for (const auto& [pi, v] : n.valids)
      if (pi == p) std::cout << pad << "      = valid " << valid_text(v) << "\n";
    for (const SVarRef& r : n.refs) {
      if (r.param != p) continue;
      if (r.node >= 0)
        print_node(a, r.node, depth + 2, shown);
      else if (const SVarDef* s = a.find_svar(r.name, n.face))
        std::cout << pad << "      -> SVar " << r.name << " = " << s->value << "\n";
      else
        std::cout << pad << "      -> SVar " << r.name << " (missing)\n";
    }
  }
}

// ---- cards check.

// Whether one of the card's blockers has a label containing `text`.
bool blocked_by(const CardCoverage& card, const std::string& text) {
  for (const Feature& f : card.blockers)
    if (f.label().find(text) != std::string::npos) return true;
  return false;
}

// --blocked-by: each card a matching feature blocks, with all of its blockers (a card with
// one blocker is unblocked by implementing it alone).
int print_blocked_cards(const std::vector<CardCoverage>& cards, const CardsOptions& o) {
  if (o.json) {
    json list = json::array();
    for (const CardCoverage& c : cards) {
      json blockers = json::array();
      for (const Feature& f : c.blockers) blockers.push_back(f.label());
      list.push_back({{"source", c.source}, {"name", c.name}, {"blockers", blockers}});
    }
    std::cout << json{{"blocked_by", o.blocked_by}, {"cards", list}}.dump() << "\n";
    return 0;
  }
  int alone = 0;
  for (const CardCoverage& c : cards) alone += c.blockers.size() == 1;
  std::printf("%zu cards blocked by a feature matching '%s' (%d by it alone)\n", cards.size(),
              o.blocked_by.c_str(), alone);
  for (const CardCoverage& c : cards) {
    std::printf("  %s (%s)\n", c.name.c_str(), c.source.c_str());
    for (const Feature& f : c.blockers) std::printf("      %s\n", f.label().c_str());
  }
  return 0;
}

int cmd_cards_check(const CardsOptions& o) {
  auto t0 = std::chrono::steady_clock::now();
  CoverageCounter counter;
  std::vector<CardCoverage> listed;  // --blocked-by: the cards it names, in reading order
  double read_s = 0;
  std::string source = o.path.empty() ? "built-in pool" : o.path;
  if (o.path.empty()) {
    for (const CardDef& def : builtin_card_db().cards()) {
      CardCoverage card = check_card(def);
      if (!o.blocked_by.empty() && blocked_by(card, o.blocked_by)) listed.push_back(card);
      counter.add(card);
    }
  } else {
    Result<std::vector<ScriptText>> scripts = read_scripts(o.path);
    if (!scripts) {
      std::cerr << "error: " << scripts.message() << "\n";
      return 1;
    }
    read_s = seconds_since(t0);
    for (const ScriptText& s : *scripts) {
      CardCoverage card = check_script(s.text, s.name);
      if (!o.blocked_by.empty() && blocked_by(card, o.blocked_by)) listed.push_back(card);
      counter.add(card);
    }
  }
  double total_s = seconds_since(t0);
  CoverageReport r = counter.report();
  if (!o.blocked_by.empty()) return print_blocked_cards(listed, o);

  if (o.json) {
    json diags = json::object();
    for (int k = 0; k < kNumDiagKinds; ++k)
      diags[std::string(diag_kind_id(static_cast<DiagKind>(k)))] = r.diagnostics_by_kind[k];
    json blockers = json::array();
    for (const BlockerCount& b : r.blockers)
      blockers.push_back({{"feature", b.feature.label()},
                          {"kind", feature_kind_name(b.feature.kind)},
                          {"name", b.feature.name},
                          {"cards", b.cards},
                          {"sole_blocker_cards", b.sole_blocker_cards}});
    json j = {{"source", source},
              {"scripts", r.scripts},
              {"loaded", r.loaded},
              {"parsed", r.parsed},
              {"supported", r.supported},
              {"card_errors", r.card_errors},
              {"scripts_with_diagnostics", r.scripts_with_diagnostics},
              {"diagnostics", diags},
              {"blockers", blockers},
              {"messages", r.messages},
              {"seconds", {{"read", read_s}, {"total", total_s}}}};
    std::cout << j.dump() << "\n";
    return 0;
  }

  std::printf("cards check: %s\n", source.c_str());
  std::printf("  scripts read      %6d\n", r.scripts);
  std::printf("  loaded            %6d   (%d with a card-level syntax error)\n", r.loaded,
              r.card_errors);
  std::printf("  parsed            %6d   %s  (%d loaded with grammar diagnostics)\n", r.parsed,
              percent(r.parsed, r.scripts).c_str(), r.scripts_with_diagnostics);
  std::printf("  fully supported   %6d   %s\n", r.supported,
              percent(r.supported, r.scripts).c_str());
  std::string kinds;
  for (int k = 0; k < kNumDiagKinds; ++k)
    if (r.diagnostics_by_kind[k])
      kinds += (kinds.empty() ? "" : ", ") + std::string(diag_kind_id(static_cast<DiagKind>(k))) +
               " " + std::to_string(r.diagnostics_by_kind[k]);
  std::printf("  diagnostics       %s\n", kinds.empty() ? "none" : kinds.c_str());
  std::printf("  time              %.2f s (reading %.2f s)\n", total_s, read_s);
  if (!r.blockers.empty()) {
    int n = std::min<int>(o.top, static_cast<int>(r.blockers.size()));
    std::printf("\nTop %d of %zu blockers   (cards: blocked by it; alone: blocked by it only)\n", n,
                r.blockers.size());
    std::printf("  %-4s %-44s %7s %7s\n", "#", "feature", "cards", "alone");
    for (int i = 0; i < n; ++i) {
      const BlockerCount& b = r.blockers[i];
      std::printf("  %-4d %-44s %7d %7d\n", i + 1, b.feature.label().c_str(), b.cards,
                  b.sole_blocker_cards);
    }
  }
  if (!r.messages.empty()) {
    size_t n = o.messages ? r.messages.size() : std::min<size_t>(10, r.messages.size());
    if (n == r.messages.size())
      std::printf("\nErrors and diagnostics (%zu):\n", n);
    else
      std::printf("\nFirst %zu of %zu errors and diagnostics (--messages lists all):\n", n,
                  r.messages.size());
    for (size_t i = 0; i < n; ++i) std::printf("  %s\n", r.messages[i].c_str());
  }
  return 0;
}

// ---- cards show.

bool name_matches(const CardDef& def, const std::string& name) {
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  std::string want = lower(name);
  for (const CardFace& f : def.faces)
    if (lower(f.name) == want) return true;
  return def.faces.size() == 2 && lower(def.faces[0].name + " // " + def.faces[1].name) == want;
}

// The card `name` from `cards` (a path) or the built-in pool.
Result<CardDef> find_card(const CardsOptions& o) {
  if (o.cards.empty()) {
    const CardDb& db = builtin_card_db();
    std::optional<CardDefId> id = db.find(o.name);
    if (!id) return Status::error("no card named \"" + o.name + "\" in the built-in pool");
    return db.get(*id);
  }
  Result<std::vector<ScriptText>> scripts = read_scripts(o.cards);
  if (!scripts) return scripts.status();
  for (const ScriptText& s : *scripts) {
    // Cheap filter before a full parse: the name must appear in the text.
    bool maybe = false;
    for (size_t i = 0; i + o.name.size() <= s.text.size() && !maybe; ++i)
      maybe = strncasecmp(s.text.c_str() + i, o.name.c_str(), o.name.size()) == 0;
    if (!maybe && o.name.find(" // ") == std::string::npos) continue;
    Result<CardDef> def = parse_card_script(s.text, s.name);
    if (def && name_matches(*def, o.name)) return def;
  }
  return Status::error("no card named \"" + o.name + "\" in " + o.cards);
}

// --disasm: each face's compiled programs (its spell ability, then each activated and
// triggered ability), or why it has none.
std::string disasm_text(const CardDef& def) {
  std::string out;
  for (const CardFace& f : def.faces) {
    out += f.name + ":\n";
    bool any = false;
    if (f.spell) {
      out += disassemble(*f.spell);
      any = true;
    } else if (f.is(CardType::Instant) || f.is(CardType::Sorcery)) {
      out += "; no program: the spell ability did not compile (see unsupported)\n";
      any = true;
    }
    for (size_t i = 0; i < f.activated.size(); ++i) {
      out += "; activated ability " + std::to_string(i + 1) + ": " + f.activated[i].text + "\n";
      out += f.activated[i].program
                 ? disassemble(*f.activated[i].program)
                 : "; a mana ability: no program, its mana is added at once (605.3b)\n";
      any = true;
    }
    for (size_t i = 0; i < f.triggered.size(); ++i) {
      out += "; triggered ability " + std::to_string(i + 1) + ": " + f.triggered[i].text + "\n";
      out += disassemble(*f.triggered[i].program);
      any = true;
    }
    if (!any) out += "; no program: no spell, activated or triggered ability\n";
  }
  return out;
}

// --all: every card of the pool, one "== NAME (SOURCE): supported" line each (or the load
// error), with --disasm its programs: two builds' outputs compared show any change in the
// bytecode a compiler emits.
int cmd_cards_show_all(const CardsOptions& o) {
  auto one = [&](const CardDef& def) {
    std::cout << "== " << def.name() << " (" << def.source
              << "): " << (check_card(def).supported ? "supported" : "unsupported") << "\n";
    if (o.disasm) std::cout << disasm_text(def);
  };
  if (o.cards.empty()) {
    for (const CardDef& def : builtin_card_db().cards()) one(def);
    return 0;
  }
  Result<std::vector<ScriptText>> scripts = read_scripts(o.cards);
  if (!scripts) {
    std::cerr << "error: " << scripts.message() << "\n";
    return 1;
  }
  for (const ScriptText& t : *scripts) {
    Result<CardDef> def = parse_card_script(t.text, t.name);
    if (def)
      one(*def);
    else
      std::cout << "== (" << t.name << "): " << def.message() << "\n";
  }
  return 0;
}

int cmd_cards_show(const CardsOptions& o) {
  if (o.all) return cmd_cards_show_all(o);
  if (o.name.empty()) {
    std::cerr << "error: cards show needs a card name (or --all)\n";
    return 1;
  }
  Result<CardDef> found = find_card(o);
  if (!found) {
    std::cerr << "error: " << found.message() << "\n";
    return 1;
  }
  const CardDef& def = *found;
  CardAbilities a = parse_abilities(def.script);
  std::vector<Feature> blockers = blocking_features(def, a);
  bool supported = def.supported() && blockers.empty() && a.diagnostics.empty();

  if (o.json) {
    json faces = json::array();
    for (const CardFace& f : def.faces) {
      json jf = {{"name", f.name},
                 {"cost", f.cost.to_string()},
                 {"types", f.type_line()},
                 {"oracle", f.oracle},
                 {"keywords", describe_keywords(f.keywords)}};
      if (f.has_pt) jf["pt"] = std::to_string(f.power) + "/" + std::to_string(f.toughness);
      faces.push_back(jf);
    }
    json unsupported = json::array();
    for (const UnsupportedLine& u : def.unsupported)
      unsupported.push_back({{"line", u.line}, {"text", u.text}, {"reason", u.reason}});
    json nodes = json::array();
    for (size_t i = 0; i < a.nodes.size(); ++i)
      nodes.push_back(node_json(a.nodes[i], static_cast<int>(i)));
    static constexpr const char* kSVarKinds[] = {"ability", "trigger", "static", "replacement",
                                                 "amount",  "params",  "text"};
    json svars = json::array();
    for (const SVarDef& s : a.svars) {
      json js = {{"name", s.name},
                 {"value", s.value},
                 {"line", s.line},
                 {"face", s.face},
                 {"kind", kSVarKinds[static_cast<int>(s.kind)]},
                 {"node", s.node}};
      if (s.amount) js["amount"] = amount_text(*s.amount);
      svars.push_back(js);
    }
    json j = {{"name", def.name()},
              {"source", def.source},
              {"faces", faces},
              {"supported", supported},
              {"unsupported", unsupported},
              {"blockers", features_json(blockers)},
              {"abilities", nodes},
              {"svars", svars},
              {"diagnostics", diagnostics_json(a.diagnostics)}};
    if (o.disasm) j["disasm"] = disasm_text(def);
    std::cout << j.dump() << "\n";
    return 0;
  }

  std::cout << def.name() << "   (" << def.source << ")\n";
  for (const CardFace& f : def.faces) {
    std::cout << "  " << f.name << "  " << f.cost.to_string() << "  " << f.type_line();
    if (f.has_pt) std::cout << "  " << int(f.power) << "/" << int(f.toughness);
    std::cout << "\n";
    if (!f.keywords.empty()) std::cout << "    keywords: " << describe_keywords(f.keywords) << "\n";
    if (!f.oracle.empty()) {
      std::string oracle = f.oracle;
      for (size_t at = oracle.find('\n'); at != std::string::npos; at = oracle.find('\n', at + 13))
        oracle.replace(at, 1, "\n            ");
      std::cout << "    oracle: " << oracle << "\n";
    }
  }
  std::cout << "  supported: " << (supported ? "yes" : "no") << "\n";
  for (const UnsupportedLine& u : def.unsupported)
    std::cout << "    line " << u.line << ": " << u.reason << "\n";
  if (!blockers.empty()) {
    std::cout << "  blocked by: ";
    for (size_t i = 0; i < blockers.size(); ++i)
      std::cout << (i ? ", " : "") << blockers[i].label();
    std::cout << "\n";
  }
  std::cout << "\nabilities:\n";
  std::set<int> shown;
  bool any = false;
  for (size_t i = 0; i < a.nodes.size(); ++i)
    if (a.nodes[i].svar.empty()) {
      print_node(a, static_cast<int>(i), 0, shown);
      any = true;
    }
  for (size_t i = 0; i < a.nodes.size(); ++i)
    if (!shown.count(static_cast<int>(i))) {
      std::cout << "  (not reached from a script line)\n";
      print_node(a, static_cast<int>(i), 0, shown);
      any = true;
    }
  if (!any) std::cout << "  none\n";
  bool amounts = false;
  for (const SVarDef& s : a.svars) {
    if (!s.amount) continue;
    if (!amounts) std::cout << "\namounts:\n";
    amounts = true;
    std::cout << "  line " << s.line << "  " << s.name << " = " << amount_text(*s.amount) << "\n";
  }
  std::cout << "\ndiagnostics:" << (a.diagnostics.empty() ? " none" : "") << "\n";
  for (const Diagnostic& d : a.diagnostics)
    std::cout << "  " << format_diagnostic(def.source, d) << "\n";
  if (o.disasm) std::cout << "\nbytecode:\n" << disasm_text(def);
  return 0;
}

// ---- cards features.

int cmd_cards_features(const CardsOptions& o) {
  if (!o.update.empty()) {  // the generated tables of a document (registry_docs.h)
    Result<std::string> doc = read_text_file(o.update);
    Result<std::string> out = doc ? with_generated_tables(*doc) : Result<std::string>(doc.status());
    if (!out) {
      std::cerr << "error: " << o.update << ": " << out.message() << "\n";
      return 1;
    }
    if (*out == *doc) {
      std::cout << o.update << ": up to date\n";
      return 0;
    }
    std::ofstream f(o.update, std::ios::binary | std::ios::trunc);
    f << *out;
    if (!f) {
      std::cerr << "error: cannot write " << o.update << "\n";
      return 1;
    }
    std::cout << o.update << ": generated tables rewritten\n";
    return 0;
  }
  if (o.markdown) {
    for (std::string_view name : generated_table_names())
      std::cout << "<!-- generated: " << name << " -->\n"
                << *generated_table(name) << "<!-- end generated: " << name << " -->\n\n";
    return 0;
  }
  for (const Feature& f : implemented_features()) std::cout << f.label() << "\n";
  return 0;
}

}  // namespace

void register_cards_command(CLI::App& app) {
  static CardsOptions check, show, features;
  auto* cards = app.add_subcommand("cards", "card pool coverage and card details");
  cards->require_subcommand(1);
  auto* c = cards->add_subcommand(
      "check", "count scripts read, parsed and fully supported, and rank what blocks the rest");
  c->add_option("path", check.path,
                "folder (recursive *.txt), script, .tar.gz or .zip; the built-in pool if none");
  c->add_flag("--json", check.json, "print one JSON object");
  c->add_option("--top", check.top, "blockers to list in text output")->capture_default_str();
  c->add_flag("--messages", check.messages, "list every error and diagnostic");
  c->add_option("--blocked-by", check.blocked_by,
                "list the cards blocked by a feature whose label contains TEXT, with all their "
                "blockers, instead of the counts");
  static DeckCheckOptions decks;
  c->add_option("--decks", decks.decks,
                "count decks instead: a folder (recursive *.dck), deck file, .tar.gz or .zip; "
                "their cards from the built-in pool, PATH and --cards");
  c->add_option("--cards", decks.cards,
                "with --decks: card scripts (folder, script, .tar.gz or .zip) added to the pool");
  c->add_option("--unlock", decks.unlock, "with --decks: steps of the unlock order")
      ->capture_default_str();
  c->callback([] {
    if (decks.decks.empty()) {
      if (!decks.cards.empty()) {
        std::cerr << "error: --cards needs --decks (cards check PATH checks the scripts of PATH)\n";
        throw CLI::RuntimeError(1);
      }
      throw CLI::RuntimeError(cmd_cards_check(check));
    }
    if (check.messages) {
      std::cerr << "error: --messages lists script errors; it is not used with --decks\n";
      throw CLI::RuntimeError(1);
    }
    decks.json = check.json;
    decks.top = check.top;
    if (!check.path.empty()) decks.cards.insert(decks.cards.begin(), check.path);
    throw CLI::RuntimeError(cmd_cards_check_decks(decks));
  });
  auto* s = cards->add_subcommand("show", "print a card's definition and parsed abilities");
  s->add_option("name", show.name, "card name");
  s->add_flag("--all", show.all,
              "every card of the pool, its verdict (and with --disasm its bytecode)");
  s->add_option("--cards", show.cards,
                "look in this folder, script or archive, not the built-in pool");
  s->add_flag("--json", show.json, "print one JSON object");
  s->add_flag("--disasm", show.disasm,
              "the compiled program of each face (opcodes from cards/opcodes.h)");
  s->callback([] { throw CLI::RuntimeError(cmd_cards_show(show)); });
  auto* f =
      cards->add_subcommand("features", "list what the engine implements (the ability registry)");
  f->add_flag("--markdown", features.markdown, "the generated tables of docs/card-abilities.md");
  f->add_option("--update-docs", features.update,
                "rewrite the generated tables of this Markdown file");
  f->callback([] { throw CLI::RuntimeError(cmd_cards_features(features)); });
}

}  // namespace rwd
