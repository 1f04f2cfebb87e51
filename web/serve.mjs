// SPDX-FileCopyrightText: 2026 The BulletHydro contributors
// SPDX-License-Identifier: Zlib
// Serves the build's web folder on the loopback (docs/web.md §1):
//   node web/serve.mjs BUILD/web [PORT]   then open http://127.0.0.1:PORT/demo/ or /examples/three/
// The browser test imports serve() to do the same on a free port. Files only, nothing listed, no path
// outside the folder. Cross-origin isolated (the two headers below), so that a page can load the
// module built with threads (docs/web.md §4: SharedArrayBuffer needs it); everything it serves is
// of its own origin, which those headers allow.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.json': 'application/json', '.obj': 'text/plain', '.glb': 'model/gltf-binary', '.png': 'image/png',
};

export function serve(root, port = 0) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] || 'application/octet-stream',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      }).end(body);
    } catch {
      response.writeHead(404).end(`${path}: not found`);
    }
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!process.argv[2]) {
    console.error('usage: node web/serve.mjs BUILD/web [PORT]');
    process.exit(2);
  }
  const server = await serve(process.argv[2], Number(process.argv[3] || 8000));
  const root = `http://127.0.0.1:${server.address().port}`;
  console.log(`the boat demo: ${root}/demo/ (?scenario=storm, sinking, slalom...)`);
  console.log(`the JavaScript API with three.js: ${root}/examples/three/ (?scene=storm); Ctrl-C stops`);
}
