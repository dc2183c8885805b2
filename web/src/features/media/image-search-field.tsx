import { TextField } from '../../components/ui/text-field.tsx';

/** The search box of an image list (the picker, the library screen): names and alt text, searched on the server. */
export function ImageSearchField({ value, onChange, className }: { value: string; onChange: (text: string) => void; className?: string }) {
  return (
    <div role="search" className={className}>
      <TextField
        type="search"
        label="Search images by name or alt text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={200}
      />
    </div>
  );
}
