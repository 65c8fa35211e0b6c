#include <algorithm>
#include <cctype>
#include <memory>

#include "cards/ability_compiler.h"
#include "cards/ability_parser.h"
#include "cards/card_script_parser.h"
#include "cards/choice_compiler.h"
#include "cards/enters_tapped_compiler.h"
#include "cards/spell_compiler.h"
#include "cards/static_compiler.h"
#include "cards/trigger_families.h"
#include "cards/static_condition.h"
#include "cards/text.h"
#include "cards/trigger_compiler.h"

namespace rwd {

namespace {

// The AST node of deferred line `d` (a script line, not an SVar) of `kind`, or -1.
int line_node(const CardAbilities& ab, const DeferredLine& d, NodeKind kind) {
  int node = -1;
  for (size_t i = 0; i < ab.nodes.size(); ++i)
    if (ab.nodes[i].line == d.line && ab.nodes[i].kind == kind && ab.nodes[i].svar.empty())
      node = static_cast<int>(i);
  return node;
}

// R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ <SVar>: the
// SVar; an error for any other Moved replacement.
Result<std::string> moved_self_replacement(const CardAbilities& ab, const DeferredLine& d) {
  const int node = line_node(ab, d, NodeKind::Replacement);
  if (node < 0) return Status::error("the replacement effect could not be parsed");
  for (const Diagnostic& dg : ab.diagnostics)
    if (dg.line == d.line) return Status::error(dg.message);
  const AbilityNode& n = ab.nodes[node];
  const std::string* valid = n.param("ValidCard");
  const std::string* dest = n.param("Destination");
  const std::string* with = n.param("ReplaceWith");
  for (const Param& p : n.params)
    if (p.key != "ValidCard" && p.key != "Destination" && p.key != "ReplaceWith" &&
        p.key != "Description")
      return Status::error("Moved replacement: parameter " + p.key + "$ is not supported");
  if (!valid || *valid != "Card.Self" || !dest || *dest != "Battlefield" || !with)
    return Status::error(
        "Moved replacement: only ValidCard$ Card.Self | Destination$ Battlefield is supported");
  return *with;
}

// An SVar that moves "ReplacedCard" (only a replacement effect's ReplaceWith$ can run it)
// which no other line names: Forge never runs it (Vivid Marsh keeps one as a leftover).
// How many times `name` appears in `text` as a whole word.
int word_mentions(std::string_view text, std::string_view name) {
  int mentions = 0;
  for (size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    const auto word = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
    const size_t end = at + name.size();
    mentions += (at == 0 || !word(text[at - 1])) && (end == text.size() || !word(text[end]));
  }
  return mentions;
}

bool dead_replaced_card_svar(std::string_view text, const DeferredLine& d) {
  if (d.text.find("Defined$ ReplacedCard") == std::string::npos) return false;
  return word_mentions(text, d.svar) == 1;  // its own SVar: line
}

// An amount ("SVar:Z:Count$Valid ...") that only AI hints read ("SVar:NeedsToPlayVar:Z GE2"):
// no rule reads it.
bool hint_only_amount(std::string_view text, const DeferredLine& d,
                      const std::vector<std::string>& hints) {
  if (d.text.rfind("SVar:" + d.svar + ":Count$", 0) != 0) return false;
  int in_hints = 0;
  for (const std::string& h : hints) in_hints += word_mentions(h, d.svar);
  return word_mentions(text, d.svar) == 1 + in_hints;
}

}  // namespace

void CardScriptParser::compile_spells(std::string_view text) {
  if (deferred_.empty()) return;
  bool any_spell = false;
  std::vector<std::string> used_svars[2];
  for (const DeferredLine& d : deferred_) {
    if (d.equip) compile_equip_line(d);
    if (d.cycling) compile_cycling_line(d);
    if (d.keyword_triggers) compile_keyword_trigger_line(d);
    if (d.kicked_check && compile_kicked_check(text, d)) used_svars[d.face % 2].push_back(d.svar);
    any_spell |= d.spell || d.activated || d.trigger || d.etb;
  }
  if (any_spell) {
    CardAbilities ab = parse_abilities(text, offset_);
    for (const DeferredLine& d : deferred_) {
      if (d.activated) compile_activated_line(ab, d, used_svars[d.face % 2]);
      if (d.trigger) compile_trigger_line(ab, d, used_svars[d.face % 2]);
    }
    for (const DeferredLine& d : deferred_) {
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
        if (ab.nodes[i].line == d.line && ab.nodes[i].kind == NodeKind::Spell &&
            ab.nodes[i].svar.empty())
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
    for (const DeferredLine& d : deferred_)
      if (d.etb) compile_etb_line(parse_abilities(text, offset_), d, used_svars[d.face % 2]);
  for (const DeferredLine& d : deferred_) {
    if (d.spell || d.activated || d.trigger || d.equip || d.etb || d.cycling || d.keyword_triggers ||
        d.kicked_check)
      continue;
    const auto& used = used_svars[d.face % 2];
    if (std::find(used.begin(), used.end(), d.svar) != used.end()) continue;
    if (std::find(static_svars_.begin(), static_svars_.end(), d.svar) != static_svars_.end())
      continue;
    if (dead_replaced_card_svar(text, d) || hint_only_amount(text, d, hint_svars_)) continue;
    def_.unsupported.push_back(
        {d.line, d.text, "ability SVar '" + d.svar + "' is not supported yet"});
    ++lines_[d.face].unsupported;
  }
  // An instant or sorcery whose spell ability did not compile has no rules left.
  for (size_t i = 0; i < def_.faces.size(); ++i) {
    CardFace& face = def_.faces[i];
    if ((face.is(CardType::Instant) || face.is(CardType::Sorcery)) && !face.spell &&
        lines_[i].unsupported == 0) {
      def_.unsupported.push_back({lines_[i].types, "Types:" + lines_[i].types_text,
                                  "instant/sorcery spell abilities are not supported yet"});
      ++lines_[i].unsupported;
    }
  }
}

// An A:AB$ line: the ability compiler accepts it (an activated ability of the face, or a
// mana source) or it is reported with the compiler's reason.
void CardScriptParser::refuse_line(const DeferredLine& d, std::string reason) {
  def_.unsupported.push_back({d.line, d.text, std::move(reason)});
  ++lines_[d.face].unsupported;
}

void CardScriptParser::compile_activated_line(const CardAbilities& ab, const DeferredLine& d,
                                              std::vector<std::string>& used_svars) {
  CardFace& face = def_.faces[d.face];
  auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
  const int node = line_node(ab, d, NodeKind::Activated);
  if (node < 0) return refuse("the activated ability could not be parsed");
  if (face.is(CardType::Instant) || face.is(CardType::Sorcery))
    return refuse("activated abilities of instants and sorceries are not supported yet");
  for (const Diagnostic& dg : ab.diagnostics)
    if (dg.line == d.line) return refuse(dg.message);
  if (face.activated.size() >= kMaxActivatedAbilities)
    return refuse("more than " + std::to_string(kMaxActivatedAbilities) +
                  " activated abilities on one face");
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
        return refuse("more than " + std::to_string(kMaxActivatedAbilities) +
                      " activated abilities on one face");
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
void CardScriptParser::compile_etb_line(const CardAbilities& ab, const DeferredLine& d,
                                        std::vector<std::string>& used) {
  CardFace& face = def_.faces[d.face];
  auto refuse = [&](std::string reason) {
    def_.unsupported.push_back({d.line, d.text, std::move(reason)});
    ++lines_[d.face].unsupported;
  };
  std::string svar = d.svar;
  if (d.moved) {
    Result<std::string> with = moved_self_replacement(ab, d);
    if (!with) return refuse(with.message());
    svar = *with;
  }
  const SVarDef* sv = ab.find_svar(svar, static_cast<int>(d.face));
  if (!sv || sv->node < 0 || ab.nodes[sv->node].kind != NodeKind::Sub)
    return refuse("ETBReplacement: " + svar + " is not a DB$ ability SVar");
  for (const Diagnostic& dg : ab.diagnostics)
    if (dg.line == sv->line) return refuse(dg.message);
  if (is_enters_tapped_node(ab.nodes[sv->node])) {  // 614.1c, not a choice
    if (Status st = compile_enters_tapped(ab, sv->node, face, used); !st)
      return refuse(st.message());
    return;
  }
  if (d.moved)
    return refuse("Moved replacement: only \"enters the battlefield tapped\" is supported");
  if (face.spell)
    return refuse("ETBReplacement: a card with a spell ability (an Aura) is not supported");
  Result<Program> prog = compile_spell(ab, sv->node);
  if (!prog) return refuse(prog.message());
  if (Status st = make_etb_choice_program(*prog); !st) return refuse(st.message());
  for (const std::string& name : prog->svars) used.push_back(name);
  face.spell = std::make_shared<const Program>(std::move(*prog));
}

void CardScriptParser::compile_equip_line(const DeferredLine& d) {
  CardFace& face = def_.faces[d.face];
  auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
  if (!face.has_subtype("Equipment"))
    return refuse("Equip on a card that is not an Equipment (301.5)");
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
  if (parts.size() == 2 || parts.size() > 3)
    return refuse("Equip: expected Equip:COST or Equip:COST:VALID:DESCRIPTION");
  const std::string valid = parts.size() == 3 ? std::string(parts[1]) : "Creature.YouCtrl";
  const std::string what = parts.size() == 3 ? std::string(parts[2]) : "creature you control";
  const std::string ability = "A:AB$ Attach | Cost$ " + std::string(parts[0]) + " | ValidTgts$ " +
                              valid + " | TgtPrompt$ Select target " + what +
                              " | SorcerySpeed$ True";
  CardAbilities ab = parse_abilities(ability, d.line - 1);
  const int node = line_node(ab, d, NodeKind::Activated);
  if (node < 0) return refuse("Equip: the cost could not be parsed");
  for (const Diagnostic& dg : ab.diagnostics) return refuse("Equip: " + dg.message);
  if (face.activated.size() >= kMaxActivatedAbilities)
    return refuse("more than " + std::to_string(kMaxActivatedAbilities) +
                  " activated abilities on one face");
  Result<CompiledActivated> c = compile_activated(ab, node, face.name);
  if (!c) return refuse("Equip: " + c.message());
  c->ability.text = "Equip " + c->ability.cost_text + (parts.size() == 3 ? " (" + what + ")" : "");
  face.activated.push_back(std::move(c->ability));
}

// "etbCounter:...:CheckSVar$ WasKicked": WasKicked must be Count$Kicked.N.0 (N > 0, true only
// if it was kicked) on a card with Kicker; else the counters are refused with the line.
bool CardScriptParser::compile_kicked_check(std::string_view text, const DeferredLine& d) {
  CardFace& face = def_.faces[d.face];
  CardAbilities ab = parse_abilities(text, offset_);
  const SVarDef* sv = ab.find_svar(d.svar, static_cast<int>(d.face));
  const bool kicked_svar = sv && sv->amount && sv->amount->source == AmountSource::Count &&
                           !sv->amount->math && sv->amount->count.property == "Kicked" &&
                           sv->amount->count.args.size() == 2 &&
                           sv->amount->count.args[1] == "0" && is_integer(sv->amount->count.args[0]) &&
                           std::stoi(sv->amount->count.args[0]) > 0;
  if (kicked_svar && face.kicker) return true;
  face.etb_counters = 0;
  face.etb_counters_if_kicked = false;
  refuse_line(d, !face.kicker ? "etbCounter: 'if it was kicked' on a card without Kicker"
                              : "etbCounter: CheckSVar$ " + d.svar + " = " +
                                    (sv ? sv->value : std::string("(missing)")) +
                                    " is not supported (only Count$Kicked.N.0)");
  return false;
}

// K:Cycling:COST (702.29a): "COST, Discard this card: Draw a card.", activated only while the
// card is in its owner's hand (702.29b). Compiled as the Draw ability it stands for, with the
// discard of the card itself as a cost (AbilityCost::discard_self).
void CardScriptParser::compile_cycling_line(const DeferredLine& d) {
  CardFace& face = def_.faces[d.face];
  auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
  std::string_view value = trim(std::string_view(d.text).substr(d.text.find(':') + 1));
  // TypeCycling:TYPE:COST (702.29e): "COST, Discard this card: Search your library for a TYPE
  // card, reveal it, put it into your hand, then shuffle." (Basic: a basic land card.)
  const bool typed = value.rfind("TypeCycling:", 0) == 0;
  value.remove_prefix(std::string_view(typed ? "TypeCycling:" : "Cycling:").size());
  std::string type;
  if (typed) {
    const size_t colon = value.find(':');
    if (colon == std::string_view::npos) return refuse("TypeCycling: expected TypeCycling:TYPE:COST");
    type = std::string(trim(value.substr(0, colon)));
    value.remove_prefix(colon + 1);
  }
  value = trim(value);
  if (value.empty() || value.find(':') != std::string_view::npos)
    return refuse("Cycling: expected Cycling:COST");
  const std::string effect =
      typed ? "ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ " +
                  (type == "Basic" ? std::string("Land.Basic") : type) +
                  " | ChangeNum$ 1 | Reveal$ True"
            : std::string("Draw | Defined$ You | NumCards$ 1");
  CardAbilities ab = parse_abilities("A:AB$ " + effect + " | Cost$ " + std::string(value), d.line - 1);
  const int node = line_node(ab, d, NodeKind::Activated);
  if (node < 0) return refuse("Cycling: the cost could not be parsed");
  for (const Diagnostic& dg : ab.diagnostics) return refuse("Cycling: " + dg.message);
  if (face.activated.size() >= kMaxActivatedAbilities)
    return refuse("more than " + std::to_string(kMaxActivatedAbilities) +
                  " activated abilities on one face");
  Result<CompiledActivated> c = compile_activated(ab, node, face.name);
  if (!c) return refuse("Cycling: " + c.message());
  const AbilityCost& cost = c->ability.cost;
  if (cost.tap || cost.untap || cost.sac_self || cost.sub_counters || cost.add_counters ||
      cost.discard_random || cost.sac_choice || cost.discard_choice || cost.tap_choice ||
      cost.mana.x_count > 0 || c->ability.mana_ability)
    return refuse("Cycling: only a mana cost (or a life payment) is supported");
  c->ability.from_hand = true;
  c->ability.cycling = true;
  c->ability.cost.discard_self = true;
  const std::string printed = c->ability.cost_text;  // "{2}" as printed
  c->ability.cost_text += std::string(printed.empty() ? "" : ", ") + "Discard this card";
  const std::string kind = type == "Basic" ? "Basic landcycling" : type + "cycling";
  c->ability.text = typed ? kind + " " + printed + " (" + c->ability.cost_text +
                                ": Search your library for a " +
                                (type == "Basic" ? std::string("basic land") : type) +
                                " card, reveal it, put it into your hand, then shuffle.)"
                          : "Cycling " + printed + " (" + c->ability.cost_text + ": Draw a card.)";
  face.activated.push_back(std::move(c->ability));
}

namespace {

// The triggered abilities a keyword stands for, in Forge's script syntax (T: lines first, then
// their SVars), with the rules text shown for them; empty if the keyword's value is not
// supported (`why` says why).
struct KeywordTriggers {
  std::string script, reminder, why;
};
KeywordTriggers keyword_triggers(std::string_view keyword) {
  const size_t colon = keyword.find(':');
  const std::string_view name = keyword.substr(0, colon);
  const std::string n(colon == std::string_view::npos ? "" : trim(keyword.substr(colon + 1)));
  const bool number = !n.empty() && n.size() <= 2 && n.find_first_not_of("0123456789") ==
                                                           std::string::npos && n != "0";
  if (name == "Prowess")  // 702.108a
    return {"T:Mode$ SpellCast | ValidCard$ Card.nonCreature | ValidActivatingPlayer$ You | "
            "TriggerZones$ Battlefield | Execute$ KwEffect | TriggerDescription$ Prowess\n"
            "SVar:KwEffect:DB$ Pump | Defined$ Self | NumAtt$ +1 | NumDef$ +1",
            "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.",
            ""};
  if (name == "Exalted")  // 702.83a
    return {"T:Mode$ Attacks | ValidCard$ Creature.YouCtrl | Alone$ True | TriggerZones$ "
            "Battlefield | Execute$ KwEffect | TriggerDescription$ Exalted\n"
            "SVar:KwEffect:DB$ Pump | Defined$ TriggeredAttacker | NumAtt$ +1 | NumDef$ +1",
            "Whenever a creature you control attacks alone, that creature gets +1/+1 until end "
            "of turn.",
            ""};
  if (!number) return {"", "", std::string(name) + ": only a number is supported"};
  if (name == "Bushido")  // 702.45a
    return {"T:Mode$ Blocks | ValidCard$ Card.Self | Execute$ KwEffect | TriggerDescription$ "
            "Bushido " + n + "\nT:Mode$ AttackerBlocked | ValidCard$ Card.Self | Execute$ "
            "KwEffect | TriggerDescription$ Bushido " + n + "\nSVar:KwEffect:DB$ Pump | Defined$ "
            "Self | NumAtt$ +" + n + " | NumDef$ +" + n,
            "Whenever this creature blocks or becomes blocked, it gets +" + n + "/+" + n +
                " until end of turn.",
            ""};
  // Soulshift (702.46a).
  return {"T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ "
          "Card.Self | OptionalDecider$ You | Execute$ KwEffect | TriggerDescription$ Soulshift " +
              n + "\nSVar:KwEffect:DB$ ChangeZone | Origin$ Graveyard | Destination$ Hand | "
              "ValidTgts$ Card.Spirit+YouCtrl+cmcLE" + n,
          "When this creature dies, you may return target Spirit card with mana value " + n +
              " or less from your graveyard to your hand.",
          ""};
}

}  // namespace

// K:Prowess (702.108a), K:Bushido:N (702.45a), K:Soulshift:N (702.46a): compiled as the
// triggered abilities they stand for.
void CardScriptParser::compile_keyword_trigger_line(const DeferredLine& d) {
  CardFace& face = def_.faces[d.face];
  auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
  const std::string_view keyword = trim(std::string_view(d.text).substr(2));  // after "K:"
  const KeywordTriggers kt = keyword_triggers(keyword);
  if (kt.script.empty()) return refuse(kt.why);
  const std::string name(keyword.substr(0, keyword.find(':')));
  CardAbilities ab = parse_abilities(kt.script, d.line - 1);
  std::vector<TriggeredAbility> built;
  for (size_t node = 0; node < ab.nodes.size(); ++node) {
    if (ab.nodes[node].kind != NodeKind::Trigger || !ab.nodes[node].svar.empty()) continue;
    Result<TriggeredAbility> t = compile_trigger(ab, static_cast<int>(node), face.name);
    if (!t) return refuse(name + ": " + t.message());
    Program p = *t->program;
    p.description = t->text + " (" + kt.reminder + ")";
    t->program = std::make_shared<const Program>(std::move(p));
    built.push_back(std::move(*t));
  }
  if (built.empty()) return refuse(name + ": the trigger could not be built");
  if (face.triggered.size() + built.size() > kMaxTriggeredAbilities)
    return refuse("more than " + std::to_string(kMaxTriggeredAbilities) +
                  " triggered abilities on one face");
  for (TriggeredAbility& t : built) face.triggered.push_back(std::move(t));
}

// A T: line: the trigger compiler accepts it or it is reported with its reason.
void CardScriptParser::compile_trigger_line(const CardAbilities& ab, const DeferredLine& d,
                                            std::vector<std::string>& used_svars) {
  CardFace& face = def_.faces[d.face];
  auto refuse = [&](std::string reason) { refuse_line(d, std::move(reason)); };
  const int node = line_node(ab, d, NodeKind::Trigger);
  if (node < 0) return refuse("the triggered ability could not be parsed");
  for (const Diagnostic& dg : ab.diagnostics)
    if (dg.line == d.line) return refuse(dg.message);
  // "When you cycle CARDNAME" works from the graveyard, so it may be an instant's (702.29d).
  if ((face.is(CardType::Instant) || face.is(CardType::Sorcery)) &&
      !(ab.nodes[node].trigger == TriggerMode::Cycled && is_self_valid(ab.nodes[node].param("ValidCard"))))
    return refuse("triggered abilities of instants and sorceries are not supported yet");
  if (face.triggered.size() >= kMaxTriggeredAbilities)
    return refuse("more than " + std::to_string(kMaxTriggeredAbilities) +
                  " triggered abilities on one face");
  Result<TriggeredAbility> t = compile_trigger(ab, node, face.name);
  if (!t) return refuse(t.message());
  if (t->delayed && face.triggered.size() + 2 > kMaxTriggeredAbilities)
    return refuse("more than " + std::to_string(kMaxTriggeredAbilities) +
                  " triggered abilities on one face");
  for (const std::string& name : t->program->svars) used_svars.push_back(name);
  std::shared_ptr<const TriggeredAbility> delayed = t->delayed;
  face.triggered.push_back(std::move(*t));
  if (delayed) face.triggered.push_back(*delayed);  // 603.7: right after the one creating it
}

// An S: line: compiled on its own (it names no SVar the engine supports) into the face's
// static abilities, or reported with the compiler's reason.
void CardScriptParser::compile_static_line(int n, std::string_view line, CardFace& face) {
  CardAbilities ab = parse_abilities(line, n - 1);
  const AbilityNode* node = nullptr;
  for (const AbilityNode& nd : ab.nodes)
    if (nd.kind == NodeKind::Static && nd.svar.empty()) node = &nd;
  // The line is parsed alone, so SVars it names look missing: the compiler reports those
  // parameters itself ("AddPower$ 'X' is not supported").
  // So do comparisons with an SVar (SVarCompare$ GTY): the static compiler reads them.
  for (const Diagnostic& dg : ab.diagnostics)
    if (dg.line == n && dg.kind != DiagKind::MissingSVar && dg.kind != DiagKind::WrongSVarKind &&
        dg.kind != DiagKind::BadCompare)
      return unsupported(n, line, dg.message);
  if (!node) return unsupported(n, line, "the static ability could not be parsed");
  Result<StaticAbility> st = compile_static(*node, def_.script);
  if (!st) return unsupported(n, line, st.message());
  for (std::string_view key : {"SetPower", "SetToughness"})  // the amount SVars it read
    if (const std::string* v = node->param(key)) static_svars_.push_back(*v);
  if (!st->condition.empty())
    for (std::string& name : static_condition_svars(*node, def_.script))
      static_svars_.push_back(std::move(name));
  if (st->counted_pt)
    for (std::string_view key : {"AddPower", "AddToughness"})
      if (const std::string* v = node->param(key))
        for (std::string& name : static_svar_chain(*v, def_.script))
          static_svars_.push_back(std::move(name));
  // A condition, or an amount that counts: recomputed as what they read changes.
  face.conditional_statics |= !st->condition.empty() || st->counted_pt;
  face.statics.push_back(std::move(*st));
}

}  // namespace rwd
