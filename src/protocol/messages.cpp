#include "protocol/messages.h"

#include "game/view_json.h"
#include "protocol/json.h"

namespace rwd {

const char* error_code_name(ErrorCode c) {
  static constexpr const char* kNames[] = {"bad_json",
                                           "unknown_type",
                                           "bad_field",
                                           "protocol_version",
                                           "not_joined",
                                           "unknown_game",
                                           "wrong_token",
                                           "not_your_turn",
                                           "stale_frame",
                                           "illegal_option",
                                           "game_over",
                                           "too_large",
                                           "too_many_connections",
                                           "not_finished",
                                           "not_owner",
                                           "bad_request",
                                           "not_found",
                                           "internal",
                                           "timeout"};
  static_assert(sizeof kNames / sizeof kNames[0] == static_cast<size_t>(ErrorCode::Timeout) + 1);
  return kNames[static_cast<int>(c)];
}

nlohmann::json error_json(ErrorCode code, const std::string& message) {
  return {{"type", "error"}, {"code", error_code_name(code)}, {"message", message}};
}

namespace {

ParsedMessage fail(ErrorCode code, std::string why) {
  ParsedMessage p;
  p.code = code;
  p.error = std::move(why);
  return p;
}

// Reads an optional string field; false (with `err` set) if present and not a string.
bool read_string(const nlohmann::json& j, const char* key, std::string& out, size_t max,
                 std::string& err) {
  auto it = j.find(key);
  if (it == j.end()) return true;
  if (!it->is_string() || it->get_ref<const std::string&>().size() > max) {
    err = std::string("\"") + key + "\" must be a string of at most " + std::to_string(max) +
          " bytes";
    return false;
  }
  out = it->get<std::string>();
  return true;
}

ParsedMessage parse_answer(const nlohmann::json& j) {
  ParsedMessage p;
  p.msg.type = ClientType::Answer;
  auto f = j.find("frame");
  if (f == j.end() || !f->is_number_unsigned() || f->get<uint64_t>() > 0xFFFFFFFFu)
    return fail(ErrorCode::BadField,
                "an answer needs \"frame\": the frame it answers (a number >= 0)");
  p.msg.frame = static_cast<uint32_t>(f->get<uint64_t>());
  auto n = j.find("n");
  if (n != j.end()) {
    if (!n->is_number_integer() || n->get<int64_t>() < 0 || n->get<int64_t>() > 0xFFFF)
      return fail(ErrorCode::BadField, "\"n\" must be an option number (0..65535)");
    p.msg.n = static_cast<int>(n->get<int64_t>());
  }
  std::string err;
  if (!read_string(j, "label", p.msg.label, 256, err)) return fail(ErrorCode::BadField, err);
  if (!p.msg.n && p.msg.label.empty())
    return fail(ErrorCode::BadField, "an answer needs \"n\" (an option number) or \"label\"");
  if (p.msg.n && !p.msg.label.empty())
    return fail(ErrorCode::BadField, "give \"n\" or \"label\", not both");
  p.ok = true;
  return p;
}

}  // namespace

ParsedMessage parse_client_message(std::string_view text) {
  if (text.size() > kMaxClientMessageBytes)
    return fail(ErrorCode::TooLarge, "message of " + std::to_string(text.size()) +
                                         " bytes; the limit is " +
                                         std::to_string(kMaxClientMessageBytes));
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) return fail(ErrorCode::BadJson, "the message is not JSON");
  if (!j.is_object()) return fail(ErrorCode::BadJson, "the message must be a JSON object");
  auto t = j.find("type");
  if (t == j.end() || !t->is_string())
    return fail(ErrorCode::UnknownType, "the message has no \"type\"");
  const std::string& type = t->get_ref<const std::string&>();
  if (type == "answer") return parse_answer(j);
  ParsedMessage p;
  if (type == "ping" || type == "resync") {
    p.msg.type = type == "ping" ? ClientType::Ping : ClientType::Resync;
    p.ok = true;
    return p;
  }
  if (type != "join")
    return fail(ErrorCode::UnknownType, "unknown message type \"" + type.substr(0, 40) + "\"");
  p.msg.type = ClientType::Join;
  auto v = j.find("protocol");
  if (v == j.end() || !v->is_number_integer())
    return fail(ErrorCode::BadField, "join needs \"protocol\": the protocol version (" +
                                         std::to_string(kProtocolVersion) + ")");
  if (v->get<int64_t>() < kOldestProtocolVersion || v->get<int64_t>() > kProtocolVersion)
    return fail(ErrorCode::ProtocolVersion, "this server speaks protocols " +
                                                std::to_string(kOldestProtocolVersion) + " to " +
                                                std::to_string(kProtocolVersion));
  p.msg.protocol = static_cast<int>(v->get<int64_t>());
  std::string err;
  if (!read_string(j, "game", p.msg.game, 64, err) ||
      !read_string(j, "token", p.msg.token, 128, err))
    return fail(ErrorCode::BadField, err);
  if (p.msg.game.empty()) return fail(ErrorCode::BadField, "join needs \"game\": the game's id");
  if (auto a = j.find("agent"); a != j.end()) {
    if (!a->is_boolean()) return fail(ErrorCode::BadField, "\"agent\" must be true or false");
    p.msg.agent = a->get<bool>();
  }
  p.ok = true;
  return p;
}

const char* seat_name(PlayerId seat) {
  return seat == PlayerId::None ? "spectator" : player_name(seat);
}

namespace {

// Decision kinds whose answer never picks among cards the other seat cannot see: their
// labels are shown to everyone (the card named is cast, played, attacks, blocks, targets...).
bool public_answer(DecisionKind k) {
  switch (k) {
    case DecisionKind::Mulligan:
    case DecisionKind::Priority:
    case DecisionKind::ChooseX:
    case DecisionKind::DeclareAttackers:
    case DecisionKind::DeclareBlockers:
    case DecisionKind::AssignDamage:
    case DecisionKind::LegendRule:
    case DecisionKind::ChooseTarget:
    case DecisionKind::OrderTriggers:
    case DecisionKind::Sacrifice:
    case DecisionKind::YesNo:
    case DecisionKind::ChooseMode:
    case DecisionKind::ChooseSource:
      return true;
    default:
      return false;
  }
}

}  // namespace

void write_answer_seen_by(JsonText& w, const Game& before, PlayerId seat, int n) {
  const Pending& p = before.pending();
  const bool own = seat == p.player;
  w.open_object().field("frame", before.inputs());
  if (own || public_answer(p.kind)) {
    const OptionList& opts = before.options();
    if (n >= 0 && n < static_cast<int>(opts.size()))
      w.field("label", before.option_label(opts[static_cast<size_t>(n)]));
  } else {
    w.field("hidden", true);
  }
  if (own) w.field("n", n);
  w.field("player", player_name(p.player)).close_object();
}

nlohmann::json answer_seen_by(const Game& before, PlayerId seat, int n) {
  std::string text;
  JsonText w(text);
  write_answer_seen_by(w, before, seat, n);
  return nlohmann::json::parse(text);
}

namespace {

// The position's keys of a state or update message, in the message's sorted key order:
// "decision", then "frame" (an update has "events" between them), "game_over" (after
// "game"), then "view" (last).
struct PositionText {
  PositionText(const Game& game, PlayerId seat) : game(game), seat(seat), view(game.view(seat)) {}
  void decision(JsonText& w) const {
    w.key("decision");
    if (game.over())
      w.null();
    else
      write_decision(w, game, seat != PlayerId::None && seat == game.pending().player, view.step);
  }
  void game_over(JsonText& w) const {
    w.key("game_over");
    if (game.over())
      write_game_over(w, game, game.result(), game.turn(), game.inputs(), game.hash());
    else
      w.null();
  }
  void view_field(JsonText& w) const {
    w.key("view");
    write_view(w, view);
  }
  const Game& game;
  PlayerId seat;
  PlayerView view;
};

}  // namespace

std::string state_text(const Game& game, const std::string& game_id, PlayerId seat) {
  const PositionText pos(game, seat);
  std::string out;
  out.reserve(8192);
  JsonText w(out);
  w.open_object();
  pos.decision(w);
  w.field("frame", game.inputs()).field("game", game_id);
  pos.game_over(w);
  w.field("seat", seat_name(seat)).field("type", "state");
  pos.view_field(w);
  w.close_object();
  return out;
}

nlohmann::json state_json(const Game& game, const std::string& game_id, PlayerId seat) {
  return nlohmann::json::parse(state_text(game, game_id, seat));
}

std::string update_text(const Game& game, const std::string& game_id, PlayerId seat,
                        std::string_view answer, std::string_view events) {
  const PositionText pos(game, seat);
  std::string out;
  out.reserve(8192 + events.size());
  JsonText w(out);
  w.open_object().key("answer").raw(answer);
  pos.decision(w);
  w.key("events").raw(events).field("frame", game.inputs()).field("game", game_id);
  pos.game_over(w);
  w.field("type", "update");
  pos.view_field(w);
  w.close_object();
  return out;
}

}  // namespace rwd
