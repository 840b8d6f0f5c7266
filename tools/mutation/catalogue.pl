#!/usr/bin/perl
# Helper of tools/mutation-test.sh: reads the mutant catalogue and applies one mutant to a file.
# Plain Perl (perl-base is on every Debian machine) so the tool needs nothing installed.
#
#   catalogue.pl select CATALOGUE SAMPLE SEED ONLY_REGEX INCLUDE_EQUIVALENT
#       Prints the chosen entries, one per line, as the catalogue's six columns separated by \x1f
#       (not by tabs: bash's `read` would merge empty fields around them),
#       ordered by file then catalogue order (mutants of one file share the rebuild of its object).
#       SAMPLE 0 = every entry; otherwise SAMPLE entries chosen by a hash of SEED and each id, so a
#       seed names the same sample on every machine and a new seed rotates to other entries.
#   catalogue.pl apply FILE SNIPPET REPLACEMENT
#       Replaces the one occurrence of SNIPPET in FILE. Exit 3 (and prints the count) when SNIPPET
#       occurs other than exactly once: the entry is stale, the code it targets has moved on.
use strict;
use warnings;

sub fnv1a {  # 32-bit FNV-1a: a stable hash for the sample order
  my ($text) = @_;
  my $h = 0x811c9dc5;
  for my $byte (unpack('C*', $text)) { $h ^= $byte; $h = ($h * 0x01000193) & 0xffffffff; }
  return $h;
}

sub read_catalogue {
  my ($path) = @_;
  open(my $fh, '<', $path) or die "mutation: cannot read $path: $!\n";
  my (@entries, %seen);
  while (my $line = <$fh>) {
    chomp $line;
    next if $line =~ /^\s*(#|$)/;
    my @f = split /\t/, $line, -1;
    die "mutation: $path:$.: expected 6 tab-separated columns (id file expect snippet replacement why), got " . scalar(@f) . "\n"
      unless @f == 6;
    my ($id, $file, $expect) = @f;
    die "mutation: $path:$.: duplicate id $id\n" if $seen{$id}++;
    die "mutation: $path:$.: expect must be 'kill', 'equivalent' or 'open', got '$expect'\n" unless $expect =~ /^(kill|equivalent|open)$/;
    die "mutation: $path:$.: empty snippet\n" if $f[3] eq '';
    die "mutation: $path:$.: snippet and replacement are equal\n" if $f[3] eq $f[4];
    push @entries, { line => $line, id => $id, file => $file, expect => $expect, order => scalar(@entries) };
  }
  return @entries;
}

my $command = shift @ARGV // '';
if ($command eq 'select') {
  my ($path, $sample, $seed, $only, $equivalent) = @ARGV;
  my @entries = read_catalogue($path);
  @entries = grep { $_->{expect} eq 'kill' } @entries unless $equivalent;
  @entries = grep { $_->{id} =~ /$only/ || $_->{file} =~ /$only/ } @entries if length $only;
  if ($sample > 0 && $sample < @entries) {
    @entries = (sort { fnv1a("$seed:$a->{id}") <=> fnv1a("$seed:$b->{id}") } @entries)[0 .. $sample - 1];
  }
  print join("\x1f", split(/\t/, $_->{line}, -1)), "\n" for sort { $a->{file} cmp $b->{file} or $a->{order} <=> $b->{order} } @entries;
} elsif ($command eq 'apply') {
  my ($file, $snippet, $replacement) = @ARGV;
  open(my $in, '<', $file) or die "mutation: cannot read $file: $!\n";
  my $text = do { local $/; <$in> };
  close $in;
  my $count = () = $text =~ /\Q$snippet\E/g;
  if ($count != 1) { print "$count\n"; exit 3; }
  my $at = index($text, $snippet);
  substr($text, $at, length $snippet) = $replacement;
  open(my $out, '>', $file) or die "mutation: cannot write $file: $!\n";
  print $out $text;
  close $out;
} else {
  die "usage: catalogue.pl select CATALOGUE SAMPLE SEED ONLY INCLUDE_EQUIVALENT | apply FILE SNIPPET REPLACEMENT\n";
}
