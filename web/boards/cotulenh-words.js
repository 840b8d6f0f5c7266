// Player words for the CoTuLenh page: what the engine's piece codes ('T', '+T', '(FTI)') and
// squares mean, for the legend, the squares' accessible names and the status line.

/** The unit letters of CoTuLenh (RULES.md section 2), in the order the legend lists them. */
export const UNIT_NAMES = {
  C: 'commander', H: 'headquarters', I: 'infantry', M: 'militia', E: 'engineer', T: 'tank',
  A: 'artillery', G: 'anti-air gun', S: 'missile', F: 'air force', N: 'navy',
};

export const SIDE_NAMES = { r: 'red', b: 'blue' };

/**
 * A piece code in words: 'T' -> 'tank', '+T' -> 'heroic tank', '(FTI)' -> 'air force carrying
 * tank and infantry'. An unknown letter is named as the letter (never dropped silently).
 */
export function describePiece(code) {
  const units = [...code.replace(/[()]/g, '').matchAll(/(\+?)(.)/g)]
    .map(([, heroic, letter]) => `${heroic ? 'heroic ' : ''}${UNIT_NAMES[letter] ?? `unit ${letter}`}`);
  if (units.length <= 1) return units[0] ?? '';
  const carried = units.slice(1);
  const list = carried.length === 1 ? carried[0] : `${carried.slice(0, -1).join(', ')} and ${carried.at(-1)}`;
  return `${units[0]} carrying ${list}`;
}

/** Terrain in words, as the legend says it. */
export const TERRAIN_NAMES = { water: 'water', mixed: 'water and land', land: 'land' };
