// `npx tsx server/bench/post-email-bench.ts`: how long the newsletter e-mail of a post takes to render, and
// how large it is, for posts of 1,000 to 40,000 words (longArticle: headings, linked paragraphs, lists, images with
// variants, quotes, YouTube cards). A time that grows faster than the words would show quadratic work. Prints the
// median of 7 runs after a warm-up, with the machine's load.
import { loadavg } from 'node:os';
import { emailTestPost, longArticle } from '../src/test/post-email-fixtures.ts';
import { renderPostEmail } from '../src/newsletter/post-email.ts';

const RUNS = 7;
const links = { siteOrigin: 'https://www.example.com', viewUrl: 'https://www.example.com/newsletter/view/1' };

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log('| words | stored HTML | e-mail HTML | text part | render (median of 7) |');
console.log('| ---: | ---: | ---: | ---: | ---: |');
for (const words of [1_000, 2_500, 10_000, 40_000]) {
  const post = emailTestPost({ title: 'Bench', content: longArticle(words) });
  renderPostEmail(post, 'Bench', links);
  const times: number[] = [];
  let sizes = { html: 0, text: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const email = renderPostEmail(post, 'Bench', links);
    times.push(performance.now() - started);
    sizes = { html: Buffer.byteLength(email.html), text: Buffer.byteLength(email.text) };
  }
  const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`| ${words} | ${kb(Buffer.byteLength(post.content))} | ${kb(sizes.html)} | ${kb(sizes.text)} | ${median.toFixed(1)} ms |`);
}
