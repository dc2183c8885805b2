import type { EditablePageSlug } from '@app/contracts/editable-pages';
import type { ComponentType } from 'react';
import { BlogIndexPage } from '../../blog/blog-index-page.tsx';
import { ContactPage } from '../../contact/contact-page.tsx';
import { AboutPage } from '../../marketing/about-page.tsx';
import { FeaturesPage } from '../../marketing/features-page.tsx';
import { HomePage } from '../../marketing/home-page.tsx';
import { PricingPage } from '../../marketing/pricing-page.tsx';
import { UseCasesPage } from '../../marketing/use-cases-page.tsx';

/** The real public page component of each editable page: the editor shows exactly what visitors see. */
export const EDITABLE_PAGE_COMPONENTS: Record<EditablePageSlug, ComponentType> = {
  home: HomePage,
  features: FeaturesPage,
  'use-cases': UseCasesPage,
  pricing: PricingPage,
  about: AboutPage,
  contact: ContactPage,
  blog: BlogIndexPage,
};
