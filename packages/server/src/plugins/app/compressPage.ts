import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A page's HTML compressed for the browser that accepts it (Brotli, else gzip). Pages are filled in per request
 * (host, path, year, preloads), so they cannot be compressed at build time like the assets; a prerendered page is
 * ~30 kB of markup that compresses about six times, which a slow line feels before anything paints.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
  if (/\bbr\b/.test(accepted)) {
    reply.header("content-encoding", "br");
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header("content-encoding", "gzip");
    return gzipSync(html);
  }
  return html;
}
