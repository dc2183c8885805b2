import { applyCommand, createElement, createIdGenerator, createPage, seededRandom, type BuilderElement, type BuilderPage, type Command } from '@app/builder-engine';
import { describe, expect, it } from 'vitest';
import { revertCommands } from './revert-commands.ts';

const ids = createIdGenerator({ now: () => 1_790_000_000_000, random: seededRandom(3) });
const section = (...children: BuilderElement[]): BuilderElement => ({ ...createElement('section', ids), children });
const heading = (content: string): BuilderElement => ({ ...createElement('heading', ids), content });

function run(current: readonly BuilderElement[], commands: Command[]): BuilderPage {
  let page = createPage({ id: 'p', name: 'P', slug: 'p', elements: current });
  for (const command of commands) {
    const result = applyCommand(page, command);
    if (!result.ok) throw new Error(result.error.message);
    page = result.page;
  }
  return page;
}

describe('revertCommands', () => {
  const a = section(heading('A'));
  const b = section(heading('B'));
  const c = section(heading('C'));

  it('gives nothing to do when the trees are equal', () => {
    expect(revertCommands([a, b], [a, b])).toEqual([]);
  });

  it('deletes what the target lacks and adds what it has, keeping equal subtrees', () => {
    const commands = revertCommands([a, c], [a, b]);
    expect(commands.map((command) => command.kind)).toEqual(['delete', 'add']);
    expect(run([a, c], commands).elements).toEqual([a, b]);
  });

  it('moves kept subtrees into the target order', () => {
    const commands = revertCommands([c, b, a], [a, b, c]);
    expect(commands.every((command) => command.kind === 'move')).toBe(true);
    expect(run([c, b, a], commands).elements).toEqual([a, b, c]);
  });

  it('replaces a subtree that changed inside, even when an element moved between subtrees', () => {
    const inner = heading('moved');
    const before = [section(heading('x'), inner), section()];
    const after = [{ ...before[0]!, children: [before[0]!.children[0]!] }, { ...before[1]!, children: [inner] }];
    expect(run(after, revertCommands(after, before)).elements).toEqual(before);
    expect(run([], revertCommands([], before)).elements).toEqual(before);
    expect(run(before, revertCommands(before, [])).elements).toEqual([]);
  });
});
