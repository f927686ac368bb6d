import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { currentPanelId } from "../db/panel-context";
import { catalogueState } from "../db/schema";

/** The compressions a cached answer is kept in, Brotli preferred. */
export type ContentEncoding = "br" | "gzip";

/** One public answer as built for a catalogue version: its JSON, its ETag and its compressions (made once). */
export class CachedAnswer {
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly version: number,
    readonly json: string,
  ) {
    // From the content, so it also changes when a new release answers the same version differently.
    this.etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"`;
  }

  body(encoding: ContentEncoding | undefined): string | Buffer {
    if (!encoding) return this.json;
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.json, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * The public catalogue answers (categories, services, the /services catalogue) built once per catalogue version
 * and kept in process. The version lives in the database (catalogue_state, raised by triggers on services and
 * categories in the writer's transaction), so whichever instance or code path changes the catalogue, every
 * instance rebuilds on its next request; a request costs one primary-key read while nothing changed. Answers are
 * kept per panel (each has its own catalogue and version under row-level security).
 */
export class CatalogueCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /** Keys come from query strings (a category id) and panels: past this many, the least recently used are dropped. */
  private static readonly MAX_ANSWERS = 200;

  constructor(private readonly db: Db) {}

  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    // The version is read before the data: an answer is never older than the version it is kept under.
    const version = await this.version();
    const panelKey = `${currentPanelId()}:${key}`;
    const cached = this.answers.get(panelKey);
    this.answers.delete(panelKey);
    if (cached?.version === version) {
      this.answers.set(panelKey, cached);
      return cached;
    }
    const answer = new CachedAnswer(version, JSON.stringify(await build()));
    this.answers.set(panelKey, answer);
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= CatalogueCache.MAX_ANSWERS) break;
      this.answers.delete(oldest);
    }
    return answer;
  }

  private async version(): Promise<number> {
    const [row] = await this.db
      .select({ version: catalogueState.version })
      .from(catalogueState)
      .where(eq(catalogueState.id, 1));
    return row?.version ?? 0;
  }
}
