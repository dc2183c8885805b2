/** What a session's User-Agent tells a person about where they signed in. */
export interface DeviceDescription {
  /** The browser and its major version, e.g. "Firefox 133", or "Unknown browser". */
  browser: string;
  /** The operating system or device, e.g. "Windows", "iPhone", "Android", or "Unknown device". */
  device: string;
}

/** Browsers in the order they must be tried: ones that also say "Chrome" or "Safari" come first. */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

/** Systems and devices in the order they must be tried (an iPhone's agent also says "Mac OS X", Android's "Linux"). */
const DEVICES: Array<[name: string, pattern: RegExp]> = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Chrome OS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

/** Reads the browser and the device from a User-Agent header, for the common browsers and systems only. */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  const agent = userAgent ?? '';
  let browser = 'Unknown browser';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const device = DEVICES.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'Unknown device';
  return { browser, device };
}
