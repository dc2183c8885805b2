import { COMPANY } from '@app/contracts/brand';
import { BUSINESS_HOURS, BUSINESS_HOURS_SUMMARY, BUSINESS_HOURS_ZONE, businessHoursText } from '@app/contracts/business-hours';
import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { EditableBlock } from '../page-content/editable-block.tsx';
import { EditableLink } from '../page-content/editable-link.tsx';
import { EditableText } from '../page-content/editable-text.tsx';

const linkClass =
  'rounded font-medium break-all text-slate-100 underline decoration-white/20 underline-offset-4 transition-colors hover:text-white hover:decoration-primary-soft';

// The two mailboxes, with the ids their element keys use.
const MAILBOXES = [
  { id: 'general', label: 'General enquiries', address: COMPANY.generalEmail },
  { id: 'support', label: 'Customer support', address: COMPANY.supportEmail },
] as const;

/**
 * The 'Contact Information' side panel (docs/product.md §2): the general and support mailboxes, the
 * phone line with its hours, the London office address and the weekly business hours. Keyed
 * 'contact.info' and 'contact.info.…'.
 */
export function ContactInfoPanel() {
  const headingId = useId();
  const { address } = COMPANY;
  return (
    <EditableBlock
      as="section"
      editKey="contact.info"
      aria-labelledby={headingId}
      className="rounded-2xl border border-white/10 bg-night-800/80 p-6 shadow-xl shadow-black/20 sm:p-8"
    >
      <EditableText as="h2" editKey="contact.info.title" id={headingId} className="text-xl font-bold tracking-tight text-white">
        Contact Information
      </EditableText>
      <div className="mt-6 grid gap-7">
        <InfoItem keyPrefix="contact.info.email" icon="mail" title="Email Us">
          <ul className="grid gap-1.5">
            {MAILBOXES.map((mailbox) => (
              <li key={mailbox.id}>
                <EditableText
                  as="span"
                  editKey={`contact.info.email.${mailbox.id}-label`}
                  className="block text-xs tracking-wide text-slate-400 uppercase"
                >
                  {mailbox.label}
                </EditableText>
                <EditableLink editKey={`contact.info.email.${mailbox.id}`} to={`mailto:${mailbox.address}`} className={linkClass}>
                  {mailbox.address}
                </EditableLink>
              </li>
            ))}
          </ul>
        </InfoItem>
        <InfoItem keyPrefix="contact.info.phone" icon="phone" title="Call Us">
          <EditableLink editKey="contact.info.phone.link" to={COMPANY.phoneHref} className={linkClass}>
            {COMPANY.phoneDisplay}
          </EditableLink>
          <p className="mt-1">{BUSINESS_HOURS_SUMMARY}</p>
        </InfoItem>
        <InfoItem keyPrefix="contact.info.address" icon="map-pin" title="Visit Us">
          <EditableText as="address" editKey="contact.info.address.text" className="not-italic">
            {COMPANY.legalName}
            <br />
            {address.street}
            <br />
            {address.locality} {address.postalCode}
            <br />
            {address.country}
          </EditableText>
        </InfoItem>
        <InfoItem keyPrefix="contact.info.hours" icon="clock" title="Business Hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
            {BUSINESS_HOURS.map((row) => (
              <div key={row.id} className="contents">
                <dt>{row.days}</dt>
                <dd className="text-right font-medium text-slate-100 tabular-nums">{businessHoursText(row)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs">Times are {BUSINESS_HOURS_ZONE}.</p>
        </InfoItem>
      </div>
    </EditableBlock>
  );
}

function InfoItem({ keyPrefix, icon, title, children }: { keyPrefix: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <EditableBlock editKey={keyPrefix} className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary-soft">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm leading-6 text-slate-400">
        <EditableText as="h3" editKey={`${keyPrefix}.title`} className="text-base font-semibold text-white">
          {title}
        </EditableText>
        <div className="mt-1">{children}</div>
      </div>
    </EditableBlock>
  );
}
