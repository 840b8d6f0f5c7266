// Both sides of an engine's Web Worker, shared by the games' engines (Tribun's
// web/package/engine-worker.js, CoTuLenh's web/package/cotulenh-worker.js); no rules here. The
// page's side (openEngineWorker): one request at a time, `request(message)` posts
// `{ ...message, id }` and settles with the worker's answer `{ type: 'result', id, result }` or
// `{ type: 'error', id, code, message }`; stop() posts `{ type: 'stop', id }`. The worker's side:
// serveThinks, and the slice loop that lets a stop in (createSliceThinker).
import { codedError, argumentError } from './errors.js';
import { describe } from './validate.js';
import { readOptions } from './options.js';

/**
 * Reads createEngineWorker's options ({ url? }) and starts the worker (`defaultUrl` when no url
 * is given). Throws UNSUPPORTED where there are no Web Workers (`inNode` names what to call
 * instead), INVALID_ARGUMENT for bad options.
 */
export function openEngineWorker(input, defaultUrl, inNode) {
  const options = readOptions('options', input, ['url']);
  if (typeof Worker !== 'function') {
    throw codedError(Error, 'UNSUPPORTED', `createEngineWorker needs Web Workers (a browser); in Node call ${inNode}`);
  }
  const url = options.url === undefined ? defaultUrl : options.url;
  if (typeof url !== 'string' && !(typeof URL === 'function' && url instanceof URL)) {
    throw argumentError(TypeError, `options.url must be a string or URL, got ${describe(url)}`);
  }
  const worker = new Worker(url, { type: 'module' });
  let pending = null;  // { id, resolve, reject }
  let nextId = 1;
  let disposed = false;

  worker.onmessage = (event) => {
    const msg = event.data;
    if (!pending || msg.id !== pending.id) return;
    const { resolve, reject } = pending;
    pending = null;
    if (msg.type === 'result') resolve(msg.result);
    else reject(codedError(Error, msg.code || 'ENGINE_ERROR', msg.message));
  };
  worker.onerror = (event) => {
    event.preventDefault?.();
    if (!pending) return;
    const { reject } = pending;
    pending = null;
    reject(codedError(Error, 'ENGINE_ERROR', `the engine worker failed: ${event.message || 'could not load'}`));
  };

  return {
    /** DISPOSED or BUSY (as an Error to reject with) when a request cannot be sent now, else null. */
    refusal() {
      if (disposed) return codedError(Error, 'DISPOSED', 'this engine worker has been disposed');
      if (pending) return codedError(Error, 'BUSY', 'the engine is still thinking: await it or stop() first');
      return null;
    },
    request(message) {
      const refused = this.refusal();
      if (refused) return Promise.reject(refused);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject };
        worker.postMessage({ ...message, id });
      });
    },
    /** The engine worker a user holds: the engine's own `methods`, then stop() and dispose(). */
    facade(methods) {
      return Object.freeze({ ...methods, stop: () => this.stop(), dispose: () => this.dispose() });
    },
    /** Posts `{ type: 'stop', id }` for the pending request, if any. */
    stop() {
      if (pending && !disposed) worker.postMessage({ type: 'stop', id: pending.id });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      worker.terminate();
      if (pending) {
        pending.reject(codedError(Error, 'DISPOSED', 'the engine worker was disposed while thinking'));
        pending = null;
      }
    },
  };
}

/**
 * The worker's side of an engine: answers each message of type `type` with `think(message, job)`
 * (a result or its Promise; an error's code and message otherwise), where `job.stopped` turns
 * true when a `{ type: 'stop', id }` for that message arrives. One think at a time, as the page's
 * side sends them.
 */
export function serveThinks(scope, type, think) {
  let current = null;  // { id, stopped } of the latest think
  answerRequests(scope, (msg) => {
    if (msg?.type === 'stop') {
      if (current && current.id === msg.id) current.stopped = true;
      return undefined;
    }
    if (msg?.type !== type) return undefined;
    current = { id: msg.id, stopped: false };
    return think(msg, current);
  });
}

// Answers each `{ type, id, ... }` message `answer` knows with `answer(message)`'s value (or
// Promise) as a result, or its error's code and message.
function answerRequests(scope, answer) {
  scope.onmessage = (event) => {
    const msg = event.data;
    let reply;
    try {
      reply = answer(msg);
    } catch (error) {
      reply = Promise.reject(error);
    }
    if (reply === undefined) return;  // not a request (a stop, or a message of another kind)
    Promise.resolve(reply).then(
      (result) => scope.postMessage({ type: 'result', id: msg.id, result }),
      (error) => scope.postMessage({ type: 'error', id: msg.id, code: error.code, message: error.message }),
    );
  };
}

// A worker thinks a time-bounded request in slices this long, reading its messages (a stop) in
// between; what a slice learnt stays in the searcher's table for the next one.
const WORKER_SLICE_MS = 40;

/**
 * The worker's side of a stoppable think: returns thinkInSlices(job, limits, runSlice), which
 * calls `runSlice(sliceLimits, resume)` (one search, `resume` false only for the first) until the
 * search finishes, `limits.timeMs` or `limits.nodes` is spent, or `job.stopped` is set by a stop
 * message read between slices. Resolves to { last, nodes }: the last slice's result and the
 * nodes of all slices.
 */
export function createSliceThinker() {
  // A zero-delay yield to the worker's event loop (setTimeout clamps to 4 ms when nested).
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  const yieldToEvents = () => new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

  return async function thinkInSlices(job, limits, runSlice) {
    const start = performance.now();
    let last = null;
    let nodes = 0;
    for (;;) {
      const left = limits.timeMs - (performance.now() - start);
      const nodesLeft = limits.nodes ? limits.nodes - nodes : 0;
      const slice = { ...limits, timeMs: Math.max(1, Math.min(WORKER_SLICE_MS, left)), nodes: nodesLeft };
      const r = runSlice(slice, last !== null);
      nodes += r.nodes;
      last = r;
      if (r.finished || left <= WORKER_SLICE_MS || (limits.nodes && nodes >= limits.nodes)) break;
      await yieldToEvents();
      if (job.stopped) break;
    }
    return { last, nodes };
  };
}
