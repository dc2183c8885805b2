/** The file beside the compiled server that names the fingerprint of what it was built from. */
export declare const STAMP_FILE: string;
/** The fingerprint of the sources and settings a build in `root` with `env` would be made from; null outside git. */
export declare function buildFingerprint(root: string, env: Record<string, string | undefined>): string | null;
/** Where a build with `env` in `root` puts the compiled server, the web app and its server-rendering entry. */
export declare function buildOutputs(
  root: string,
  env: Record<string, string | undefined>,
): { server: string; web: string; webSsr: string };
/** True when the build in place is whole and was made from `fingerprint`. */
export declare function buildIsCurrent(root: string, env: Record<string, string | undefined>, fingerprint: string | null): boolean;
