// The web app's files (server/lobby.h serve_web).
#include <filesystem>
#include <fstream>
#include <sstream>

#include "server/lobby.h"

namespace rwd {

namespace {

const char* content_type(const std::string& ext) {
  static const std::pair<const char*, const char*> kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".map", "application/json"},
      {".txt", "text/plain; charset=utf-8"},
      {".wasm", "application/wasm"}};
  for (const auto& [e, t] : kTypes)
    if (ext == e) return t;
  return "application/octet-stream";
}

constexpr const char* kNoApp =
    "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Rewind "
    "server</title></head><body>"
    "<h1>Rewind server</h1><p>The web app is not built, so there is nothing to show here yet. "
    "Build it with "
    "<code>cd web &amp;&amp; npm ci &amp;&amp; npm run build</code> (it goes to "
    "<code>web/dist</code>), or start the "
    "server with <code>--web DIR</code> naming a folder that holds the app's "
    "<code>index.html</code>.</p>"
    "<p>The lobby API answers under <a href=\"/api/health\"><code>/api/</code></a>; the protocol "
    "is described in "
    "<code>docs/protocol.md</code>.</p></body></html>";

bool read_file(const std::filesystem::path& p, std::string& out) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

}  // namespace

HttpResponse serve_web(const std::string& web_dir, const std::string& target) {
  namespace fs = std::filesystem;
  HttpResponse r;
  std::error_code ec;
  const fs::path root = web_dir.empty() ? fs::path() : fs::weakly_canonical(web_dir, ec);
  if (web_dir.empty() || ec || !fs::is_regular_file(root / "index.html", ec)) {
    r.status = 200;
    r.content_type = "text/html; charset=utf-8";
    r.body = kNoApp;
    return r;
  }
  std::string path = target.substr(0, target.find('?'));
  if (path.find("..") != std::string::npos || path.find('\0') != std::string::npos) path = "/";
  fs::path file = fs::weakly_canonical(root / path.substr(1), ec);
  const std::string rs = root.string(), fsx = file.string();
  const bool inside = !ec && fsx.compare(0, rs.size(), rs) == 0;
  if (!inside || !fs::is_regular_file(file, ec))
    file = root / "index.html";  // the app's own routes
  if (!read_file(file, r.body)) {
    r.status = 500;
    r.content_type = "text/plain; charset=utf-8";
    r.body = "cannot read " + file.filename().string();
    return r;
  }
  r.content_type = content_type(file.extension().string());
  return r;
}

}  // namespace rwd
