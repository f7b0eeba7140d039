# Checks a Homebrew formula for space without Homebrew (none runs here): the Ruby parses, its
# metadata is complete, and its install steps, run against a stand-in for Homebrew's formula
# language on macOS and on Linux, build the way homebrew-core builds Swift tools and install the
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
    def depends_on(value) = Formula.metadata[:depends_on] << value
    def uses_from_macos(*value, **options) = Formula.metadata[:uses_from_macos] << [value, options]
    def test(&block) = Formula.metadata[:test] << block
  end

  class Place < Pathname
    def initialize(path, formula) = (super(path); @formula = formula)
    def /(other) = Place.new(File.join(to_s, other.to_s), @formula)
    def install(*files) = files.each { |file| @formula.written << File.join(relative, File.basename(file.to_s)) }
    def write(_text) = @formula.written << relative
    def relative = to_s.delete_prefix("#{@formula.prefix}/")
  end

  attr_reader :written, :commands, :prefix

  def initialize(mac:)
    @mac, @written, @commands, @prefix = mac, [], [], "/prefix"
  end

  def bin = Place.new("#{@prefix}/bin", self)
  def man1 = Place.new("#{@prefix}/share/man/man1", self)
  def version = Formula.metadata[:url].first[/(\d+\.\d+\.\d+)/, 1]
  def system(*command) = @commands << command
  def generate_completions_from_executable(executable, *arguments)
    @commands << ["completions", executable.to_s, *arguments]
    @written.push("etc/bash_completion.d/space", "share/zsh/site-functions/_space",
                  "share/fish/vendor_completions.d/space.fish")
  end
end

module OS
  class << self
    attr_accessor :mac
    def mac? = mac
    def linux? = !mac
  end
end

module Utils
  def self.safe_popen_read(*command)
    command.shift if command.first.is_a?(Hash)
    command.include?("--show-bin-path") ? "/build/release\n" : ".TH SPACE 1\n"
  end
end

begin
  load formula_file
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
failures << "no macOS floor" unless metadata[:depends_on].any? { |d| d.is_a?(Hash) && d.key?(:macos) }

expected = installed.map { |path| HOMEBREW_PLACES.fetch(path, path) }.sort
[true, false].each do |mac|
  OS.mac = mac
  formula = Space.new(mac: mac)
  formula.install
  system_name = mac ? "macOS" : "Linux"
  build = formula.commands.find { |c| c[0, 2] == %w[swift build] && !c.include?("--show-bin-path") }
  if build.nil?
    failures << "#{system_name}: no swift build"
  else
    want = mac ? "--disable-sandbox" : "--static-swift-stdlib"
    failures << "#{system_name}: swift build without #{want}" unless build.include?(want)
    failures << "#{system_name}: swift build is not -c release --product space" unless build.each_cons(2).include?(%w[-c release]) && build.each_cons(2).include?(%w[--product space])
  end
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
