# Checks a Homebrew formula for space without Homebrew (none runs here): the Ruby parses, its
# metadata is complete, and its install steps, run against a stand-in for Homebrew's formula
# language on macOS and on Linux, build through Scripts/install (which checks the binary) and install the
# same files as `make install` (given as the paths under PREFIX, one an argument).
#
#   ruby Packaging/homebrew/check-formula.rb dist/space.rb VERSION bin/space share/man/man1/space.1 ...
require "pathname"

formula_file, version, *installed = ARGV
abort "usage: ruby check-formula.rb FORMULA VERSION PATH..." if formula_file.nil? || installed.empty?
failures = []

# Homebrew's names for make install's folders (Formula#bash_completion is etc/bash_completion.d).
HOMEBREW_PLACES = {
  "share/bash-completion/completions/space" => "etc/bash_completion.d/space",
}.freeze

class Formula
  @metadata = Hash.new { |hash, key| hash[key] = [] }
  class << self
    attr_reader :metadata
    %i[desc homepage url sha256 license].each do |name|
      define_method(name) { |value| Formula.metadata[name] << value }
    end
    # Dependencies are recorded with the system they hold on (:all, :macos or :linux).
    def depends_on(value) = Formula.metadata[:depends_on] << [@system || :all, value]
    def uses_from_macos(*value, **options) = Formula.metadata[:uses_from_macos] << [value, options]
    def on_macos(&block) = within(:macos, &block)
    def on_linux(&block) = within(:linux, &block)
    def within(system)
      @system = system
      yield
    ensure
      @system = nil
    end
    def test(&block) = Formula.metadata[:test] << block
  end

  class Place < Pathname
    def initialize(path, formula) = (super(path); @formula = formula)
    def /(other) = Place.new(File.join(to_s, other.to_s), @formula)
    def install(*files) = files.flatten.each { |file| @formula.written << File.join(relative, File.basename(file.to_s)) }
    def write(_text) = @formula.written << relative
    def relative = to_s.delete_prefix("#{@formula.prefix}/")
  end

  attr_reader :written, :commands, :prefix, :environment

  def initialize(mac:)
    @mac, @written, @commands, @prefix, @environment = mac, [], [], "/prefix", {}
  end

  def place(path) = Place.new("#{@prefix}/#{path}", self)
  def bin = place("bin")
  def lib = place("lib")
  def man1 = place("share/man/man1")
  def bash_completion = place("etc/bash_completion.d")
  def zsh_completion = place("share/zsh/site-functions")
  def fish_completion = place("share/fish/vendor_completions.d")
  def buildpath = Pathname.new("/build")
  def version = Formula.metadata[:url].first[/(\d+\.\d+\.\d+)/, 1]
  def system(*command) = @commands << command.map(&:to_s)
  def cd(_folder) = yield
  # What the formula sets in ENV is kept for the checks, never set in this process.
  def env_assign(name, value) = @environment[name] = value
end

# ENV["X"] = … inside the formula's install, recorded by the formula being installed.
FORMULA_ENV = Object.new
def FORMULA_ENV.[]=(name, value)
  $installing.env_assign(name, value)
end
def FORMULA_ENV.[](name) = $installing.environment[name]

module Utils
  def self.safe_popen_read(*command)
    command.shift if command.first.is_a?(Hash)
    command.include?("--show-bin-path") ? "/build/release\n" : ".TH SPACE 1\n"
  end
end

module OS
  class << self
    attr_accessor :mac
    def mac? = mac
    def linux? = !mac
  end
end

begin
  source = File.read(formula_file).gsub(/\bENV\[/, "FORMULA_ENV[")
  eval(source, TOPLEVEL_BINDING, formula_file)
rescue SyntaxError, StandardError => e
  abort "#{formula_file} does not load: #{e.message}"
end
metadata = Formula.metadata
%i[desc homepage url sha256 license].each do |field|
  failures << "#{field} is given #{metadata[field].size} times" unless metadata[field].size == 1
end
desc = metadata[:desc].first.to_s
failures << "desc is #{desc.length} characters (at most 80)" if desc.length > 80
failures << "desc starts with the formula's name" if desc.downcase.start_with?("space")
failures << "the license is #{metadata[:license].first}, not Apache-2.0" unless metadata[:license].first == "Apache-2.0"
failures << "a placeholder is left: #{metadata.values.flatten.grep(/@[A-Z0-9_]+@/).first}" if metadata.values.flatten.grep(String).any? { |v| v =~ /@[A-Z0-9_]+@/ }
failures << "sha256 is not 64 hex digits" unless metadata[:sha256].first.to_s.match?(/\A\h{64}\z/)
failures << "the url names version #{Space.new(mac: true).version}, not #{version}" unless metadata[:url].first.to_s.include?("-#{version}.tar.gz")
failures << "no test block" if metadata[:test].empty?
failures << "no macOS floor" unless metadata[:depends_on].any? { |_, d| d.is_a?(Hash) && d.key?(:macos) }

dependencies = metadata[:depends_on]
# uses_from_macos "curl" and uses_from_macos "python" => :build (a hash, taken as keywords).
uses = metadata[:uses_from_macos].flat_map { |value, options| value.flat_map { |v| v.is_a?(Hash) ? v.keys : [v] } + options.keys.map(&:to_s) }
if dependencies.any? { |_, d| d.is_a?(Hash) && d.key?(:xcode) } && uses.include?("swift")
  failures << "depends_on xcode together with uses_from_macos \"swift\" (homebrew-core refuses the pair)"
end
failures << "no Xcode floor on macOS" unless dependencies.any? { |system, d| system == :macos && d.is_a?(Hash) && d.key?(:xcode) }
failures << "no swift to build with on Linux" unless dependencies.any? { |system, d| system == :linux && d.is_a?(Hash) && d.key?("swift") }
failures << "no python to build with (Scripts/check-binary needs it)" unless uses.include?("python")

expected = installed.map { |path| HOMEBREW_PLACES.fetch(path, path) }.sort
[true, false].each do |mac|
  OS.mac = mac
  formula = Space.new(mac: mac)
  $installing = formula
  system_name = mac ? "macOS" : "Linux"
  begin
    formula.install
  rescue NoMethodError => e
    failures << "#{system_name}: install calls #{e.name}, which this check does not know"
    next
  end
  stage = formula.commands.find { |c| c.first == "Scripts/install" }
  failures << "#{system_name}: does not build with Scripts/install stage (which checks the binary)" unless stage&.at(1) == "stage"
  failures << "#{system_name}: runs swift build itself: #{formula.commands.find { |c| c.first == "swift" }.join(' ')}" if formula.commands.any? { |c| c.first == "swift" }
  flags = formula.environment["SWIFT_BUILD_FLAGS"].to_s
  failures << "macOS: swift build without --disable-sandbox" if mac && !flags.include?("--disable-sandbox")
  failures << "#{system_name}: --static-swift-stdlib, which does not link under Swift Build" if flags.include?("--static-swift-stdlib")
  got = formula.written.sort
  failures << "#{system_name}: installs #{(got - expected).join(', ')} that make install does not" unless (got - expected).empty?
  failures << "#{system_name}: does not install #{(expected - got).join(', ')} as make install does" unless (expected - got).empty?
end

if failures.empty?
  puts "#{formula_file}: parses, complete, installs what make install installs (#{expected.size} files) on macOS and Linux"
else
  warn failures.map { |f| "#{formula_file}: #{f}" }
  exit 1
end
