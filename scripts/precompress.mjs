// Brotli and gzip copies of the web build's text files, written once at build time so the web
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below this, the compressed copy saves next to nothing. */
const MIN_BYTES = 256;

async function isUpToDate(copy, source) {
  const info = await stat(copy).catch(() => null);
  return info !== null && info.mtimeMs >= source.mtimeMs;
}

async function compressFile(path) {
  const source = await stat(path);
  if (source.size < MIN_BYTES || (await isUpToDate(`${path}.br`, source) && await isUpToDate(`${path}.gz`, source))) return;
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** Writes `x.br` and `x.gz` next to every compressible file of `dir` that lacks current ones
 * (a file edited after its copies gets new ones). */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.') && COMPRESSIBLE.test(entry.name));
  await Promise.all(files.map((entry) => compressFile(join(entry.parentPath, entry.name))));
}
