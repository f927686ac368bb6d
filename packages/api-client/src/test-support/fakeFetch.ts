export type FakeReply =
  /** `data` is sent as JSON; `body` (for downloads) as it is. */
  { status: number; data?: unknown; body?: string; headers?: Record<string, string> } | "network-error" | "hang";

/** A request as the fake received it: the path under the API's base URL, the query, the headers, the body. */
export interface SentRequest {
  /** Lower case: "get", "post". */
  method: string;
  /** The whole address. */
  href: string;
  /** The path under "/api" (the client's default base URL): "/orders/7". */
  url: string;
  params: Record<string, string>;
  headers: Headers;
  /** The JSON body parsed, or the FormData as sent. */
  data: unknown;
}

/**
 * A `fetch` that answers from memory and records every request as the client sent it. "hang" answers only when
 * the call is aborted; "network-error" fails as `fetch` does when no response arrives.
 */
export function fakeFetch(reply: (request: SentRequest) => FakeReply = () => ({ status: 200, data: {} })) {
  const requests: SentRequest[] = [];

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    init.signal?.throwIfAborted();
    const address = new URL(String(input), "http://localhost");
    const body = init.body;
    const request: SentRequest = {
      method: (init.method ?? "GET").toLowerCase(),
      href: String(input),
      url: address.pathname.replace(/^\/api(?=\/)/, ""),
      params: Object.fromEntries(address.searchParams),
      headers: new Headers(init.headers),
      data: typeof body === "string" ? JSON.parse(body) : body,
    };
    requests.push(request);
    const answer = reply(request);
    if (answer === "hang") {
      await new Promise<never>((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    }
    if (answer === "hang" || answer === "network-error") throw new TypeError("Failed to fetch");
    const payload = answer.body ?? (answer.data === undefined ? null : JSON.stringify(answer.data));
    return new Response(answer.status === 204 ? null : payload, {
      status: answer.status,
      headers: answer.headers ?? {},
    });
  }

  return {
    fetch,
    requests,
    /** The last request, failing the test when there was none. */
    last(): SentRequest {
      const request = requests.at(-1);
      if (!request) throw new Error("no request was sent");
      return request;
    },
  };
}
