#ifndef CPROCESSOR_H
#define CPROCESSOR_H

/// 1 when this processor and its operating system run x86-64-v3 code (AVX2, FMA, BMI1/2, F16C,
/// LZCNT, MOVBE: what `-target-cpu haswell` may use), 0 otherwise and on other architectures.
int space_cpu_runs_x86_64_v3(void);

#endif
