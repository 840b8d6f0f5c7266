// Typings of the lesson API (`tribun.lesson`, web/package/src/tribun-lesson.js; docs/LESSONS.md).
import type { TribunBoardInput, TribunColor } from './tribun.js';
import type { TribunBoardOp, TribunOptions } from './tribun-options.js';

/** Which legal board actions to keep: these kinds only, and/or actions about one tile. */
export interface TribunActionFilter {
  ops?: readonly TribunBoardOp[];
  /** The cid an action is about: the acting unit (MOVE, KILL, ENSLAVE, ATTACK_TRIBUN, SPLIT,
   *  BACKSTABB), the centre (COMBINE, SYM_COMBINE) or the enemy target (LIBERATE, DAMAGE). */
  tile?: number | null;
}

/** A goal condition of a parsed lesson (colours absolute; `tiles` are cids). */
export interface TribunGoalCondition {
  readonly type: 'captureTribun' | 'units' | 'tribunSafe' | 'noLegalAction' | 'lastAction';
  readonly color: TribunColor;
  readonly height: number;
  readonly slave: number;
  readonly tribun: -1 | 0 | 1;
  readonly tiles: readonly number[];
  readonly min: number;
  readonly max: number;
  readonly ops: readonly TribunBoardOp[];
}

/** A lesson as parsed and checked by `tribun.lesson.parse` (see docs/LESSONS.md for the JSON). */
export interface TribunLesson {
  readonly id: string;
  readonly title: string;
  readonly board: Uint8Array;
  readonly turn: TribunColor;
  readonly allow: readonly TribunBoardOp[];
  /** Only actions about this cid, or null. */
  readonly tile: number | null;
  readonly mode: 'normal' | 'practice' | 'opponent';
  /** Opponent mode: the computer's search limits (bestAction); null in the other modes. */
  readonly opponent: { readonly level: number; readonly nodes: number; readonly seed: number } | null;
  readonly goal: readonly TribunGoalCondition[];
  /** Stored answers: sequences of action words. */
  readonly answers: readonly (readonly number[])[];
  readonly maxMoves: number;
  /** Tiles to mark on the board (cids). */
  readonly marks: readonly number[];
  /** Units whose movement diagram to draw (cids). */
  readonly diagram: readonly number[];
  readonly text: {
    readonly intro: string;
    readonly instruction: string;
    readonly hint: string;
    readonly success: string;
    readonly wrong: Readonly<Record<string, string>>;
  };
  readonly stars: { readonly three: number; readonly two: number };
}

/** The lesson JSON (docs/LESSONS.md). */
export type TribunLessonJson = Record<string, unknown>;

export interface TribunPlayResult {
  outcome: 'solved' | 'continue' | 'wrong' | 'not-allowed';
  /** Success text, the explanation of a wrong or refused action, or '' to continue. */
  message: string;
  /** Opponent mode: the computer's answer to this action, when it made one. */
  reply?: number;
}

/** One attempt at a lesson. Plain JavaScript over the engine calls: nothing to dispose. */
export interface TribunLessonRun {
  readonly lesson: TribunLesson;
  readonly board: Uint8Array;
  readonly turn: TribunColor;
  readonly moves: number[];
  /** Opponent mode: the computer's answers so far. */
  readonly replies: number[];
  readonly status: 'playing' | 'solved' | 'wrong';
  readonly mistakes: number;
  readonly hintsUsed: number;
  /** 3, 2 or 1 once solved (by mistakes + hints), else 0. */
  readonly stars: number;
  legalActions(): Uint32Array;
  options(): TribunOptions;
  hint(): string;
  retry(): void;
  /** Throws code LESSON_OVER when the attempt is not 'playing'. */
  play(word: number): TribunPlayResult;
}

/** `tribun.lesson`. Errors carry `code`: INVALID_ARGUMENT, INVALID_LESSON, ILLEGAL_ACTION, LESSON_OVER. */
export interface TribunLessonApi {
  /** "tribun-lesson/1" */
  readonly FORMAT: string;
  /** Legal board actions of `turn`, filtered, ascending. */
  legalActions(board: TribunBoardInput, turn: number, filter?: TribunActionFilter): Uint32Array;
  /** Practice step: the board after `turn` plays `word`; the same side moves again. */
  applyPractice(board: TribunBoardInput, turn: number, word: number): Uint8Array;
  parse(json: TribunLessonJson | string): TribunLesson;
  checkGoal(lesson: TribunLesson | TribunLessonJson, board: TribunBoardInput, last?: number | null): { met: boolean; unmet: number; text: string };
  start(lesson: TribunLesson | TribunLessonJson | string): TribunLessonRun;
  /** Gliński-style tile name of a cid ("f6" for (0,0)). */
  tileName(cid: number): string;
  tileCid(name: string): number;
}
