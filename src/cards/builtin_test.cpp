#include "cards/builtin.h"

#include <gtest/gtest.h>

#include <array>
#include <string>

#include "cards/deck.h"

namespace rwd {

TEST(BuiltinTest, EveryBuiltinCardIsSupported) {
  const CardDb& db = builtin_card_db();
  ASSERT_GT(db.size(), 0u);
  for (const CardDef& c : db.cards()) {
    EXPECT_TRUE(c.supported()) << c.name() << ": line " << c.unsupported.at(0).line << " "
                               << c.unsupported.at(0).text << ": " << c.unsupported.at(0).reason;
    // One face, or two for a transforming double-faced card (712; Thraben Gargoyle).
    EXPECT_EQ(c.faces.size(), c.alternate_mode == "DoubleFaced" ? 2u : 1u) << c.name();
    EXPECT_TRUE(c.source.starts_with("builtin/cards/")) << c.source;
  }
  EXPECT_EQ(&db, &builtin_card_db());  // built once
}

// 305.6: the five basic lands tap for their colors.
TEST(BuiltinTest, HasTheFiveBasicLands) {
  const CardDb& db = builtin_card_db();
  const std::array<std::pair<const char*, Color>, 5> basics = {{{"Plains", Color::White},
                                                                {"Island", Color::Blue},
                                                                {"Swamp", Color::Black},
                                                                {"Mountain", Color::Red},
                                                                {"Forest", Color::Green}}};
  for (const auto& [name, color] : basics) {
    ASSERT_TRUE(db.find(name).has_value()) << name;
    const CardFace& f = db.get(*db.find(name)).front();
    EXPECT_TRUE(f.is(Supertype::Basic)) << name;
    EXPECT_TRUE(f.is(CardType::Land)) << name;
    EXPECT_FALSE(f.cost.has_cost) << name;
    EXPECT_EQ(f.land_mana, color_bit(color)) << name;
    EXPECT_TRUE(f.oracle.empty()) << name;
  }
}

TEST(BuiltinTest, HasManyCreaturesCoveringEveryKeywordTwice) {
  const CardDb& db = builtin_card_db();
  int creatures = 0, vanilla = 0, legendary = 0, hybrid = 0, artifact = 0;
  std::array<int, kNumKeywords> keyword_count{};
  int protection = 0;
  for (const CardDef& c : db.cards()) {
    const CardFace& f = c.front();
    if (!f.is(CardType::Creature)) continue;
    ++creatures;
    bool cda = false;  // 604.3: a '*' needs a characteristic-defining ability (Plague Rats)
    for (const StaticAbility& st : f.statics) cda |= st.characteristic_defining;
    EXPECT_TRUE(f.has_pt && (cda || (!f.power_star && !f.toughness_star))) << c.name();
    if (f.keywords.empty()) ++vanilla;
    if (f.is(Supertype::Legendary)) ++legendary;
    if (f.cost.num_hybrid > 0) ++hybrid;
    if (f.is(CardType::Artifact)) ++artifact;
    for (int k = 0; k < kNumKeywords; ++k)
      if (f.keywords.has(static_cast<Keyword>(k))) ++keyword_count[k];
    if (f.keywords.protection) ++protection;
  }
  EXPECT_GE(creatures, 48);
  EXPECT_GE(vanilla, 10);
  EXPECT_GE(legendary, 2);
  EXPECT_GE(hybrid, 2);
  EXPECT_GE(artifact, 2);
  for (int k = 0; k < kNumKeywords; ++k)
    EXPECT_GE(keyword_count[k], 2) << keyword_name(static_cast<Keyword>(k));
  EXPECT_GE(protection, 2);
}

TEST(BuiltinTest, EveryBuiltinDeckResolvesToSixtyCards) {
  const auto& decks = builtin_decks();
  ASSERT_GE(decks.size(), 2u);
  for (const BuiltinDeck& b : decks) {
    Result<DeckList> list = parse_deck(b.text, b.id);
    ASSERT_TRUE(list.is_ok()) << list.message();
    EXPECT_EQ(list->name, b.name);
    Result<std::vector<CardDefId>> ids = resolve_deck(*list, builtin_card_db());
    ASSERT_TRUE(ids.is_ok()) << ids.message();
    EXPECT_EQ(ids->size(), 60u) << b.id;
    for (const DeckEntry& e : list->sideboard)
      EXPECT_TRUE(builtin_card_db().find(e.card).has_value()) << b.id << ": " << e.card;
  }
  for (size_t i = 1; i < decks.size(); ++i) EXPECT_LT(decks[i - 1].id, decks[i].id);
}

TEST(BuiltinTest, FindsDecksByIdOrName) {
  const BuiltinDeck* by_id = find_builtin_deck("green-white-beasts");
  ASSERT_NE(by_id, nullptr);
  EXPECT_EQ(by_id->name, "Green-White Beasts");
  EXPECT_EQ(find_builtin_deck("Red-Black Raiders"), find_builtin_deck("red-black-raiders"));
  EXPECT_NE(find_builtin_deck("red-black raiders"), nullptr);
  EXPECT_EQ(find_builtin_deck("no-such-deck"), nullptr);
}

// The binary embeds the pool at configure time; this catches a stale embed.
TEST(BuiltinTest, EmbeddedPoolMatchesTheSourceFiles) {
  const std::string dir = std::string(REWIND_SOURCE_DIR) + "/src/cards/builtin/";
  CardDb from_file;
  Status s = from_file.load_path(dir + "cards");
  ASSERT_TRUE(s.is_ok()) << s.message();
  const CardDb& db = builtin_card_db();
  ASSERT_EQ(from_file.size(), db.size());
  for (size_t i = 0; i < db.size(); ++i)
    EXPECT_EQ(from_file.cards()[i].script, db.cards()[i].script) << db.cards()[i].name();
  for (const BuiltinDeck& b : builtin_decks()) {
    Result<std::string> text = read_text_file(dir + "decks/" + b.id + ".dck");
    ASSERT_TRUE(text.is_ok()) << text.message();
    EXPECT_EQ(*text, b.text) << b.id;
  }
}

}  // namespace rwd
