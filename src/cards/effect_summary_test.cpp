#include "cards/effect_summary.h"

#include <gtest/gtest.h>

#include <string>

#include "cards/builtin.h"
#include "cards/card_db.h"

namespace rwd {

namespace {

const CardFace& face(const std::string& name) {
  const CardDb& db = builtin_card_db();
  std::optional<CardDefId> id = db.find(name);
  EXPECT_TRUE(id.has_value()) << name;
  return db.get(*id).front();
}

const EffectSummary& spell(const std::string& name) {
  return face(name).spell_effect;
}

// The first instruction of a program's resolution that acts, and the constant the machine
// pushed last before it (X: -1), read straight off the bytecode: what a plain ability's
// first effect must agree with.
struct FirstInstr {
  Op op = Op::End;
  int last_push = 0;
};

FirstInstr first_instr(const Program& p) {
  FirstInstr f;
  for (size_t pc = p.resolve_pc; pc < p.code.size(); ++pc) {
    const Instr& in = p.code[pc];
    if (in.op == Op::Push)
      f.last_push = in.b;
    else if (in.op == Op::PushX)
      f.last_push = -1;
    else if (in.op != Op::CheckTargets && in.op != Op::End)
      return f.op = in.op, f;
  }
  return f;
}

int signed_amount(const Amount& a) {
  return a.is_x() ? -1 : a.fixed() ? a.n : 0;
}

// True iff an opcode acts (an effect), false if it steers (a mode, a condition, a choice, a
// count): what summarize() makes of a program holding just it.
bool acts(Op op) {
  Program p;
  p.code = {{op, 0, 0}, {Op::End, 0, 0}};
  return !summarize(p).effects.empty();
}

}  // namespace

TEST(EffectSummaryTest, LightningBoltDealsThreeToAnyTarget) {
  const EffectSummary& s = spell("Lightning Bolt");
  EXPECT_TRUE(s.plain());
  ASSERT_EQ(s.effects.size(), 1u);
  EXPECT_EQ(s.effects[0].type, EffectType::Damage);
  EXPECT_EQ(s.effects[0].amount, (Amount{AmountKind::Fixed, 3}));
  EXPECT_EQ(s.effects[0].subject, Subject::Target);
  EXPECT_EQ(s.effects[0].target, 0);
  ASSERT_EQ(s.targets.size(), 1u);
  EXPECT_TRUE(s.targets[0].allows_players());
  EXPECT_TRUE(s.targets[0].allows_objects());
  EXPECT_EQ(describe(s), "damage 3 -> target 0 | targets: Any");
}

TEST(EffectSummaryTest, GiantGrowthPumpsItsTargetThreeThree) {
  const EffectSummary& s = spell("Giant Growth");
  ASSERT_EQ(s.effects.size(), 1u);
  EXPECT_EQ(s.effects[0].type, EffectType::Pump);
  EXPECT_EQ(s.effects[0].amount, (Amount{AmountKind::Fixed, 3}));
  EXPECT_EQ(s.effects[0].toughness, (Amount{AmountKind::Fixed, 3}));
  ASSERT_EQ(s.targets.size(), 1u);
  ASSERT_EQ(s.targets[0].terms.size(), 1u);
  EXPECT_EQ(s.targets[0].terms[0].types_any, type_bit(CardType::Creature));
  EXPECT_FALSE(s.targets[0].allows_players());
}

TEST(EffectSummaryTest, EarthquakeDamagesEachCreatureWithoutFlyingAndEachPlayerForX) {
  const EffectSummary& s = spell("Earthquake");
  EXPECT_TRUE(s.plain());
  EXPECT_TRUE(s.targets.empty());
  ASSERT_EQ(s.effects.size(), 1u);
  const Effect& e = s.effects[0];
  EXPECT_EQ(e.type, EffectType::DamageAll);
  EXPECT_TRUE(e.amount.is_x());
  EXPECT_TRUE(e.players_too);
  ASSERT_GE(e.group, 0);
  const FilterSummary& g = s.groups[e.group];
  ASSERT_EQ(g.terms.size(), 1u);
  EXPECT_EQ(g.terms[0].keywords_none, keyword_bit(Keyword::Flying));
  EXPECT_EQ(describe(s), "damage_all X [Creature.withoutFlying] and each player");
}

TEST(EffectSummaryTest, WrathOfGodDestroysAllCreatures) {
  const EffectSummary& s = spell("Wrath of God");
  ASSERT_FALSE(s.effects.empty());
  EXPECT_EQ(s.effects[0].type, EffectType::DestroyAll);
  ASSERT_GE(s.effects[0].group, 0);
  EXPECT_EQ(s.groups[s.effects[0].group].terms[0].types_any, type_bit(CardType::Creature));
}

TEST(EffectSummaryTest, BounceAndReturnFromAGraveyardAreMovesToHand) {
  const EffectSummary& unsummon = spell("Unsummon");
  ASSERT_EQ(unsummon.effects.size(), 1u);
  EXPECT_EQ(unsummon.effects[0].type, EffectType::Move);
  EXPECT_EQ(unsummon.effects[0].to, Zone::Hand);
  EXPECT_EQ(unsummon.targets[0].zone, FilterZone::Battlefield);
  const EffectSummary& raise = spell("Raise Dead");
  ASSERT_EQ(raise.effects.size(), 1u);
  EXPECT_EQ(raise.effects[0].to, Zone::Hand);
  EXPECT_EQ(raise.targets[0].zone, FilterZone::Graveyard);
  EXPECT_EQ(raise.targets[0].terms[0].control, FilterControl::You);
}

TEST(EffectSummaryTest, SwordsToPlowsharesExilesThenGivesLifeEqualToPower) {
  // The life is the exiled creature's power, read before it leaves: a counted amount, to
  // the target's controller. Not plain.
  const EffectSummary& s = spell("Swords to Plowshares");
  EXPECT_FALSE(s.plain());
  EXPECT_TRUE(s.traits & kTraitCounted);
  ASSERT_EQ(s.effects.size(), 2u);
  EXPECT_EQ(s.effects[0].type, EffectType::Move);
  EXPECT_EQ(s.effects[0].to, Zone::Exile);
  EXPECT_EQ(s.effects[1].type, EffectType::GainLife);
  EXPECT_EQ(s.effects[1].amount.kind, AmountKind::Counted);
  EXPECT_EQ(s.effects[1].subject, Subject::Counted);
}

TEST(EffectSummaryTest, ModesConditionsAndChoicesAreTraits) {
  EXPECT_TRUE(spell("Alabaster Potion").traits & kTraitModal);
  EXPECT_TRUE(spell("Power Sink").traits & kTraitConditional);  // unless its controller pays X
  const EffectSummary& counterspell = spell("Counterspell");
  ASSERT_EQ(counterspell.effects.size(), 1u);
  EXPECT_EQ(counterspell.effects[0].type, EffectType::Counter);
  EXPECT_EQ(counterspell.targets[0].zone, FilterZone::Stack);
}

TEST(EffectSummaryTest, ActivatedAndTriggeredAbilitiesHaveSummaries) {
  const CardFace& sorcerer = face("Prodigal Sorcerer");
  ASSERT_EQ(sorcerer.activated.size(), 1u);
  EXPECT_EQ(describe(sorcerer.activated[0].effect), "damage 1 -> target 0 | targets: Any");
  const CardFace& specter = face("Hypnotic Specter");
  ASSERT_EQ(specter.triggered.size(), 1u);
  const Effect& e = specter.triggered[0].effect.first();
  EXPECT_EQ(e.type, EffectType::Discard);
  EXPECT_TRUE(e.random);
  EXPECT_EQ(e.subject, Subject::Triggered);
  EXPECT_TRUE(face("Grizzly Bears").spell_effect.effects.empty());  // no spell ability
  EXPECT_EQ(face("Grizzly Bears").spell_effect.first().type, EffectType::None);
}

// The effects whose summary type names one opcode (what bots judge): an ability whose
// first effect has one of these types runs that opcode first, and the reverse.
const std::pair<Op, EffectType> kOneOpTypes[] = {
    {Op::Damage, EffectType::Damage},     {Op::DamageAll, EffectType::DamageAll},
    {Op::Destroy, EffectType::Destroy},   {Op::DestroyAll, EffectType::DestroyAll},
    {Op::Move, EffectType::Move},         {Op::GainLife, EffectType::GainLife},
    {Op::LoseLife, EffectType::LoseLife}, {Op::Draw, EffectType::Draw},
    {Op::Discard, EffectType::Discard},   {Op::AddMana, EffectType::AddMana},
    {Op::Pump, EffectType::Pump},         {Op::AttachSource, EffectType::Equip},
};

// Every program of the built-in pool: the summary lists one target per target slot and is
// what summarize() gives (computed once, at load). Its first effect depends on nothing
// (Effect::depends) exactly when the program's first acting instruction is an effect; then
// the effects bots judge (kOneOpTypes) are that very instruction, and their number is the
// constant pushed last before it (a pump's: its toughness).
TEST(EffectSummaryTest, SummariesAgreeWithTheProgramsOfTheWholePool) {
  int programs = 0, independent = 0;
  auto check = [&](const std::string& name, const Program& p, const EffectSummary& s) {
    ++programs;
    EXPECT_EQ(s.targets.size(), p.num_targets) << name;
    EXPECT_EQ(summarize(p), s) << name;
    const FirstInstr f = first_instr(p);
    if (s.effects.empty()) {
      if (s.plain()) {
        EXPECT_EQ(f.op, Op::End) << name;
      }
      return;
    }
    const Effect& e = s.effects.front();
    EXPECT_EQ(e.depends == 0, acts(f.op)) << name << ": " << describe(s);
    if (e.depends) return;
    ++independent;
    bool judged = false;
    for (const auto& [op, type] : kOneOpTypes)
      if (op == f.op || type == e.type) {
        EXPECT_TRUE(op == f.op && type == e.type) << name;
        judged = true;
      }
    if (judged) {
      EXPECT_EQ(signed_amount(e.type == EffectType::Pump ? e.toughness : e.amount), f.last_push)
          << name;
    }
  };
  for (const CardDef& def : builtin_card_db().cards())
    for (const CardFace& f : def.faces) {
      if (f.spell) check(f.name + " (spell)", *f.spell, f.spell_effect);
      for (const ActivatedAbility& a : f.activated)
        if (a.program) check(f.name + " (activated)", *a.program, a.effect);
      for (const TriggeredAbility& t : f.triggered)
        check(f.name + " (triggered)", *t.program, t.effect);
    }
  EXPECT_GT(programs, 250);
  EXPECT_GT(independent, 200);
}

TEST(EffectSummaryTest, AnEffectDependsOnWhatComesBeforeIt) {
  // Power Sink: counter target spell unless its controller pays X; the counter depends on
  // the payment. Swords to Plowshares: the exile comes after the power is read (counted).
  const EffectSummary& sink = spell("Power Sink");
  ASSERT_FALSE(sink.effects.empty());
  EXPECT_TRUE(sink.effects[0].depends & kTraitConditional);
  const EffectSummary& swords = spell("Swords to Plowshares");
  EXPECT_TRUE(swords.effects[0].depends & kTraitCounted);
  EXPECT_EQ(spell("Lightning Bolt").effects[0].depends, 0);
  EXPECT_TRUE(spell("Alabaster Potion").effects.at(0).depends & kTraitModal);
}

}  // namespace rwd
