// --extern-pre-js of the boardrules module (build-wasm.sh): top level of the ES module, outside
// Emscripten's factory, so it runs when the module is imported.
//
// The WASM binary is embedded here, gzipped and base64-encoded (tools/embed-wasm.mjs puts it in
// place of the marker below and empties the copy that -sSINGLE_FILE=1 embedded in the factory).
// Decoding, inflating and compiling start at import (in browsers a task later, then a piece per
// task; compiling runs on V8's background threads) and overlap whatever the importer does before
// it calls createBoardrulesModule(); the factory's instantiateWasm hook (tools/wasm-pre.js)
// instantiates the compiled module.
var boardrulesWasmModule = boardrulesCompileEmbedded('@BOARDRULES_EMBEDDED_WASM@');

function boardrulesCompileEmbedded(base64) {
  var compiled = boardrulesLaterTask().then(function () {
    var bytes = boardrulesDecodeBase64(base64);
    var stream = boardrulesInflatingStream(bytes);
    // Browsers: the inflating stream goes straight into a streaming compile (no buffer, no
    // Blob): in Chromium the fastest way from these bytes to a compiled module, and the one
    // that holds the main thread the least (docs/PERFORMANCE.md, "The engine's start in a
    // browser"; bench/js/wasm-compile-ways.mjs).
    if (stream) return WebAssembly.compileStreaming(new Response(stream, { headers: { 'content-type': 'application/wasm' } }));
    return Promise.resolve(boardrulesInflate(bytes)).then(function (binary) { return WebAssembly.compile(binary); });
  });
  // A failure is reported when the factory is called (its promise rejects), never as an
  // unhandled rejection of an import that nobody instantiates.
  compiled.catch(function () {});
  return compiled;
}

// Browsers: decoding and the compile's main-thread share run in tasks of their own, after the one
// that evaluates the importer's module graph (together they made one task of 60 ms on the Learn
// pages). Node: at once (its synchronous zlib; a task would only add to the start-up).
function boardrulesLaterTask() {
  return boardrulesNodeZlib() ? Promise.resolve() : boardrulesNextTask();
}

// Resolves in a new task: a message to itself (timers are clamped to 4 ms once nested), or a
// timer where there is no MessageChannel.
function boardrulesNextTask() {
  return new Promise(function (resolve) {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });
}

// The inflated binary as a stream where a browser can compile one (gzipped bytes, no Node zlib,
// the Compression Streams API and WebAssembly.compileStreaming): null elsewhere. The bytes go
// into a ReadableStream of their own, not a Blob: a Blob is copied to the browser process and
// read back (20-30 ms more of the main thread in Chromium).
function boardrulesInflatingStream(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b || boardrulesNodeZlib()) return null;
  if (typeof WebAssembly['compileStreaming'] !== 'function' || typeof Response !== 'function' ||
      typeof ReadableStream !== 'function' || typeof DecompressionStream !== 'function') return null;
  return boardrulesGunzipStream(bytes);
}

// The gzipped bytes through the browser's inflater, fed in pieces of 32 KB, one per task: the
// inflating and the streaming compile's decoding then hold the main thread a piece at a time
// (in Chromium at most 7-10 ms at once, against ~20 ms for the bytes in one piece, for 2-11 ms
// more in all, two runs of bench/js/wasm-compile-ways.mjs).
function boardrulesGunzipStream(bytes) {
  var at = 0;
  return new ReadableStream({
    pull: function (controller) {
      return boardrulesNextTask().then(function () {
        if (at >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.subarray(at, at + 32768));
        at += 32768;
      });
    }
  }, { highWaterMark: 0 }).pipeThrough(new DecompressionStream('gzip'));
}

function boardrulesNodeZlib() {
  var nodeProcess = globalThis['process'];
  return nodeProcess && typeof nodeProcess['getBuiltinModule'] === 'function' ? nodeProcess['getBuiltinModule']('zlib') : null;
}

function boardrulesDecodeBase64(text) {
  // Native decoders first: Uint8Array.fromBase64 (current browsers), Buffer (Node). Both run in
  // well under a millisecond; a JS loop runs cold (interpreted) here.
  if (typeof Uint8Array['fromBase64'] === 'function') return Uint8Array['fromBase64'](text);
  var NodeBuffer = globalThis['Buffer'];
  if (typeof NodeBuffer === 'function' && typeof NodeBuffer['from'] === 'function') {
    var buffer = NodeBuffer['from'](text, 'base64');
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  }
  var alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  var value = new Uint8Array(128);
  for (var k = 0; k < 64; ++k) value[alphabet.charCodeAt(k)] = k;
  var padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  var out = new Uint8Array((text.length >> 2) * 3 - padding);
  var j = 0;
  for (var i = 0; i < text.length; i += 4) {
    var n = value[text.charCodeAt(i)] << 18 | value[text.charCodeAt(i + 1)] << 12 |
            value[text.charCodeAt(i + 2)] << 6 | value[text.charCodeAt(i + 3)];
    out[j++] = n >> 16;
    if (j < out.length) out[j++] = (n >> 8) & 255;
    if (j < out.length) out[j++] = n & 255;
  }
  return out;
}

// The WASM binary from the embedded bytes: gzip (magic 1f 8b) is inflated, anything else is
// taken as it is.
function boardrulesInflate(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  // Node (20.16 and later): zlib, synchronously (2-3 ms; its asynchronous form took 15-20 ms
  // to start its thread pool).
  var zlib = boardrulesNodeZlib();
  // One output chunk.
  if (zlib) return zlib['gunzipSync'](bytes, { 'chunkSize': 1 << 20 });
  // Browsers and older Node: the Compression Streams API (where it is missing, the factory's
  // promise rejects with the ReferenceError).
  return new Response(boardrulesGunzipStream(bytes)).arrayBuffer();
}
