#include "CProcessor.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static unsigned long long xcr0(void) {
    unsigned int eax, edx;
    __asm__ volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(0));
    return ((unsigned long long)edx << 32) | eax;
}

int space_cpu_runs_x86_64_v3(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const unsigned int leaf1 = bit_SSE3 | bit_SSSE3 | bit_FMA | bit_CMPXCHG16B | bit_SSE4_1 | bit_SSE4_2 |
                               bit_MOVBE | bit_POPCNT | bit_OSXSAVE | bit_AVX | bit_F16C;
    if ((ecx & leaf1) != leaf1) return 0;
    // The operating system saves the vector registers' upper halves (XMM and YMM state).
    if ((xcr0() & 6) != 6) return 0;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    const unsigned int leaf7 = bit_BMI | bit_AVX2 | bit_BMI2;
    if ((ebx & leaf7) != leaf7) return 0;
    if (!__get_cpuid(0x80000001, &eax, &ebx, &ecx, &edx)) return 0;
    return (ecx & bit_LZCNT) != 0;
}
#else
int space_cpu_runs_x86_64_v3(void) { return 0; }
#endif
