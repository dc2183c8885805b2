import { COMPANY } from '@app/contracts';

const termClass = 'text-sm font-semibold text-slate-400 print:text-black';
const detailClass = 'mb-3 last:mb-0 sm:mb-0';

/**
 * The company's e-mail, postal and phone details as they appear at the end of a legal document;
 * `email` is the mailbox that handles that document's questions (privacy or legal).
 */
export function LegalContactDetails({ email }: { email: string }) {
  const { address } = COMPANY;
  return (
    <address className="mt-5 rounded-xl border border-white/10 bg-night-800/70 p-5 not-italic print:border-black/20 print:bg-transparent">
      <dl className="grid gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-8 sm:gap-y-3">
        <dt className={termClass}>Email</dt>
        <dd className={detailClass}>
          <a href={`mailto:${email}`} className="break-all">
            {email}
          </a>
        </dd>
        <dt className={termClass}>Post</dt>
        <dd className={detailClass}>
          {COMPANY.legalName}, {address.street}, {address.locality} {address.postalCode}, {address.country}
        </dd>
        <dt className={termClass}>Phone</dt>
        <dd className={detailClass}>
          <a href={COMPANY.phoneHref}>{COMPANY.phoneDisplay}</a>
        </dd>
      </dl>
    </address>
  );
}
