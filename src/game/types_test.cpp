#include "game/types.h"

#include <gtest/gtest.h>

#include <type_traits>

namespace rwd {

TEST(OptionTest, IsEightTriviallyCopyableBytes) {
  static_assert(sizeof(Option) == 8);
  static_assert(std::is_trivially_copyable_v<Option>);
  EXPECT_EQ(Option{}, Option::pass());
  EXPECT_EQ(Option{}.kind(), OptionKind::Pass);
}

TEST(OptionTest, EachAccessorHasOneMeaning) {
  const ObjectId a = object_id(7), b = object_id(3);
  const Option block = Option::block(a, b);
  EXPECT_EQ(block.kind(), OptionKind::Block);
  EXPECT_EQ(block.object(), a);  // the blocker
  EXPECT_EQ(block.attacker(), b);
  EXPECT_EQ(block.player(), PlayerId::None);
  EXPECT_EQ(block.amount(), 0);

  EXPECT_EQ(Option::attack(a).attacker(), ObjectId::None);  // only Block names an attacker
  EXPECT_EQ(Option::choose_x(a, 5).amount(), 5);
  EXPECT_EQ(Option::choose_x(a, 5).object(), a);
  EXPECT_EQ(Option::assign_damage(b, 2).amount(), 2);
  EXPECT_EQ(Option::assign_damage(b, 2).object(), b);
  EXPECT_EQ(Option::assign_damage_to_player(4).object(), ObjectId::None);
  EXPECT_EQ(Option::assign_damage_to_player(4).amount(), 4);
  EXPECT_EQ(Option::assign_lethal_rest(1).amount(), 1);
  EXPECT_EQ(Option::activate(a, 2).ability(), 2);
  EXPECT_EQ(Option::activate(a, 2).amount(), 0);  // an ability number is not an amount
  EXPECT_EQ(Option::put_trigger(a, 1).trigger(), 1);
  EXPECT_EQ(Option::mode(a, 1).mode_number(), 1);
  EXPECT_EQ(Option::choice(a, 3).choice_value(), 3);
  EXPECT_EQ(Option::choice(a, 3).object(), a);

  const Option them = Option::target_player(PlayerId::P2);
  EXPECT_EQ(them.player(), PlayerId::P2);
  EXPECT_EQ(them.object(), ObjectId::None);
  const Option it = Option::target_object(a);
  EXPECT_EQ(it.player(), PlayerId::None);
  EXPECT_EQ(it.object(), a);
  EXPECT_EQ(Option::target_player(PlayerId::P1).player(), PlayerId::P1);  // p1 is 0, not "none"
}

TEST(OptionTest, OfMakesTheObjectOnlyKinds) {
  EXPECT_EQ(Option::of(OptionKind::Discard, object_id(4)), Option::discard(object_id(4)));
  EXPECT_EQ(Option::of(OptionKind::TopCard, object_id(4)), Option::top_card(object_id(4)));
  EXPECT_EQ(Option::of(OptionKind::BottomCard, object_id(4)).kind(), OptionKind::BottomCard);
}

TEST(OptionTest, OrderKeyIsKindThenObjectThenAttackerThenNumber) {
  EXPECT_LT(Option::pass().order_key(),
            Option::play_land(object_id(0)).order_key());  // by kind first
  EXPECT_LT(Option::cast(object_id(2)).order_key(),
            Option::cast(object_id(10)).order_key());  // ids as numbers
  EXPECT_LT(Option::block(object_id(5), object_id(1)).order_key(),
            Option::block(object_id(5), object_id(2)).order_key());
  EXPECT_LT(Option::assign_damage(object_id(5), 1).order_key(),
            Option::assign_damage(object_id(5), 2).order_key());
  EXPECT_LT(Option::assign_damage(object_id(5), 9).order_key(),
            Option::assign_damage_to_player(1).order_key());
}

TEST(VocabularyTest, NamesAreStable) {
  EXPECT_STREQ(zone_name(Zone::Battlefield), "battlefield");
  EXPECT_STREQ(step_name(Step::DeclareBlockers), "declare_blockers");
  EXPECT_STREQ(decision_kind_name(DecisionKind::Choose), "choose");
  EXPECT_STREQ(option_kind_name(OptionKind::Choice), "choice");
  EXPECT_STREQ(option_kind_name(OptionKind::AssignLethalRest), "assign_lethal_rest");
  EXPECT_STREQ(player_name(PlayerId::P2), "p2");
  EXPECT_STREQ(result_name(GameResult::Draw), "draw");
  EXPECT_STREQ(effect_type_name(EffectType::DamageAll), "damage_all");
  EXPECT_STREQ(effect_type_name(EffectType::Enter), "enter");
  EXPECT_EQ(keyword_bit(Keyword::Flying), 1u);
  EXPECT_EQ(type_bit(CardType::Creature), 4u);
}

}  // namespace rwd
