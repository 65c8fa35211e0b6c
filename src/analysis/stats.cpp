#include "analysis/stats.h"

#include <algorithm>
#include <cmath>

namespace rwd {

Estimate estimate_of(const double* x, int n) {
  Estimate e;
  if (n <= 0) return e;
  double sum = 0.0, sq = 0.0;
  for (int i = 0; i < n; ++i) {
    sum += x[i];
    sq += x[i] * x[i];
  }
  const double mean = sum / n;
  e.chance = mean;
  e.se = std::sqrt(std::max(0.0, sq / n - mean * mean) / n);
  e.samples = n;
  return e;
}

PairedDiff paired_diff(const double* a, const double* b, int n) {
  PairedDiff d;
  if (n <= 0) return d;
  double sum = 0.0, sq = 0.0;
  for (int i = 0; i < n; ++i) {
    const double v = a[i] - b[i];
    sum += v;
    sq += v * v;
  }
  d.mean = sum / n;
  d.se = std::sqrt(std::max(0.0, sq / n - d.mean * d.mean) / n);
  return d;
}

double round4(double v) {
  const double r = std::round(v * 10000.0) / 10000.0;
  return r == 0.0 ? 0.0 : r;  // no negative zero in the JSON
}

Estimate rounded(const Estimate& e) {
  return Estimate{round4(e.chance), round4(e.se), e.samples};
}

}  // namespace rwd
