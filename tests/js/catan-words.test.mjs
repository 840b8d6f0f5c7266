// The Catan page's words for actions (web/site/games/catan/words.js) keep hidden cards hidden: a
// card bought or stolen is named only to the seat told (the one person among computers, when it
// bought, stole or was robbed), never to the others and never in a log read by several people.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadBoardrules } from '../../web/package/index.js';
import { DEV_CARDS, actionWords } from '../../web/site/games/catan/words.js';
import { random } from '../../tools/harness/stats.mjs';

const { catan } = await loadBoardrules();
const CARD_NAMES = Object.values(DEV_CARDS).map((c) => c.name);
const names = (line, list) => list.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(line));

test('catan words: a bought or stolen card is named to its buyer, thief or victim only', () => {
  const next = random(5150);
  let bought = 0, stolen = 0;
  for (const players of [2, 3, 4]) {
    for (let round = 0; round < 4; ++round) {
      const g = catan.newGame({ players, seed: 31 * players + round });
      try {
        let before = g.toState();
        for (let i = 0; i < 2500 && !g.isOver; ++i) {
          const legal = g.legalActions();
          g.apply(legal[Math.floor(next() * legal.length)]);
          const after = g.toState();
          const done = g.record().actions.at(-1);
          const [verb, , , seat, resource] = done.split(' ');
          const actor = before.turn.current;
          if (verb === 'BUY_DEV' || / STEAL \d+ [a-z]+$/.test(done)) {
            const base = actionWords(done, before, after).join(' ');
            const told = verb === 'BUY_DEV' ? `bought a development card: ${DEV_CARDS[done.split(' ')[1]].name}.` : `stole 1 ${resource} from`;
            const knows = verb === 'BUY_DEV' ? [actor] : [actor, Number(seat)];
            const first = actionWords(done, before, after)[0];
            assert.ok(verb === 'BUY_DEV' ? /bought a development card\.$/.test(first) && !names(first, CARD_NAMES) : / stole a card from /.test(first), first);
            for (const toldTo of [0, 1, 2, 3].slice(0, players)) {
              const line = actionWords(done, before, after, { toldTo }).join(' ');
              if (knows.includes(toldTo)) assert.ok(line.includes(told), `${done} told to ${toldTo}: ${line}`);
              else assert.equal(line, base, `${done} hidden from ${toldTo}`);
            }
            if (verb === 'BUY_DEV') bought += 1;
            else stolen += 1;
          }
          before = after;
        }
      } finally {
        g.dispose();
      }
    }
  }
  assert.ok(bought > 20 && stolen > 20, `bought ${bought}, stolen ${stolen}`);
});
