import dns, { type LookupAddress } from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, type Dispatcher } from "undici";

/** The connection was refused before it was made: the address is not on the public internet. */
export class BlockedAddressError extends Error {
  readonly code = "E_BLOCKED_ADDRESS";
}

/**
 * Whether an address is an ordinary public unicast one. ipaddr.js names every special range (loopback, private,
 * link-local incl. the cloud metadata address 169.254.169.254, unique-local, carrier-grade NAT, multicast,
 * unspecified 0.0.0.0, broadcast, reserved, 6to4/Teredo/NAT64 forms that embed an IPv4 address …) and calls
 * everything else "unicast"; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const judged =
    parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed;
  return judged.range() === "unicast";
}

const blocked = (host: string) =>
  new BlockedAddressError(`${host} is not a public internet address; the panel does not call private networks`);

/** dns.lookup that fails when ANY address the name resolves to is not public (no picking a public one by luck). */
function publicLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) return callback(blocked(refused?.address ?? hostname), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
}

/**
 * Connects only to public addresses: a literal IP host is judged as written (after the URL parser's normalising:
 * 0x7f000001 is 127.0.0.1), a name by every address it resolves to, and the socket is opened to one of those very
 * addresses, so a name cannot resolve to a public address for the check and a private one for the connection.
 */
function publicOnlyConnector(): buildConnector.connector {
  const connect = buildConnector({ lookup: publicLookup } as buildConnector.BuildOptions);
  return (options, callback) => {
    const host = options.hostname.replace(/^\[(.*)\]$/, "$1");
    if (net.isIP(host) && !isPublicAddress(host)) {
      callback(blocked(host), null);
      return;
    }
    connect(options, callback);
  };
}

let publicOnly: Agent | undefined;
let anyNetwork: Agent | undefined;

/**
 * The dispatcher for requests to operator-given URLs (upstream providers): public addresses only, unless
 * PROVIDER_ALLOW_PRIVATE_NETWORK=1 (tests, two panels on one machine). undici's `request` follows no redirects.
 */
export function outboundDispatcher(allowPrivateNetwork: boolean): Dispatcher {
  if (allowPrivateNetwork) {
    anyNetwork ??= new Agent();
    return anyNetwork;
  }
  publicOnly ??= new Agent({ connect: publicOnlyConnector() });
  return publicOnly;
}
