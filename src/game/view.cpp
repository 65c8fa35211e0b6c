#include "game/view.h"

#include <nlohmann/json.hpp>

#include "game/view_json.h"

namespace rwd {

// The field lists are written once, in game/view_json.cpp; these parse its text.
void to_json(nlohmann::json& j, const CardView& c) {
  std::string text;
  JsonText w(text);
  write_card_view(w, c);
  j = nlohmann::json::parse(text);
}

void to_json(nlohmann::json& j, const PlayerView& v) {
  j = nlohmann::json::parse(view_json_text(v));
}

}  // namespace rwd
