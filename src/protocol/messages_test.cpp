// The protocol's client messages parse or fail with a code, never throw, for any bytes; the
// server's messages leave the other seat's choices out.
#include "protocol/messages.h"

#include <gtest/gtest.h>

#include <random>

#include "game/card_pool.h"
#include "protocol/json.h"

namespace rwd {
namespace {

Game new_game(uint64_t seed) {
  GameSetup s;
  s.seed = seed;
  for (int p = 0; p < kNumPlayers; ++p)
    s.players[p] = *CardPool::builtin().deck(CardPool::default_decks()[p]);
  return *Game::create(s, CardPool::builtin().db());
}

TEST(ProtocolMessagesTest, ParsesJoinAnswerPingResync) {
  ParsedMessage j =
      parse_client_message(R"({"type":"join","protocol":1,"game":"abc","token":"t"})");
  ASSERT_TRUE(j.ok) << j.error;
  EXPECT_EQ(j.msg.type, ClientType::Join);
  EXPECT_EQ(j.msg.game, "abc");
  EXPECT_EQ(j.msg.token, "t");
  EXPECT_EQ(j.msg.protocol, 1);
  ParsedMessage j2 = parse_client_message(R"({"type":"join","protocol":2,"game":"abc"})");
  ASSERT_TRUE(j2.ok) << j2.error;
  EXPECT_EQ(j2.msg.protocol, 2);
  ParsedMessage a = parse_client_message(R"({"type":"answer","frame":12,"n":3})");
  ASSERT_TRUE(a.ok) << a.error;
  EXPECT_EQ(a.msg.frame, 12u);
  EXPECT_EQ(*a.msg.n, 3);
  ParsedMessage l = parse_client_message(R"({"type":"answer","frame":0,"label":"keep 7 cards"})");
  ASSERT_TRUE(l.ok) << l.error;
  EXPECT_EQ(l.msg.label, "keep 7 cards");
  EXPECT_TRUE(parse_client_message(R"({"type":"ping"})").ok);
  EXPECT_TRUE(parse_client_message(R"({"type":"resync"})").ok);
}

TEST(ProtocolMessagesTest, BadMessagesGetTheirCode) {
  auto code = [](std::string_view t) { return parse_client_message(t).code; };
  EXPECT_EQ(code("{nope"), ErrorCode::BadJson);
  EXPECT_EQ(code("[1,2]"), ErrorCode::BadJson);
  EXPECT_EQ(code(R"({"type":"dance"})"), ErrorCode::UnknownType);
  EXPECT_EQ(code(R"({"no":"type"})"), ErrorCode::UnknownType);
  EXPECT_EQ(code(R"({"type":"join","protocol":3,"game":"g"})"), ErrorCode::ProtocolVersion);
  EXPECT_EQ(code(R"({"type":"join","protocol":0,"game":"g"})"), ErrorCode::ProtocolVersion);
  EXPECT_EQ(code(R"({"type":"join","game":"g"})"), ErrorCode::BadField);
  EXPECT_EQ(code(R"({"type":"join","protocol":1})"), ErrorCode::BadField);
  EXPECT_EQ(code(R"({"type":"answer","n":1})"), ErrorCode::BadField);
  EXPECT_EQ(code(R"({"type":"answer","frame":-1,"n":1})"), ErrorCode::BadField);
  EXPECT_EQ(code(R"({"type":"answer","frame":1,"n":-1})"), ErrorCode::BadField);
  EXPECT_EQ(code(R"({"type":"answer","frame":1})"), ErrorCode::BadField);
  EXPECT_EQ(code(R"({"type":"answer","frame":1,"n":1,"label":"x"})"), ErrorCode::BadField);
  EXPECT_EQ(code(std::string(kMaxClientMessageBytes + 1, ' ')), ErrorCode::TooLarge);
  for (int c = 0; c <= static_cast<int>(ErrorCode::Timeout); ++c)
    EXPECT_STRNE(error_code_name(static_cast<ErrorCode>(c)), "");
}

// A small fuzz of the parser: random bytes, random JSON-ish text and mutations of valid
// messages never throw and always give a message or an error with a reason.
TEST(ProtocolMessagesTest, FuzzNeverThrows) {
  std::mt19937_64 rng(14);
  const std::string seeds[] = {R"({"type":"join","protocol":1,"game":"abc","token":"t"})",
                               R"({"type":"answer","frame":12,"n":3})",
                               R"({"type":"answer","frame":0,"label":"x"})", R"({"type":"ping"})"};
  const std::string alphabet = "{}[]\":,0123456789-+.eE truefalsnl\\u\x01\xff";
  for (int i = 0; i < 20000; ++i) {
    std::string s = seeds[rng() % 4];
    const int kind = static_cast<int>(rng() % 3);
    if (kind == 0) {
      s.assign(rng() % 64, ' ');
      for (char& c : s) c = static_cast<char>(rng());
    } else if (kind == 1) {
      s.assign(rng() % 64, ' ');
      for (char& c : s) c = alphabet[rng() % alphabet.size()];
    } else {
      for (int k = 0; k < 3; ++k) s[rng() % s.size()] = alphabet[rng() % alphabet.size()];
    }
    ParsedMessage p;
    ASSERT_NO_THROW(p = parse_client_message(s)) << s;
    if (!p.ok) {
      EXPECT_FALSE(p.error.empty()) << s;
    }
  }
}

TEST(ProtocolMessagesTest, StateShowsOptionsOnlyToTheActingSeat) {
  Game g = new_game(3);
  const PlayerId acting = g.pending().player;
  nlohmann::json mine = state_json(g, "g1", acting);
  nlohmann::json theirs = state_json(g, "g1", opponent(acting));
  nlohmann::json spectator = state_json(g, "g1", PlayerId::None);
  EXPECT_FALSE(mine["decision"]["options"].empty());
  EXPECT_TRUE(theirs["decision"]["options"].empty());
  EXPECT_TRUE(theirs["decision"]["choices_hidden"].get<bool>());
  EXPECT_TRUE(spectator["decision"]["options"].empty());
  EXPECT_EQ(mine["frame"], 0);
  EXPECT_EQ(spectator["seat"], "spectator");
  // The view is the seat's: a seat sees its own hand and never the other's.
  EXPECT_FALSE(mine["view"]["players"][raw(acting)]["hand"].empty());
  EXPECT_FALSE(theirs["view"]["players"][raw(acting)].contains("hand"));
}

TEST(ProtocolMessagesTest, AnswersOfHiddenChoicesAreHiddenFromTheOtherSeat) {
  Game g = new_game(3);
  const PlayerId acting = g.pending().player;  // a mulligan: public
  nlohmann::json other = answer_seen_by(g, opponent(acting), 1);
  EXPECT_EQ(other["label"], "mulligan");
  EXPECT_FALSE(other.contains("n"));
  ASSERT_TRUE(g.apply(1));  // mulligan: the next decision for this seat is keep again
  while (g.pending().kind != DecisionKind::BottomCard) ASSERT_TRUE(g.apply(0));
  const PlayerId bottom = g.pending().player;
  nlohmann::json own = answer_seen_by(g, bottom, 2);
  nlohmann::json hidden = answer_seen_by(g, opponent(bottom), 2);
  EXPECT_EQ(own["n"], 2);
  EXPECT_TRUE(own.contains("label"));
  EXPECT_FALSE(hidden.contains("label"));
  EXPECT_FALSE(hidden.contains("n"));
  EXPECT_TRUE(hidden["hidden"].get<bool>());
}

TEST(ProtocolJsonTest, HiddenEventsLoseTheirCardForOtherSeats) {
  GameEvent e;
  e.type = "draw";
  e.player = 0;
  e.object = 12;
  e.object_label = "Grizzly Bears#12";
  e.text = "p1 draws Grizzly Bears#12";
  e.hidden = true;
  EXPECT_EQ(event_seen_by(e, PlayerId::P1).object, 12);
  GameEvent r = event_seen_by(e, PlayerId::P2);
  EXPECT_EQ(r.object, -1);
  EXPECT_EQ(r.text, "p1 draws a card");
  EXPECT_EQ(event_json(event_seen_by(e, PlayerId::None)).dump().find("Grizzly"), std::string::npos);
}

}  // namespace
}  // namespace rwd
