#include "server/sqlite_store.h"

#include <sqlite3.h>

namespace rwd {

namespace {

constexpr const char* kSchema =
    "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, header BLOB NOT NULL, meta TEXT NOT "
    "NULL, "
    "browser TEXT NOT NULL, parent TEXT NOT NULL, parent_frame INTEGER NOT NULL, over INTEGER NOT "
    "NULL, "
    "result TEXT NOT NULL, created INTEGER NOT NULL);"
    "CREATE INDEX IF NOT EXISTS games_browser ON games(browser);"
    "CREATE INDEX IF NOT EXISTS games_parent ON games(parent);"
    "CREATE TABLE IF NOT EXISTS inputs (game TEXT NOT NULL, frame INTEGER NOT NULL, player INTEGER "
    "NOT NULL, "
    "option INTEGER NOT NULL, PRIMARY KEY (game, frame)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS analyses (game TEXT NOT NULL, key TEXT NOT NULL, body TEXT NOT "
    "NULL, PRIMARY KEY (game, key)) WITHOUT ROWID;";
// Stores made before answerers were kept get the column (its old rows: 0, unknown); on a
// newer store the statement fails as a duplicate column, which is ignored.
constexpr const char* kAddAnswerer =
    "ALTER TABLE inputs ADD COLUMN answerer INTEGER NOT NULL DEFAULT 0";

constexpr const char* kRowColumns =
    "id, meta, browser, parent, parent_frame, over, result, created";

struct Stmt {
  sqlite3_stmt* s = nullptr;
  Stmt(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &s, nullptr); }
  ~Stmt() { sqlite3_finalize(s); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  void text(int i, const std::string& v) {
    sqlite3_bind_text(s, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
  }
  void blob(int i, const std::string& v) {
    sqlite3_bind_blob(s, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
  }
  void integer(int i, int64_t v) { sqlite3_bind_int64(s, i, v); }
  std::string col_text(int i) {
    const void* p = sqlite3_column_blob(s, i);
    return p ? std::string(static_cast<const char*>(p), sqlite3_column_bytes(s, i)) : std::string();
  }
  int64_t col_int(int i) { return sqlite3_column_int64(s, i); }
};

// Reads the row columns kRowColumns names, starting at column `at`.
GameRow read_row(Stmt& st, int at) {
  GameRow r;
  r.id = st.col_text(at);
  r.meta = st.col_text(at + 1);
  r.browser = st.col_text(at + 2);
  r.parent = st.col_text(at + 3);
  r.parent_frame = static_cast<uint32_t>(st.col_int(at + 4));
  r.over = st.col_int(at + 5) != 0;
  r.result = st.col_text(at + 6);
  r.created = st.col_int(at + 7);
  return r;
}

class SqliteStore : public Store {
 public:
  ~SqliteStore() override {
    close();
    insert_input_.reset();
    sqlite3_close(writer_db_);
    sqlite3_close(reader_db_);
  }

  Status open(const std::string& path) {
    for (sqlite3** db : {&writer_db_, &reader_db_}) {
      if (sqlite3_open_v2(path.c_str(), db,
                          SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                          nullptr) != SQLITE_OK)
        return Status::error("sqlite:" + path + ": " + sqlite3_errmsg(*db));
      sqlite3_busy_timeout(*db, 5000);
    }
    // WAL with synchronous=FULL: a commit is on disk before sqlite3_step returns.
    if (Status s = exec(writer_db_, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;"); !s)
      return s;
    if (Status s = exec(writer_db_, kSchema); !s) return s;
    (void)exec(writer_db_, kAddAnswerer);
    start_writer();
    return Status::ok();
  }

  Result<StoredGame> load(const std::string& id) override {
    std::lock_guard<std::mutex> lock(read_mu_);
    StoredGame g;
    {
      Stmt st(reader_db_,
              (std::string("SELECT header, ") + kRowColumns + " FROM games WHERE id = ?").c_str());
      st.text(1, id);
      if (sqlite3_step(st.s) != SQLITE_ROW) return Status::error("unknown game " + id);
      g.row = read_row(st, 1);
      g.row.header = st.col_text(0);
    }
    Stmt in(reader_db_,
            "SELECT frame, player, option, answerer FROM inputs WHERE game = ? ORDER BY frame");
    in.text(1, id);
    while (sqlite3_step(in.s) == SQLITE_ROW)
      g.inputs.push_back({static_cast<PlayerId>(in.col_int(1)),
                          static_cast<uint16_t>(in.col_int(2)),
                          static_cast<uint8_t>(in.col_int(3))});
    return g;
  }

  std::vector<GameRow> list(const std::string& browser) override {
    return rows((std::string("SELECT ") + kRowColumns +
                 " FROM games WHERE browser = ? ORDER BY created DESC LIMIT 500")
                    .c_str(),
                browser);
  }
  std::vector<GameRow> children(const std::string& id) override {
    return rows(
        (std::string("SELECT ") + kRowColumns + " FROM games WHERE parent = ? ORDER BY created")
            .c_str(),
        id);
  }
  std::optional<std::string> load_analysis(const std::string& id, const std::string& key) override {
    std::lock_guard<std::mutex> lock(read_mu_);
    Stmt st(reader_db_, "SELECT body FROM analyses WHERE game = ? AND key = ?");
    st.text(1, id);
    st.text(2, key);
    if (sqlite3_step(st.s) != SQLITE_ROW) return std::nullopt;
    return st.col_text(0);
  }

  std::vector<std::string> live_games() override {
    std::lock_guard<std::mutex> lock(read_mu_);
    std::vector<std::string> out;
    Stmt st(reader_db_, "SELECT id FROM games WHERE over = 0 ORDER BY created");
    while (sqlite3_step(st.s) == SQLITE_ROW) out.push_back(st.col_text(0));
    return out;
  }

 protected:
  Status begin() override { return exec(writer_db_, "BEGIN IMMEDIATE"); }
  Status commit() override { return exec(writer_db_, "COMMIT"); }
  void rollback() override { (void)exec(writer_db_, "ROLLBACK"); }
  Status writer_sql(const char* sql) override { return exec(writer_db_, sql); }
  // A write of one statement needs no savepoint: a refused statement (a constraint) changes
  // nothing and leaves the transaction open. Errors that end the transaction (disk full,
  // I/O) are seen as SQLite back in autocommit mode.
  Status execute_all(const std::vector<Write>& batch, std::vector<Status>& results) override {
    for (size_t i = 0; i < batch.size(); ++i) {
      const Write& w = batch[i];
      if (w.kind == Write::Kind::CreateGame && !w.inputs.empty()) {
        if (Status s = execute_in_savepoint(w, results[i]); !s) return s;
        continue;
      }
      results[i] = execute(w);
      if (!results[i] && sqlite3_get_autocommit(writer_db_))
        return Status::error("sqlite: the transaction was rolled back: " + results[i].message());
    }
    return Status::ok();
  }
  Status execute(const Write& w) override {
    switch (w.kind) {
      case Write::Kind::CreateGame: {
        Stmt st(writer_db_,
                "INSERT INTO games (id, header, meta, browser, parent, parent_frame, over, result, "
                "created) "
                "VALUES (?, ?, ?, ?, ?, ?, 0, 'ongoing', (SELECT COALESCE(MAX(created), 0) + 1 "
                "FROM games))");
        st.text(1, w.row.id);
        st.blob(2, w.row.header);
        st.text(3, w.row.meta);
        st.text(4, w.row.browser);
        st.text(5, w.row.parent);
        st.integer(6, w.row.parent_frame);
        Status s = step(st);
        for (size_t i = 0; s && i < w.inputs.size(); ++i)
          s = insert_input(w.row.id, w.frame + static_cast<uint32_t>(i), w.inputs[i]);
        return s;
      }
      case Write::Kind::Input:
        return insert_input(w.row.id, w.frame, w.input);
      case Write::Kind::Analysis: {
        Stmt st(writer_db_, "INSERT OR IGNORE INTO analyses (game, key, body) VALUES (?, ?, ?)");
        st.text(1, w.row.id);
        st.text(2, w.key);
        st.text(3, w.text);
        return step(st);
      }
      case Write::Kind::SetOver: {
        Stmt st(writer_db_, "UPDATE games SET over = 1, result = ? WHERE id = ?");
        st.text(1, w.row.result);
        st.text(2, w.row.id);
        return step(st);
      }
    }
    return Status::error("unknown write");
  }

 private:
  Status exec(sqlite3* db, const char* sql) {
    char* err = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &err) == SQLITE_OK) return Status::ok();
    std::string m = err ? err : "sqlite error";
    sqlite3_free(err);
    return Status::error("sqlite: " + m);
  }
  // The statement most writes run, prepared once (writer thread only).
  Status insert_input(const std::string& game, uint32_t frame, const RecordInput& in) {
    if (!insert_input_)
      insert_input_ = std::make_unique<Stmt>(
          writer_db_,
          "INSERT INTO inputs (game, frame, player, option, answerer) VALUES (?, ?, ?, ?, ?)");
    Stmt& st = *insert_input_;
    sqlite3_reset(st.s);
    st.text(1, game);
    st.integer(2, frame);
    st.integer(3, raw(in.player));
    st.integer(4, in.option);
    st.integer(5, in.by);
    Status s = step(st);
    sqlite3_reset(st.s);
    return s;
  }
  Status step(Stmt& st) {
    if (!st.s) return Status::error(std::string("sqlite: ") + sqlite3_errmsg(writer_db_));
    int rc = sqlite3_step(st.s);
    if (rc == SQLITE_DONE) return Status::ok();
    return Status::error(std::string("sqlite: ") + sqlite3_errmsg(writer_db_));
  }
  std::vector<GameRow> rows(const char* sql, const std::string& key) {
    std::lock_guard<std::mutex> lock(read_mu_);
    std::vector<GameRow> out;
    Stmt st(reader_db_, sql);
    st.text(1, key);
    while (sqlite3_step(st.s) == SQLITE_ROW) out.push_back(read_row(st, 0));
    return out;
  }

  sqlite3* writer_db_ = nullptr;
  sqlite3* reader_db_ = nullptr;
  std::unique_ptr<Stmt> insert_input_;
  std::mutex read_mu_;
};

}  // namespace

Result<std::unique_ptr<Store>> open_sqlite_store(const std::string& path) {
  auto s = std::make_unique<SqliteStore>();
  if (Status st = s->open(path); !st) return st;
  return std::unique_ptr<Store>(std::move(s));
}

}  // namespace rwd
