#include "server/live_game.h"

namespace rwd {

nlohmann::json meta_to_json(const GameMeta& m) {
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < kNumPlayers; ++p)
    seats.push_back({{"kind", m.seats[p].kind},
                     {"token", m.seats[p].token},
                     {"budget", m.seats[p].budget},
                     {"deck", m.deck_names[p]}});
  return {{"seats", seats}, {"spectator_token", m.spectator_token}, {"seed", m.seed}};
}

Result<GameMeta> meta_from_json(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("seats") || !j["seats"].is_array() ||
      j["seats"].size() != kNumPlayers)
    return Status::error("bad game meta");
  GameMeta m;
  try {
    for (int p = 0; p < kNumPlayers; ++p) {
      const nlohmann::json& s = j["seats"][p];
      m.seats[p].kind = s.at("kind").get<std::string>();
      m.seats[p].token = s.at("token").get<std::string>();
      m.seats[p].budget = s.at("budget").get<int>();
      m.deck_names[p] = s.at("deck").get<std::string>();
    }
    m.spectator_token = j.at("spectator_token").get<std::string>();
    m.seed = j.at("seed").get<uint64_t>();
  } catch (const nlohmann::json::exception& e) {
    return Status::error(std::string("bad game meta: ") + e.what());
  }
  return m;
}

}  // namespace rwd
