import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/marketing/about-page.tsx';
import { builtInPageRoute } from './-built-in-page-route.ts';
import { builtInPageView } from './-built-in-page-view.tsx';

// A published builder page at /about replaces the built-in page while it is published.
const about = builtInPageRoute('/about', 'about');

export const Route = createFileRoute('/_public/about')({ ...about.options, component: builtInPageView(about, AboutPage) });
