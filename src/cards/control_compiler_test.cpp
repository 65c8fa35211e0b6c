// GainControl and Animate's colors and subtypes (cards/control_compiler.h,
// cards/animate_compiler.h): what compiles and what is refused by name.
#include <gtest/gtest.h>

#include "cards/compile_test_util.h"
#include "cards/opcodes.h"

namespace rwd {
namespace {

std::string refusal(const std::string& script) {
  Result<Program> p = compile_spell_script(script);
  return p ? std::string("(compiled)") : p.message();
}

// 613.1b: "gain control of target creature until end of turn. Untap that creature. It gains
// haste" compiles to gain.control (with the keyword) then untap.
TEST(ControlCompilerTest, GainControlUntilEndOfTurnUntapsAndGivesHaste) {
  Result<Program> p = compile_spell_script(
      "A:SP$ GainControl | ValidTgts$ Creature | LoseControl$ EOT | Untap$ True | AddKWs$ Haste");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(opcodes_of(*p),
            (std::vector<Op>{Op::Target, Op::CheckTargets, Op::GainControl, Op::Untap, Op::End}));
  EXPECT_EQ(p->code[2].b, 1 << static_cast<int>(Keyword::Haste));
}

TEST(ControlCompilerTest, OtherControlDurationsAndNewControllersAreRefused) {
  EXPECT_EQ(refusal("A:SP$ GainControl | ValidTgts$ Creature"),
            "GainControl: control for as long as the effect lasts is not supported (needs "
            "LoseControl$ EOT)");
  EXPECT_EQ(refusal("A:SP$ GainControl | ValidTgts$ Creature | LoseControl$ LeavesPlay"),
            "GainControl: LoseControl$ LeavesPlay is not supported (only EOT)");
  EXPECT_NE(
      refusal(
          "A:SP$ GainControl | ValidTgts$ Creature | LoseControl$ EOT | NewController$ Opponent")
          .find("NewController$"),
      std::string::npos);
}

// 613.1e, 115.1: "target spell or permanent becomes red" (Chaoslace).
TEST(ControlCompilerTest, AnimateColorsTargetASpellOrAPermanent) {
  Result<Program> p = compile_spell_script(
      "A:SP$ Animate | ValidTgts$ Card | TgtZone$ Stack,Battlefield | Colors$ Red | "
      "OverwriteColors$ True | "
      "Permanent$ True");
  ASSERT_TRUE(p) << p.message();
  EXPECT_EQ(p->filters[0].zone, FilterZone::StackOrBattlefield);
  EXPECT_EQ(opcodes_of(*p),
            (std::vector<Op>{Op::Target, Op::CheckTargets, Op::AnimateColor, Op::End}));
  EXPECT_EQ(p->code[2].b, (1 << static_cast<int>(Color::Red)) | kAnimateColorPermanent);
  // 105.3: without OverwriteColors$ True the colors are added to the object's own.
  Result<Program> added = compile_spell_script("A:SP$ Animate | ValidTgts$ Card | Colors$ Red");
  ASSERT_TRUE(added) << added.message();
  EXPECT_EQ(added->code[2].b, (1 << static_cast<int>(Color::Red)) | kAnimateColorAdd);
}

// Mishra's Factory: "becomes a 2/2 Assembly-Worker artifact creature": the subtype is the
// source's own; on a target it is refused.
TEST(ControlCompilerTest, AnimateCreatureSubtypesOnlyForTheSourceItself) {
  EXPECT_EQ(
      refusal(
          "A:SP$ Animate | ValidTgts$ Land | Power$ 2 | Toughness$ 2 | Types$ Creature,Elemental"),
      "Animate: Types$ subtypes are supported only for Defined$ Self");
  EXPECT_EQ(refusal("A:SP$ Animate | ValidTgts$ Land | Power$ 2 | Toughness$ 2 | Types$ Creature | "
                    "RemoveCreatureTypes$ True"),
            "Animate: RemoveCreatureTypes$ without a creature subtype is not supported");
}

}  // namespace
}  // namespace rwd
