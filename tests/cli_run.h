// Running the rewind binary of this build (REWIND_BINARY, tests/CMakeLists.txt) from tests:
// a scratch folder per test process, and a runner that captures stdout, stderr and the
// exit code. Header-only; used by the tests/cli_*_test.cpp files.
// Thread-safe: no (gtest runs a test binary's tests on one thread).
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace rwd::cli_run {

namespace fs = std::filesystem;

// A scratch directory for this test process, removed at exit.
inline const fs::path& scratch_dir() {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("rewind_cli_test_" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  static const struct Cleanup {
    ~Cleanup() {
      std::error_code ec;
      fs::remove_all(dir, ec);
    }
  } cleanup;
  return dir;
}

inline fs::path write_file(const std::string& name, const std::string& text) {
  fs::path p = scratch_dir() / name;
  std::ofstream(p, std::ios::binary) << text;
  return p;
}

inline std::string read_file(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

inline std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

struct Output {
  int exit_code = -1;  // -1: did not exit normally
  std::string out, err;
};

// Runs `rewind ARGS` (a shell command line: quote paths) in the scratch directory with
// `input` on stdin; captures stdout, stderr and the exit code.
inline Output rewind(const std::string& args, const std::string& input = "") {
  static int counter = 0;
  const std::string tag = std::to_string(++counter);
  fs::path in = write_file(".in" + tag, input), out = scratch_dir() / (".out" + tag),
           err = scratch_dir() / (".err" + tag);
  std::string cmd = "cd " + quote(scratch_dir().string()) + " && " + quote(REWIND_BINARY) + " " +
                    args + " <" + quote(in.string()) + " >" + quote(out.string()) + " 2>" +
                    quote(err.string());
  int status = std::system(cmd.c_str());
  Output r;
  if (status != -1 && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  r.out = read_file(out);
  r.err = read_file(err);
  fs::remove(in);
  fs::remove(out);
  fs::remove(err);
  return r;
}

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  for (std::string l; std::getline(ss, l);) out.push_back(l);
  return out;
}

inline bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace rwd::cli_run
