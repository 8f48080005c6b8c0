import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a test carrier received. */
export type Received = {
  method: string;
  url: string;
  body: unknown;
  headers: IncomingMessage['headers'];
};

export type TestCarrier = {
  url: string;
  received: Received[];
  close(): Promise<void>;
};

type Reply = { status?: number; json?: unknown } | 'hang';
type Route = (r: Received) => Reply | Promise<Reply>;

/**
 * A small carrier on 127.0.0.1 (port 0) answering each request with `route`'s reply; 'hang'
 * never answers (the connection stays open until the server closes).
 */
export async function startCarrier(route: Route): Promise<TestCarrier> {
  const received: Received[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const r: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: req.headers,
      };
      received.push(r);
      void Promise.resolve(route(r)).then((reply) => {
        if (reply === 'hang') {
          open.add(res);
          return;
        }
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.json === undefined ? '' : JSON.stringify(reply.json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on 127.0.0.1 where nothing listens: connections are refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A machship quote of Toll IPEC at $25 a consignment. */
export const TOLL_IPEC_QUOTE = {
  json: {
    quotes: [
      {
        carrier_id: 'TOLL',
        carrier_code: 'TOLL',
        carrier_name: 'Toll',
        service_id: 'IPEC',
        service_code: 'IPEC',
        service_name: 'IPEC Road Express',
        eta: '2026-12-01',
        total: 25,
      },
    ],
  },
};
