// docker-compose.yml ships no credential: every password, the first admin's name and any password inside a URL
// come from the operator's environment, and compose refuses to start without them (`${NAME:?message}`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const COMPOSE = readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8');

/** A variable a credential is made of. */
const CREDENTIAL_NAME = /PASSWORD|SECRET|TOKEN|USERNAME|API_KEY/i;

/** Every `KEY: value` line of the file's `environment:` maps (the form this file uses), comments left out. */
function environmentEntries(text: string): Array<{ key: string; value: string }> {
  return text
    .split('\n')
    .map((line) => /^\s+([A-Z][A-Z0-9_]*):\s*(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ key: match[1]!, value: match[2]!.trim().replace(/^'(.*)'$/, '$1') }));
}

/** Every `${...}` interpolation in `text`: the variable, the operator (`:-`, `-`, `:?`, `?`) and what follows it. */
function interpolations(text: string): Array<{ name: string; operator: string; rest: string }> {
  return [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?])?([^}]*)\}/g)].map((match) => ({
    name: match[1]!,
    operator: match[2] ?? '',
    rest: match[3] ?? '',
  }));
}

/** True when `value` is exactly one required interpolation, `${NAME:?message}` (unset or empty stops compose). */
const isRequired = (value: string) => /^\$\{[A-Za-z_][A-Za-z0-9_]*:\?[^}]+\}$/.test(value);

/**
 * Compose's interpolation of `text` with `env` (the subset this file may use): the errors a `docker compose up`
 * would stop with, one per unset required variable.
 */
function interpolationErrors(text: string, env: Record<string, string>): string[] {
  return interpolations(text)
    .filter(({ name, operator }) => (operator === ':?' && !env[name]) || (operator === '?' && env[name] === undefined))
    .map(({ name, rest }) => `required variable ${name} is missing a value: ${rest}`);
}

describe('docker-compose.yml credentials', () => {
  it('gives no credential variable a default value', () => {
    const withDefaults = interpolations(COMPOSE).filter(({ name, operator }) => CREDENTIAL_NAME.test(name) && operator.includes('-'));
    expect(withDefaults).toEqual([]);
  });

  it('writes no credential literally: every password-like setting is a required variable', () => {
    const literal = environmentEntries(COMPOSE).filter(({ key, value }) => CREDENTIAL_NAME.test(key) && !isRequired(value));
    expect(literal).toEqual([]);
  });

  it('writes no password inside a URL literally', () => {
    const urls = [...COMPOSE.matchAll(/[a-z][a-z0-9+.-]*:\/\/((?:\$\{[^}]*\}|[^@\s/$])+)@/gi)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const userinfo of urls) {
      const password = userinfo.slice(userinfo.indexOf(':') + 1);
      expect(userinfo.includes(':'), `${userinfo} names a user without a password`).toBe(true);
      expect(isRequired(password), `the password in ${userinfo}`).toBe(true);
    }
  });

  it('refuses to start without the first admin and the database password, naming each', () => {
    const errors = interpolationErrors(COMPOSE, {});
    for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD']) {
      expect(errors.some((error) => error.startsWith(`required variable ${name} `))).toBe(true);
    }
    expect(
      interpolationErrors(COMPOSE, { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'Owner-Passw0rd', POSTGRES_PASSWORD: 'db0secret' }),
    ).toEqual([]);
  });
});
