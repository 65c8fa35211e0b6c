// The spell compiler: each supported effect compiles to the expected instructions, and
// anything it does not implement is refused by name (never a silent no-op).
#include "cards/spell_compiler.h"

#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/card_script.h"
#include "cards/compile_test_util.h"
#include "cards/disasm.h"
#include "cards/filter_compiler.h"

namespace rwd {
namespace {

TEST(SpellCompilerTest, TargetedDamageChoosesWhileCastingAndChecksOnResolution) {
  Result<Program> p = compile_spell_script(
      "Name:Test Bolt\nManaCost:R\nTypes:Instant\n"
      "A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 3 | SpellDescription$ 3 damage.\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Target, Op::CheckTargets, Op::Push, Op::Damage, Op::End}));
  EXPECT_EQ(p->resolve_pc, 1);
  EXPECT_EQ(p->num_targets, 1);
  EXPECT_EQ(p->code[2].b, 3);
  ASSERT_EQ(p->filters.size(), 1u);
  EXPECT_EQ(p->filters[0].terms.size(), 3u);
  EXPECT_TRUE(p->filters[0].allows_players());
}

TEST(SpellCompilerTest, XAmountsAndSubAbilityChains) {
  Result<Program> p = compile_spell_script(
      "Name:Test Quake\nManaCost:X R\nTypes:Sorcery\n"
      "A:SP$ DamageAll | Cost$ X R | ValidCards$ Creature.withoutFlying | ValidPlayers$ Player | NumDmg$ X | "
      "SubAbility$ DBGain\nSVar:DBGain:DB$ GainLife | LifeAmount$ 2\nSVar:X:Count$xPaid\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::PushX, Op::DamageAll, Op::Push, Op::GainLife, Op::End}));
  EXPECT_EQ(p->code[1].a, 1);  // players too
  EXPECT_EQ(p->code[3].a, kWhoYou);
  EXPECT_EQ(p->filters[0].terms[0].keywords_none, 1u << static_cast<int>(Keyword::Flying));
}

TEST(SpellCompilerTest, FiltersCompileTypesColorsControlAndSubtypes) {
  std::vector<std::string> subtypes;
  Result<Filter> f = compile_filter("Creature.nonArtifact+nonBlack", subtypes);
  ASSERT_TRUE(f) << f.message();
  ASSERT_EQ(f->terms.size(), 1u);
  EXPECT_EQ(f->terms[0].types_any, type_bit(CardType::Creature));
  EXPECT_EQ(f->terms[0].types_none, type_bit(CardType::Artifact));
  EXPECT_EQ(f->terms[0].colors_none, color_bit(Color::Black));
  f = compile_filter("Island", subtypes);
  ASSERT_TRUE(f) << f.message();
  EXPECT_EQ(f->terms[0].subtype, 0);
  EXPECT_EQ(subtypes, std::vector<std::string>{"Island"});
  f = compile_filter("Creature.YouCtrl", subtypes);
  ASSERT_TRUE(f);
  EXPECT_EQ(f->terms[0].control, FilterControl::You);
  EXPECT_FALSE(compile_filter("Creature.leftcmcLE2", subtypes));  // cmc, power, toughness: filter_compare_test
  EXPECT_FALSE(compile_filter("Creature.attackingLKI", subtypes));
}

TEST(SpellCompilerTest, RefusesWhatItDoesNotImplementByName) {
  Result<Program> p = compile_spell_script(
      "Name:T\nManaCost:R\nTypes:Instant\nA:SP$ DealDamage | ValidTgts$ Creature | NumDmg$ 2 | DividedAsYouChoose$ 2\n");
  ASSERT_FALSE(p);
  EXPECT_NE(p.message().find("DividedAsYouChoose"), std::string::npos) << p.message();
  p = compile_spell_script("Name:T\nManaCost:R\nTypes:Instant\nA:SP$ Fight | ValidTgts$ Creature\n");
  ASSERT_FALSE(p);
  EXPECT_NE(p.message().find("Fight"), std::string::npos) << p.message();
  p = compile_spell_script("Name:T\nManaCost:R\nTypes:Instant\nA:SP$ DealDamage | ValidTgts$ Creature | NumDmg$ 2 | Foo$ Bar\n");
  ASSERT_FALSE(p);
  EXPECT_NE(p.message().find("Foo$"), std::string::npos) << p.message();
  p = compile_spell_script("Name:T\nManaCost:R\nTypes:Instant\nA:SP$ DealDamage | Cost$ R Sac<1/Creature> | ValidTgts$ Creature | NumDmg$ 2\n");
  ASSERT_FALSE(p);
  EXPECT_NE(p.message().find("only a mana cost"), std::string::npos) << p.message();
}

TEST(SpellCompilerTest, CardsLoadWithTheirProgramOrAreRefusedWithTheReason) {
  Result<CardDef> ok = parse_card_script(
      "Name:Test Ritual\nManaCost:B\nTypes:Instant\nA:SP$ Mana | Cost$ B | Produced$ B | Amount$ 3\n", "t");
  ASSERT_TRUE(ok) << ok.message();
  EXPECT_TRUE(ok->supported());
  ASSERT_TRUE(ok->front().spell);
  Result<CardDef> bad = parse_card_script(
      "Name:Test Balance\nManaCost:W\nTypes:Sorcery\nA:SP$ Balance | Cost$ W\n", "t");
  ASSERT_TRUE(bad) << bad.message();
  EXPECT_FALSE(bad->supported());
  ASSERT_EQ(bad->unsupported.size(), 1u);
  EXPECT_EQ(bad->unsupported[0].line, 4);
  EXPECT_NE(bad->unsupported[0].reason.find("Balance"), std::string::npos);
  Result<CardDef> sub = parse_card_script(
      "Name:Test Two\nManaCost:B\nTypes:Sorcery\nA:SP$ Draw | NumCards$ 2 | SubAbility$ DBLose\n"
      "SVar:DBLose:DB$ LoseLife | LifeAmount$ 2\nSVar:Unused:DB$ Draw | NumCards$ 1\n", "t");
  ASSERT_TRUE(sub) << sub.message();
  ASSERT_EQ(sub->unsupported.size(), 1u);  // the unused ability SVar is reported, not ignored
  EXPECT_EQ(sub->unsupported[0].line, 6);
}

TEST(SpellCompilerTest, DisassemblyNamesOperandsFromTheOpcodeTable) {
  Result<Program> p = compile_spell_script(
      "Name:Test Terror\nManaCost:1 B\nTypes:Instant\n"
      "A:SP$ Destroy | ValidTgts$ Creature.nonArtifact+nonBlack | NoRegen$ True\n");
  ASSERT_TRUE(p) << p.message();
  std::string d = disassemble(*p);
  EXPECT_NE(d.find("0000  target        t0 f0 (Creature.nonArtifact+nonBlack)"), std::string::npos) << d;
  EXPECT_NE(d.find("0002  destroy       t0 flags=1"), std::string::npos) << d;
  EXPECT_NE(d.find("; resolution"), std::string::npos) << d;
  for (int op = 0; op < kNumOps; ++op) EXPECT_FALSE(op_info(static_cast<Op>(op)).mnemonic.empty());
}

}  // namespace
}  // namespace rwd
