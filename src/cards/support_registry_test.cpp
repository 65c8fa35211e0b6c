#include "cards/support_registry.h"

#include <gtest/gtest.h>

#include "cards/keywords.h"

namespace rwd {
namespace {

TEST(SupportRegistryTest, KeywordsComeFromTheEnginesKeywordList) {
  for (int i = 0; i < kNumKeywords; ++i) {
    std::string_view name = keyword_name(static_cast<Keyword>(i));
    EXPECT_TRUE(feature_implemented(FeatureKind::Keyword, name)) << name;
    EXPECT_TRUE(keyword_implemented(name)) << name;
  }
  EXPECT_TRUE(keyword_implemented("Protection from red"));
  EXPECT_FALSE(keyword_implemented("Protection from Goblins"));
  EXPECT_FALSE(keyword_implemented("Flanking"));
  EXPECT_FALSE(feature_implemented(FeatureKind::Keyword, "Flanking"));
}

TEST(SupportRegistryTest, SpellEffectsAreImplementedTheRestIsNot) {
  for (const char* api : {"DealDamage", "DamageAll", "Destroy", "DestroyAll", "ChangeZone", "GainLife", "LoseLife",
                          "Draw", "Discard", "Mana", "Pump", "PumpAll"})
    EXPECT_TRUE(feature_implemented(FeatureKind::ApiType, api)) << api;
  EXPECT_TRUE(feature_implemented(FeatureKind::Amount, "Count$xPaid"));
  EXPECT_FALSE(feature_implemented(FeatureKind::ApiType, "Explore"));
  EXPECT_FALSE(feature_implemented(FeatureKind::Amount, "Count$CardsInYourHand"));
  EXPECT_TRUE(feature_implemented(FeatureKind::Trigger, "ChangesZone"));  // of the permanent itself
  EXPECT_TRUE(feature_implemented(FeatureKind::Trigger, "Attacks"));
  EXPECT_TRUE(feature_implemented(FeatureKind::Trigger, "DamageDoneOnce"));
  EXPECT_FALSE(feature_implemented(FeatureKind::Trigger, "DamagePreventedOnce"));
  EXPECT_TRUE(feature_implemented(FeatureKind::Static, "Continuous"));
  EXPECT_TRUE(feature_implemented(FeatureKind::Static, "CantAttack"));
  EXPECT_FALSE(feature_implemented(FeatureKind::Static, "CantAttackUnless"));
  EXPECT_TRUE(feature_implemented(FeatureKind::Static, "RaiseCost"));
  EXPECT_FALSE(feature_implemented(FeatureKind::Static, "RaiseCostUnless"));
  EXPECT_TRUE(feature_implemented(FeatureKind::Cost, "Sac"));  // of the permanent itself; the rest refused by name
  EXPECT_TRUE(feature_implemented(FeatureKind::Cost, "Discard"));  // at random; a chosen discard refused by name
  EXPECT_TRUE(feature_implemented(FeatureKind::Cost, "tapXType"));  // chosen, while activating
  EXPECT_FALSE(feature_implemented(FeatureKind::Cost, "ExileFromGrave"));
}

TEST(SupportRegistryTest, LabelsAndListing) {
  EXPECT_EQ((Feature{FeatureKind::ApiType, "DealDamage"}.label()), "ApiType DealDamage");
  EXPECT_EQ((Feature{FeatureKind::Cost, "Sac"}.label()), "Cost Sac");
  std::vector<Feature> all = implemented_features();
  EXPECT_GE(all.size(), static_cast<size_t>(kNumKeywords));
  for (const Feature& f : all) {
    if (f.kind != FeatureKind::Keyword) {
      EXPECT_TRUE(feature_implemented(f.kind, f.name));
    }
  }
}

}  // namespace
}  // namespace rwd
