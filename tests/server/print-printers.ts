import { createServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';

/** How a test printer answers `~HS`. */
export type PrinterMode = 'ready' | 'paperOut' | 'headOpen' | 'silent';

const STATUS: Record<Exclude<PrinterMode, 'silent'>, string> = {
  ready:
    '\x02030,0,0,1218,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,1,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n',
  paperOut:
    '\x02030,1,0,1218,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,0,0,1,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n',
  headOpen:
    '\x02030,0,0,1218,000,0,0,0,000,0,0,0\x03\r\n\x02000,0,1,0,1,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n',
};

/**
 * A raw-TCP label printer on 127.0.0.1: a connection that sends `~HS` gets the host status
 * of its mode (a silent one never answers); every other connection's bytes are kept as one
 * print, in the order they arrived. `mode` may change; `modeAfterPrint` is taken on once a
 * print has arrived (a printer that runs out of paper with the labels in it).
 */
export type TestPrinter = {
  port: number;
  mode: PrinterMode;
  modeAfterPrint?: PrinterMode;
  prints: Buffer[];
  statusAsked: number;
  /** The bytes of every print so far, as text. */
  text(): string;
  /** Resolves once `count` prints have arrived. */
  waitForPrints(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startPrinter(mode: PrinterMode = 'ready'): Promise<TestPrinter> {
  const printer = { prints: [] as Buffer[], statusAsked: 0, mode } as TestPrinter;
  const open = new Set<Socket>();
  const server: NetServer = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    const chunks: Buffer[] = [];
    let status = false;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (Buffer.concat(chunks).toString('latin1') === '~HS') {
        status = true;
        printer.statusAsked += 1;
        if (printer.mode !== 'silent') socket.write(STATUS[printer.mode]);
      }
    });
    socket.on('end', () => {
      if (!status) {
        printer.prints.push(Buffer.concat(chunks));
        if (printer.modeAfterPrint) printer.mode = printer.modeAfterPrint;
      }
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  printer.port = (server.address() as AddressInfo).port;
  printer.text = () => Buffer.concat(printer.prints).toString('utf8');
  printer.waitForPrints = async (count, ms = 5000) => {
    const until = Date.now() + ms;
    while (printer.prints.length < count) {
      if (Date.now() > until)
        throw new Error(`waited for ${count} prints, got ${printer.prints.length}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  printer.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  return printer;
}

/** A port on 127.0.0.1 nothing listens on (a printer that refuses the connection). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
