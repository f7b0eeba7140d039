# Homebrew formula for space. `make dist` writes dist/space.rb from this file with the source archive's
# address and SHA-256 filled in (@URL@, @SHA256@, @HOMEPAGE@); publish that one in a tap (a repository named
# homebrew-<tap>, in its Formula/ folder).
class Space < Formula
  desc "NASA's picture of the day, image library and astronauts in a terminal"
  homepage "@HOMEPAGE@"
  url "@URL@"
  sha256 "@SHA256@"
  license "Apache-2.0"

  # Package.swift asks for macOS 15.
  depends_on macos: :sequoia

  on_macos do
    # Swift 6.2 comes with Xcode 26.
    depends_on xcode: ["26.0", :build]
  end

  on_linux do
    depends_on "swift" => :build
  end

  # The built space is tried against the tests' stand-in of the services before it is installed.
  uses_from_macos "python" => :build
  # FoundationNetworking and space's own transport load libcurl.
  uses_from_macos "curl"

  def install
    # Scripts/install builds the release product (on Linux with the Swift runtime inside it where that
    # links and answers, else linked against the runtime, which it lays out beside it in lib/space, so
    # nothing is taken from Homebrew's swift at run time), runs it against a local stand-in of the
    # services, and lays out what make install installs. SwiftPM's own sandbox cannot run inside
    # Homebrew's on macOS.
    ENV["SWIFT_BUILD_FLAGS"] = "--disable-sandbox" if OS.mac?
    system "Scripts/install", "stage", buildpath/"stage"
    cd "stage" do
      bin.install "bin/space"
      (lib/"space").install Dir["lib/space/*"] if File.directory?("lib/space")
      man1.install "share/man/man1/space.1"
      bash_completion.install "share/bash-completion/completions/space"
      zsh_completion.install "share/zsh/site-functions/_space"
      fish_completion.install "share/fish/vendor_completions.d/space.fish"
    end
  end

  test do
    assert_match "space #{version}", shell_output("#{bin}/space --version")
    # No network in Homebrew's test: offline with nothing cached is exit 69 and one sentence.
    output = shell_output("#{bin}/space apod --offline 2>&1", 69)
    assert_match "--offline", output
  end
end
