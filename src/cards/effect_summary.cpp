#include "cards/effect_summary.h"

namespace rwd {

namespace {

// How one instruction reads: the effect it is (None for the rest), the numbers it takes off
// the machine's stack and whether it leaves one (an amount worked out as it resolves), and
// the trait it gives the ability. The switch names every opcode, so a new one cannot be
// left out (-Werror=switch).
struct OpRole {
  EffectType type = EffectType::None;
  uint8_t pops = 0;
  bool pushes = false;
  uint8_t trait = 0;
};

// The role of an instruction that steers the ability rather than acting: a condition, a
// mode, a choice, a repetition or an amount worked out as it resolves (role_of routes
// only these here).
OpRole control_role(const Instr& in) {
  using E = EffectType;
  switch (in.op) {
    // Conditions: "you may", "unless pays", an intervening "if", a coin flip, a comparison.
    case Op::Ask:
    case Op::UnlessPay:
    case Op::UnlessLife:
    case Op::FlipCoin:
      return {E::None, 0, true, kTraitConditional};
    case Op::Compare:
      return {E::None, 1, true, kTraitConditional};
    case Op::Branch:
      return {E::None, 1, false, kTraitConditional};
    case Op::CheckIf:
      return {E::None, 0, false, kTraitConditional};
    // Modes (700.2).
    case Op::ChooseMode:
      return {E::None, 0, true, kTraitModal};
    case Op::ModeSkip:
    case Op::SkipUnchosen:
      return {E::None, 0, false, kTraitModal};
    // Choices made as it resolves (614.12, a source of one's choice).
    case Op::Choose:
    case Op::ChooseSource:
      return {E::None, 0, true, kTraitChoice};
    case Op::ChosenSet:
      return {E::None, 1, false, kTraitChoice};
    // Repetition: for each player (RepeatEach).
    case Op::EachPlayer:
      return {E::None, 0, false, kTraitRepeats};
    // Amounts worked out as it resolves.
    case Op::PushCount:
    case Op::PushProp:
    case Op::VarGet:
    case Op::PushChosen:
      return {E::None, 0, true, kTraitCounted};
    case Op::AddN:
    case Op::Math:
      return {E::None, 1, true, kTraitCounted};
    case Op::VarSet:
      return {E::None, 1, false, kTraitCounted};
    case Op::VarMark:
    case Op::SacrificeCount:
      return {E::None, 0, false, kTraitCounted};
    default:
      break;
  }
  return {};
}

// Effects on a player: life, poison, turns, cards and mana.
OpRole player_role(const Instr& in) {
  using E = EffectType;
  switch (in.op) {
    case Op::GainLife:
      return {E::GainLife, 1};
    case Op::LoseLife:
      return {E::LoseLife, 1};
    case Op::Poison:
      return {E::Poison, 1};
    case Op::ExtraTurn:
      return {E::ExtraTurn, 1};
    case Op::Draw:
      return {E::Draw, 1};
    case Op::DrawReveal:
      return {E::DrawReveal, 0, true};
    case Op::Discard:
      return {E::Discard, 1};
    case Op::DiscardIf:
      return {E::DiscardIf, 1};
    case Op::Mill:
      return {E::Mill, 1};
    case Op::AddMana:
      return {E::AddMana, 1};
    case Op::TapLands:
      return {E::TapLands};
    case Op::DrainMana:
      return {E::DrainMana};
    default:
      break;
  }
  return {};
}

OpRole role_of(const Instr& in) {
  using E = EffectType;
  switch (in.op) {
    case Op::Damage:
      return {E::Damage, 1};
    case Op::Fight:
      return {E::Fight};
    case Op::DamageAll:
      return {E::DamageAll, 1};
    case Op::DamageMarked:
      return {E::DamageMarked, 1};
    case Op::Destroy:
      return {E::Destroy};
    case Op::DestroyAll:
      return {E::DestroyAll};
    case Op::Move: case Op::ReturnLinked:  // a spell going elsewhere than its graveyard: none (608.2n)
      return (in.b & kMoveSpellSelf) ? OpRole{} : OpRole{E::Move};
    case Op::MoveAll:
      return {E::MoveAll, 1};
    case Op::MoveHand:
      return {E::MoveHand};
    case Op::GainLife:  // what happens to a player (player_role)
    case Op::LoseLife:
    case Op::Poison:
    case Op::ExtraTurn:
    case Op::Draw:
    case Op::DrawReveal:
    case Op::Discard:
    case Op::DiscardIf:
    case Op::Mill:
    case Op::AddMana:
    case Op::TapLands:
    case Op::DrainMana:
      return player_role(in);
    case Op::Pump:
      return {E::Pump, 2};
    case Op::PumpAll:
      return {E::PumpAll, 2};
    case Op::PumpCombat:
      return {E::PumpCombat, 2};
    case Op::Tap:
    case Op::StayTapped:   // it stays tapped: harmful to its controller, as a tap is
    case Op::EnterTapped:  // likewise
      return {E::Tap};
    case Op::TapAll:
      return {in.a & 1 ? E::UntapAll : E::TapAll, static_cast<uint8_t>(in.a & kTapAllOfPopped ? 1 : 0)};
    case Op::Untap:
      return {E::Untap};
    case Op::TapChoose:
      return {E::TapChosen, 1};
    case Op::Regenerate:
      return {E::Regenerate};
    case Op::Attach:
      return {E::Attach};
    case Op::AttachSource:
      return {E::Equip};
    case Op::Counter:
      return {E::Counter};
    case Op::PutCounter:
    case Op::PutCounterUpTo:
      return {E::AddCounters, 1};
    case Op::RemoveCounter:
      return {E::RemoveCounters, 1};
    case Op::PutCounterAll:
      return {E::AddCountersAll, 1};
    case Op::Token:
      return {E::Tokens, 1};
    case Op::Sacrifice:
      return {E::Sacrifice, 0, (in.b & 1) != 0};
    case Op::SacrificeChoose:
      return {E::SacrificeChosen, 1};
    case Op::PreventDamage:
      return {E::Prevent, 1};
    case Op::Fog:
      return {E::Fog};
    case Op::PreventNextFrom:
      return {E::PreventFrom, 1};
    case Op::ReplaceNextFrom:
      return {E::Redirect, 1};
    case Op::Grant:
      return {E::Grant};
    case Op::Debuff:
      return {E::LoseAbilities};
    case Op::Animate:
      return {E::Animate, 2};
    case Op::AnimateColor:
      return {E::Recolor};
    case Op::AnimateKeywords:
      return {E::Pump};
    case Op::Transform:
      return {E::Transform};
    case Op::GainControl:
      return {E::GainControl};
    case Op::Play:
      return {E::CastFree};
    case Op::Search:
      return {E::Search, 2};
    case Op::Shuffle:
      return {E::Shuffle};
    case Op::Scry:
      return {E::Scry, 1};
    case Op::LookAt:
      return {E::Look, static_cast<uint8_t>((in.b & 2) ? 1 : 0)};
    case Op::Dig:
      return {E::Dig, 3};
    case Op::DelayTrigger:
      return {E::Delayed};
    case Op::Enter:
      return {E::Enter};
    case Op::End:  // the machine's own steps: no role (summarize reads Push and PushX)
    case Op::Push:
    case Op::PushX:
    case Op::Target:
    case Op::CheckTargets:
    case Op::Ask:
    case Op::UnlessPay:
    case Op::UnlessLife:
    case Op::FlipCoin:
    case Op::Compare:
    case Op::Branch:
    case Op::CheckIf:
    case Op::ChooseMode:
    case Op::ModeSkip:
    case Op::SkipUnchosen:
    case Op::Choose:
    case Op::ChooseSource:
    case Op::ChosenSet:
    case Op::EachPlayer:
    case Op::PushCount:
    case Op::PushProp:
    case Op::VarGet:
    case Op::PushChosen:
    case Op::AddN:
    case Op::Math:
    case Op::VarSet:
    case Op::VarMark:
    case Op::SacrificeCount:
      return control_role(in);
    case Op::Count:
      break;
  }
  return {};
}

// Which operand of an effect names its subject, its group (a filter) and its destination.
struct Operands {
  int slot = -1;    // a Slot operand (a or b)
  int who = -1;     // a Who operand
  int filter = -1;  // a Filter operand
  int zone = -1;    // a Zone operand
};

Operands operands_of(const Instr& in) {
  const OpInfo& info = op_info(in.op);
  Operands o;
  auto take = [&](OperandKind k, int v) {
    if (k == OperandKind::Slot)
      o.slot = v;
    else if (k == OperandKind::Who)
      o.who = v;
    else if (k == OperandKind::Filter)
      o.filter = v;
    else if (k == OperandKind::Zone)
      o.zone = v;
  };
  take(info.a, in.a);
  take(info.b, in.b);
  return o;
}

Zone zone_of_code(int code) {
  switch (code) {
    case kZoneHand:
      return Zone::Hand;
    case kZoneExile:
      return Zone::Exile;
    case kZoneLibraryTop:
    case kZoneLibraryShuffle:
    case kZoneLibraryBottom:
      return Zone::Library;
    case kZoneGraveyard:
      return Zone::Graveyard;
    case kZoneBattlefield:
      return Zone::Battlefield;
    default:
      return Zone::None;
  }
}

void set_slot_subject(int v, Effect& e) {
  if (v >= 0 && v < kMaxTargets) {
    e.subject = Subject::Target;
    e.target = static_cast<int8_t>(v);
  } else if (v == kSlotSelf) {
    e.subject = Subject::Self;
  } else if (v == kSlotEnchanted) {
    e.subject = Subject::Enchanted;
  } else if (v == kSlotYou) {
    e.subject = Subject::You;
  } else if (v == kSlotTriggered) {
    e.subject = Subject::Triggered;
  } else if (v == kSlotChosenPlayer || v == kSlotChosenCard) {
    e.subject = Subject::Chosen;
  } else if (v == kWhoOpponent) {
    e.subject = Subject::Opponent;
  }
}

void set_who_subject(int v, bool repeats, Effect& e) {
  if (v == kWhoYou) {
    e.subject = Subject::You;
  } else if (v == kWhoOpponent) {
    e.subject = Subject::Opponent;
  } else if (v == kWhoPopped || v == kWhoRememberedController) {
    e.subject = Subject::Counted;
  } else if (v == kWhoItem) {  // the same code as kSlotChosenPlayer: the repetition decides
    e.subject = repeats ? Subject::Each : Subject::Chosen;
  } else if (v == kSlotTriggered) {
    e.subject = Subject::Triggered;
  } else if ((v & 0xF0) == kWhoSlotController) {
    e.subject = Subject::TargetController;
    e.target = static_cast<int8_t>(v & 0x0F);
  } else if (v >= 0 && v < kMaxTargets) {
    e.subject = Subject::Target;
    e.target = static_cast<int8_t>(v);
  }
}

FilterSummary summarize_filter(const Program& p, const Filter& f) {
  FilterSummary out;
  out.zone = f.zone;
  out.text = f.text;
  auto subtype = [&](int i) {
    return i >= 0 && static_cast<size_t>(i) < p.subtypes.size() ? p.subtypes[i] : std::string();
  };
  for (const FilterTerm& t : f.terms) {
    FilterSummary::Term s;
    s.player = t.player;
    s.types_any = t.types_any;
    s.types_none = t.types_none;
    s.colors_any = t.colors_any;
    s.colors_none = t.colors_none;
    s.keywords_all = t.keywords_all;
    s.keywords_none = t.keywords_none;
    s.control = t.control;
    s.tapped = t.tapped;
    s.subtype = subtype(t.subtype);
    s.subtype_none = subtype(t.subtype_none);
    out.terms.push_back(std::move(s));
  }
  return out;
}

int group_of(const Program& p, int filter, EffectSummary& s) {
  if (filter < 0 || static_cast<size_t>(filter) >= p.filters.size()) return -1;
  s.groups.push_back(summarize_filter(p, p.filters[filter]));
  return static_cast<int>(s.groups.size()) - 1;
}

// The machine's stack as the summary sees it: constants, X, or "worked out".
struct AmountStack {
  Amount v[8];
  int n = 0;
  void push(Amount a) {
    if (n == 8) {
      for (int i = 1; i < 8; ++i) v[i - 1] = v[i];
      --n;
    }
    v[n++] = a;
  }
  Amount pop() { return n > 0 ? v[--n] : Amount{}; }
};

}  // namespace

EffectSummary summarize(const Program& p) {
  EffectSummary s;
  for (size_t pc = 0; pc < p.resolve_pc && pc < p.code.size(); ++pc) {  // the casting part
    const Instr& in = p.code[pc];
    if (in.op == Op::ChooseMode) s.traits |= kTraitModal;
    if (in.op != Op::Target || in.a >= kMaxTargets) continue;
    if (s.targets.size() <= in.a) s.targets.resize(in.a + 1);
    if (in.b >= 0 && static_cast<size_t>(in.b) < p.filters.size())
      s.targets[in.a] = summarize_filter(p, p.filters[in.b]);
  }
  AmountStack stack;
  for (size_t pc = p.resolve_pc; pc < p.code.size(); ++pc) {
    const Instr& in = p.code[pc];
    if (in.op == Op::Push) {
      stack.push({AmountKind::Fixed, in.b});
      continue;
    }
    if (in.op == Op::PushX) {
      stack.push({AmountKind::X, 0});
      continue;
    }
    const OpRole r = role_of(in);
    s.traits |= r.trait;
    if (r.type == EffectType::None) {
      for (int i = 0; i < r.pops; ++i) stack.pop();
      if (r.pushes) stack.push({AmountKind::Counted, 0});
      continue;
    }
    Effect e;
    e.type = r.type;
    e.depends = s.traits;                // what came before it
    if (r.type == EffectType::Search) {  // flags on top, how many under them
      stack.pop();
      e.amount = stack.pop();
    } else if (r.pops == 2) {  // pump and animate: toughness on top, power under it
      e.toughness = stack.pop();
      e.amount = stack.pop();
    } else if (r.pops == 3) {  // dig: flags, how many are taken, how many are looked at
      stack.pop();
      stack.pop();
      e.amount = stack.pop();
    } else if (r.pops == 1) {
      e.amount = stack.pop();
    }
    const Operands o = operands_of(in);
    if (o.slot >= 0) set_slot_subject(o.slot, e);
    if (o.who >= 0) set_who_subject(o.who, s.traits & kTraitRepeats, e);
    if (o.who == kWhoPopped) stack.pop();  // the player, under the amount
    if (o.filter >= 0) e.group = static_cast<int8_t>(group_of(p, o.filter, s));
    if (o.zone >= 0) e.to = zone_of_code(o.zone & 7);  // Op::Move: kMove* flags above bit 2
    if (in.op == Op::MoveHand) e.to = zone_of_code(in.b & 7);
    if (in.op == Op::ReturnLinked) e.to = zone_of_code(kZoneBattlefield);
    if (in.op == Op::PutCounterUpTo) e.subject = Subject::Self;
    e.players_too = in.op == Op::DamageAll && (in.a & 1);
    e.opponents_only = e.players_too && (in.a & 2);
    e.random = in.op == Op::Discard && in.b == 1;
    if (e.amount.kind == AmountKind::Counted || e.toughness.kind == AmountKind::Counted)
      s.traits |= kTraitCounted;
    if (r.pushes) stack.push({AmountKind::Counted, 0});
    s.effects.push_back(e);
  }
  return s;
}

void summarize_card(CardDef& def) {
  for (CardFace& face : def.faces) {
    face.spell_effect = face.spell ? summarize(*face.spell) : EffectSummary{};
    for (ActivatedAbility& a : face.activated)
      a.effect = a.program ? summarize(*a.program) : EffectSummary{};
    for (TriggeredAbility& t : face.triggered)
      t.effect = t.program ? summarize(*t.program) : EffectSummary{};
  }
}

namespace {

std::string amount_text(const Amount& a) {
  switch (a.kind) {
    case AmountKind::None:
      return "";
    case AmountKind::Fixed:
      return std::to_string(a.n);
    case AmountKind::X:
      return "X";
    case AmountKind::Counted:
      return "counted";
  }
  return "";
}

std::string subject_text(const Effect& e) {
  switch (e.subject) {
    case Subject::None:
      return "";
    case Subject::Target:
      return "target " + std::to_string(e.target);
    case Subject::You:
      return "you";
    case Subject::Self:
      return "self";
    case Subject::Enchanted:
      return "enchanted";
    case Subject::Triggered:
      return "triggered";
    case Subject::Chosen:
      return "chosen";
    case Subject::TargetController:
      return "controller of target " + std::to_string(e.target);
    case Subject::Each:
      return "each player";
    case Subject::Counted:
      return "a player worked out";
    case Subject::Opponent:
      return "opponent";
  }
  return "";
}

}  // namespace

std::string describe(const EffectSummary& s) {
  std::string out;
  for (const Effect& e : s.effects) {
    if (!out.empty()) out += "; ";
    out += effect_type_name(e.type);
    if (e.amount.kind != AmountKind::None) out += " " + amount_text(e.amount);
    if (e.toughness.kind != AmountKind::None) out += "/" + amount_text(e.toughness);
    if (e.subject != Subject::None) out += " -> " + subject_text(e);
    if (e.group >= 0 && static_cast<size_t>(e.group) < s.groups.size())
      out += " [" + s.groups[e.group].text + "]";
    if (e.to != Zone::None) out += std::string(" to ") + zone_name(e.to);
    if (e.players_too) out += e.opponents_only ? " and each opponent" : " and each player";
    if (e.random) out += " at random";
  }
  if (out.empty()) out = "nothing";
  if (!s.targets.empty()) {
    out += " | targets:";
    for (const FilterSummary& t : s.targets)
      out += " " + (t.text.empty() ? std::string("?") : t.text);
  }
  static constexpr const char* kTraits[] = {"modal", "conditional", "choice", "repeats", "counted"};
  for (int i = 0; i < 5; ++i)
    if (s.traits & (1u << i)) out += std::string(" [") + kTraits[i] + "]";
  return out;
}

}  // namespace rwd
