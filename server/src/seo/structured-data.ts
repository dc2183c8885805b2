import { BUSINESS_HOURS, COMPANY, PRODUCT_NAME, type BlogPostDetail, type BreadcrumbStep } from '@app/contracts';
import { shareImageFor } from './share-image.ts';

/** schema.org Organization for the company. */
export function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: PRODUCT_NAME,
    legalName: COMPANY.legalName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(COMPANY.foundedYear),
    email: COMPANY.generalEmail,
    telephone: COMPANY.phoneDisplay,
  };
}

/** schema.org LocalBusiness with the London address, phone and opening hours (docs/product.md §2). */
export function localBusinessJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: PRODUCT_NAME,
    url: `${origin}/`,
    image: `${origin}/favicon.svg`,
    email: COMPANY.generalEmail,
    telephone: COMPANY.phoneDisplay,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.locality,
      postalCode: COMPANY.address.postalCode,
      addressCountry: COMPANY.address.countryCode,
    },
    // The open rows of the one table of opening hours; a day with no specification is closed.
    openingHoursSpecification: BUSINESS_HOURS.flatMap((row) =>
      row.open
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: row.dayOfWeek.length === 1 ? row.dayOfWeek[0] : [...row.dayOfWeek],
              opens: row.open.opens,
              closes: row.open.closes,
            },
          ]
        : [],
    ),
  };
}

/** schema.org Article for a blog post. */
export function articleJsonLd(origin: string, post: BlogPostDetail, description: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description,
    image: [absoluteUrl(origin, shareImageFor(post.image).url)],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    mainEntityOfPage: `${origin}/blog/${post.slug}`,
    keywords: post.seo.keywords || undefined,
    articleSection: post.categories[0],
  };
}

/** schema.org BreadcrumbList of a page's breadcrumb trail, its steps in the order the page shows them. */
export function breadcrumbJsonLd(origin: string, steps: BreadcrumbStep[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

/** An absolute URL for a path on this site (URLs already absolute are kept). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
