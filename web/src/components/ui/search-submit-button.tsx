import { Button } from './button.tsx';

/**
 * The submit button of a search form, beside its field (TextField's `action`). The list may follow the typing too,
 * but a form says how it is sent with a button a person can see and reach (WCAG technique H32).
 */
export function SearchSubmitButton() {
  return (
    <Button type="submit" variant="outline" className="h-11">
      Search
    </Button>
  );
}
