import { parseVideoEmbed, type VideoEmbed } from '@app/contracts/video-url';
import { useState } from 'react';
import { FormDialog } from '../../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';

/**
 * The video embed dialog: a YouTube or Vimeo link (any of their address forms) and an optional caption. Anything else
 * is refused with what to paste instead.
 */
export function VideoDialog({
  open,
  onInsert,
  onClose,
}: {
  open: boolean;
  onInsert: (embed: VideoEmbed, caption: string) => void;
  onClose: () => void;
}) {
  const [url, setUrl] = useState('');
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);

  const insert = () => {
    const embed = parseVideoEmbed(url);
    if (!embed) {
      return setError(
        'That is not a YouTube or Vimeo video link. Paste the address of the video’s page, like https://www.youtube.com/watch?v=… or https://vimeo.com/….',
      );
    }
    onInsert(embed, caption.trim());
  };

  return (
    <FormDialog
      open={open}
      title="Embed a video"
      submitLabel="Insert video"
      pending={false}
      error={error}
      onOpen={() => {
        setUrl('');
        setCaption('');
        setError(null);
      }}
      onClose={onClose}
      onSubmit={insert}
    >
      <TextField
        label="YouTube or Vimeo URL"
        value={url}
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=…"
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
      />
      <TextField label="Caption (optional)" value={caption} maxLength={300} onChange={(event) => setCaption(event.target.value)} />
    </FormDialog>
  );
}
