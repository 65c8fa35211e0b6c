// The one JSON writer of decisions, options, answers, events, views and results, shared by
// the CLI (`--json`, docs/cli-json.md) and the server (docs/protocol.md). Each field list is
// written here (views: game/view_json.h) and nowhere else: the write_* functions write text
// straight into a string (core/json_text.h); the nlohmann forms parse that text, for callers
// that build trees (the CLI). Both give the same bytes. Thread-safe: pure functions.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/json_text.h"
#include "game/game.h"

namespace rwd {

// The pending decision: input number, player, kind, prompt, turn, step, progress (picked,
// total), queue_depth, the numbered options and the unselectable candidates with reasons.
// `show_choices` false: options and unselectable are empty and "choices_hidden" is true
// (they can name the acting seat's hidden cards), for a receiver at another seat.
// `step`: the view's step name (Game::view(..).step).
void write_decision(JsonText& w, const Game& game, bool show_choices, std::string_view step);
nlohmann::json decision_json(const Game& game, bool show_choices = true);
// An answer about to be applied at the game's current frame (input = frame + 1).
nlohmann::json answer_json(const Game& game, PlayerId player, int answer, const std::string& label);
// `frame` >= 0: the event carries it ("frame", the server's updates).
void write_event(JsonText& w, const GameEvent& e, int64_t frame = -1);
nlohmann::json event_json(const GameEvent& e);
// The game_over line of a finished game: winner, draw, turns, inputs, seed, hash.
void write_game_over(JsonText& w, const Game& game, GameResult result, int turns, uint64_t inputs,
                     uint64_t hash);
nlohmann::json game_over_json(const Game& game, GameResult result, int turns, uint64_t inputs,
                              uint64_t hash);
inline nlohmann::json game_over_json(const Game& game) {
  return game_over_json(game, game.result(), game.turn(), game.inputs(), game.hash());
}
// What `seat` (PlayerId::None: a spectator) may see of an event: the event itself when it
// is public or the seat's own; a hidden event of another seat loses its card
// (object, object_name) and its text says only what happened ("p2 draws a card").
GameEvent event_seen_by(const GameEvent& e, PlayerId seat);
// The text of a hidden event with its card left out.
std::string redacted_event_text(const GameEvent& e);
// game.view(seat) as JSON (seat PlayerId::None: the public view), computed values and their
// sources (pt_sources) included.
nlohmann::json view_json(const Game& game, PlayerId seat);

}  // namespace rwd
