import nodemailer from 'nodemailer';
import type { TLabelFormat } from '../../src/contract';

/** A label to mail: its text, name and size in millimetres. */
export type MailedLabel = {
  name: string;
  body: string;
  format: TLabelFormat;
  widthMm: number;
  depthMm: number;
};

export const DEFAULT_PRINT_MAIL_FROM = 'WMS Printing <printing@wms.local>';

/** The longest one mail of labels may take: connecting, greeting and each socket wait. */
export const MAIL_TIMEOUT_MS = 30_000;

/** SMTP_URL of the environment, read when a print is mailed (undefined: not set up). */
export function printMailUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.SMTP_URL?.trim() || undefined;
}

type ZplApi = {
  zplToBase64Async(
    zpl: string,
    widthMm?: number,
    heightMm?: number,
    dpmm?: number,
  ): Promise<string>;
};
let renderer: Promise<ZplApi> | undefined;

/** The ZPL renderer (a WebAssembly build of 8 MB): loaded on the first mailed label only. */
function zplRenderer(): Promise<ZplApi> {
  renderer ??= import('zpl-renderer-js').then(async (m) => (await m.ready).api);
  return renderer;
}

/** A PNG of a ZPL label at 8 dots per millimetre (203 dpi). */
export async function zplToPng(zpl: string, widthMm: number, depthMm: number): Promise<Buffer> {
  const api = await zplRenderer();
  return Buffer.from(await api.zplToBase64Async(zpl, widthMm, depthMm, 8), 'base64');
}

/**
 * Mail labels to `to` over SMTP: each ZPL label as a `.zpl` attachment (the exact bytes a
 * printer would get) and as a `.png` picture of it; a PDF-format label as a text attachment.
 */
export async function mailLabels(
  smtpUrl: string,
  to: string,
  subject: string,
  labels: MailedLabel[],
  from: string = process.env.MAIL_FROM?.trim() || DEFAULT_PRINT_MAIL_FROM,
): Promise<void> {
  const attachments: { filename: string; content: Buffer; contentType: string }[] = [];
  for (const label of labels) {
    const bytes = Buffer.from(label.body, 'utf8');
    if (label.format === 'ZEBRA') {
      attachments.push({
        filename: `${label.name}.zpl`,
        content: bytes,
        contentType: 'text/plain',
      });
      attachments.push({
        filename: `${label.name}.png`,
        content: await zplToPng(label.body, label.widthMm, label.depthMm),
        contentType: 'image/png',
      });
    } else {
      attachments.push({
        filename: `${label.name}.txt`,
        content: bytes,
        contentType: 'text/plain',
      });
    }
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: MAIL_TIMEOUT_MS / 3,
    greetingTimeout: MAIL_TIMEOUT_MS / 3,
    socketTimeout: MAIL_TIMEOUT_MS / 3,
  });
  try {
    await transport.sendMail({
      from,
      to,
      subject,
      text: `${labels.length} label${labels.length === 1 ? '' : 's'} attached.`,
      attachments,
    });
  } finally {
    transport.close();
  }
}
