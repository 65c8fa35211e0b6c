// Connection: one client's WebSocket conversation with the hub, apart from the transport:
// join (protocol version, game, token), answers (with the frame they answer), resync, ping.
// Every reply is a JSON text message through `send`; a bad message gets an error with a code
// and changes nothing. Thread-safe: on_message is called by one thread at a time (the
// socket's strand); send() may be called from any thread.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string_view>

#include "server/hub.h"

namespace rwd {

class Connection : public Subscriber, public std::enable_shared_from_this<Connection> {
 public:
  using SendFn = std::function<void(std::shared_ptr<const std::string>)>;
  Connection(Hub& hub, SendFn send) : hub_(hub), send_(std::move(send)) {}
  ~Connection() override = default;

  void send(std::shared_ptr<const std::string> text) override { send_(std::move(text)); }
  void on_message(std::string_view text);
  // The socket closed: stops receiving the game's messages.
  void on_close();
  bool joined() const;

 private:
  void refuse(const Refusal& r);

  Hub& hub_;
  SendFn send_;
  mutable std::mutex mu_;
  std::shared_ptr<LiveGame> game_;
  PlayerId seat_ = PlayerId::None;
  bool agent_ = false;  // joined with "agent": true
};

}  // namespace rwd
