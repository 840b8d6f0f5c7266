// How fast the computer's moves are shown: one by one with a pause a person can follow
// (700 ms; a roll or the robber a little longer), or as set by the page's URL (?pace=0 for tests,
// ?pace=1500 to watch slowly).
const DEFAULT_PACE = 700;

export function paceFromUrl(href = location.href) {
  const raw = new URL(href).searchParams.get('pace');
  const n = raw === null ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 10000 ? n : DEFAULT_PACE;
}

/** The pause before the computer's move at `prompt`: longer for a roll and for the robber. */
export function pauseFor(prompt, pace) {
  return prompt === 'ROLL' || prompt === 'MOVE_ROBBER' ? Math.round(pace * 1.4) : pace;
}
