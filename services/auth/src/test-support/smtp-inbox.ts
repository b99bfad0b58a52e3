import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on this machine that keeps what it receives, for the tests to read. */
export interface SmtpInbox {
  url: string;
  mails: string[];
  /** The next mail after the ones already read, decoded from quoted-printable. */
  next(): Promise<string>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const startSmtpInbox = async (): Promise<SmtpInbox> => {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let read = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next: async () => {
      const deadline = Date.now() + 10_000;
      while (mails.length <= read && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      if (mails.length <= read) throw new Error('no mail arrived');
      return mails[read++];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
