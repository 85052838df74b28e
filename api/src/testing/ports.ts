// Ports for tests of what happens when a dependency is away.
import net from 'node:net';

/** A free port of this machine, bound by `server` (listening on 127.0.0.1). */
export const listening = (server: net.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));

/** A port nothing listens on: connections to it are refused, as while a dependency restarts. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listening(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}
