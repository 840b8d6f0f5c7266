// Where things are on a Catan board, from the engine's names alone (docs/rules/catan.md, "Names"):
// a hex is "q,r" (axial, flat-top), a vertex names its three hexes, an edge its two. Positions
// are computed here without the engine, so the page can draw a saved game before the engine
// has loaded.
export const SIZE = 52;  // hex circumradius in SVG units
const SQRT3 = Math.sqrt(3);
// Around a hex in order: consecutive directions are neighbours of each other.
const DIRECTIONS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];

export const hexName = (h) => `${h.q},${h.r}`;
export const parseHex = (name) => {
  const [q, r] = name.split(',').map(Number);
  return { q, r };
};
const byQR = (a, b) => a.q - b.q || a.r - b.r;
const nameOf = (hexes) => [...hexes].sort(byQR).map(hexName).join('|');
export const hexesOf = (name) => name.split('|').map(parseHex);
export const distance = (a, b) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
export const isLand = (h) => distance(h, { q: 0, r: 0 }) <= 2;

/** The centre of a hex in SVG units. */
export function hexCentre(h) {
  return { x: 1.5 * SIZE * h.q, y: SQRT3 * SIZE * (h.r + h.q / 2) };
}

const mean = (points) => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

/** A vertex's point: the centroid of its three hexes' centres. */
export function vertexPoint(name) {
  return mean(hexesOf(name).map(hexCentre));
}

/** An edge's two ends (the side the two hexes share) and its middle. */
export function edgeEnds(name) {
  const [a, b] = hexesOf(name).map(hexCentre);
  const mid = mean([a, b]);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const px = (-(b.y - a.y) / len) * (SIZE / 2);
  const py = ((b.x - a.x) / len) * (SIZE / 2);
  return { mid, a: { x: mid.x - px, y: mid.y - py }, b: { x: mid.x + px, y: mid.y + py } };
}

/** The six corners of a hex, as points. */
export function hexCorners(h) {
  const c = hexCentre(h);
  return Array.from({ length: 6 }, (_, i) => ({ x: c.x + SIZE * Math.cos((Math.PI / 3) * i), y: c.y + SIZE * Math.sin((Math.PI / 3) * i) }));
}

const neighbours = (h) => DIRECTIONS.map(([dq, dr]) => ({ q: h.q + dq, r: h.r + dr }));

/** The 19 land hexes, the 54 vertices and 72 edges of the standard board, by name. */
export function boardNames() {
  const land = [];
  for (let q = -2; q <= 2; ++q) for (let r = -2; r <= 2; ++r) if (isLand({ q, r })) land.push({ q, r });
  const vertices = new Set();
  const edges = new Set();
  for (const h of land) {
    const around = neighbours(h);
    around.forEach((n, i) => {
      vertices.add(nameOf([h, n, around[(i + 1) % 6]]));
      edges.add(nameOf([h, n]));
    });
  }
  return { land, vertices: [...vertices], edges: [...edges] };
}

/** The vertices at the two ends of an edge. */
export function edgeVertices(edge) {
  const [a, b] = hexesOf(edge);
  const common = neighbours(a).filter((n) => distance(n, b) === 1);
  return common.map((c) => nameOf([a, b, c]));
}
