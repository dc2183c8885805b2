import { PRODUCT_NAME } from '@app/contracts';
import { LegalDocument } from './legal-document.tsx';
import { TERMS_SECTIONS } from './terms-sections.tsx';

/** The Terms and Conditions page (docs/product.md §2), last updated January 2025. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      updated={{ label: 'January 2025', dateTime: '2025-01' }}
      summary={
        <p>
          Please read these terms carefully before using {PRODUCT_NAME}. They set out your rights and responsibilities and ours, including
          how billing, cancellation and liability work.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
