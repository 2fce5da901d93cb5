import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How many ports after the asked one are tried when it is taken. */
const MORE_PORTS = 10;

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
    tried: number,
  ) {
    super(
      tried > 1
        ? `Ports ${port} to ${port + tried - 1} on ${host} are all in use. Stop the other servers or choose a free port with --port.`
        : `Port ${port} on ${host} is already in use (another docsgen serve?). Stop it or choose a free port with --port.`,
    );
    this.name = 'PortInUseError';
  }
}

function listenOnce(server: Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Listens on `port`, or, unless `strictPort`, on the next free one of the following ten (said so
 * through `onFallback`). Port 0 picks any free port. Returns the port in use.
 */
export async function listen(server: Server, options: { port: number; host: string; strictPort?: boolean; onFallback?: (asked: number, used: number) => void }): Promise<number> {
  const { port, host } = options;
  const tries = options.strictPort || port === 0 ? 1 : MORE_PORTS + 1;
  for (let i = 0; i < tries; i++) {
    if (await listenOnce(server, port + i, host)) {
      const used = (server.address() as AddressInfo).port;
      if (i > 0) options.onFallback?.(port, used);
      return used;
    }
  }
  throw new PortInUseError(port, host, tries);
}
