/**
 * What a phone reaches in production: the panel behind a reverse proxy that ends TLS and speaks HTTP/2 (the root
 * README's deployment: Caddy or nginx in front, the server on plain HTTP behind it). A first visit asks for the
 * page's stylesheet and its ~75 route scripts at once; over HTTP/1.1 they queue six at a time, over HTTP/2 they
 * share one connection, and Lighthouse's simulated slow 4G prices the two very differently. So app-lighthouse
 * audits through this front, as a customer would load the pages.
 *
 * A self-signed certificate (made with openssl, which Debian ships) for 127.0.0.1; the browser is started with
 * `--ignore-certificate-errors`. Requests are passed on as the README asks of a proxy: Host unchanged, the client
 * named in X-Forwarded-For (the benchmark's server trusts loopback proxies) and the scheme in X-Forwarded-Proto.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";

export interface TlsFront {
  /** The front's https:// origin. */
  url: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "smm-tls-front-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Hop-by-hop headers, which a proxy does not pass on (and HTTP/2 forbids).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

/** Starts an HTTPS front (HTTP/2, and HTTP/1.1 for clients without it) that proxies to `target` (http://host:port). */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = request.headers[":authority"] ?? request.headers.host;
    headers["x-forwarded-for"] = request.socket.remoteAddress;
    headers["x-forwarded-proto"] = "https";
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers, agent },
      (answer) => {
        const passed: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) passed[name] = value;
        response.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(response);
      },
    );
    proxied.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  // Closing waits for open connections: the browser's are ended with the front.
  const connections = new Set<Socket>();
  server.on("secureConnection", (socket: Socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    async close() {
      for (const socket of connections) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
