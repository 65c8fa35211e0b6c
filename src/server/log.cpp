#include "server/log.h"

#include <atomic>
#include <cstdio>
#include <mutex>

namespace rwd {

namespace {
std::mutex g_log_mu;
std::atomic<bool> g_quiet{false};
}  // namespace

void set_log_quiet(bool quiet) {
  g_quiet = quiet;
}

void log_line(const char* event, nlohmann::json fields) {
  if (g_quiet) return;
  if (!fields.is_object()) fields = nlohmann::json::object();
  fields["event"] = event;
  const std::string line =
      fields.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  std::lock_guard<std::mutex> lock(g_log_mu);
  std::fputs(line.c_str(), stderr);
  std::fflush(stderr);
}

}  // namespace rwd
