#include "server/net_client.h"

#include <boost/asio.hpp>
#include <boost/beast.hpp>
#include <optional>

namespace rwd {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

// Runs `ioc` until `done` or the timeout; false on timeout.
bool run_until(net::io_context& ioc, const bool& done, int timeout_ms) {
  ioc.restart();
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  while (!done && std::chrono::steady_clock::now() < deadline) {
    if (ioc.run_one_until(deadline) == 0 && ioc.stopped()) break;
  }
  return done;
}

}  // namespace

Result<HttpReply> http_request(const std::string& host, uint16_t port, const std::string& method,
                               const std::string& target, const std::string& body, int timeout_ms) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  stream.expires_after(std::chrono::milliseconds(timeout_ms));
  beast::error_code ec;
  tcp::endpoint ep(net::ip::make_address(host, ec), port);
  if (ec) return Status::error("bad host " + host);
  bool done = false;
  stream.async_connect(ep, [&](beast::error_code e) {
    ec = e;
    done = true;
  });
  if (!run_until(ioc, done, timeout_ms) || ec)
    return Status::error("connect: " + (ec ? ec.message() : "timeout"));
  http::request<http::string_body> req{http::string_to_verb(method), target, 11};
  req.set(http::field::host, host);
  req.set(http::field::content_type, "application/json");
  req.body() = body;
  req.prepare_payload();
  done = false;
  http::async_write(stream, req, [&](beast::error_code e, size_t) {
    ec = e;
    done = true;
  });
  if (!run_until(ioc, done, timeout_ms) || ec)
    return Status::error("write: " + (ec ? ec.message() : "timeout"));
  beast::flat_buffer buf;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 << 20);
  done = false;
  http::async_read(stream, buf, parser, [&](beast::error_code e, size_t) {
    ec = e;
    done = true;
  });
  if (!run_until(ioc, done, timeout_ms) || ec)
    return Status::error("read: " + (ec ? ec.message() : "timeout"));
  HttpReply r;
  r.status = static_cast<int>(parser.get().result_int());
  r.content_type = std::string(parser.get()[http::field::content_type]);
  r.body = std::move(parser.get().body());
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return r;
}

struct WsClient::Impl {
  net::io_context ioc;
  std::optional<websocket::stream<beast::tcp_stream>> ws;
  beast::flat_buffer buf;
};

WsClient::WsClient() : impl_(std::make_unique<Impl>()) {}
WsClient::~WsClient() {
  drop();
}

Status WsClient::connect(const std::string& host, uint16_t port, const std::string& path,
                         int timeout_ms) {
  impl_->ws.emplace(impl_->ioc);
  beast::error_code ec;
  tcp::endpoint ep(net::ip::make_address(host, ec), port);
  if (ec) return Status::error("bad host " + host);
  bool done = false;
  beast::get_lowest_layer(*impl_->ws).async_connect(ep, [&](beast::error_code e) {
    ec = e;
    done = true;
  });
  if (!run_until(impl_->ioc, done, timeout_ms) || ec)
    return Status::error("connect: " + (ec ? ec.message() : "timeout"));
  beast::get_lowest_layer(*impl_->ws).socket().set_option(tcp::no_delay(true), ec);
  beast::get_lowest_layer(*impl_->ws).expires_never();
  done = false;
  impl_->ws->async_handshake(host + ":" + std::to_string(port), path, [&](beast::error_code e) {
    ec = e;
    done = true;
  });
  if (!run_until(impl_->ioc, done, timeout_ms) || ec)
    return Status::error("handshake: " + (ec ? ec.message() : "timeout"));
  return Status::ok();
}

Status WsClient::send(const std::string& text, bool binary) {
  if (!impl_->ws) return Status::error("not connected");
  beast::error_code ec;
  impl_->ws->binary(binary);
  impl_->ws->write(net::buffer(text), ec);
  if (ec) return Status::error("send: " + ec.message());
  return Status::ok();
}

Result<std::string> WsClient::receive(int timeout_ms) {
  if (!impl_->ws) return Status::error("not connected");
  bool done = false;
  beast::error_code ec;
  impl_->buf.consume(impl_->buf.size());
  impl_->ws->async_read(impl_->buf, [&](beast::error_code e, size_t) {
    ec = e;
    done = true;
  });
  if (!run_until(impl_->ioc, done, timeout_ms)) {
    drop();  // a read cannot be abandoned half-way: the connection goes
    return Status::error("timeout");
  }
  if (ec) return Status::error("closed: " + ec.message());
  return beast::buffers_to_string(impl_->buf.data());
}

void WsClient::drop() {
  if (!impl_->ws) return;
  beast::error_code ec;
  beast::get_lowest_layer(*impl_->ws).socket().close(ec);
  impl_->ioc.restart();
  impl_->ioc.poll();
  impl_->ws.reset();
}

void WsClient::close() {
  if (!impl_->ws) return;
  bool done = false;
  impl_->ws->async_close(websocket::close_code::normal, [&](beast::error_code) { done = true; });
  run_until(impl_->ioc, done, 2000);
  drop();
}

}  // namespace rwd
