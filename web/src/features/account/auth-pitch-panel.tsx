import { Icon } from '../../components/ui/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';

const pitchPoints = ['14-day free trial', 'No credit card required', 'Cancel anytime'];

// A stylised geo-grid scan: rank per grid point, best in the middle where the business is.
const gridRanks = [7, 5, 4, 5, 8, 4, 2, 1, 2, 5, 3, 1, 1, 1, 3, 4, 2, 1, 2, 6, 9, 5, 3, 4, 7];

function rankTone(rank: number): string {
  if (rank <= 2) return 'bg-emerald-500/90 text-white';
  if (rank <= 5) return 'bg-amber-400/90 text-night';
  return 'bg-rose-500/80 text-white';
}

/**
 * The product's pitch beside the /auth forms on wide screens (hidden on narrow ones): the headline, the
 * trial's promises and a stylised geo-grid scan.
 */
export function AuthPitchPanel() {
  return (
    <section aria-labelledby="auth-pitch" className="hidden lg:block">
      <Logo />
      <h2 id="auth-pitch" className="mt-8 text-4xl leading-tight font-bold tracking-tight text-white xl:text-5xl">
        Own the map pack in{' '}
        <span className="bg-gradient-to-r from-primary-soft to-fuchsia-300 bg-clip-text text-transparent">your neighbourhood</span>
      </h2>
      <p className="mt-5 max-w-lg text-lg leading-8 text-slate-400">
        AI suggestions, geo-grid rank tracking and review management for your business profiles, all in one place.
      </p>
      <ul className="mt-8 grid gap-3">
        {pitchPoints.map((point) => (
          <li key={point} className="flex items-center gap-3 text-slate-200">
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-primary/20 text-primary-soft">
              <Icon name="check" className="size-4" />
            </span>
            {point}
          </li>
        ))}
      </ul>
      <figure className="mt-10 flex max-w-lg items-center gap-6 rounded-2xl border border-white/10 bg-night-800/70 p-5">
        <div aria-hidden="true" className="grid shrink-0 grid-cols-5 gap-1.5">
          {gridRanks.map((rank, index) => (
            <span
              key={index}
              className={`inline-flex size-7 items-center justify-center rounded-full text-[11px] font-semibold ${rankTone(rank)}`}
            >
              {rank}
            </span>
          ))}
        </div>
        <figcaption className="text-sm leading-6 text-slate-400">
          <span className="block font-semibold text-white">See where you rank, street by street</span>
          Geo-grid scans show your position at every point around your business. Trusted by 1,000+ businesses.
        </figcaption>
      </figure>
    </section>
  );
}
