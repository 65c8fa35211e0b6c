// Small typed ids used everywhere in the engine. Thread-safe: types only.
#pragma once

#include <cstdint>

namespace rwd {

// Index of an object (card, token) in GameState::objects. Stable for the whole game;
// a zone change keeps the id and bumps Object::zone_changes (rule 400.7).
enum class ObjectId : uint16_t { None = 0xFFFF };

// Seat index: P1 = 0, P2 = 1.
enum class PlayerId : uint8_t { P1 = 0, P2 = 1, None = 0xFF };
inline constexpr int kNumPlayers = 2;

// Index of a card definition in an immutable CardDb.
enum class CardDefId : uint16_t { None = 0xFFFF };

constexpr uint16_t raw(ObjectId id) { return static_cast<uint16_t>(id); }
constexpr uint8_t raw(PlayerId id) { return static_cast<uint8_t>(id); }
constexpr uint16_t raw(CardDefId id) { return static_cast<uint16_t>(id); }
constexpr ObjectId object_id(int i) { return static_cast<ObjectId>(i); }
constexpr PlayerId player_id(int i) { return static_cast<PlayerId>(i); }
constexpr PlayerId opponent(PlayerId p) { return static_cast<PlayerId>(raw(p) ^ 1); }

}  // namespace rwd
