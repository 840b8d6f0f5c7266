// Command-line options of the benchmarks and tools: `--name VALUE` pairs after the script's name.

/**
 * The value given after `name` on the command line, else `fallback`: a number when the fallback
 * is one (e.g. `option('--games', 100)`), else the text as given.
 */
export function option(name, fallback, args = process.argv.slice(2)) {
  const i = args.indexOf(name);
  if (i < 0 || i + 1 >= args.length) return fallback;
  return typeof fallback === 'number' ? Number(args[i + 1]) : args[i + 1];
}
