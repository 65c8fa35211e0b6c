// Secrecy: no payload names a card its receiver may not see. Two games that differ only in
// hidden cards (a card of p2's opening hand swapped with one of p2's library, and two cards
// of p2's library swapped) are played with the same answers; every message p1 and a
// spectator receive must be byte-identical between the two games (their game ids aside),
// while p2's own messages differ (the swap is real).
#include <gtest/gtest.h>

#include <condition_variable>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "record/record_file.h"
#include "server/rebuild.h"
#include "server/server_test_util.h"

namespace rwd {
namespace {

using nlohmann::json;

// Adds to `out` every object id named in `text`: "#N" in labels and the values of the id
// fields ("id", "object", "target", "attached_to", "blocking"). (No std::regex: it trips
// -Wmaybe-uninitialized inside libstdc++ in the sanitizer build, an error under -Werror.)
void named_ids(const std::string& text, std::set<int>& out) {
  auto digits_at = [&](size_t i) {
    size_t j = i;
    while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
    if (j > i) out.insert(std::stoi(text.substr(i, j - i)));
  };
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] == '#') digits_at(i + 1);
  for (const char* field :
       {"\"id\":", "\"object\":", "\"target\":", "\"attached_to\":", "\"blocking\":"}) {
    const std::string key = field;
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1))
      digits_at(at + key.size());
  }
}

class Inbox : public Subscriber {
 public:
  void send(std::shared_ptr<const std::string> text) override {
    std::lock_guard<std::mutex> lock(mu_);
    msgs_.push_back(*text);
    cv_.notify_all();
  }
  // Waits for the message number `i` (0-based) and returns it parsed.
  json at(size_t i) {
    std::unique_lock<std::mutex> lock(mu_);
    EXPECT_TRUE(cv_.wait_for(lock, std::chrono::seconds(10), [&] { return msgs_.size() > i; }))
        << "message " << i;
    return i < msgs_.size() ? json::parse(msgs_[i]) : json();
  }
  std::vector<std::string> all() {
    std::lock_guard<std::mutex> lock(mu_);
    return msgs_;
  }

 private:
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<std::string> msgs_;
};

std::string deck_text(const std::vector<CardDefId>& deck) {
  std::string t;
  for (CardDefId d : deck) t += "1 " + card_name(CardPool::builtin().db(), d) + "\n";
  return t;
}

// The option a fixed policy picks: pass, done or keep when offered, else option 0.
int policy(const json& decision) {
  const json& opts = decision["options"];
  for (size_t i = 0; i < opts.size(); ++i) {
    const std::string k = opts[i]["kind"];
    if (k == "pass" || k == "done" || k == "keep") return static_cast<int>(i);
  }
  return 0;
}

struct Played {
  std::vector<std::string> streams[3];  // p1, p2, spectator
  std::string id;
};

// Plays `frames` answers of a game with decks p1 (built-in default) and p2 (`p2_deck`).
Played play_game(Hub& hub, const std::vector<CardDefId>& p2_deck, uint32_t frames) {
  CreateSpec spec;
  spec.seats[1].deck_text = deck_text(p2_deck);
  spec.seed = 21;
  Outcome<std::string> id = hub.create(spec);
  EXPECT_TRUE(std::holds_alternative<std::string>(id));
  Played out;
  out.id = std::get<std::string>(id);
  GameMeta meta = std::get<GameMeta>(hub.meta(out.id));
  auto inbox = std::array<std::shared_ptr<Inbox>, 3>{
      std::make_shared<Inbox>(), std::make_shared<Inbox>(), std::make_shared<Inbox>()};
  const std::string tokens[3] = {meta.seats[0].token, meta.seats[1].token, meta.spectator_token};
  std::shared_ptr<LiveGame> game;
  for (int a = 0; a < 3; ++a) {
    Outcome<JoinInfo> j = hub.join(out.id, tokens[a], inbox[a], 1);  // acks as messages
    EXPECT_TRUE(std::holds_alternative<JoinInfo>(j));
    game = std::get<JoinInfo>(j).game;
  }
  json last[2] = {inbox[0]->at(1), inbox[1]->at(1)};  // welcome, then state
  size_t answered[3] = {};
  for (uint32_t f = 0; f < frames && last[0]["game_over"].is_null(); ++f) {
    const int actor = last[0]["decision"]["player"] == "p1" ? 0 : 1;
    ClientMessage m;
    m.type = ClientType::Answer;
    m.frame = f;
    m.n = policy(last[actor]["decision"]);
    EXPECT_FALSE(hub.answer(game, player_id(actor), m, inbox[actor]).has_value());
    // The actor gets its ack then its update; the others their update.
    ++answered[actor];
    for (int a = 0; a < 3; ++a) {
      // After welcome and state, one update per answer and one ack per own answer (the ack
      // comes first): the update for this answer is message 2 + f + answered[a].
      json u = inbox[a]->at(2 + f + answered[a]);
      EXPECT_EQ(u.value("type", ""), "update") << u.dump().substr(0, 300);
      if (a < 2) last[a] = u;
    }
  }
  for (int a = 0; a < 3; ++a) {
    out.streams[a] = inbox[a]->all();
    for (std::string& s : out.streams[a])
      for (size_t at; (at = s.find(out.id)) != std::string::npos;)
        s.replace(at, out.id.size(), "GAME");
  }
  return out;
}

// Games A and B: the same answers, B with hidden cards of p2 swapped (below).
struct SwappedGames {
  Played a, b;
  bool ok = false;
};

constexpr uint32_t kFrames = 40;

SwappedGames play_swapped(Hub& hub) {
  SwappedGames out;
  const CardPool& pool = CardPool::builtin();
  std::vector<CardDefId> deck = pool.deck(CardPool::default_decks()[1])->deck;
  // Find, in game A, a card of p2's opening hand and cards of p2's library that stay hidden
  // from p1 for the frames compared: play A once and look at p2's own view at the end.
  out.a = play_game(hub, deck, kFrames);
  const Played& a = out.a;
  json a_end = json::parse(a.streams[1].back());
  json a_start = json::parse(a.streams[1][1]);
  std::set<int> seen_by_p1;  // objects p1 has seen named (ids in labels and id fields)
  for (const std::string& s : a.streams[0]) named_ids(s, seen_by_p1);
  std::set<int> p2_visible;
  for (const json& c : a_end["view"]["players"][1]["hand"]) p2_visible.insert(c["id"].get<int>());
  for (const json& c : a_end["view"]["battlefield"]) p2_visible.insert(c["id"].get<int>());
  for (const json& c : a_end["view"]["players"][1]["graveyard"])
    p2_visible.insert(c["id"].get<int>());
  const int base = static_cast<int>(deck.size());  // p2's objects are numbered after p1's 60 cards
  // The engine never asks a decision with one legal answer, so whether p2 is asked at all
  // (say, to play a land) is public: the hand card and the library card swapped with it are
  // both spells p2 cannot cast without playing lands (which its policy never does), so p2
  // has the same options in both games. Which cards are lands: the basic land names.
  auto land = [&](int id) {
    const std::string n = card_name(pool.db(), deck[id - base]);
    return n == "Forest" || n == "Plains" || n == "Island" || n == "Swamp" || n == "Mountain";
  };
  int hand = -1;
  for (const json& c : a_start["view"]["players"][1]["hand"]) {
    const int id = c["id"];
    if (!seen_by_p1.count(id) && !land(id)) hand = id;
  }
  std::vector<int> library;
  for (int id = base; id < base + static_cast<int>(deck.size()); ++id)
    if (!p2_visible.count(id) && !seen_by_p1.count(id)) library.push_back(id);
  EXPECT_GE(hand, 0) << "no card of p2's hand stayed hidden";
  EXPECT_GE(library.size(), 3u);
  if (hand < 0 || library.size() < 3) return out;
  std::vector<CardDefId> swapped = deck;
  auto differs = [&](int x, int y) { return deck[x - base] != deck[y - base]; };
  int l1 = -1;
  for (int id : library)
    if (l1 < 0 && differs(hand, id) && !land(id)) l1 = id;
  int l2 = -1, l3 = -1;
  for (int x : library)
    for (int y : library)
      if (l2 < 0 && x != l1 && y != l1 && x != y && differs(x, y)) l2 = x, l3 = y;
  EXPECT_GE(l1, 0);
  EXPECT_GE(l2, 0);
  if (l1 < 0 || l2 < 0) return out;
  std::swap(swapped[hand - base], swapped[l1 - base]);
  std::swap(swapped[l2 - base], swapped[l3 - base]);
  out.b = play_game(hub, swapped, kFrames);
  out.ok = true;
  return out;
}

TEST(ServerSecrecyTest, SwappingHiddenCardsChangesNothingTheOtherSeatOrASpectatorReceives) {
  TempDir dir;
  set_log_quiet(true);
  Result<std::unique_ptr<Store>> store = open_sqlite_store(dir.file("games.db"));
  ASSERT_TRUE(store.is_ok());
  Hub hub(**store, 1);
  SwappedGames g = play_swapped(hub);
  ASSERT_TRUE(g.ok);
  const Played &a = g.a, &b = g.b;
  EXPECT_GE(a.streams[0].size(), kFrames);
  for (size_t i = 0; i < std::min(a.streams[0].size(), b.streams[0].size()); ++i)
    ASSERT_EQ(a.streams[0][i], b.streams[0][i]) << "p1 message " << i;
  ASSERT_EQ(a.streams[0].size(), b.streams[0].size());
  ASSERT_EQ(a.streams[2], b.streams[2]) << "a spectator's messages differ";
  EXPECT_NE(a.streams[1], b.streams[1]) << "p2's own messages should show its different hand";
  hub.stop();
  (*store)->close();
}

std::string run_rewind(const std::string& args, const TempDir& dir) {
  const std::string out = dir.file("stdout");
  const std::string cmd = std::string("'") + REWIND_BINARY + "' " + args + " >'" + out + "'";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::ifstream f(out);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// `rewind replay --frame K --seat p1` of the two games' records: what p1 is shown at every
// frame is the same (the state hash aside, which covers hidden cards), so it names none of
// p2's hidden cards: not in p2's options, nor in the reasons of p2's unselectable cards.
TEST(ServerSecrecyTest, AReplayForOneSeatNamesNoHiddenCardOfTheOther) {
  TempDir dir;
  set_log_quiet(true);
  Result<std::unique_ptr<Store>> store = open_sqlite_store(dir.file("games.db"));
  ASSERT_TRUE(store.is_ok());
  Hub hub(**store, 1);
  SwappedGames g = play_swapped(hub);
  ASSERT_TRUE(g.ok);
  hub.stop();
  std::string files[2];
  for (int i = 0; i < 2; ++i) {
    Result<StoredGame> stored = (*store)->load(i == 0 ? g.a.id : g.b.id);
    ASSERT_TRUE(stored.is_ok());
    GameRecord full;
    ASSERT_TRUE(rebuild_game(*stored, hub.pool().db(), std::nullopt, &full).is_ok());
    files[i] = dir.file(i == 0 ? "a.rwr" : "b.rwr");
    std::ofstream(files[i], std::ios::binary) << encode_record(full, RecordFormat::Binary);
  }
  int p2_frames = 0;
  for (uint32_t k = 0; k < kFrames; ++k) {
    json shown[2];
    for (int i = 0; i < 2; ++i) {
      shown[i] = json::parse(run_rewind(
          "replay '" + files[i] + "' --frame " + std::to_string(k) + " --seat p1 --json", dir));
      shown[i].erase("hash");
    }
    ASSERT_EQ(shown[0].dump(), shown[1].dump()) << "frame " << k;
    if (shown[0]["decision"]["player"] == "p2") {
      ++p2_frames;
      EXPECT_TRUE(shown[0]["decision"]["unselectable"].empty()) << "frame " << k;
    }
  }
  EXPECT_GT(p2_frames, 0);
  (*store)->close();
}

}  // namespace
}  // namespace rwd
