// The statistics of an analysis: a win chance and its standard error from per-sample
// outcomes, and the mean and standard error of paired differences (two options played on
// the same samples). Variances are of the samples (divided by n), so for outcomes of 0 and 1
// the error is sqrt(p(1-p)/n). Sums run in index order, so a result never depends on how
// the samples were computed. Thread-safe: pure functions.
#pragma once

#include "analysis/analysis.h"

namespace rwd {

// The estimate from x[0..n). n == 0: an empty estimate.
Estimate estimate_of(const double* x, int n);

struct PairedDiff {
  double mean = 0.0;  // mean of a[i] - b[i]
  double se = 0.0;
};
PairedDiff paired_diff(const double* a, const double* b, int n);

// `v` rounded to four decimals: every number an Analysis holds, so that the JSON, the text
// and anything computed from them agree exactly, fresh or read back from a cache.
double round4(double v);
Estimate rounded(const Estimate& e);

}  // namespace rwd
