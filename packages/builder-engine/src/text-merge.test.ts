import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, deliver, edit, send, settle, textOf, type, undoStep, type Site, type TextWorld } from './testing/text-sites.ts';

// Random concurrent typing into one heading by two and three screens through the server's log (see
// testing/text-sites.ts): every screen ends with the server's text, nobody's characters are lost, and an undo
// takes back only one's own characters.

const ALPHABETS = ['abcdefgh', '01234567', 'KLMNOPQR'] as const;
const SITES = ['site-a', 'site-b', 'site-c'] as const;

type Action =
  | {
      readonly kind: 'edit';
      readonly site: number;
      readonly at: number;
      readonly remove: number;
      readonly insert: string;
      /** Typed on from the site's own last key (TextCommand.glued): ordered first among inserts at one place. */
      readonly glued: boolean;
    }
  | { readonly kind: 'undo' | 'send' | 'deliver'; readonly site: number };

function actions(sites: number, { deletes, undos }: { deletes: boolean; undos: boolean }) {
  const site = fc.nat(sites - 1);
  const kinds = [
    fc.record({
      kind: fc.constant('edit' as const),
      site,
      at: fc.nat(30),
      remove: deletes ? fc.nat(3) : fc.constant(0),
      insert: fc.string({ maxLength: 3, unit: fc.constantFrom(...'xyz') }),
      glued: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('send' as const), site }),
    fc.record({ kind: fc.constant('deliver' as const), site }),
    ...(undos ? [fc.record({ kind: fc.constant('undo' as const), site })] : []),
  ];
  return fc.array(fc.oneof(...kinds), { maxLength: 60 });
}

// Each site's inserts are written in its own alphabet, so whose a character is can be read off the text.
function inAlphabet(text: string, site: number): string {
  const alphabet = ALPHABETS[site] as string;
  return [...text].map((_, i) => alphabet[i % alphabet.length]).join('');
}

function count(text: string, site: number): number {
  return [...text].filter((char) => (ALPHABETS[site] as string).includes(char)).length;
}

function run(world: TextWorld, script: readonly Action[], check?: (site: Site, index: number, before: string) => void): number[] {
  const inserted = world.sites.map(() => 0);
  for (const action of script) {
    const site = world.sites[action.site] as Site;
    const before = textOf(site.editor.page);
    if (action.kind === 'edit') {
      const insert = inAlphabet(action.insert, action.site);
      const length = textOf(site.editor.page).length;
      edit(site, action.at % (length + 1), action.remove, insert, 2000, action.glued);
      inserted[action.site] = (inserted[action.site] as number) + insert.length;
    } else if (action.kind === 'undo') {
      undoStep(site);
      check?.(site, action.site, before);
    } else if (action.kind === 'send') send(world, site);
    else deliver(world, site);
  }
  settle(world);
  return inserted;
}

function expectConverged(world: TextWorld): string {
  const text = textOf(world.log.page);
  for (const site of world.sites) {
    expect(site.pending).toEqual([]);
    expect(textOf(site.editor.page)).toBe(text);
  }
  return text;
}

describe.each([2, 3])('text merge with %i sites', (count_) => {
  const names = SITES.slice(0, count_);

  it('property: random concurrent edits and undos converge to the same text on every screen and the server', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8, unit: fc.constantFrom(...'.-') }),
        actions(count_, { deletes: true, undos: true }),
        (start, script) => {
          const world = createWorld(start, names);
          run(world, script);
          expectConverged(world);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: every site's inserted characters survive (no deletes)", () => {
    fc.assert(
      fc.property(actions(count_, { deletes: false, undos: false }), (script) => {
        const world = createWorld('..', names);
        const inserted = run(world, script);
        const text = expectConverged(world);
        inserted.forEach((total, site) => expect(count(text, site)).toBe(total));
      }),
      { numRuns: 300 },
    );
  });

  it("property: an undo never removes another site's characters, and each site can undo all of its own steps", () => {
    fc.assert(
      fc.property(actions(count_, { deletes: true, undos: true }), (script) => {
        const world = createWorld('....', names);
        run(world, script, (site, index, before) => {
          const after = textOf(site.editor.page);
          names.forEach((_, other) => {
            if (other !== index) expect(count(after, other)).toBeGreaterThanOrEqual(count(before, other));
          });
        });
        // Then every site takes back every step it has, in turn: the others' characters stay.
        world.sites.forEach((site, index) => {
          for (let before = textOf(site.editor.page); undoStep(site); before = textOf(site.editor.page)) {
            const after = textOf(site.editor.page);
            names.forEach((_, other) => {
              if (other !== index) expect(count(after, other)).toBeGreaterThanOrEqual(count(before, other));
            });
          }
          settle(world);
        });
        expectConverged(world);
      }),
      { numRuns: 200 },
    );
  });

  it('property: sentences typed at once at the same place come out whole, in the same order everywhere', () => {
    const sentences = ['Spring sale: 20% off', 'Book your spring audit', 'Call us today'].slice(0, count_);
    fc.assert(
      fc.property(fc.array(fc.nat(3 * count_ - 1), { minLength: 200, maxLength: 200 }), (schedule) => {
        const world = createWorld('Title', names);
        const typed = world.sites.map(() => 0);
        for (const step of schedule) {
          const site = world.sites[step % count_] as Site;
          const index = step % count_;
          const move = Math.floor(step / count_);
          const sentence = sentences[index] as string;
          if (move === 0 && (typed[index] as number) < sentence.length) {
            type(site, sentence[typed[index] as number] as string);
            typed[index] = (typed[index] as number) + 1;
          } else if (move === 1) send(world, site);
          else deliver(world, site);
        }
        world.sites.forEach((site, index) => type(site, (sentences[index] as string).slice(typed[index])));
        settle(world);
        const text = expectConverged(world);
        for (const sentence of sentences) expect(text).toContain(sentence);
        expect(text.length).toBe('Title'.length + sentences.join('').length);
      }),
      { numRuns: 80 },
    );
  });
});

describe('undo after concurrent typing', () => {
  it('takes back one site’s typing step by step while the other’s stays, and loses no step', () => {
    const world = createWorld('Offer', ['site-a', 'site-b']);
    const [a, b] = world.sites as [Site, Site];
    type(a, ' now');
    a.now += 2000;
    type(a, ' here');
    type(b, '!');
    b.now += 2000;
    type(b, '!');
    settle(world);
    const text = textOf(world.log.page);
    expect(text).toBe('Offer now here!!');
    expect(a.editor.history.done).toHaveLength(2);
    expect(b.editor.history.done).toHaveLength(2);
    undoStep(b);
    settle(world);
    expect(textOf(a.editor.page)).toBe('Offer now here!');
    undoStep(a);
    settle(world);
    expect(textOf(b.editor.page)).toBe('Offer now!');
    undoStep(a);
    undoStep(b);
    settle(world);
    expect(expectConverged(world)).toBe('Offer');
  });
});
