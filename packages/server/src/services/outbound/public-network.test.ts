import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-network";

// Pure checks: nothing here opens a connection.
describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback (IPv6)"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified (IPv6)"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["::ffff:192.168.1.1", "IPv4-mapped private"],
    ["169.254.169.254", "link-local: the cloud metadata address"],
    ["fe80::1", "link-local (IPv6)"],
    ["fd00:ec2::254", "unique-local: AWS's IPv6 metadata address"],
    ["fc00::1", "unique-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.100.100.200", "carrier-grade NAT: Alibaba's metadata address"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast (IPv6)"],
    ["255.255.255.255", "broadcast"],
    ["2002:7f00:1::", "6to4 wrapping 127.0.0.1"],
    ["64:ff9b::7f00:1", "NAT64 wrapping 127.0.0.1"],
    ["192.0.2.1", "documentation"],
    ["not an address", "not an address"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
