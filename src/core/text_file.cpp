#include "core/text_file.h"

#include <fstream>
#include <sstream>

namespace rwd {

Result<std::string> read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::error("cannot read file: " + path);
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return Status::error("cannot read file: " + path);
  return ss.str();
}

}  // namespace rwd
