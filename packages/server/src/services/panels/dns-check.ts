import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import type { ChildPanelDns } from "@smm/domain";

/** The look-ups a DNS check makes (node:dns's Resolver; a stub in tests). */
export interface DnsLookups {
  resolve4(host: string): Promise<string[]>;
  resolve6(host: string): Promise<string[]>;
  resolveCname(host: string): Promise<string[]>;
}

/** Answers that say "no such record" (as opposed to a resolver that failed or did not answer). */
const NO_RECORD = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN", "ENONAME"]);

const TIMEOUT_MS = 3000;
/** How long an answer is reused: owners reload the page while they wait for DNS, resolvers are not hammered. */
const CACHE_MS = 60_000;

type Answer = { records: string[] } | { failed: "none" | "error" };

/** The node:dns resolver with a timeout per query and two tries (a lost UDP packet is not a wrong record). */
export function systemLookups(): DnsLookups {
  return new Resolver({ timeout: TIMEOUT_MS, tries: 2 });
}

/**
 * Whether a domain's DNS reaches this server: its A/AAAA records compared with the server's addresses (SERVER_ADDRESSES,
 * else what the PUBLIC_URL host resolves to), or a CNAME to the PUBLIC_URL host. Every look-up has a timeout and
 * answers are cached briefly; a resolver error is an `unknown` state, never a failed request.
 */
export class DnsCheck {
  private readonly cache = new Map<string, { at: number; dns: Promise<ChildPanelDns> }>();

  constructor(
    private readonly lookups: DnsLookups,
    /** The PUBLIC_URL host: a CNAME to it reaches the server, and its addresses are the server's. */
    private readonly serverHost: string,
    /** SERVER_ADDRESSES: the server's public addresses when the PUBLIC_URL host does not say them (behind a proxy). */
    private readonly serverAddresses: readonly string[] = [],
    /** How long the check waits for a resolver at most (the resolver's own timeout and tries come first). */
    private readonly timeoutMs = TIMEOUT_MS * 2,
    private readonly now: () => number = Date.now,
  ) {}

  check(domain: string): Promise<ChildPanelDns> {
    const cached = this.cache.get(domain);
    if (cached && this.now() - cached.at < CACHE_MS) return cached.dns;
    const dns = this.look(domain);
    this.cache.set(domain, { at: this.now(), dns });
    if (this.cache.size > 10_000) this.cache.delete(this.cache.keys().next().value as string);
    return dns;
  }

  private async ask(query: () => Promise<string[]>): Promise<Answer> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Answer>((resolve) => {
      timer = setTimeout(() => resolve({ failed: "error" }), this.timeoutMs);
    });
    const answer = query().then(
      (records): Answer => ({ records: records.map((record) => record.toLowerCase().replace(/\.$/, "")) }),
      (error: NodeJS.ErrnoException): Answer => ({ failed: NO_RECORD.has(error.code ?? "") ? "none" : "error" }),
    );
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The server's own addresses: configured, else the PUBLIC_URL host's (an address itself, or what it resolves to). */
  private async expected(): Promise<string[]> {
    if (this.serverAddresses.length > 0) return [...this.serverAddresses];
    if (isIP(this.serverHost)) return [this.serverHost];
    const [v4, v6] = await Promise.all([
      this.ask(() => this.lookups.resolve4(this.serverHost)),
      this.ask(() => this.lookups.resolve6(this.serverHost)),
    ]);
    return [v4, v6].flatMap((answer) => ("records" in answer ? answer.records : []));
  }

  private async look(domain: string): Promise<ChildPanelDns> {
    const [expected, cname, v4, v6] = await Promise.all([
      this.expected(),
      this.ask(() => this.lookups.resolveCname(domain)),
      this.ask(() => this.lookups.resolve4(domain)),
      this.ask(() => this.lookups.resolve6(domain)),
    ]);
    const aliases = "records" in cname ? cname.records : [];
    const addresses = [v4, v6].flatMap((answer) => ("records" in answer ? answer.records : []));
    const found = [...aliases, ...addresses];
    const shown = [...expected];
    if (aliases.includes(this.serverHost) || addresses.some((address) => expected.includes(address))) {
      return { state: "ok", found, expected: shown };
    }
    if (found.length > 0 && expected.length > 0) return { state: "elsewhere", found, expected: shown };
    const failed = [cname, v4, v6].some((answer) => "failed" in answer && answer.failed === "error");
    if (found.length === 0 && !failed) return { state: "missing", found, expected: shown };
    return { state: "unknown", found, expected: shown };
  }
}
