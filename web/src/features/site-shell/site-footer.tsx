import { BUSINESS_HOURS, BUSINESS_HOURS_ZONE, businessHoursText, COMPANY } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NewsletterIsland } from '../../components/newsletter.island.tsx';
import { useNewsletterProps } from '../../components/newsletter-props.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';

const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

/** A footer link: a page of the site (no placeholders: a link is listed once its page exists). */
interface FooterLink {
  label: string;
  to: '/features' | '/use-cases' | '/pricing' | '/blog' | '/about' | '/contact' | '/privacy' | '/terms';
}

/** The footer's three link columns, in order. */
const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Use Cases', to: '/use-cases' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [{ label: 'Blog', to: '/blog' }],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms and Conditions', to: '/terms' },
    ],
  },
];

/** The footer of every public page: site links, company contact details, opening hours and the newsletter. */
export function SiteFooter() {
  const { address } = COMPANY;
  const newsletter = useNewsletterProps('footer');
  return (
    <footer className="render-when-near relative border-t border-white/10 bg-night-800/60">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link to="/" className="inline-flex rounded-lg">
              <Logo />
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">
              AI-powered business-profile optimisation for local businesses and agencies. Rank higher in the map pack, win more reviews and
              turn searches into customers.
            </p>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5">
            {FOOTER_COLUMNS.map((column) => (
              <FooterColumn key={column.title} title={column.title}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </FooterColumn>
            ))}
          </nav>

          <div className="grid gap-6 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-1">
            {/* The heading sits outside <address>, which may hold no heading (HTML's content model). */}
            <section aria-labelledby="footer-contact" className="grid content-start gap-3 text-sm text-slate-400">
              <h2 id="footer-contact" className="text-sm font-semibold text-white">
                Get in touch
              </h2>
              <address className="grid content-start gap-3 not-italic">
                <a href={`mailto:${COMPANY.generalEmail}`} className="inline-flex items-center gap-2.5 hover:text-white">
                  <Icon name="mail" className="size-4 text-primary-soft" />
                  {COMPANY.generalEmail}
                </a>
                <a href={COMPANY.phoneHref} className="inline-flex items-center gap-2.5 hover:text-white">
                  <Icon name="phone" className="size-4 text-primary-soft" />
                  {COMPANY.phoneDisplay}
                </a>
                <span className="inline-flex items-start gap-2.5">
                  <Icon name="map-pin" className="mt-0.5 size-4 text-primary-soft" />
                  <span>
                    {address.street}
                    <br />
                    {address.locality} {address.postalCode}, {address.country}
                  </span>
                </span>
              </address>
            </section>
            <section aria-labelledby="footer-hours" className="rounded-xl border border-white/10 bg-night-700/60 p-4">
              <h2 id="footer-hours" className="inline-flex items-center gap-2 text-sm font-semibold text-white">
                <Icon name="clock" className="size-4 text-primary-soft" />
                Business Hours
              </h2>
              {/* The contact page's hours: the one table of opening hours. */}
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                {BUSINESS_HOURS.map((row) => (
                  <div key={row.id} className="contents">
                    <dt className="text-slate-400">{row.days}</dt>
                    <dd className="text-right text-slate-200">{businessHoursText(row)}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-xs text-slate-400">Times are {BUSINESS_HOURS_ZONE}.</p>
            </section>
          </div>
        </div>

        <section
          aria-labelledby="footer-newsletter"
          className="mt-12 grid gap-6 rounded-2xl border border-white/10 bg-gradient-to-br from-primary/15 via-night-700/40 to-transparent p-6 sm:p-8 lg:grid-cols-2 lg:items-center"
        >
          <div>
            <h2 id="footer-newsletter" className="text-lg font-semibold text-white">
              Local SEO tips in your inbox
            </h2>
            <p className="mt-1 text-sm text-slate-400">
              Ranking tactics, business-profile updates and product news, straight to your inbox.
            </p>
          </div>
          <NewsletterIsland {...newsletter} />
        </section>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {/* The year the server rendered the page in may have turned by the time it hydrates. */}
            <span suppressHydrationWarning>{new Date().getFullYear()}</span> {COMPANY.legalName}. All rights reserved.
          </p>
          <p>
            Founded in {COMPANY.foundedYear} in {address.locality}.
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 grid justify-items-start gap-3">{children}</ul>
    </div>
  );
}
