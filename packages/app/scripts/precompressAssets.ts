import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; fonts (woff2) and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|css|svg)$/;
/** Below this the compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script and stylesheet in `assetsDir` (run once the
 * build is done: React Router writes its route manifest there after the bundle). The server (@fastify/static with
 * `preCompressed`, packages/server/src/plugins/app/spa.ts) sends the copy the browser accepts, so a first visit on a
 * slow line downloads about a quarter of the bytes, without compressing on every request.
 */
export async function precompressAssets(assetsDir: string): Promise<void> {
  const files = (await readdir(assetsDir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(path.join(assetsDir, file));
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(source, { level: 9 }),
      ]);
      await Promise.all([
        writeFile(path.join(assetsDir, `${file}.br`), br),
        writeFile(path.join(assetsDir, `${file}.gz`), gz),
      ]);
    }),
  );
}
