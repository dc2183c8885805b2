import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/marketing/home-page.tsx';
import { builtInPageRoute } from './-built-in-page-route.ts';
import { builtInPageView } from './-built-in-page-view.tsx';

// A published builder page at / replaces the built-in page while it is published.
const home = builtInPageRoute('/', 'home');

export const Route = createFileRoute('/_public/')({ ...home.options, component: builtInPageView(home, HomePage) });
