// open_store (server/store.h): the --db argument.
#include "server/pg_store.h"
#include "server/sqlite_store.h"
#include "server/store.h"

namespace rwd {

Result<std::unique_ptr<Store>> open_store(const std::string& db) {
  if (db.rfind("sqlite:", 0) == 0) {
    const std::string path = db.substr(7);
    if (path.empty()) return Status::error("--db sqlite:PATH needs a file path");
    return open_sqlite_store(path);
  }
  if (db.rfind("postgresql://", 0) == 0 || db.rfind("postgres://", 0) == 0)
    return open_pg_store(db);
  return Status::error("--db " + db + ": give sqlite:PATH or postgresql://...");
}

}  // namespace rwd
