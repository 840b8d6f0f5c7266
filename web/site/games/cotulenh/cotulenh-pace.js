// The pause between two steps of the computer's deploy turn on the CoTuLenh page, so that a
// person can follow them; `?pace=MS` in the page's address sets it (0 for tests), up to
// MAX_PACE_MS.
const DEFAULT_PACE_MS = 600;
const MAX_PACE_MS = 5000;

/** The pause between deploy steps asked by the address's `pace` parameter, else the default. */
export function paceFromAddress(search) {
  const asked = new URLSearchParams(search).get('pace');
  const ms = asked === null || asked.trim() === '' ? NaN : Number(asked);
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_PACE_MS) : DEFAULT_PACE_MS;
}
