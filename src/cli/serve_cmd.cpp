// `rewind serve`: the game server (server/, docs/protocol.md). With no --db it keeps its
// games in an SQLite file in the default data folder ($XDG_DATA_HOME/rewind or
// ~/.local/share/rewind), so it needs no set-up.
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "server/hub.h"
#include "server/log.h"
#include "server/net_server.h"
#include "server/store.h"

namespace rwd {

namespace {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string db;
  std::string web;
  int threads = 2;
  int bot_threads = 1;
  int analysis_threads = 1;
  int max_connections = 10000;
  int idle_timeout = 60;
  int idle_unload = 600;
  std::string port_file;
  bool preload = false;
  bool quiet = false;
};

std::string default_db() {
  namespace fs = std::filesystem;
  fs::path dir;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x)
    dir = fs::path(x) / "rewind";
  else if (const char* h = std::getenv("HOME"); h && *h)
    dir = fs::path(h) / ".local" / "share" / "rewind";
  else
    dir = fs::path(".rewind");
  std::error_code ec;
  fs::create_directories(dir, ec);
  return "sqlite:" + (dir / "rewind.db").string();
}

std::string default_web() {
#ifdef REWIND_SOURCE_DIR
  std::error_code ec;
  const std::filesystem::path p = std::filesystem::path(REWIND_SOURCE_DIR) / "web" / "dist";
  if (std::filesystem::is_directory(p, ec)) return p.string();
#endif
  return "";
}

// A server holds a socket per connection: the soft file limit goes up to the hard one.
void raise_file_limit() {
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
  }
}

int cmd_serve(const ServeOptions& o) {
  set_log_quiet(o.quiet);
  raise_file_limit();
  if (o.port < 0 || o.port > 65535) {
    std::cerr << "error: --port must be 0..65535\n";
    return 1;
  }
  const std::string db = o.db.empty() ? default_db() : o.db;
  Result<std::unique_ptr<Store>> store = open_store(db);
  if (!store) {
    std::cerr << "error: " << store.message() << "\n";
    return 1;
  }
  Hub hub(**store, o.bot_threads, o.analysis_threads);
  hub.start_idle_unload(std::chrono::seconds(o.idle_unload));
  if (o.preload) {
    const auto t0 = std::chrono::steady_clock::now();
    const size_t n = hub.preload();
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    log_line("preloaded", {{"games", n}, {"ms", ms}});
  }
  ServerOptions so;
  so.host = o.host;
  so.port = static_cast<uint16_t>(o.port);
  so.threads = o.threads;
  so.web_dir = o.web.empty() ? default_web() : o.web;
  so.max_connections = o.max_connections;
  so.idle_timeout_s = o.idle_timeout;
  so.handle_signals = true;
  Server server(hub, so);
  if (Status s = server.start(); !s) {
    std::cerr << "error: " << s.message() << "\n";
    return 1;
  }
  if (!o.port_file.empty()) {
    std::ofstream pf(o.port_file + ".tmp");
    pf << server.port() << "\n";
    pf.close();
    std::filesystem::rename(o.port_file + ".tmp", o.port_file);
  }
  log_line("listening", {{"host", o.host},
                         {"port", server.port()},
                         {"db", db.rfind("sqlite:", 0) == 0 ? db : "postgresql"},
                         {"web", so.web_dir}});
  server.run();
  (*store)->close();
  log_line("stopped",
           {{"transactions", (*store)->transactions()}, {"rows", (*store)->rows_written()}});
  return 0;
}

}  // namespace

void register_serve_command(CLI::App& app) {
  static ServeOptions o;
  auto* s = app.add_subcommand("serve", "serve games over HTTP and WebSocket (docs/protocol.md)");
  s->add_option("--host", o.host, "address to listen on")->capture_default_str();
  s->add_option("--port", o.port, "port to listen on (0: any free port)")->capture_default_str();
  s->add_option("--db", o.db,
                "sqlite:PATH or postgresql://... (default: an SQLite file in the data folder)");
  s->add_option("--web", o.web,
                "folder of the web app (default: web/dist of the source tree, if built)");
  s->add_option("--threads", o.threads, "network threads")->capture_default_str();
  s->add_option("--bot-threads", o.bot_threads, "threads that compute bots' answers")
      ->capture_default_str();
  s->add_option("--analysis-threads", o.analysis_threads,
                "threads that compute analyses of finished games (at a lower CPU priority)")
      ->capture_default_str();
  s->add_option("--max-connections", o.max_connections, "connections served at once")
      ->capture_default_str();
  s->add_option("--idle-timeout", o.idle_timeout, "seconds before a silent WebSocket is closed")
      ->capture_default_str();
  s->add_option("--idle-unload", o.idle_unload,
                "seconds after which a live game with no connection and no answer leaves memory "
                "(rebuilt from the store on next use; finished games leave at once; 0: never)")
      ->capture_default_str();
  s->add_option("--port-file", o.port_file, "write the port listened on to FILE (with --port 0)");
  s->add_flag("--preload", o.preload,
              "rebuild every stored live game at start (else on first use)");
  s->add_flag("--quiet", o.quiet, "no log lines on stderr");
  s->callback([] { throw CLI::RuntimeError(cmd_serve(o)); });
}

}  // namespace rwd
