// The game in words: places ("near the 6 wheat and the 9 ore"), actions ("Blue built a
// settlement near the 6 wheat"), what a roll produced, and the names the board's targets carry.
// Only what every player at the table sees is said: a stolen card or a bought card stays unnamed,
// except to a seat that may know it (`toldTo`: the one person at the device, when the others are
// computers): the card it bought, the card it stole or had stolen.
import { edgeVertices, hexName, hexesOf, isLand } from './geometry.js';

export const RESOURCES = ['wood', 'brick', 'sheep', 'wheat', 'ore'];
export const seatName = (colour) => colour[0].toUpperCase() + colour.slice(1);

const list = (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Words for places on one board ({hexes, ports} of the position format). */
export function placeWords(board) {
  const hexes = new Map(board.hexes.map((h) => [hexName(h), h]));
  const harbourAt = new Map();
  for (const p of board.ports) for (const v of edgeVertices(p.edge)) harbourAt.set(v, p.type === '3:1' ? 'the 3:1 harbour' : `the 2:1 ${p.type} harbour`);
  const hex = (name) => {
    const h = hexes.get(name);
    return h.number === null ? 'the desert' : `the ${h.number} ${h.resource}`;
  };
  const landOf = (name) => hexesOf(name).filter(isLand).map(hexName);
  return {
    hex,
    vertex(name) {
      const near = `near ${list(landOf(name).map(hex))}`;
      const harbour = harbourAt.get(name);
      return harbour ? `${near}, at ${harbour}` : near;
    },
    edge(name) {
      const land = landOf(name).map(hex);
      return land.length === 2 ? `between ${land[0]} and ${land[1]}` : `on the coast by ${land[0]}`;
    },
  };
}

/** "2 wood, 1 ore" from counts by resource; "nothing" when empty. */
export function cardsWords(counts) {
  const parts = RESOURCES.filter((r) => counts[r] > 0).map((r) => `${counts[r]} ${r}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

// "1 wood 2 ore" (the notation's lot) -> "1 wood and 2 ore"
const lotWords = (lot) => list(lot.trim().split(/\s+/).reduce((out, w, i, a) => (i % 2 ? out : [...out, `${w} ${a[i + 1]}`]), []));

function handDiff(before, after) {
  return before.players.map((p, seat) => Object.fromEntries(RESOURCES.map((r) => [r, after.players[seat].hand[r] - p.hand[r]])));
}

/**
 * One action in words. `done` is the action as the engine returned it (with its outcome);
 * `before` and `after` are the positions (toState()) around it, for what it changed; `toldTo`,
 * the seat whose own hidden cards may be named (null: nobody's).
 */
export function actionWords(done, before, after, { toldTo = null } = {}) {
  const places = placeWords(before.board);
  const names = before.players.map((p) => seatName(p.colour));
  const who = names[before.turn.current];
  const [verb, ...rest] = done.split(' ');
  const arg = rest[0];
  const lines = [];
  switch (verb) {
    case 'SETTLEMENT': lines.push(`${who} built a settlement ${places.vertex(arg)}.`); break;
    case 'CITY': lines.push(`${who} built a city ${places.vertex(arg)}.`); break;
    case 'ROAD': lines.push(`${who} built a road ${places.edge(arg)}.`); break;
    case 'ROLL': {
      const gains = handDiff(before, after).map((d, seat) => (cardsWords(d) === 'nothing' ? null : `${names[seat]} gets ${cardsWords(d)}`)).filter(Boolean);
      const total = Number(arg);
      if (total === 7) lines.push(`${who} rolled 7: the robber moves.`);
      else lines.push(`${who} rolled ${total}: ${gains.length ? `${gains.join('; ')}.` : 'nobody gets anything.'}`);
      break;
    }
    case 'BUY_DEV': {
      const card = DEV_CARDS[arg]?.name;
      lines.push(toldTo === before.turn.current && card ? `${who} bought a development card: ${card}.` : `${who} bought a development card.`);
      break;
    }
    case 'DISCARD': lines.push(`${who} gave back 1 ${arg} for the robber.`); break;
    case 'ROBBER': {
      const to = places.hex(arg);
      if (rest[1] !== 'STEAL') {
        lines.push(`${who} moved the robber to ${to}.`);
        break;
      }
      const victim = Number(rest[2]);
      const told = RESOURCES.includes(rest[3]) && [before.turn.current, victim].includes(toldTo);
      lines.push(`${who} moved the robber to ${to} and stole ${told ? `1 ${rest[3]}` : 'a card'} from ${names[victim]}.`);
      break;
    }
    case 'KNIGHT': lines.push(`${who} played a knight.`); break;
    case 'ROAD_BUILDING': lines.push(`${who} played road building: two free roads.`); break;
    case 'MONOPOLY': {
      const got = after.players[before.turn.current].hand[arg] - before.players[before.turn.current].hand[arg];
      lines.push(`${who} played monopoly on ${arg} and took ${got}.`);
      break;
    }
    case 'YEAR_OF_PLENTY': lines.push(`${who} played year of plenty: ${list(rest.map((r) => `1 ${r}`))} from the bank.`); break;
    case 'MARITIME': lines.push(`${who} traded ${rest[0]} ${rest[1]} with the bank for 1 ${rest[2]}.`); break;
    case 'END_TURN': lines.push(`${who} ended the turn.`); break;
    case 'OFFER': {
      const [give, get] = done.slice(6).split(' FOR ');
      lines.push(`${who} offers ${lotWords(give)} for ${lotWords(get)}.`);
      break;
    }
    case 'ACCEPT': lines.push(`${who} accepts the offer.`); break;
    case 'REJECT': lines.push(`${who} declines the offer.`); break;
    case 'COUNTER': {
      const [give, get] = done.slice(8).split(' FOR ');
      lines.push(`${who} answers: ${lotWords(give)} for ${lotWords(get)}.`);
      break;
    }
    case 'TRADE': {
      const other = Number(arg);
      const d = handDiff(before, after)[before.turn.current];
      const gave = Object.fromEntries(RESOURCES.map((r) => [r, Math.max(0, -d[r])]));
      const got = Object.fromEntries(RESOURCES.map((r) => [r, Math.max(0, d[r])]));
      lines.push(`${who} traded ${cardsWords(gave)} to ${names[other]} for ${cardsWords(got)}.`);
      break;
    }
    case 'CANCEL_TRADE': lines.push(`${who} withdrew the offer.`); break;
    default: lines.push(`${who}: ${done}.`);
  }
  after.players.forEach((p, seat) => {
    if (p.has_longest_road && !before.players[seat].has_longest_road) lines.push(`${names[seat]} takes the longest road (${p.road_length}).`);
    if (p.has_largest_army && !before.players[seat].has_largest_army) lines.push(`${names[seat]} takes the largest army.`);
  });
  if (after.turn.winner !== null && before.turn.winner === null) {
    lines.push(`${names[after.turn.winner]} wins with ${after.players[after.turn.winner].vp_actual} points.`);
  }
  return lines;
}

/** What each development card does, for the hand. */
export const DEV_CARDS = {
  knight: { name: 'Knight', does: 'Move the robber and steal a card; three knights or more can win the largest army.' },
  victory_point: { name: 'Victory point', does: 'One point, kept hidden; never played.' },
  road_building: { name: 'Road building', does: 'Build two roads for free.' },
  year_of_plenty: { name: 'Year of plenty', does: 'Take any two resource cards from the bank.' },
  monopoly: { name: 'Monopoly', does: 'Name a resource: every other player gives you all of theirs.' },
};

/** The board in words, one line per player and one for the robber (for those who cannot see it). */
export function boardWords(state) {
  const places = placeWords(state.board);
  const lines = state.players.map((p) => {
    const parts = [
      ...p.cities.map((v) => `a city ${places.vertex(v)}`),
      ...p.settlements.map((v) => `a settlement ${places.vertex(v)}`),
      ...p.roads.map((e) => `a road ${places.edge(e)}`),
    ];
    return `${seatName(p.colour)}: ${parts.length ? `${parts.join('; ')}.` : 'nothing built yet.'}`;
  });
  lines.push(`The robber is on ${places.hex(hexName(state.board.robber))}.`);
  return lines;
}
