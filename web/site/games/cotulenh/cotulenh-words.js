// Player words for the CoTuLenh page: what the engine's piece codes ('T', '+T', '(FTI)') and
// deploy turns mean, for the legend, the squares' accessible names and the status line.

/** The unit letters of CoTuLenh (docs/rules/cotulenh.md section 2), in the order the legend lists them. */
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
  const units = unitNames(code);
  if (units.length <= 1) return units[0] ?? '';
  return `${units[0]} carrying ${listOf(units.slice(1))}`;
}

/**
 * An open deploy turn in words, from the part the engine's FEN adds while it is open
 * (`origin:stay:steps`, `...` while members remain; docs/boards.md): 'c3:I:T>c5...' -> 'the
 * stack on c3: tank to c5; still on c3: infantry'. Text it cannot read is returned as it is.
 */
export function describeDeploy(suffix) {
  const turn = /^([a-k]\d{1,2}):([^:]*):(.*?)(\.\.\.)?$/.exec(suffix);
  if (!turn) return suffix;
  const [, origin, stay, steps] = turn;
  const moved = steps ? steps.split(',').map(describeDeployStep) : [];
  return `the stack on ${origin}: ${moved.length ? moved.join(', ') : 'nothing moved yet'}`
    + (stay ? `; still on ${origin}: ${listOf(unitNames(stay))}` : '');
}

function describeDeployStep(step) {
  const m = /^(\+?[A-Z])>([&x]?)([a-k]\d{1,2})$/.exec(step);
  if (!m) return step;
  const [, unit, how, square] = m;
  const name = describePiece(unit);
  return how === '&' ? `${name} joins ${square}` : how === 'x' ? `${name} captures on ${square}` : `${name} to ${square}`;
}

/** The units of a code, carrier first: '(F+TI)' -> ['air force', 'heroic tank', 'infantry']. */
function unitNames(code) {
  return [...code.replace(/[()]/g, '').matchAll(/(\+?)(.)/g)]
    .map(([, heroic, letter]) => `${heroic ? 'heroic ' : ''}${UNIT_NAMES[letter] ?? `unit ${letter}`}`);
}

const listOf = (names) => (names.length <= 1 ? names[0] ?? '' : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Terrain in words, as the legend says it. */
export const TERRAIN_NAMES = { water: 'water', mixed: 'water and land', land: 'land' };
