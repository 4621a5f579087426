import { SMTPServer } from 'smtp-server';

export type Received = { to: string; subject: string; body: string; messageId: string };

/**
 * What the server does with the next messages: take them, refuse them for now (421 at the
 * greeting, as a server going down for maintenance answers), or refuse their recipient for
 * good (550, as for an address that does not exist).
 */
export type MailboxMode = 'accept' | 'busy' | 'unknown-user';

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

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server in-process: Plaza's mailer talks SMTP to it, tests read what arrived.
 * `port` 0 takes a free one; `delayMs` holds each message that long before accepting it.
 */
export async function startMailbox(options: { port?: number; delayMs?: () => number } = {}) {
  const messages: Received[] = [];
  let mode: MailboxMode = 'accept';
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    // Pooled client connections stay open: closing must not wait for them.
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (mode !== 'busy') return callback();
      refusals++;
      callback(smtpError('Servicio no disponible por ahora', 421));
    },
    onMailFrom(_address, _session, callback) {
      if (mode !== 'busy') return callback();
      refusals++;
      callback(smtpError('Servicio no disponible por ahora', 421));
    },
    onRcptTo(_address, _session, callback) {
      if (mode !== 'unknown-user') return callback();
      refusals++;
      callback(smtpError('No existe ese buzón', 550));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';
        const accept = () => {
          messages.push({
            to: header('To'),
            subject: decodeHeader(header('Subject')),
            body: decodeQuotedPrintable(rest.join('\n\n')),
            messageId: header('Message-ID'),
          });
          callback();
        };
        const delay = options.delayMs?.() ?? 0;
        if (delay > 0) setTimeout(accept, delay);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    /** How many connections, senders and recipients it refused. */
    get refusals() {
      return refusals;
    },
    setMode(next: MailboxMode) {
      mode = next;
    },
    /** How many times each Message-ID arrived. */
    countsByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of messages) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    /** The last message to `to` with `subject`, once at least `count` of them have arrived. */
    async waitFor(to: string, subject: string, count = 1): Promise<Received> {
      for (let i = 0; i < 200; i++) {
        const found = messages.filter((mail) => mail.to.includes(to) && mail.subject === subject);
        if (found.length >= count) return found.at(-1)!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail "${subject}" to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
