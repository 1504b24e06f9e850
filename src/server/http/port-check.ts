import net from "node:net";

export class PortInUseError extends Error {}

/**
 * Fails with a plain message when the port is taken — before the server starts
 * its database, so a second `npm start` on a busy port leaves nothing running.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") reject(new PortInUseError(portInUseMessage(port)));
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

export const portInUseMessage = (port: number) =>
  `Port ${port} is in use: stop the program that uses it, or start NurseVitals on another port (PORT=${port + 1} npm start).`;
