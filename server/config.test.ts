// The server's settings from the environment: how many proxies to trust (TRUST_PROXY), and the
// confirmation, retention and daily-job settings, the outbox's instance id and concurrency, with
// their defaults and their fallbacks.
import os from "node:os";
import { describe, expect, it } from "vitest";
import { parseTrustProxy, readConfig } from "./config.ts";

describe("TRUST_PROXY", () => {
  it.each([undefined, "", "  ", "0", "false", "FALSE"])(
    "trusts no proxy when it is %j",
    (value) => {
      expect(parseTrustProxy(value)).toBe(false);
    },
  );

  it.each([
    ["1", 1],
    ["2", 2],
    [" 3 ", 3],
  ])("trusts exactly as many proxies as %j says", (value, hops) => {
    expect(parseTrustProxy(value)).toBe(hops);
  });

  it("reads true as one proxy, never as every hop, and warns that it wants a number", () => {
    for (const value of ["true", "TRUE"]) {
      const config = readConfig({ TRUST_PROXY: value });
      expect(config.trustProxy).toBe(1);
      expect(config.warnings).toEqual([expect.stringContaining("TRUST_PROXY=true is read as 1")]);
    }
  });

  it("passes a list of proxy addresses and ranges on as written", () => {
    expect(parseTrustProxy("10.0.0.1")).toBe("10.0.0.1");
    expect(parseTrustProxy(" 10.0.0.0/8, 127.0.0.1 ")).toBe("10.0.0.0/8, 127.0.0.1");
  });

  it("warns about nothing when it is a number or unset", () => {
    expect(readConfig({ TRUST_PROXY: "1" }).warnings).toEqual([]);
    expect(readConfig({}).warnings).toEqual([]);
  });
});

describe("confirmations, retention and the daily job", () => {
  it("default to 100 confirmations an hour, 1095 days (three years) and 08:00 UTC", () => {
    expect(readConfig({})).toMatchObject({
      confirmationsPerHour: 100,
      retentionDays: 1095,
      digestHour: 8,
      warnings: [],
    });
  });

  it("take any whole number within their range, ends included", () => {
    expect(
      readConfig({ CONFIRMATIONS_PER_HOUR: "0", RETENTION_DAYS: "31", DIGEST_HOUR: "0" }),
    ).toMatchObject({ confirmationsPerHour: 0, retentionDays: 31, digestHour: 0, warnings: [] });
    expect(
      readConfig({ CONFIRMATIONS_PER_HOUR: "1000000", RETENTION_DAYS: "36500", DIGEST_HOUR: "23" }),
    ).toMatchObject({
      confirmationsPerHour: 1_000_000,
      retentionDays: 36_500,
      digestHour: 23,
      warnings: [],
    });
  });

  it.each([
    ["CONFIRMATIONS_PER_HOUR", "-1", "confirmationsPerHour", 100],
    ["CONFIRMATIONS_PER_HOUR", "1000001", "confirmationsPerHour", 100],
    ["CONFIRMATIONS_PER_HOUR", "lots", "confirmationsPerHour", 100],
    ["RETENTION_DAYS", "30", "retentionDays", 1095],
    ["RETENTION_DAYS", "36501", "retentionDays", 1095],
    ["RETENTION_DAYS", "365.5", "retentionDays", 1095],
    ["DIGEST_HOUR", "24", "digestHour", 8],
    ["DIGEST_HOUR", "-1", "digestHour", 8],
    ["DIGEST_HOUR", "0x10", "digestHour", 8],
    ["DIGEST_HOUR", "1e1", "digestHour", 8],
    ["RATE_LIMIT_MAX", "0", "rateLimitMax", 5],
    ["RATE_LIMIT_MAX", "five", "rateLimitMax", 5],
    ["OUTBOX_RETRY_MS", "50", "outboxRetryMs", 30_000],
  ])("fall back with a warning when %s=%s", (name, value, key, fallback) => {
    const config = readConfig({ [name]: value });
    expect(config).toHaveProperty(key, fallback);
    expect(config.warnings).toHaveLength(1);
    expect(config.warnings[0]).toMatch(`${name}=${value} is not a whole number`);
    expect(config.warnings[0]).toMatch(`using ${fallback}`);
  });
});

describe("the outbox's instance id and concurrency", () => {
  it("name the instance by its host and port, and send 8 at once, by default", () => {
    expect(readConfig({ PORT: "3001" })).toMatchObject({
      instanceId: `${os.hostname()}:3001`,
      outboxConcurrency: 8,
      warnings: [],
    });
    // Two instances on one host listen on different ports: they get different ids.
    expect(readConfig({ PORT: "3002" }).instanceId).not.toBe(
      readConfig({ PORT: "3001" }).instanceId,
    );
  });

  it("take INSTANCE_ID as given, trimmed, and OUTBOX_CONCURRENCY from 1 to 64", () => {
    expect(readConfig({ INSTANCE_ID: "  web-1 ", OUTBOX_CONCURRENCY: "1" })).toMatchObject({
      instanceId: "web-1",
      outboxConcurrency: 1,
      warnings: [],
    });
    expect(readConfig({ INSTANCE_ID: " ", OUTBOX_CONCURRENCY: "64" })).toMatchObject({
      instanceId: `${os.hostname()}:3000`,
      outboxConcurrency: 64,
      warnings: [],
    });
  });

  it.each(["0", "65", "eight", "2.5"])(
    "fall back to 8 with a warning when OUTBOX_CONCURRENCY=%s",
    (value) => {
      const config = readConfig({ OUTBOX_CONCURRENCY: value });
      expect(config.outboxConcurrency).toBe(8);
      expect(config.warnings).toEqual([
        `OUTBOX_CONCURRENCY=${value} is not a whole number from 1 to 64: using 8`,
      ]);
    },
  );
});

describe("HTTPS_REDIRECT", () => {
  it("is off unless set, and with 0 or false", () => {
    for (const value of [undefined, "", "0", "false", "off"]) {
      expect(readConfig({ HTTPS_REDIRECT: value, TRUST_PROXY: "1" })).toMatchObject({
        httpsRedirect: undefined,
        warnings: [],
      });
    }
  });

  it("redirects to the site's own host on https, whatever SITE_URL's scheme", () => {
    expect(
      readConfig({ HTTPS_REDIRECT: "1", TRUST_PROXY: "1", SITE_URL: "http://example.org:8443/x" }),
    ).toMatchObject({ httpsRedirect: "https://example.org:8443", warnings: [] });
    expect(readConfig({ HTTPS_REDIRECT: "true", TRUST_PROXY: "1" }).httpsRedirect).toMatch(
      /^https:\/\/[^/]+$/,
    );
  });

  it("is ignored, with a warning, without TLS or TRUST_PROXY: every request would be redirected", () => {
    expect(readConfig({ HTTPS_REDIRECT: "1" })).toMatchObject({
      httpsRedirect: undefined,
      warnings: [
        expect.stringContaining("HTTPS_REDIRECT is ignored without TLS_CERT_FILE or TRUST_PROXY"),
      ],
    });
  });

  it("works with the server's own TLS, whose plain side listens on HTTP_PORT (80 by default)", () => {
    const tls = { TLS_CERT_FILE: "/etc/site/cert.pem", TLS_KEY_FILE: "/etc/site/key.pem" };
    expect(readConfig({ HTTPS_REDIRECT: "1", ...tls })).toMatchObject({
      httpsRedirect: expect.stringMatching(/^https:\/\//),
      tls: { certFile: "/etc/site/cert.pem", keyFile: "/etc/site/key.pem" },
      httpPort: 80,
      warnings: [],
    });
    expect(readConfig({ ...tls, HTTP_PORT: "8080" }).httpPort).toBe(8080);
  });

  it("refuses a certificate without its key, or a key without its certificate", () => {
    expect(() => readConfig({ TLS_CERT_FILE: "/etc/site/cert.pem" })).toThrow(
      "TLS_CERT_FILE and TLS_KEY_FILE must be set together",
    );
    expect(() => readConfig({ TLS_KEY_FILE: "/etc/site/key.pem" })).toThrow(
      "TLS_CERT_FILE and TLS_KEY_FILE must be set together",
    );
  });

  it("is off, with a warning, when it is neither on nor off", () => {
    expect(readConfig({ HTTPS_REDIRECT: "sometimes", TRUST_PROXY: "1" })).toMatchObject({
      httpsRedirect: undefined,
      warnings: [expect.stringContaining("HTTPS_REDIRECT=sometimes")],
    });
  });
});
