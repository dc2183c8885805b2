import { COMPANY, PRODUCT_NAME } from '@app/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NewsletterIsland } from '../../islands/newsletter.island.tsx';
import { useNewsletterProps } from '../../components/newsletter-props.ts';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';

const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

// Placeholder destinations from docs/product.md §2: they are anchors until the pages exist.
const socials: { href: string; label: string; icon: IconName }[] = [
  { href: '#facebook', label: `${PRODUCT_NAME} on Facebook`, icon: 'facebook' },
  { href: '#x', label: `${PRODUCT_NAME} on X`, icon: 'x' },
  { href: '#linkedin', label: `${PRODUCT_NAME} on LinkedIn`, icon: 'linkedin' },
  { href: '#instagram', label: `${PRODUCT_NAME} on Instagram`, icon: 'instagram' },
];

/** A footer link: a page of the site, or a placeholder anchor (docs/product.md §2) until its page exists. */
type FooterLink =
  | { label: string; to: '/features' | '/use-cases' | '/pricing' | '/blog' | '/about' | '/contact' | '/privacy' | '/terms' }
  | { label: string; href: string };

/** The footer's three link columns, in order. */
const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Use Cases', to: '/use-cases' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Product Updates', href: '#updates' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'Guides', href: '#guides' },
      { label: 'API Docs', href: '#api' },
      { label: 'Resources', href: '#resources' },
    ],
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
            <ul className="mt-6 flex gap-2" aria-label="Social media">
              {socials.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    aria-label={social.label}
                    className="inline-flex size-10 items-center justify-center rounded-lg border border-white/10 text-slate-400 transition-colors hover:border-white/25 hover:text-white"
                  >
                    <Icon name={social.icon} className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5">
            {FOOTER_COLUMNS.map((column) => (
              <FooterColumn key={column.title} title={column.title}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    ) : (
                      <a href={link.href} className={linkClass}>
                        {link.label}
                      </a>
                    )}
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
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-slate-400">Mon-Fri</dt>
                <dd className="text-right text-slate-200">9AM-6PM GMT</dd>
                <dt className="text-slate-400">Sat-Sun</dt>
                <dd className="text-right text-slate-200">Closed</dd>
              </dl>
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
