// A real SMTP relay on loopback for the mail tests (nodemailer's smtp-server): it can be down (the port refuses
// connections), refuse a recipient with any reply code, or take a message's data and never answer (a relay that hangs).
import { SMTPServer } from 'smtp-server';

/** How the relay answers a recipient: take the message, refuse it with `code`, or hang once the data has come. */
export type RelayAnswer = 'accept' | 'stall' | { code: number; message: string };

/** A message the relay took (answered 250 to its data). */
export interface RelayedMessage {
  to: string[];
  /** The whole message as it crossed the wire (headers and body). */
  data: string;
  /** Its Message-ID header. */
  messageId: string | undefined;
}

/** A relay on a fixed loopback port that a test takes down and brings back. */
export interface TestRelay {
  /** `smtp://127.0.0.1:<port>` (the same across restarts). */
  url: string;
  /** The messages taken, oldest first. */
  received: RelayedMessage[];
  /** Every RCPT TO the relay was asked, whatever it answered (addresses in order). */
  recipientsAsked: string[];
  /** The messages whose data came while stalling (never answered), oldest first. */
  stalled: RelayedMessage[];
  /** Decides the answer for each recipient (replace it to change the relay's mood). */
  answer: (to: string) => RelayAnswer;
  /** Stops listening: new connections are refused (a relay that is down). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** The messages taken for `to`. */
  receivedFor(to: string): RelayedMessage[];
}

function messageIdOf(data: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(data)?.[1];
}

/** Starts a relay on a free loopback port, accepting everything until told otherwise. */
export async function startTestRelay(): Promise<TestRelay> {
  let server: SMTPServer | null = null;
  let port = 0;
  const relay: TestRelay = {
    url: '',
    received: [],
    recipientsAsked: [],
    stalled: [],
    answer: () => 'accept',
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      if (server) return;
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // Closing drops a hung connection at once instead of after 30 s.
        closeTimeout: 100,
        onRcptTo(address, _session, callback) {
          relay.recipientsAsked.push(address.address);
          const answer = relay.answer(address.address);
          if (typeof answer === 'object') return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          callback();
        },
        onData(stream, session, callback) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map((recipient) => recipient.address);
            const message = { to, data, messageId: messageIdOf(data) };
            // A hung relay: the data has come, the answer never does (the sender waits until it is killed or times out).
            if (to.some((address) => relay.answer(address) === 'stall')) {
              relay.stalled.push(message);
              return;
            }
            relay.received.push(message);
            callback();
          });
        },
      });
      // Errors of the listening socket come through the SMTPServer (which throws on an 'error' without a listener).
      next.on('error', () => {});
      await new Promise<void>((resolve, reject) => {
        next.server.once('error', reject);
        next.listen(port, '127.0.0.1', () => resolve());
      });
      const address = next.server.address();
      port = typeof address === 'object' && address ? address.port : port;
      relay.url = `smtp://127.0.0.1:${port}`;
      server = next;
    },
    receivedFor(to) {
      return relay.received.filter((message) => message.to.includes(to));
    },
  };
  await relay.start();
  return relay;
}
