#include "cards/coverage.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cards/ability_parser.h"
#include "cards/card_script.h"

namespace rwd {

namespace fs = std::filesystem;

namespace {

bool ends_with(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}

// 'text' quoted for /bin/sh.
std::string shell_quote(std::string_view s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\'')
      out += "'\\''";
    else
      out += c;
  }
  return out + "'";
}

Result<std::string> read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return Status::error("cannot read " + p.string());
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every file under `dir` whose name ends with `ext`, sorted by relative path.
Result<std::vector<ScriptText>> read_folder(const fs::path& dir, std::string_view ext) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ext) files.push_back(it->path());
  if (ec) return Status::error("cannot read " + dir.string() + ": " + ec.message());
  std::sort(files.begin(), files.end());
  std::vector<ScriptText> out;
  out.reserve(files.size());
  for (const fs::path& f : files) {
    Result<std::string> text = read_file(f);
    if (!text) return text.status();
    out.push_back({fs::relative(f, dir).generic_string(), std::move(*text)});
  }
  return out;
}

// A .tar.gz through `gzip -dc` (no file is written). Regular members ending with `ext` only.
Result<std::vector<ScriptText>> read_tar_gz(const std::string& path, std::string_view ext) {
  std::string cmd = "gzip -dc " + shell_quote(path) + " 2>/dev/null";
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return Status::error("cannot run gzip to read " + path);
  std::string data;
  data.reserve(32u << 20);  // the 2019 cardsfolder is 26 MB of tar
  char buf[1 << 16];
  for (size_t n; (n = fread(buf, 1, sizeof buf, pipe)) > 0;) data.append(buf, n);
  if (pclose(pipe) != 0) return Status::error("cannot read " + path + " (gzip failed)");
  std::vector<ScriptText> out;
  std::string long_name;  // from a GNU 'L' header, for the next member
  for (size_t pos = 0; pos + 512 <= data.size();) {
    std::string_view h(data.data() + pos, 512);
    if (h[0] == '\0') return out;  // end-of-archive block
    auto field = [&](size_t off, size_t len) {
      std::string_view f = h.substr(off, len);
      return std::string(f.substr(0, f.find('\0')));
    };
    size_t size = std::strtoull(field(124, 12).c_str(), nullptr, 8);
    std::string name = field(0, 100);
    if (h.substr(257, 6) == std::string_view("ustar\0", 6) && !field(345, 155).empty())
      name = field(345, 155) + "/" + name;  // POSIX ustar prefix
    if (!long_name.empty()) {
      name = long_name;
      long_name.clear();
    }
    pos += 512;
    if (size > data.size() - pos) return Status::error(path + ": truncated tar archive");
    std::string_view body(data.data() + pos, size);
    if (h[156] == 'L')
      long_name = std::string(body.substr(0, body.find('\0')));
    else if ((h[156] == '0' || h[156] == '\0') && ends_with(name, ext))
      out.push_back({name, std::string(body)});
    pos += (size + 511) / 512 * 512;
  }
  return out;
}

// A .zip, extracted by `unzip` into a temporary folder that is removed afterwards.
Result<std::vector<ScriptText>> read_zip(const std::string& path, std::string_view ext) {
  if (std::system("command -v unzip >/dev/null 2>&1") != 0)
    return Status::error("cannot read .zip files: the 'unzip' program is not installed");
  std::string tmpl = (fs::temp_directory_path() / "rewind-cards-XXXXXX").string();
  std::vector<char> buf(tmpl.begin(), tmpl.end());
  buf.push_back('\0');
  if (!mkdtemp(buf.data())) return Status::error("cannot create a temporary folder");
  fs::path dir(buf.data());
  std::string cmd =
      "unzip -qq -o " + shell_quote(path) + " -d " + shell_quote(dir.string()) + " >/dev/null 2>&1";
  int rc = std::system(cmd.c_str());
  Result<std::vector<ScriptText>> out = rc == 0 ? read_folder(dir, ext)
                                                : Result<std::vector<ScriptText>>(Status::error(
                                                      "cannot read " + path + " (unzip failed)"));
  std::error_code ec;
  fs::remove_all(dir, ec);
  return out;
}

// A file of scripts separated by lines holding exactly "---" (the built-in pool's format).
std::vector<ScriptText> split_bundle(const std::string& name, std::string_view text) {
  std::vector<ScriptText> out;
  std::string cur;
  int line = 0, start = 1;
  auto flush = [&] {
    bool blank = cur.find_first_not_of(" \t\r\n") == std::string::npos;
    if (!blank) out.push_back({name + ":" + std::to_string(start), std::move(cur)});
    cur.clear();
  };
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view l = text.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (end == text.size() && l.empty()) break;  // the text's final newline
    if (l == "---" || l == "---\r") {
      flush();
      start = line + 1;
      continue;
    }
    cur.append(l);
    cur += '\n';
  }
  flush();
  return out;
}

bool has_bundle_separator(std::string_view text) {
  return text.substr(0, 4) == "---\n" || text.find("\n---\n") != std::string_view::npos ||
         text.find("\n---\r\n") != std::string_view::npos;
}

// The key of a script line ("A", "SVar", "Types").
std::string_view line_key(std::string_view line) {
  size_t c = line.find(':');
  std::string_view k = line.substr(0, c == std::string_view::npos ? 0 : c);
  while (!k.empty() && (k.back() == ' ' || k.back() == '\t')) k.remove_suffix(1);
  while (!k.empty() && (k.front() == ' ' || k.front() == '\t')) k.remove_prefix(1);
  return k;
}

// CardDef's reason as a feature name shared by every card with the same problem: a mana
// cost's reason names the cost and the symbol ('mana cost "4 PR": symbol "PR" is Phyrexian
// mana, ...'), which would give one feature per cost; keep only what is wrong.
std::string card_feature(std::string_view reason) {
  constexpr std::string_view kCost = "mana cost \"", kSymbol = "\": symbol \"";
  size_t at = reason.find(kSymbol);
  if (reason.substr(0, kCost.size()) != kCost || at == std::string_view::npos)
    return std::string(reason);
  size_t end = reason.find('"', at + kSymbol.size());
  if (end == std::string_view::npos) return std::string(reason);
  std::string_view why = reason.substr(end + 1);
  while (!why.empty() && why.front() == ' ') why.remove_prefix(1);
  return "mana symbol that " + std::string(why);
}

std::string amount_feature(const SVarDef& s) {
  const AmountExpr& a = *s.amount;
  if (a.source == AmountSource::Number) return "Number$";
  if (a.source == AmountSource::SVar) return "SVar$";
  return a.source_name + "$" + a.count.property;
}

}  // namespace

Result<std::vector<ScriptText>> read_scripts(const std::string& path) {
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (ec || !fs::exists(st))
    return Status::error("cannot read " + path + ": no such file or folder");
  if (fs::is_directory(st)) return read_folder(path, ".txt");
  if (ends_with(path, ".tar.gz") || ends_with(path, ".tgz")) return read_tar_gz(path, ".txt");
  if (ends_with(path, ".zip")) return read_zip(path, ".txt");
  if (!fs::is_regular_file(st))
    return Status::error(path + ": not a folder, script, .tar.gz or .zip");
  Result<std::string> text = read_file(path);
  if (!text) return text.status();
  if (has_bundle_separator(*text)) return split_bundle(path, *text);
  return std::vector<ScriptText>{{path, std::move(*text)}};
}

Result<std::vector<ScriptText>> read_deck_files(const std::string& path) {
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (ec || !fs::exists(st))
    return Status::error("cannot read " + path + ": no such file or folder");
  Result<std::vector<ScriptText>> out = std::vector<ScriptText>{};
  if (fs::is_directory(st))
    out = read_folder(path, ".dck");
  else if (ends_with(path, ".tar.gz") || ends_with(path, ".tgz"))
    out = read_tar_gz(path, ".dck");
  else if (ends_with(path, ".zip"))
    out = read_zip(path, ".dck");
  else if (!fs::is_regular_file(st))
    return Status::error(path + ": not a folder, deck file, .tar.gz or .zip");
  else if (Result<std::string> text = read_file(path); !text)
    return text.status();
  else
    return std::vector<ScriptText>{{path, std::move(*text)}};
  if (out && out->empty()) return Status::error(path + ": holds no .dck file");
  return out;
}

std::vector<Feature> blocking_features(const CardDef& def, const CardAbilities& abilities) {
  std::vector<Feature> out;
  auto add = [&](FeatureKind k, std::string_view name) {
    if (!feature_implemented(k, name)) out.push_back({k, std::string(name)});
  };
  for (const AbilityNode& n : abilities.nodes) {
    switch (n.kind) {
      case NodeKind::Activated:
        add(FeatureKind::ApiType, n.canonical_head());
        break;
      case NodeKind::Unstacked:
        add(FeatureKind::Card, "activated abilities without the stack (A:ST$)");
        add(FeatureKind::ApiType, n.canonical_head());
        break;
      case NodeKind::Spell:
      case NodeKind::Sub:
        add(FeatureKind::ApiType, n.canonical_head());
        break;
      case NodeKind::Trigger:
        add(FeatureKind::Trigger, n.canonical_head());
        break;
      case NodeKind::Static:
        add(FeatureKind::Static, n.canonical_head());
        break;
      case NodeKind::Replacement:
        add(FeatureKind::Replacement, n.canonical_head());
        break;
      case NodeKind::Keyword:
        if (!keyword_implemented(n.text)) out.push_back({FeatureKind::Keyword, n.head});
        break;
    }
    for (const auto& [param, cost] : n.costs)
      for (const CostPart& part : cost.parts) {
        // A spell's mana is its casting cost, which the engine pays (rule 601.2f-h).
        if (n.kind == NodeKind::Spell && part.kind == CostPartKind::Mana) continue;
        add(FeatureKind::Cost, cost_part_name(part.kind));
      }
  }
  for (const SVarDef& s : abilities.svars) {
    if (s.kind == SVarKind::Amount && s.amount) add(FeatureKind::Amount, amount_feature(s));
    if (s.kind == SVarKind::Params) add(FeatureKind::Card, "parameter SVar " + s.name);
  }
  for (const Diagnostic& d : abilities.diagnostics)
    out.push_back({FeatureKind::Diagnostic, std::string(diag_kind_id(d.kind))});
  for (const UnsupportedLine& u : def.unsupported) {
    std::string_view key = line_key(u.text);
    if (key == "A" || key == "T" || key == "S" || key == "R" || key == "K" || key == "SVar") {
      // The spell compiler names what it refused in an implemented ApiType ("DealDamage:
      // parameter DividedAsYouChoose$ is not supported"); the rest is accounted for by the
      // ability AST above.
      bool diagnosed = false;  // a grammar diagnostic on the line is its feature already
      for (const Diagnostic& d : abilities.diagnostics) diagnosed |= d.line == u.line;
      if (!diagnosed && u.reason.find(" is not supported yet") == std::string::npos &&
          u.reason.find(" are not supported yet") == std::string::npos)
        add(FeatureKind::Card, card_feature(u.reason));
      continue;
    }
    add(FeatureKind::Card, card_feature(u.reason));
  }
  if (out.empty() && !def.supported())
    out.push_back({FeatureKind::Card, "unsupported line (no feature identified)"});
  std::sort(out.begin(), out.end(), [](const Feature& a, const Feature& b) {
    return a.kind != b.kind ? a.kind < b.kind : a.name < b.name;
  });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

CardCoverage check_card(const CardDef& def) {
  CardCoverage c;
  c.source = def.source;
  c.name = def.name();
  CardAbilities abilities = parse_abilities(def.script);
  c.blockers = blocking_features(def, abilities);
  c.diagnostics = std::move(abilities.diagnostics);
  c.supported = def.supported() && c.blockers.empty() && c.diagnostics.empty();
  return c;
}

CardCoverage check_script(std::string_view text, std::string_view source) {
  Result<CardDef> def = parse_card_script(text, source);
  if (!def) {
    CardCoverage c;
    c.source = std::string(source);
    c.error = def.message();
    return c;
  }
  return check_card(*def);
}

void CoverageCounter::add(const CardCoverage& card) {
  ++r_.scripts;
  if (!card.loaded()) {
    ++r_.card_errors;
    r_.messages.push_back(card.error);
    return;
  }
  ++r_.loaded;
  if (card.diagnostics.empty())
    ++r_.parsed;
  else
    ++r_.scripts_with_diagnostics;
  for (const Diagnostic& d : card.diagnostics) {
    ++r_.diagnostics_by_kind[static_cast<int>(d.kind)];
    r_.messages.push_back(format_diagnostic(card.source, d));
  }
  if (card.supported) ++r_.supported;
  for (const Feature& f : card.blockers) {
    BlockerCount& b = counts_[f.label()];
    b.feature = f;
    ++b.cards;
    if (card.blockers.size() == 1) ++b.sole_blocker_cards;
  }
}

CoverageReport CoverageCounter::report() const {
  CoverageReport r = r_;
  for (const auto& [label, count] : counts_) r.blockers.push_back(count);
  std::stable_sort(r.blockers.begin(), r.blockers.end(),
                   [](const BlockerCount& a, const BlockerCount& b) {
                     if (a.cards != b.cards) return a.cards > b.cards;
                     return a.sole_blocker_cards > b.sole_blocker_cards;
                   });
  return r;
}

}  // namespace rwd
