// libFuzzer target: the record reader and the state snapshot decoder on arbitrary bytes.
// Every input is read as a record file (either encoding), as a binary record with the
// checksum check skipped (so mutations reach the field checks), and as a state snapshot.
// Whatever is accepted is opened, replayed and re-encoded; the round trips must be exact.
// A crash, a sanitizer report or a failed round trip is a bug.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cards/builtin.h"
#include "game/game.h"
#include "record/record_binary.h"
#include "record/record_file.h"
#include "record/record_json.h"
#include "record/replay.h"

namespace {

using namespace rwd;

void check(bool ok) {
  if (!ok) std::abort();
}

void exercise(const GameRecord& rec) {
  // Writers and readers agree exactly (binary drops only the inputs' players).
  Result<GameRecord> j = decode_record_json(encode_record_json(rec));
  check(j.is_ok() && *j == rec);
  std::string bin = encode_record_binary(rec);
  Result<GameRecord> b = decode_record_binary(bin);
  check(b.is_ok() && encode_record_binary(*b) == bin && record_hash(*b) == record_hash(rec));
  Result<Replay> replay = Replay::open(rec, /*allow_other_engine=*/true);
  if (!replay) return;
  VerifyReport v = replay->verify();
  check(v.ok || !v.problem.empty());
  (void)replay->at(replay->first_frame());
  if (replay->index()) {
    Result<Game> last = replay->at(replay->last_frame());
    check(last.is_ok());
    OptionList opts;
    last->options(opts);
    (void)last->decision();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  Result<GameRecord> rec = parse_record(bytes);
  if (rec) {
    // The binary encoding is canonical: what decodes re-encodes to the same bytes.
    if (looks_binary_record(bytes)) check(encode_record_binary(*rec) == bytes);
    exercise(*rec);
  }
  if (looks_binary_record(bytes)) {
    Result<GameRecord> unchecked = decode_record_binary(bytes, /*verify_checksum=*/false);
    if (unchecked) exercise(*unchecked);
  }
  Result<Game> g = Game::from_snapshot(bytes, builtin_card_db());
  if (g) {
    OptionList opts;
    g->options(opts);
    (void)g->decision();
    (void)g->view(g->pending().player == PlayerId::None ? PlayerId::None : g->pending().player);
    check(g->snapshot().size() == size);
  }
  return 0;
}
