#include "server/pg_store.h"

#include <libpq-fe.h>

#include <cstring>
#include <set>
#include <utility>

namespace rwd {

namespace {

constexpr const char* kSchema =
    "SET client_min_messages TO warning;"  // no NOTICE lines for a schema that exists
    "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, header BYTEA NOT NULL, meta TEXT NOT "
    "NULL, "
    "browser TEXT NOT NULL, parent TEXT NOT NULL, parent_frame BIGINT NOT NULL, over BOOLEAN NOT "
    "NULL, "
    "result TEXT NOT NULL, created BIGSERIAL);"
    "CREATE INDEX IF NOT EXISTS games_browser ON games(browser);"
    "CREATE INDEX IF NOT EXISTS games_parent ON games(parent);"
    "CREATE TABLE IF NOT EXISTS inputs (game TEXT NOT NULL, frame BIGINT NOT NULL, player SMALLINT "
    "NOT NULL, "
    "option INTEGER NOT NULL, PRIMARY KEY (game, frame));"
    // Stores made before answerers were kept get the column (old rows: 0, unknown).
    "ALTER TABLE inputs ADD COLUMN IF NOT EXISTS answerer SMALLINT NOT NULL DEFAULT 0;"
    "CREATE TABLE IF NOT EXISTS analyses (game TEXT NOT NULL, key TEXT NOT NULL, body TEXT NOT "
    "NULL, PRIMARY KEY (game, key));";

constexpr const char* kRowColumns =
    "id, meta, browser, parent, parent_frame, over, result, created";

// A query's result, freed on scope exit.
struct PgResult {
  PGresult* r = nullptr;
  explicit PgResult(PGresult* res) : r(res) {}
  ~PgResult() { PQclear(r); }
  PgResult(const PgResult&) = delete;
  PgResult& operator=(const PgResult&) = delete;
  bool ok() const {
    ExecStatusType s = PQresultStatus(r);
    return s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK;
  }
  int rows() const { return PQntuples(r); }
  std::string text(int row, int col) const {
    return std::string(PQgetvalue(r, row, col), static_cast<size_t>(PQgetlength(r, row, col)));
  }
};

// Runs `sql` with text parameters (a parameter given in `binary_param` is sent as bytes).
PGresult* run(PGconn* c, const char* sql, const std::vector<std::string>& params,
              int binary_param = -1) {
  std::vector<const char*> values;
  std::vector<int> lengths, formats;
  for (size_t i = 0; i < params.size(); ++i) {
    values.push_back(params[i].data());
    lengths.push_back(static_cast<int>(params[i].size()));
    formats.push_back(static_cast<int>(i) == binary_param ? 1 : 0);
  }
  return PQexecParams(c, sql, static_cast<int>(params.size()), nullptr, values.data(),
                      lengths.data(), formats.data(), 0);
}

// The advisory-lock key of a game: a 63-bit FNV-1a hash of its id.
std::string lock_key(const std::string& id) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : id) h = (h ^ c) * 1099511628211ull;
  return std::to_string(static_cast<int64_t>(h >> 1));
}

GameRow read_row(const PgResult& res, int row, int at) {
  GameRow r;
  r.id = res.text(row, at);
  r.meta = res.text(row, at + 1);
  r.browser = res.text(row, at + 2);
  r.parent = res.text(row, at + 3);
  r.parent_frame = static_cast<uint32_t>(std::stoull(res.text(row, at + 4)));
  r.over = res.text(row, at + 5) == "t";
  r.result = res.text(row, at + 6);
  r.created = std::stoll(res.text(row, at + 7));
  return r;
}

// Rows in one multi-row INSERT (5 parameters each; PostgreSQL allows 65,535 parameters).
constexpr size_t kRowsPerInsert = 1000;

class PgStore : public Store {
 public:
  ~PgStore() override {
    close();
    for (PGconn* c : {writer_, reader_, locker_})
      if (c) PQfinish(c);
  }

  Status open(const std::string& conninfo) {
    for (PGconn** c : {&writer_, &reader_, &locker_}) {
      *c = PQconnectdb(conninfo.c_str());
      if (PQstatus(*c) != CONNECTION_OK)
        return Status::error("--db: " + std::string(PQerrorMessage(*c)));
    }
    // Several processes may start at once: the schema is made under a lock.
    PgResult lock(PQexec(writer_, "SELECT pg_advisory_lock(14)"));
    PgResult schema(PQexec(writer_, kSchema));
    PgResult unlock(PQexec(writer_, "SELECT pg_advisory_unlock(14)"));
    if (!schema.ok()) return Status::error("postgresql: " + std::string(PQerrorMessage(writer_)));
    start_writer();
    return Status::ok();
  }

  Result<StoredGame> load(const std::string& id) override {
    std::lock_guard<std::mutex> lock(read_mu_);
    StoredGame g;
    PgResult row(
        run(reader_,
            (std::string("SELECT header, ") + kRowColumns + " FROM games WHERE id = $1").c_str(),
            {id}));
    if (!row.ok() || row.rows() != 1) return Status::error("unknown game " + id);
    g.row = read_row(row, 0, 1);
    size_t n = 0;
    unsigned char* bytes =
        PQunescapeBytea(reinterpret_cast<const unsigned char*>(PQgetvalue(row.r, 0, 0)), &n);
    if (!bytes) return Status::error("postgresql: bad header of " + id);
    g.row.header.assign(reinterpret_cast<const char*>(bytes), n);
    PQfreemem(bytes);
    PgResult in(run(
        reader_,
        "SELECT frame, player, option, answerer FROM inputs WHERE game = $1 ORDER BY frame", {id}));
    if (!in.ok()) return Status::error("postgresql: " + std::string(PQerrorMessage(reader_)));
    for (int i = 0; i < in.rows(); ++i)
      g.inputs.push_back({static_cast<PlayerId>(std::stoi(in.text(i, 1))),
                          static_cast<uint16_t>(std::stoi(in.text(i, 2))),
                          static_cast<uint8_t>(std::stoi(in.text(i, 3)))});
    return g;
  }

  std::vector<GameRow> list(const std::string& browser) override {
    return rows((std::string("SELECT ") + kRowColumns +
                 " FROM games WHERE browser = $1 ORDER BY created DESC LIMIT 500")
                    .c_str(),
                browser);
  }
  std::vector<GameRow> children(const std::string& id) override {
    return rows(
        (std::string("SELECT ") + kRowColumns + " FROM games WHERE parent = $1 ORDER BY created")
            .c_str(),
        id);
  }
  std::vector<std::string> live_games() override {
    std::lock_guard<std::mutex> lock(read_mu_);
    std::vector<std::string> out;
    PgResult r(PQexec(reader_, "SELECT id FROM games WHERE NOT over ORDER BY created"));
    for (int i = 0; r.ok() && i < r.rows(); ++i) out.push_back(r.text(i, 0));
    return out;
  }

  std::optional<std::string> load_analysis(const std::string& id, const std::string& key) override {
    std::lock_guard<std::mutex> lock(read_mu_);
    PgResult r(run(reader_, "SELECT body FROM analyses WHERE game = $1 AND key = $2", {id, key}));
    if (!r.ok() || r.rows() != 1) return std::nullopt;
    return r.text(0, 0);
  }

  bool acquire(const std::string& id) override {
    std::lock_guard<std::mutex> lock(lock_mu_);
    PgResult r(run(locker_, "SELECT pg_try_advisory_lock($1::bigint)", {lock_key(id)}));
    return r.ok() && r.rows() == 1 && r.text(0, 0) == "t";
  }
  void release(const std::string& id) override {
    std::lock_guard<std::mutex> lock(lock_mu_);
    PgResult r(run(locker_, "SELECT pg_advisory_unlock($1::bigint)", {lock_key(id)}));
  }

 protected:
  Status begin() override { return exec("BEGIN"); }
  Status commit() override { return exec("COMMIT"); }
  void rollback() override { (void)exec("ROLLBACK"); }
  Status writer_sql(const char* sql) override { return exec(sql); }
  // Consecutive inputs go in one multi-row INSERT (one round trip for them all); the rest,
  // each in a savepoint (a refused statement would abort the whole transaction).
  Status execute_all(const std::vector<Write>& batch, std::vector<Status>& results) override {
    for (size_t i = 0; i < batch.size();) {
      size_t end = i;
      while (end < batch.size() && end - i < kRowsPerInsert &&
             batch[end].kind == Write::Kind::Input)
        ++end;
      if (end == i) {
        if (Status s = execute_in_savepoint(batch[i], results[i]); !s) return s;
        ++i;
        continue;
      }
      if (Status s = insert_inputs(batch, i, end, results); !s) return s;
      i = end;
    }
    return Status::ok();
  }
  Status execute(const Write& w) override {
    switch (w.kind) {
      case Write::Kind::CreateGame: {
        Status s = check(
            run(writer_,
                "INSERT INTO games (id, header, meta, browser, parent, parent_frame, over, result) "
                "VALUES ($1, $2, $3, $4, $5, $6, false, 'ongoing')",
                {w.row.id, w.row.header, w.row.meta, w.row.browser, w.row.parent,
                 std::to_string(w.row.parent_frame)},
                1));
        for (size_t i = 0; s && i < w.inputs.size(); ++i)
          s = insert_input(w.row.id, w.frame + static_cast<uint32_t>(i), w.inputs[i]);
        return s;
      }
      case Write::Kind::Input:
        return insert_input(w.row.id, w.frame, w.input);
      case Write::Kind::Analysis:
        return check(run(writer_,
                         "INSERT INTO analyses (game, key, body) VALUES ($1, $2, $3) "
                         "ON CONFLICT DO NOTHING",
                         {w.row.id, w.key, w.text}));
      case Write::Kind::SetOver:
        return check(run(writer_, "UPDATE games SET over = true, result = $1 WHERE id = $2",
                         {w.row.result, w.row.id}));
    }
    return Status::error("unknown write");
  }

 private:
  Status check(PGresult* res) {
    PgResult r(res);
    if (r.ok()) return Status::ok();
    return Status::error("postgresql: " + std::string(PQerrorMessage(writer_)));
  }
  Status exec(const char* sql) { return check(PQexec(writer_, sql)); }
  Status insert_input(const std::string& game, uint32_t frame, const RecordInput& in) {
    return check(run(writer_,
                     "INSERT INTO inputs (game, frame, player, option, answerer) "
                     "VALUES ($1, $2, $3, $4, $5)",
                     {game, std::to_string(frame), std::to_string(raw(in.player)),
                      std::to_string(in.option), std::to_string(in.by)}));
  }
  // Inputs batch[from, to), all Write::Kind::Input, in one statement. A frame already
  // answered is skipped by the statement (not returned) and refused alone in `results`.
  Status insert_inputs(const std::vector<Write>& batch, size_t from, size_t to,
                       std::vector<Status>& results) {
    std::string sql = "INSERT INTO inputs (game, frame, player, option, answerer) VALUES ";
    std::vector<std::string> params;
    params.reserve((to - from) * 5);
    for (size_t i = from; i < to; ++i) {
      const Write& w = batch[i];
      if (i > from) sql += ", ";
      sql += "(";
      for (int c = 1; c <= 5; ++c)
        sql += (c > 1 ? ", $" : "$") + std::to_string(params.size() + static_cast<size_t>(c));
      sql += ")";
      params.push_back(w.row.id);
      params.push_back(std::to_string(w.frame));
      params.push_back(std::to_string(raw(w.input.player)));
      params.push_back(std::to_string(w.input.option));
      params.push_back(std::to_string(w.input.by));
    }
    sql += " ON CONFLICT DO NOTHING RETURNING game, frame";
    PgResult r(run(writer_, sql.c_str(), params));
    if (!r.ok()) return Status::error("postgresql: " + std::string(PQerrorMessage(writer_)));
    std::set<std::pair<std::string, std::string>> stored;
    for (int row = 0; row < r.rows(); ++row) stored.emplace(r.text(row, 0), r.text(row, 1));
    for (size_t i = from; i < to; ++i) {
      // Two rows of one batch for the same frame: the first stands.
      auto it = stored.find({batch[i].row.id, std::to_string(batch[i].frame)});
      if (it != stored.end())
        stored.erase(it);
      else
        results[i] = Status::error("postgresql: frame " + std::to_string(batch[i].frame) +
                                   " of game " + batch[i].row.id + " is answered already");
    }
    return Status::ok();
  }
  std::vector<GameRow> rows(const char* sql, const std::string& key) {
    std::lock_guard<std::mutex> lock(read_mu_);
    std::vector<GameRow> out;
    PgResult r(run(reader_, sql, {key}));
    for (int i = 0; r.ok() && i < r.rows(); ++i) out.push_back(read_row(r, i, 0));
    return out;
  }

  PGconn* writer_ = nullptr;
  PGconn* reader_ = nullptr;
  PGconn* locker_ = nullptr;  // holds this process's advisory locks: ownership of its games
  std::mutex read_mu_, lock_mu_;
};

}  // namespace

Result<std::unique_ptr<Store>> open_pg_store(const std::string& conninfo) {
  auto s = std::make_unique<PgStore>();
  if (Status st = s->open(conninfo); !st) return st;
  return std::unique_ptr<Store>(std::move(s));
}

}  // namespace rwd
