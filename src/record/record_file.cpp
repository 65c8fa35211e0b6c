#include "record/record_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "record/record_binary.h"
#include "record/record_json.h"

namespace rwd {

namespace fs = std::filesystem;

RecordFormat record_format_for(const std::string& path) {
  return path.size() >= 4 && path.compare(path.size() - 4, 4, ".rwr") == 0 ? RecordFormat::Binary
                                                                           : RecordFormat::Json;
}

Result<GameRecord> parse_record(std::string_view bytes) {
  if (looks_binary_record(bytes)) return decode_record_binary(bytes);
  return decode_record_json(bytes);
}

Result<GameRecord> read_record_file(const std::string& path) {
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (!fs::exists(st)) return Status::error(path + ": no such file");
  if (fs::is_directory(st)) return Status::error(path + ": is a directory, not a record file");
  std::ifstream f(path, std::ios::binary);
  if (!f) return Status::error(path + ": cannot read the record file");
  std::ostringstream ss;
  ss << f.rdbuf();
  if (f.bad()) return Status::error(path + ": read error");
  Result<GameRecord> r = parse_record(ss.str());
  if (!r) return Status::error(path + ": " + r.message());
  return r;
}

std::string encode_record(const GameRecord& r, RecordFormat format) {
  return format == RecordFormat::Binary ? encode_record_binary(r) : encode_record_json(r);
}

Status write_file_atomic(const std::string& path, std::string_view bytes) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) return Status::error(path + ": is a directory");
  const std::string tmp = path + "." + std::to_string(::getpid()) + ".tmp";
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0)
    return Status::error(path + ": cannot write (could not create " + tmp + ": " +
                         std::strerror(errno) + ")");
  auto fail = [&](const std::string& what) {
    int err = errno;
    ::close(fd);
    ::unlink(tmp.c_str());
    return Status::error(path + ": " + what + ": " + std::strerror(err));
  };
  for (size_t done = 0; done < bytes.size();) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return fail("write failed");
    done += static_cast<size_t>(n);
  }
  if (::fsync(fd) != 0) return fail("write failed (sync)");
  if (::close(fd) != 0) {
    int err = errno;
    ::unlink(tmp.c_str());
    return Status::error(path + ": write failed (close): " + std::strerror(err));
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    int err = errno;
    ::unlink(tmp.c_str());
    return Status::error(path +
                         ": cannot rename the finished file into place: " + std::strerror(err));
  }
  return Status::ok();
}

Status write_record_file(const std::string& path, const GameRecord& r) {
  return write_file_atomic(path, encode_record(r, record_format_for(path)));
}

std::string output_problem(const std::string& flag, const std::string& out,
                           const std::vector<std::string>& inputs, bool force,
                           const std::string& continued) {
  std::error_code ec;
  if (!fs::exists(out, ec)) return "";
  if (fs::is_directory(out, ec)) return flag + " " + out + ": is a directory";
  const bool is_continued = !continued.empty() && fs::equivalent(out, continued, ec);
  for (const std::string& in : inputs) {
    std::error_code e2;
    if (!is_continued && fs::equivalent(out, in, e2))
      return flag + " " + out + ": is the input file " + in +
             "; it would be replaced (write to another file)";
  }
  if (!force && !is_continued)
    return flag + " " + out + ": the file exists (give --force to replace it)";
  return "";
}

}  // namespace rwd
