import { describe, expect, it } from 'vitest';
import { coarsePlace } from './address-place.ts';
import { describeUserAgent } from './user-agent.ts';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge 131',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari 18',
      'macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome 131',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/114.0.0.0',
      'Opera 114',
      'Chrome OS',
    ],
    ['curl/8.5.0', 'Unknown browser', 'Unknown device'],
  ])('%s', (agent, browser, device) => {
    expect(describeUserAgent(agent)).toEqual({ browser, device });
  });

  it('says nothing is known without a header', () => {
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', device: 'Unknown device' });
  });
});

describe('coarsePlace', () => {
  it.each([
    ['203.0.113.42', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['127.0.0.1', 'This machine'],
    ['::1', 'This machine'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:x'],
    [null, 'Unknown place'],
  ])('%s', (ip, place) => {
    expect(coarsePlace(ip)).toBe(place);
  });
});
