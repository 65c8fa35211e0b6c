#include "cards/ability_parser.h"

#include <gtest/gtest.h>

namespace rwd {
namespace {

// The diagnostics' messages, for compact comparisons.
std::vector<std::string> messages(const CardAbilities& a) {
  std::vector<std::string> out;
  for (const Diagnostic& d : a.diagnostics) out.push_back(d.message);
  return out;
}

const AbilityNode* node_at_line(const CardAbilities& a, int line) {
  for (const AbilityNode& n : a.nodes)
    if (n.line == line) return &n;
  return nullptr;
}

TEST(AbilityParserTest, SpellWithCostAndTargets) {
  CardAbilities a = parse_abilities(
      "Name:Lightning Bolt\nManaCost:R\nTypes:Instant\n"
      "A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature,Player,Planeswalker | "
      "TgtPrompt$ Select any target | NumDmg$ 3 | SpellDescription$ Deals 3 damage.\n");
  ASSERT_TRUE(a.diagnostics.empty()) << messages(a)[0];
  ASSERT_EQ(a.nodes.size(), 1u);
  const AbilityNode& n = a.nodes[0];
  EXPECT_EQ(n.kind, NodeKind::Spell);
  EXPECT_EQ(n.api, ApiType::DealDamage);
  EXPECT_EQ(n.line, 4);
  ASSERT_EQ(n.params.size(), 5u);  // the head parameter is not among them
  EXPECT_EQ(n.params[0].key, "Cost");
  EXPECT_EQ(n.params[3].key, "NumDmg");
  EXPECT_EQ(*n.param("NumDmg"), "3");
  ASSERT_EQ(n.costs.size(), 1u);
  EXPECT_EQ(n.costs[0].first, 0);
  EXPECT_EQ(n.costs[0].second.parts[0].text, "R");
  ASSERT_EQ(n.valids.size(), 1u);
  EXPECT_EQ(n.valids[0].second.alternatives.size(), 3u);
}

TEST(AbilityParserTest, SubAbilityChainsResolveThroughSVars) {
  CardAbilities a = parse_abilities(
      "Name:X\nTypes:Creature\nPT:1/1\n"
      "A:AB$ Draw | Cost$ 2 T | NumCards$ 1 | SubAbility$ DBDamage\n"
      "SVar:DBDamage:DB$ DealDamage | Defined$ You | NumDmg$ X | SubAbility$ DBGain\n"
      "SVar:DBGain:DB$ GainLife | LifeAmount$ 1\n"
      "SVar:X:Count$CardsInYourHand/Twice\n");
  ASSERT_TRUE(a.diagnostics.empty()) << messages(a)[0];
  ASSERT_EQ(a.nodes.size(), 3u);
  const AbilityNode& draw = a.nodes[0];
  EXPECT_EQ(draw.kind, NodeKind::Activated);
  ASSERT_GE(draw.sub, 0);
  const AbilityNode& dmg = a.nodes[draw.sub];
  EXPECT_EQ(dmg.svar, "DBDamage");
  EXPECT_EQ(dmg.kind, NodeKind::Sub);
  EXPECT_EQ(dmg.api, ApiType::DealDamage);
  ASSERT_GE(dmg.sub, 0);
  EXPECT_EQ(a.nodes[dmg.sub].api, ApiType::GainLife);
  EXPECT_EQ(a.nodes[dmg.sub].sub, -1);
  const SVarDef* x = a.find_svar("X", 0);
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->kind, SVarKind::Amount);
  EXPECT_EQ(x->amount->count.property, "CardsInYourHand");
}

TEST(AbilityParserTest, TriggersStaticsAndReplacementsReachTheirSVars) {
  CardAbilities a = parse_abilities(
      "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | "
      "Execute$ TrigDraw | TriggerDescription$ When CARDNAME enters, draw a card.\n"
      "SVar:TrigDraw:DB$ Draw | NumCards$ 1\n"
      "S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddTrigger$ TrigA & TrigB | "
      "AddSVar$ TrigDraw\n"
      "SVar:TrigA:Mode$ Attacks | ValidCard$ Card.AttachedBy | Execute$ TrigDraw\n"
      "SVar:TrigB:Mode$ Blocks | ValidCard$ Card.AttachedBy | Execute$ TrigDraw\n"
      "R:Event$ Draw | ActiveZones$ Battlefield | ValidPlayer$ You | ReplaceWith$ TrigDraw\n");
  ASSERT_TRUE(a.diagnostics.empty()) << messages(a)[0];
  const AbilityNode* t = node_at_line(a, 1);
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->kind, NodeKind::Trigger);
  EXPECT_EQ(t->trigger, TriggerMode::ChangesZone);
  ASSERT_EQ(t->refs.size(), 1u);
  EXPECT_EQ(a.nodes[t->refs[0].node].svar, "TrigDraw");
  const AbilityNode* s = node_at_line(a, 3);
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->static_mode, StaticMode::Continuous);
  ASSERT_EQ(s->refs.size(), 3u);  // TrigA, TrigB ('&' list) and the AddSVar$
  EXPECT_EQ(a.nodes[s->refs[1].node].trigger, TriggerMode::Blocks);
  const AbilityNode* r = node_at_line(a, 6);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->kind, NodeKind::Replacement);
  EXPECT_EQ(r->event, ReplacementEvent::Draw);
  EXPECT_GE(r->refs[0].node, 0);
}

TEST(AbilityParserTest, MissingSVarsAndWrongKindsAreReported) {
  CardAbilities a = parse_abilities(
      "A:SP$ Draw | Cost$ 1 | SubAbility$ DBNothing\n"
      "T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ X\n"
      "SVar:X:Count$xPaid\n");
  EXPECT_EQ(
      messages(a),
      (std::vector<std::string>{
          "SubAbility$ DBNothing: no SVar named DBNothing",
          "Execute$ X: SVar X is not an ability (DB$/AB$/SP$) (its value is 'Count$xPaid')"}));
  EXPECT_EQ(a.diagnostics[0].kind, DiagKind::MissingSVar);
  EXPECT_EQ(a.diagnostics[0].line, 1);
  EXPECT_EQ(a.diagnostics[1].kind, DiagKind::WrongSVarKind);
}

TEST(AbilityParserTest, BadCostsNameThePart) {
  CardAbilities a = parse_abilities("A:AB$ Draw | Cost$ 2 Foo<1> | NumCards$ 1\n", 10);
  ASSERT_EQ(a.diagnostics.size(), 1u);
  EXPECT_EQ(a.diagnostics[0].kind, DiagKind::BadCost);
  EXPECT_EQ(a.diagnostics[0].line, 11);
  EXPECT_EQ(a.diagnostics[0].message, "Cost$ 2 Foo<1>: unknown cost part 'Foo<1>'");
  EXPECT_EQ(format_diagnostic("foo.txt", a.diagnostics[0]),
            "foo.txt:11: Cost$ 2 Foo<1>: unknown cost part 'Foo<1>'");
}

TEST(AbilityParserTest, CostMayNameAnAmountSVar) {
  CardAbilities a = parse_abilities(
      "S:Mode$ CantAttackUnless | ValidCard$ Card.Self | Cost$ Tax | Description$ x\n"
      "SVar:Tax:Count$Valid Cleric\n"
      "A:SP$ Counter | Cost$ U | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ X\n"
      "SVar:X:Count$xPaid\n");
  EXPECT_TRUE(a.diagnostics.empty()) << messages(a)[0];
}

TEST(AbilityParserTest, UnknownHeadsAreReported) {
  CardAbilities a = parse_abilities(
      "A:SP$ Frobnicate | Cost$ 1\n"
      "T:Mode$ Sneezes | Execute$ X\n"
      "S:Mode$ Glows\n"
      "R:Event$ Blinks\n"
      "A:Cost$ 1 | NumCards$ 1\n"
      "SVar:X:DB$ Draw\n");
  std::vector<DiagKind> kinds;
  for (const Diagnostic& d : a.diagnostics) kinds.push_back(d.kind);
  EXPECT_EQ(kinds, (std::vector<DiagKind>{DiagKind::UnknownApi, DiagKind::UnknownTrigger,
                                          DiagKind::UnknownStatic, DiagKind::UnknownReplacement,
                                          DiagKind::MissingHead}));
  EXPECT_EQ(a.diagnostics[0].message, "unknown ApiType 'Frobnicate'");
  EXPECT_EQ(a.diagnostics[4].message,
            "A: expected SP$, AB$ or ST$ <ApiType>, got 'Cost$ 1 | NumCards$ 1'");
}

TEST(AbilityParserTest, NamesMatchCaseInsensitivelyAndHeadsMayComeLater) {
  CardAbilities a = parse_abilities(
      "A:Cost$ 1 | AB$ gainlife | LifeAmount$ 2\n"
      "SVar:Delayed:ThisTurn$ True | Mode$ Phase | Phase$ End of Turn | Execute$ Lose\n"
      "SVar:Lose:DB$ LosesGame | Defined$ You\n");
  ASSERT_TRUE(a.diagnostics.empty()) << messages(a)[0];
  EXPECT_EQ(a.nodes[0].api, ApiType::GainLife);
  EXPECT_EQ(a.nodes[0].head, "gainlife");
  EXPECT_EQ(a.nodes[0].canonical_head(), "GainLife");
  EXPECT_EQ(a.find_svar("Delayed", 0)->kind, SVarKind::Trigger);
}

TEST(AbilityParserTest, ParameterSyntaxProblems) {
  CardAbilities a =
      parse_abilities("A:SP$ Draw | Cost$ 1 | NumCards$ 1 | NumCards$ 2 | Defined You | | x$ 1\n");
  EXPECT_EQ(messages(a),
            (std::vector<std::string>{"parameter 'Defined You' has no '$' (expected Key$ Value)",
                                      "empty parameter between '|' separators",
                                      "NumCards$ is given twice (Forge keeps the last value)"}));
}

TEST(AbilityParserTest, ValidAndCompareParametersAreChecked) {
  CardAbilities a = parse_abilities(
      "A:SP$ Destroy | Cost$ 1 | ValidTgts$ Creature.youCtrl | ConditionCheckSVar$ Y | "
      "ConditionSVarCompare$ GX1\n"
      "SVar:Y:Number$0\n"
      "A:SP$ Destroy | Cost$ 1 | ValidTgts$ Creature | ConditionCheckSVar$ Y | "
      "ConditionSVarCompare$ GEZ\n");
  ASSERT_EQ(a.diagnostics.size(), 3u);
  EXPECT_EQ(a.diagnostics[0].kind, DiagKind::BadValid);
  EXPECT_EQ(a.diagnostics[1].kind, DiagKind::BadCompare);
  EXPECT_EQ(a.diagnostics[1].message,
            "ConditionSVarCompare$ GX1: expected <LT|LE|EQ|NE|GE|GT><number or SVar>");
  EXPECT_EQ(a.diagnostics[2].message,
            "ConditionSVarCompare$ GEZ: Z is neither a number nor an SVar");
}

TEST(AbilityParserTest, AmountSVarsAreParsedAndTheirReferencesChecked) {
  CardAbilities a = parse_abilities(
      "SVar:X:Count$Frobs\n"
      "SVar:Y:SVar$Z/Plus.W\n"
      "SVar:Z:Number$2\n"
      "SVar:C:Number$0/Plus.ChosenX\n"  // ChosenX: written by the engine when paying X
      "SVar:Picture:http://example.com/x.jpg\n"
      "SVar:AIPreference:SacCost$Creature.token\n");
  EXPECT_EQ(messages(a), (std::vector<std::string>{"SVar X: unknown Count$ property 'Frobs'",
                                                   "SVar Y reads W: no SVar named W"}));
  EXPECT_EQ(a.find_svar("Picture", 0)->kind, SVarKind::Text);
  EXPECT_EQ(a.find_svar("AIPreference", 0)->kind, SVarKind::Text);
}

TEST(AbilityParserTest, FacesHaveTheirOwnSVars) {
  CardAbilities a = parse_abilities(
      "Name:Front\nA:AB$ Draw | Cost$ T | SubAbility$ DBX\nSVar:DBX:DB$ Scry | ScryNum$ 1\n"
      "ALTERNATE\n"
      "Name:Back\nA:AB$ Draw | Cost$ T | SubAbility$ DBY\nSVar:DBX:DB$ Mill | NumCards$ 1\n");
  ASSERT_EQ(a.diagnostics.size(), 1u);
  EXPECT_EQ(a.diagnostics[0].message, "SubAbility$ DBY: no SVar named DBY");
  EXPECT_EQ(a.diagnostics[0].line, 6);
  EXPECT_EQ(a.find_svar("DBX", 0)->face, 0);
  EXPECT_EQ(a.nodes[a.find_svar("DBX", 1)->node].api, ApiType::Mill);
  EXPECT_EQ(a.nodes[a.nodes[0].sub].api, ApiType::Scry);
}

TEST(AbilityParserTest, DuplicateSVarsAreReported) {
  CardAbilities a = parse_abilities("SVar:A:DB$ Draw\nSVar:A:DB$ Mill\n");
  ASSERT_EQ(a.diagnostics.size(), 1u);
  EXPECT_EQ(a.diagnostics[0].kind, DiagKind::DuplicateSVar);
  EXPECT_EQ(a.nodes[a.find_svar("A", 0)->node].api, ApiType::Mill);  // Forge keeps the later
}

TEST(AbilityParserTest, Keywords) {
  std::vector<Diagnostic> d;
  AbilityNode k = parse_keyword_line("Flying", 1, d);
  EXPECT_EQ(k.kind, NodeKind::Keyword);
  EXPECT_EQ(k.head, "Flying");
  k = parse_keyword_line("first strike", 1, d);
  EXPECT_EQ(k.head, "First Strike");
  k = parse_keyword_line("Equip:2", 1, d);
  EXPECT_EQ(k.head, "Equip");
  ASSERT_EQ(k.costs.size(), 1u);
  EXPECT_EQ(k.costs[0].second.parts[0].text, "2");
  k = parse_keyword_line("Flashback 1 R PayLife<3>", 1, d);  // 2019 form
  EXPECT_EQ(k.head, "Flashback");
  EXPECT_EQ(k.costs[0].second.parts.size(), 2u);
  k = parse_keyword_line("Enchant creature you control", 1, d);
  EXPECT_EQ(k.head, "Enchant");
  EXPECT_EQ(k.params[0].value, "creature you control");
  k = parse_keyword_line("Protection from red", 1, d);
  EXPECT_EQ(k.head, "Protection");
  k = parse_keyword_line("Protection:Creature.nonSpirit:Protection from non-Spirit creatures", 1,
                         d);
  EXPECT_EQ(k.valids.size(), 1u);
  k = parse_keyword_line("CARDNAME can't block.", 1, d);
  EXPECT_EQ(k.head, "CARDNAME can't block.");
  k = parse_keyword_line("Swampwalk", 1, d);
  EXPECT_EQ(k.head, "Swampwalk");
  k = parse_keyword_line("etbCounter:P1P1:2", 1, d);
  EXPECT_EQ(k.params.size(), 2u);
  EXPECT_TRUE(d.empty()) << d[0].message;

  parse_keyword_line("Frobnicate", 7, d);
  parse_keyword_line("Kicker:2 Foo<1>", 8, d);
  parse_keyword_line("Equip", 9, d);
  parse_keyword_line("Bushido:lots of", 10, d);
  ASSERT_EQ(d.size(), 4u);
  EXPECT_EQ(d[0].message, "K:Frobnicate: unknown keyword 'Frobnicate'");
  EXPECT_EQ(d[0].line, 7);
  EXPECT_EQ(d[1].message, "K:Kicker:2 Foo<1>: unknown cost part 'Foo<1>'");
  EXPECT_EQ(d[2].message, "K:Equip: expected a cost after ':'");
  EXPECT_EQ(d[3].message, "K:Bushido:lots of: expected a number or an SVar name, got 'lots of'");
}

TEST(AbilityParserTest, KeywordSVarReferencesResolve) {
  CardAbilities a = parse_abilities(
      "K:ETBReplacement:Other:ChooseColor\nSVar:ChooseColor:DB$ ChooseColor | Defined$ You\n"
      "K:Saga:2:DBOne,DBTwo\nSVar:DBOne:DB$ Draw\n");
  ASSERT_EQ(a.diagnostics.size(), 1u);
  EXPECT_EQ(a.diagnostics[0].message, "K:Saga: no SVar named DBTwo");
  ASSERT_EQ(a.nodes[0].refs.size(), 1u);
  EXPECT_EQ(a.nodes[a.nodes[0].refs[0].node].api, ApiType::ChooseColor);
}

TEST(AbilityParserTest, NeverCrashesOnJunk) {
  const std::vector<std::string> pieces = {"A:",
                                           "T:",
                                           "S:",
                                           "R:",
                                           "K:",
                                           "SVar:",
                                           "SP$ ",
                                           "DB$ ",
                                           "Mode$ ",
                                           "Event$ ",
                                           "Cost$ ",
                                           "|",
                                           "$",
                                           ":",
                                           "<",
                                           ">",
                                           "/",
                                           ".",
                                           "+",
                                           ",",
                                           "&",
                                           "Sac<",
                                           "Count$",
                                           "Valid ",
                                           "X",
                                           "SubAbility$ ",
                                           "Execute$ ",
                                           "\n",
                                           "ALTERNATE\n",
                                           "Creature",
                                           "2",
                                           " ",
                                           "!",
                                           "_",
                                           "Compare ",
                                           "\xFF",
                                           std::string(1, '\0')};
  uint64_t seed = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < 3000; ++i) {
    std::string text;
    int len = static_cast<int>(seed % 60);
    for (int j = 0; j < len; ++j) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      text += pieces[(seed >> 33) % pieces.size()];
    }
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    CardAbilities a = parse_abilities(text);
    for (const AbilityNode& n : a.nodes) {
      EXPECT_LT(n.sub, static_cast<int>(a.nodes.size()));
      for (const SVarRef& r : n.refs) EXPECT_LT(r.node, static_cast<int>(a.nodes.size()));
    }
  }
}

TEST(AbilityParserTest, VocabularyRoundTrips) {
  EXPECT_EQ(api_type_from_name(api_type_name(ApiType::ChangeZone)), ApiType::ChangeZone);
  EXPECT_EQ(api_type_from_name("CHANGEZONE"), ApiType::ChangeZone);
  EXPECT_EQ(api_type_from_name("Nope"), ApiType::Unknown);
  EXPECT_EQ(api_type_name(ApiType::Unknown), "");
  EXPECT_EQ(trigger_mode_from_name("changeszone"), TriggerMode::ChangesZone);
  EXPECT_EQ(static_mode_from_name("Continuous"), StaticMode::Continuous);
  EXPECT_EQ(replacement_event_from_name("Moved"), ReplacementEvent::Moved);
  // An SVar's Mode$ is a trigger or a static by name: no name may be both.
  for (int i = 0; i < static_cast<int>(TriggerMode::Unknown); ++i)
    EXPECT_EQ(static_mode_from_name(trigger_mode_name(static_cast<TriggerMode>(i))),
              StaticMode::Unknown)
        << trigger_mode_name(static_cast<TriggerMode>(i));
  EXPECT_EQ(diag_kind_id(DiagKind::MissingSVar), "missing-svar");
}

}  // namespace
}  // namespace rwd
