// The disassembler: a program as text, one instruction per line, operands named by the
// opcode table (`rewind cards show NAME --disasm`), and one instruction alone for the
// interpreter's trace mode. Thread-safe: pure functions.
#pragma once

#include <string>

#include "cards/program.h"

namespace rwd {

// "0003  damage        t0"
std::string disassemble_instr(const Program& p, int pc);
// The whole program: targets and filters, the casting part, then the resolution part.
std::string disassemble(const Program& p);

}  // namespace rwd
