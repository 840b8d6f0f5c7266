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
  type TribunTarget, type TribunUnit, type TribunUnitInput, type TribunReplayOptions, type TribunExplainOptions,
  type BoardrulesError, type BoardrulesErrorCode,
  type TribunEngineApi, type TribunEngineWorker, type TribunEngineWorkerOptions, type TribunEnginePosition, type TribunSearchLimits, type TribunSearchResult,
  type TribunClock, type TribunClockConfig, type TribunClockReading, type TribunClockResult, type TribunDecodedSetup,
  type TribunLobbyConstraints, type TribunRecordHeaders, type TribunRecordsErrorCode, type TribunSetupCodeError,
  type TribunSetupError, type TribunSetupErrorKind, type TribunSetupMasks, type TribunSetupUnit,
  type TribunSetupValidation, type TribunSetups, type TribunSideSetup, type TribunTimeControl,
  type SpatialApi, type SpatialBoard, type SpatialCondition, type SpatialConnectedOptions,
  type SpatialDiagnostic, type SpatialDiagnosticCode, type SpatialMacroError, type SpatialMoveEffect, type UnknownZoneError,
  type SpatialToken, type SpatialTokenEntered, type SpatialTokenInput, type SpatialVia, type SpatialZone,
  type SpatialZoneDef,
  type CatanApi, type CatanBoard, type CatanGame, type CatanState, type CatanView, type CatanPrompt, type CatanSimulation, type CatanResourceName, type CatanDevCard, type CatanPlayerState, type CatanPlayerView, type CatanRecord, type CatanNewGameOptions, type CatanSimulateOptions, type CatanBoardOptions, type CatanBotOptions, type CatanBotWorker, type CatanEdge, type CatanHarbor,
  type CatanHexCoord, type CatanHexTile, type CatanResource, type CatanVertex,
  type CotulenhApi, type CotulenhBestMove, type CotulenhSearchOptions,
  type CotulenhSquare, type CotulenhTerrain, type CotulenhZone, type CotulenhGame,
  type CotulenhMove, type CotulenhMovesOptions, type CotulenhStatus, type CotulenhTurnRecord, type CotulenhErrorCode,
  type CotulenhBoardSquare, type CotulenhEngineWorker, type CotulenhEngineWorkerOptions, type CotulenhEnginePosition,
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

// Setup codes, tile names, notation, history, game files and clocks (web/package/types/tribun-records.d.ts).
export async function tribunRecordsUsage(): Promise<string> {
  const t: TribunApi = (await loadBoardrules()).tribun;
  const decoded: TribunDecodedSetup = t.decodeSetup('TRAD ITIO NALS ETUP');
  const unitOf: TribunSetupUnit = decoded.units[0];
  const masks: TribunSetupMasks = { tribTile: decoded.tribTile, mask1: decoded.mask1, mask2: 5n, mask3: 0 };
  const code: string = t.encodeSetup(masks);
  const checked: TribunSetupValidation = t.validateSetup(masks);
  if (!checked.ok) {
    const kind: TribunSetupErrorKind = checked.error.kind;
    void kind;
  }
  const side: TribunSideSetup = { code, flip: true };
  const setups: TribunSetups = { black: t.formatSetupCode(code), white: side };
  const lobby: TribunLobbyConstraints = { tribunHeights: [1, 2], minArmySize: 20, maxArmySize: 40 };
  const start: Uint8Array = t.boardFromSetups(setups, lobby);
  const g: TribunGame = t.newGame({ setups });
  const name: string = t.tileName(t.parseTile('f6'));
  const first: string = g.formatAction(g.legalActions()[0]);
  const word: number = g.parseAction(first);
  const same: boolean = t.formatAction(start, 0, word) === first && t.parseAction(start, 0, first) === word;
  const present: TribunExplainOptions = { tense: 'present' };
  const sentence: string = g.explainAction(word) + g.explainAction(word, present) + t.explainAction(start, 0, word, { tense: 'past' });
  // @ts-expect-error: a tense is 'past' or 'present'
  g.explainAction(word, { tense: 'future' });
  g.apply(word);
  g.setComment(g.comment() + 'a first move');
  g.undo();
  g.redo();
  g.goTo(0);
  const next: Uint32Array = g.continuations();
  const copy: TribunGame = g.clone();
  const headers: TribunRecordHeaders = { Event: 'Club night', Black: 'Ann', White: 'Bob' };
  const record: string = copy.toRecord(headers);
  const read: { headers: TribunRecordHeaders; game: TribunGame } = t.parseRecord(record);
  const timed: TribunTimeControl | null = t.parseRecord('[TimeControl "600000+2000 buffer 5000"]\n*').timeControl;
  const verdict: TribunGame = t.parseRecord('1. f1-e1 W out of time 1-0', { allowServerEnds: true }).game;
  if (timed) t.createClock(timed);
  // @ts-expect-error the time control may be absent (null)
  const untimed: TribunTimeControl = read.timeControl;
  const config: TribunClockConfig = { initialMs: 600_000, bufferMs: 5_000, incrementMs: 2_000, maxGameMs: 0 };
  const clock: TribunClock = t.createClock(config);
  clock.start(Date.now());
  const ended: TribunClockResult | null = clock.completeTurn(Date.now());
  const shown: TribunClockReading = clock.read(Date.now());
  if (ended) g.endByServer(ended.reason, ended.loser);
  try {
    t.decodeSetup('nope');
  } catch (e) {
    const err = e as TribunSetupCodeError;
    const details: TribunSetupError = err.details;
    const code2: TribunRecordsErrorCode = err.code;
    void [details, code2];
  }
  // @ts-expect-error: a setup mask is a bigint or a number, not a string
  t.encodeSetup({ tribTile: 0, mask1: '0x1', mask2: 0n, mask3: 0n });
  // @ts-expect-error: clock status is read-only
  clock.status = 'ended';
  read.game.dispose();
  copy.dispose();
  g.dispose();
  void [unitOf, same, next, shown, name, sentence];
  return record;
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
  const typo = (e: UnknownZoneError): string | null => e.suggestion;
  type SpatialNames = [SpatialCondition, SpatialMacroError, SpatialMoveEffect, SpatialToken, SpatialTokenEntered,
    SpatialTokenInput, SpatialVia, typeof typo];
  spatialBoard.dispose();

  const c: CatanApi = catan;
  const catanOptions: CatanBoardOptions | undefined = undefined;
  const catanBoard: CatanBoard = c.createBoard(42, catanOptions);
  const catanNew: CatanNewGameOptions = { players: 4, seed: 1, board: catanBoard };
  const catanGame: CatanGame = c.newGame(catanNew);
  const catanRes: CatanResourceName = 'ore';
  const catanCard: CatanDevCard = 'knight';
  const catanPlayer: CatanPlayerState | undefined = catanGame.toState().players[0];
  const catanPlayerSeen: CatanPlayerView | undefined = catanGame.view(1).players[0];
  const botOptions: CatanBotOptions = { level: 3, seed: 1, timeMs: 100 };
  const botAction: string = c.bestAction(catanGame, botOptions);
  catanGame.apply(botAction);
  const botWorker = (): CatanBotWorker => c.createBotWorker({ url: 'catan-worker.js' });
  const botLater = (w: CatanBotWorker): Promise<string> => w.bestAction(catanGame, { seat: catanGame.current });
  void botWorker, botLater;
  const catanRecord: CatanRecord = catanGame.record();
  const replayOne = (g: CatanGame, r: CatanRecord, i: number): string => g.apply(r.actions[i] ?? 'ROLL', { drawn: r.drawn.includes(i) });
  void replayOne;
  const catanSimOptions: CatanSimulateOptions = { games: 2, players: 3 };
  void [catanRes, catanCard, catanPlayer, catanPlayerSeen, catanRecord.actions, c.simulate(catanSimOptions)];
  const catanActions: string[] = catanGame.legalActions();
  const catanTaken: string = catanGame.apply(catanActions[0] ?? 'ROLL');
  const catanState: CatanState = catanGame.toState();
  const catanSeen: CatanView = catanGame.view(0);
  const catanPrompt: CatanPrompt = catanGame.prompt;
  const catanWinner: number | null = catanGame.winner;
  const catanAgain: CatanGame = c.loadState(catanState, 7);
  const catanReplay: CatanGame = c.loadRecord(catanGame.record());
  const catanSim: CatanSimulation = c.simulate({ games: 1, players: 2, seed: 3 });
  catanGame.undo();
  void [catanTaken, catanSeen.legal, catanPrompt, catanWinner, catanSim.wins];
  catanAgain.dispose();
  catanReplay.dispose();
  catanGame.dispose();
  const origin: CatanHexCoord = { q: 0, r: 0 };
  const distance: number = c.hexDistance(origin, origin);
  type CatanNames = [CatanEdge, CatanHarbor, CatanHexTile, CatanResource, CatanVertex];

  const k: CotulenhApi = cotulenh;
  const square: CotulenhSquare = k.algebraicToSquare('a1');
  const terrain: CotulenhTerrain = k.terrainOf(square);
  const zone: CotulenhZone = k.zoneOf(square);
  const cotulenhGame: CotulenhGame = k.newGame(k.START_FEN);
  const lans: string[] = cotulenhGame.moves();
  const verboseMoves: CotulenhMove[] = cotulenhGame.moves({ verbose: true, square: 'c4' });
  const fromSquare: string[] | CotulenhMove[] = cotulenhGame.moves({ square: 'c4' } as CotulenhMovesOptions);
  const played: CotulenhMove = cotulenhGame.move(lans[0]);
  const cotulenhStatus: CotulenhStatus = cotulenhGame.status();
  const side: 'r' | 'b' = cotulenhGame.turn;
  if (cotulenhGame.inDeploy && cotulenhGame.canCommit()) cotulenhGame.commit();
  if (cotulenhGame.inDeploy) cotulenhGame.cancel();
  cotulenhGame.undo();
  if (cotulenhGame.lineLength > cotulenhGame.ply) cotulenhGame.redo();
  const cotulenhCopy: typeof cotulenhGame = cotulenhGame.clone();
  cotulenhCopy.dispose();
  cotulenhGame.goTo(0);
  const walkCode: CotulenhErrorCode = 'NOTHING_TO_REDO';
  const turns: CotulenhTurnRecord[] = cotulenhGame.history();
  const asPlayed: string[][] = cotulenhGame.turns();
  const sameGame: CotulenhGame = k.fromTurns(asPlayed, k.START_FEN);
  sameGame.dispose();
  for (const step of asPlayed.flat()) if (step !== 'commit') cotulenhGame.explainMove(step);
  const turnWords: string = turns.length ? turns[0].words : cotulenhGame.explainMove(lans[0]);
  const errorCode: CotulenhErrorCode = 'ILLEGAL_MOVE';
  const fenText: string = cotulenhGame.fen();
  const occupied: CotulenhBoardSquare[] = cotulenhGame.board();
  const searchOptions: CotulenhSearchOptions = { level: 3, nodes: 2000, seed: 1 };
  const reply: CotulenhBestMove = k.bestMove(cotulenhGame, searchOptions);
  for (const m of reply.moves) cotulenhGame.move(m);
  if (reply.commit) cotulenhGame.commit();
  // @ts-expect-error levels are 1..6
  k.bestMove(cotulenhGame, { level: 7 });
  if (cotulenhGame.turn === 'r') {  // (in a browser: Node has no Web Workers)
    const cotulenhWorkerOptions: CotulenhEngineWorkerOptions = { url: '/node_modules/boardrules/cotulenh-worker.js' };
    const cotulenhWorker: CotulenhEngineWorker = k.createEngineWorker(cotulenhWorkerOptions);
    const fenPosition: CotulenhEnginePosition = { fen: k.START_FEN };
    const answer: Promise<CotulenhBestMove> = cotulenhWorker.bestMove(fenPosition, { level: 1 });
    void cotulenhWorker.bestMove(cotulenhGame).then((r) => r.moves.length);
    // @ts-expect-error a position is a game or { fen }
    void cotulenhWorker.bestMove({ board: [] });
    cotulenhWorker.stop();
    cotulenhWorker.dispose();
    void answer;
  }
  cotulenhGame.dispose();
  void [occupied, verboseMoves, fromSquare, played, cotulenhStatus, side, turns, errorCode, fenText, cotulenhGame.disposed];

  const names: [SpatialNames?, CatanNames?] = [];
  void [code, catanBoard, distance, terrain, zone, names];
}

// The computer opponent (web/package/types/tribun-engine.d.ts).
export async function engineUsage(t: TribunApi, g: TribunGame): Promise<number> {
  const limits: TribunSearchLimits = { level: 4, timeMs: 200, nodes: 10000, seed: 1 };
  const r: TribunSearchResult = t.bestAction(g, limits);
  const line: number[] = r.pv;
  const engine: TribunEngineApi = t;
  const workerOptions: TribunEngineWorkerOptions = { url: '/node_modules/boardrules/engine-worker.js' };
  const worker: TribunEngineWorker = engine.createEngineWorker(workerOptions);
  const position: TribunEnginePosition = { snapshot: g.startSnapshot(), actions: g.actionsB64() };
  const fromGame: TribunSearchResult = await worker.think(g);
  const fromLog: TribunSearchResult = await worker.think(position, { level: 6, timeMs: 1000 });
  worker.stop();
  worker.dispose();
  return r.word + r.score + r.depth + r.nodes + line.length + fromGame.word + fromLog.word;
}

// The lesson API (web/package/types/tribun-lesson.d.ts, docs/LESSONS.md).
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
  const reply: number | undefined = result.reply;
  const replies: number[] = run.replies;
  const nodes: number = lesson.opponent?.nodes ?? (reply ?? 0) + replies.length;
  const name: string = String(nodes) + L.tileName(60) + run.hint() + L.FORMAT + outcome + (goal?.type ?? '') + String(verdict.met);
  // @ts-expect-error a filter kind that is not a board action
  L.legalActions(next, 0, { ops: ['DRAW'] });
  return name.length + run.stars + run.options().selectable.length;
}
