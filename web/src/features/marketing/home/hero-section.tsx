import { FREE_TRIAL_PATH } from '../shared/marketing-path.ts';
import { buttonClass } from '../../../components/ui/button-class.ts';
import { EditableBlock } from '../../page-content/editable-block.tsx';
import { EditableImage } from '../../page-content/editable-image.tsx';
import { EditableLink } from '../../page-content/editable-link.tsx';
import { EditableText } from '../../page-content/editable-text.tsx';
import { MarketingIcon } from '../../../components/ui/marketing-icon.tsx';
import { OfferClaimsList } from '../shared/offer-claims-list.tsx';
import { sectionLinkProps } from '../shared/section-link-props.ts';
import { DEMO_SECTION_ID } from './demo-section-id.ts';
import { ILLUSTRATIONS, illustrationImage } from '../shared/illustrations.ts';

/**
 * Home section 1: the page's `<h1>`, the 1,000+ businesses statistic, 'Get Started Free' (to /auth)
 * and 'See How It Works' (a link to the demo section, scrolled to smoothly once the page's script runs), over the dashboard illustration, the page's largest
 * image above the fold and so not lazy-loaded. Keyed 'home.hero' and 'home.hero.…'.
 */
export function HeroSection() {
  return (
    <EditableBlock
      as="section"
      editKey="home.hero"
      className="relative isolate overflow-hidden px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24 lg:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_25%,transparent_70%)] bg-[size:48px_48px]"
      />
      <div aria-hidden="true" className="absolute -top-32 left-1/3 -z-10 h-96 w-[40rem] max-w-full rounded-full bg-primary/25 blur-3xl" />
      <div aria-hidden="true" className="absolute top-40 right-0 -z-10 h-72 w-72 rounded-full bg-fuchsia-500/10 blur-3xl" />

      <div className="mx-auto grid max-w-7xl items-center gap-14 lg:grid-cols-2 lg:gap-10">
        <div className="text-center lg:text-left">
          <EditableText
            as="p"
            editKey="home.hero.badge"
            className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-sm font-medium text-primary-soft"
            before={<MarketingIcon name="star" className="size-4" />}
          >
            Trusted by 1,000+ businesses
          </EditableText>
          <EditableText
            as="h1"
            editKey="home.hero.title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl xl:text-6xl"
          >
            Get found first when{' '}
            <span className="bg-gradient-to-r from-primary-soft via-violet-300 to-fuchsia-300 bg-clip-text text-transparent">
              locals search
            </span>{' '}
            for what you do
          </EditableText>
          <EditableText
            as="p"
            editKey="home.hero.description"
            className="mx-auto mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-300 lg:mx-0"
          >
            LocalRank scans your rankings street by street, writes and schedules your posts with AI, and keeps your reviews, citations and
            listings in shape, so your business profile turns searches into calls, visits and bookings.
          </EditableText>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <EditableLink
              editKey="home.hero.cta-primary"
              variant="button"
              to={FREE_TRIAL_PATH}
              className={buttonClass({ size: 'lg' }, 'shadow-lg shadow-primary/30')}
              after={<MarketingIcon name="arrow-right" className="size-4" />}
            >
              Get Started Free
            </EditableLink>
            <EditableLink
              editKey="home.hero.cta-secondary"
              variant="button"
              to={`#${DEMO_SECTION_ID}`}
              {...sectionLinkProps(DEMO_SECTION_ID)}
              className={buttonClass({ variant: 'outline', size: 'lg' })}
              before={<MarketingIcon name="play" className="size-4" />}
            >
              See How It Works
            </EditableLink>
          </div>
          <OfferClaimsList keyPrefix="home.hero" align="left" className="mt-8 justify-center lg:justify-start" />
        </div>

        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/30 to-fuchsia-500/10 blur-2xl"
          />
          <EditableImage
            editKey="home.hero.image"
            {...illustrationImage(ILLUSTRATIONS.heroDashboard)}
            // Preloaded (React adds the link) at the usual priority, not fetchPriority="high": on a phone the
            // largest paint is the text beside it, and a 29 KB image sent first held it back (Lighthouse LCP
            // 1.07 s -> 1.45 s).
            alt="The LocalRank dashboard: a geo-grid of local ranking positions, a rising average-rank trend and recent reviews with their sentiment."
            width={640}
            height={480}
            className="h-auto w-full rounded-2xl border border-white/10 shadow-2xl shadow-black/40"
          />
        </div>
      </div>
    </EditableBlock>
  );
}
