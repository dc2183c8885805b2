import { BLOG_TAG_MAX_LENGTH, BLOG_TAGS_MAX, blogTagsProblem } from '@app/contracts/blog-tags';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The tags typed in `text` (split at commas, trimmed, blanks dropped) added after `tags`. */
export function withTypedTags(tags: readonly string[], text: string): string[] {
  return [
    ...tags,
    ...text
      .split(',')
      .map((tag) => tag.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  ];
}

/**
 * The post's tags: each one shown with a button to remove it, and a "Tags" field to add more (Enter, a comma or Add
 * Tag adds what is typed; several at once separated by commas). What is typed is also added when the field loses
 * focus and, through `beforeSave`, before every save a person asks for (Save Draft, Publish, Update…), so a tag typed
 * and not added is never dropped silently. A tag that may not be added (too long, a duplicate ignoring case, past 20)
 * is refused with the reason, and the text stays to be corrected.
 */
export function TagsField({
  tags,
  onChange,
  beforeSave,
}: {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Registers a step run before each save a person asks for; answers its removal (see usePostEditor). */
  beforeSave?: (step: () => void) => () => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = () => {
    const next = withTypedTags(tags, text);
    if (next.length === tags.length) return setText('');
    const refused = blogTagsProblem(next);
    if (refused) return setProblem(refused);
    onChange(next);
    setText('');
    setProblem(undefined);
  };
  // A save adds what is typed as it stands then (the tags and text of the last render).
  const latestAdd = useRef(add);
  useLayoutEffect(() => {
    latestAdd.current = add;
  });
  useEffect(() => beforeSave?.(() => latestAdd.current()), [beforeSave]);

  return (
    <div className="grid gap-3">
      <TextField
        label="Tags"
        value={text}
        maxLength={BLOG_TAGS_MAX * (BLOG_TAG_MAX_LENGTH + 2)}
        error={problem}
        hint={`Words readers can follow: each tag has its own page. Separate tags with commas; at most ${BLOG_TAGS_MAX}, each up to ${BLOG_TAG_MAX_LENGTH} characters.`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
        // Leaving the field keeps what was typed: pressing Save next must not lose it.
        onBlur={() => {
          if (text.trim() !== '') add();
        }}
        onKeyDown={(event) => {
          // Enter adds the tag instead of submitting anything around it.
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        action={
          <Button variant="outline" onClick={add}>
            Add Tag
          </Button>
        }
      />
      {tags.length > 0 ? (
        <ul aria-label="The post's tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-white/15 py-0.5 pr-1 pl-3 text-sm text-slate-200"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((each) => each !== tag))}
                className="inline-flex size-6 items-center justify-center rounded-full text-slate-400 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-primary-soft"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
