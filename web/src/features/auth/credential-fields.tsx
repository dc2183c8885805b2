import { TextField } from '../../components/ui/text-field.tsx';

/** The username and password inputs of a sign-in form, with their field messages. */
export function CredentialFields({
  values,
  errors,
  onChange,
}: {
  values: { username: string; password: string };
  errors: Record<string, string | undefined>;
  onChange: (field: 'username' | 'password', value: string) => void;
}) {
  return (
    <>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={(event) => onChange('username', event.target.value)}
        error={errors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        error={errors.password}
      />
    </>
  );
}
