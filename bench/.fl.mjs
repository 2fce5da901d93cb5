import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
const r = await build({ entryPoints: { main: 'src/client/entry.tsx' }, bundle: true, splitting: true, format: 'esm', platform: 'browser', jsx: 'automatic', outdir: '/tmp/an-out5', minify: true, metafile: true, write: false, alias: { '@theme': process.cwd() + '/theme' }, define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent', chunkNames: 'chunks/[name].[hash]', legalComments: 'none', target: ['es2020', 'chrome100', 'firefox100', 'safari15'] });
const files = new Map(r.outputFiles.map((f) => [f.path, f.contents]));
const outs = r.metafile.outputs; const seen = new Set(); const stack = [Object.keys(outs).find(f => f.endsWith('main.js'))];
let g = 0, raw = 0;
while (stack.length) { const f = stack.pop(); if (seen.has(f)) continue; seen.add(f); const b = files.get(path.resolve(f)); raw += b.length; g += gzipSync(b).length; for (const i of outs[f].imports) if (i.kind === 'import-statement') stack.push(i.path); }
console.log({ files: seen.size, raw, g });
