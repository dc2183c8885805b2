import {
  addElementCommand,
  createIdGenerator,
  createLog,
  createPage,
  getElement,
  seededRandom,
  styleCommand,
  submitCommand,
  type CommandLog,
} from '@app/builder-engine';
import type { BuilderLogEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { BuilderSession, SubmitFailure, type SessionTransport } from './builder-session.ts';

// The server's decision is the engine's submitCommand over the page's log: the same function the server runs in
// its locked transaction. Log entries go to every session's feed, as the SSE stream sends them.
function fakeServer() {
  let log: CommandLog = createLog(createPage({ id: 'p', name: 'Page', slug: 'page' }));
  const feeds: Array<(entry: BuilderLogEntry) => void> = [];
  const transport = (): SessionTransport => ({
    submit: async ({ baseVersion, command }) => {
      const result = submitCommand(log, { baseVersion, command });
      if (!result.ok) throw new SubmitFailure(result.error.message, 'refused');
      log = result.log;
      const entry = result.entry;
      const persisted: BuilderLogEntry | null =
        entry === null
          ? null
          : { pageId: 1, version: entry.version, command: entry.command, inverse: entry.inverse, author: null, createdAt: '' };
      if (persisted !== null) queueMicrotask(() => feeds.forEach((feed) => feed(persisted)));
      return { version: log.version, event: persisted, rebased: result.rebased, label: result.label };
    },
    load: async () => ({ tree: log.page, version: log.version }),
  });
  const open = () => {
    const session = new BuilderSession(log.page, log.version, transport());
    feeds.push((entry) => session.receive(entry));
    return session;
  };
  return {
    open,
    get log() {
      return log;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ids = createIdGenerator({ now: () => 1_700_000_000_000, random: seededRandom(7) });

describe('BuilderSession', () => {
  it('sends each step in order and shows another admin’s steps live', async () => {
    const server = fakeServer();
    const a = server.open();
    const b = server.open();
    const section = addElementCommand(a.getSnapshot().editor.page, 'section', ids);
    a.execute(section);
    a.execute(addElementCommand(a.getSnapshot().editor.page, 'heading', ids, { parentId: section.element.id }));
    expect(a.getSnapshot().status).toBe('saving');
    await settle();
    await settle();
    expect(server.log.version).toBe(2);
    expect(a.getSnapshot()).toMatchObject({ status: 'saved', version: 2 });
    // The feed delivered A's own log entries before the answers to its sends; they were recognised, not re-applied.
    expect(a.getSnapshot().editor.history.done.map((entry) => entry.label)).toEqual(['Add Section', 'Add Heading']);
    expect(b.getSnapshot().version).toBe(2);
    expect(b.getSnapshot().editor.page).toEqual(server.log.page);
  });

  it('a same-key edit made on an older version shows the conflict and moves to the server state', async () => {
    const server = fakeServer();
    const a = server.open();
    const heading = addElementCommand(a.getSnapshot().editor.page, 'heading', ids);
    a.execute(heading);
    await settle();
    const b = server.open();
    await settle();
    // Both change the font size on version 1; A's lands first.
    a.execute(styleCommand(heading.element.id, 'fontSize', '40px'));
    b.execute(styleCommand(heading.element.id, 'fontSize', '20px'));
    await settle();
    await settle();
    await settle();
    expect(b.getSnapshot().conflict).toBe("The font size of 'Heading' was changed by another edit (version 2).");
    expect(getElement(b.getSnapshot().editor.page, heading.element.id)?.style.fontSize).toBe('40px');
    expect(server.log.version).toBe(2);
  });

  it('undo undoes only its own step, and refuses when another admin changed the same thing later', async () => {
    const server = fakeServer();
    const a = server.open();
    const b = server.open();
    const heading = addElementCommand(a.getSnapshot().editor.page, 'heading', ids);
    a.execute(heading);
    await settle();
    await settle();
    a.execute(styleCommand(heading.element.id, 'color', '#ff0000'));
    await settle();
    await settle();
    b.execute(styleCommand(heading.element.id, 'color', '#00ff00'));
    await settle();
    await settle();
    expect(a.undo()).toEqual({
      ok: false,
      message:
        "Cannot undo 'Heading · text colour #ffffff → #ff0000': The text colour of 'Heading' was changed by another edit (version 3).",
    });
    // A different key is fine: B's font size stays, A's own step is undone.
    b.execute(styleCommand(heading.element.id, 'fontSize', '50px'));
    await settle();
    await settle();
    expect(b.undo()).toMatchObject({ ok: true });
    await settle();
    await settle();
    expect(getElement(a.getSnapshot().editor.page, heading.element.id)?.style).toMatchObject({ fontSize: '32px', color: '#00ff00' });
    expect(server.log.page).toEqual(a.getSnapshot().editor.page);
  });

  it('retries a failed send until it goes through', async () => {
    let failures = 2;
    const server = fakeServer();
    const timers: Array<() => void> = [];
    const base = server.open();
    const inner = (base as unknown as { transport: SessionTransport }).transport;
    const flaky: SessionTransport = {
      ...inner,
      submit: (input) => (failures-- > 0 ? Promise.reject(new SubmitFailure('network', 'retry')) : inner.submit(input)),
    };
    const session = new BuilderSession(server.log.page, server.log.version, flaky, (run) => {
      timers.push(run);
      return 0 as unknown as ReturnType<typeof setTimeout>;
    });
    session.execute(addElementCommand(session.getSnapshot().editor.page, 'spacer', ids));
    await settle();
    expect(session.getSnapshot().status).toBe('retrying');
    timers.shift()?.();
    await settle();
    timers.shift()?.();
    await settle();
    expect(session.getSnapshot().status).toBe('saved');
    expect(server.log.version).toBe(1);
  });
});
