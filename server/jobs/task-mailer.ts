import nodemailer from 'nodemailer';

/** Sends the task master's run reports. */
export type TaskMailer = {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
};

export const DEFAULT_MAIL_FROM = 'WMS Task Master <taskmaster@wms.local>';

/**
 * A mailer over SMTP (nodemailer), e.g. `smtp://user:pass@mail.example.com:587`; undefined
 * when no URL is set (runs are then recorded but not mailed).
 */
export function createSmtpMailer(
  smtpUrl: string | undefined,
  from: string = DEFAULT_MAIL_FROM,
): TaskMailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** SMTP_URL and MAIL_FROM of the environment. */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): TaskMailer | undefined {
  return createSmtpMailer(env.SMTP_URL?.trim() || undefined, env.MAIL_FROM?.trim() || undefined);
}
