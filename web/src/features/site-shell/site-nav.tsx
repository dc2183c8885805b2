import { Link } from '@tanstack/react-router';

// "/" is active only on an exact match, every other link by path prefix (docs/product.md §2).
const navLinks = [
  { to: '/', label: 'Home', exact: true },
  { to: '/features', label: 'Features', exact: false },
  { to: '/use-cases', label: 'Use Cases', exact: false },
  { to: '/pricing', label: 'Pricing', exact: false },
  { to: '/about', label: 'About', exact: false },
  { to: '/blog', label: 'Blog', exact: false },
  { to: '/contact', label: 'Contact', exact: false },
] as const;

/**
 * The site's main navigation as a labelled `<nav>` list of links, the current page's marked
 * `aria-current="page"`; the header draws it wide (`Main`) and in the mobile menu (`Mobile`), each in its look.
 */
export function SiteNav({
  label,
  className,
  listClassName,
  linkClassName,
  onNavigate,
}: {
  label: string;
  className: string;
  listClassName: string;
  linkClassName: string;
  /** Called on a click on any link (the mobile menu closes). */
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {navLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} activeOptions={{ exact: link.exact }} onClick={onNavigate} className={linkClassName}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
