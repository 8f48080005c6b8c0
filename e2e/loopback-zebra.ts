import { createServer, type AddressInfo } from 'node:net';

/** The host status a ready Zebra answers to `~HS`. */
const READY =
  '\x02030,0,0,1218,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,1,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n';

export type LoopbackZebra = {
  port: number;
  /** The bytes of each print, as text, in the order they arrived. */
  prints: string[];
  close(): Promise<void>;
};

/** A raw-TCP Zebra on 127.0.0.1 in the test's process: keeps each print, answers ~HS ready. */
export async function startLoopbackZebra(): Promise<LoopbackZebra> {
  const prints: string[] = [];
  const server = createServer((socket) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text === '~HS') socket.write(READY);
    });
    socket.on('end', () => {
      if (text !== '~HS') prints.push(text);
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    prints,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
