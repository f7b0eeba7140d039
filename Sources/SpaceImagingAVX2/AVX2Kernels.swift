import SpaceImagingKernels

/// The decoders' inner loops compiled for x86-64-v3 (this module is built with `-target-cpu
/// haswell`: eight 32-bit lanes to a register, 32-bit products in one instruction). Called only
/// where `space_cpu_runs_x86_64_v3()` says the processor can run them (see `JPEGKernels`); each
/// function inlines its kernel, so nothing compiled here is shared with the rest of the program.
public enum AVX2Kernels {
    public static func islow(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        IDCTKernels.islow(input, quant: quant, output: output, stride: stride)
    }

    public static func islowLow(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        IDCTKernels.islowLow(input, quant: quant, output: output, stride: stride)
    }

    public static func islowLowest(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        IDCTKernels.islowLowest(input, quant: quant, output: output, stride: stride)
    }

    public static func idct4x4(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        IDCTKernels.idct4x4(input, quant: quant, output: output, stride: stride)
    }

    public static func idct2x2(
        _ input: UnsafePointer<Int16>, quant: UnsafePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        IDCTKernels.idct2x2(input, quant: quant, output: output, stride: stride)
    }

    public static func yccToRGB(
        _ y: UnsafePointer<UInt8>, _ cb: UnsafePointer<UInt8>, _ cr: UnsafePointer<UInt8>, width: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        RowKernels.yccToRGB(y, cb, cr, width: width, into: out)
    }

    public static func fancyH2V1(_ input: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        RowKernels.fancyH2V1(input, width: width, into: out)
    }

    public static func fancyV2(
        _ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, bias: Int32, count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        RowKernels.fancyV2(near, far, bias: bias, count: count, into: out)
    }

    public static func fancyH2V2(
        _ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, width: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        RowKernels.fancyH2V2(near, far, width: width, into: out)
    }
}
