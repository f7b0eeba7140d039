import CProcessor
import SpaceImagingAVX2
import SpaceImagingKernels

/// The decoders' inner loops, each from the copy compiled for this processor: `AVX2Kernels`
/// where it runs x86-64-v3 code (libjpeg-turbo chooses its AVX2 code the same way, at run time),
/// else the copy inlined here, for any processor. Both copies give the same bytes
/// (`KernelCopiesTests`).
enum JPEGKernels {
    /// Whether the AVX2 copy runs: asked of the processor once.
    static let wide = space_cpu_runs_x86_64_v3() != 0

    @inline(__always)
    static func islow(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        if wide {
            AVX2Kernels.islow(input, quant: quant, output: output, stride: stride)
        } else {
            IDCTKernels.islow(input, quant: quant, output: output, stride: stride)
        }
    }

    @inline(__always)
    static func islowLow(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        if wide {
            AVX2Kernels.islowLow(input, quant: quant, output: output, stride: stride)
        } else {
            IDCTKernels.islowLow(input, quant: quant, output: output, stride: stride)
        }
    }

    @inline(__always)
    static func islowLowest(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        if wide {
            AVX2Kernels.islowLowest(input, quant: quant, output: output, stride: stride)
        } else {
            IDCTKernels.islowLowest(input, quant: quant, output: output, stride: stride)
        }
    }

    @inline(__always)
    static func idct4x4(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        if wide {
            AVX2Kernels.idct4x4(input, quant: quant, output: output, stride: stride)
        } else {
            IDCTKernels.idct4x4(input, quant: quant, output: output, stride: stride)
        }
    }

    @inline(__always)
    static func idct2x2(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        if wide {
            AVX2Kernels.idct2x2(input, quant: quant, output: output, stride: stride)
        } else {
            IDCTKernels.idct2x2(input, quant: quant, output: output, stride: stride)
        }
    }

    @inline(__always)
    static func yccToRGB(
        _ y: UnsafePointer<UInt8>, _ cb: UnsafePointer<UInt8>, _ cr: UnsafePointer<UInt8>, width: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        if wide {
            AVX2Kernels.yccToRGB(y, cb, cr, width: width, into: out)
        } else {
            RowKernels.yccToRGB(y, cb, cr, width: width, into: out)
        }
    }

    @inline(__always)
    static func fancyH2V1(_ input: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        if wide {
            AVX2Kernels.fancyH2V1(input, width: width, into: out)
        } else {
            RowKernels.fancyH2V1(input, width: width, into: out)
        }
    }

    @inline(__always)
    static func fancyV2(
        _ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, bias: Int32, count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        if wide {
            AVX2Kernels.fancyV2(near, far, bias: bias, count: count, into: out)
        } else {
            RowKernels.fancyV2(near, far, bias: bias, count: count, into: out)
        }
    }

    @inline(__always)
    static func fancyH2V2(
        _ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        if wide {
            AVX2Kernels.fancyH2V2(near, far, width: width, into: out)
        } else {
            RowKernels.fancyH2V2(near, far, width: width, into: out)
        }
    }
}
