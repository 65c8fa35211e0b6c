// The ability registry (ability_registry.h): its rows are well formed, lookups find them, a
// parameter a family does not list is refused by name, and the trigger table's parameter
// lists say exactly what the trigger compiler accepts for each mode.
#include "cards/ability_registry.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "cards/ability_parser.h"
#include "cards/card_script.h"
#include "cards/support_registry.h"
#include "cards/trigger_compiler.h"

namespace rwd {
namespace {

std::vector<std::string> words(std::string_view list) {
  std::vector<std::string> out;
  for (size_t at = 0; at < list.size();) {
    size_t end = list.find(' ', at);
    if (end == std::string_view::npos) end = list.size();
    if (end > at) out.emplace_back(list.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

TEST(AbilityRegistryTest, ParamListedMatchesWholeWordsOnly) {
  EXPECT_TRUE(param_listed("ValidTgts Defined NumDmg", "Defined"));
  EXPECT_TRUE(param_listed("ValidTgts Defined NumDmg", "ValidTgts"));
  EXPECT_TRUE(param_listed("ValidTgts Defined NumDmg", "NumDmg"));
  EXPECT_FALSE(param_listed("ValidTgts DefinedCards NumDmg", "Defined"));
  EXPECT_FALSE(param_listed("ValidTgts Defined", "Tgts"));
  EXPECT_FALSE(param_listed("ValidTgts Defined", ""));
}

TEST(AbilityRegistryTest, EachFamilyIsRegisteredOnceWithDocsAndDistinctParameters) {
  std::set<int> apis;
  for (const EffectFamily& f : effect_families()) {
    EXPECT_TRUE(apis.insert(static_cast<int>(f.api)).second) << api_type_name(f.api) << " twice";
    EXPECT_EQ(effect_family(f.api), &f);
    EXPECT_FALSE(f.doc.empty()) << api_type_name(f.api);
    std::set<std::string> seen;
    for (const std::string& w : words(f.params)) {
      EXPECT_TRUE(seen.insert(w).second) << api_type_name(f.api) << " lists " << w << " twice";
      EXPECT_FALSE(param_listed(kCommonEffectParams, w))
          << api_type_name(f.api) << ": " << w << " is common";
    }
    EXPECT_TRUE(feature_implemented(FeatureKind::ApiType, api_type_name(f.api)));
  }
  EXPECT_EQ(effect_family(ApiType::Explore), nullptr);
  EXPECT_FALSE(feature_implemented(FeatureKind::ApiType, "Explore"));
  std::set<int> modes;
  for (const TriggerFamily& f : trigger_families()) {
    EXPECT_TRUE(modes.insert(static_cast<int>(f.mode)).second) << trigger_mode_name(f.mode);
    EXPECT_EQ(trigger_family(f.mode), &f);
    EXPECT_NE(f.compile, nullptr);
    EXPECT_FALSE(f.doc.empty());
  }
  for (const StaticFamily& f : static_families()) {
    EXPECT_EQ(static_family(f.mode), &f);
    EXPECT_NE(f.compile, nullptr);
  }
  EXPECT_EQ(static_family(StaticMode::CantAttackUnless), nullptr);
  EXPECT_NE(replacement_family(ReplacementEvent::DamageDone), nullptr);
  EXPECT_EQ(replacement_family(ReplacementEvent::Destroy), nullptr);
}

TEST(AbilityRegistryTest, KeywordValuesFindTheirFamily) {
  auto name_of = [](std::string_view v) {
    const KeywordFamily* f = keyword_family(v);
    return f ? std::string(f->name) : std::string("(none)");
  };
  EXPECT_EQ(name_of("Flying"), "Flying");
  EXPECT_EQ(name_of("first strike"), "First Strike");
  EXPECT_EQ(name_of("Swampwalk"), "Swampwalk");
  EXPECT_EQ(name_of("Protection from red"), "Protection");
  EXPECT_EQ(name_of("Protection from Goblins"), "(none)");
  EXPECT_EQ(name_of("Equip:2"), "Equip");
  EXPECT_EQ(name_of("Enchant creature"), "Enchant");
  EXPECT_EQ(name_of("CARDNAME can't block."), "CARDNAME can't block.");
  EXPECT_EQ(name_of("etbCounter:P1P1:3"), "etbCounter");
  EXPECT_EQ(name_of("Flanking"), "(none)");
  // The ETBReplacement family matches every form and compiles Other: only (coverage agrees).
  EXPECT_EQ(name_of("ETBReplacement:Copy:X"), "ETBReplacement");
  EXPECT_FALSE(keyword_implemented("ETBReplacement:Copy:X"));
  EXPECT_TRUE(keyword_implemented("ETBReplacement:Other:ChooseP"));
}

// A parameter the family's row does not list stays a leftover: refused by name, even one
// another family reads (NumCards$ is Draw's, not DealDamage's).
TEST(AbilityRegistryTest, AParameterTheFamilyDoesNotListIsRefusedByName) {
  Result<CardDef> def = parse_card_script(
      "Name:Test Bolt\nManaCost:R\nTypes:Instant\n"
      "A:SP$ DealDamage | ValidTgts$ Any | NumDmg$ 3 | NumCards$ 2 | SpellDescription$ "
      "x\nOracle:x\n",
      "test");
  ASSERT_TRUE(def) << def.message();
  ASSERT_FALSE(def->supported());
  EXPECT_EQ(def->unsupported[0].reason, "DealDamage: parameter NumCards$ is not supported");
}

// The trigger compiler's parameter checks agree with the trigger table: for each supported
// mode, a parameter of another mode is refused by name ("... supported only for ...", "...
// not supported for this mode"), and the mode's own parameters are not refused as such.
TEST(AbilityRegistryTest, TriggerParameterListsAreWhatEachModeAccepts) {
  std::set<std::string> all;
  for (const TriggerFamily& f : trigger_families())
    for (const std::string& w : words(f.params)) all.insert(w);
  for (const TriggerFamily& f : trigger_families()) {
    for (const std::string& key : all) {
      const std::string value =
          key == "TriggerController" ? "TriggeredCardController" : "Card.Self";
      const std::string script = "T:Mode$ " + std::string(trigger_mode_name(f.mode)) + " | " + key +
                                 "$ " + value +
                                 " | Execute$ TrigX | TriggerDescription$ x\n"
                                 "SVar:TrigX:DB$ Draw | Defined$ You\n";
      CardAbilities ab = parse_abilities(script);
      int node = -1;
      for (size_t i = 0; i < ab.nodes.size(); ++i)
        if (ab.nodes[i].kind == NodeKind::Trigger) node = static_cast<int>(i);
      ASSERT_GE(node, 0) << script;
      Result<TriggeredAbility> t = compile_trigger(ab, node, "Test");
      const std::string msg = t ? std::string() : t.message();
      const bool refused_as_other_modes =
          msg.find(key + "$") != std::string::npos &&
          (msg.find("supported only for") != std::string::npos ||
           msg.find("not supported for this mode") != std::string::npos);
      EXPECT_EQ(refused_as_other_modes, !param_listed(f.params, key))
          << trigger_mode_name(f.mode) << " with " << key << "$: " << msg;
    }
  }
}

}  // namespace
}  // namespace rwd
