// @ts-check
// With PGlite only the server process may open the data directory. While it runs, the enquiries
// CLI reads the submissions through this Unix socket inside DATA_DIR instead (only who can read
// DATA_DIR, and so the database files, can connect to it).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

/** @param {string} dataDir */
export const adminSocketOf = (dataDir) => path.join(dataDir, "admin.sock");

/**
 * @param {string} dataDir
 * @param {import("./submissions/store.js").Store} store
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startAdminSocket(dataDir, store) {
  const socket = adminSocketOf(dataDir);
  // This process holds the data directory (pglite.lock): a socket file here is a dead one's.
  fs.rmSync(socket, { force: true });
  const server = http.createServer(async (request, response) => {
    if (request.method !== "GET" || request.url !== "/submissions") {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = JSON.stringify(await store.list());
      response.writeHead(200, { "Content-Type": "application/json" }).end(body);
    } catch (error) {
      response.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve(undefined));
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The submissions, from the server that holds the data directory.
 * @param {string} dataDir
 * @returns {Promise<unknown>}
 */
export function fetchFromAdminSocket(dataDir) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { socketPath: adminSocketOf(dataDir), path: "/submissions" },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode !== 200) reject(new Error(`the server answered: ${text}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    request.on("error", reject);
  });
}
