#include "server/net_server.h"

#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <deque>
#include <thread>
#include <vector>

#include "server/connection.h"
#include "server/lobby.h"
#include "server/log.h"

namespace rwd {

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

struct Shared {
  Hub& hub;
  ServerOptions opts;
  std::atomic<int> connections{0};
  std::atomic<bool> stopping{false};
};

// Counts a live connection for as long as it exists. An HTTP session that upgrades to a
// WebSocket hands its count over (a move), so one socket never counts twice: it did for the
// moment between the upgrade and the HTTP session's end, and refused the next client.
struct Counted {
  explicit Counted(Shared& s) : sh(&s) { ++sh->connections; }
  ~Counted() {
    if (sh) --sh->connections;
  }
  Counted(Counted&& o) noexcept : sh(o.sh) { o.sh = nullptr; }
  Counted(const Counted&) = delete;
  Counted& operator=(const Counted&) = delete;
  Counted& operator=(Counted&&) = delete;
  Shared* sh;
};

class WsSession : public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket&& socket, Shared& sh, Counted&& count)
      : ws_(std::move(socket)), sh_(sh), count_(std::move(count)), join_timer_(ws_.get_executor()) {}
  ~WsSession() {
    if (conn_) conn_->on_close();
  }

  void run(http::request<http::string_body> req) {
    beast::get_lowest_layer(ws_).expires_never();
    websocket::stream_base::timeout t =
        websocket::stream_base::timeout::suggested(beast::role_type::server);
    t.idle_timeout = std::chrono::seconds(sh_.opts.idle_timeout_s);
    t.keep_alive_pings = true;
    ws_.set_option(t);
    ws_.read_message_max(kMaxClientMessageBytes);
    ws_.async_accept(req, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
  }

 private:
  void on_accept(beast::error_code ec) {
    if (ec) return;
    std::weak_ptr<WsSession> weak = shared_from_this();
    auto ex = ws_.get_executor();
    conn_ =
        std::make_shared<Connection>(sh_.hub, [weak, ex](std::shared_ptr<const std::string> msg) {
          net::post(ex, [weak, msg = std::move(msg)] {
            if (auto s = weak.lock()) s->queue(msg);
          });
        });
    join_timer_.expires_after(std::chrono::seconds(sh_.opts.join_timeout_s));
    join_timer_.async_wait([weak](beast::error_code e) {
      if (auto s = weak.lock(); s && !e && !s->conn_->joined()) {
        s->queue(std::make_shared<const std::string>(
            error_json(ErrorCode::Timeout,
                       "no join within " + std::to_string(s->sh_.opts.join_timeout_s) + " s")
                .dump()));
        s->close_after_writes_ = true;
      }
    });
    do_read();
  }

  void do_read() {
    ws_.async_read(in_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, size_t) {
    if (ec == websocket::error::message_too_big) {
      log_line("refused", {{"code", "too_large"}});
      return;  // Beast closes the connection with close code 1009 (too big)
    }
    if (ec) return;  // closed, timed out (idle or half-open), or failed
    if (!ws_.got_text()) {
      queue(std::make_shared<const std::string>(
          error_json(ErrorCode::BadJson, "send text messages (JSON)").dump()));
    } else {
      const std::string text = beast::buffers_to_string(in_.data());
      conn_->on_message(text);
    }
    in_.consume(in_.size());
    do_read();
  }

  void queue(std::shared_ptr<const std::string> msg) {
    out_.push_back(std::move(msg));
    if (out_.size() == 1 && !writing_) write_next();
  }

  void write_next() {
    if (out_.empty()) {
      if (close_after_writes_ && !closing_) {
        closing_ = true;
        ws_.async_close(websocket::close_code::policy_error,
                        [self = shared_from_this()](beast::error_code) {});
      }
      return;
    }
    writing_ = true;
    ws_.text(true);
    ws_.async_write(net::buffer(*out_.front()),
                    [self = shared_from_this()](beast::error_code ec, size_t) {
                      self->writing_ = false;
                      if (ec) {
                        self->out_.clear();
                        return;
                      }
                      self->out_.pop_front();
                      self->write_next();
                    });
  }

  websocket::stream<beast::tcp_stream> ws_;
  Shared& sh_;
  Counted count_;
  net::steady_timer join_timer_;
  beast::flat_buffer in_;
  std::deque<std::shared_ptr<const std::string>> out_;
  std::shared_ptr<Connection> conn_;
  bool writing_ = false, close_after_writes_ = false, closing_ = false;
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Shared& sh) : stream_(std::move(socket)), sh_(sh), count_(sh) {}
  void run() {
    net::dispatch(stream_.get_executor(),
                  beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
  }

 private:
  void do_read() {
    parser_.emplace();
    parser_->body_limit(kMaxRequestBody);
    stream_.expires_after(std::chrono::seconds(sh_.opts.http_timeout_s));
    http::async_read(stream_, buf_, *parser_,
                     beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, size_t) {
    if (ec == http::error::end_of_stream) {
      stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
      return;
    }
    if (ec == http::error::body_limit) {
      HttpResponse r{413,
                     "application/json",
                     error_json(ErrorCode::TooLarge, "the request body is over 1 MB").dump(),
                     {}};
      return respond(r, 11, false);
    }
    if (ec) return;
    http::request<http::string_body> req = parser_->release();
    const std::string target(req.target());
    if (websocket::is_upgrade(req)) {
      if (target.substr(0, target.find('?')) == "/ws") {
        std::make_shared<WsSession>(stream_.release_socket(), sh_, std::move(count_))->run(std::move(req));
        return;
      }
      HttpResponse r{404,
                     "application/json",
                     error_json(ErrorCode::NotFound, "WebSocket connections go to /ws").dump(),
                     {}};
      return respond(r, req.version(), false);
    }
    HttpRequest hr{std::string(req.method_string()), target, std::move(req.body())};
    HttpResponse r = target.rfind("/api/", 0) == 0 ? handle_api(sh_.hub, hr)
                                                   : serve_web(sh_.opts.web_dir, target);
    if (r.status >= 500)
      log_line("http_error", {{"status", r.status}, {"target", target.substr(0, 200)}});
    respond(r, req.version(), req.keep_alive() && !sh_.stopping);
  }

  void respond(const HttpResponse& r, unsigned version, bool keep_alive) {
    auto res = std::make_shared<http::response<http::string_body>>(
        static_cast<http::status>(r.status), version);
    res->set(http::field::server, "rewind");
    res->set(http::field::content_type, r.content_type);
    res->set(http::field::cache_control, "no-store");
    for (const auto& [k, v] : r.headers) res->set(k, v);
    res->keep_alive(keep_alive);
    res->body() = r.body;
    res->prepare_payload();
    http::async_write(stream_, *res,
                      [self = shared_from_this(), res](beast::error_code ec, size_t) {
                        if (ec) return;
                        if (!res->keep_alive()) {
                          self->stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
                          return;
                        }
                        self->do_read();
                      });
  }

  beast::tcp_stream stream_;
  Shared& sh_;
  Counted count_;
  beast::flat_buffer buf_;
  std::optional<http::request_parser<http::string_body>> parser_;
};

}  // namespace

struct Server::Impl {
  Impl(Hub& hub, ServerOptions o)
      : sh{hub, std::move(o)},
        ioc(sh.opts.threads < 1 ? 1 : sh.opts.threads),
        acceptor(net::make_strand(ioc)),
        signals(ioc) {}

  void accept() {
    acceptor.async_accept(net::make_strand(ioc), [this](beast::error_code ec, tcp::socket socket) {
      if (ec == net::error::operation_aborted || !acceptor.is_open()) return;
      if (ec) {  // e.g. out of file descriptors: wait a little rather than spin
        log_line("accept_failed", {{"message", ec.message()}});
        auto t = std::make_shared<net::steady_timer>(ioc, std::chrono::milliseconds(50));
        t->async_wait([this, t](beast::error_code) { accept(); });
        return;
      }
      {
        if (sh.connections.load() >= sh.opts.max_connections) {
          // Over the limit: a short JSON refusal and the socket is closed.
          const std::string body =
              error_json(ErrorCode::TooManyConnections, "the server is full; try again later")
                  .dump();
          const std::string res =
              "HTTP/1.1 503 Service Unavailable\r\nContent-Type: "
              "application/json\r\nContent-Length: " +
              std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
          beast::error_code wec;
          net::write(socket, net::buffer(res), wec);
          socket.shutdown(tcp::socket::shutdown_both, wec);
          log_line("refused", {{"code", "too_many_connections"}});
        } else {
          // Small messages (an ack, then its update) go out at once, not after a delayed ACK.
          socket.set_option(tcp::no_delay(true), ec);
          std::make_shared<HttpSession>(std::move(socket), sh)->run();
        }
      }
      accept();
    });
  }

  void shutdown() {
    bool was = sh.stopping.exchange(true);
    if (was) return;
    log_line("stopping", {{"connections", sh.connections.load()}});
    net::post(acceptor.get_executor(), [this] {
      beast::error_code ec;
      acceptor.close(ec);
    });
    // In-flight commits finish (and their acks are queued) before the loop stops.
    stopper = std::thread([this] {
      sh.hub.stop();
      auto timer = std::make_shared<net::steady_timer>(ioc, std::chrono::milliseconds(200));
      timer->async_wait([this, timer](beast::error_code) { ioc.stop(); });
    });
  }

  Shared sh;
  net::io_context ioc;
  tcp::acceptor acceptor;
  net::signal_set signals;
  uint16_t port = 0;
  std::thread stopper;  // stop(): drains the hub off the network threads
};

Server::Server(Hub& hub, ServerOptions options)
    : impl_(std::make_unique<Impl>(hub, std::move(options))) {}
Server::~Server() {
  impl_->sh.stopping = true;
  if (impl_->stopper.joinable()) impl_->stopper.join();
  impl_->ioc.stop();
}

Status Server::start() {
  beast::error_code ec;
  net::ip::address addr = net::ip::make_address(impl_->sh.opts.host, ec);
  if (ec) return Status::error("--host " + impl_->sh.opts.host + ": not an IP address");
  tcp::endpoint ep(addr, impl_->sh.opts.port);
  tcp::acceptor& a = impl_->acceptor;
  a.open(ep.protocol(), ec);
  if (!ec) a.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) a.bind(ep, ec);
  if (!ec) a.listen(net::socket_base::max_listen_connections, ec);
  if (ec)
    return Status::error("cannot listen on " + impl_->sh.opts.host + ":" +
                         std::to_string(impl_->sh.opts.port) + ": " + ec.message());
  impl_->port = a.local_endpoint().port();
  if (impl_->sh.opts.handle_signals) {
    impl_->signals.add(SIGTERM);
    impl_->signals.add(SIGINT);
    impl_->signals.async_wait([this](beast::error_code e, int) {
      if (!e) impl_->shutdown();
    });
  }
  impl_->accept();
  return Status::ok();
}

uint16_t Server::port() const {
  return impl_->port;
}
int Server::connections() const {
  return impl_->sh.connections.load();
}

void Server::run() {
  std::vector<std::thread> extra;
  for (int i = 1; i < impl_->sh.opts.threads; ++i) extra.emplace_back([this] { impl_->ioc.run(); });
  impl_->ioc.run();
  for (std::thread& t : extra) t.join();
}

void Server::stop() {
  impl_->shutdown();
}

}  // namespace rwd
