// Post-link step of build-wasm.sh: gzips the WASM binary that emcc embedded in the single-file
// module (-sSINGLE_FILE=1 writes it as one base64 data: URI inside the module factory) and
// embeds the gzipped bytes, base64-encoded, at the marker of tools/wasm-extern-pre.js instead;
// the factory's data: URI is left empty.
//
//   node tools/embed-wasm.mjs web/package/dist/boardrules-wasm.js
//
// Why: base64 of a raw WASM binary is a third bigger than the binary and gzips badly (the 6-bit
// alphabet hides the byte patterns from the HTTP compressor: 239 KB of WASM took 124 KB of the
// module's gzipped size, the binary alone gzips to 90 KB). Base64 of gzipped bytes costs almost
// nothing more once the server gzips the file again. tools/wasm-extern-pre.js inflates natively
// (zlib in Node, DecompressionStream in browsers) and compiles when the module is imported.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const path = process.argv[2];
if (!path) {
  console.error('usage: node tools/embed-wasm.mjs MODULE.js');
  process.exit(2);
}
const text = readFileSync(path, 'latin1');
const prefix = 'data:application/octet-stream;base64,';
// The binary's URI is the only long one (Emscripten's code also holds the bare prefix).
const uris = [...text.matchAll(/data:application\/octet-stream;base64,([A-Za-z0-9+/=]{64,})/g)];
if (uris.length !== 1) {
  console.error(`embed-wasm: expected exactly one embedded binary (${prefix}...) in ${path}, found ${uris.length}`);
  process.exit(1);
}
const from = uris[0].index + prefix.length;
const to = from + uris[0][1].length;
const binary = Buffer.from(text.slice(from, to), 'base64');
if (binary.readUInt32LE(0) !== 0x6d736100) {  // "\0asm": not already gzipped by an earlier run
  console.error(`embed-wasm: the embedded data in ${path} is not a WASM binary`);
  process.exit(1);
}
// Zopfli writes standard gzip about 6 % smaller than zlib's level 9 (74.4 KB against 78.6 KB
// on the 188 KB binary) and deterministically: the same binary always gives the same bytes.
const dir = mkdtempSync(join(tmpdir(), 'boardrules-embed-'));
let gzipped;
try {
  writeFileSync(join(dir, 'module.wasm'), binary);
  gzipped = execFileSync('zopfli', ['--gzip', '-c', join(dir, 'module.wasm')], { maxBuffer: 1 << 26 });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const marker = '@BOARDRULES_EMBEDDED_WASM@';
const at = text.indexOf(marker);
if (at < 0 || text.indexOf(marker, at + 1) >= 0) {
  console.error(`embed-wasm: expected the marker ${marker} of tools/wasm-extern-pre.js once in ${path}`);
  process.exit(1);
}
// tools/wasm-extern-pre.js is copied verbatim by emcc (not minified): drop its comment lines and
// indentation (it has no multi-line strings).
const factory = text.indexOf('var createBoardrulesModule');
if (factory < at) throw new Error('embed-wasm: the extern pre-js must precede the factory');
const squeeze = (code) => code.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('//')).join('\n') + '\n';
writeFileSync(path, squeeze(text.slice(0, at)) .trimEnd() + gzipped.toString('base64') +
  squeeze(text.slice(at + marker.length, factory)) + text.slice(factory, from) + text.slice(to), 'latin1');
console.log(`embed-wasm: ${binary.length} bytes of WASM embedded as ${gzipped.length} bytes gzipped (zopfli)`);
