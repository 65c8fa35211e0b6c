#include "analysis/from_record.h"

namespace rwd {

Result<AnalysisInput> analysis_input(const Replay& replay) {
  Result<Game> start = replay.at(replay.first_frame());
  if (!start) return start.status();
  const GameRecord& rec = replay.record();
  std::vector<int> inputs;
  inputs.reserve(rec.inputs.size());
  for (const RecordInput& in : rec.inputs) inputs.push_back(in.option);
  AnalysisInput out(std::move(*start), std::move(inputs), record_hash(rec));
  for (int p = 0; p < kNumPlayers; ++p) out.names[p] = rec.decks[p].name;
  return out;
}

}  // namespace rwd
