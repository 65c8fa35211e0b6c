// The static compiler: each supported S: line compiles to the expected data, and anything the
// engine does not apply is refused with a reason naming the piece (never a silent no-op).
#include "cards/static_compiler.h"

#include <gtest/gtest.h>

#include "cards/ability_parser.h"
#include "cards/card_script.h"
#include "cards/filter_compiler.h"

namespace rwd {
namespace {

Result<StaticAbility> compile_line(const std::string& line) {
  CardAbilities ab = parse_abilities(line);
  for (const AbilityNode& n : ab.nodes)
    if (n.kind == NodeKind::Static) return compile_static(n);
  return Status::error("no static node");
}

uint16_t kw(Keyword k) {
  return static_cast<uint16_t>(1u << static_cast<int>(k));
}

TEST(StaticCompilerTest, AnthemCompilesToAFilterAndABonus) {
  Result<StaticAbility> st = compile_line(
      "S:Mode$ Continuous | Affected$ Creature.White | AddPower$ 1 | AddToughness$ 1 | "
      "Description$ White creatures get +1/+1.");
  ASSERT_TRUE(st) << st.message();
  EXPECT_EQ(st->effect, StaticEffect::Continuous);
  EXPECT_EQ(st->power, 1);
  EXPECT_EQ(st->toughness, 1);
  EXPECT_EQ(st->keywords, 0);
  EXPECT_EQ(st->description, "White creatures get +1/+1.");
  ASSERT_EQ(st->affected.terms.size(), 1u);
  const FilterTerm& t = st->affected.terms[0];
  EXPECT_EQ(t.types_any, type_bit(CardType::Creature));
  EXPECT_EQ(t.colors_any, color_bit(Color::White));
  EXPECT_EQ(t.self, -1);
}

TEST(StaticCompilerTest, CostChangesKeepTypeAmountAndActivator) {
  Result<StaticAbility> gloom = compile_line(
      "S:Mode$ RaiseCost | ValidCard$ Enchantment.White | Type$ Ability | Amount$ 3 | "
      "AffectedZone$ Battlefield | Description$ Activated abilities of white enchantments cost "
      "{3} more to activate.");
  ASSERT_TRUE(gloom) << gloom.message();
  EXPECT_EQ(gloom->effect, StaticEffect::RaiseCost);
  EXPECT_EQ(gloom->cost_of, CostModOf::Ability);
  EXPECT_EQ(gloom->cost_by, CostModBy::Anyone);
  EXPECT_EQ(gloom->cost_amount, 3);
  Result<StaticAbility> medallion = compile_line(
      "S:Mode$ ReduceCost | ValidCard$ Card.White | Type$ Spell | Activator$ You | Amount$ 1");
  ASSERT_TRUE(medallion) << medallion.message();
  EXPECT_EQ(medallion->effect, StaticEffect::ReduceCost);
  EXPECT_EQ(medallion->cost_of, CostModOf::Spell);
  EXPECT_EQ(medallion->cost_by, CostModBy::You);
  EXPECT_EQ(medallion->cost_amount, 1);
}

TEST(StaticCompilerTest, OtherSelfStatusAndKeywords) {
  Result<StaticAbility> lord = compile_line(
      "S:Mode$ Continuous | Affected$ Creature.Goblin+Other | AddPower$ +1 | AddToughness$ -1 | "
      "AddKeyword$ Haste & First Strike");
  ASSERT_TRUE(lord) << lord.message();
  EXPECT_EQ(lord->affected.terms[0].self, 0);
  ASSERT_EQ(lord->subtypes, std::vector<std::string>{"Goblin"});
  EXPECT_EQ(lord->affected.terms[0].subtype, 0);
  EXPECT_EQ(lord->toughness, -1);
  EXPECT_EQ(lord->keywords, kw(Keyword::Haste) | kw(Keyword::FirstStrike));

  Result<StaticAbility> self =
      compile_line("S:Mode$ Continuous | Affected$ Card.Self+untapped | AddToughness$ 3");
  ASSERT_TRUE(self) << self.message();
  EXPECT_EQ(self->affected.terms[0].self, 1);
  EXPECT_EQ(self->affected.terms[0].tapped, 0);

  Result<StaticAbility> att =
      compile_line("S:Mode$ Continuous | Affected$ Creature.attacking+YouCtrl | AddPower$ 1");
  ASSERT_TRUE(att) << att.message();
  EXPECT_EQ(att->affected.terms[0].attacking, 1);
  EXPECT_EQ(att->affected.terms[0].control, FilterControl::You);

  Result<StaticAbility> cant =
      compile_line("S:Mode$ CantBlock | ValidCard$ Card.Self | Description$ CARDNAME can't block.");
  ASSERT_TRUE(cant) << cant.message();
  EXPECT_EQ(cant->effect, StaticEffect::CantBlock);
}

TEST(StaticCompilerTest, RefusalsNameThePiece) {
  auto refusal = [](const std::string& line) {
    Result<StaticAbility> st = compile_line(line);
    return st ? std::string("(compiled)") : st.message();
  };
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Swamp | SetPower$ 1 | SetToughness$ 1 | "
                    "AddType$ Creature | RemoveAllAbilities$ True"),
            "Continuous: parameter RemoveAllAbilities$ is not supported");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Mountain | AddType$ Plains"),
            "Continuous: AddType$ 'Plains' adds a land type without RemoveLandTypes$ True (not "
            "supported)");
  EXPECT_EQ(
      refusal("S:Mode$ Continuous | Affected$ Mountain | AddType$ Goblin"),
      "Continuous: AddType$ 'Goblin' is not supported (only card types and basic land types)");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Creature | GainControl$ Opponent"),
            "Continuous: GainControl$ 'Opponent' is not supported (only You)");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Creature | SetPower$ Y"),
            "Continuous: SetPower$ 'Y' names no SVar of the card");
  EXPECT_EQ(refusal("S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefenderControls$ Island"),
            "CantAttack: parameter UnlessDefenderControls$ is not supported");
  EXPECT_EQ(refusal("S:Mode$ RaiseCost | ValidCard$ Card.Self | Type$ Spell | Amount$ X | "
                    "EffectZone$ All"),
            "RaiseCost: EffectZone$ All is not supported (only Battlefield; All for a characteristic-defining ability)");
  EXPECT_EQ(refusal("S:Mode$ RaiseCost | ValidCard$ Card.White | Type$ Spell | Amount$ X"),
            "RaiseCost: Amount$ X is not supported (only a number)");
  EXPECT_EQ(refusal("S:Mode$ ReduceCost | ValidCard$ Card | Type$ Spell | Amount$ 1 | MinMana$ 1"),
            "ReduceCost: parameter MinMana$ is not supported");
  EXPECT_EQ(refusal("S:Mode$ ReduceCost | ValidCard$ Card | Amount$ 1"),
            "ReduceCost: Type$ (missing) is not supported (only Spell or Ability)");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Creature.Merfolk+Other | AddKeyword$ Wither"),
            "Continuous: AddKeyword$ 'Wither' is not a keyword the engine enforces");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ X"),
            "Continuous: AddPower$ X names no SVar of the card");  // a count needs its SVar
  EXPECT_EQ(refusal("S:Mode$ Continuous | AddPower$ 1"), "Continuous: Affected$ is missing");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Creature.FortifiedBy | AddPower$ 1"),
            "Continuous: Affected$: Valid 'Creature.FortifiedBy': property 'FortifiedBy' is not "
            "supported");
  EXPECT_NE(
      refusal("S:Mode$ Continuous | Affected$ Creature.withFlying | AddPower$ 1").find("613.8"),
      std::string::npos);
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ You | AddPower$ 1"),
            "Continuous: Affected$ 'You': players are not supported");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Creature | EffectZone$ All | AddPower$ 1"),
            "Continuous: EffectZone$ All is not supported (only Battlefield; All for a "
            "characteristic-defining ability)");
  EXPECT_EQ(refusal("S:Mode$ Continuous | Affected$ Creature | Description$ nothing"),
            "Continuous: no AddPower$, AddToughness$, AddKeyword$ or layer change: nothing the "
            "engine can apply");
}

TEST(StaticCompilerTest, SpellsStillRefuseSelfAndOther) {
  std::vector<std::string> subtypes;
  Result<Filter> f = compile_filter("Creature.Other", subtypes);
  ASSERT_FALSE(f);
  EXPECT_NE(f.message().find("'Other' is not supported"), std::string::npos);
  EXPECT_TRUE(compile_filter("Creature.attacking", subtypes));
}

TEST(StaticCompilerTest, CardScriptLoadsStaticsAndExplainsRefusals) {
  Result<CardDef> ok = parse_card_script(
      "Name:Test Anthem\nManaCost:W W\nTypes:Enchantment\n"
      "S:Mode$ Continuous | Affected$ Creature.White | AddPower$ 1 | AddToughness$ 1 | "
      "Description$ White creatures get +1/+1.\n"
      "Oracle:White creatures get +1/+1.\n",
      "test");
  ASSERT_TRUE(ok) << ok.message();
  EXPECT_TRUE(ok->supported()) << (ok->unsupported.empty() ? "" : ok->unsupported[0].reason);
  ASSERT_EQ(ok->front().statics.size(), 1u);
  EXPECT_EQ(ok->front().statics[0].line, 4);

  // CARDNAME in Description$ stands for the card's name when matching the rules text.
  Result<CardDef> self = parse_card_script(
      "Name:Test Turtle\nManaCost:1 U\nTypes:Creature Turtle\nPT:1/1\n"
      "S:Mode$ Continuous | Affected$ Card.Self+untapped | AddToughness$ 3 | Description$ CARDNAME "
      "gets +0/+3 as long as it's untapped.\n"
      "Oracle:Test Turtle gets +0/+3 as long as it's untapped.\n",
      "test");
  ASSERT_TRUE(self);
  EXPECT_TRUE(self->supported());

  Result<CardDef> bad = parse_card_script(
      "Name:Test Lands\nManaCost:3 G\nTypes:Enchantment\n"
      "S:Mode$ Continuous | Affected$ Forest | SetPower$ 1 | SetToughness$ 1 | AddType$ Creature | "
      "RemoveLandTypes$ True | Description$ All Forests are 1/1 creatures that are still lands.\n"
      "Oracle:All Forests are 1/1 creatures that are still lands.\n",
      "test");
  ASSERT_TRUE(bad);
  ASSERT_FALSE(bad->supported());
  EXPECT_EQ(bad->unsupported[0].line, 4);
  EXPECT_EQ(bad->unsupported[0].reason, "Continuous: parameter RemoveLandTypes$ is not supported");

  // A static ability whose Description$ is not the card's rules text leaves text unexpressed.
  Result<CardDef> mismatch = parse_card_script(
      "Name:Test Mismatch\nManaCost:W\nTypes:Enchantment\n"
      "S:Mode$ Continuous | Affected$ Creature.White | AddPower$ 1 | Description$ White creatures "
      "get +1/+0.\n"
      "Oracle:White creatures get +1/+0 and have flying.\n",
      "test");
  ASSERT_TRUE(mismatch);
  EXPECT_FALSE(mismatch->supported());

  Result<CardDef> on_spell = parse_card_script(
      "Name:Test Spell\nManaCost:R\nTypes:Instant\n"
      "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 1 | SpellDescription$ 1 damage.\n"
      "S:Mode$ Continuous | Affected$ Creature | AddPower$ 1 | Description$ x\n"
      "Oracle:1 damage.\n",
      "test");
  ASSERT_TRUE(on_spell);
  ASSERT_FALSE(on_spell->supported());
  EXPECT_EQ(on_spell->unsupported[0].reason,
            "static abilities of instants and sorceries are not supported");
}

}  // namespace
}  // namespace rwd

namespace rwd {
namespace {

// 613.1: layer-changing parameters compile to data; SVars are looked up in the script.
TEST(StaticCompilerTest, LayerChangesAndCharacteristicDefiningAbilities) {
  Result<CardDef> bell = parse_card_script(
      "Name:Test Bell\nManaCost:4\nTypes:Artifact\n"
      "S:Mode$ Continuous | Affected$ Swamp | AddType$ Creature | SetColor$ Black | SetPower$ 1 | "
      "SetToughness$ 1 | Description$ All Swamps are 1/1 black creatures that are still lands.\n"
      "Oracle:All Swamps are 1/1 black creatures that are still lands.\n",
      "test");
  ASSERT_TRUE(bell) << bell.message();
  ASSERT_TRUE(bell->supported()) << bell->unsupported[0].reason;
  const StaticAbility& st = bell->front().statics[0];
  EXPECT_EQ(st.layers, kLayerType | kLayerColor | kLayerSetPT);
  EXPECT_EQ(st.add_types, type_bit(CardType::Creature));
  EXPECT_EQ(st.set_power.kind, SetAmount::Number);
  EXPECT_EQ(st.set_toughness.n, 1);

  Result<CardDef> rats = parse_card_script(
      "Name:Test Rats\nManaCost:2 B\nTypes:Creature Rat\nPT:*/*\n"
      "S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ N | "
      "SetToughness$ N | Description$ CARDNAME's power and toughness are each equal to the number "
      "of creatures named Test Rats on the battlefield.\n"
      "SVar:N:Count$Valid Creature.namedTest Rats\n"
      "Oracle:Test Rats's power and toughness are each equal to the number of creatures named Test "
      "Rats on the battlefield.\n",
      "test");
  ASSERT_TRUE(rats) << rats.message();
  ASSERT_TRUE(rats->supported()) << rats->unsupported[0].reason;
  const StaticAbility& cda = rats->front().statics[0];
  EXPECT_TRUE(cda.characteristic_defining);
  EXPECT_EQ(cda.set_power.kind, SetAmount::CountValid);
  EXPECT_EQ(cda.count_name, "Test Rats");

  // A '*' with no characteristic-defining ability stays refused (604.3).
  Result<CardDef> star = parse_card_script(
      "Name:Test Star\nManaCost:2 B\nTypes:Creature Rat\nPT:*/*\nOracle:\n", "test");
  ASSERT_TRUE(star);
  EXPECT_FALSE(star->supported());
}

}  // namespace
}  // namespace rwd
