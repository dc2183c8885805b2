import { robotsFlags, robotsValue, type RobotsValue } from '@app/contracts';
import { SwitchField } from '../switch-field.tsx';

/** The two robots switches of a page's or post's SEO settings, over its stored directive (seo.robots). */
export function RobotsSwitches({ value, onChange }: { value: string | undefined; onChange: (robots: RobotsValue) => void }) {
  const flags = robotsFlags(value);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-white">Search engines</legend>
      <SwitchField
        label="Hide from search engines (noindex)"
        hint="Asks search engines not to list this page in their results, and leaves it out of the sitemap."
        checked={flags.noindex}
        onChange={(noindex) => onChange(robotsValue({ ...flags, noindex }))}
      />
      <SwitchField
        label="Don't follow links on this page (nofollow)"
        hint="Asks search engines not to follow the links on this page."
        checked={flags.nofollow}
        onChange={(nofollow) => onChange(robotsValue({ ...flags, nofollow }))}
      />
    </fieldset>
  );
}
