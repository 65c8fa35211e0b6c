#include "record/record_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "record/record_binary.h"
#include "record/record_json.h"

namespace rwd {

RecordFormat record_format_for(const std::string& path) {
  return path.size() >= 4 && path.compare(path.size() - 4, 4, ".rwr") == 0 ? RecordFormat::Binary
                                                                           : RecordFormat::Json;
}

Result<GameRecord> parse_record(std::string_view bytes) {
  if (looks_binary_record(bytes)) return decode_record_binary(bytes);
  return decode_record_json(bytes);
}

Result<GameRecord> read_record_file(const std::string& path) {
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
  std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return Status::error(path + ": cannot write (could not create " + tmp + ")");
    f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    f.flush();
    if (!f) {
      f.close();
      std::error_code ignored;
      std::filesystem::remove(tmp, ignored);
      return Status::error(path + ": write failed");
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::error_code ignored;
    std::filesystem::remove(tmp, ignored);
    return Status::error(path + ": cannot rename the finished file into place: " + ec.message());
  }
  return Status::ok();
}

Status write_record_file(const std::string& path, const GameRecord& r) {
  return write_file_atomic(path, encode_record(r, record_format_for(path)));
}

}  // namespace rwd
