// With PGlite only the server process may open the data directory. While it runs, the enquiries
// CLI reaches the database through this Unix socket inside DATA_DIR instead (only who can read
// DATA_DIR, and so the database files, can connect to it): POST /<command> with the command's
// arguments as JSON, answered with its result as JSON (server/admin.ts).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { isAdminCommand, runAdminCommand } from "./admin.ts";
import type { Admin, AdminArgs, AdminCommand, AdminResults, Jsonified } from "./admin.ts";

export const adminSocketOf = (dataDir: string) => path.join(dataDir, "admin.sock");

/** The largest request the socket reads: a command's arguments are a few words. */
const MAX_REQUEST = 64 * 1024;

export async function startAdminSocket(
  dataDir: string,
  admin: Admin,
): Promise<{ close: () => Promise<void> }> {
  const socket = adminSocketOf(dataDir);
  // This process holds the data directory (pglite.lock): a socket file here is a dead one's.
  fs.rmSync(socket, { force: true });
  const server = http.createServer((request, response) => {
    const command = (request.url ?? "").slice(1);
    if (request.method !== "POST" || !isAdminCommand(command)) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_REQUEST) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", async () => {
      try {
        const args: unknown = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
        const result = await runAdminCommand(admin, command, args);
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(result));
      } catch (error) {
        response
          .writeHead(500, { "Content-Type": "text/plain" })
          .end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Runs a command in the server that holds the data directory: its answer as JSON gives it (this
 * server's own admin socket, under DATA_DIR).
 */
export function callAdminSocket<C extends AdminCommand>(
  dataDir: string,
  command: C,
  args: AdminArgs[C],
): Promise<Jsonified<AdminResults[C]>> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: adminSocketOf(dataDir),
        path: `/${command}`,
        method: "POST",
        headers: { "Content-Type": "application/json" },
      },
      (response) => {
        const chunks: Buffer[] = [];
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
    request.end(JSON.stringify(args));
  });
}
