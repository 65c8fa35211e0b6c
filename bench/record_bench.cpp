// Google Benchmark suite for records (docs/game-record.md): replay speed, seeking in a
// 2,000-frame record, the binary codec, and resuming a 500-frame stop from its file.
// The same figures, in one run, come from `rewind bench` (its "record" section).
#include <benchmark/benchmark.h>

#include <filesystem>

#include "record/record_binary.h"
#include "record/record_file.h"
#include "record/replay.h"
#include "record/sample_games.h"

namespace rwd {
namespace {

const std::vector<GameRecord>& sample_records() {
  static const std::vector<GameRecord> recs = [] {
    std::vector<GameRecord> v;
    for (uint64_t seed = 1; seed <= 200; ++seed) v.push_back(samples::play_recorded(seed));
    return v;
  }();
  return recs;
}

void BM_ReplayRecord(benchmark::State& state) {
  std::vector<Replay> replays;
  uint64_t per_round = 0;
  for (const GameRecord& r : sample_records()) {
    replays.push_back(std::move(*Replay::open(r)));
    per_round += r.inputs.size();
  }
  uint64_t decisions = 0;
  for (auto _ : state) {
    for (Replay& r : replays) benchmark::DoNotOptimize(r.verify().ok);
    decisions += per_round;
  }
  state.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReplayRecord)->Unit(benchmark::kMillisecond);

void BM_SeekFrameOf2000(benchmark::State& state) {
  static const GameRecord rec = samples::long_record(2000);
  Replay replay = std::move(*Replay::open(rec));
  (void)replay.index();
  uint32_t f = 0;
  for (auto _ : state) {
    f = (f + 997) % (replay.last_frame() + 1);  // a spread of frames
    benchmark::DoNotOptimize(replay.at(f)->hash());
  }
}
BENCHMARK(BM_SeekFrameOf2000)->Unit(benchmark::kMicrosecond);

void BM_EncodeBinary(benchmark::State& state) {
  const GameRecord& r = sample_records()[0];
  for (auto _ : state) benchmark::DoNotOptimize(encode_record_binary(r));
  state.counters["bytes"] = static_cast<double>(encode_record_binary(r).size());
}
BENCHMARK(BM_EncodeBinary);

void BM_DecodeBinary(benchmark::State& state) {
  std::string bytes = encode_record_binary(sample_records()[0]);
  for (auto _ : state) benchmark::DoNotOptimize(decode_record_binary(bytes).is_ok());
}
BENCHMARK(BM_DecodeBinary);

void BM_Resume500FrameStop(benchmark::State& state) {
  std::string path = (std::filesystem::temp_directory_path() / "rewind-record-bench.rwr").string();
  (void)write_record_file(path, samples::long_record(500));
  for (auto _ : state) {
    Result<Replay> r = Replay::open(std::move(*read_record_file(path)));
    (void)r->index();
    benchmark::DoNotOptimize(r->at(r->last_frame())->hash());
  }
  std::filesystem::remove(path);
}
BENCHMARK(BM_Resume500FrameStop)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace rwd
