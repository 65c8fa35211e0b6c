// The text helpers the card readers use (iequal, trim) live in core/text.h.
#pragma once

#include "core/text.h"
