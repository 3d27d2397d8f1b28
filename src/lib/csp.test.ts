import { describe, expect, it } from "vitest";
import { cspConfig, cspHash } from "./csp";

describe("cspHash", () => {
  it("gives the source a browser expects for an inline script: sha256 of its exact text, base64", () => {
    // The example of the CSP Level 3 specification (§ 8.3, hash-source).
    expect(cspHash("alert('Hello, world.');")).toBe(
      "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=",
    );
  });

  it("hashes the text as UTF-8 and changes with any character of it", () => {
    expect(cspHash("")).toBe("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=");
    expect(cspHash("é")).not.toBe(cspHash("e"));
    expect(cspHash("a;")).not.toBe(cspHash("a; "));
  });
});

describe("cspConfig", () => {
  it("allows scripts only from the site and by hash, and WebAssembly for the site search", () => {
    const { scriptDirective } = cspConfig();
    expect(scriptDirective.resources).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(scriptDirective.resources).not.toContain("'unsafe-inline'");
  });

  it("keeps forms and requests on the site, and nothing is loaded from elsewhere", () => {
    const { directives } = cspConfig();
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("connect-src 'self'");
    expect(directives).toContain("form-action 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'self'");
    // Images: the site's files, and the favicon the build writes into the page (scripts/inline-images.js).
    expect(directives).toContain("img-src 'self' data:");
    // A <meta> policy cannot carry frame-ancestors: the server sends it (server/csp.ts).
    expect(directives.some((directive) => directive.startsWith("frame-ancestors"))).toBe(false);
  });

  it("lets the forms send to the API's origin when it is another one", () => {
    const { directives } = cspConfig({ apiOrigin: "https://api.example.com/some/path" });
    expect(directives).toContain("connect-src 'self' https://api.example.com");
    expect(directives).toContain("form-action 'self' https://api.example.com");
  });

  it("refuses an API origin that is not a URL", () => {
    expect(() => cspConfig({ apiOrigin: "api.example.com" })).toThrow();
  });
});
