import type { CSSProperties, ReactNode } from 'react';
import { safeHref } from './safe-href.ts';

/**
 * A builder button: a link when its URL is safe (/, #, mailto:, tel:, http(s)), otherwise the same text
 * without a link, so a refused `javascript:` URL never reaches the page. External links open in a new tab.
 */
export function BuilderLink({
  url,
  className,
  style,
  children,
}: {
  url: string | undefined;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const href = safeHref(url);
  if (href === undefined) {
    return (
      <span className={className} style={style} data-link-refused="true">
        {children}
      </span>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} style={style} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
