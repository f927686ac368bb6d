/**
 * The two requests the benchmark times, each sent to the server's address with the panel's Host header (fetch
 * cannot set Host, so node:http over one keep-alive connection, as a browser or a reverse proxy keeps one).
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { SeededPanel } from "./seed.ts";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  body: string;
  ms: number;
}

const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

function send(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      { agent, method: init.method ?? "GET", headers: { ...init.headers, host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - started;
          const decode = decoders[String(response.headers["content-encoding"])] ?? ((body: Buffer) => body);
          resolve({ status: response.statusCode ?? 0, body: decode(Buffer.concat(chunks)).toString(), ms });
        });
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

function expectOk(what: string, answer: Answer, status: number): number {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return answer.ms;
}

/** The landing page `/` as a browser asks for it (compressed, HTML), which must be the panel's; its milliseconds. */
export async function loadLanding(serverUrl: string, panel: SeededPanel): Promise<number> {
  const answer = await send(`${serverUrl}/`, panel.host, {
    headers: { accept: "text/html", "accept-encoding": "br, gzip" },
  });
  const ms = expectOk(`landing of ${panel.host}`, answer, 200);
  if (!answer.body.includes(`<link rel="canonical" href="${panel.address}/">`)) {
    throw new Error(`the landing of ${panel.host} does not name ${panel.address} as its address`);
  }
  return ms;
}

/** One order by the panel's signed-in customer, as the app places it (with an Idempotency-Key); its milliseconds. */
export async function placeOrder(serverUrl: string, panel: SeededPanel): Promise<number> {
  const answer = await send(`${serverUrl}/api/orders`, panel.host, {
    method: "POST",
    headers: {
      authorization: panel.authorization,
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify({
      service_id: panel.service.id,
      link: "https://instagram.com/p/benchmark",
      quantity: panel.service.minAmount,
    }),
  });
  return expectOk(`order on ${panel.host}`, answer, 201);
}
