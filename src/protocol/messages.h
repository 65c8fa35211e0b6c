// The server's WebSocket messages (docs/protocol.md): what a client may send, parsed and
// checked, and what the server sends, built for one receiver (a seat or a spectator) from
// Game::view(seat) and the decision filtered for that seat. Nothing built here names a card
// the receiver may not see. Thread-safe: pure functions.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_text.h"
#include "game/game.h"

namespace rwd {

// The newest protocol version. Version 2: the answerer's update carries "ack" (the frame
// it acknowledges) instead of a separate ack message before it. A join may ask for any
// version from kOldestProtocolVersion on.
inline constexpr int kProtocolVersion = 2;
inline constexpr int kOldestProtocolVersion = 1;
// The largest client message the server reads (bytes); a larger one is refused with
// "too_large" and the connection is closed.
inline constexpr size_t kMaxClientMessageBytes = 8192;

// Every error a client can receive, by its stable code (docs/protocol.md lists them).
enum class ErrorCode : uint8_t {
  BadJson,             // not JSON, or not an object
  UnknownType,         // "type" missing or not a known message
  BadField,            // a field missing or of the wrong type or range
  ProtocolVersion,     // join with a protocol version this server does not speak
  NotJoined,           // an answer before join
  UnknownGame,         // no such game
  WrongToken,          // the token names no seat of the game
  NotYourTurn,         // a spectator's answer, or an answer when the other seat acts
  StaleFrame,          // the answer names a frame the game is not at
  IllegalOption,       // no such option (number or label)
  GameOver,            // the game has ended
  TooLarge,            // over kMaxClientMessageBytes
  TooManyConnections,  // the server's connection limit
  NotFinished,         // replay, record or fork of a game that has not ended
  NotOwner,            // another server process owns the game now
  BadRequest,          // an HTTP request the lobby cannot serve
  NotFound,            // no such HTTP resource
  Internal,            // the store failed; nothing was applied
  Timeout,             // no join within the join timeout
};
const char* error_code_name(ErrorCode c);

nlohmann::json error_json(ErrorCode code, const std::string& message);

enum class ClientType : uint8_t { Join, Answer, Resync, Ping };

struct ClientMessage {
  ClientType type = ClientType::Ping;
  int protocol = 0;         // join
  std::string game, token;  // join; token "" = spectator
  bool agent = false;       // join: the client is a program (its answers are recorded so)
  uint32_t frame = 0;       // answer: the frame it answers (Game::inputs() when it was shown)
  std::optional<int> n;     // answer: an option number...
  std::string label;        // ...or its label ("cast Grizzly Bears#31"), resolved by the game
};

struct ParsedMessage {
  bool ok = false;
  ClientMessage msg;
  ErrorCode code = ErrorCode::BadJson;  // when !ok
  std::string error;                    // when !ok: one line naming the problem
};

// Parses one client message. Never throws; any input gives a message or an error.
ParsedMessage parse_client_message(std::string_view text);

// "p1", "p2" or "spectator" (PlayerId::None).
const char* seat_name(PlayerId seat);

// What `seat` (None: a spectator) receives of an answer applied at `frame`: always the
// player and frame; the option number and label only for the answering seat, the label
// also for others when the decision kind never chooses among hidden cards.
void write_answer_seen_by(JsonText& w, const Game& before, PlayerId seat, int n);
nlohmann::json answer_seen_by(const Game& before, PlayerId seat, int n);

// The state message: frame, the receiver's view, the pending decision (its options only
// when the receiver is the acting seat) or null, and game_over or null.
std::string state_text(const Game& game, const std::string& game_id, PlayerId seat);
nlohmann::json state_json(const Game& game, const std::string& game_id, PlayerId seat);

// The update message of an answer, for `seat`: `answer` (written by write_answer_seen_by)
// and `events` (a JSON array of events) as text, then the position as in a state message.
std::string update_text(const Game& game, const std::string& game_id, PlayerId seat,
                        std::string_view answer, std::string_view events);

}  // namespace rwd
