import type { ReactNode } from 'react';
import { Card } from './ui/card.tsx';

/**
 * A page that says one thing in one centred card, a heading and what follows it: where an e-mailed link leads
 * (the newsletter's and the account e-mails').
 */
export function MessageCardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-white">{title}</h1>
        <div className="mt-4 grid gap-4 text-slate-300">{children}</div>
      </Card>
    </main>
  );
}
