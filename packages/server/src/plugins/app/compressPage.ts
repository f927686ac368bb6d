import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredEncoding } from "./contentEncoding";

/**
 * A page's HTML compressed for the browser that accepts it (Brotli, else gzip). Pages are filled in per request
 * (host, path, year, preloads), so they cannot be compressed at build time like the assets; a prerendered page is
 * ~30 kB of markup that compresses about six times, which a slow line feels before anything paints.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
  if (!encoding) return html;
  reply.header("content-encoding", encoding);
  return encoding === "br"
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html);
}
