// Type-level usage of every name the boardrules package exports. Checked, never run:
// `tsc --strict --noEmit` (tests/types/types.test.mjs), which also asserts every export appears
// here. Lines marked @ts-expect-error must stay errors: they prove the typings reject misuse.
import {
  loadBoardrules,
  type Boardrules,
  type TribunAction, type TribunActor, type TribunActorDirection, type TribunApi, type TribunBoardInput,
  type TribunBoardOp, type TribunCenter, type TribunColor, type TribunCombine, type TribunDonor,
  type TribunEndReason, type TribunEnemyTarget, type TribunGame, type TribunGameResult,
  type TribunNewGameOptions, type TribunOp, type TribunOption, type TribunOptions, type TribunOrigin,
  type TribunServerEndReason, type TribunSnapshot, type TribunSnapshotInput, type TribunSplit,
  type TribunTarget, type TribunUnit, type TribunUnitInput, type TribunReplayOptions,
  type BoardrulesError, type BoardrulesErrorCode,
  type SpatialApi, type SpatialBoard, type SpatialCondition, type SpatialConnectedOptions,
  type SpatialDiagnostic, type SpatialDiagnosticCode, type SpatialMacroError, type SpatialMoveEffect,
  type SpatialToken, type SpatialTokenEntered, type SpatialTokenInput, type SpatialVia, type SpatialZone,
  type SpatialZoneDef,
  type CatanApi, type CatanBoard, type CatanBoardOptions, type CatanEdge, type CatanHarbor,
  type CatanHexCoord, type CatanHexTile, type CatanResource, type CatanVertex,
  type CotulenhApi, type CotulenhSquare, type CotulenhTerrain, type CotulenhZone,
} from 'boardrules';
import type {
  TribunActionFilter, TribunGoalCondition, TribunLesson, TribunLessonApi, TribunLessonJson, TribunLessonRun,
  TribunPlayResult,
} from 'boardrules';

export async function tribunUsage(): Promise<bigint> {
  const br: Boardrules = await loadBoardrules();
  const t: TribunApi = br.tribun;
  const cid: number = t.packCid(0, 0);
  const xy: { x: number; y: number } = t.unpackCid(cid);
  const on: boolean = t.isOnBoard(xy.x, xy.y) && t.areAdjacent(cid, t.neighborCid(cid, 0) ?? cid);
  const colour: 'gray' | 'black' | 'white' = t.tileColor(cid);
  const cids: Uint8Array = t.boardCids();
  const unit: TribunUnit = t.decodeUnit(0x81);
  const unitInput: TribunUnitInput = { color: unit.color, p: unit.p };
  const byte: number = t.encodeUnit(unitInput);
  const board: Uint8Array = t.defaultBoard();
  const input: TribunBoardInput = t.boardToHex(board);
  const parsed: Uint8Array = t.parseBoard(input);
  const b64: string = t.boardToBase64(parsed);

  const options: TribunNewGameOptions = { board: b64, turn: 0, drawOfferBy: null };
  const g: TribunGame = t.newGame(options);
  const legal: Uint32Array = g.legalActions();
  const action: TribunAction = t.decodeAction(legal[0]);
  const op: TribunOp = action.op;
  if (action.op === 'MOVE') {
    const part: 0 | 1 = action.part;
    void part;
  } else if (action.op === 'END') {
    const reason: TribunEndReason = action.reason;
    void reason;
  }
  const word: number = t.encodeAction({ op: 'DAMAGE', target: cid, damage: 2 });
  const text: string = t.describeAction(word);
  if (g.isLegal(legal[0])) g.apply(legal[0]);
  const serverReason: TribunServerEndReason = 'timeout';
  if (g.ply > 100) g.endByServer(serverReason, 1);
  const turn: TribunColor = g.turn;
  const offer: TribunColor | null = g.drawOfferBy;
  const status: 'active' | 'ended' = g.status;
  const result: TribunGameResult | null = g.result;
  const snapshot: TribunSnapshot = g.snapshot();
  const start: TribunSnapshotInput = g.startSnapshot();
  const replayOptions: TribunReplayOptions = { allowServerEnds: false, maxPlies: 500 };
  const replayed: TribunGame = t.replay(start, g.actionsB64(), replayOptions);
  try {
    t.replay(start, '!');
  } catch (e) {
    const coded = e as BoardrulesError;
    const code: BoardrulesErrorCode = coded.code;
    if (code === 'BAD_LOG' && coded instanceof Error) void coded.message;
    // @ts-expect-error: not a code of the package
    const wrong: BoardrulesErrorCode = 'NO_SUCH_CODE';
    void wrong;
  }
  const log: Uint32Array = replayed.actions();
  const copy: Uint8Array = g.board();
  const hash: bigint = g.hash();

  const grouped: TribunOptions = g.options();
  const same: TribunOptions = t.groupOptions(copy, turn);
  const origin: TribunOrigin | undefined = grouped.origins[0];
  const target: TribunTarget | undefined = origin?.targets[0];
  const option: TribunOption | undefined = target?.options[0];
  const boardOp: TribunBoardOp | undefined = option?.op;
  const enemy: TribunEnemyTarget | undefined = grouped.enemyTargets[0];
  const center: TribunCenter | undefined = grouped.centers[0];
  const combine: TribunCombine | undefined = center?.combines[0];
  const donor: TribunDonor | undefined = center?.donors[0];
  const actor: TribunActor | undefined = grouped.actors[0];
  const split: TribunSplit | undefined = actor?.splits[0];
  const direction: TribunActorDirection | undefined = actor?.directions[0];
  const disposedBefore: boolean = g.disposed;
  g.dispose();
  replayed.dispose();

  // @ts-expect-error: a cid is a number, not a string
  t.unpackCid('60');
  // @ts-expect-error: encodeAction needs every field of its opcode
  t.encodeAction({ op: 'MOVE', from: 60, to: 72 });
  // @ts-expect-error: resign is not a server end reason
  g.endByServer('resign', 0);
  // @ts-expect-error: status is read-only
  g.status = 'ended';

  void [on, colour, cids, byte, op, text, offer, status, result, snapshot, log, hash, same, enemy, combine, donor,
    split, direction, boardOp, disposedBefore];
  return hash;
}

// The other engines' typings, reached through the same loader.
export async function boardsUsage(): Promise<void> {
  const { spatial, catan, cotulenh } = await loadBoardrules();
  const s: SpatialApi = spatial;
  const zones: SpatialZone[] = s.generateGrid(2, 2);
  const defs: SpatialZoneDef[] = zones;
  const diagnostics: SpatialDiagnostic[] = s.validateZones(defs);
  const code: SpatialDiagnosticCode | undefined = diagnostics[0]?.code;
  const spatialBoard: SpatialBoard = s.createBoard(defs);
  const connected: SpatialConnectedOptions = { maxDepth: 2 };
  spatialBoard.connectedZones(zones[0].id, connected);
  type SpatialNames = [SpatialCondition, SpatialMacroError, SpatialMoveEffect, SpatialToken, SpatialTokenEntered,
    SpatialTokenInput, SpatialVia];
  spatialBoard.dispose();

  const c: CatanApi = catan;
  const catanOptions: CatanBoardOptions | undefined = undefined;
  const catanBoard: CatanBoard = c.createBoard(42, catanOptions);
  const origin: CatanHexCoord = { q: 0, r: 0 };
  const distance: number = c.hexDistance(origin, origin);
  type CatanNames = [CatanEdge, CatanHarbor, CatanHexTile, CatanResource, CatanVertex];

  const k: CotulenhApi = cotulenh;
  const square: CotulenhSquare = k.algebraicToSquare('a1');
  const terrain: CotulenhTerrain = k.terrainOf(square);
  const zone: CotulenhZone = k.zoneOf(square);

  const names: [SpatialNames?, CatanNames?] = [];
  void [code, catanBoard, distance, terrain, zone, names];
}

// The lesson API (web/types/tribun-lesson.d.ts, docs/LESSONS.md).
export async function lessonUsage(): Promise<number> {
  const L: TribunLessonApi = (await loadBoardrules()).tribun.lesson;
  const filter: TribunActionFilter = { ops: ['MOVE', 'KILL'], tile: L.tileCid('f6') };
  const list: Uint32Array = L.legalActions(new Uint8Array(121), 0, filter);
  const next: Uint8Array = L.applyPractice(new Uint8Array(121), 0, list[0] ?? 0);
  const json: TribunLessonJson = { id: 'x', title: 'x', units: { f6: 'b1' } };
  const lesson: TribunLesson = L.parse(json);
  const goal: TribunGoalCondition | undefined = lesson.goal[0];
  const verdict: { met: boolean; unmet: number; text: string } = L.checkGoal(lesson, next, null);
  const run: TribunLessonRun = L.start(lesson);
  const result: TribunPlayResult = run.play(run.legalActions()[0] ?? 0);
  const outcome: 'solved' | 'continue' | 'wrong' | 'not-allowed' = result.outcome;
  run.retry();
  const name: string = L.tileName(60) + run.hint() + L.FORMAT + outcome + (goal?.type ?? '') + String(verdict.met);
  // @ts-expect-error a filter kind that is not a board action
  L.legalActions(next, 0, { ops: ['DRAW'] });
  return name.length + run.stars + run.options().selectable.length;
}
