import {
  addElementCommand,
  createIdGenerator,
  createLog,
  createPage,
  deleteCommand,
  getElement,
  seededRandom,
  styleCommand,
  submitCommand,
  updateCommand,
  type Command,
  type CommandLog,
  type LogEntry,
} from '@app/builder-engine';
import type { BuilderLogEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { BuilderSession, SubmitFailure, type SessionTransport } from './builder-session.ts';
import { conflictVersions, type EditConflict } from './edit-conflicts.ts';
import { moveCaret } from './text-trail.ts';

// The server's decision is the engine's submitCommand over the page's log: the same function the server runs in
// its locked transaction. Log entries go to every session's feed, as the SSE stream sends them. `refuse` stands for
// the server's other refusals (a step over 256 KB, a malformed one): the steps it names are answered with its message.
function fakeServer(refuse: (command: Command) => string | null = () => null) {
  let log: CommandLog = createLog(createPage({ id: 'p', name: 'Page', slug: 'page' }));
  const feeds: Array<(entry: BuilderLogEntry) => void> = [];
  const persist = (entry: LogEntry): BuilderLogEntry => ({ pageId: 1, ...entry, author: null, createdAt: '' });
  const transport = (): SessionTransport => ({
    submit: async ({ baseVersion, command }) => {
      const refusal = refuse(command);
      if (refusal !== null) throw new SubmitFailure(refusal, 'refused');
      const result = submitCommand(log, { baseVersion, command });
      if (!result.ok) throw new SubmitFailure(result.error.message, result.error.code === 'conflict' ? 'conflict' : 'refused');
      log = result.log;
      const entry = result.entry;
      const persisted: BuilderLogEntry | null = entry === null ? null : persist(entry);
      if (persisted !== null) queueMicrotask(() => feeds.forEach((feed) => feed(persisted)));
      return { version: log.version, event: persisted, rebased: result.rebased, label: result.label };
    },
    entriesAfter: async (afterVersion) =>
      log.entries
        .filter((entry) => entry.version > afterVersion)
        .slice(0, 2)
        .map(persist),
    load: async () => ({ tree: log.page, version: log.version }),
  });
  // A session whose sends fail (network trouble) while `offline()` says so; its retries run when the test calls them.
  // With `inbox`, the feed's entries wait there until the test hands them to the session (a slow connection).
  const open = (
    options: { offline?: () => boolean; now?: () => number; retries?: Array<() => void>; site?: string; inbox?: BuilderLogEntry[] } = {},
  ) => {
    const inner = transport();
    const offline = options.offline ?? (() => false);
    const session = new BuilderSession(
      log.page,
      log.version,
      { ...inner, submit: (input) => (offline() ? Promise.reject(new SubmitFailure('network', 'retry')) : inner.submit(input)) },
      (run) => {
        options.retries?.push(run);
        return 0 as unknown as ReturnType<typeof setTimeout>;
      },
      options.now,
      options.site,
    );
    const inbox = options.inbox;
    feeds.push((entry) => (inbox === undefined ? session.receive(entry) : inbox.push(entry)));
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

/** A first admin's session that has added a heading (sent and confirmed), and the heading's id. */
async function openWithHeading(server: ReturnType<typeof fakeServer>) {
  const a = server.open();
  const heading = addElementCommand(a.getSnapshot().editor.page, 'heading', ids);
  a.execute(heading);
  await settle();
  return { a, id: heading.element.id };
}

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

  it('a same-key edit made on an older version is kept as a conflict with both versions; mine applies on top and undoes to theirs', async () => {
    const server = fakeServer();
    const { a, id } = await openWithHeading(server);
    const b = server.open();
    b.execute(styleCommand(id, 'color', '#ff0000'));
    await settle();
    await settle();
    // Both change the text on the same version; A's lands first and B's is refused by the server's rebase.
    a.execute(updateCommand(id, { content: 'Theirs' }));
    b.execute(updateCommand(id, { content: 'Mine' }));
    await settle();
    await settle();
    await settle();
    const snapshot = b.getSnapshot();
    expect(snapshot.conflict).toBeNull();
    expect(snapshot.conflicts).toHaveLength(1);
    const conflict = snapshot.conflicts[0] as EditConflict;
    expect(conflict).toMatchObject({ elementId: id, elementName: 'Heading', what: 'text' });
    expect(conflict.message).toBe("The text of 'Heading' was changed by another edit (version 3).");
    expect(conflictVersions(snapshot.editor.page, conflict)).toEqual({
      deleted: false,
      rows: [{ label: 'text', theirs: 'Theirs', yours: 'Mine' }],
    });
    // The canvas shows theirs; B's own earlier step stays in history, the text step that no longer applies is dropped.
    expect(getElement(snapshot.editor.page, id)?.content).toBe('Theirs');
    expect(snapshot.editor.history.done.map((entry) => entry.label)).toEqual(['Heading · text colour #ffffff → #ff0000']);
    expect(snapshot.droppedSteps).toBe(1);

    expect(b.applyYours(conflict.key)).toEqual({ ok: true });
    expect(b.getSnapshot()).toMatchObject({ conflicts: [], droppedSteps: 0 });
    await settle();
    await settle();
    expect(getElement(server.log.page, id)?.content).toBe('Mine');
    expect(getElement(a.getSnapshot().editor.page, id)?.content).toBe('Mine');
    expect(b.undo()).toEqual({ ok: true, label: 'Heading · text' });
    await settle();
    await settle();
    expect(getElement(server.log.page, id)?.content).toBe('Theirs');
    expect(b.undo()).toMatchObject({ ok: true });
    await settle();
    await settle();
    expect(getElement(server.log.page, id)?.style.color).toBe('#ffffff');
    expect(a.getSnapshot().editor.page).toEqual(server.log.page);
  });

  it('unsent steps are replayed over another admin’s step: another property applies on top, the same one waits as a conflict', async () => {
    const server = fakeServer();
    const { a, id } = await openWithHeading(server);
    let offline = true;
    const retries: Array<() => void> = [];
    const b = server.open({ offline: () => offline, retries });
    b.execute(styleCommand(id, 'fontSize', '40px'));
    // Typing: two keystrokes, one history step and one conflict holding the newest text.
    b.execute(updateCommand(id, { content: 'Mi' }));
    b.execute(updateCommand(id, { content: 'Mine' }));
    await settle();
    expect(b.getSnapshot().status).toBe('retrying');
    a.execute(updateCommand(id, { content: 'Theirs' }));
    await settle();
    await settle();
    const snapshot = b.getSnapshot();
    expect(getElement(snapshot.editor.page, id)).toMatchObject({ content: 'Theirs', style: { fontSize: '40px' } });
    expect(snapshot.conflicts.map((conflict) => conflict.what)).toEqual(['text']);
    expect(conflictVersions(snapshot.editor.page, snapshot.conflicts[0] as EditConflict).rows).toEqual([
      { label: 'text', theirs: 'Theirs', yours: 'Mine' },
    ]);
    expect(snapshot.editor.history.done.map((entry) => entry.label)).toEqual(['Heading · font size 32 → 40']);
    expect(snapshot.droppedSteps).toBe(1);
    // Back online: only the font size is sent, on top of A's text.
    offline = false;
    retries.shift()?.();
    await settle();
    await settle();
    expect(getElement(server.log.page, id)).toMatchObject({ content: 'Theirs', style: { fontSize: '40px' } });
    expect(b.getSnapshot()).toMatchObject({ status: 'saved', version: 3 });
    b.keepTheirs((b.getSnapshot().conflicts[0] as EditConflict).key);
    expect(b.getSnapshot().conflicts).toEqual([]);
    expect(getElement(b.getSnapshot().editor.page, id)?.content).toBe('Theirs');
  });

  it('a change to an element another admin deleted: theirs reads as deleted, and mine puts the element back with my change', async () => {
    const server = fakeServer();
    const a = server.open();
    const section = addElementCommand(a.getSnapshot().editor.page, 'section', ids);
    a.execute(section);
    const heading = addElementCommand(a.getSnapshot().editor.page, 'heading', ids, { parentId: section.element.id });
    a.execute(heading);
    await settle();
    await settle();
    const id = heading.element.id;
    let offline = true;
    const b = server.open({ offline: () => offline });
    b.execute(updateCommand(id, { content: 'Mine' }));
    await settle();
    a.execute(deleteCommand(id));
    await settle();
    await settle();
    const conflict = b.getSnapshot().conflicts[0] as EditConflict;
    expect(conflict.message).toBe("The element 'Heading' was deleted by another edit (version 3).");
    expect(conflictVersions(b.getSnapshot().editor.page, conflict)).toEqual({
      deleted: true,
      rows: [{ label: 'text', theirs: '(not set)', yours: 'Mine' }],
    });
    offline = false;
    expect(b.applyYours(conflict.key)).toEqual({ ok: true });
    await settle();
    await settle();
    expect(getElement(server.log.page, section.element.id)?.children.map((child) => [child.id, child.content])).toEqual([[id, 'Mine']]);
    expect(a.getSnapshot().editor.page).toEqual(server.log.page);
  });

  it('a step of mine on an element another admin then deleted leaves my history; the steps before it stay', async () => {
    const server = fakeServer();
    const { a, id } = await openWithHeading(server);
    const b = server.open();
    const spacer = addElementCommand(b.getSnapshot().editor.page, 'spacer', ids);
    b.execute(spacer);
    b.execute(styleCommand(id, 'color', '#ff0000'));
    await settle();
    await settle();
    a.execute(deleteCommand(id));
    await settle();
    await settle();
    expect(b.getSnapshot().editor.history.done.map((entry) => entry.label)).toEqual(['Add Spacer']);
    expect(b.getSnapshot()).toMatchObject({ conflicts: [], droppedSteps: 0 });
    expect(b.undo()).toEqual({ ok: true, label: 'Add Spacer' });
    await settle();
    await settle();
    expect(server.log.page.elements).toEqual([]);
  });

  it('sixteen arrow presses on a slider within the window are one undo step; the log keeps every command', async () => {
    const server = fakeServer();
    let clock = 10_000;
    const a = server.open({ now: () => clock });
    const heading = addElementCommand(a.getSnapshot().editor.page, 'heading', ids);
    a.execute(heading);
    for (let i = 1; i <= 16; i += 1) {
      clock += 120;
      a.execute(styleCommand(heading.element.id, 'fontSize', `${32 + i}px`));
    }
    clock += 1300;
    a.execute(styleCommand(heading.element.id, 'fontSize', '50px'));
    await settle();
    await settle();
    expect(a.getSnapshot().editor.history.done.map((entry) => entry.label)).toEqual([
      'Add Heading',
      'Heading · font size 32 → 48',
      'Heading · font size 48 → 50',
    ]);
    expect(server.log.version).toBe(18);
    expect(a.undo()).toMatchObject({ ok: true });
    expect(a.undo()).toEqual({ ok: true, label: 'Heading · font size 32 → 48' });
    await settle();
    await settle();
    expect(getElement(server.log.page, heading.element.id)?.style.fontSize).toBe('32px');
  });

  it('two admins typing into one heading at once both keep their words, and each undoes only their own typing', async () => {
    const server = fakeServer();
    let clock = 10_000;
    const a = server.open({ now: () => clock, site: 'a' });
    const b = server.open({ now: () => clock, site: 'b' });
    const heading = addElementCommand(a.getSnapshot().editor.page, 'heading', ids);
    a.execute(heading);
    await settle();
    const id = heading.element.id;
    const text = (session: BuilderSession) => getElement(session.getSnapshot().editor.page, id)?.content ?? '';
    a.editText(id, 'content', '');
    await settle();
    const words = ['Spring sale', 'Book an audit'];
    // One key each in turn, 40 ms apart, each at the end of what that admin typed so far.
    for (let i = 0; i < Math.max(...words.map((word) => word.length)); i += 1) {
      [a, b].forEach((session, index) => {
        const word = words[index] as string;
        if (i >= word.length) return;
        const now = text(session);
        const end = index === 0 ? now.indexOf(word.slice(0, i)) + i : now.lastIndexOf(word.slice(0, i)) + i;
        session.editText(id, 'content', now.slice(0, end) + word[i] + now.slice(end), end + 1);
      });
      clock += 40;
      await Promise.resolve();
    }
    for (let i = 0; i < 6; i += 1) await settle();
    expect(text(a)).toBe('Spring saleBook an audit');
    expect(text(b)).toBe(text(a));
    expect(getElement(server.log.page, id)?.content).toBe(text(a));
    expect(b.undo()).toMatchObject({ ok: true, label: 'Heading · text' });
    for (let i = 0; i < 4; i += 1) await settle();
    expect(text(a)).toBe('Spring sale');
    expect(b.getSnapshot().conflicts).toEqual([]);
    expect(a.getSnapshot().droppedSteps).toBe(0);
  });

  // The Text field as TypingField keeps it: what it shows and its caret. When the screen draws (after a key or a
  // feed entry, as React renders once the handler is done) another person's change moves the caret through the
  // edits the session applied (textMovesBetween); each key is typed at the caret, on what the field shows, which
  // may be older than the canvas when a feed entry came in since the screen last drew.
  // `afterOwnKey`: the caret is where this person's last key left it (a caret they placed, by a click or Ctrl+End,
  // is not).
  function typingField(session: BuilderSession, id: string) {
    const valueOf = () => getElement(session.getSnapshot().editor.page, id)?.content ?? '';
    const field = { shown: valueOf(), caret: valueOf().length, afterOwnKey: false, guessed: 0 };
    return {
      field,
      draw() {
        const value = valueOf();
        if (value === field.shown) return;
        const moves = session.textMovesBetween(id, 'content', field.shown, value);
        if (moves === null) field.guessed += 1;
        else field.caret = moveCaret(field.caret, moves, field.afterOwnKey);
        field.shown = value;
      },
      /** Ctrl+End: the caret to the end of what the field shows. */
      toEnd() {
        field.caret = field.shown.length;
        field.afterOwnKey = false;
      },
      type(key: string) {
        const after = field.shown.slice(0, field.caret) + key + field.shown.slice(field.caret);
        const result = session.typeText(id, 'content', field.shown, after, field.caret + key.length, field.afterOwnKey);
        if (!result.ok) throw new Error(result.message);
        field.shown = result.value;
        field.caret = result.caret;
        field.afterOwnKey = true;
      },
    };
  }

  // With `loss`, the feed loses that share of its entries (never a screen's last one, so a later entry shows the gap):
  // the session reads what it missed from the server.
  it.each([
    ['', 0],
    [' and losing some', 0.25],
  ])('two people typing at the end of one heading, with the feed arriving at any moment%s, keep both sentences whole', async (_, loss) => {
    const mine = ' Spring sale: 20% off.';
    const theirs = ' Book your spring audit.';
    for (let seed = 1; seed <= 60; seed += 1) {
      const random = seededRandom(seed);
      const server = fakeServer();
      const setup = server.open();
      const heading = addElementCommand(setup.getSnapshot().editor.page, 'heading', ids);
      setup.execute(heading);
      await settle();
      const id = heading.element.id;
      setup.editText(id, 'content', 'Offer');
      await settle();
      const inboxes: BuilderLogEntry[][] = [[], []];
      const sessions = [server.open({ site: 'a', inbox: inboxes[0] }), server.open({ site: 'b', inbox: inboxes[1] })];
      const fields = sessions.map((session) => typingField(session, id));
      const keys = [mine.split(''), theirs.split('')];
      // Each person presses Ctrl+End in the field before typing, the other's first keys perhaps on screen already.
      const placed = [false, false];
      // Each turn one thing happens: a key typed by either person, or one feed entry reaching either screen.
      while (keys.some((left) => left.length > 0) || inboxes.some((inbox) => inbox.length > 0)) {
        const who = random() < 0.5 ? 0 : 1;
        const key = keys[who]?.[0];
        if (random() < 0.5 && key !== undefined) {
          if (!placed[who]) {
            placed[who] = true;
            fields[who]?.toEnd();
          }
          keys[who]?.shift();
          fields[who]?.type(key);
        } else {
          const entry = inboxes[who]?.shift();
          const lost = (inboxes[who]?.length ?? 0) > 0 && random() < loss;
          if (entry !== undefined && !lost) sessions[who]?.receive(entry);
        }
        // A screen may not have drawn yet when its person's next key comes (the feed's entry came just before it).
        fields.forEach((field) => {
          if (random() < 0.7) field.draw();
        });
        await Promise.resolve();
        await Promise.resolve();
        fields.forEach((field) => {
          if (random() < 0.7) field.draw();
        });
      }
      fields.forEach((field) => field.draw());
      for (let i = 0; i < 8; i += 1) {
        await settle();
        inboxes.forEach((inbox, index) => inbox.splice(0).forEach((entry) => sessions[index]?.receive(entry)));
      }
      const texts = sessions.map((session) => getElement(session.getSnapshot().editor.page, id)?.content);
      expect([`Offer${mine}${theirs}`, `Offer${theirs}${mine}`], `seed ${seed}`).toContain(texts[0]);
      expect(texts[1], `seed ${seed}`).toBe(texts[0]);
      expect(getElement(server.log.page, id)?.content).toBe(texts[0]);
      expect(fields.map(({ field }) => field.guessed)).toEqual([0, 0]);
    }
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

  it('a gap in the feed is filled from the server: the skipped steps show, and what was made meanwhile is kept and sent', async () => {
    const server = fakeServer();
    const { a, id } = await openWithHeading(server);
    let offline = true;
    const retries: Array<() => void> = [];
    const inbox: BuilderLogEntry[] = [];
    let clock = 10_000;
    const b = server.open({ offline: () => offline, retries, inbox, now: () => clock });
    b.execute(styleCommand(id, 'color', '#ff0000'));
    clock += 5_000;
    expect(b.editText(id, 'content', 'New Heading!', 12)).toEqual({ ok: true });
    await settle();
    expect(b.getSnapshot().status).toBe('retrying');
    a.execute(styleCommand(id, 'fontSize', '40px'));
    a.execute(addElementCommand(a.getSnapshot().editor.page, 'spacer', ids));
    await settle();
    a.editText(id, 'content', 'Big New Heading', 4);
    await settle();
    await settle();
    expect(inbox.map((entry) => entry.version)).toEqual([2, 3, 4]);
    // The feed lost versions 2 and 3 (a dropped connection); version 4 shows the gap, which the session fills.
    b.receive(inbox[2] as BuilderLogEntry);
    for (let i = 0; i < 4; i += 1) await settle();
    const snapshot = b.getSnapshot();
    expect(snapshot).toMatchObject({ version: 4, conflict: null, conflicts: [] });
    expect(getElement(snapshot.editor.page, id)).toMatchObject({
      content: 'Big New Heading!',
      style: { fontSize: '40px', color: '#ff0000' },
    });
    expect(snapshot.editor.history.done.map((entry) => entry.label)).toEqual(['Heading · text colour #ffffff → #ff0000', 'Heading · text']);
    offline = false;
    retries.shift()?.();
    // The text step goes once the colour's own entry is back on the feed.
    for (let i = 0; i < 6; i += 1) {
      await settle();
      for (const entry of inbox.splice(0)) b.receive(entry);
    }
    expect(getElement(server.log.page, id)).toMatchObject({ content: 'Big New Heading!', style: { fontSize: '40px', color: '#ff0000' } });
    expect(server.log.page.elements.map((element) => element.type)).toEqual(['heading', 'spacer']);
    expect(b.getSnapshot()).toMatchObject({ status: 'saved', version: server.log.version });
    expect(b.getSnapshot().editor.page).toEqual(server.log.page);
    expect(a.getSnapshot().editor.page).toEqual(server.log.page);
  });

  it('a step the server refuses goes alone: the steps made after it are moved past it and sent', async () => {
    const server = fakeServer((command) => (JSON.stringify(command).includes('72px') ? 'The step is over 256 KB.' : null));
    const { a, id } = await openWithHeading(server);
    let offline = true;
    const retries: Array<() => void> = [];
    let clock = 10_000;
    const b = server.open({ offline: () => offline, retries, now: () => clock });
    b.execute(styleCommand(id, 'fontSize', '72px'));
    clock += 5_000;
    b.execute(addElementCommand(b.getSnapshot().editor.page, 'spacer', ids));
    clock += 5_000;
    b.execute(styleCommand(id, 'color', '#00ff00'));
    clock += 5_000;
    expect(b.editText(id, 'content', 'New Heading!', 12)).toEqual({ ok: true });
    await settle();
    offline = false;
    retries.shift()?.();
    for (let i = 0; i < 10; i += 1) await settle();
    const snapshot = b.getSnapshot();
    expect(snapshot).toMatchObject({
      status: 'saved',
      conflicts: [],
      conflict: 'The step is over 256 KB. Your changes after it are kept.',
    });
    expect(getElement(server.log.page, id)).toMatchObject({ content: 'New Heading!', style: { fontSize: '32px', color: '#00ff00' } });
    expect(server.log.page.elements.map((element) => element.type)).toEqual(['heading', 'spacer']);
    expect(snapshot.editor.page).toEqual(server.log.page);
    expect(a.getSnapshot().editor.page).toEqual(server.log.page);
    // The refused step left the history; the others undo as usual.
    expect(snapshot.editor.history.done.map((entry) => entry.label)).toEqual([
      'Add Spacer',
      'Heading · text colour #ffffff → #00ff00',
      'Heading · text',
    ]);
    expect(b.undo()).toEqual({ ok: true, label: 'Heading · text' });
    for (let i = 0; i < 4; i += 1) await settle();
    expect(getElement(server.log.page, id)?.content).toBe('New Heading');
    b.dismissConflict();
    expect(b.getSnapshot().conflict).toBeNull();
  });

  it('a step that built on a refused one is kept as a conflict with its value, not lost', async () => {
    const server = fakeServer((command) =>
      command.kind === 'add' && command.element.type === 'section' ? 'That section is malformed.' : null,
    );
    const { id } = await openWithHeading(server);
    let offline = true;
    const retries: Array<() => void> = [];
    let clock = 10_000;
    const b = server.open({ offline: () => offline, retries, now: () => clock });
    const section = addElementCommand(b.getSnapshot().editor.page, 'section', ids);
    b.execute(section);
    clock += 5_000;
    const inner = addElementCommand(b.getSnapshot().editor.page, 'text', ids, { parentId: section.element.id });
    b.execute(inner);
    clock += 5_000;
    b.execute(updateCommand(inner.element.id, { content: 'Opening hours' }));
    clock += 5_000;
    b.execute(styleCommand(id, 'color', '#00ff00'));
    await settle();
    offline = false;
    retries.shift()?.();
    for (let i = 0; i < 10; i += 1) await settle();
    const snapshot = b.getSnapshot();
    expect(snapshot.conflict).toBe('That section is malformed. Your changes after it are kept.');
    expect(snapshot.conflicts.map((conflict) => [conflict.what, conflict.message])).toEqual([
      ['Add Text', 'It built on a change that was not saved.'],
      ['text', 'It built on a change that was not saved.'],
    ]);
    expect(conflictVersions(snapshot.editor.page, snapshot.conflicts[1] as EditConflict).rows).toEqual([
      { label: 'text', theirs: '(not set)', yours: 'Opening hours' },
    ]);
    expect(server.log.page.elements.map((element) => element.type)).toEqual(['heading']);
    expect(getElement(server.log.page, id)?.style.color).toBe('#00ff00');
    expect(snapshot.editor.page).toEqual(server.log.page);
    expect(snapshot.editor.history.done.map((entry) => entry.label)).toEqual(['Heading · text colour #ffffff → #00ff00']);
  });

  it('an entry that does not apply reads the page afresh, keeping what was not sent as conflicts to apply on top', async () => {
    const server = fakeServer();
    const { id } = await openWithHeading(server);
    let offline = true;
    const b = server.open({ offline: () => offline });
    b.execute(styleCommand(id, 'color', '#ff0000'));
    await settle();
    const stray = updateCommand('gone', { content: 'x' });
    b.receive({ pageId: 1, version: 2, command: stray, inverse: stray, author: null, createdAt: '' });
    for (let i = 0; i < 4; i += 1) await settle();
    const snapshot = b.getSnapshot();
    expect(snapshot).toMatchObject({ version: 1, status: 'saved' });
    expect(snapshot.conflict).toBe(
      'The page changed in a way this screen could not follow. The page now shows the saved version; what you had not saved is kept under conflicts.',
    );
    expect(getElement(snapshot.editor.page, id)?.style.color).toBe('#ffffff');
    const conflict = snapshot.conflicts[0] as EditConflict;
    expect(conflictVersions(snapshot.editor.page, conflict).rows).toEqual([{ label: 'text colour', theirs: '#ffffff', yours: '#ff0000' }]);
    offline = false;
    expect(b.applyYours(conflict.key)).toEqual({ ok: true });
    for (let i = 0; i < 4; i += 1) await settle();
    expect(getElement(server.log.page, id)?.style.color).toBe('#ff0000');
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
