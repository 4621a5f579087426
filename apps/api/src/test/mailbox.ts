import { SMTPServer } from 'smtp-server';

export type Received = { to: string; subject: string; body: string };

/** Quoted-printable, as nodemailer writes non-ASCII text: soft breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** A real SMTP server in-process: Plaza's mailer talks SMTP to it, tests read what arrived. */
export async function startMailbox() {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';
        messages.push({ to: header('To'), subject: decodeHeader(header('Subject')), body: decodeQuotedPrintable(rest.join('\n\n')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to: string, subject: string): Promise<Received> {
      for (let i = 0; i < 100; i++) {
        const found = messages.filter((mail) => mail.to.includes(to) && mail.subject === subject).at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail "${subject}" to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
