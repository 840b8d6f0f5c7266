// --pre-js of the boardrules module (build-wasm.sh). Runs inside Emscripten's module function.
//
// The module is built with -sSINGLE_FILE=1, and tools/embed-wasm.mjs moves the embedded binary,
// gzipped, to tools/wasm-extern-pre.js, which starts decoding and compiling it when the module
// is imported (`boardrulesWasmModule`, a promise of the compiled WebAssembly.Module). By default
// Emscripten 3.1.6 would fetch() the data: URI (in Node this loads the whole fetch stack, tens of
// milliseconds) and decode base64 in a JS loop; instantiation time is one of the package's
// targets, so this hook only instantiates the compiled module: same imports, no fetch.
Module['instantiateWasm'] = function (imports, receiveInstance) {
  boardrulesWasmModule
    .then(function (module) {
      return WebAssembly.instantiate(module, imports).then(function (instance) { receiveInstance(instance, module); });
    })
    .catch(function (error) { readyPromiseReject(error); });
  return {};  // instantiation is asynchronous; exports arrive through receiveInstance
};
