// --pre-js of the boardrules module (build-wasm.sh). Runs inside Emscripten's module function.
//
// The module is built with -sSINGLE_FILE=1: the binary is embedded as a base64 data: URI. By
// default Emscripten 3.1.6 fetch()es that URI (in Node this loads the whole fetch stack, tens of
// milliseconds) and falls back to atob() plus a per-character loop. Instantiation time is one of
// the package's targets, so this hook decodes the embedded bytes with the fastest decoder the
// platform has and instantiates them: same bytes, same imports, no fetch.
Module['instantiateWasm'] = function (imports, receiveInstance) {
  var base64 = wasmBinaryFile.slice(wasmBinaryFile.indexOf(',') + 1);
  WebAssembly.instantiate(boardrulesDecodeBase64(base64), imports).then(
    function (result) { receiveInstance(result['instance'], result['module']); },
    function (error) { readyPromiseReject(error); });
  return {};  // instantiation is asynchronous; exports arrive through receiveInstance
};

function boardrulesDecodeBase64(text) {
  // Native decoders first: Uint8Array.fromBase64 (current browsers), Buffer (Node). Both run in
  // well under a millisecond; a JS loop runs cold (interpreted) here and takes ~20 ms.
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
