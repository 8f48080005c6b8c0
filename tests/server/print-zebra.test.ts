import { describe, expect, it } from 'vitest';
import {
  PRINTER_REASONS,
  parseHostStatus,
  sendToPrinter,
  statusReason,
} from '../../server/print/zebra-tcp';
import { closedPort, startPrinter } from './print-printers';

const status = (one: string, two: string) =>
  `\x02${one}\x03\r\n\x02${two}\x03\r\n\x021234,0\x03\r\n`;
const READY_1 = '030,0,0,1218,000,0,0,0,000,0,0,0';
const READY_2 = '000,0,0,0,1,2,6,0,00000000,1,000';

describe('the Zebra ~HS host status', () => {
  it('reads paper out, pause, head up and ribbon out from their fields', () => {
    expect(statusReason(parseHostStatus(status(READY_1, READY_2))!)).toBeNull();
    const paper = status('030,1,0,1218,000,0,0,0,000,0,0,0', READY_2);
    expect(statusReason(parseHostStatus(paper)!)).toBe(PRINTER_REASONS.paperOut);
    const paused = status('030,0,1,1218,000,0,0,0,000,0,0,0', READY_2);
    expect(statusReason(parseHostStatus(paused)!)).toBe(PRINTER_REASONS.paused);
    const head = status(READY_1, '000,0,1,0,1,2,6,0,00000000,1,000');
    expect(statusReason(parseHostStatus(head)!)).toBe(PRINTER_REASONS.headOpen);
    const ribbon = status(READY_1, '000,0,0,1,1,2,6,0,00000000,1,000');
    expect(statusReason(parseHostStatus(ribbon)!)).toBe(PRINTER_REASONS.ribbonOut);
  });

  it('waits for all three strings', () => {
    expect(parseHostStatus(`\x02${READY_1}\x03\r\n\x02${READY_2}\x03\r\n`)).toBeNull();
    expect(parseHostStatus('')).toBeNull();
  });
});

describe('sendToPrinter over raw TCP', () => {
  const timeouts = { connectMs: 500, totalMs: 800 };

  it('asks ~HS, sends the exact bytes on a connection of their own, then asks ~HS again', async () => {
    const printer = await startPrinter('ready');
    try {
      const bytes = Buffer.from('^XA^FDÄpfel 1 of 1^FS^XZ', 'utf8');
      expect(
        await sendToPrinter({ host: '127.0.0.1', port: printer.port }, bytes, timeouts),
      ).toEqual({
        ok: true,
      });
      await printer.waitForPrints(1);
      expect(printer.prints[0]!.equals(bytes)).toBe(true);
      expect(printer.statusAsked).toBe(2);
    } finally {
      await printer.close();
    }
  });

  it('answers the reason of a printer with its head open, one that is silent, and a closed port', async () => {
    const head = await startPrinter('headOpen');
    const silent = await startPrinter('silent');
    try {
      const bytes = Buffer.from('^XA^XZ');
      expect(await sendToPrinter({ host: '127.0.0.1', port: head.port }, bytes, timeouts)).toEqual({
        ok: false,
        reason: PRINTER_REASONS.headOpen,
        sent: false,
      });
      const t0 = Date.now();
      expect(
        await sendToPrinter({ host: '127.0.0.1', port: silent.port }, bytes, timeouts),
      ).toEqual({
        ok: false,
        reason: PRINTER_REASONS.noStatus(0.8),
        sent: false,
      });
      expect(Date.now() - t0).toBeLessThan(2000);
      const port = await closedPort();
      expect(await sendToPrinter({ host: '127.0.0.1', port }, bytes, timeouts)).toEqual({
        ok: false,
        reason: PRINTER_REASONS.refused,
        sent: false,
      });
      // Not ready before: no bytes reached either printer.
      expect(head.prints).toHaveLength(0);
      expect(silent.prints).toHaveLength(0);
      // A PDF printer is only sent to: no status asked.
      expect(
        await sendToPrinter({ host: '127.0.0.1', port: silent.port }, bytes, timeouts, false),
      ).toEqual({
        ok: true,
      });
    } finally {
      await Promise.all([head.close(), silent.close()]);
    }
  });

  it('a printer that reports paper out after taking the labels holds them: sent, with the reason', async () => {
    const printer = await startPrinter('ready');
    printer.modeAfterPrint = 'paperOut';
    try {
      const bytes = Buffer.from('^XA^FDHELD^FS^XZ');
      expect(
        await sendToPrinter({ host: '127.0.0.1', port: printer.port }, bytes, timeouts),
      ).toEqual({ ok: false, reason: PRINTER_REASONS.paperOut, sent: true });
      expect(printer.prints.map((p) => p.toString('utf8'))).toEqual(['^XA^FDHELD^FS^XZ']);
      expect(printer.statusAsked).toBe(2);
    } finally {
      await printer.close();
    }
  });
});
