import type { AssignableRole } from '@app/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import type { TestClient, TestServer } from './test-server.ts';

/** An invitation sent by a test: the address, the answer to `team.invite`, the e-mail, its link and the link's token. */
export interface SentInvitation {
  email: string;
  sent: Awaited<ReturnType<TestClient['post']>>;
  mail: MailMessage;
  link: string;
  token: string;
}

/**
 * Has `admin` invite `email` through `team.invite` as `role` (the default, editor, unless said; with `headers`, say a forged Host) and reads the link from the newest e-mail the outbox holds for it.
 * Throws when no e-mail with an invitation link reached the address (the answer is returned for the caller to check).
 */
export async function sendInvitation(
  server: TestServer,
  admin: TestClient,
  email: string,
  headers: Record<string, string> = {},
  role?: AssignableRole,
): Promise<SentInvitation> {
  const sent = await admin.post('/trpc/team.invite', { email, ...(role ? { role } : {}) }, headers);
  const mail = server
    .outbox()
    .filter((message) => message.to === email)
    .at(-1);
  const link = mail && /https?:\/\/\S+\/admin\/invitation\?token=([\w-]+)/.exec(mail.text);
  if (!mail || !link) throw new Error(`No invitation e-mail reached ${email} (team.invite answered ${sent.status})`);
  return { email, sent, mail, link: link[0], token: link[1]! };
}
