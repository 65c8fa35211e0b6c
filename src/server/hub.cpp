#include "server/hub.h"

#include <future>

#include "bots/controller.h"
#include "protocol/json.h"
#include "record/recorder.h"
#include "server/log.h"
#include "server/rebuild.h"

namespace rwd {

namespace {

constexpr int kMaxBudget = 1'000'000;

// True iff the two secrets are equal, in a time that depends on their lengths only (tokens
// all have the same length), so timing the answer does not reveal how much of a guess is
// right.
bool same_secret(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

// Applies a new game's first input (ForkSpec::answer) at its start frame, or refuses it with
// the game untouched.
std::optional<Refusal> apply_first(Game& game, const RecordInput& in, uint32_t frame) {
  const std::string at = "frame " + std::to_string(frame);
  if (game.over()) return Refusal{ErrorCode::GameOver, "the game is over at " + at};
  const PlayerId actor = game.pending().player;
  if (actor != in.player)
    return Refusal{ErrorCode::NotYourTurn, "the decision at " + at + " is " + player_name(actor) +
                                               "'s, not " + player_name(in.player) + "'s"};
  const size_t count = game.options().size();
  if (in.option >= count)
    return Refusal{ErrorCode::IllegalOption, "option " + std::to_string(in.option) +
                                                 " is not legal at " + at + ": choose 0.." +
                                                 std::to_string(count - 1)};
  if (Status s = game.apply(in.option); !s) return Refusal{ErrorCode::IllegalOption, s.message()};
  return std::nullopt;
}

}  // namespace

std::shared_ptr<const std::string> shared_text(std::string s) {
  return std::make_shared<const std::string>(std::move(s));
}

Hub::Hub(Store& store, int bot_threads, int analysis_threads)
    : store_(store),
      pool_(CardPool::builtin()),
      bots_(bot_threads),
      analyses_(store, analysis_threads) {}

Hub::~Hub() {
  stop();
}

void Hub::stop() {
  {
    std::lock_guard<std::mutex> lock(unload_mu_);
    stopping_ = true;
  }
  unload_cv_.notify_all();
  if (unloader_.joinable()) unloader_.join();
  bots_.stop();
  analyses_.stop();
  store_.drain();
}

std::string Hub::random_hex(int bytes) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  std::lock_guard<std::mutex> lock(rng_mu_);
  for (int i = 0; i < bytes; i += 4) {
    uint32_t v = rng_();
    for (int k = 0; k < 4 && i + k < bytes; ++k, v >>= 8) {
      out += kHex[(v >> 4) & 15];
      out += kHex[v & 15];
    }
  }
  return out;
}

std::optional<Refusal> Hub::check_seat(const SeatSpec& s) const {
  static const char* kKinds[] = {"human", "random", "first", "heuristic", "search"};
  bool known = false;
  for (const char* k : kKinds) known = known || s.kind == k;
  if (!known)
    return Refusal{ErrorCode::BadField, "unknown seat kind \"" + s.kind.substr(0, 40) +
                                            "\" (human, random, first, heuristic, search)"};
  if (s.budget < 0 || s.budget > kMaxBudget)
    return Refusal{ErrorCode::BadField, "budget must be 0.." + std::to_string(kMaxBudget)};
  return std::nullopt;
}

Outcome<PlayerSetup> Hub::seat_deck(const SeatSpec& s, int seat) const {
  if (!s.deck_text.empty()) {
    Result<PlayerSetup> d =
        pool_.deck_text(s.deck_text, "uploaded deck", false,
                        s.casual ? DeckFormat::Casual : DeckFormat::Constructed);
    if (!d) return Refusal{ErrorCode::BadField, d.message()};
    return std::move(*d);
  }
  // Only built-in decks by id or name: a deck argument may otherwise name a file, and the
  // server reads no file a client names.
  std::string arg = s.deck.empty() ? CardPool::default_decks()[seat] : s.deck;
  bool builtin = false;
  std::string ids;
  for (const DeckInfo& d : CardPool::builtin_decks()) {
    std::string lower_name, lower_arg;
    for (char c : d.name)
      lower_name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (char c : arg) lower_arg += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    builtin = builtin || lower_arg == d.id || lower_arg == lower_name;
    ids += (ids.empty() ? "" : ", ") + d.id;
  }
  if (!builtin)
    return Refusal{ErrorCode::BadField,
                   "unknown built-in deck \"" + arg.substr(0, 60) + "\" (" + ids + ")"};
  Result<PlayerSetup> d = pool_.deck(arg);
  if (!d) return Refusal{ErrorCode::BadField, d.message()};
  return std::move(*d);
}

Outcome<std::string> Hub::create(const CreateSpec& spec) {
  GameSetup setup;
  GameMeta meta;
  for (int p = 0; p < kNumPlayers; ++p) {
    if (auto r = check_seat(spec.seats[p])) return *r;
    Outcome<PlayerSetup> deck = seat_deck(spec.seats[p], p);
    if (auto* r = std::get_if<Refusal>(&deck))
      return Refusal{r->code, player_name(player_id(p)) + std::string(": ") + r->message};
    setup.players[p] = std::move(std::get<PlayerSetup>(deck));
    meta.seats[p].kind = spec.seats[p].kind;
    meta.seats[p].budget = spec.seats[p].budget;
    meta.deck_names[p] = setup.players[p].deck_name;
  }
  if (spec.seed) {
    setup.seed = *spec.seed;
  } else {
    std::lock_guard<std::mutex> lock(rng_mu_);
    setup.seed = (static_cast<uint64_t>(rng_()) << 32) ^ rng_();
  }
  meta.seed = setup.seed;
  Result<Game> game = Game::create(setup, pool_.db());
  if (!game) return Refusal{ErrorCode::BadField, game.message()};
  RecordSeat seats[kNumPlayers];
  for (int p = 0; p < kNumPlayers; ++p) {
    seats[p].controller = meta.seats[p].kind;
    seats[p].budget = meta.seats[p].budget;
  }
  return insert_new(new_game_record(setup, pool_.db(), *game, seats), std::move(meta), spec.browser,
                    "", 0);
}

Outcome<std::string> Hub::insert_new(const GameRecord& header, GameMeta meta,
                                     const std::string& browser, const std::string& parent,
                                     uint32_t parent_frame, std::optional<RecordInput> first) {
  for (int p = 0; p < kNumPlayers; ++p)
    if (!meta.seats[p].bot()) meta.seats[p].token = random_hex(16);
  meta.spectator_token = random_hex(16);
  GameRow row;
  row.id = random_hex(8);
  row.header = encode_record(header, RecordFormat::Binary);
  row.meta = meta_to_json(meta).dump();
  row.browser = browser.substr(0, 64);
  row.parent = parent;
  row.parent_frame = parent_frame;
  StoredGame stored{row, {}};
  Result<Game> game = rebuild_game(stored, pool_.db());
  if (game && first)
    if (auto r = apply_first(*game, *first, header.start_frame)) return *r;
  // The creating process owns the new game (shared stores: server/pg_store.h).
  if (game && !store_.acquire(row.id))
    return Refusal{ErrorCode::Internal, "cannot take ownership of a new game"};
  if (!game) return Refusal{ErrorCode::Internal, game.message()};
  std::vector<RecordInput> inputs;
  if (first) inputs.push_back(*first);
  const bool over = game->over();
  auto done = std::make_shared<std::promise<Status>>();
  std::future<Status> committed = done->get_future();
  store_.create_game(
      row, [done](const Status& s) { done->set_value(s); }, header.start_frame, inputs);
  if (Status s = committed.get(); !s) return Refusal{ErrorCode::Internal, s.message()};
  if (over) store_.set_over(row.id, result_name(game->result()), nullptr);
  auto live = std::make_shared<LiveGame>(row.id, meta, std::move(*game));
  live->start_frame = header.start_frame;
  live->committed = header.start_frame + static_cast<uint32_t>(inputs.size());
  live->inputs = std::move(inputs);
  {
    std::lock_guard<std::mutex> lock(map_mu_);
    games_[row.id] = live;
  }
  log_line("game_created", {{"game", row.id},
                            {"p1", meta.seats[0].kind},
                            {"p2", meta.seats[1].kind},
                            {"parent", parent},
                            {"seed", meta.seed}});
  std::lock_guard<std::mutex> lock(live->mu);
  maybe_schedule_bot(live);
  return row.id;
}

Outcome<std::shared_ptr<LiveGame>> Hub::get(const std::string& id) {
  std::lock_guard<std::mutex> lock(map_mu_);
  if (auto it = games_.find(id); it != games_.end()) return it->second;
  if (!store_.acquire(id))
    return Refusal{ErrorCode::NotOwner, "game " + id + " is served by another server process"};
  Result<StoredGame> stored = store_.load(id);
  if (!stored) {
    store_.release(id);
    return Refusal{ErrorCode::UnknownGame, "unknown game \"" + id.substr(0, 64) + "\""};
  }
  Result<GameMeta> meta = meta_from_json(stored->row.meta);
  if (!meta) return Refusal{ErrorCode::Internal, meta.message()};
  Result<Game> game = rebuild_game(*stored, pool_.db());
  if (!game) return Refusal{ErrorCode::Internal, "game " + id + ": " + game.message()};
  auto live = std::make_shared<LiveGame>(id, std::move(*meta), std::move(*game));
  live->inputs = std::move(stored->inputs);
  live->committed = live->game.inputs();
  live->start_frame = live->committed - static_cast<uint32_t>(live->inputs.size());
  games_[id] = live;
  {
    std::lock_guard<std::mutex> glock(live->mu);
    maybe_schedule_bot(live);
  }
  return live;
}

Outcome<GameMeta> Hub::meta(const std::string& id) {
  Outcome<std::shared_ptr<LiveGame>> g = get(id);
  if (auto* r = std::get_if<Refusal>(&g)) return *r;
  return std::get<std::shared_ptr<LiveGame>>(g)->meta;
}

size_t Hub::preload() {
  size_t n = 0;
  for (const std::string& id : store_.live_games())
    if (std::holds_alternative<std::shared_ptr<LiveGame>>(get(id))) ++n;
  return n;
}

size_t Hub::loaded() const {
  std::lock_guard<std::mutex> lock(map_mu_);
  return games_.size();
}

Outcome<JoinInfo> Hub::join(const std::string& id, const std::string& token,
                            const std::shared_ptr<Subscriber>& sub, int protocol) {
  for (;;) {  // again if the game is unloaded between get() and the lock
    Outcome<std::shared_ptr<LiveGame>> got = get(id);
    if (auto* r = std::get_if<Refusal>(&got)) return *r;
    std::shared_ptr<LiveGame> g = std::get<std::shared_ptr<LiveGame>>(got);
    // Every token is compared, each in constant time: no early exit tells which was close.
    bool found = same_secret(token, g->meta.spectator_token);
    PlayerId seat = PlayerId::None;
    for (int p = 0; p < kNumPlayers; ++p)
      if (same_secret(token, g->meta.seats[p].token)) {
        seat = player_id(p);
        found = true;
      }
    if (!found)
      return Refusal{ErrorCode::WrongToken,
                     "the token is not a seat's or the spectator's of this game"};
    std::unique_lock<std::mutex> lock(g->mu);
    if (g->unloaded) continue;
    return join_locked(g, seat, sub, protocol);
  }
}

JoinInfo Hub::join_locked(const std::shared_ptr<LiveGame>& g, PlayerId seat,
                          const std::shared_ptr<Subscriber>& sub, int protocol) {
  const std::string& id = g->id;
  g->last_active = std::chrono::steady_clock::now();
  sub->send(shared_text(nlohmann::json{{"type", "welcome"},
                                       {"protocol", protocol},
                                       {"game", id},
                                       {"seat", seat_name(seat)},
                                       {"max_message_bytes", kMaxClientMessageBytes}}
                            .dump()));
  g->watchers.push_back({sub, seat, false, protocol >= 2});
  send_state(*g, *sub, seat);
  if (!g->pending.empty()) g->watchers.back().needs_state = true;
  return JoinInfo{g, seat};
}

void Hub::send_state(LiveGame& g, Subscriber& sub, PlayerId seat) {
  if (!g.pending.empty()) return;  // the state after the pending commits follows them
  sub.send(shared_text(state_text(g.game, g.id, seat)));
}

void Hub::resync(LiveGame& g, const std::shared_ptr<Subscriber>& sub, PlayerId seat) {
  std::lock_guard<std::mutex> lock(g.mu);
  if (!g.pending.empty()) {
    for (auto& w : g.watchers)
      if (w.sub.lock() == sub) w.needs_state = true;
    return;
  }
  send_state(g, *sub, seat);
}

void Hub::leave(LiveGame& g, const Subscriber* sub) {
  std::lock_guard<std::mutex> lock(g.mu);
  g.last_active = std::chrono::steady_clock::now();
  std::erase_if(g.watchers, [&](const LiveGame::Watcher& w) {
    std::shared_ptr<Subscriber> s = w.sub.lock();
    return !s || s.get() == sub;
  });
}

}  // namespace rwd
