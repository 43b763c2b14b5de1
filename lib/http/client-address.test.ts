import { describe, expect, it } from "vitest";
import { addressThroughProxies, limitedAddress, trustedProxyHops } from "./client-address.mjs";

describe("addressThroughProxies", () => {
  it("takes the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(addressThroughProxies("203.0.113.9", "198.51.100.4", 0)).toBe("198.51.100.4");
    expect(addressThroughProxies(undefined, "::ffff:198.51.100.4", 0)).toBe("198.51.100.4");
    expect(addressThroughProxies(undefined, "2001:DB8::1", 0)).toBe("2001:db8::1");
  });

  it("counts trusted proxies from the right, so entries a client put in front are ignored", () => {
    // client → proxy (appends the client's address) → us
    expect(addressThroughProxies("1.1.1.1, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    // client → CDN → load balancer → us
    expect(addressThroughProxies("1.1.1.1, 203.0.113.9, 10.0.0.7", "10.0.0.2", 2)).toBe("203.0.113.9");
  });

  it("uses what the proxies did see when a request went around some of them", () => {
    expect(addressThroughProxies("203.0.113.9", "10.0.0.2", 2)).toBe("203.0.113.9");
    expect(addressThroughProxies(null, "198.51.100.4", 1)).toBe("198.51.100.4");
    expect(addressThroughProxies(" , ", undefined, 1)).toBe("unknown");
  });
});

describe("trustedProxyHops", () => {
  it("reads a whole number of proxies, 0 when unset", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: " 2 " })).toBe(2);
    for (const bad of ["yes", "-1", "1.5", "11"]) expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: bad })).toBeNull();
  });
});

describe("limitedAddress", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0DB8:0001:0002:ffff:1:2:3",
      "2001:db8:1:2:a:b:192.0.2.1",
      "2001:db8:1:2::9%eth0",
    ])
      expect(limitedAddress(address), address).toBe("2001:db8:1:2::/64");
    expect(limitedAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitedAddress("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4 addresses, IPv4 written as IPv6, and anything else as they are", () => {
    expect(limitedAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(limitedAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitedAddress("::ffff:cb00:7109")).toBe("203.0.113.9");
    expect(limitedAddress("unknown")).toBe("unknown");
    expect(limitedAddress("not:an:address")).toBe("not:an:address");
  });
});
