import { COMPANY } from '@app/contracts';
import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { BUSINESS_HOURS } from './business-hours.ts';

const linkClass =
  'rounded font-medium break-all text-slate-100 underline decoration-white/20 underline-offset-4 transition-colors hover:text-white hover:decoration-primary-soft';

/**
 * The 'Contact Information' side panel (spec section 2): the general and support mailboxes, the
 * phone line with its hours, the London office address and the weekly business hours.
 */
export function ContactInfoPanel() {
  const headingId = useId();
  const { address } = COMPANY;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-white/10 bg-night-800/80 p-6 shadow-xl shadow-black/20 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-white">
        Contact Information
      </h2>
      <div className="mt-6 grid gap-7">
        <InfoItem icon="mail" title="Email Us">
          <ul className="grid gap-1.5">
            <li>
              <span className="block text-xs tracking-wide text-slate-400 uppercase">General enquiries</span>
              <a href={`mailto:${COMPANY.generalEmail}`} className={linkClass}>
                {COMPANY.generalEmail}
              </a>
            </li>
            <li>
              <span className="block text-xs tracking-wide text-slate-400 uppercase">Customer support</span>
              <a href={`mailto:${COMPANY.supportEmail}`} className={linkClass}>
                {COMPANY.supportEmail}
              </a>
            </li>
          </ul>
        </InfoItem>
        <InfoItem icon="phone" title="Call Us">
          <a href={COMPANY.phoneHref} className={linkClass}>
            {COMPANY.phoneDisplay}
          </a>
          <p className="mt-1">Monday to Friday, 9am to 6pm (GMT)</p>
        </InfoItem>
        <InfoItem icon="map-pin" title="Visit Us">
          <address className="not-italic">
            {COMPANY.legalName}
            <br />
            {address.street}
            <br />
            {address.locality} {address.postalCode}
            <br />
            {address.country}
          </address>
        </InfoItem>
        <InfoItem icon="clock" title="Business Hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
            {BUSINESS_HOURS.map((row) => (
              <div key={row.days} className="contents">
                <dt>{row.days}</dt>
                <dd className="text-right font-medium text-slate-100 tabular-nums">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </InfoItem>
      </div>
    </section>
  );
}

function InfoItem({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary-soft">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm leading-6 text-slate-400">
        <h3 className="text-base font-semibold text-white">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
