# Homebrew formula for space, written to homebrew-core's conventions for Swift command-line tools
# (swiftlint, swift-format, xcbeautify). `make dist` writes dist/space.rb from this file with the
# source archive's address and SHA-256 filled in (@URL@, @SHA256@, @HOMEPAGE@); publish
# that one in a tap (a repository named homebrew-<tap>, in its Formula/ folder).
class Space < Formula
  desc "NASA's picture of the day, image library and astronauts in a terminal"
  homepage "@HOMEPAGE@"
  url "@URL@"
  sha256 "@SHA256@"
  license "Apache-2.0"

  # Package.swift asks for macOS 15; Swift 6.2 comes with Xcode 26.
  depends_on xcode: ["26.0", :build]
  depends_on macos: :sequoia

  uses_from_macos "swift" => :build
  # FoundationNetworking and space's own transport load libcurl.
  uses_from_macos "curl"

  def install
    # SwiftPM's own sandbox cannot run inside Homebrew's on macOS; on Linux the Swift runtime is
    # linked in, as it is not ABI-stable there.
    args = if OS.mac?
      ["--disable-sandbox"]
    else
      ["--static-swift-stdlib"]
    end
    system "swift", "build", *args, "-c", "release", "--product", "space"
    bin_path = Utils.safe_popen_read("swift", "build", *args, "-c", "release", "--show-bin-path").chomp
    bin.install "#{bin_path}/space"
    (man1/"space.1").write Utils.safe_popen_read({ "LANG" => "C.UTF-8" }, bin/"space", "help", "--man")
    generate_completions_from_executable(bin/"space", "completions")
  end

  test do
    assert_match "space #{version}", shell_output("#{bin}/space --version")
    # No network in Homebrew's test: offline with nothing cached is exit 69 and one sentence.
    output = shell_output("#{bin}/space apod --offline 2>&1", 69)
    assert_match "--offline", output
  end
end
