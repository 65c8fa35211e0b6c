#include "server/connection.h"

namespace rwd {

void Connection::refuse(const Refusal& r) {
  send(shared_text(error_json(r.code, r.message).dump()));
}

bool Connection::joined() const {
  std::lock_guard<std::mutex> lock(mu_);
  return game_ != nullptr;
}

void Connection::on_message(std::string_view text) {
  ParsedMessage p = parse_client_message(text);
  if (!p.ok) return refuse({p.code, p.error});
  const ClientMessage& m = p.msg;
  std::shared_ptr<LiveGame> game;
  PlayerId seat;
  bool agent;
  {
    std::lock_guard<std::mutex> lock(mu_);
    game = game_;
    seat = seat_;
    agent = agent_;
  }
  switch (m.type) {
    case ClientType::Ping:
      send(shared_text(R"({"type":"pong"})"));
      return;
    case ClientType::Join: {
      if (game) return refuse({ErrorCode::BadField, "already joined game " + game->id});
      Outcome<JoinInfo> j = hub_.join(m.game, m.token, shared_from_this(), m.protocol);
      if (auto* r = std::get_if<Refusal>(&j)) return refuse(*r);
      std::lock_guard<std::mutex> lock(mu_);
      game_ = std::get<JoinInfo>(j).game;
      seat_ = std::get<JoinInfo>(j).seat;
      agent_ = m.agent;
      return;
    }
    case ClientType::Resync:
      if (!game) return refuse({ErrorCode::NotJoined, "join a game first"});
      hub_.resync(*game, shared_from_this(), seat);
      return;
    case ClientType::Answer:
      if (!game) return refuse({ErrorCode::NotJoined, "join a game first"});
      if (auto r = hub_.answer(game, seat, m, shared_from_this(), agent ? "agent" : "human"))
        refuse(*r);
      return;
  }
}

void Connection::on_close() {
  std::shared_ptr<LiveGame> game;
  {
    std::lock_guard<std::mutex> lock(mu_);
    game.swap(game_);
  }
  if (game) hub_.leave(*game, this);
}

}  // namespace rwd
