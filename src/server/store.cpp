#include "server/store.h"

namespace rwd {

uint8_t stored_answerer(std::string_view name) {
  for (int i = 1; i < kNumStoredAnswerers; ++i)
    if (name == kStoredAnswerers[i]) return static_cast<uint8_t>(i);
  return 0;
}

Store::~Store() = default;

bool Store::acquire(const std::string&) {
  return true;
}
void Store::release(const std::string&) {}

void Store::start_writer() {
  writer_ = std::thread([this] { writer_loop(); });
}

void Store::create_game(GameRow row, WriteDone done, uint32_t start_frame,
                        std::vector<RecordInput> inputs) {
  Write w;
  w.kind = Write::Kind::CreateGame;
  w.row = std::move(row);
  w.frame = start_frame;
  w.inputs = std::move(inputs);
  w.done = std::move(done);
  enqueue(std::move(w));
}

void Store::append_input(const std::string& id, uint32_t frame, RecordInput in, WriteDone done) {
  Write w;
  w.kind = Write::Kind::Input;
  w.row.id = id;
  w.frame = frame;
  w.input = in;
  w.done = std::move(done);
  enqueue(std::move(w));
}

void Store::set_over(const std::string& id, const std::string& result, WriteDone done) {
  Write w;
  w.kind = Write::Kind::SetOver;
  w.row.id = id;
  w.row.result = result;
  w.done = std::move(done);
  enqueue(std::move(w));
}

void Store::save_analysis(const std::string& id, const std::string& key, std::string json,
                          WriteDone done) {
  Write w;
  w.kind = Write::Kind::Analysis;
  w.row.id = id;
  w.key = key;
  w.text = std::move(json);
  w.done = std::move(done);
  enqueue(std::move(w));
}

void Store::enqueue(Write w) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (!closed_) {
      queue_.push_back(std::move(w));
      ++queued_;
      cv_.notify_one();
      return;
    }
  }
  if (w.done) w.done(Status::error("the store is closed"));
}

void Store::drain() {
  std::unique_lock<std::mutex> lock(mu_);
  const uint64_t target = queued_;
  drained_.wait(lock, [&] { return finished_ >= target || !writer_.joinable(); });
}

void Store::close() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (closed_) return;
    closed_ = true;
    stopping_ = true;
    cv_.notify_one();
  }
  if (writer_.joinable()) writer_.join();
}

void Store::writer_loop() {
  std::vector<Write> batch;
  for (;;) {
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [&] { return !queue_.empty() || stopping_; });
      if (queue_.empty()) return;  // stopping, and everything written
      // Everything waiting goes into one transaction (group commit).
      batch.assign(std::make_move_iterator(queue_.begin()), std::make_move_iterator(queue_.end()));
      queue_.clear();
    }
    run_batch(batch);
    {
      std::lock_guard<std::mutex> lock(mu_);
      finished_ += batch.size();
      drained_.notify_all();
    }
    batch.clear();
  }
}

Status Store::execute_in_savepoint(const Write& w, Status& result) {
  if (Status s = writer_sql("SAVEPOINT w"); !s) return s;
  result = execute(w);
  if (!result)
    if (Status s = writer_sql("ROLLBACK TO SAVEPOINT w"); !s) return s;
  return writer_sql("RELEASE SAVEPOINT w");
}

Status Store::execute_all(const std::vector<Write>& batch, std::vector<Status>& results) {
  for (size_t i = 0; i < batch.size(); ++i)
    if (Status s = execute_in_savepoint(batch[i], results[i]); !s) return s;
  return Status::ok();
}

void Store::run_batch(std::vector<Write>& batch) {
  // One transaction for the whole batch (group commit); a refused write fails only its own
  // answer. If the transaction itself fails, every write is retried alone.
  std::vector<Status> results(batch.size());
  Status s = begin();
  if (s) s = execute_all(batch, results);
  if (s) s = commit();
  if (s) {
    ++transactions_;
  } else {
    rollback();
    for (size_t i = 0; i < batch.size(); ++i) {
      Status one = begin();
      if (one) one = execute(batch[i]);
      if (one) one = commit();
      if (!one)
        rollback();
      else
        ++transactions_;
      results[i] = one;
    }
  }
  for (size_t i = 0; i < batch.size(); ++i) {
    if (results[i]) ++rows_;
    if (batch[i].done) batch[i].done(results[i]);
  }
}

}  // namespace rwd
