// The choice ApiTypes compiled (cards/choice_compiler.h): "as this enters, choose ..."
// (K:ETBReplacement:Other, 614.12), ChoosePlayer/Color/Type/Number/Card, GenericChoice and the
// references to the chosen value; unsupported forms refused by name, never a silent no-op.
#include <gtest/gtest.h>

#include <algorithm>

#include "cards/card_script.h"
#include "cards/compile_test_util.h"

namespace rwd {
namespace {

const std::string kVise =
    "Name:Test Vise\nManaCost:1\nTypes:Artifact\n"
    "K:ETBReplacement:Other:Pick\n"
    "SVar:Pick:DB$ ChoosePlayer | Choices$ Player.Opponent | Defined$ You | SpellDescription$ As "
    "CARDNAME enters the battlefield, choose an opponent.\n"
    "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player.Chosen | TriggerZones$ Battlefield | "
    "Execute$ Hurt | "
    "TriggerDescription$ At the beginning of the chosen player's upkeep, CARDNAME deals X damage "
    "to that player.\n"
    "SVar:Hurt:DB$ DealDamage | NumDmg$ X | Defined$ ChosenPlayer\n"
    "SVar:X:Count$InChosenHand/Minus.4\n"
    "Oracle:x\n";

std::string reasons(const CardDef& d) {
  std::string out;
  for (const UnsupportedLine& u : d.unsupported) out += u.reason + "\n";
  return out;
}

Result<CardDef> load(const std::string& script) {
  return parse_card_script(script, "test");
}

TEST(ChoiceApiCompilerTest, EtbChoiceBecomesThePermanentSpellsResolution) {
  Result<CardDef> d = load(kVise);
  ASSERT_TRUE(d) << d.message();
  ASSERT_TRUE(d->supported()) << reasons(*d);
  const CardFace& f = d->faces[0];
  ASSERT_TRUE(f.spell);
  EXPECT_EQ(opcodes_of(*f.spell), (std::vector<Op>{Op::Choose, Op::ChosenSet, Op::Enter, Op::End}));
  ASSERT_EQ(f.spell->choices.size(), 1u);
  EXPECT_EQ(f.spell->choices[0].kind, static_cast<uint8_t>(ChosenKind::Player));
  EXPECT_NE(f.spell->choices[0].title.find("Choose an opponent"), std::string::npos);
  ASSERT_EQ(f.triggered.size(), 1u);
  EXPECT_EQ(f.triggered[0].player, TriggerPlayer::Chosen);
  // X = cards in the chosen player's hand minus 4: push.chosen Player 1; math minus 4.
  const Program& t = *f.triggered[0].program;
  std::vector<Op> ops = opcodes_of(t);
  ASSERT_GE(ops.size(), 3u);
  EXPECT_EQ(ops[0], Op::PushChosen);
  EXPECT_EQ(t.code[1].op, Op::Math);
  EXPECT_EQ(t.code[1].a, kMathMinus);
  EXPECT_EQ(t.code[1].b, 4);
  EXPECT_EQ(t.code[2].op, Op::Damage);
  EXPECT_EQ(t.code[2].a, kSlotChosenPlayer);
}

TEST(ChoiceApiCompilerTest, UnsupportedFormsAreRefusedByName) {
  auto refused = [](std::string script, const std::string& needle) {
    Result<CardDef> d = load(script);
    ASSERT_TRUE(d) << d.message();
    EXPECT_FALSE(d->supported());
    EXPECT_NE(reasons(*d).find(needle), std::string::npos) << reasons(*d);
  };
  auto with = [](std::string from, const std::string& to) {
    std::string s = kVise;
    s.replace(s.find(from), from.size(), to);
    return s;
  };
  refused(with("ETBReplacement:Other:Pick", "ETBReplacement:Copy:Pick"),
          "only the form Other:<SVar>");
  refused(with("Choices$ Player.Opponent", "Choices$ Creature"),
          "Choices$ Creature is not supported");
  refused(with("Defined$ You | SpellDescription", "Defined$ Opponent | SpellDescription"),
          "Defined$ Opponent");
  refused(with("Minus.4", "HalfUp"), "the math /HalfUp");
  refused(with("DB$ ChoosePlayer | Choices$ Player.Opponent", "DB$ ChooseType | Type$ Land"),
          "Type$ Land is not supported");
  refused(with("DB$ ChoosePlayer | Choices$ Player.Opponent", "DB$ ChooseColor | Choices$ purple"),
          "not a list of colors");
  refused(
      with("DB$ ChoosePlayer | Choices$ Player.Opponent", "DB$ ChooseNumber | Min$ 0 | Max$ 500"),
      "at most 64 numbers");
  refused(with("DB$ ChoosePlayer | Choices$ Player.Opponent",
               "DB$ ChooseCard | Choices$ Creature | Amount$ 2"),
          "Amount$ 2");
  refused(with("DB$ ChoosePlayer | Choices$ Player.Opponent", "DB$ GainLife | LifeAmount$ 2"),
          "only choices");
}

TEST(ChoiceApiCompilerTest, ChosenColorAndTypeAreForStaticsOnly) {
  Result<Program> p = compile_spell_script(
      "Name:Test Bolt\nManaCost:R\nTypes:Instant\nA:SP$ DealDamage | ValidTgts$ "
      "Creature.ChosenColor | NumDmg$ 1\n");
  ASSERT_FALSE(p);
  EXPECT_NE(p.message().find("ChosenColor"), std::string::npos) << p.message();
  Result<CardDef> d = load(
      "Name:Test Cover\nManaCost:1 B\nTypes:Enchantment\nK:ETBReplacement:Other:Pick\n"
      "SVar:Pick:DB$ ChooseType | Type$ Creature | InvalidTypes$ Wall | Defined$ You\n"
      "S:Mode$ Continuous | Affected$ Creature.ChosenType | AddKeyword$ Fear | Description$ "
      "x\nOracle:x\n");
  ASSERT_TRUE(d) << d.message();
  ASSERT_TRUE(d->supported()) << reasons(*d);
  const ChoiceSpec& spec = d->faces[0].spell->choices[0];
  EXPECT_EQ(spec.kind, static_cast<uint8_t>(ChosenKind::Type));
  EXPECT_EQ(std::count(spec.options.begin(), spec.options.end(), "Wall"), 0);
  EXPECT_EQ(std::count(spec.options.begin(), spec.options.end(), "Goblin"), 1);
  EXPECT_EQ(d->faces[0].statics[0].affected.terms[0].chosen, 2);
}

// GenericChoice: choose, then each option behind a mode.skip, and a branch that pops the answer.
TEST(ChoiceApiCompilerTest, GenericChoiceSkipsTheOptionsNotChosen) {
  Result<Program> p = compile_spell_script(
      "Name:Test Either\nManaCost:W\nTypes:Sorcery\n"
      "A:SP$ GenericChoice | Defined$ You | Choices$ A,B\n"
      "SVar:A:DB$ GainLife | LifeAmount$ 2 | SpellDescription$ You gain 2 life.\n"
      "SVar:B:DB$ Draw | NumCards$ 1 | SpellDescription$ Draw a card.\n");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p), (std::vector<Op>{Op::Choose, Op::ModeSkip, Op::Push, Op::GainLife,
                                             Op::Push, Op::Branch, Op::ModeSkip, Op::Push, Op::Draw,
                                             Op::Push, Op::Branch, Op::Branch, Op::End}));
  ASSERT_EQ(p->choices.size(), 1u);
  EXPECT_EQ(p->choices[0].options, (std::vector<std::string>{"You gain 2 life.", "Draw a card."}));
  EXPECT_EQ(p->code[1].b, 6);   // option 0 not chosen: to option 1
  EXPECT_EQ(p->code[5].b, 11);  // after option 0: to the final pop
  EXPECT_EQ(p->code[11].b, 12);
}

}  // namespace
}  // namespace rwd
